import { MailOutlined } from "@ant-design/icons";
import { forgotPasswordBody } from "@neraca/core";
import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { AuthShell, BackToLogin } from "../../../components/AuthShell";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { authApi } from "../api";
import { AppForm } from "../../../components/AppForm";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const send = useMutation({
    mutationFn: authApi.forgotPassword,
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: { email: string }) => {
    const body = validateWith(form, forgotPasswordBody, values, currentLanguage());
    if (body) send.mutate(body.email);
  };
  return (
    <AuthShell title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {send.data && <Alert type="success" showIcon title={send.data.message} style={{ marginBottom: 16 }} data-testid="forgot-sent" />}
      <AppForm form={form} onFinish={submit} size="large">
        <Form.Item name="email" label={t("fields.email")} required>
          <Input prefix={<MailOutlined />} autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t("forgot.submit")}
        </Button>
      </AppForm>
      <BackToLogin />
    </AuthShell>
  );
}
