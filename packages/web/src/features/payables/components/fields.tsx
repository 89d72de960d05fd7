import { DatePicker, Form, Input } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dateItemProps } from "../../../lib/dates";

/** A date of a payables document (`date`, `due_date`, `planned_date`): required ones cannot be cleared. */
export function DateField({ name, label, required = false, extra }: { name: string; label: ReactNode; required?: boolean; extra?: ReactNode }) {
  return (
    <Form.Item name={name} label={label} required={required} extra={extra} {...dateItemProps}>
      <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={!required} />
    </Form.Item>
  );
}

/** The document's description. */
export function DescriptionField({ rows = 1 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="description" label={t("fields.description")}>
      <Input.TextArea rows={rows} maxLength={1000} />
    </Form.Item>
  );
}
