import { describe, expect, it } from "vitest";
import {
  applyPreferences,
  defaultPreferences,
  loadPreferences,
  PREFERENCES_KEY,
  parsePreferences,
  SKIN_KEY,
  savePreferences,
} from "./preferences";

describe("preferences (spec §1, §9)", () => {
  it("defaults to light skin, vertical layout, full width and a sticky navbar", () => {
    expect(defaultPreferences).toMatchObject({ skin: "light", layout: "vertical", contentWidth: "full", navbar: "sticky", rtl: false });
  });

  it("resets a semi-dark skin to light when the layout becomes horizontal", () => {
    const semiDark = applyPreferences(defaultPreferences, { skin: "semi-dark" });
    expect(semiDark.skin).toBe("semi-dark");
    const horizontal = applyPreferences(semiDark, { layout: "horizontal" });
    expect(horizontal).toMatchObject({ layout: "horizontal", skin: "light" });
  });

  it("keeps the other skins when the layout becomes horizontal", () => {
    for (const skin of ["light", "bordered", "dark"] as const) {
      expect(applyPreferences({ ...defaultPreferences, skin }, { layout: "horizontal" }).skin).toBe(skin);
    }
  });

  it("does not allow choosing semi-dark while the layout is horizontal", () => {
    const horizontal = applyPreferences(defaultPreferences, { layout: "horizontal" });
    expect(applyPreferences(horizontal, { skin: "semi-dark" }).skin).toBe("light");
  });

  it("keeps semi-dark when going back to vertical is combined with choosing it", () => {
    const horizontal = applyPreferences(defaultPreferences, { layout: "horizontal" });
    expect(applyPreferences(horizontal, { layout: "vertical", skin: "semi-dark" })).toMatchObject({
      layout: "vertical",
      skin: "semi-dark",
    });
  });

  it("stores the preferences, the skin under its own key, and reads them back", () => {
    localStorage.clear();
    const chosen = applyPreferences(defaultPreferences, { skin: "dark", rtl: true, language: "id", navbar: "floating" });
    savePreferences(chosen);
    expect(localStorage.getItem(SKIN_KEY)).toBe("dark");
    expect(loadPreferences()).toEqual(chosen);
  });

  it("ignores malformed or unknown stored values", () => {
    expect(parsePreferences("{not json", null)).toEqual(defaultPreferences);
    const parsed = parsePreferences(JSON.stringify({ skin: "neon", layout: "diagonal", rtl: "yes", navbar: "hidden" }), null);
    expect(parsed).toMatchObject({ skin: "light", layout: "vertical", rtl: false, navbar: "hidden" });
  });

  it("never loads semi-dark together with the horizontal layout", () => {
    const parsed = parsePreferences(JSON.stringify({ layout: "horizontal" }), "semi-dark");
    expect(parsed).toMatchObject({ layout: "horizontal", skin: "light" });
  });

  it("starts in Indonesian for an Indonesian browser when nothing is stored", () => {
    expect(parsePreferences(null, null, "id-ID").language).toBe("id");
    expect(parsePreferences(null, null, "en-US").language).toBe("en");
    expect(parsePreferences(JSON.stringify({ language: "en" }), null, "id-ID").language).toBe("en");
  });

  it("uses its own storage key", () => {
    localStorage.clear();
    savePreferences(defaultPreferences);
    expect(Object.keys(localStorage)).toEqual(expect.arrayContaining([PREFERENCES_KEY, SKIN_KEY]));
  });
});
