import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { assertDefined } from "../../platform/assert.js";
import { type AccountSums, balanceRowScope, type LineFilters, lineConditions, needsLines } from "./balances.js";

/** The days `from` to `to`, both included (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
}

export interface MovementOptions {
  /** Per office (each account's rows per office) rather than consolidated. */
  byOffice?: boolean;
  /** Leave out the lines of year-end closing journals (profit and loss). */
  withoutClosing?: boolean;
  /**
   * Debit minus credit only, as the debit of each range (credit 0): half the figures to send and
   * read, for a reader of net movements (the profit and loss).
   */
  net?: boolean;
  /**
   * Sums per group of accounts rather than per account (with `net`): `key` names an account's group
   * and `sign` its figures' sign (1 or -1), both over the account as `a`; accounts with no group
   * (`key` null) and headers are left out. A group's rows carry its key as `account_id`.
   */
  groupBy?: { key: SQL; sign: SQL };
}

/**
 * Where each range's movements are read: the whole months inside it from the balance rows of their
 * years, the days of a month it covers in part (its first and last months) from the lines of those
 * days. With line-only filters every range is read from its lines. Closing journals are dated
 * 31 December (`closing.routes.ts`): the year-ends inside a range are the only days to leave out.
 */
interface MovementPlan {
  /** Per year read from the balance rows: the ranges with whole months in it, each with those months (`01` … `12`). */
  years: Map<number, { range: number; months: string[] }[]>;
  /** Days read from the lines, each with the ranges they count in. */
  pieces: { from: string; to: string; ranges: number[] }[];
  /** Per year whose 31 December some range holds: those ranges. */
  closings: Map<number, number[]>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const pad2 = (n: number) => String(n).padStart(2, "0");
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The whole months of `range` (its index `i`) in the plan's years; its partial months as pieces. */
function planMonths(plan: MovementPlan, { from, to }: DateRange, i: number) {
  const [lastYear, lastMonth] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  for (let year = Number(from.slice(0, 4)), month = Number(from.slice(5, 7)); year < lastYear || (year === lastYear && month <= lastMonth); ) {
    const [start, end] = [`${year}-${pad2(month)}-01`, lastDay(year, month)];
    // ISO dates compare as text.
    const [first, last] = [[from, start].sort()[1] as string, [to, end].sort()[0] as string];
    if (first === start && last === end) {
      const inYear = plan.years.get(year) ?? [];
      let own = inYear.find((r) => r.range === i);
      if (!own) {
        own = { range: i, months: [] };
        inYear.push(own);
        plan.years.set(year, inYear);
      }
      own.months.push(pad2(month));
    } else {
      const known = plan.pieces.find((p) => p.from === first && p.to === last);
      if (known) known.ranges.push(i);
      else plan.pieces.push({ from: first, to: last, ranges: [i] });
    }
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

function planOf(ranges: readonly DateRange[], fromLines: boolean, withoutClosing: boolean): MovementPlan {
  const plan: MovementPlan = { years: new Map(), pieces: [], closings: new Map() };
  for (const [i, range] of ranges.entries()) {
    if (range.from > range.to) continue;
    for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year++) {
      const yearEnd = `${year}-12-31`;
      if (withoutClosing && yearEnd >= range.from && yearEnd <= range.to) plan.closings.set(year, [...(plan.closings.get(year) ?? []), i]);
    }
    if (fromLines) plan.pieces.push({ ...range, ranges: [i] });
    else planMonths(plan, range, i);
  }
  return plan;
}

/** The columns of a movements query, in order, with their types (a query that pads it to add rows needs them). */
export const MOVEMENT_COLUMNS: readonly (readonly [string, string])[] = [
  ["account_id", "uuid"],
  ["office_id", "uuid"],
  ["part", "text"],
  ["key", "int"],
  ["amounts", "text"],
];

export interface MovementRow {
  account_id: string;
  office_id: string | null;
  /** `year` (a balance row; `key` its year), `lines` (a piece of days; `key` its index) or `closing` (`key` the year). */
  part: string;
  key: number;
  /** Debit and credit in cents, space-separated: of each range the row counts in, in the plan's order. */
  amounts: string;
}

/**
 * The statement of `movementsIn` (a query, or part of a larger one) and the reader of its rows. One
 * row per balance row of a year with whole months in a range, carrying each such range's debit and
 * credit of those months (the month columns added up in the row, no aggregate); one per account of
 * each piece of days read from the lines; one per account of the closing lines of each year-end
 * left out. The amounts travel as one text per row: twelve months and the same months a year
 * earlier are two years' rows of 24 pairs, the chart's size however many lines there are.
 */
export function movementsQuery(
  companyId: string,
  ranges: readonly DateRange[],
  filters: LineFilters = {},
  { byOffice = false, withoutClosing = false, net = false, groupBy }: MovementOptions = {},
): { query: SQL; read: (rows: MovementRow[]) => AccountSums[] } {
  const plan = planOf(ranges, needsLines(filters), withoutClosing);
  if (groupBy) return { query: groupedQuery(companyId, plan, filters, groupBy), read: (rows) => readMovements(rows, plan, ranges.length, true) };
  const office = (alias: string) => (byOffice ? sql.raw(`${alias}office_id`) : sql`NULL::uuid`);
  const parts: SQL[] = [];
  if (plan.years.size) {
    const added = (side: "debit" | "credit", months: string[]) => months.map((m) => `${side}_${m}`).join(" + ");
    const pair = (months: string[]) =>
      net ? `${months.map((m) => `debit_${m} - credit_${m}`).join(" + ")}` : `${added("debit", months)}, ${added("credit", months)}`;
    const amounts = [...plan.years].map(([year, inYear]) => sql`WHEN ${year}::int THEN concat_ws(' ', ${sql.raw(inYear.map((r) => pair(r.months)).join(", "))})`);
    parts.push(sql`SELECT account_id, ${office("")}, 'year', fiscal_year, CASE fiscal_year ${sql.join(amounts, sql` `)} END
      FROM ledger_balances WHERE company_id = ${companyId} AND fiscal_year IN (${sql.join([...plan.years.keys()].map((y) => sql`${y}::int`), sql`, `)})
        ${balanceRowScope(filters, byOffice)}`);
  }
  const lineSums = net ? sql`((sum(l.debit) - sum(l.credit)) * 100)::bigint::text` : sql`((sum(l.debit) * 100)::bigint || ' ' || (sum(l.credit) * 100)::bigint)`;
  if (plan.pieces.length) {
    const pieces = plan.pieces.map((p, k) => sql`(${k}::int, ${p.from}::date, ${p.to}::date)`);
    const days = plan.pieces.map((p) => sql`l.date BETWEEN ${p.from}::date AND ${p.to}::date`);
    parts.push(sql`SELECT l.account_id, ${office("l.")}, 'lines', p.key, ${lineSums}
      FROM journal_lines l JOIN (VALUES ${sql.join(pieces, sql`, `)}) AS p(key, first, last) ON l.date BETWEEN p.first AND p.last
      WHERE l.company_id = ${companyId} AND (${sql.join(days, sql` OR `)}) ${lineConditions(filters, "l")}
      GROUP BY 1, 2, 4`);
  }
  if (plan.closings.size) {
    const yearEnds = [...plan.closings.keys()].map((y) => sql`${`${y}-12-31`}::date`);
    parts.push(sql`SELECT l.account_id, ${office("l.")}, 'closing', extract(year FROM j.date)::int, ${lineSums}
      FROM journals j JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id
      WHERE j.company_id = ${companyId} AND j.journal_type = 'closing' AND j.date IN (${sql.join(yearEnds, sql`, `)}) ${lineConditions(filters, "l")}
      GROUP BY 1, 2, 4`);
  }
  const none = sql`SELECT NULL::uuid, NULL::uuid, NULL::text, NULL::int, NULL::text WHERE false`;
  const query = sql`SELECT * FROM (${parts.length ? sql.join(parts, sql` UNION ALL `) : none}) m (${sql.raw(MOVEMENT_COLUMNS.map(([name]) => name).join(", "))})`;
  return { query, read: (rows) => readMovements(rows, plan, ranges.length, net) };
}

/**
 * `movementsQuery` summed per group of accounts (`MovementOptions.groupBy`), net: the plan's parts,
 * each account's figures signed and added up per group in the database, a few rows however many
 * accounts there are (the dashboard's totals).
 */
function groupedQuery(companyId: string, plan: MovementPlan, filters: LineFilters, { key, sign }: NonNullable<MovementOptions["groupBy"]>): SQL {
  const parts: SQL[] = [];
  for (const [year, inYear] of plan.years) {
    const sums = inYear.map((r) => `sum(g.sign * (${r.months.map((m) => `b.debit_${m} - b.credit_${m}`).join(" + ")}))`).join(", ");
    parts.push(sql`SELECT g.key, NULL::uuid, 'year', ${year}::int, concat_ws(' ', ${sql.raw(sums)})
      FROM ledger_balances b JOIN g ON g.id = b.account_id
      WHERE b.company_id = ${companyId} AND b.fiscal_year = ${year}::int ${balanceRowScope(filters, false)}
      GROUP BY 1`);
  }
  const lineSums = sql`(sum(g.sign * (l.debit - l.credit)) * 100)::bigint::text`;
  if (plan.pieces.length) {
    const pieces = plan.pieces.map((p, k) => sql`(${k}::int, ${p.from}::date, ${p.to}::date)`);
    const days = plan.pieces.map((p) => sql`l.date BETWEEN ${p.from}::date AND ${p.to}::date`);
    parts.push(sql`SELECT g.key, NULL::uuid, 'lines', p.key, ${lineSums}
      FROM journal_lines l JOIN (VALUES ${sql.join(pieces, sql`, `)}) AS p(key, first, last) ON l.date BETWEEN p.first AND p.last JOIN g ON g.id = l.account_id
      WHERE l.company_id = ${companyId} AND (${sql.join(days, sql` OR `)}) ${lineConditions(filters, "l")}
      GROUP BY 1, 4`);
  }
  if (plan.closings.size) {
    const yearEnds = [...plan.closings.keys()].map((y) => sql`${`${y}-12-31`}::date`);
    parts.push(sql`SELECT g.key, NULL::uuid, 'closing', extract(year FROM j.date)::int, ${lineSums}
      FROM journals j JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id JOIN g ON g.id = l.account_id
      WHERE j.company_id = ${companyId} AND j.journal_type = 'closing' AND j.date IN (${sql.join(yearEnds, sql`, `)}) ${lineConditions(filters, "l")}
      GROUP BY 1, 4`);
  }
  const none = sql`SELECT NULL::text, NULL::uuid, NULL::text, NULL::int, NULL::text WHERE false`;
  // Each account's group and sign once; headers left out (their figures are their accounts').
  return sql`WITH g AS MATERIALIZED (
      SELECT id, key, sign FROM (SELECT a.id, ${key} AS key, ${sign} AS sign FROM accounts a
        WHERE a.company_id = ${companyId} AND NOT EXISTS (SELECT 1 FROM accounts c WHERE c.company_id = a.company_id AND c.parent_id = a.id)) x
      WHERE key IS NOT NULL)
    SELECT * FROM (${parts.length ? sql.join(parts, sql` UNION ALL `) : none}) m (${sql.raw(MOVEMENT_COLUMNS.map(([name]) => name).join(", "))})`;
}

/** Adds (or takes away) the `pair`-th debit and credit of `amounts` (or net debit, with `net`) to the sums of `range`. */
function addPair(s: AccountSums, range: number, amounts: string[], pair: number, takeAway: boolean, net: boolean) {
  const debit = BigInt(amounts[net ? pair : 2 * pair] as string);
  const credit = net ? 0n : BigInt(amounts[2 * pair + 1] as string);
  const [d, c] = [s.debit[range] as bigint, s.credit[range] as bigint];
  s.debit[range] = takeAway ? d - debit : d + debit;
  s.credit[range] = takeAway ? c - credit : c + credit;
}

function readMovements(rows: MovementRow[], plan: MovementPlan, width: number, net: boolean): AccountSums[] {
  const sums = new Map<string, AccountSums>();
  for (const r of rows) {
    const key = r.office_id ? `${r.account_id}|${r.office_id}` : r.account_id;
    let s = sums.get(key);
    if (!s) {
      s = { accountId: r.account_id, officeId: r.office_id, debit: Array<bigint>(width).fill(0n), credit: Array<bigint>(width).fill(0n) };
      sums.set(key, s);
    }
    const amounts = r.amounts.split(" ");
    if (r.part === "year") {
      for (const [pair, { range }] of (plan.years.get(r.key) ?? []).entries()) addPair(s, range, amounts, pair, false, net);
    } else if (r.part === "lines") {
      for (const range of assertDefined(plan.pieces[r.key], "a lines row names a planned piece").ranges) addPair(s, range, amounts, 0, false, net);
    } else {
      for (const range of plan.closings.get(r.key) ?? []) addPair(s, range, amounts, 0, true, net);
    }
  }
  return [...sums.values()];
}

/**
 * Debit and credit per account (and office, with `byOffice`) within each of `ranges`, in one query.
 * Without line-only filters it reads the balance rows of the years of the ranges' whole months
 * and the lines of their partial months only, however many lines the ledger holds and however
 * many ranges are asked (twelve months and the same months a year earlier are two years' rows).
 */
export async function movementsIn(
  tx: Tx,
  companyId: string,
  ranges: readonly DateRange[],
  filters: LineFilters = {},
  options: MovementOptions = {},
): Promise<AccountSums[]> {
  const { query, read } = movementsQuery(companyId, ranges, filters, options);
  return read(rowsOf<MovementRow>(await tx.execute(query)));
}
