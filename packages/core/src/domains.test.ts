import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dashboardWidgets } from "./dashboard/widgets.js";
import { approvalModules } from "./documents/approval.js";
import { domains } from "./domains.js";
import { accountRoles } from "./ledger/accounts.js";
import { transactionTypes } from "./ledger/documents.js";
import type { DomainManifest, DomainPart } from "./manifest.js";
import { messages } from "./messages/text.js";
import { fieldNames } from "./messages/validation.js";
import { resourceCatalogue } from "./permissions/catalogue.js";
import { screenDomains } from "./screens/registry.js";

const manifests: readonly DomainManifest[] = domains;

/** Each central file, the records it derives from the manifests, and what it may import. */
const centralFiles: { file: string; derives: Partial<Record<DomainPart, string>> }[] = [
  { file: "permissions/catalogue.ts", derives: { resources: "resourceCatalogue" } },
  { file: "documents/approval.ts", derives: { approvalModules: "approvalModules" } },
  { file: "ledger/documents.ts", derives: { transactionTypes: "transactionTypes" } },
  { file: "ledger/accounts.ts", derives: { accountRoles: "accountRoles" } },
  { file: "messages/text.ts", derives: { messages: "messages" } },
  { file: "messages/validation.ts", derives: { fieldNames: "fieldNames" } },
  { file: "screens/registry.ts", derives: {} },
  { file: "dashboard/widgets.ts", derives: { widgets: "dashboardWidgets" } },
];
/** What a central file may import: the list of domains and shared helpers, never a domain's file. */
const allowedImports = new Set(["../domains.js", "../manifest.js", "../screens/registry.js", "../money/money.js", "../permissions/ability.js", "../permissions/catalogue.js", "./screen.js"]);

const composed: Record<DomainPart, Readonly<Record<string, unknown>>> = {
  resources: resourceCatalogue,
  approvalModules,
  transactionTypes,
  accountRoles,
  messages,
  fieldNames,
  widgets: dashboardWidgets,
};
const parts = Object.keys(composed) as DomainPart[];
const source = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

describe("domain manifests", () => {
  it("name each domain once", () => {
    const names = manifests.map((manifest) => manifest.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it.each(parts)("declare each key of %s in one domain only", (part) => {
    const owners = new Map<string, string[]>();
    for (const manifest of manifests) {
      for (const key of Object.keys(manifest[part] ?? {})) owners.set(key, [...(owners.get(key) ?? []), manifest.name]);
    }
    const declaredTwice = [...owners].filter(([, names]) => names.length > 1);
    expect(declaredTwice).toEqual([]);
  });

  it.each(parts)("are the only source of the central %s: nothing is added beside them", (part) => {
    const declared = manifests.flatMap((manifest) => Object.keys(manifest[part] ?? {}));
    expect(Object.keys(composed[part])).toEqual(declared);
    for (const manifest of manifests) {
      for (const [key, entry] of Object.entries(manifest[part] ?? {})) expect(composed[part][key], key).toBe(entry);
    }
  });

  it("give the screen registry its domains, in the list's order", () => {
    expect(screenDomains).toEqual(manifests.flatMap((manifest) => manifest.screens ?? []));
  });
});

describe("the central files", () => {
  it.each(centralFiles)("$file only composes the manifests: no domain's entry is written there", ({ file, derives }) => {
    const text = source(file);
    for (const [part, name] of Object.entries(derives)) {
      expect(text, `${file} declares ${name} itself`).toMatch(new RegExp(`^export const ${name} = composeDomains\\("${part}"\\);$`, "m"));
    }
    const imports = [...text.matchAll(/^import (?:type )?[^"]*"([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports.filter((path) => !allowedImports.has(path ?? "")), `${file} imports a domain's file`).toEqual([]);
  });

  // accounts.ts keeps the names of account types and subtypes, validation.ts the rule templates: the
  // vocabulary of the ledger and of zod, which no domain adds to.
  it("hold no resource, approval module, numbered type or message text of their own", () => {
    for (const { file } of centralFiles.filter(({ file }) => file !== "messages/validation.ts" && file !== "ledger/accounts.ts")) {
      expect(source(file), file).not.toMatch(/\ben: "/);
    }
  });
});
