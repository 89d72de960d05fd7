import { describe, expect, it } from "vitest";
import { menuGroups, menuTitles, screenDomains, screens } from "./registry.js";

describe("screen domains", () => {
  it("concatenate every domain's screens, in the order of the list", () => {
    expect(screens).toEqual(screenDomains.flatMap((domain) => domain.screens));
    expect(screenDomains.map((domain) => domain.name)).toEqual(expect.arrayContaining(["platform", "ledger", "master-data", "reports"]));
  });

  it("never declare one path, title or group twice", () => {
    const paths = screens.map((screen) => screen.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
    const titleKeys = screenDomains.flatMap((domain) => Object.keys(domain.titles));
    expect(titleKeys.filter((key, i) => titleKeys.indexOf(key) !== i)).toEqual([]);
    const groupKeys = screenDomains.flatMap((domain) => Object.keys(domain.groups ?? {}));
    expect(groupKeys.filter((key, i) => groupKeys.indexOf(key) !== i)).toEqual([]);
  });

  it("give every menu entry and group a title in both languages, and every group its place", () => {
    for (const screen of screens) {
      if (!screen.menu) continue;
      expect(menuTitles[screen.menu.key], screen.path).toEqual({ en: expect.any(String), id: expect.any(String) });
      if (screen.menu.group) {
        expect(menuGroups[screen.menu.group], screen.path).toEqual({ icon: expect.any(String), order: expect.any(Number) });
        expect(menuTitles[screen.menu.group], screen.menu.group).toBeDefined();
      }
    }
    for (const title of Object.values(menuTitles)) {
      expect(title.en.length * title.id.length).toBeGreaterThan(0);
    }
  });
});
