import { LockOutlined, MailOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { ApiError } from "../../../lib/api-client";
import { showFieldErrors, showServerErrors } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { startSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { authApi, type LoginBody } from "../api";
import { loginErrors } from "../login-validation";
import { AppForm } from "../../../components/AppForm";

export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const [notActivated, setNotActivated] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: authApi.login,
    // The guard sends the now logged-in user from this page to their home route.
    onSuccess: (answer) => startSession(answer.token, answer.data),
    onError: (error, body) => {
      showServerErrors(form, error);
      setNotActivated(error instanceof ApiError && error.status === 403 ? body.email : null);
    },
  });
  const resend = useMutation({
    mutationFn: authApi.resendActivation,
    onSuccess: (answer) => toast.success(answer.message),
  });

  const submit = (values: LoginBody) => {
    const errors = loginErrors(values, currentLanguage());
    if (Object.keys(errors).length > 0) {
      showFieldErrors(form, errors);
      return;
    }
    login.mutate({ email: values.email.trim().toLowerCase(), password: values.password });
  };

  return (
    <AuthShell title={t("login.title")} subtitle={t("login.subtitle")}>
      {notActivated && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("login.not_activated")}
          action={
            <Button size="small" loading={resend.isPending} onClick={() => resend.mutate(notActivated)}>
              {t("login.resend_activation")}
            </Button>
          }
        />
      )}
      <AppForm form={form} onFinish={submit} size="large" data-testid="login-form">
        <Form.Item name="email" label={t("fields.email")} required>
          <Input prefix={<MailOutlined />} autoComplete="email" placeholder={t("login.email_placeholder")} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("fields.password")}
          required
          extra={<Link to="/auth/forgot-password">{t("login.forgot_password")}</Link>}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t("login.submit")}
        </Button>
      </AppForm>
      <p className="auth-footnote">
        {t("login.no_account")} <Link to="/membership/user/signup">{t("login.create_account")}</Link>
      </p>
    </AuthShell>
  );
}
