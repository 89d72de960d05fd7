import type { CashbankTax } from "@neraca/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { accounts, cashbanks, contacts, taxes } from "../../db/schema/index.js";
import type { Actor } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { fieldMessage, fieldRule } from "../../platform/field-errors.js";

export interface CashbankInfo {
  id: string;
  code: string;
  name: string;
  accountId: string;
  subtype: string | null;
  isActive: boolean;
  /** What it holds (ISO 4217). */
  currency: string;
}

/** A cash or bank account of the company with its ledger account's subtype, or 422 on `field`. */
export async function cashbankFor(ctx: DocumentContext, id: string, field: string): Promise<CashbankInfo> {
  const [row] = await ctx.tx
    .select({
      id: cashbanks.id,
      code: cashbanks.code,
      name: cashbanks.name,
      accountId: cashbanks.accountId,
      subtype: accounts.subtype,
      isActive: cashbanks.isActive,
      currency: cashbanks.currency,
    })
    .from(cashbanks)
    .innerJoin(accounts, and(eq(accounts.companyId, cashbanks.companyId), eq(accounts.id, cashbanks.accountId)))
    .where(and(eq(cashbanks.companyId, ctx.actor.companyId), eq(cashbanks.id, id)));
  if (!row) throw fieldRule(field, "in", ctx.language, "cashbank");
  if (!row.isActive) throw fieldMessage(field, "cashbank_inactive", ctx.language);
  return row;
}

/** The company's taxes by id, as the posting needs them. */
export async function taxesFor(tx: Tx, actor: Actor, ids: readonly string[]): Promise<Map<string, CashbankTax & { name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(taxes)
    .where(and(eq(taxes.companyId, actor.companyId), inArray(taxes.id, [...new Set(ids)])));
  return new Map(
    rows.map((t) => [
      t.id,
      {
        id: t.id,
        name: t.name,
        kind: t.kind,
        rate: t.rate,
        base_numerator: t.baseNumerator,
        base_denominator: t.baseDenominator,
        sell_account_id: t.sellAccountId,
        buy_account_id: t.buyAccountId,
      },
    ]),
  );
}

/** `code name` of accounts by id. */
export async function accountNames(tx: Tx, actor: Actor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: accounts.id, code: accounts.code, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.companyId, actor.companyId), inArray(accounts.id, unique)));
  return new Map(rows.map((a) => [a.id, `${a.code} ${a.name}`]));
}

export async function contactName(tx: Tx, actor: Actor, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.companyId, actor.companyId), eq(contacts.id, id)));
  return row?.name ?? null;
}
