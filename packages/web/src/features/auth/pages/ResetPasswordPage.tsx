import { LockOutlined } from "@ant-design/icons";
import { resetPasswordBody } from "@neraca/core";
import { useMutation } from "@tanstack/react-query";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { authApi } from "../api";

interface Values {
  password: string;
  password_confirmation: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const reset = useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await navigate("/auth/login", { replace: true });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: Values) => {
    const body = validateWith(form, resetPasswordBody, { ...values, token }, currentLanguage());
    if (body) reset.mutate(body);
  };
  return (
    <AuthShell title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}
        onValuesChange={clearErrorsOnChange(form)} size="large">
        <Form.Item name="password" label={t("fields.new_password")} required extra={t("fields.password_hint")}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password_confirmation" label={t("fields.password_confirmation")} required>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t("reset.submit")}
        </Button>
      </Form>
      <p style={{ marginTop: 20, textAlign: "center" }}>
        <Link to="/auth/login">{t("common.back_to_login")}</Link>
      </p>
    </AuthShell>
  );
}
