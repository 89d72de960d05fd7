import { MoonOutlined, SunOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../app/PreferencesProvider";

/** Quick light/dark switch; the customizer offers every skin. */
export function SkinToggle() {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  const dark = preferences.skin === "dark";
  const label = dark ? t("navbar.light_skin") : t("navbar.dark_skin");
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        aria-label={label}
        data-testid="skin-toggle"
        onClick={() => update({ skin: dark ? "light" : "dark" })}
      />
    </Tooltip>
  );
}
