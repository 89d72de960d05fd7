import { renderTemplate } from "@neraca/core";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { accounts, catalogueItems } from "../../db/schema/index.js";
import { assertReference, type CrudContext } from "../../platform/crud.js";
import { fieldError } from "../../platform/errors.js";

const leaf = sql`NOT EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = ${accounts.companyId} AND ch.parent_id = ${accounts.id})`;

/** A postable (leaf, active) account of this company, optionally of some subtypes. */
export function assertPostableAccount(context: CrudContext, field: string, id: string | null, subtypes?: string[]) {
  const extra: SQL[] = [leaf, eq(accounts.isActive, true)];
  if (subtypes) extra.push(sql`${accounts.subtype} IN (${sql.join(subtypes.map((s) => sql`${s}`), sql`, `)})`);
  return assertReference(context, accounts, field, id, and(...extra));
}

export function assertCatalogue(context: CrudContext, field: string, id: string | null, kind: string) {
  return assertReference(context, catalogueItems, field, id, eq(catalogueItems.kind, kind));
}

/** Runs the checks one after another (one connection) and throws all their field errors at once. */
export async function checkAll(checks: (() => Promise<void>)[]) {
  const errors: Record<string, string[]> = {};
  for (const check of checks) {
    try {
      await check();
    } catch (error) {
      const e = error as { errors?: Record<string, string[]> };
      if (!e.errors) throw error;
      Object.assign(errors, e.errors);
    }
  }
  if (Object.keys(errors).length) throw fieldError(errors);
}

export const requiredField = (context: CrudContext, field: string) => fieldError({ [field]: [renderTemplate("required", field, context.language)] });
