/**
 * Interface preferences (spec §1, §9; DESIGN §8), kept in local storage.
 * Pure functions here; the React provider lives in PreferencesProvider.tsx.
 */
export const languages = ["en", "id"] as const;
export type Language = (typeof languages)[number];
export const skins = ["light", "bordered", "dark", "semi-dark"] as const;
export type Skin = (typeof skins)[number];
export const layoutTypes = ["vertical", "horizontal"] as const;
export type LayoutType = (typeof layoutTypes)[number];
export const contentWidths = ["full", "boxed"] as const;
export type ContentWidth = (typeof contentWidths)[number];
export const navbarTypes = ["sticky", "static", "floating", "hidden"] as const;
export type NavbarType = (typeof navbarTypes)[number];
export const footerTypes = ["sticky", "static", "hidden"] as const;
export type FooterType = (typeof footerTypes)[number];

export interface Preferences {
  language: Language;
  skin: Skin;
  layout: LayoutType;
  contentWidth: ContentWidth;
  navbar: NavbarType;
  footer: FooterType;
  rtl: boolean;
  menuCollapsed: boolean;
}

/** Spec §9: light skin, vertical layout, full width, sticky navbar. */
export const defaultPreferences: Preferences = {
  language: "en",
  skin: "light",
  layout: "vertical",
  contentWidth: "full",
  navbar: "sticky",
  footer: "static",
  rtl: false,
  menuCollapsed: false,
};

export const PREFERENCES_KEY = "neraca_preferences";
/** The skin also has its own key, as the spec asks the skin to be kept in local storage. */
export const SKIN_KEY = "neraca_skin";

/**
 * Applies a change. The horizontal layout has no sidebar to darken, so a semi-dark skin turns light
 * when the layout becomes horizontal, and semi-dark cannot be chosen while it is horizontal.
 */
export function applyPreferences(current: Preferences, change: Partial<Preferences>): Preferences {
  const next = { ...current, ...change };
  if (next.layout === "horizontal" && next.skin === "semi-dark") next.skin = "light";
  return next;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads stored preferences, ignoring anything unknown or malformed. */
export function parsePreferences(raw: string | null, skinRaw: string | null, browserLanguage = "en"): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === "object" && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const d = defaultPreferences;
  const fallbackLanguage: Language = browserLanguage.toLowerCase().startsWith("id") ? "id" : "en";
  return applyPreferences(d, {
    language: oneOf(languages, stored.language, fallbackLanguage),
    skin: oneOf(skins, skinRaw ?? stored.skin, d.skin),
    layout: oneOf(layoutTypes, stored.layout, d.layout),
    contentWidth: oneOf(contentWidths, stored.contentWidth, d.contentWidth),
    navbar: oneOf(navbarTypes, stored.navbar, d.navbar),
    footer: oneOf(footerTypes, stored.footer, d.footer),
    rtl: stored.rtl === true,
    menuCollapsed: stored.menuCollapsed === true,
  });
}

export function loadPreferences(storage: Storage | undefined = globalThis.localStorage): Preferences {
  const browserLanguage = typeof navigator === "undefined" ? "en" : navigator.language;
  if (!storage) return { ...defaultPreferences };
  return parsePreferences(storage.getItem(PREFERENCES_KEY), storage.getItem(SKIN_KEY), browserLanguage);
}

export function savePreferences(preferences: Preferences, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  storage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  storage.setItem(SKIN_KEY, preferences.skin);
}
