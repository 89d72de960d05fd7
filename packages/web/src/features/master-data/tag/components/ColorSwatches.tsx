import { CheckOutlined } from "@ant-design/icons";
import { Input, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

/**
 * A tag's colour: a few preset swatches or any `#rrggbb`. (antd's ColorPicker would pull its
 * whole picker into chunks the login page shares.)
 */
export function ColorSwatches({
  value,
  onChange,
  colors,
  disabled,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  colors: readonly string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const current = value?.toLowerCase() ?? null;
  return (
    <div className="color-swatches">
      {colors.map((color) => (
        <Tooltip key={color} title={color}>
          <button
            type="button"
            className="color-swatch"
            style={{ background: color }}
            aria-label={color}
            aria-pressed={current === color}
            disabled={disabled}
            onClick={() => onChange?.(color)}
          >
            {current === color && <CheckOutlined />}
          </button>
        </Tooltip>
      ))}
      <Input
        value={value ?? ""}
        onChange={(event) => onChange?.(event.target.value.trim() || null)}
        placeholder="#0f766e"
        maxLength={7}
        disabled={disabled}
        aria-label={t("tags.color")}
        style={{ width: 110 }}
        prefix={<span className="color-swatch-preview" style={{ background: /^#[0-9a-f]{6}$/i.test(value ?? "") ? (value ?? undefined) : "transparent" }} />}
      />
    </div>
  );
}
