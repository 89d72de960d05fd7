import { formatMoney, type Money } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

export interface BalanceDelta {
  accountId: string;
  officeId: string;
  /** First day of the month, YYYY-MM-01. */
  month: string;
  debit: Money;
  credit: Money;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const lockKey = (companyId: string) => sql`hashtextextended(${companyId}, 727)`;

export interface YearRange {
  min: number | null;
  max: number | null;
}

async function yearRange(tx: Tx, companyId: string): Promise<YearRange> {
  const [row] = rowsOf<{ min: number | null; max: number | null }>(
    await tx.execute(sql`SELECT min(fiscal_year) AS min, max(fiscal_year) AS max FROM ledger_years WHERE company_id = ${companyId}`),
  );
  return { min: row?.min ?? null, max: row?.max ?? null };
}

/**
 * Keeps `ledger_years` covering every year with postings, and the openings of each kept year equal
 * to everything before it. A posting in a known year takes a shared lock; one that adds years takes
 * the exclusive lock, so openings are never computed while another posting is half-way.
 * Returns whether any kept year lies after `from` (then the posting must update openings).
 */
export async function prepareYears(tx: Tx, companyId: string, from: number, to: number, seen?: YearRange): Promise<boolean> {
  const known = seen ?? (await yearRange(tx, companyId));
  const covered = known.min !== null && known.max !== null && from >= known.min && to <= known.max;
  if (covered) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${lockKey(companyId)})`);
    return (known.max as number) > from;
  }
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey(companyId)})`);
  const range = await yearRange(tx, companyId);
  const years: number[] = [];
  if (range.min === null || range.max === null) {
    for (let y = from; y <= to; y++) years.push(y);
  } else {
    for (let y = from; y < range.min; y++) years.push(y);
    for (let y = range.max + 1; y <= to; y++) years.push(y);
  }
  for (const year of years) {
    // Everything before the year (none when it is earlier than all postings).
    await tx.execute(sql`
      INSERT INTO ledger_openings (company_id, account_id, office_id, fiscal_year, debit, credit)
      SELECT company_id, account_id, office_id, ${year}, sum(debit), sum(credit)
      FROM ledger_balances
      WHERE company_id = ${companyId} AND period_month < make_date(${year}, 1, 1)
      GROUP BY company_id, account_id, office_id
      ORDER BY account_id, office_id`);
    await tx.execute(sql`INSERT INTO ledger_years (company_id, fiscal_year) VALUES (${companyId}, ${year})`);
  }
  return Math.max(to, range.max ?? to) > from;
}

/** Deltas in lock order: concurrent postings lock balance rows in the same order and cannot deadlock. */
export const sortDeltas = (deltas: BalanceDelta[]) =>
  [...deltas].sort(
    (a, b) => a.accountId.localeCompare(b.accountId) || a.officeId.localeCompare(b.officeId) || a.month.localeCompare(b.month),
  );

const deltaValues = (companyId: string, sorted: BalanceDelta[]) =>
  sql.join(
    sorted.map(
      (d) =>
        sql`(${companyId}::uuid, ${d.accountId}::uuid, ${d.officeId}::uuid, ${d.month}::date, ${formatMoney(d.debit)}::numeric, ${formatMoney(d.credit)}::numeric)`,
    ),
    sql`, `,
  );

/** The upsert of monthly balances (a statement, or a CTE of a larger one). */
export const balanceUpsert = (companyId: string, sorted: BalanceDelta[]) => sql`
  INSERT INTO ledger_balances (company_id, account_id, office_id, period_month, debit, credit)
  VALUES ${deltaValues(companyId, sorted)}
  ON CONFLICT (company_id, account_id, office_id, period_month)
  DO UPDATE SET debit = ledger_balances.debit + EXCLUDED.debit, credit = ledger_balances.credit + EXCLUDED.credit`;

/** The upsert of the openings of every kept year after each delta's year. */
export const openingsUpsert = (companyId: string, sorted: BalanceDelta[]) => sql`
  INSERT INTO ledger_openings (company_id, account_id, office_id, fiscal_year, debit, credit)
  SELECT v.company_id, v.account_id, v.office_id, y.fiscal_year, sum(v.debit), sum(v.credit)
  FROM (VALUES ${deltaValues(companyId, sorted)}) AS v(company_id, account_id, office_id, period_month, debit, credit)
  JOIN ledger_years y ON y.company_id = v.company_id AND y.fiscal_year > extract(year FROM v.period_month)
  GROUP BY v.company_id, v.account_id, v.office_id, y.fiscal_year
  ORDER BY v.account_id, v.office_id, y.fiscal_year
  ON CONFLICT (company_id, fiscal_year, account_id, office_id)
  DO UPDATE SET debit = ledger_openings.debit + EXCLUDED.debit, credit = ledger_openings.credit + EXCLUDED.credit`;

/** Adds (or with negative amounts, removes) amounts to the monthly balances and openings. */
export async function applyBalanceDeltas(tx: Tx, companyId: string, deltas: BalanceDelta[]) {
  if (deltas.length === 0) return;
  const sorted = sortDeltas(deltas);
  const years = sorted.map((d) => Number(d.month.slice(0, 4)));
  const later = await prepareYears(tx, companyId, Math.min(...years), Math.max(...years));
  await tx.execute(balanceUpsert(companyId, sorted));
  if (later) await tx.execute(openingsUpsert(companyId, sorted));
}

export interface LineFilters {
  /** Only these accounts (the ledger report of a few accounts). */
  accountIds?: string[];
  officeIds?: string[];
  workUnitIds?: string[];
  activityIds?: string[];
  elementIds?: string[];
  contactIds?: string[];
  tagIds?: string[];
}

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** Filters that only journal lines can answer (the balances know accounts, offices and months). */
export const needsLines = (f: LineFilters) =>
  !!(f.workUnitIds?.length || f.activityIds?.length || f.elementIds?.length || f.contactIds?.length || f.tagIds?.length);

export function lineConditions(f: LineFilters, alias = ""): SQL {
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const parts: SQL[] = [];
  if (f.accountIds?.length) parts.push(sql`${col("account_id")} IN (${list(f.accountIds)})`);
  if (f.officeIds?.length) parts.push(sql`${col("office_id")} IN (${list(f.officeIds)})`);
  if (f.workUnitIds?.length) parts.push(sql`${col("work_unit_id")} IN (${list(f.workUnitIds)})`);
  if (f.activityIds?.length) parts.push(sql`${col("activity_id")} IN (${list(f.activityIds)})`);
  if (f.elementIds?.length) parts.push(sql`${col("element_id")} IN (${list(f.elementIds)})`);
  if (f.contactIds?.length) parts.push(sql`${col("contact_id")} IN (${list(f.contactIds)})`);
  if (f.tagIds?.length) parts.push(sql`${col("tag_ids")} && ARRAY[${list(f.tagIds)}]::uuid[]`);
  return parts.length ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``;
}

export interface AccountSums {
  accountId: string;
  officeId: string | null;
  debit: string;
  credit: string;
}

/**
 * Sums per account (and office, when asked) of everything dated before `date`. Without line-only
 * filters it reads the year's opening, the whole months since, and the lines of the partial month:
 * at most about 13 months of rows, however many lines the ledger holds.
 */
export async function sumsBefore(
  tx: Tx,
  companyId: string,
  date: string,
  filters: LineFilters = {},
  byOffice = false,
): Promise<AccountSums[]> {
  const officeCol = byOffice ? sql`office_id` : sql`NULL::uuid`;
  if (needsLines(filters)) {
    return rowsOf<AccountSums>(
      await tx.execute(sql`
        SELECT account_id AS "accountId", ${officeCol} AS "officeId", sum(debit)::text AS debit, sum(credit)::text AS credit
        FROM journal_lines WHERE company_id = ${companyId} AND date < ${date}::date ${lineConditions(filters)}
        GROUP BY 1, 2`),
    );
  }
  const year = Number(date.slice(0, 4));
  const office = sql`${filters.officeIds?.length ? sql`AND office_id IN (${list(filters.officeIds)})` : sql``}
    ${filters.accountIds?.length ? sql`AND account_id IN (${list(filters.accountIds)})` : sql``}`;
  const monthStart = `${date.slice(0, 7)}-01`;
  // The latest kept year at or before the date: its opening plus the whole months since, plus the
  // lines of the partial month. One query; the year and its first day are init-plans, so the
  // conditions stay plain comparisons that row-level security lets the planner use in index scans
  // (a function such as make_date in the outer condition would force a full scan under RLS).
  const keptYear = sql`(SELECT max(fiscal_year) FROM ledger_years WHERE company_id = ${companyId} AND fiscal_year <= ${year})`;
  const keptYearStart = sql`(SELECT make_date(coalesce(max(fiscal_year), 1), 1, 1) FROM ledger_years WHERE company_id = ${companyId} AND fiscal_year <= ${year})`;
  return rowsOf<AccountSums>(
    await tx.execute(sql`
      SELECT account_id AS "accountId", ${officeCol} AS "officeId", sum(debit)::text AS debit, sum(credit)::text AS credit
      FROM (
        SELECT account_id, office_id, debit, credit FROM ledger_openings
          WHERE company_id = ${companyId} AND fiscal_year = ${keptYear} ${office}
        UNION ALL
        SELECT account_id, office_id, debit, credit FROM ledger_balances
          WHERE company_id = ${companyId} AND period_month >= ${keptYearStart}
            AND period_month < ${monthStart}::date ${office}
        UNION ALL
        SELECT account_id, office_id, debit, credit FROM journal_lines
          WHERE company_id = ${companyId} AND date >= ${monthStart}::date AND date < ${date}::date ${office}
      ) x
      GROUP BY 1, 2`),
  );
}

export interface Drift {
  kind: "balance" | "opening";
  account_id: string;
  office_id: string;
  period: string;
  expected_debit: string;
  expected_credit: string;
  stored_debit: string;
  stored_credit: string;
}

/** Recomputes balances from lines and openings from balances; any row returned is drift. */
export async function verifyBalances(tx: Tx, companyId: string): Promise<Drift[]> {
  const balances = rowsOf<Drift>(
    await tx.execute(sql`
      WITH expected AS (
        SELECT account_id, office_id, date_trunc('month', date)::date AS period_month, sum(debit) AS debit, sum(credit) AS credit
        FROM journal_lines WHERE company_id = ${companyId} GROUP BY 1, 2, 3
      ), stored AS (
        SELECT account_id, office_id, period_month, debit, credit FROM ledger_balances WHERE company_id = ${companyId}
      )
      SELECT 'balance' AS kind, coalesce(e.account_id, s.account_id) AS account_id, coalesce(e.office_id, s.office_id) AS office_id,
        to_char(coalesce(e.period_month, s.period_month), 'YYYY-MM') AS period,
        coalesce(e.debit, 0)::text AS expected_debit, coalesce(e.credit, 0)::text AS expected_credit,
        coalesce(s.debit, 0)::text AS stored_debit, coalesce(s.credit, 0)::text AS stored_credit
      FROM expected e FULL JOIN stored s
        ON s.account_id = e.account_id AND s.office_id = e.office_id AND s.period_month = e.period_month
      WHERE coalesce(e.debit, 0) <> coalesce(s.debit, 0) OR coalesce(e.credit, 0) <> coalesce(s.credit, 0)
      LIMIT 1000`),
  );
  const openings = rowsOf<Drift>(
    await tx.execute(sql`
      WITH expected AS (
        SELECT b.account_id, b.office_id, y.fiscal_year, sum(b.debit) AS debit, sum(b.credit) AS credit
        FROM ledger_years y JOIN ledger_balances b ON b.company_id = y.company_id AND b.period_month < make_date(y.fiscal_year, 1, 1)
        WHERE y.company_id = ${companyId} GROUP BY 1, 2, 3
      ), stored AS (
        SELECT account_id, office_id, fiscal_year, debit, credit FROM ledger_openings WHERE company_id = ${companyId}
      )
      SELECT 'opening' AS kind, coalesce(e.account_id, s.account_id) AS account_id, coalesce(e.office_id, s.office_id) AS office_id,
        coalesce(e.fiscal_year, s.fiscal_year)::text AS period,
        coalesce(e.debit, 0)::text AS expected_debit, coalesce(e.credit, 0)::text AS expected_credit,
        coalesce(s.debit, 0)::text AS stored_debit, coalesce(s.credit, 0)::text AS stored_credit
      FROM expected e FULL JOIN stored s
        ON s.account_id = e.account_id AND s.office_id = e.office_id AND s.fiscal_year = e.fiscal_year
      WHERE coalesce(e.debit, 0) <> coalesce(s.debit, 0) OR coalesce(e.credit, 0) <> coalesce(s.credit, 0)
      LIMIT 1000`),
  );
  return [...balances, ...openings];
}
