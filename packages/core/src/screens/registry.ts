import type { AppAbility } from "../permissions/ability.js";
import type { Action, Resource } from "../permissions/catalogue.js";
import { domains } from "../domains.js";
import type { DomainManifest } from "../manifest.js";
import type { MenuEntry, MenuTitle, Screen, ScreenDomain } from "./screen.js";

export type { Layout, MenuEntry, MenuGroupKey, MenuKey, MenuTitle, Screen, ScreenDomain } from "./screen.js";

/**
 * The one registry of screens (DESIGN §7): the web router, the sidebar and the `menus` list the
 * server returns at login all come from it, so they cannot disagree. Each domain declares its
 * screens, menu titles and groups in its own file under `domains/`, named by its manifest
 * (`<domain>/manifest.ts`); the list of domains (`../domains.ts`) gives their order.
 */
export const screenDomains: readonly ScreenDomain[] = (domains as readonly DomainManifest[]).flatMap((domain) => domain.screens ?? []);

/** Every menu entry's and group's title, in English and Indonesian. */
export const menuTitles: Readonly<Record<string, MenuTitle>> = Object.assign({}, ...screenDomains.map((domain) => domain.titles));

/** The sidebar groups: icon and position among the top-level entries. */
export const menuGroups: Readonly<Record<string, { icon: string; order: number }>> = Object.assign(
  {},
  ...screenDomains.map((domain) => domain.groups ?? {}),
);

export const screens: readonly Screen[] = screenDomains.flatMap((domain) => domain.screens);

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
  const groups = new Map<string, Ordered>();
  const visible = screens.filter(
    (s) => s.menu && (!s.permission || ability.can(s.permission.action, s.permission.resource)),
  );
  for (const screen of visible) {
    const menu = screen.menu as MenuEntry;
    const item: Ordered = {
      key: menu.key,
      title: menuTitles[menu.key]?.[language] ?? menu.key,
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
      const meta = menuGroups[menu.group] ?? { icon: "folder", order: 1000 };
      group = {
        key: menu.group,
        title: menuTitles[menu.group]?.[language] ?? menu.group,
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
