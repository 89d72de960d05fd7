import { Button, Result, Space } from "antd";
import { useTranslation } from "react-i18next";
import { homeRoute } from "../../../app/navigation-guard";
import { LinkButton } from "../../../components/LinkButton";
import { useSession } from "../../../lib/session";
import { useSignOut } from "../../../lib/use-sign-out";

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  return (
    <div className="centered-page">
      <Result
        status="403"
        title={<span data-testid="not-authorized-title">{t("not_authorized.title")}</span>}
        subTitle={t("not_authorized.text")}
        extra={
          <Space wrap style={{ justifyContent: "center" }}>
            <LinkButton type="primary" to={session.loggedIn ? homeRoute(session.hasCompany, (action, resource) => session.ability.can(action, resource)) : "/auth/login"}>
              {session.loggedIn ? t("common.back_home") : t("common.back_to_login")}
            </LinkButton>
            {session.loggedIn && <Button onClick={() => void signOut()}>{t("not_authorized.other_account")}</Button>}
          </Space>
        }
      />
    </div>
  );
}
