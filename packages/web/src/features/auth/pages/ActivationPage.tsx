import { useQuery } from "@tanstack/react-query";
import { Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AuthShell } from "../../../components/AuthShell";
import { LinkButton } from "../../../components/LinkButton";
import { authApi } from "../api";

/** Opens from the activation mail; the token is single use, so the call is made once. */
export function ActivationPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const activation = useQuery({
    queryKey: ["activation", token],
    queryFn: () => authApi.activate(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthShell title={t("activation.title")}>
      {activation.isPending && (
        <div className="page-spinner">
          <Spin size="large" />
        </div>
      )}
      {activation.isSuccess && (
        <Result
          status="success"
          title={<span data-testid="activation-result">{t("activation.success")}</span>}
          subTitle={t("activation.success_text")}
          extra={
            <LinkButton to="/auth/login" type="primary" size="large" data-testid="activation-login">
                {t("activation.go_to_login")}
              </LinkButton>
          }
        />
      )}
      {activation.isError && (
        <Result
          status="error"
          title={<span data-testid="activation-result">{t("activation.failed")}</span>}
          subTitle={activation.error.message}
          extra={[
            <LinkButton key="resend" to="/membership/user/signup-success" type="primary">{t("activation.request_new_link")}</LinkButton>,
            <LinkButton key="login" to="/auth/login">{t("common.back_to_login")}</LinkButton>,
          ]}
        />
      )}
    </AuthShell>
  );
}
