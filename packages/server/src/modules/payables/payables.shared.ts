import { translate } from "@neraca/core";
import { and, eq, inArray } from "drizzle-orm";
import { accounts, contacts, documents } from "../../db/schema/index.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { fieldError } from "../../platform/errors.js";
import { invalidField } from "../../platform/field-errors.js";

export type ContactRow = typeof contacts.$inferSelect;

/** A vendor or agent of this company, or a field error on `field`. */
export async function vendorOf(ctx: DocumentContext, id: string, field = "contact_id"): Promise<ContactRow> {
  const [row] = await ctx.tx.select().from(contacts).where(and(eq(contacts.companyId, ctx.actor.companyId), eq(contacts.id, id)));
  if (!row) throw invalidField(field, ctx.language);
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

/** Sorted, for locking rows in one order (no deadlocks between two payments). */
export const sortedIds = (ids: Iterable<string>) => [...new Set(ids)].sort();
