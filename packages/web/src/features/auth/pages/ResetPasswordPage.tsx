import { resetPasswordBody } from "@neraca/core";
import { useMutation } from "@tanstack/react-query";
import { Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { AuthShell, BackToLogin } from "../../../components/AuthShell";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { authApi } from "../api";
import { AppForm, NewPasswordFields } from "../../../components/AppForm";

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
      <AppForm form={form} onFinish={submit} size="large">
        <NewPasswordFields label={t("fields.new_password")} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t("reset.submit")}
        </Button>
      </AppForm>
      <BackToLogin />
    </AuthShell>
  );
}
