import { MailOutlined } from "@ant-design/icons";
import { forgotPasswordBody } from "@neraca/core";
import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { authApi } from "../api";

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
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}
        onValuesChange={clearErrorsOnChange(form)} size="large">
        <Form.Item name="email" label={t("fields.email")} required>
          <Input prefix={<MailOutlined />} autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t("forgot.submit")}
        </Button>
      </Form>
      <p style={{ marginTop: 20, textAlign: "center" }}>
        <Link to="/auth/login">{t("common.back_to_login")}</Link>
      </p>
    </AuthShell>
  );
}
