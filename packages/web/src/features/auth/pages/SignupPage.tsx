import { MailOutlined, UserOutlined } from "@ant-design/icons";
import { signupBody } from "@neraca/core";
import { useMutation } from "@tanstack/react-query";
import { Button, Checkbox, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { authApi, type SignupBody } from "../api";
import { AppForm, NewPasswordFields } from "../../../components/AppForm";

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignupBody>();
  const [termsOpen, setTermsOpen] = useState(false);
  const signup = useMutation({
    mutationFn: authApi.signup,
    onSuccess: async (answer, body) => {
      toast.success(answer.message);
      await navigate(`/membership/user/signup-success?email=${encodeURIComponent(body.email)}`);
    },
    onError: (error) => showServerErrors(form, error),
  });
  const submit = (values: SignupBody) => {
    const body = validateWith(form, signupBody, values, currentLanguage());
    if (body) signup.mutate(body);
  };
  return (
    <AuthShell title={t("signup.title")} subtitle={t("signup.subtitle")}>
      <AppForm form={form} onFinish={submit} initialValues={{ agreement: false }} data-testid="signup-form">
        <Form.Item name="user_name" label={t("fields.user_name")} required>
          <Input prefix={<UserOutlined />} autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t("fields.email")} required>
          <Input prefix={<MailOutlined />} autoComplete="email" />
        </Form.Item>
        <NewPasswordFields label={t("fields.password")} />
        <Form.Item name="agreement" valuePropName="checked">
          <Checkbox data-testid="signup-agreement">
            {t("signup.agreement_prefix")} <Typography.Link
              onClick={(event) => {
                event.preventDefault();
                setTermsOpen(true);
              }}
            >
              {t("signup.agreement_terms")}
            </Typography.Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={signup.isPending} data-testid="signup-submit">
          {t("signup.submit")}
        </Button>
      </AppForm>
      <p className="auth-footnote">
        {t("signup.have_account")} <Link to="/auth/login">{t("signup.sign_in")}</Link>
      </p>
      <Modal
        open={termsOpen}
        title={t("terms.title")}
        onCancel={() => setTermsOpen(false)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              form.setFieldValue("agreement", true);
              setTermsOpen(false);
            }}
          >
            {t("terms.accept")}
          </Button>
        }
      >
        <Typography.Paragraph>{t("terms.p1")}</Typography.Paragraph>
        <Typography.Paragraph>{t("terms.p2")}</Typography.Paragraph>
        <Typography.Paragraph>{t("terms.p3")}</Typography.Paragraph>
      </Modal>
    </AuthShell>
  );
}
