import { matchScreen, screens } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { routeClaims, screenComponents } from "./screen-components";

describe("screen registry ↔ pages", () => {
  it("has a page for every registry screen, and no page outside the registry", () => {
    const registered = screens.map((s) => s.path).sort();
    expect(Object.keys(screenComponents).sort()).toEqual(registered);
  });

  it("has each path served by one feature's routes.ts only", () => {
    expect(Object.keys(routeClaims).length).toBeGreaterThan(100);
    expect(Object.entries(routeClaims).filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("loads a page's feature chunk only when the page renders", () => {
    const login = screenComponents["/auth/login"] as unknown as { $$typeof: symbol };
    expect(login.$$typeof).toBe(Symbol.for("react.lazy"));
    expect(screenComponents["/master-data/tag/add"]).toBe(screenComponents["/master-data/tag/detail/:id"]);
  });

  it("matches the spec's public screens", () => {
    for (const path of [
      "/auth/login",
      "/auth/forgot-password",
      "/membership/user/signup",
      "/membership/user/signup-success",
      "/membership/user/activation/abc",
      "/company/user-invitation/activation/abc",
      "/error-404",
      "/pages/not-authorized",
    ]) {
      expect(matchScreen(path)?.shouldLogin, path).toBe(false);
    }
    expect(matchScreen("/profile-user")?.layout).toBe("full");
    expect(matchScreen("/membership/company-register")?.layout).toBe("full");
  });
});
