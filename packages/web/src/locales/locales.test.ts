import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import id from "./id.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/**
 * Texts of lazily loaded screen groups (`locales/<group>/en.json`, `id.json`, added when their
 * screens load) count as well: they are merged into the same namespace.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const bundles = readdirSync(here).filter((name) => statSync(path.join(here, name)).isDirectory());
const bundle = (group: string, language: "en" | "id") =>
  flatten(JSON.parse(readFileSync(path.join(here, group, `${language}.json`), "utf8")) as Tree);
const merged = (base: Tree, language: "en" | "id") => {
  const out = flatten(base);
  for (const group of bundles) for (const [key, text] of bundle(group, language)) out.set(key, text);
  return out;
};

const english = merged(en as Tree, "en");
const indonesian = merged(id as Tree, "id");

describe("locales", () => {
  it("have the same keys in English and Indonesian", () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const group of bundles) {
      expect([...bundle(group, "id").keys()].sort(), group).toEqual([...bundle(group, "en").keys()].sort());
    }
  });

  it("keep the ledger's texts out of the login page's bundle but complete", () => {
    expect(bundles).toContain("ledger");
    expect(english.get("lines.unbalanced")).toBeDefined();
    expect(flatten(en as Tree).has("lines.unbalanced")).toBe(false);
  });

  it("have no empty text", () => {
    for (const [key, text] of [...english, ...indonesian]) expect(text.trim(), key).not.toBe("");
  });

  it("translate every literal key the screens use", () => {
    const used = new Set<string>();
    for (const file of sources(src)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-z_]+(?:\.[a-z0-9_-]+)+)"/g)) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(100);
    const has = (map: Map<string, string>, key: string) =>
      map.has(key) || (map.has(`${key}_one`) && map.has(`${key}_other`));
    const missing = [...used].filter((key) => !has(english, key) || !has(indonesian, key));
    expect(missing).toEqual([]);
  });

  it("carry the spec's fixed texts", () => {
    expect(english.get("activation.success")).toBe("Your account has been activated successfully");
    expect(english.get("activation.failed")).toBe("Sorry Something Wrong!");
    expect(english.get("toast.error")).toBe("Error");
    expect(english.get("toast.network_error")).toBe("Error: Network Error");
    expect(english.get("table.no_data")).toBe("No Data Found");
    expect(english.get("table.no_match")).toBe("No matching records found");
    expect(english.get("common.cannot_recover")).toBe("You will not be able to recover it");
  });

  it("name the menu entries of the registry in both languages", async () => {
    const { menuTitles } = await import("@neraca/core");
    for (const key of Object.keys(menuTitles)) {
      expect(english.get(`menu.${key}`), key).toBeDefined();
      expect(indonesian.get(`menu.${key}`), key).toBeDefined();
    }
  });
});
