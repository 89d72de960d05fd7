import { Drawer, Grid, Layout } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "../../components/BrandLogo";
import { usePreferences } from "../PreferencesProvider";
import { Customizer } from "./Customizer";
import { Navbar } from "./Navbar";
import { SideMenu } from "./SideMenu";

const CustomizerPanel = lazy(() => import("./CustomizerPanel"));
const SIDER_WIDTH = 248;

/** The working layout: sidebar (or top menu), navbar, content and footer, per the preferences. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  const breakpoints = Grid.useBreakpoint();
  const mobile = !breakpoints.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const horizontal = preferences.layout === "horizontal" && !mobile;
  const darkMenu = preferences.skin === "dark" || preferences.skin === "semi-dark";
  const collapsed = preferences.menuCollapsed;

  const navbar = preferences.navbar !== "hidden" && (
    <Layout.Header className={`navbar navbar-${preferences.navbar}`} data-testid="navbar">
      <Navbar
        mobile={mobile}
        collapsed={collapsed}
        showToggle={!horizontal}
        start={horizontal ? <BrandLogo to="/dashboard" /> : mobile ? <BrandLogo collapsed to="/dashboard" /> : undefined}
        onToggleMenu={() => (mobile ? setDrawerOpen(true) : update({ menuCollapsed: !collapsed }))}
        onOpenCustomizer={() => setCustomizerOpen(true)}
      />
      {horizontal && (
        <div className="navbar-menu">
          <SideMenu mode="horizontal" dark={preferences.skin === "dark"} />
        </div>
      )}
    </Layout.Header>
  );

  return (
    <Layout
      className={[
        "main-layout",
        `layout-${horizontal ? "horizontal" : "vertical"}`,
        `width-${preferences.contentWidth}`,
        `footer-${preferences.footer}`,
      ].join(" ")}
    >
      {!horizontal && !mobile && (
        <Layout.Sider
          className="sidebar"
          width={SIDER_WIDTH}
          collapsedWidth={72}
          collapsed={collapsed}
          theme={darkMenu ? "dark" : "light"}
          trigger={null}
          data-testid="sidebar"
        >
          <div className="sidebar-brand">
            <BrandLogo collapsed={collapsed} to="/dashboard" />
          </div>
          <SideMenu mode="inline" dark={darkMenu} collapsed={collapsed} />
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={preferences.rtl ? "right" : "left"}
          size={SIDER_WIDTH + 24}
          title={<BrandLogo to="/dashboard" />}
          className={darkMenu ? "menu-drawer menu-drawer-dark" : "menu-drawer"}
          styles={{ body: { padding: 8 } }}
        >
          <div data-testid="sidebar">
            <SideMenu mode="inline" dark={darkMenu} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </Drawer>
      )}
      <Layout className="main-column">
        {navbar}
        <Layout.Content className="content">
          <div className="content-inner">{children}</div>
        </Layout.Content>
        {preferences.footer !== "hidden" && (
          <Layout.Footer className={`footer footer-${preferences.footer}`}>
            <span>
              © {new Date().getFullYear()} Neraca · {t("footer.tagline")}
            </span>
            <span className="footer-end">{t("footer.license")}</span>
          </Layout.Footer>
        )}
      </Layout>
      {preferences.navbar === "hidden" ? (
        <Customizer />
      ) : (
        customizerOpen && (
          <Suspense fallback={null}>
            <CustomizerPanel open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
          </Suspense>
        )
      )}
    </Layout>
  );
}
