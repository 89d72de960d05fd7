import { describe, expect, it } from "vitest";
import { buildAbility, manageAll } from "../permissions/index.js";
import { buildMenus, matchScreen, screens } from "./registry.js";

describe("screen registry", () => {
  it("gives the owner every menu, grouped", () => {
    const menus = buildMenus(buildAbility(manageAll), "en");
    const keys = menus.map((m) => m.key);
    expect(keys).toContain("dashboard");
    expect(keys).toContain("setting");
    const master = menus.find((m) => m.key === "master_data");
    expect(master?.children?.map((c) => c.route)).toEqual(["/master-data/office", "/master-data/user"]);
  });

  it("omits what the ability does not allow, and empty groups", () => {
    const menus = buildMenus(buildAbility([{ action: "read", subject: "Setting" }]), "id");
    expect(menus).toEqual([
      { key: "setting", title: "Pengaturan", route: "/setting", icon: "setting", resource: "Setting", action: "read" },
    ]);
    expect(buildMenus(buildAbility([]), "en")).toEqual([]);
  });

  it("matches concrete paths to their screen", () => {
    expect(matchScreen("/master-data/office/detail/abc")?.path).toBe("/master-data/office/detail/:id");
    expect(matchScreen("/auth/login/")?.path).toBe("/auth/login");
    expect(matchScreen("/nope")).toBeUndefined();
  });

  it("declares a permission for every menu screen and no duplicate paths", () => {
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const s of screens) if (s.menu) expect(s.permission).toBeDefined();
  });
});
