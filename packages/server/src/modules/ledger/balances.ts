import { centsToString, formatMoney, type Money, toCents } from "@neraca/core";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { assertDefined } from "../../platform/assert.js";

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

/** The shared lock every posting holds until commit (a statement of its own, or part of one). */
export const postingLock = (companyId: string) => sql`pg_advisory_xact_lock_shared(${lockKey(companyId)})`;

/**
 * The kept years last read (committed) per company. The app never removes a kept year, so a range
 * seen once stays covered: a posting inside it can take the shared lock in its lookup and skip
 * `prepareYears`. (`neraca_rebuild_balances` may shrink the range: it is for bulk loads before
 * the app posts, or a stopped app.)
 */
const keptYears = new Map<string, YearRange>();

export function rememberYears(companyId: string, years: YearRange) {
  if (years.min !== null && years.max !== null) keptYears.set(companyId, years);
}

/** Whether the years from..to are known to be kept already. */
export function yearsKept(companyId: string, from: number, to: number): boolean {
  const known = keptYears.get(companyId);
  return !!known && known.min !== null && known.max !== null && from >= known.min && to <= known.max;
}

/**
 * The office of each account's all-offices row: every posting adds to it too, so a consolidated
 * report reads one row per account, however many offices there are.
 */
export const ALL_OFFICES = "00000000-0000-0000-0000-000000000000";

/** The deltas with each one also booked to its account's all-offices row. */
export const withAllOffices = (deltas: BalanceDelta[]): BalanceDelta[] =>
  deltas.flatMap((d) => [d, { ...d, officeId: ALL_OFFICES }]);

/** `01` … `12`: the month columns of a balance row (`debit_01` … `credit_12`). */
export const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));
const col = (side: "debit" | "credit", month: number) => sql.raw(`${side}_${MONTHS[month - 1]}`);
/** `opening_debit + debit_01 + … + debit_{months}`: everything before the month after `months`. */
const throughMonth = (side: "debit" | "credit", months: number) =>
  sql.raw([`opening_${side}`, ...MONTHS.slice(0, months).map((m) => `${side}_${m}`)].join(" + "));
const cents = (value: Money) => toCents(formatMoney(value));

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
 * Keeps `ledger_years` covering every year with postings, and each kept year's rows opening with
 * everything before it. A posting in a known year takes a shared lock; one that adds years takes
 * the exclusive lock, so a new year's openings are never computed while another posting is half-way.
 */
export async function prepareYears(tx: Tx, companyId: string, from: number, to: number, seen?: YearRange): Promise<void> {
  const known = seen ?? (await yearRange(tx, companyId));
  if (known.min !== null && known.max !== null && from >= known.min && to <= known.max) {
    await tx.execute(sql`SELECT ${postingLock(companyId)}`);
    return;
  }
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey(companyId)})`);
  const range = await yearRange(tx, companyId);
  const years: number[] = [];
  if (range.min === null || range.max === null) {
    for (let y = from; y <= to; y++) years.push(y);
  } else {
    for (let y = from; y < range.min; y++) years.push(y); // nothing before them: no rows to carry
    for (let y = range.max + 1; y <= to; y++) years.push(y);
  }
  for (const year of years) {
    await tx.execute(sql`INSERT INTO ledger_years (company_id, fiscal_year) VALUES (${companyId}, ${year})`);
    if (range.max !== null && year > range.max) {
      // Carry every account and office into the new year: its opening is the previous year's close.
      await tx.execute(sql`
        INSERT INTO ledger_balances (company_id, fiscal_year, account_id, office_id, opening_debit, opening_credit)
        SELECT company_id, ${year}, account_id, office_id, ${throughMonth("debit", 12)}, ${throughMonth("credit", 12)}
        FROM ledger_balances WHERE company_id = ${companyId} AND fiscal_year = ${year - 1}
        ORDER BY account_id, office_id`);
    }
  }
}

/** Deltas in lock order: concurrent postings lock balance rows in the same order and cannot deadlock. */
export const sortDeltas = (deltas: BalanceDelta[]) =>
  [...deltas].sort(
    (a, b) =>
      a.month.localeCompare(b.month) || a.accountId.localeCompare(b.accountId) || a.officeId.localeCompare(b.officeId),
  );

/**
 * The upsert of balances (a statement, or a CTE of a larger one): each delta adds to its month in
 * its year's row — its office's and its account's all-offices row — and to the opening of every
 * later kept year. Rows are written in (year, account, office) order, the same in every posting.
 */
export const balanceUpsert = (companyId: string, deltas: BalanceDelta[]) => {
  const sorted = sortDeltas(withAllOffices(deltas));
  const months = [...new Set(sorted.map((d) => Number(d.month.slice(5, 7))))].sort((a, b) => a - b);
  const values = sql.join(
    sorted.map(
      (d) =>
        sql`(${d.accountId}::uuid, ${d.officeId}::uuid, ${Number(d.month.slice(0, 4))}::int, ${Number(d.month.slice(5, 7))}::int, ${String(cents(d.debit))}::bigint, ${String(cents(d.credit))}::bigint)`,
    ),
    sql`, `,
  );
  // Always the openings too: the kept years are read in this statement, whatever the caller saw.
  const columns: SQL[] = [sql.raw("opening_debit"), sql.raw("opening_credit")];
  const picks: SQL[] = [
    sql`sum(CASE WHEN y.fiscal_year > v.year THEN v.debit ELSE 0 END)::bigint`,
    sql`sum(CASE WHEN y.fiscal_year > v.year THEN v.credit ELSE 0 END)::bigint`,
  ];
  for (const m of months) {
    columns.push(col("debit", m), col("credit", m));
    picks.push(
      sql`sum(CASE WHEN y.fiscal_year = v.year AND v.month = ${m}::int THEN v.debit ELSE 0 END)::bigint`,
      sql`sum(CASE WHEN y.fiscal_year = v.year AND v.month = ${m}::int THEN v.credit ELSE 0 END)::bigint`,
    );
  }
  const updates = columns.map((c) => sql`${c} = ledger_balances.${c} + EXCLUDED.${c}`);
  return sql`
  INSERT INTO ledger_balances (company_id, fiscal_year, account_id, office_id, ${sql.join(columns, sql`, `)})
  SELECT ${companyId}::uuid, y.fiscal_year, v.account_id, v.office_id, ${sql.join(picks, sql`, `)}
  FROM (VALUES ${values}) AS v(account_id, office_id, year, month, debit, credit)
  JOIN ledger_years y ON y.company_id = ${companyId}::uuid AND y.fiscal_year >= v.year
  GROUP BY y.fiscal_year, v.account_id, v.office_id
  ORDER BY y.fiscal_year, v.account_id, v.office_id
  ON CONFLICT (company_id, fiscal_year, account_id, office_id) DO UPDATE SET ${sql.join(updates, sql`, `)}`;
};

/** Adds (or with negative amounts, removes) amounts to the balances of their months and later openings. */
export async function applyBalanceDeltas(tx: Tx, companyId: string, deltas: BalanceDelta[]) {
  if (deltas.length === 0) return;
  const years = deltas.map((d) => Number(d.month.slice(0, 4)));
  await prepareYears(tx, companyId, Math.min(...years), Math.max(...years));
  await tx.execute(balanceUpsert(companyId, deltas));
}

export interface LineFilters {
  /** Only these accounts (the ledger report of a few accounts). */
  accountIds?: string[];
  /** Only the account a scalar subquery gives (a statement that looks its account up itself). */
  accountQuery?: SQL;
  /** Only the accounts a subquery gives (a statement that looks several accounts up itself). */
  accountsQuery?: SQL;
  officeIds?: string[];
  workUnitIds?: string[];
  activityIds?: string[];
  elementIds?: string[];
  contactIds?: string[];
  jobIds?: string[];
  tagIds?: string[];
}

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** Filters that only journal lines can answer (the balances know accounts, offices and months). */
export const needsLines = (f: LineFilters) =>
  !!(f.workUnitIds?.length || f.activityIds?.length || f.elementIds?.length || f.contactIds?.length || f.jobIds?.length || f.tagIds?.length);

function accountCondition(f: LineFilters, column: SQL): SQL | null {
  if (f.accountQuery) return sql`${column} = ${f.accountQuery}`;
  if (f.accountsQuery) return sql`${column} IN ${f.accountsQuery}`;
  return f.accountIds?.length ? sql`${column} IN (${list(f.accountIds)})` : null;
}

/**
 * The balance rows a read of `filters` takes: consolidated, each account's all-offices row; per
 * office or in some offices, the offices' own rows; only the accounts asked.
 */
export function balanceRowScope(f: LineFilters, byOffice: boolean): SQL {
  const accountOnly = accountCondition(f, sql`account_id`);
  const accounts = accountOnly ? sql`AND ${accountOnly}` : sql``;
  const offices = f.officeIds?.length
    ? sql`AND office_id IN (${list(f.officeIds)})`
    : byOffice
      ? sql`AND office_id <> ${ALL_OFFICES}::uuid`
      : sql`AND office_id = ${ALL_OFFICES}::uuid`;
  return sql`${offices} ${accounts}`;
}

export function lineConditions(f: LineFilters, alias = ""): SQL {
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const parts: SQL[] = [];
  const accounts = accountCondition(f, col("account_id"));
  if (accounts) parts.push(accounts);
  if (f.officeIds?.length) parts.push(sql`${col("office_id")} IN (${list(f.officeIds)})`);
  if (f.workUnitIds?.length) parts.push(sql`${col("work_unit_id")} IN (${list(f.workUnitIds)})`);
  if (f.activityIds?.length) parts.push(sql`${col("activity_id")} IN (${list(f.activityIds)})`);
  if (f.elementIds?.length) parts.push(sql`${col("element_id")} IN (${list(f.elementIds)})`);
  if (f.contactIds?.length) parts.push(sql`${col("contact_id")} IN (${list(f.contactIds)})`);
  if (f.jobIds?.length) parts.push(sql`${col("job_id")} IN (${list(f.jobIds)})`);
  if (f.tagIds?.length) parts.push(sql`${col("tag_ids")} && ARRAY[${list(f.tagIds)}]::uuid[]`);
  return parts.length ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``;
}

export interface AccountSums {
  accountId: string;
  officeId: string | null;
  /** Sums in cents, one per date (or range) asked. */
  debit: bigint[];
  credit: bigint[];
}

/**
 * Sums per account (and office, when asked) of everything dated before each of `dates`, in one
 * query. Without line-only filters it reads one balance row per account and office of each date's
 * year (opening plus the whole months before the date) and the lines of the partial months,
 * however many lines the ledger holds.
 */
export async function sumsBeforeDates(
  tx: Tx,
  companyId: string,
  dates: string[],
  filters: LineFilters = {},
  byOffice = false,
): Promise<AccountSums[]> {
  return parseSums(rowsOf<Record<string, string | null>>(await tx.execute(sumsQuery(companyId, dates, filters, byOffice))), dates);
}

/** The sums as rows of `sumsQuery`: `accountId`, `officeId`, then `d0`, `c0`, `d1`, `c1`, … in cents. */
export function parseSums(rows: Record<string, string | null>[], dates: string[]): AccountSums[] {
  return rows.map((r) => ({
    accountId: assertDefined(r.accountId, "a sums row names its account"),
    officeId: r.officeId ?? null,
    debit: dates.map((_, i) => BigInt(r[`d${i}`] ?? "0")),
    credit: dates.map((_, i) => BigInt(r[`c${i}`] ?? "0")),
  }));
}

/**
 * The query of `sumsBeforeDates` (a statement, or part of a larger one). The company may be a
 * placeholder (a statement built once: `executePrepared`); values drawn from the dates (years,
 * month columns, dates) are fixed in the statement, so a key of such a statement names the dates.
 */
export function sumsQuery(companyId: string | Placeholder<string>, dates: string[], filters: LineFilters = {}, byOffice = false): SQL {
  const officeCol = byOffice ? sql`office_id` : sql`NULL::uuid`;
  const last = [...dates].sort().at(-1) as string; // ISO dates sort as text
  let sums: SQL;
  if (needsLines(filters)) {
    const picks = dates.flatMap((d, i) => [
      sql`(coalesce(sum(debit) FILTER (WHERE date < ${d}::date), 0) * 100)::bigint::text AS ${sql.raw(`d${i}`)}`,
      sql`(coalesce(sum(credit) FILTER (WHERE date < ${d}::date), 0) * 100)::bigint::text AS ${sql.raw(`c${i}`)}`,
    ]);
    sums = sql`
      SELECT account_id AS "accountId", ${officeCol} AS "officeId", ${sql.join(picks, sql`, `)}
      FROM journal_lines WHERE company_id = ${companyId} AND date < ${last}::date ${lineConditions(filters)}
      GROUP BY 1, 2`;
  } else {
    const lineScope = lineConditions(filters);
    const rowScope = balanceRowScope(filters, byOffice);
    // The latest kept year: a date after it reads that year whole (no lines lie beyond it). An
    // init-plan, so the condition stays one that row-level security lets an index scan use.
    const latest = sql`(SELECT max(fiscal_year) FROM ledger_years WHERE company_id = ${companyId})`;
    const rowPicks = dates.flatMap((d) => {
      const year = Number(d.slice(0, 4));
      const before = Number(d.slice(5, 7)) - 1;
      const pick = (side: "debit" | "credit") =>
        sql`CASE WHEN fiscal_year = ${year}::int THEN ${throughMonth(side, before)}
          WHEN fiscal_year < ${year}::int AND fiscal_year = ${latest} THEN ${throughMonth(side, 12)} ELSE 0 END`;
      return [pick("debit"), pick("credit")];
    });
    const partial = dates.filter((d) => !d.endsWith("-01"));
    const linePicks = dates.flatMap((d) => {
      const inMonth = sql`date >= ${`${d.slice(0, 7)}-01`}::date AND date < ${d}::date`;
      return [sql`CASE WHEN ${inMonth} THEN (debit * 100)::bigint ELSE 0 END`, sql`CASE WHEN ${inMonth} THEN (credit * 100)::bigint ELSE 0 END`];
    });
    // Only the partial months' lines: a report comparing 26 Nov 2026 with 26 Nov 2025 reads the two
    // Novembers, not the year between them.
    const partialMonths = sql.join(
      [...new Set(partial)].map((d) => sql`(date >= ${`${d.slice(0, 7)}-01`}::date AND date < ${d}::date)`),
      sql` OR `,
    );
    const years = [...new Set(dates.map((d) => Number(d.slice(0, 4))))];
    const totals = dates.flatMap((_, i) => [sql.raw(`sum(d${i})::text AS d${i}`), sql.raw(`sum(c${i})::text AS c${i}`)]);
    const aliases = sql.raw(dates.flatMap((_, i) => [`d${i}`, `c${i}`]).join(", "));
    sums = sql`
      SELECT account_id AS "accountId", ${officeCol} AS "officeId", ${sql.join(totals, sql`, `)}
      FROM (
        SELECT account_id, office_id, ${sql.join(rowPicks, sql`, `)} FROM ledger_balances
          WHERE company_id = ${companyId} AND fiscal_year = ANY(ARRAY[${sql.join(years.map((y) => sql`${y}::int`), sql`, `)}, ${latest}]) ${rowScope}
        ${
          partial.length
            ? sql`UNION ALL
        SELECT account_id, office_id, ${sql.join(linePicks, sql`, `)} FROM journal_lines
          WHERE company_id = ${companyId} AND (${partialMonths}) ${lineScope}`
            : sql``
        }
      ) x (account_id, office_id, ${aliases})
      GROUP BY 1, 2`;
  }
  return sums;
}

export interface Drift {
  kind: "balance" | "opening" | "year";
  account_id: string | null;
  office_id: string | null;
  period: string;
  expected_debit: string;
  expected_credit: string;
  stored_debit: string;
  stored_credit: string;
}

/**
 * Recomputes the balances from the lines (`neraca_expected_balances`) and compares them with the
 * stored rows, cell by cell; also every year with lines must be kept. Any row returned is drift.
 */
export async function verifyBalances(tx: Tx, companyId: string): Promise<Drift[]> {
  const cells = [
    sql`('opening', fiscal_year::text, e.opening_debit, e.opening_credit, s.opening_debit, s.opening_credit)`,
    ...MONTHS.map(
      (m) =>
        sql`('balance', fiscal_year || '-' || ${m}::text, e.${sql.raw(`debit_${m}`)}, e.${sql.raw(`credit_${m}`)}, s.${sql.raw(`debit_${m}`)}, s.${sql.raw(`credit_${m}`)})`,
    ),
  ];
  const cellDrift = rowsOf<Drift & { ed: string; ec: string; sd: string; sc: string }>(
    await tx.execute(sql`
      WITH e AS (SELECT * FROM neraca_expected_balances(${companyId}::uuid)),
      s AS (SELECT * FROM ledger_balances WHERE company_id = ${companyId})
      SELECT v.kind, account_id, office_id, v.period, coalesce(v.ed, 0)::text AS ed, coalesce(v.ec, 0)::text AS ec,
        coalesce(v.sd, 0)::text AS sd, coalesce(v.sc, 0)::text AS sc
      FROM e FULL JOIN s USING (fiscal_year, account_id, office_id)
      CROSS JOIN LATERAL (VALUES ${sql.join(cells, sql`, `)}) AS v(kind, period, ed, ec, sd, sc)
      WHERE coalesce(v.ed, 0) <> coalesce(v.sd, 0) OR coalesce(v.ec, 0) <> coalesce(v.sc, 0)
      ORDER BY fiscal_year, account_id, office_id
      LIMIT 1000`),
  );
  const missingYears = rowsOf<{ year: number }>(
    await tx.execute(sql`
      SELECT DISTINCT extract(year FROM date)::int AS year FROM journal_lines l WHERE company_id = ${companyId}
        AND NOT EXISTS (SELECT 1 FROM ledger_years y WHERE y.company_id = l.company_id AND y.fiscal_year = extract(year FROM l.date))`),
  );
  const text = (cents: string) => centsToString(BigInt(cents));
  return [
    ...cellDrift.map((r) => ({
      kind: r.kind,
      account_id: r.account_id,
      office_id: r.office_id,
      period: r.period,
      expected_debit: text(r.ed),
      expected_credit: text(r.ec),
      stored_debit: text(r.sd),
      stored_credit: text(r.sc),
    })),
    ...missingYears.map((r) => ({
      kind: "year" as const,
      account_id: null,
      office_id: null,
      period: String(r.year),
      expected_debit: "0.00",
      expected_credit: "0.00",
      stored_debit: "0.00",
      stored_credit: "0.00",
    })),
  ];
}
