import type { AppAbility } from "../permissions/ability.js";
import type { Action, Resource } from "../permissions/catalogue.js";

/**
 * The one registry of screens (DESIGN §7): the web router, the sidebar and the `menus` list the
 * server returns at login all come from it, so they cannot disagree. Later modules add entries.
 */
export type Layout = "full" | "main";

export interface MenuEntry {
  /** i18n key under `menu.` (see `menuTitles`). */
  key: MenuKey;
  icon: string;
  group?: MenuGroupKey;
  order: number;
}

export interface Screen {
  path: string;
  /** Absent: any logged-in user may open it (their own profile, for example). */
  permission?: { action: Action; resource: Resource };
  shouldLogin: boolean;
  /** Logged-in users opening it go to their home route (login page). */
  redirectIfLoggedIn?: boolean;
  /** Logged-in users without a company may open it (company registration). */
  allowWithoutCompany?: boolean;
  layout: Layout;
  menu?: MenuEntry;
}

export const menuTitles = {
  dashboard: { en: "Dashboard", id: "Dasbor" },
  master_data: { en: "Master data", id: "Data master" },
  office: { en: "Offices", id: "Kantor" },
  user: { en: "Users", id: "Pengguna" },
  setting: { en: "Settings", id: "Pengaturan" },
} as const;
export type MenuKey = keyof typeof menuTitles;

export const menuGroups = {
  master_data: { icon: "database", order: 20 },
} as const;
export type MenuGroupKey = keyof typeof menuGroups;

const publicScreen = (path: string, extra: Partial<Screen> = {}): Screen => ({
  path,
  shouldLogin: false,
  layout: "full",
  ...extra,
});

export const screens: readonly Screen[] = [
  publicScreen("/auth/login", { redirectIfLoggedIn: true }),
  publicScreen("/auth/forgot-password"),
  publicScreen("/auth/reset-password/:token"),
  publicScreen("/membership/user/signup"),
  publicScreen("/membership/user/signup-success"),
  publicScreen("/membership/user/activation/:token"),
  publicScreen("/company/user-invitation/activation/:token"),
  publicScreen("/error-404"),
  publicScreen("/pages/not-authorized"),
  { path: "/membership/company-register", shouldLogin: true, allowWithoutCompany: true, layout: "full" },
  { path: "/profile-user", shouldLogin: true, allowWithoutCompany: true, layout: "full" },
  { path: "/profile", shouldLogin: true, layout: "main" },
  {
    path: "/dashboard",
    permission: { action: "read", resource: "Dashboard" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "dashboard", icon: "dashboard", order: 10 },
  },
  {
    path: "/master-data/office",
    permission: { action: "read", resource: "MdOffice" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "office", icon: "bank", group: "master_data", order: 10 },
  },
  {
    path: "/master-data/office/add",
    permission: { action: "create", resource: "MdOffice" },
    shouldLogin: true,
    layout: "main",
  },
  {
    path: "/master-data/office/detail/:id",
    permission: { action: "read", resource: "MdOffice" },
    shouldLogin: true,
    layout: "main",
  },
  {
    path: "/master-data/user",
    permission: { action: "read", resource: "MdUser" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "user", icon: "user", group: "master_data", order: 20 },
  },
  {
    path: "/master-data/user/detail/:id",
    permission: { action: "read", resource: "MdUser" },
    shouldLogin: true,
    layout: "main",
  },
  {
    path: "/setting",
    permission: { action: "read", resource: "Setting" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "setting", icon: "setting", order: 90 },
  },
];

export type Language = "en" | "id";

export interface MenuItem {
  key: string;
  title: string;
  route?: string;
  icon: string;
  resource?: Resource;
  action?: Action;
  children?: MenuItem[];
}

/** The sidebar: screens with a menu entry that the ability allows, grouped, in order. */
export function buildMenus(ability: AppAbility, language: Language): MenuItem[] {
  type Ordered = MenuItem & { order: number };
  const top: Ordered[] = [];
  const groups = new Map<MenuGroupKey, Ordered>();
  const visible = screens.filter(
    (s) => s.menu && (!s.permission || ability.can(s.permission.action, s.permission.resource)),
  );
  for (const screen of visible) {
    const menu = screen.menu as MenuEntry;
    const item: Ordered = {
      key: menu.key,
      title: menuTitles[menu.key][language],
      route: screen.path,
      icon: menu.icon,
      resource: screen.permission?.resource,
      action: screen.permission?.action,
      order: menu.order,
    };
    if (!menu.group) {
      top.push(item);
      continue;
    }
    let group = groups.get(menu.group);
    if (!group) {
      const meta = menuGroups[menu.group];
      group = {
        key: menu.group,
        title: menuTitles[menu.group][language],
        icon: meta.icon,
        order: meta.order,
        children: [],
      };
      groups.set(menu.group, group);
      top.push(group);
    }
    group.children?.push(item);
  }
  const strip = (items: Ordered[]): MenuItem[] =>
    items
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, children, ...rest }) =>
        children ? { ...rest, children: strip(children as Ordered[]) } : rest,
      );
  return strip(top);
}

/** Finds the registry entry for a concrete path (`/master-data/office/detail/12` etc.). */
export function matchScreen(pathname: string): Screen | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return screens.find((screen) => {
    const pattern = screen.path.split("/");
    const parts = clean.split("/");
    return (
      pattern.length === parts.length &&
      pattern.every((seg, i) => seg.startsWith(":") ? (parts[i] ?? "") !== "" : seg === parts[i])
    );
  });
}
