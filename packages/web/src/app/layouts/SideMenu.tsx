import { type MenuItem, menuTitles } from "@neraca/core";
import { Menu, type MenuProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { menuIcon } from "../../components/menu-icons";
import { useUiLanguage } from "../../lib/i18n";
import { useSession } from "../../lib/session";

type Items = NonNullable<MenuProps["items"]>;

/** The longest menu route that the current path starts with: `/master-data/office/add` → offices. */
export function selectedRoute(menus: readonly MenuItem[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const route = item.route;
      if (route && (pathname === route || pathname.startsWith(`${route}/`))) {
        if (!best || route.length > best.length) best = route;
      }
      if (item.children) visit(item.children);
    }
  };
  visit(menus);
  return best;
}

const groupOf = (menus: readonly MenuItem[], route: string | undefined): string | undefined =>
  menus.find((item) => item.children?.some((child) => child.route === route))?.key;

/** The sidebar (or top menu in the horizontal layout): exactly the server's `menus`. */
export function SideMenu({
  mode,
  dark,
  collapsed = false,
  onNavigate,
}: {
  mode: "inline" | "horizontal";
  dark: boolean;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const menus = session.data?.menus ?? [];
  const selected = selectedRoute(menus, location.pathname);

  const items = useMemo(() => {
    const toItems = (list: readonly MenuItem[]): Items =>
      list.map((item) => {
        // The server's title is in the language of the last sign-in, and a lazily loaded group's texts
        // may not be here yet: core's registry names every entry in both languages, now.
        const label = t(`menu.${item.key}`, { defaultValue: menuTitles[item.key]?.[language] ?? item.title });
        return item.children
          ? { key: `group:${item.key}`, icon: menuIcon(item.icon), label, children: toItems(item.children) }
          : { key: item.route ?? item.key, icon: menuIcon(item.icon), label, "data-menu": item.key };
      });
    return toItems(menus);
  }, [menus, t, language]);

  const group = groupOf(menus, selected);
  return (
    <Menu
      mode={mode}
      theme={dark ? "dark" : "light"}
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={group && !collapsed ? [`group:${group}`] : []}
      onClick={({ key }) => {
        if (key.startsWith("/")) {
          navigate(key);
          onNavigate?.();
        }
      }}
      className="side-menu"
      data-testid="side-menu"
    />
  );
}
