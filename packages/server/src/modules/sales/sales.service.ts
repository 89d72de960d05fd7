import { and, eq, inArray, sql } from "drizzle-orm";
import { accounts, contacts, offices, products, tags, taxes } from "../../db/schema/index.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { fieldMessage, invalidField } from "../../platform/field-errors.js";

/** The customer (a contact of type customer) of this company, or a 422 on `field`. */
export async function customerOf(ctx: DocumentContext, contactId: string, field = "contact_id") {
  const [contact] = await ctx.tx.select().from(contacts).where(and(eq(contacts.companyId, ctx.actor.companyId), eq(contacts.id, contactId)));
  if (!contact) throw invalidField(field, ctx.language);
  if (!contact.contactTypes.includes("customer")) throw fieldMessage(field, "sales_not_customer", ctx.language, { name: contact.name });
  return contact;
}

/** Refuses ids that are not rows of this company (422 on the field of the first missing one). */
export async function assertExisting(ctx: DocumentContext, table: typeof offices | typeof tags | typeof accounts, ids: readonly (string | null)[], fieldOf: (index: number) => string) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return;
  const found = new Set(
    (await ctx.tx.select({ id: table.id }).from(table).where(and(eq(table.companyId, ctx.actor.companyId), inArray(table.id, wanted)))).map((r) => r.id),
  );
  const missing = ids.findIndex((id) => !!id && !found.has(id));
  if (missing >= 0) throw invalidField(fieldOf(missing), ctx.language);
}

export const assertOffice = (ctx: DocumentContext, id: string | null) => assertExisting(ctx, offices, [id], () => "office_id");
export const assertTags = (ctx: DocumentContext, ids: readonly string[]) => assertExisting(ctx, tags, ids, (i) => `tag_ids.${i}`);

/** Postable accounts: leaves of this company's chart that are active. */
export async function assertPostableAccounts(ctx: DocumentContext, ids: readonly (string | null)[], fieldOf: (index: number) => string) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return;
  const rows = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, ctx.actor.companyId),
        inArray(accounts.id, wanted),
        eq(accounts.isActive, true),
        sql`NOT EXISTS (SELECT 1 FROM accounts child WHERE child.company_id = ${accounts.companyId} AND child.parent_id = ${accounts.id})`,
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !!id && !found.has(id));
  if (missing >= 0) throw invalidField(fieldOf(missing), ctx.language);
}

export async function productsOf(ctx: DocumentContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof products.$inferSelect>();
  const rows = await ctx.tx.select().from(products).where(and(eq(products.companyId, ctx.actor.companyId), inArray(products.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function taxesOf(ctx: DocumentContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof taxes.$inferSelect>();
  const rows = await ctx.tx.select().from(taxes).where(and(eq(taxes.companyId, ctx.actor.companyId), inArray(taxes.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}
