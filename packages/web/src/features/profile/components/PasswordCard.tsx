import { LockOutlined } from "@ant-design/icons";
import { changePasswordBody } from "@neraca/core";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type PasswordValues, profileApi } from "../api";
import { AppForm, NewPasswordFields } from "../../../components/AppForm";

export function PasswordCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation({
    mutationFn: profileApi.changePassword,
    onSuccess: (answer) => {
      toast.success(answer.message);
      form.resetFields();
    },
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: PasswordValues) => {
    const body = validateWith(form, changePasswordBody, values, currentLanguage());
    if (body) change.mutate(body);
  };
  return (
    <Card title={t("profile_user.password_title")}>
      <AppForm form={form} onFinish={submit} data-testid="password-form">
        <Form.Item name="current_password" label={t("fields.current_password")} required>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label={t("fields.new_password")} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t("profile_user.change_password")}
        </Button>
      </AppForm>
    </Card>
  );
}
