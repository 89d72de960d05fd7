import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Features stay apart: code under `src/features/<feature>/` imports from `lib/`, `components/`,
 * `app/`, `locales/`, packages and its own feature, never from another feature's folder (each
 * top-level folder under `features/` is one feature). A shared piece belongs in `components/` or
 * `lib/`. Run by `npm test`; the failure names each offending import.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const featuresDir = path.join(src, "features");

/** Every module specifier of a source file: static imports and exports, side-effect imports, import(). */
export function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** The feature a file belongs to (`master-data`, `transactions`…), or undefined outside features/. */
const featureOf = (file: string): string | undefined => {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith("..") ? undefined : relative.split(path.sep)[0];
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `file: import "x" reaches feature y` for every import of another feature. */
export function crossFeatureImports(files: { file: string; code: string }[]): string[] {
  const offences: string[] = [];
  for (const { file, code } of files) {
    const own = featureOf(file);
    if (!own) continue;
    for (const specifier of specifiers(code)) {
      if (!specifier.startsWith(".")) continue;
      const target = featureOf(path.resolve(path.dirname(file), specifier));
      if (target && target !== own) {
        offences.push(`${path.relative(src, file)}: import "${specifier}" reaches into features/${target}/`);
      }
    }
  }
  return offences;
}

describe("feature boundaries", () => {
  it("no feature imports from another feature's folder", () => {
    const files = sourceFiles(featuresDir).map((file) => ({ file, code: readFileSync(file, "utf8") }));
    expect(files.length).toBeGreaterThan(50);
    expect(crossFeatureImports(files)).toEqual([]);
  });

  it("names an offending import, whatever its form, and allows shared folders and the own feature", () => {
    const at = (relative: string) => path.join(featuresDir, relative);
    const offences = crossFeatureImports([
      { file: at("reports/pages/A.tsx"), code: `import { x } from "../../transactions/journal/x";` },
      { file: at("reports/pages/B.tsx"), code: `export { y } from "../../master-data/tag/y";` },
      { file: at("reports/pages/C.tsx"), code: `const m = () => import("../../settings/routes");\nimport "../../auth/style.css";` },
      {
        file: at("master-data/tag/D.tsx"),
        code: [
          `import { a } from "../components/MasterDataList";`,
          `import { b } from "../../../lib/api";`,
          `import { c } from "../../../components/ResourceTable";`,
          `import type { d } from "@neraca/core";`,
          `import { e } from "./pages/E";`,
        ].join("\n"),
      },
    ]);
    expect(offences).toEqual([
      'features/reports/pages/A.tsx: import "../../transactions/journal/x" reaches into features/transactions/',
      'features/reports/pages/B.tsx: import "../../master-data/tag/y" reaches into features/master-data/',
      'features/reports/pages/C.tsx: import "../../auth/style.css" reaches into features/auth/',
      'features/reports/pages/C.tsx: import "../../settings/routes" reaches into features/settings/',
    ]);
  });
});
