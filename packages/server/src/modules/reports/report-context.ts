import { Amount, ZERO_AMOUNT as ZERO } from "@neraca/core";
import type { Language } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { AuthState } from "../../platform/context.js";
import { type AccountSums, type LineFilters, lineConditions, parseSums, sumsBeforeDates, sumsQuery } from "../ledger/balances.js";
import { type AccountTree, buildTree, type ChartRow, chartQuery } from "./tree.js";

export interface ReportContext {
  tx: Tx;
  companyId: string;
  language: Language;
  filters: LineFilters;
  includeZero: boolean;
  /** The caller (reports that depend on who asks: the cash and bank accounts mapped to them). */
  auth?: AuthState;
}

export interface Sums {
  debit: Amount;
  credit: Amount;
}

export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * The aging bucket (core's `agingBucketIndex`) of an amount `overdue` days past due, in SQL:
 * 0 current, 1 … bounds.length up to each bound, bounds.length + 1 beyond the last.
 */
export function agingBucketSql(overdue: SQL, bounds: readonly number[]): SQL {
  const cases = bounds.map((upper, i) => sql`WHEN ${overdue} <= ${upper}::int THEN ${i + 1}::int`);
  return sql`CASE WHEN ${overdue} <= 0 THEN 0 ${sql.join(cases, sql` `)} ELSE ${bounds.length + 1}::int END`;
}

export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Debit and credit per account of everything before each of `dates` (optionally in some offices), in one query. */
export async function sumsAtDates(ctx: ReportContext, dates: string[], officeIds?: string[]): Promise<Map<string, Sums>[]> {
  const filters = officeIds ? { ...ctx.filters, officeIds } : ctx.filters;
  return toMaps(await sumsBeforeDates(ctx.tx, ctx.companyId, dates, filters), dates);
}

/**
 * The chart and the sums before each of `dates` in one round trip (reports need both): the sums
 * rows, then the accounts, in one result.
 */
export async function chartAndSums(
  ctx: ReportContext,
  dates: string[],
  officeIds?: string[],
): Promise<{ tree: AccountTree; sums: Map<string, Sums>[] }> {
  const filters = officeIds ? { ...ctx.filters, officeIds } : ctx.filters;
  const amounts = dates.flatMap((_, i) => [`d${i}`, `c${i}`]);
  const none = sql.raw(amounts.map((a) => `NULL::text AS ${a}`).join(", "));
  const rows = rowsOf<ChartRow & Record<string, string | null> & { kind: string; accountId: string }>(
    await ctx.tx.execute(sql`
      WITH s AS (${sumsQuery(ctx.companyId, dates, filters)})
      SELECT 'sums' AS kind, s."accountId", s."officeId", ${sql.raw(amounts.map((a) => `s.${a}`).join(", "))},
        NULL::uuid AS id, NULL::text AS code, NULL::text AS name, NULL::text AS type, NULL::text AS subtype,
        NULL::uuid AS parent_id, NULL::text AS normal_balance, NULL::bigint AS position
      FROM s
      UNION ALL
      SELECT 'account', NULL::uuid, NULL::uuid, ${none}, c.* FROM (${chartQuery(ctx.companyId)}) c`),
  );
  const chart: ChartRow[] = [];
  const sumRows: typeof rows = [];
  for (const r of rows) (r.kind === "account" ? chart : sumRows).push(r);
  return { tree: buildTree(chart), sums: toMaps(parseSums(sumRows, dates), dates) };
}

const toMaps = (rows: AccountSums[], dates: string[]) =>
  dates.map((_, i) => {
    const sums = new Map<string, Sums>();
    for (const r of rows) sums.set(r.accountId, { debit: Amount.of(r.debit[i] as bigint), credit: Amount.of(r.credit[i] as bigint) });
    return sums;
  });

/** Debit and credit per account of everything before `date` (optionally in some offices). */
export async function sumsAt(ctx: ReportContext, date: string, officeIds?: string[]): Promise<Map<string, Sums>> {
  return (await sumsAtDates(ctx, [date], officeIds))[0] as Map<string, Sums>;
}

export const net = (s: Sums | undefined): Amount => (s ? s.debit.minus(s.credit) : ZERO);

/**
 * Lines of year-end closing journals in several ranges, per range and account (profit and loss
 * leaves them out): one query over the whole span, split by the journals' dates. A closing journal
 * is dated 31 December (`closing.routes.ts`), so only those days are read: the date index finds them
 * without walking the span's journals (a two-year span of a million lines read 100 000 of them).
 */
export async function closingNets(ctx: ReportContext, ranges: readonly { from: string; to: string }[]): Promise<Map<string, Amount>[]> {
  const from = ranges.map((r) => r.from).sort()[0];
  const to = ranges.map((r) => r.to).sort().at(-1);
  if (!from || !to) return [];
  const yearEnds: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const day = `${year}-12-31`;
    if (day >= from && day <= to) yearEnds.push(day);
  }
  if (yearEnds.length === 0) return ranges.map(() => new Map());
  const rows = rowsOf<{ account_id: string; date: string; net: string }>(
    await ctx.tx.execute(sql`
      SELECT l.account_id, j.date::text AS date, sum(l.debit - l.credit)::text AS net
      FROM journals j JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id
      WHERE j.company_id = ${ctx.companyId} AND j.journal_type = 'closing'
        AND j.date IN (${sql.join(yearEnds.map((d) => sql`${d}::date`), sql`, `)}) ${lineConditions(ctx.filters, "l")}
      GROUP BY 1, 2`),
  );
  return ranges.map((range) => {
    const nets = new Map<string, Amount>();
    for (const r of rows) if (r.date >= range.from && r.date <= range.to) nets.set(r.account_id, (nets.get(r.account_id) ?? ZERO).plus(r.net));
    return nets;
  });
}

/** Company name and office names for report headers. */
export async function reportHeader(ctx: ReportContext) {
  const [company] = rowsOf<{ name: string }>(await ctx.tx.execute(sql`SELECT name FROM companies WHERE id = ${ctx.companyId}`));
  const offices = rowsOf<{ id: string; code: string; name: string }>(
    await ctx.tx.execute(sql`SELECT id, code, name FROM offices WHERE company_id = ${ctx.companyId} ORDER BY is_head_office DESC, code`),
  );
  return { companyName: company?.name ?? "", offices };
}
