import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { homeRoute } from "../../../app/navigation-guard";
import { LinkButton } from "../../../components/LinkButton";
import { useSession } from "../../../lib/session";

export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  const target = session.loggedIn ? homeRoute(session.hasCompany, (action, resource) => session.ability.can(action, resource)) : "/auth/login";
  return (
    <div className="centered-page">
      <Result
        status="404"
        title={<span data-testid="not-found-title">{t("not_found.title")}</span>}
        subTitle={t("not_found.text")}
        extra={
          <LinkButton type="primary" to={target}>
            {session.loggedIn ? t("common.back_home") : t("common.back_to_login")}
          </LinkButton>
        }
      />
    </div>
  );
}
