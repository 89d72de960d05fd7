import { Result, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { homeRoute } from "../../../app/navigation-guard";
import { LinkButton } from "../../../components/LinkButton";
import { useSession } from "../../../lib/session";

/**
 * A page that answers instead of a screen (403, 404): `<texts>.title` (its test id `<texts>-title`,
 * dashed) and `<texts>.text`, and the way back: home when signed in, else the login. `more` stands
 * beside the way back.
 */
export function StatusPage({ status, texts, more }: { status: "403" | "404"; texts: "not_authorized" | "not_found"; more?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const target = session.loggedIn ? homeRoute(session.hasCompany, (action, resource) => session.ability.can(action, resource)) : "/auth/login";
  const back = (
    <LinkButton type="primary" to={target}>
      {session.loggedIn ? t("common.back_home") : t("common.back_to_login")}
    </LinkButton>
  );
  return (
    <div className="centered-page">
      <Result
        status={status}
        title={<span data-testid={`${texts.replace("_", "-")}-title`}>{t(`${texts}.title`)}</span>}
        subTitle={t(`${texts}.text`)}
        extra={
          more ? (
            <Space wrap style={{ justifyContent: "center" }}>
              {back}
              {more}
            </Space>
          ) : (
            back
          )
        }
      />
    </div>
  );
}
