import { formatRate } from "@neraca/core";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { companies, exchangeRates } from "../../db/schema/index.js";

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

