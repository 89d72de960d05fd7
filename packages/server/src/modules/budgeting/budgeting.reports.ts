import {
  Amount,
  type auditStandardReport,
  budgetingReports,
  centsToString,
  type profitLossBudgetReport,
  type budgetMonthReport,
  type budgetRealisationReport,
  formatMoney,
  formatQuantity,
  type Money,
  money,
  type ReportResponse,
  sumMoney,
  toCents,
} from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerReport } from "../reports/register-report.js";
import { profitLossFigures, profitLossGroupTotals, statementGroupTitle } from "../reports/reports.statements.js";
import { treeRows } from "../reports/tree.js";
import { type ReportContext, rowsOf } from "../reports/report-context.js";

/** A current budget line with its effective dimensions (the line's, else its budget's) and its budget per month. */
export interface CurrentLine {
  budget_id: string;
  budget_number: string | null;
  line_no: number;
  account_id: string | null;
  office_id: string | null;
  work_unit_id: string | null;
  activity_id: string | null;
  element_id: string | null;
  name: string;
  income: boolean;
  /** Quantity × standard price, when the line was priced so (the actual-against-standard report). */
  quantity?: string | null;
  standard_price?: string | null;
  /** `YYYY-MM-01` → amount, the months in the span only. */
  months: Map<string, string>;
}

const anyOf = (column: SQL, ids: readonly string[]) => (ids.length ? sql` AND ${column} = ANY(${sql.param([...ids])}::uuid[])` : sql``);

/** A current line's effective office and work unit: its own, else its budget's. */
const lineOffice = sql`coalesce(l.office_id, b.office_id)`;
const lineUnit = sql`coalesce(l.work_unit_id, b.work_unit_id)`;

/**
 * A budget line's name as every budget screen and message gives it — account, office, work unit,
 * activity, element, description — over `l` (the line), `b` (its budget), `a` (its account) and the
 * joins `budgetLineNameJoins` adds.
 */
export const budgetLineName = sql`concat_ws(' · ', a.code || ' ' || a.name, o.name, w.name, act.name, el.name, l.description)`;
export const budgetLineNameJoins = sql`
      LEFT JOIN offices o ON o.company_id = b.company_id AND o.id = ${lineOffice}
      LEFT JOIN work_units w ON w.company_id = b.company_id AND w.id = ${lineUnit}
      LEFT JOIN dimension_items act ON act.company_id = l.company_id AND act.id = l.activity_id
      LEFT JOIN dimension_items el ON el.company_id = l.company_id AND el.id = l.element_id`;

/** The names of these budget lines (`budgetLineName`), by `budget_id:line_no`. */
export async function budgetLineNames(ctx: { tx: ReportContext["tx"]; companyId: string }, keys: readonly { budget_id: string; line_no: number }[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{ budget_id: string; line_no: number; name: string }>(
    await ctx.tx.execute(sql`
      SELECT l.budget_id, l.line_no, ${budgetLineName} AS name
      FROM unnest(${sql.param(keys.map((k) => k.budget_id))}::uuid[], ${sql.param(keys.map((k) => k.line_no))}::int[]) AS k (budget_id, line_no)
      JOIN budget_lines l ON l.company_id = ${ctx.companyId} AND l.budget_id = k.budget_id AND l.line_no = k.line_no
      JOIN budgets b ON b.company_id = l.company_id AND b.id = l.budget_id
      LEFT JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      ${budgetLineNameJoins}`),
  );
  return new Map(rows.map((r) => [`${r.budget_id}:${r.line_no}`, r.name]));
}

/**
 * The current lines as a query's FROM and WHERE (`b` budgets, `d` their documents, `l` the lines, `a`
 * their accounts): approved, not superseded, of a period meeting [from, to], filtered by the report's
 * dimensions on their effective values (and one budget, when given).
 */
function currentLinesFrom(ctx: ReportContext, from: string, to: string, budgetId?: string) {
  const f = ctx.filters;
  return sql`FROM budgets b
      JOIN documents d ON d.company_id = b.company_id AND d.id = b.id AND d.status = 'approved'
      JOIN budget_lines l ON l.company_id = b.company_id AND l.budget_id = b.id
      LEFT JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      WHERE b.company_id = ${ctx.companyId} AND b.superseded_by IS NULL AND b.date_start <= ${to}::date AND b.date_end >= ${from}::date
        ${budgetId ? sql`AND b.id = ${budgetId}::uuid` : sql``}
        ${anyOf(lineOffice, f.officeIds ?? [])} ${anyOf(lineUnit, f.workUnitIds ?? [])} ${anyOf(sql`l.activity_id`, f.activityIds ?? [])} ${anyOf(sql`l.element_id`, f.elementIds ?? [])}`;
}

/**
 * The lines of the current versions (approved, not superseded) of budgets whose period meets
 * [from, to], filtered by the report's dimensions on their effective values (one budget, when given;
 * one page of them, in the report's order, when given), with each month's budget in the span.
 */
export async function currentBudgetLines(ctx: ReportContext, from: string, to: string, budgetId?: string, page?: { limit: number; offset: number }): Promise<CurrentLine[]> {
  const rows = rowsOf<Omit<CurrentLine, "months"> & { months: string | null }>(
    await ctx.tx.execute(sql`
      SELECT b.id AS budget_id, d.number AS budget_number, l.line_no, l.account_id, ${lineOffice} AS office_id, ${lineUnit} AS work_unit_id, l.activity_id, l.element_id,
        ${budgetLineName} AS name,
        coalesce(a.normal_balance = 'credit', false) AS income, l.quantity::text AS quantity, l.standard_price::text AS standard_price,
        -- Each month in the span as "month amount" pairs in one text (plain text: building JSON per line cost more than the rest of the read).
        (SELECT string_agg(m.month::text || ' ' || m.amount::text, ' ') FROM budget_amounts m
          WHERE m.company_id = l.company_id AND m.budget_id = l.budget_id AND m.line_no = l.line_no
            AND m.month >= date_trunc('month', ${from}::date) AND m.month <= ${to}::date) AS months
      FROM (SELECT b.id AS budget_key, l.line_no AS line_key, b.date_start, d.number ${currentLinesFrom(ctx, from, to, budgetId)}
        ORDER BY b.date_start, d.number, l.line_no ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}) p
      JOIN budgets b ON b.company_id = ${ctx.companyId} AND b.id = p.budget_key
      JOIN documents d ON d.company_id = b.company_id AND d.id = b.id
      JOIN budget_lines l ON l.company_id = b.company_id AND l.budget_id = b.id AND l.line_no = p.line_key
      LEFT JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      ${budgetLineNameJoins}
      ORDER BY p.date_start, p.number, p.line_key`),
  );
  return rows.map((r) => ({ ...r, months: pairs(r.months) }));
}

/** "2025-01-01 100.00 2025-02-01 250.00" → month → amount. */
function pairs(text: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!text) return out;
  const parts = text.split(" ");
  for (let i = 0; i + 1 < parts.length; i += 2) out.set(parts[i] as string, parts[i + 1] as string);
  return out;
}

/**
 * What was posted against each line per month in [from, to], signed as the line reads it (debit −
 * credit for costs and assets, credit − debit for income): the journal lines of its account (any
 * account's costs when it names none) that carry each dimension it names. The ledger is summed per
 * account, dimensions and month first, then matched to the lines.
 */
export async function actualsOf(ctx: ReportContext, lines: readonly LineKey[], from: string, to: string): Promise<Map<number, Map<string, Money>>> {
  const out = new Map<number, Map<string, Money>>();
  for (const r of await actualRows(ctx, lines, from, to)) {
    const byMonth = out.get(r.i) ?? new Map<string, Money>();
    byMonth.set(r.month, money(r.net));
    out.set(r.i, byMonth);
  }
  return out;
}

/**
 * The ledger matched to lines, as the CTEs `posted` and `matched` (line `i`, whether it is income, the
 * month and its net) over `keys` — the lines as rows (i, account_id, office_id, work_unit_id,
 * activity_id, element_id, income) — reading only the accounts `accounts` names (a list, or a query
 * giving them) and, when lines name none, every cost.
 */
function matchedLedger(ctx: ReportContext, keys: SQL, accounts: SQL, anyAccountless: SQL | boolean, from: string, to: string) {
  const costs = anyAccountless === false ? sql`` : anyAccountless === true ? sql`OR a.type = 'expense'` : sql`OR (a.type = 'expense' AND ${anyAccountless})`;
  return sql`
      posted AS (
        SELECT j.account_id, j.office_id, j.work_unit_id, j.activity_id, j.element_id, date_trunc('month', j.date)::date AS month,
          sum(j.debit - j.credit) AS net, bool_or(a.type = 'expense') AS expense
        FROM journal_lines j JOIN accounts a ON a.company_id = j.company_id AND a.id = j.account_id
        WHERE j.company_id = ${ctx.companyId} AND j.date >= ${from}::date AND j.date <= ${to}::date
          -- A year-end closing journal zeroes the income and expense accounts, and its reversal restores them: neither is spending.
          AND NOT EXISTS (SELECT 1 FROM journals jj WHERE jj.company_id = j.company_id AND jj.id = j.journal_id
            AND (jj.journal_type = 'closing' OR jj.journal_type = 'reversal'
              AND EXISTS (SELECT 1 FROM journals c WHERE c.company_id = jj.company_id AND c.id = jj.reversal_of_id AND c.journal_type = 'closing')))
          AND (j.account_id IN (${accounts}) ${costs})
        GROUP BY 1, 2, 3, 4, 5, 6
      ),
      k AS (${keys}),
      -- The lines naming no account, apart (and few): each joins every cost posted, so the join must not scan all lines per cost.
      kn AS MATERIALIZED (SELECT * FROM k WHERE account_id IS NULL),
      -- Lines of an account join the ledger on it (a hash join); lines of a dimension alone, on the costs.
      matched AS (
        SELECT k.i, k.income, p.month, p.net FROM k JOIN posted p ON p.account_id = k.account_id
        WHERE (k.office_id IS NULL OR p.office_id = k.office_id) AND (k.work_unit_id IS NULL OR p.work_unit_id = k.work_unit_id)
          AND (k.activity_id IS NULL OR p.activity_id = k.activity_id) AND (k.element_id IS NULL OR p.element_id = k.element_id)
        UNION ALL
        SELECT k.i, k.income, p.month, p.net FROM kn k JOIN posted p ON p.expense
        WHERE (k.office_id IS NULL OR p.office_id = k.office_id) AND (k.work_unit_id IS NULL OR p.work_unit_id = k.work_unit_id)
          AND (k.activity_id IS NULL OR p.activity_id = k.activity_id) AND (k.element_id IS NULL OR p.element_id = k.element_id)
      )`;
}

/** What the ledger and commitment reads need of a line: which it is, its dimensions, how it reads. */
export type LineKey = Pick<CurrentLine, "budget_id" | "line_no" | "account_id" | "office_id" | "work_unit_id" | "activity_id" | "element_id" | "income">;

/** The lines as the rows of a query: (i — the line's index, account_id, office_id, work_unit_id, activity_id, element_id, income, budget_id, line_no). */
function lineKeys(lines: readonly LineKey[]) {
  const col = <T>(pick: (l: LineKey) => T) => sql.param(lines.map(pick));
  return sql`SELECT * FROM unnest(${sql.param(lines.map((_l, i) => i))}::int[], ${col((l) => l.account_id)}::uuid[], ${col((l) => l.office_id)}::uuid[],
    ${col((l) => l.work_unit_id)}::uuid[], ${col((l) => l.activity_id)}::uuid[], ${col((l) => l.element_id)}::uuid[], ${col((l) => l.income)}::boolean[],
    ${col((l) => l.budget_id)}::uuid[], ${col((l) => l.line_no)}::int[])
    AS k (i, account_id, office_id, work_unit_id, activity_id, element_id, income, budget_id, line_no)`;
}

/** The ledger's CTEs (`matchedLedger`) over these lines: the accounts they name, and every cost when one names none. */
function ledgerOfLines(ctx: ReportContext, lines: readonly LineKey[], from: string, to: string) {
  const accountIds = [...new Set(lines.flatMap((l) => (l.account_id ? [l.account_id] : [])))];
  const accounts = accountIds.length ? sql`SELECT unnest(${sql.param(accountIds)}::uuid[])` : sql`SELECT NULL::uuid`;
  return matchedLedger(ctx, lineKeys(lines), accounts, lines.some((l) => !l.account_id), from, to);
}

/** `actualsOf` as the database answers it: a row per line (its index) and month with a figure, the figure as text. */
async function actualRows(ctx: ReportContext, lines: readonly LineKey[], from: string, to: string): Promise<{ i: number; month: string; net: string }[]> {
  if (lines.length === 0) return [];
  return rowsOf<{ i: number; month: string; net: string }>(
    await ctx.tx.execute(sql`
      WITH ${ledgerOfLines(ctx, lines, from, to)}
      SELECT i, month::text AS month, sum(CASE WHEN income THEN -net ELSE net END)::text AS net FROM matched GROUP BY 1, 2`),
  );
}

/**
 * Per month of [from, to], over every current line (the report's filters applied): the budget and the
 * actual of cost lines and of income lines apart (actual signed as each line reads it), summed in the
 * database — the month report's totals, whatever page it shows. Answers `YYYY-MM-01` → the four sums.
 */
async function monthTotals(ctx: ReportContext, from: string, to: string) {
  const lines = sql`SELECT l.budget_id, l.line_no, l.account_id, ${lineOffice} AS office_id, ${lineUnit} AS work_unit_id, l.activity_id, l.element_id,
    coalesce(a.normal_balance = 'credit', false) AS income ${currentLinesFrom(ctx, from, to)}`;
  const rows = rowsOf<{ month: string; budget_cost: string; budget_income: string; actual_cost: string; actual_income: string }>(
    await ctx.tx.execute(sql`
      WITH lines AS MATERIALIZED (${lines}),
      ${matchedLedger(ctx, sql`SELECT 0 AS i, account_id, office_id, work_unit_id, activity_id, element_id, income FROM lines`, sql`SELECT account_id FROM lines WHERE account_id IS NOT NULL`, sql`EXISTS (SELECT 1 FROM lines WHERE account_id IS NULL)`, from, to)},
      budgeted AS (
        SELECT m.month, sum(m.amount) FILTER (WHERE NOT k.income) AS cost, sum(m.amount) FILTER (WHERE k.income) AS income
        FROM lines k JOIN budget_amounts m ON m.company_id = ${ctx.companyId} AND m.budget_id = k.budget_id AND m.line_no = k.line_no
          AND m.month >= date_trunc('month', ${from}::date) AND m.month <= ${to}::date
        GROUP BY 1
      ),
      spent AS (
        SELECT month, sum(net) FILTER (WHERE NOT income) AS cost, -sum(net) FILTER (WHERE income) AS income FROM matched GROUP BY 1
      )
      SELECT coalesce(b.month, s.month)::text AS month, coalesce(b.cost, 0)::text AS budget_cost, coalesce(b.income, 0)::text AS budget_income,
        coalesce(s.cost, 0)::text AS actual_cost, coalesce(s.income, 0)::text AS actual_income
      FROM budgeted b FULL JOIN spent s ON s.month = b.month`),
  );
  return new Map(rows.map((r) => [r.month, r]));
}

/**
 * The month report's count and totals, read once per transaction and filters: an export reads every
 * page in one transaction, and the whole is the same for each.
 */
const wholes = new WeakMap<object, Map<string, Promise<{ total: number; sums: Awaited<ReturnType<typeof monthTotals>> }>>>();
function wholeOf(ctx: ReportContext, from: string, to: string) {
  const byKey = wholes.get(ctx.tx) ?? new Map();
  wholes.set(ctx.tx, byKey);
  const key = JSON.stringify([from, to, ctx.filters]);
  let whole = byKey.get(key);
  if (!whole) {
    whole = (async () => ({ total: await currentLineCount(ctx, from, to), sums: await monthTotals(ctx, from, to) }))();
    byKey.set(key, whole);
  }
  return whole;
}

/** How many current lines the report's filters leave in [from, to]. */
async function currentLineCount(ctx: ReportContext, from: string, to: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await ctx.tx.execute(sql`SELECT count(*)::int AS n ${currentLinesFrom(ctx, from, to)}`));
  return row?.n ?? 0;
}

/**
 * The CTE `held`: open commitments dated in [from, to] (one document left out) summed per account and
 * dimensions, each marked whether it is a cost (on an expense account, or on none yet); matched to a
 * line `k` by `heldMatch` (a line naming no account covers costs — control.ts, matches).
 */
function heldCte(ctx: ReportContext, from: string, to: string, excludeSourceId: string | null) {
  return sql`held AS MATERIALIZED (
        SELECT cm.account_id, cm.office_id, cm.work_unit_id, cm.activity_id, cm.element_id, sum(cm.amount) AS amount,
          cm.account_id IS NULL OR bool_or(a.type = 'expense') AS cost
        FROM budget_commitments cm LEFT JOIN accounts a ON a.company_id = cm.company_id AND a.id = cm.account_id
        WHERE cm.company_id = ${ctx.companyId} AND cm.date >= ${from}::date AND cm.date <= ${to}::date AND cm.source_id IS DISTINCT FROM ${excludeSourceId}::uuid
        GROUP BY 1, 2, 3, 4, 5
        HAVING sum(cm.amount) <> 0
      )`;
}
const heldMatch = sql`(k.account_id IS NULL AND h.cost OR h.account_id = k.account_id)
        AND (k.office_id IS NULL OR h.office_id = k.office_id) AND (k.work_unit_id IS NULL OR h.work_unit_id = k.work_unit_id)
        AND (k.activity_id IS NULL OR h.activity_id = k.activity_id) AND (k.element_id IS NULL OR h.element_id = k.element_id)`;

/** What approved documents hold of each line (open commitments dated in [from, to]; one document left out), in the lines' order. */
export async function committedOf(ctx: ReportContext, lines: readonly LineKey[], from: string, to: string, excludeSourceId: string | null = null): Promise<Money[]> {
  if (lines.length === 0) return [];
  const rows = rowsOf<{ i: number; committed: string }>(
    await ctx.tx.execute(sql`
      WITH ${heldCte(ctx, from, to, excludeSourceId)}, k AS (${lineKeys(lines)})
      SELECT k.i, coalesce(sum(h.amount), 0)::text AS committed FROM k LEFT JOIN held h ON ${heldMatch}
      GROUP BY k.i ORDER BY k.i`),
  );
  return rows.map((r) => money(r.committed));
}

/** A line's figures over a span: its budget, what was posted against it (signed as it reads) and what other documents hold of it. */
export interface LineFigures {
  budget: Money;
  actual: Money;
  committed: Money;
}

/**
 * The figures of each line over [from, to], in the lines' order, in one statement (the budget
 * control reads them on every submit): the budget of its months in the span, its actual
 * (`actualsOf`'s reading, summed) and its commitments (`committedOf`'s, one document left out).
 */
export async function lineFigures(ctx: ReportContext, lines: readonly LineKey[], from: string, to: string, excludeSourceId: string | null = null): Promise<LineFigures[]> {
  if (lines.length === 0) return [];
  const rows = rowsOf<{ budget: string; actual: string; committed: string }>(
    await ctx.tx.execute(sql`
      WITH ${ledgerOfLines(ctx, lines, from, to)}, ${heldCte(ctx, from, to, excludeSourceId)},
      spent AS (SELECT i, sum(CASE WHEN income THEN -net ELSE net END) AS actual FROM matched GROUP BY i)
      SELECT
        (SELECT coalesce(sum(m.amount), 0) FROM budget_amounts m WHERE m.company_id = ${ctx.companyId} AND m.budget_id = k.budget_id AND m.line_no = k.line_no
          AND m.month >= date_trunc('month', ${from}::date) AND m.month <= ${to}::date)::text AS budget,
        coalesce(s.actual, 0)::text AS actual,
        (SELECT coalesce(sum(h.amount), 0) FROM held h WHERE ${heldMatch})::text AS committed
      FROM k LEFT JOIN spent s ON s.i = k.i
      ORDER BY k.i`),
  );
  return rows.map((r) => ({ budget: money(r.budget), actual: money(r.actual), committed: money(r.committed) }));
}

export const favourable = (income: boolean, budget: Money, actual: Money) => (income ? actual.minus(budget) : budget.minus(actual));

/**
 * `/report/report-budget-month`: January–December budget, actual and variance per current line, monthly
 * or cumulative. Tens of thousands of lines × 12 months × three figures: added up in cents (bigint),
 * not decimals, and the running sums carried, not recomputed per month.
 */
export async function budgetMonth(
  ctx: ReportContext,
  q: { year: number; cumulative: "true" | "false"; page: number; per_page: number },
): Promise<ReportResponse<typeof budgetMonthReport>> {
  const from = `${q.year}-01-01`;
  const to = `${q.year}-12-31`;
  const months = Array.from({ length: 12 }, (_v, i) => `${q.year}-${String(i + 1).padStart(2, "0")}-01`);
  const { total, sums } = await wholeOf(ctx, from, to);
  const lines = await currentBudgetLines(ctx, from, to, undefined, { limit: q.per_page, offset: (q.page - 1) * q.per_page });
  const actual = lines.map(() => Array<bigint>(12).fill(0n));
  for (const r of await actualRows(ctx, lines, from, to)) (actual[r.i] as bigint[])[Number(r.month.slice(5, 7)) - 1] = toCents(r.net);
  const cumulative = q.cumulative === "true";
  /** The month figures as the report shows them (running sums when cumulative), and their total. */
  const shown = (values: bigint[]) => {
    let running = 0n;
    const out = values.map((v) => {
      running += v;
      return centsToString(cumulative ? running : v);
    });
    return { out, total: centsToString(running) };
  };
  const rows = lines.map((l, i) => {
    const budget = months.map((m) => toCents(l.months.get(m) ?? "0"));
    const spent = actual[i] as bigint[];
    const variance = budget.map((b, k) => (l.income ? (spent[k] as bigint) - b : b - (spent[k] as bigint)));
    const [b, a, v] = [shown(budget), shown(spent), shown(variance)];
    return {
      ...lineKeyOf(l),
      budget: b.out,
      actual: a.out,
      variance: v.out,
      budget_total: b.total,
      actual_total: a.total,
      variance_total: v.total,
    };
  });
  // The totals of every line, not the page's: summed in the database. Variance favourable positive:
  // budget − actual for costs, actual − budget for income.
  const figure = (m: string, pick: (r: { budget_cost: string; budget_income: string; actual_cost: string; actual_income: string }) => bigint) => {
    const r = sums.get(m);
    return r ? pick(r) : 0n;
  };
  const budgetSum = months.map((m) => figure(m, (r) => toCents(r.budget_cost) + toCents(r.budget_income)));
  const actualSum = months.map((m) => figure(m, (r) => toCents(r.actual_cost) + toCents(r.actual_income)));
  const varianceSum = months.map((m) => figure(m, (r) => toCents(r.budget_cost) - toCents(r.actual_cost) + toCents(r.actual_income) - toCents(r.budget_income)));
  const [b, a, v] = [shown(budgetSum), shown(actualSum), shown(varianceSum)];
  return {
    rows,
    totals: { budget: b.out, actual: a.out, variance: v.out, budget_total: b.total, actual_total: a.total, variance_total: v.total },
    meta: { page: q.page, per_page: q.per_page, total },
  };
}

/** What a report row says of its budget line: which line it is and how it reads. */
const lineKeyOf = (l: CurrentLine) => ({ budget_id: l.budget_id, budget_number: l.budget_number, line_no: l.line_no, account_id: l.account_id, name: l.name, income: l.income });

const percentOf = (part: Money, whole: Money) => (whole.isZero() ? null : part.dividedBy(whole).times(100).toFixed(1));

/**
 * `/report/report-budget`: per current line in the period — its version 1 budget for the same
 * account and dimensions (original), what revisions changed, the current budget, the actual, what is
 * available and the share used.
 */
export async function budgetRealisation(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof budgetRealisationReport>> {
  const lines = await currentBudgetLines(ctx, q.date_from, q.date_to);
  const actuals = await actualsOf(ctx, lines, q.date_from, q.date_to);
  const committed = await committedOf(ctx, lines, q.date_from, q.date_to);
  // The original: version 1 of each current budget's chain, its lines with the same account and dimensions, in the span.
  const originals = rowsOf<{ budget_id: string; key: string; amount: string }>(
    await ctx.tx.execute(sql`
      WITH RECURSIVE chain (budget_id, id, revision_of) AS (
        SELECT b.id, b.id, b.revision_of FROM budgets b
          WHERE b.company_id = ${ctx.companyId} AND b.id = ANY(${sql.param([...new Set(lines.map((l) => l.budget_id))])}::uuid[])
        UNION ALL SELECT c.budget_id, p.id, p.revision_of FROM chain c JOIN budgets p ON p.company_id = ${ctx.companyId} AND p.id = c.revision_of
      )
      SELECT c.budget_id, concat_ws('|', l.account_id, coalesce(l.office_id, b.office_id), coalesce(l.work_unit_id, b.work_unit_id), l.activity_id, l.element_id) AS key,
        sum(m.amount)::text AS amount
      FROM chain c JOIN budgets b ON b.company_id = ${ctx.companyId} AND b.id = c.id AND b.revision_of IS NULL
      JOIN budget_lines l ON l.company_id = b.company_id AND l.budget_id = b.id
      JOIN budget_amounts m ON m.company_id = l.company_id AND m.budget_id = l.budget_id AND m.line_no = l.line_no
        AND m.month >= date_trunc('month', ${q.date_from}::date) AND m.month <= ${q.date_to}::date
      GROUP BY 1, 2`),
  );
  // Approved transfers between lines, on any version of each chain (a revision copies the months as the
  // transfers left them): what each moved per key, and what they moved on the first version, whose months
  // they changed (its original is its months before them).
  const moves = rowsOf<{ budget_id: string; key: string; moved: string; first: string | null }>(
    await ctx.tx.execute(sql`
      WITH RECURSIVE chain (budget_id, id, revision_of) AS (
        SELECT b.id, b.id, b.revision_of FROM budgets b
          WHERE b.company_id = ${ctx.companyId} AND b.id = ANY(${sql.param([...new Set(lines.map((l) => l.budget_id))])}::uuid[])
        UNION ALL SELECT c.budget_id, p.id, p.revision_of FROM chain c JOIN budgets p ON p.company_id = ${ctx.companyId} AND p.id = c.revision_of
      ),
      moved AS (
        SELECT c.budget_id, c.id AS version, c.revision_of IS NULL AS first, x.line_no, tl.month, x.delta
        FROM chain c JOIN budget_transfers t ON t.company_id = ${ctx.companyId} AND t.budget_id = c.id AND t.applied_at IS NOT NULL
        JOIN budget_transfer_lines tl ON tl.company_id = t.company_id AND tl.transfer_id = t.id
        CROSS JOIN LATERAL (VALUES (tl.to_line_no, tl.amount), (tl.from_line_no, -tl.amount)) x (line_no, delta)
        WHERE tl.month >= date_trunc('month', ${q.date_from}::date) AND tl.month <= ${q.date_to}::date
      )
      SELECT m.budget_id, concat_ws('|', l.account_id, coalesce(l.office_id, b.office_id), coalesce(l.work_unit_id, b.work_unit_id), l.activity_id, l.element_id) AS key,
        sum(m.delta)::text AS moved, (sum(m.delta) FILTER (WHERE m.first))::text AS first
      FROM moved m JOIN budgets b ON b.company_id = ${ctx.companyId} AND b.id = m.version
      JOIN budget_lines l ON l.company_id = b.company_id AND l.budget_id = b.id AND l.line_no = m.line_no
      GROUP BY 1, 2`),
  );
  const transferred = new Map(moves.map((m) => [`${m.budget_id}:${m.key}`, money(m.moved)]));
  const firstMoved = new Map(moves.map((m) => [`${m.budget_id}:${m.key}`, money(m.first ?? "0")]));
  const original = new Map(originals.map((o) => [`${o.budget_id}:${o.key}`, money(o.amount).minus(firstMoved.get(`${o.budget_id}:${o.key}`) ?? money(0))]));
  const keyOf = (l: CurrentLine) => `${l.budget_id}:${[l.account_id, l.office_id, l.work_unit_id, l.activity_id, l.element_id].filter((v) => v !== null).join("|")}`;
  // Two current lines of a budget with the same key share its original: the first takes it.
  const taken = new Set<string>();
  const totals = { original: money(0), transfers: money(0), current: money(0), actual: money(0), committed: money(0), available: money(0) };
  const rows = lines.map((l, i) => {
    const current = sumMoney(l.months.values());
    const key = keyOf(l);
    const first = original.get(key) ?? money(0);
    const orig = taken.has(key) ? money(0) : first;
    const moved = taken.has(key) ? money(0) : (transferred.get(key) ?? money(0));
    taken.add(key);
    const actual = sumMoney(actuals.get(i)?.values() ?? []);
    const held = committed[i] ?? money(0);
    // A cost line's room is what the budget control leaves (budget − actual − committed); an income line's variance is actual − budget.
    const available = l.income ? favourable(true, current, actual) : current.minus(actual).minus(held);
    totals.original = totals.original.plus(orig);
    totals.transfers = totals.transfers.plus(moved);
    totals.current = totals.current.plus(current);
    totals.actual = totals.actual.plus(actual);
    totals.committed = totals.committed.plus(held);
    totals.available = totals.available.plus(available);
    return {
      ...lineKeyOf(l),
      original: formatMoney(orig),
      transfers: formatMoney(moved),
      revisions: formatMoney(current.minus(orig).minus(moved)),
      current: formatMoney(current),
      actual: formatMoney(actual),
      committed: formatMoney(held),
      available: formatMoney(available),
      used_percent: percentOf(actual, current),
    };
  });
  return {
    rows,
    totals: {
      original: formatMoney(totals.original),
      transfers: formatMoney(totals.transfers),
      revisions: formatMoney(totals.current.minus(totals.original).minus(totals.transfers)),
      current: formatMoney(totals.current),
      actual: formatMoney(totals.actual),
      committed: formatMoney(totals.committed),
      available: formatMoney(totals.available),
      used_percent: percentOf(totals.actual, totals.current),
    },
  };
}

/**
 * `/report/audit/standard`: the current lines priced as quantity × standard price, each one's
 * standard in the period (its months in the span) against the actual on its account and dimensions;
 * the actual per unit over the period's share of the quantity; unfavourable beyond the tolerance flagged.
 */
export async function auditStandard(ctx: ReportContext, q: { date_from: string; date_to: string; tolerance_percent: string }): Promise<ReportResponse<typeof auditStandardReport>> {
  const lines = (await currentBudgetLines(ctx, q.date_from, q.date_to)).filter((l) => l.quantity && l.standard_price);
  const actuals = await actualsOf(ctx, lines, q.date_from, q.date_to);
  const totals = { standard: money(0), actual: money(0), variance: money(0) };
  let beyond = 0;
  const rows = lines.map((l, i) => {
    const standard = sumMoney(l.months.values());
    const actual = sumMoney(actuals.get(i)?.values() ?? []);
    const variance = favourable(l.income, standard, actual);
    // The quantity the period's share of the standard stands for: the standard ÷ the standard price.
    const units = money(l.standard_price as string).isZero() ? money(0) : standard.dividedBy(l.standard_price as string);
    const flagged = variance.isNegative() && variance.negated().greaterThan(standard.abs().times(q.tolerance_percent).dividedBy(100));
    if (flagged) beyond += 1;
    totals.standard = totals.standard.plus(standard);
    totals.actual = totals.actual.plus(actual);
    totals.variance = totals.variance.plus(variance);
    return {
      ...lineKeyOf(l),
      quantity: formatQuantity(l.quantity as string),
      standard_price: formatMoney(l.standard_price as string),
      standard: formatMoney(standard),
      actual: formatMoney(actual),
      actual_price: units.isZero() ? null : formatMoney(actual.dividedBy(units)),
      variance: formatMoney(variance),
      variance_percent: percentOf(variance, standard),
      beyond_tolerance: flagged,
    };
  });
  return {
    rows,
    totals: {
      standard: formatMoney(totals.standard),
      actual: formatMoney(totals.actual),
      variance: formatMoney(totals.variance),
      variance_percent: percentOf(totals.variance, totals.standard),
    },
    beyond_tolerance: beyond,
  };
}

/**
 * `/report/profit-loss-v2`: the profit and loss tree of the period and of the year to its end beside
 * the budget of each account (current lines naming it, their whole months in the span, filtered by
 * the report's dimensions as the budget reports are), favourable variances positive.
 */
export async function profitLossBudget(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof profitLossBudgetReport>> {
  const yearStart = `${q.date_to.slice(0, 4)}-01-01`;
  const figures = await profitLossFigures(ctx, [
    { key: "p", label: "p", from: q.date_from, to: q.date_to },
    { key: "y", label: "y", from: yearStart, to: q.date_to },
  ]);
  const lines = (await currentBudgetLines(ctx, yearStart < q.date_from ? yearStart : q.date_from, q.date_to)).filter((l) => l.account_id);
  const periodFrom = `${q.date_from.slice(0, 7)}-01`;
  const budgets = new Map<string, [Money, Money]>();
  for (const l of lines) {
    const [p, y] = budgets.get(l.account_id as string) ?? [money(0), money(0)];
    let inPeriod = p;
    let inYear = y;
    for (const [month, amount] of l.months) {
      if (month >= periodFrom && month <= q.date_to) inPeriod = inPeriod.plus(amount);
      if (month >= yearStart && month <= q.date_to) inYear = inYear.plus(amount);
    }
    budgets.set(l.account_id as string, [inPeriod, inYear]);
  }
  // Four figures per account: actual and budget of the period, of the year to date.
  const zero = Amount.of(0);
  const values = new Map<string, Amount[]>();
  for (const [id, [p, y]] of figures.values) values.set(id, [p ?? zero, zero, y ?? zero, zero]);
  for (const [id, [p, y]] of budgets) {
    const v = values.get(id) ?? [zero, zero, zero, zero];
    values.set(id, [v[0] as Amount, Amount.of(p.toFixed(2)), v[2] as Amount, Amount.of(y.toFixed(2))]);
  }
  const withBudget = { ...figures, values };
  const grouped = profitLossGroupTotals(withBudget, 4);
  const figuresOf = (v: readonly Amount[], sign: number) => {
    const out: Record<string, string> = {};
    const put = (prefix: string, actual: Amount, budget: Amount) => {
      const variance = sign > 0 ? actual.minus(budget) : budget.minus(actual);
      out[`${prefix}actual`] = actual.toString();
      out[`${prefix}budget`] = budget.toString();
      out[`${prefix}variance`] = variance.toString();
      if (!budget.isZero()) out[`${prefix}variance_percent`] = money(variance.toString()).dividedBy(money(budget.toString()).abs()).times(100).toFixed(1);
    };
    put("", v[0] as Amount, v[1] as Amount);
    put("ytd_", v[2] as Amount, v[3] as Amount);
    return out;
  };
  const groups = grouped.groups.map((g) => ({
    key: g.key,
    title: statementGroupTitle(g.key, ctx.language),
    rows: treeRows(figures.tree.roots, values, 4, { includeZero: ctx.includeZero, keep: g.keep }).map((r) => ({
      account_id: r.node.id,
      code: r.node.code,
      name: r.node.name,
      type: r.node.type,
      level: r.level,
      is_header: r.isHeader,
      values: figuresOf(r.values, g.sign),
    })),
    total: figuresOf(g.totals, g.sign),
  }));
  return { groups, gross_profit: figuresOf(grouped.through(1), 1), operating_profit: figuresOf(grouped.through(2), 1), net_profit: figuresOf(grouped.through(5), 1) };
}

/** The budget reports' routes. */
export const budgetingReportRoutes: FastifyPluginAsync = async (app) => {
  registerReport(app, budgetingReports["report-budget-month"], budgetMonth);
  registerReport(app, budgetingReports["report-budget"], budgetRealisation);
  registerReport(app, budgetingReports["profit-loss-v2"], profitLossBudget);
  registerReport(app, budgetingReports["audit/standard"], auditStandard);
};
