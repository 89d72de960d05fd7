import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandLogo } from "./BrandLogo";
import { LanguageSwitch } from "./LanguageSwitch";
import { SkinToggle } from "./SkinToggle";

/**
 * The frame of every public page: a brand panel beside the form, language and skin on top.
 * Plain headings rather than antd Typography keep the login page's download small.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  wide = false,
  toolbarExtra,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  toolbarExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={wide ? "auth-page auth-page-wide" : "auth-page"}>
      <aside className="auth-aside">
        <BrandLogo />
        <div>
          <h2 className="auth-aside-title">{t("auth.aside_title")}</h2>
          <ul className="auth-aside-points">
            <li>{t("auth.aside_point_ledger")}</li>
            <li>{t("auth.aside_point_companies")}</li>
            <li>{t("auth.aside_point_roles")}</li>
            <li>{t("auth.aside_point_languages")}</li>
          </ul>
        </div>
        <p className="auth-aside-footer">{t("auth.aside_footer")}</p>
      </aside>
      <main className="auth-main">
        <div className="auth-toolbar">
          <span className="auth-toolbar-logo">
            <BrandLogo />
          </span>
          <div className="auth-toolbar-end">
            {toolbarExtra}
            <LanguageSwitch />
            <SkinToggle />
          </div>
        </div>
        <div className="auth-body">
          <div className={wide ? "auth-form auth-form-wide" : "auth-form"}>
            <h1 className="auth-title">{title}</h1>
            {subtitle && <p className="auth-subtitle">{subtitle}</p>}
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}

/** The way back to the login page under a public page's form. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p style={{ marginTop: 20, textAlign: "center" }}>
      <Link to="/auth/login">{t("common.back_to_login")}</Link>
    </p>
  );
}
