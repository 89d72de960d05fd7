import type { Action, Resource, Screen } from "@neraca/core";

export const HOME_PATH = "/dashboard";
/** Every logged-in member may open it; the home of a member whose roles exclude the dashboard. */
export const PROFILE_PATH = "/profile";
export const LOGIN_PATH = "/auth/login";
export const COMPANY_REGISTER_PATH = "/membership/company-register";
export const NOT_AUTHORIZED_PATH = "/pages/not-authorized";
export const NOT_FOUND_PATH = "/error-404";

/**
 * No-login pages a logged-in user may still open. The spec names not-authorized; error-404 must
 * stay reachable so that "any unknown path redirects to error-404" also holds for logged-in users,
 * and an invitation link must open for a logged-in person who already has an account.
 */
export const OPEN_TO_LOGGED_IN: ReadonlySet<string> = new Set([
  NOT_AUTHORIZED_PATH,
  NOT_FOUND_PATH,
  "/company/user-invitation/activation/:token",
]);

export interface GuardInput {
  pathname: string;
  /** The registry entry of the path, or undefined for an unknown path. */
  screen: Screen | undefined;
  loggedIn: boolean;
  hasCompany: boolean;
  can: (action: Action, resource: Resource) => boolean;
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/**
 * Where a logged-in user belongs: company registration until they have a company, then the
 * dashboard, or their profile when their roles do not include the dashboard.
 */
export function homeRoute(hasCompany: boolean, can: GuardInput["can"] = () => true): string {
  if (!hasCompany) return COMPANY_REGISTER_PATH;
  return can("read", "Dashboard") ? HOME_PATH : PROFILE_PATH;
}

const go = (redirect: string): GuardDecision => ({ allow: false, redirect });

/** The navigation guard of spec §2, as a pure function of the session and the target screen. */
export function guard(input: GuardInput): GuardDecision {
  const { screen, loggedIn, hasCompany } = input;
  if (input.pathname === "/" || input.pathname === "") return go(HOME_PATH);
  if (!screen) return go(NOT_FOUND_PATH);
  if (screen.shouldLogin && !loggedIn) return go(LOGIN_PATH);
  const home = () => homeRoute(hasCompany, input.can);
  if (loggedIn && screen.redirectIfLoggedIn) return go(home());
  if (loggedIn && !screen.shouldLogin && !OPEN_TO_LOGGED_IN.has(screen.path)) return go(home());
  if (loggedIn && !hasCompany && screen.shouldLogin && !screen.allowWithoutCompany) return go(COMPANY_REGISTER_PATH);
  if (screen.permission && !input.can(screen.permission.action, screen.permission.resource)) {
    return go(NOT_AUTHORIZED_PATH);
  }
  return { allow: true };
}
