import { Amount, ZERO_AMOUNT as ZERO } from "@neraca/core";
import type { Language } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { AuthState } from "../../platform/context.js";
import { type AccountSums, type LineFilters, parseSums, sumsBeforeDates, sumsQuery } from "../ledger/balances.js";
import { type DateRange, MOVEMENT_COLUMNS, type MovementOptions, type MovementRow, movementsIn, movementsQuery } from "../ledger/movements.js";
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
 * The rows of `query` and the chart in one round trip (reports need both): the query's rows, then
 * the accounts, in one result. `columns` are the query's, in its order, with their types.
 */
async function withChart<T>(ctx: ReportContext, query: SQL, columns: readonly (readonly [string, string])[]): Promise<{ tree: AccountTree; rows: T[] }> {
  const own = sql.raw(columns.map(([name]) => `q."${name}"`).join(", "));
  const none = sql.raw(columns.map(([name, type]) => `NULL::${type} AS "${name}"`).join(", "));
  const rows = rowsOf<ChartRow & T & { kind: string }>(
    await ctx.tx.execute(sql`
      SELECT 'rows' AS kind, ${own},
        NULL::uuid AS id, NULL::text AS code, NULL::text AS name, NULL::text AS type, NULL::text AS subtype,
        NULL::uuid AS parent_id, NULL::text AS normal_balance, NULL::bigint AS position
      FROM (${query}) q
      UNION ALL
      SELECT 'account', ${none}, c.* FROM (${chartQuery(ctx.companyId)}) c`),
  );
  const chart: ChartRow[] = [];
  const queried: T[] = [];
  for (const r of rows) (r.kind === "account" ? chart : queried).push(r);
  return { tree: buildTree(chart), rows: queried };
}

/** The chart and the sums before each of `dates` (optionally in some offices), in one round trip. */
export async function chartAndSums(
  ctx: ReportContext,
  dates: string[],
  officeIds?: string[],
): Promise<{ tree: AccountTree; sums: Map<string, Sums>[] }> {
  const filters = officeIds ? { ...ctx.filters, officeIds } : ctx.filters;
  const columns: [string, string][] = [["accountId", "uuid"], ["officeId", "uuid"], ...dates.flatMap((_, i): [string, string][] => [[`d${i}`, "text"], [`c${i}`, "text"]])];
  const { tree, rows } = await withChart<Record<string, string | null>>(ctx, sumsQuery(ctx.companyId, dates, filters), columns);
  return { tree, sums: toMaps(parseSums(rows, dates), dates) };
}

/** Which movements a report reads: some offices instead of the filters' (a column's), closing journals left out or not. */
export interface MovementScope {
  officeIds?: string[];
  withoutClosing?: boolean;
  /** Revenue and expense accounts only, each range's net movement as its debit (`MovementOptions.net`): the profit and loss. */
  profitAndLoss?: boolean;
  /** Summed per group of accounts, net (`MovementOptions.groupBy`). */
  groupBy?: MovementOptions["groupBy"];
}

/** The filters of a movements read of `scope`: its offices; with `profitAndLoss`, the revenue and expense accounts unless accounts are asked. */
function scopedFilters(ctx: ReportContext, { officeIds, profitAndLoss }: MovementScope): LineFilters {
  const filters = officeIds ? { ...ctx.filters, officeIds } : ctx.filters;
  if (!profitAndLoss || filters.accountIds?.length || filters.accountQuery || filters.accountsQuery) return filters;
  return { ...filters, accountsQuery: sql`(SELECT id FROM accounts WHERE company_id = ${ctx.companyId} AND type IN ('revenue', 'expense'))` };
}

/**
 * The chart and the debit and credit per account within each of `ranges`, in one round trip:
 * per account, its sums in cents in the order of the ranges.
 */
export async function chartAndMovements(
  ctx: ReportContext,
  ranges: readonly DateRange[],
  scope: MovementScope = {},
): Promise<{ tree: AccountTree; movements: AccountSums[] }> {
  const { query, read } = movementsQuery(ctx.companyId, ranges, scopedFilters(ctx, scope), { withoutClosing: scope.withoutClosing, net: scope.profitAndLoss });
  const { tree, rows } = await withChart<MovementRow>(ctx, query, MOVEMENT_COLUMNS);
  return { tree, movements: read(rows) };
}

/** The debit and credit per account within each of `ranges` (`chartAndMovements` without the chart). */
export async function movementsAt(ctx: ReportContext, ranges: readonly DateRange[], scope: MovementScope = {}): Promise<AccountSums[]> {
  return movementsIn(ctx.tx, ctx.companyId, ranges, scopedFilters(ctx, scope), {
    withoutClosing: scope.withoutClosing,
    net: scope.profitAndLoss || !!scope.groupBy,
    groupBy: scope.groupBy,
  });
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

/** Company name and office names for report headers. */
export async function reportHeader(ctx: ReportContext) {
  const [company] = rowsOf<{ name: string }>(await ctx.tx.execute(sql`SELECT name FROM companies WHERE id = ${ctx.companyId}`));
  const offices = rowsOf<{ id: string; code: string; name: string }>(
    await ctx.tx.execute(sql`SELECT id, code, name FROM offices WHERE company_id = ${ctx.companyId} ORDER BY is_head_office DESC, code`),
  );
  return { companyName: company?.name ?? "", offices };
}
