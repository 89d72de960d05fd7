import { invitationAcceptBody, renderTemplate } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Form, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { LinkButton } from "../../../components/LinkButton";
import { api } from "../../../lib/api";
import { showFieldErrors, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { AppForm, NewPasswordFields } from "../../../components/AppForm";

interface InvitationInfo {
  company_name: string;
  name: string;
  email: string;
  account_exists: boolean;
}

interface Values {
  password?: string;
  password_confirmation?: string;
}

/** Opened from the invitation mail: join the company, creating the account when it is new. */
export function InvitationActivationPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const info = useQuery({
    queryKey: ["invitation", token],
    queryFn: () => api.get<{ data: InvitationInfo }>(`company/user-invitation/activation/${encodeURIComponent(token)}`),
  });
  const accept = useMutation({
    mutationFn: (body: { token: string; password?: string; password_confirmation?: string }) =>
      api.post<{ message: string }>("company/user-invitation/activation", body),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      // A signed-in person now has one more company: refresh their company list.
      if (session.loggedIn) await queryClient.invalidateQueries({ queryKey: ["auth", "me"] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const invitation = info.data?.data;
  const submit = (values: Values) => {
    if (!invitation?.account_exists && !values.password) {
      showFieldErrors(form, { password: [renderTemplate("required", "password", currentLanguage())] });
      return;
    }
    const body = validateWith(
      form,
      invitationAcceptBody,
      invitation?.account_exists ? { token } : { token, ...values },
      currentLanguage(),
    );
    if (body) accept.mutate(body);
  };

  if (accept.isSuccess) {
    return (
      <AuthShell title={t("invitation.title")}>
        <Result
          status="success"
          title={<span data-testid="invitation-accepted">{accept.data.message}</span>}
          extra={
            session.loggedIn ? (
              <LinkButton type="primary" to="/profile">
                {t("invitation.see_companies")}
              </LinkButton>
            ) : (
              <LinkButton type="primary" to="/auth/login">
                {t("activation.go_to_login")}
              </LinkButton>
            )
          }
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("invitation.title")} subtitle={invitation ? t("invitation.subtitle", { company: invitation.company_name }) : undefined}>
      {info.isPending && <Skeleton active />}
      {info.isError && (
        <Result
          status="error"
          title={t("activation.failed")}
          subTitle={info.error.message}
          extra={
            <LinkButton type="primary" to="/auth/login">
              {t("common.back_to_login")}
            </LinkButton>
          }
        />
      )}
      {invitation && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 20 }}
            items={[
              { key: "company", label: t("invitation.company"), children: invitation.company_name },
              { key: "name", label: t("fields.name"), children: invitation.name },
              { key: "email", label: t("fields.email"), children: invitation.email },
            ]}
          />
          {invitation.account_exists && (
            <Alert type="info" showIcon title={t("invitation.account_exists")} style={{ marginBottom: 16 }} />
          )}
          <AppForm form={form} onFinish={submit} data-testid="invitation-form">
            {!invitation.account_exists && <NewPasswordFields label={t("fields.password")} />}
            <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending} data-testid="invitation-accept">
              {t("invitation.accept")}
            </Button>
          </AppForm>
        </>
      )}
    </AuthShell>
  );
}
