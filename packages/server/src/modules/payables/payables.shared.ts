import { type AccountRole, accountRoles, type FieldErrors, type MessageKey, renderTemplate, translate } from "@neraca/core";
import { and, eq, inArray } from "drizzle-orm";
import { accountDefaults, accounts, contacts, documents } from "../../db/schema/index.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError, fieldError } from "../../platform/errors.js";

/** The account a role points at (Master data → Default accounts), or a 422 naming the role. */
export async function roleAccount(ctx: DocumentContext, role: AccountRole): Promise<string> {
  const [row] = await ctx.tx
    .select({ id: accountDefaults.accountId })
    .from(accountDefaults)
    .where(and(eq(accountDefaults.companyId, ctx.actor.companyId), eq(accountDefaults.role, role)));
  if (!row) throw new AppError(422, "payables_no_account_role", { role: accountRoles[role][ctx.language] });
  return row.id;
}

/** A role's account, or null when it is not set. */
export async function roleAccountOrNull(ctx: DocumentContext, role: AccountRole): Promise<string | null> {
  try {
    return await roleAccount(ctx, role);
  } catch {
    return null;
  }
}

export type ContactRow = typeof contacts.$inferSelect;

/** A vendor or agent of this company, or a field error on `field`. */
export async function vendorOf(ctx: DocumentContext, id: string, field = "contact_id"): Promise<ContactRow> {
  const [row] = await ctx.tx.select().from(contacts).where(and(eq(contacts.companyId, ctx.actor.companyId), eq(contacts.id, id)));
  if (!row) throw fieldError({ [field]: [renderTemplate("in", field, ctx.language)] });
  if (!row.contactTypes.some((t) => t === "vendor" || t === "agent")) throw fieldError({ [field]: [translate("payables_not_vendor", ctx.language)] });
  return row;
}

/** Which of the ids are accounts of this company (a missing one becomes a field error). */
export async function existingAccounts(ctx: DocumentContext, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, ctx.actor.companyId), inArray(accounts.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

/** Numbers and statuses of documents by id (for messages and answers). */
export async function documentStates(ctx: DocumentContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { number: string | null; status: string; date: string; documentType: string }>();
  const rows = await ctx.tx
    .select({ id: documents.id, number: documents.number, status: documents.status, date: documents.date, documentType: documents.documentType })
    .from(documents)
    .where(and(eq(documents.companyId, ctx.actor.companyId), inArray(documents.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Collects field errors and throws them together. */
export class FieldErrorList {
  private readonly errors: FieldErrors = {};
  constructor(private readonly ctx: DocumentContext) {}
  add(field: string, text: string) {
    this.errors[field] = [...(this.errors[field] ?? []), text];
  }
  invalid(field: string, display = field) {
    this.add(field, renderTemplate("in", display, this.ctx.language));
  }
  message(field: string, key: MessageKey, params?: Record<string, string | number>) {
    this.add(field, translate(key, this.ctx.language, params));
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw fieldError(this.errors);
  }
}

/** Sorted, for locking rows in one order (no deadlocks between two payments). */
export const sortedIds = (ids: Iterable<string>) => [...new Set(ids)].sort();
