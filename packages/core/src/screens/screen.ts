import type { Action, Resource } from "../permissions/catalogue.js";

/**
 * What a screen of the registry is (DESIGN §7), and the helpers each domain's file declares its
 * screens with (`domains/*.ts`; `registry.ts` concatenates them).
 */
export type Layout = "full" | "main";

/** A menu title in both languages. */
export interface MenuTitle {
  en: string;
  id: string;
}

/** Every menu and group key with a title (see `menuTitles`): a string, checked by the registry's tests. */
export type MenuKey = string;
/** A sidebar group key (see `menuGroups`). */
export type MenuGroupKey = string;

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

/**
 * One domain's part of the registry: its screens, the titles of its menu entries and groups
 * (English and Indonesian), and the sidebar groups it opens (icon and position).
 */
export interface ScreenDomain {
  name: string;
  titles: Readonly<Record<string, MenuTitle>>;
  groups?: Readonly<Record<string, { icon: string; order: number }>>;
  screens: readonly Screen[];
}

export const publicScreen = (path: string, extra: Partial<Screen> = {}): Screen => ({
  path,
  shouldLogin: false,
  layout: "full",
  ...extra,
});

/** A screen of the main layout that needs `action` on `resource`. */
export const mainScreen = (path: string, action: Action, resource: Resource, menu?: MenuEntry): Screen => ({
  path,
  permission: { action, resource },
  shouldLogin: true,
  layout: "main",
  ...(menu ? { menu } : {}),
});

/** The spec's usual trio: a list (read, in the menu), `/add` (create) and `/detail/:id` (read). */
export const listAddDetail = (path: string, resource: Resource, menu?: MenuEntry): Screen[] => [
  mainScreen(path, "read", resource, menu),
  mainScreen(`${path}/add`, "create", resource),
  mainScreen(`${path}/detail/:id`, "read", resource),
];

/** A menu entry in the master-data group. */
export const masterDataMenu = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "master_data", order });
