import { createMongoAbility, type MongoAbility } from "@casl/ability";
import type { Action, PermissionRule, Subject } from "./catalogue.js";

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Builds the CASL ability used on both sides from stored rules. */
export function buildAbility(rules: readonly PermissionRule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(
    rules.map((rule) => ({ action: rule.action, subject: rule.subject })),
  );
}

/** Rules with duplicates removed, `manage all` swallowing everything else. */
export function normaliseRules(rules: readonly PermissionRule[]): PermissionRule[] {
  if (rules.some((r) => r.action === "manage" && r.subject === "all")) {
    return [{ action: "manage", subject: "all" }];
  }
  const seen = new Set<string>();
  const out: PermissionRule[] = [];
  for (const rule of rules) {
    const key = `${rule.action}:${rule.subject}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(rule);
    }
  }
  return out.sort((a, b) =>
    a.subject === b.subject ? a.action.localeCompare(b.action) : a.subject.localeCompare(b.subject),
  );
}

/**
 * Pick lists (accounts, offices, contacts, tags…) are open beyond their own read permission to
 * whoever may create or edit any transaction or read any report: documents and report filters pick
 * from them. The server's guard follows this rule.
 */
export function opensPickLists(rules: readonly PermissionRule[]): boolean {
  return rules.some(
    (r) =>
      ((r.subject === "all" || r.subject.startsWith("Tx")) && (r.action === "create" || r.action === "update" || r.action === "manage")) ||
      (r.subject.startsWith("Report") && (r.action === "read" || r.action === "manage")),
  );
}

