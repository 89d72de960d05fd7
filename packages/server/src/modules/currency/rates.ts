import { formatRate, type Language, translate } from "@neraca/core";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { companies, exchangeRates } from "../../db/schema/index.js";
import { fieldMessage } from "../../platform/field-errors.js";

/** The company's base currency (IDR unless it chose another at registration). */
export async function baseCurrency(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx.select({ currency: companies.baseCurrency }).from(companies).where(eq(companies.id, companyId));
  return row?.currency ?? "IDR";
}

/**
 * The rate of a currency and kind in force on a date: the latest on or before it, with the date it
 * was set on (a document stores both); null when none was entered. The base currency's is 1.
 */
export async function rateAt(tx: Tx, companyId: string, currency: string, kind: "booking" | "tax", date: string): Promise<{ rate: string; date: string } | null> {
  if (currency === (await baseCurrency(tx, companyId))) return { rate: formatRate(1), date };
  const [row] = await tx
    .select({ rate: exchangeRates.rate, date: exchangeRates.date })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.currency, currency), eq(exchangeRates.kind, kind), lte(exchangeRates.date, date)))
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  return row ? { rate: formatRate(row.rate), date: row.date } : null;
}


/** A document's currency as stored: none for the base currency; its rate, and the date of the table's rate it took (null: typed). */
export interface DocumentRate {
  currency: string | null;
  rate: string | null;
  rateDate: string | null;
}

/**
 * The currency and rate a document is saved with (DESIGN §13): the base currency (or none) has none; a foreign
 * one takes the typed rate (the table's date kept when it is the table's rate), else the rate of the
 * kind (booking by default; tax: the KMK rate a foreign invoice's VAT is at) in force on the document's date — none is a 422 on `field` naming the rate to enter.
 */
export async function documentRate(
  ctx: { tx: Tx; actor: { companyId: string }; language: Language },
  input: { currency: string | null; rate: string | null; date: string; field?: string; kind?: "booking" | "tax" },
): Promise<DocumentRate> {
  if (!input.currency || input.currency === (await baseCurrency(ctx.tx, ctx.actor.companyId))) return { currency: null, rate: null, rateDate: null };
  const kind = input.kind ?? "booking";
  const found = await rateAt(ctx.tx, ctx.actor.companyId, input.currency, kind, input.date);
  // A typed rate equal to the table's is the table's (a form sends back the rate it was shown).
  if (input.rate) {
    const rate = formatRate(input.rate);
    return { currency: input.currency, rate, rateDate: found && found.rate === rate ? found.date : null };
  }
  if (!found)
    throw fieldMessage(input.field ?? "rate", "exchange_rate_missing", ctx.language, {
      kind: translate(`exchange_rate_kind_${kind}`, ctx.language),
      currency: input.currency,
      date: input.date,
    });
  return { currency: input.currency, rate: found.rate, rateDate: found.date };
}

/**
 * The currency a receivable or payable report is asked in: a foreign one (its documents in it), or
 * none — every document in base (the base currency's code asks for that too).
 */
export async function foreignOnly(ctx: { tx: Tx; companyId: string }, currency: string | undefined): Promise<string | null> {
  if (!currency) return null;
  return currency === (await baseCurrency(ctx.tx, ctx.companyId)) ? null : currency;
}
