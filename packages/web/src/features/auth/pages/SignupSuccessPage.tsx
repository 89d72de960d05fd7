import { MailOutlined } from "@ant-design/icons";
import { forgotPasswordBody } from "@neraca/core";
import { useMutation } from "@tanstack/react-query";
import { Button, Form, Input, Result, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { LinkButton } from "../../../components/LinkButton";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { authApi } from "../api";
import { AppForm } from "../../../components/AppForm";

export function SignupSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<{ email: string }>();
  const resend = useMutation({
    mutationFn: authApi.resendActivation,
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: { email: string }) => {
    const body = validateWith(form, forgotPasswordBody, values, currentLanguage());
    if (body) resend.mutate(body.email);
  };
  const email = params.get("email") ?? "";
  return (
    <AuthShell title={t("signup_success.title")}>
      <Result
        status="success"
        icon={<MailOutlined />}
        title={t("signup_success.heading")}
        subTitle={email ? t("signup_success.text_with_email", { email }) : t("signup_success.text")}
        style={{ padding: "16px 0" }}
      />
      <AppForm form={form} onFinish={submit} initialValues={{ email }}>
        <Form.Item name="email" label={t("signup_success.resend_label")}>
          <Input prefix={<MailOutlined />} autoComplete="email" />
        </Form.Item>
        <Space wrap>
          <Button htmlType="submit" loading={resend.isPending}>
            {t("signup_success.resend")}
          </Button>
          <LinkButton to="/auth/login" type="primary">{t("common.back_to_login")}</LinkButton>
        </Space>
      </AppForm>
    </AuthShell>
  );
}
