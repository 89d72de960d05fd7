import { type Action, buildAbility, matchScreen, type PermissionRule, type Resource, screens } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { guard, homeRoute } from "./navigation-guard";

type Who = "anonymous" | "no-company" | "member" | "reports-only" | "owner";

const rulesOf: Record<Who, PermissionRule[]> = {
  anonymous: [],
  "no-company": [],
  // A member whose roles grant the dashboard and reading offices only.
  member: [
    { action: "read", subject: "Dashboard" },
    { action: "read", subject: "MdOffice" },
  ],
  // A manager role: reading reports only, no dashboard.
  "reports-only": [{ action: "read", subject: "ReportAccounting" }],
  owner: [{ action: "manage", subject: "all" }],
};

function decide(who: Who, pathname: string): string {
  const ability = buildAbility(rulesOf[who]);
  const decision = guard({
    pathname,
    screen: matchScreen(pathname),
    loggedIn: who !== "anonymous",
    hasCompany: who !== "anonymous" && who !== "no-company",
    can: (action: Action, resource: Resource) => ability.can(action, resource),
  });
  return decision.allow ? "allow" : decision.redirect;
}

/** (who, path) → where the guard sends them; "allow" means the screen opens. */
const table: [Who, string, string][] = [
  // "/" goes to the dashboard, whoever asks (the dashboard's own rules then apply).
  ["anonymous", "/", "/dashboard"],
  ["owner", "/", "/dashboard"],
  // Unknown paths go to error-404, logged in or not.
  ["anonymous", "/no-such-page", "/error-404"],
  ["owner", "/master-data/nothing-here", "/error-404"],
  // Login required → login screen.
  ["anonymous", "/dashboard", "/auth/login"],
  ["anonymous", "/setting", "/auth/login"],
  ["anonymous", "/profile-user", "/auth/login"],
  ["anonymous", "/membership/company-register", "/auth/login"],
  // Public screens open without login.
  ["anonymous", "/auth/login", "allow"],
  ["anonymous", "/auth/forgot-password", "allow"],
  ["anonymous", "/auth/reset-password/tok", "allow"],
  ["anonymous", "/membership/user/signup", "allow"],
  ["anonymous", "/membership/user/signup-success", "allow"],
  ["anonymous", "/membership/user/activation/tok", "allow"],
  ["anonymous", "/company/user-invitation/activation/tok", "allow"],
  ["anonymous", "/error-404", "allow"],
  ["anonymous", "/pages/not-authorized", "allow"],
  // redirectIfLoggedIn → the user's home route.
  ["owner", "/auth/login", "/dashboard"],
  ["no-company", "/auth/login", "/membership/company-register"],
  // A logged-in user opening a no-login page goes home…
  ["owner", "/auth/forgot-password", "/dashboard"],
  ["owner", "/membership/user/signup", "/dashboard"],
  ["member", "/membership/user/activation/tok", "/dashboard"],
  ["no-company", "/membership/user/signup", "/membership/company-register"],
  // …except not-authorized (and error-404, and an invitation link to accept).
  ["owner", "/pages/not-authorized", "allow"],
  ["member", "/pages/not-authorized", "allow"],
  ["owner", "/error-404", "allow"],
  ["member", "/company/user-invitation/activation/tok", "allow"],
  // Logged in without a company → company registration, except where allowed without one.
  ["no-company", "/dashboard", "/membership/company-register"],
  ["no-company", "/setting", "/membership/company-register"],
  ["no-company", "/profile", "/membership/company-register"],
  ["no-company", "/membership/company-register", "allow"],
  ["no-company", "/profile-user", "allow"],
  // Lacking the permission → not-authorized.
  ["member", "/setting", "/pages/not-authorized"],
  ["member", "/master-data/user", "/pages/not-authorized"],
  ["member", "/master-data/office/add", "/pages/not-authorized"],
  ["member", "/master-data/office", "allow"],
  ["member", "/master-data/office/detail/42", "allow"],
  ["member", "/dashboard", "allow"],
  ["member", "/profile", "allow"],
  ["owner", "/setting", "allow"],
  ["owner", "/master-data/office/add", "allow"],
  ["owner", "/membership/company-register", "allow"],
  // A member whose roles exclude the dashboard is at home on their profile.
  ["reports-only", "/auth/login", "/profile"],
  ["reports-only", "/membership/user/signup", "/profile"],
  ["reports-only", "/dashboard", "/pages/not-authorized"],
  ["reports-only", "/profile", "allow"],
];

describe("navigation guard (spec §2)", () => {
  it.each(table)("%s opening %s → %s", (who, pathname, expected) => {
    expect(decide(who, pathname)).toBe(expected);
  });

  it("sends a member with no permission at all to not-authorized for every permission screen", () => {
    const ability = buildAbility([]);
    for (const screen of screens.filter((s) => s.permission)) {
      const pathname = screen.path.replace(/:(\w+)/g, "x");
      const decision = guard({
        pathname,
        screen: matchScreen(pathname),
        loggedIn: true,
        hasCompany: true,
        can: (action, resource) => ability.can(action, resource),
      });
      expect(decision).toEqual({ allow: false, redirect: "/pages/not-authorized" });
    }
  });

  it("has a home route per company state and dashboard permission", () => {
    expect(homeRoute(true)).toBe("/dashboard");
    expect(homeRoute(false)).toBe("/membership/company-register");
    expect(homeRoute(true, () => false)).toBe("/profile");
    expect(homeRoute(false, () => false)).toBe("/membership/company-register");
  });
});
