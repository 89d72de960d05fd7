import { matchScreen, screens } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { screenComponents } from "./screen-components";

describe("screen registry ↔ pages", () => {
  it("has a page for every registry screen, and no page outside the registry", () => {
    const registered = screens.map((s) => s.path).sort();
    expect(Object.keys(screenComponents).sort()).toEqual(registered);
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
