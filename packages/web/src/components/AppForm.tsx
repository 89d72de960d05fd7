import { LockOutlined } from "@ant-design/icons";
import { Form, type FormInstance, type FormProps, Input } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { clearErrorsOnChange } from "../lib/forms";

/**
 * The form of a plain screen (sign-in, profile, settings): labels above the fields, no required
 * marks, and a field's error (the server's too) cleared as soon as the field changes.
 */
export function AppForm<V>({ form, ...props }: Omit<FormProps<V>, "form" | "children"> & { form: FormInstance<V>; children?: ReactNode }) {
  return <Form<V> form={form} layout="vertical" requiredMark={false} onValuesChange={clearErrorsOnChange(form)} {...props} />;
}

/** A new password (`password`, under `label`, with the rules' hint) and its confirmation. */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={label} required extra={t("fields.password_hint")}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t("fields.password_confirmation")} required>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
