import { buildAbility, manageAll, type AppAbility, type MenuItem, type PermissionRule } from "@neraca/core";
import { useSyncExternalStore } from "react";
import { getToken, onTokenChange, setToken } from "./token";

export interface ActiveCompany {
  id: string;
  name: string;
  brand_name: string;
  /** The currency the books are kept in (IDR unless chosen otherwise at registration). */
  base_currency?: string;
}

export interface SessionUser {
  id: string;
  user_name: string;
  user_email: string;
  avatar: string | null;
  language: string;
  is_national: boolean;
  is_owner: boolean;
  active_company: ActiveCompany | null;
  ability?: PermissionRule[];
  /** The office the user's new documents start with (their employee record's, else the head office). */
  office_id?: string | null;
}

export interface CompanySummary {
  id: string;
  name: string;
  brand_name: string;
  is_owner: boolean;
  logo: string | null;
}

/** `data` of login, me, company switch and registration. */
export interface SessionData {
  user: SessionUser;
  companies: CompanySummary[];
  menus: MenuItem[];
}

export const USER_DATA_KEY = "neraca_user_data";

export interface SessionSnapshot {
  token: string | null;
  data: SessionData | null;
  ability: AppAbility;
}

function readStoredData(): SessionData | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_DATA_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SessionData;
    return parsed && typeof parsed === "object" && parsed.user ? parsed : null;
  } catch {
    return null;
  }
}

/** Spec §6: permissions come from the saved user data; when none is stored, manage on all. */
const abilityOf = (data: SessionData | null): AppAbility => buildAbility(data?.user.ability ?? manageAll);

let snapshot: SessionSnapshot = (() => {
  const data = readStoredData();
  return { token: getToken(), data, ability: abilityOf(data) };
})();
const listeners = new Set<() => void>();

function publish(next: Partial<SessionSnapshot>): void {
  const data = next.data !== undefined ? next.data : snapshot.data;
  snapshot = {
    token: next.token !== undefined ? next.token : snapshot.token,
    data,
    ability: next.data !== undefined ? abilityOf(data) : snapshot.ability,
  };
  for (const listener of listeners) listener();
}

onTokenChange((token) => {
  if (token !== snapshot.token) publish({ token });
});

export const sessionStore = {
  get: (): SessionSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** After login, company registration or a company switch. */
export function startSession(token: string, data: SessionData): void {
  globalThis.localStorage?.setItem(USER_DATA_KEY, JSON.stringify(data));
  setToken(token);
  publish({ token, data });
}

export function updateSessionData(data: SessionData): void {
  globalThis.localStorage?.setItem(USER_DATA_KEY, JSON.stringify(data));
  publish({ data });
}

/** Spec §4: sign-out clears the token, the user data and the company list. */
export function clearSession(): void {
  globalThis.localStorage?.removeItem(USER_DATA_KEY);
  setToken(null);
  publish({ token: null, data: null });
}

export interface Session extends SessionSnapshot {
  loggedIn: boolean;
  hasCompany: boolean;
}

export function toSession(s: SessionSnapshot): Session {
  const loggedIn = s.token !== null && s.data !== null;
  return { ...s, loggedIn, hasCompany: loggedIn && s.data?.user.active_company != null };
}

export function useSession(): Session {
  const s = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return toSession(s);
}

/** The office a new document starts with: the user's own (see `SessionUser.office_id`). */
export function useUserOffice(): string | null {
  return useSession().data?.user.office_id ?? null;
}

/** The active company's base currency: documents in it carry no rate. */
export function useBaseCurrency(): string {
  return useSession().data?.user.active_company?.base_currency ?? "IDR";
}
