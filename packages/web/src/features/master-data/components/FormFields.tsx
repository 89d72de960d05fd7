import { Col, Form, Input, Switch } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RecordSelect, type RecordSelectProps } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";

/** One field of a form's grid, as data: where it sits, its label and rules, and its input. */
export interface FieldSpec {
  name: string;
  label: ReactNode;
  /** Its share of the row's 24 columns from `md` up (default all); `xs`/`sm` for narrower screens. */
  md?: number;
  sm?: number;
  xs?: number;
  required?: boolean;
  extra?: ReactNode;
  tooltip?: ReactNode;
  /** A switch or a check box: its value is `checked`. */
  checked?: boolean;
  normalize?: (value: string) => string;
  input: ReactNode;
}

/** The fields of a form row, each in its column; `false` leaves one out (a field another choice hides). */
export function FormFields({ fields }: { fields: readonly (FieldSpec | false)[] }) {
  return (
    <>
      {fields.map(
        (field) =>
          field && (
            <Col xs={field.xs ?? 24} sm={field.sm} md={field.md} key={field.name}>
              <Form.Item
                name={field.name}
                label={field.label}
                required={field.required}
                extra={field.extra}
                tooltip={field.tooltip}
                valuePropName={field.checked ? "checked" : undefined}
                normalize={field.normalize}
              >
                {field.input}
              </Form.Item>
            </Col>
          ),
      )}
    </>
  );
}

/** A field of a record, labelled by its name under `md.fields`, with the input given. */
export const recordField = (t: TFunction, name: string, md: number | undefined, input: ReactNode, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label: t(`md.fields.${name}`),
  md,
  input,
  ...more,
});

/** A short text field of up to `max` characters. */
export const textField = (name: string, label: ReactNode, md: number, max: number, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  md,
  input: <Input maxLength={max} />,
  ...more,
});

/** A yes/no switch. */
export const switchField = (name: string, label: ReactNode, md: number, xs?: number, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  md,
  xs,
  checked: true,
  input: <Switch />,
  ...more,
});

/** The `is_active` switch most records carry. */
export const activeField = (t: TFunction, md: number, xs?: number): FieldSpec => switchField("is_active", t("md.fields.is_active"), md, xs);

/** The free description (up to 1,000 characters) at the end of a form. */
export const descriptionField = (t: TFunction, md?: number, rows = 3): FieldSpec => ({
  name: "description",
  label: t("fields.description"),
  md,
  input: <Input.TextArea rows={rows} maxLength={1000} />,
});

/** A ledger account picker; shut for roles that may not read the chart of accounts. */
export function AccountSelect({ disabled, ...props }: Omit<RecordSelectProps, "kind" | "path">) {
  const { t } = useTranslation();
  const ability = useAbility();
  return (
    <RecordSelect
      kind="account"
      placeholder={t("md.pick_account")}
      {...props}
      disabled={disabled || !ability.can("read", "MdChartOfAccount")}
    />
  );
}

/** A record's ledger account (`md.fields.<name>`), half a row wide. */
export const accountField = (t: TFunction, name: string, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label: t(`md.fields.${name}`),
  md: 12,
  input: <AccountSelect />,
  ...more,
});
