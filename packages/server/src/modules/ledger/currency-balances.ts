import { Amount, formatMoney, type Money, money, type PostingLine } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { SubledgerCheck } from "../module.js";
import { rowsOf } from "../reports/report-context.js";

/** What foreign lines add to (or, removed, take from) an account's amounts in a currency in a month. */
export interface CurrencyDelta {
  accountId: string;
  officeId: string;
  currency: string;
  month: string;
  debit: Money;
  credit: Money;
}

/** The foreign lines of a journal as deltas per account, office, currency and month (sign −1: removed). */
export function currencyDeltasOf(
  lines: readonly Pick<PostingLine, "accountId" | "officeId" | "debit" | "foreign">[],
  date: string,
  defaultOffice: string,
  sign: 1 | -1,
): CurrencyDelta[] {
  const month = `${date.slice(0, 7)}-01`;
  const map = new Map<string, CurrencyDelta>();
  for (const l of lines) {
    if (!l.foreign) continue;
    const officeId = l.officeId ?? defaultOffice;
    const key = `${l.accountId}|${officeId}|${l.foreign.currency}`;
    const entry = map.get(key) ?? { accountId: l.accountId, officeId, currency: l.foreign.currency, month, debit: money(0), credit: money(0) };
    const amount = l.foreign.amount.times(sign);
    // A foreign line keeps its amount on its own side.
    if (!l.debit.isZero()) entry.debit = entry.debit.plus(amount);
    else entry.credit = entry.credit.plus(amount);
    map.set(key, entry);
  }
  // In key order: concurrent postings take the rows in the same order.
  return [...map.values()].sort((a, b) => `${a.accountId}|${a.officeId}|${a.currency}`.localeCompare(`${b.accountId}|${b.officeId}|${b.currency}`));
}

/**
 * The upsert of foreign amounts, none without deltas: its own statement after the posting's, so a
 * transaction holds the account's balance rows before any of its currency rows (as a removal does),
 * and two postings meeting on a currency row have met on its account's balance row first.
 */
export function currencyBalanceUpsert(companyId: string, given: readonly CurrencyDelta[]): SQL | null {
  if (given.length === 0) return null;
  // One row per key (several journals of a batch may touch the same one), in key order.
  const merged = new Map<string, CurrencyDelta>();
  for (const d of given) {
    const key = `${d.month}|${d.accountId}|${d.officeId}|${d.currency}`;
    const entry = merged.get(key);
    merged.set(key, entry ? { ...entry, debit: entry.debit.plus(d.debit), credit: entry.credit.plus(d.credit) } : { ...d });
  }
  const deltas = [...merged.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, d]) => d);
  const values = sql.join(
    deltas.map((d) => sql`(${d.accountId}::uuid, ${d.officeId}::uuid, ${d.currency}::text, ${d.month}::date, ${formatMoney(d.debit)}::numeric, ${formatMoney(d.credit)}::numeric)`),
    sql`, `,
  );
  return sql`
    INSERT INTO ledger_currency_balances (company_id, account_id, office_id, currency, period_month, debit, credit)
    SELECT ${companyId}::uuid, v.account_id, v.office_id, v.currency, v.month, v.debit, v.credit
    FROM (VALUES ${values}) AS v(account_id, office_id, currency, month, debit, credit)
    ON CONFLICT (company_id, account_id, office_id, currency, period_month)
    DO UPDATE SET debit = ledger_currency_balances.debit + EXCLUDED.debit, credit = ledger_currency_balances.credit + EXCLUDED.credit`;
}

/** Applies deltas on their own (a removed journal's foreign lines). */
export async function applyCurrencyDeltas(tx: Tx, companyId: string, deltas: readonly CurrencyDelta[]): Promise<void> {
  const upsert = currencyBalanceUpsert(companyId, deltas);
  if (upsert) await tx.execute(upsert);
}

/** `ledger:verify`: the foreign amounts per account, office, currency and month equal their lines. */
export const currencyBalancesCheck: SubledgerCheck = {
  name: "currency balances",
  async check(tx: Tx, companyId: string) {
    const drift = rowsOf<{ account_id: string; office_id: string; currency: string; month: string; expected: string; stored: string }>(
      await tx.execute(sql`
        WITH e AS (
          SELECT l.account_id, l.office_id, l.currency, date_trunc('month', l.date)::date AS month,
            sum(CASE WHEN l.debit > 0 THEN l.amount_currency ELSE 0 END) AS debit, sum(CASE WHEN l.debit > 0 THEN 0 ELSE l.amount_currency END) AS credit
          FROM journal_lines l WHERE l.company_id = ${companyId} AND l.currency IS NOT NULL
          GROUP BY 1, 2, 3, 4
        ), s AS (
          SELECT account_id, office_id, currency, period_month AS month, debit, credit FROM ledger_currency_balances WHERE company_id = ${companyId}
        )
        SELECT account_id, office_id, currency, month::text AS month,
          coalesce(e.debit, 0)::text || '/' || coalesce(e.credit, 0)::text AS expected, coalesce(s.debit, 0)::text || '/' || coalesce(s.credit, 0)::text AS stored
        FROM e FULL JOIN s USING (account_id, office_id, currency, month)
        WHERE coalesce(e.debit, 0) <> coalesce(s.debit, 0) OR coalesce(e.credit, 0) <> coalesce(s.credit, 0)
        LIMIT 100`),
    );
    return drift.map((d) => `account ${d.account_id} office ${d.office_id} ${d.currency} ${d.month}: lines ${d.expected}, balances ${d.stored}`);
  },
};

/**
 * What a ledger account held in a currency before a day: the monthly currency balances before the
 * day's month and that month's lines before the day (plain date bounds: under row-level security only
 * leakproof conditions reach the index).
 */
export async function heldBefore(tx: Tx, companyId: string, accountId: string, currency: string, date: string): Promise<Amount> {
  const month = `${date.slice(0, 7)}-01`;
  const [row] = rowsOf<{ held: string }>(
    await tx.execute(sql`
      SELECT (coalesce((SELECT sum(debit - credit) FROM ledger_currency_balances
          WHERE company_id = ${companyId} AND account_id = ${accountId} AND currency = ${currency} AND period_month < ${month}::date), 0)
        + coalesce((SELECT sum(CASE WHEN debit > 0 THEN amount_currency ELSE -amount_currency END) FROM journal_lines
          WHERE company_id = ${companyId} AND account_id = ${accountId} AND currency = ${currency} AND date >= ${month}::date AND date < ${date}::date), 0))::text AS held`),
  );
  return Amount.of(row?.held ?? "0");
}
