import {
  Amount,
  type CashFlowSection,
  cashFlowSectionOf,
  cashFlowSections,
  cashbankReports,
  type ReportResponse,
  ZERO_AMOUNT,
} from "@neraca/core";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { notFound } from "../../platform/errors.js";
import { executePrepared } from "../../db/prepared.js";
import { type LineFilters, lineConditions, parseSums, sumsBeforeDates, sumsQuery } from "../ledger/balances.js";
import { registerReport, withJsonRows } from "../reports/register-report.js";
import { nextDay, type ReportContext, rowsOf } from "../reports/report-context.js";
import { type CashbankScope, mappedToCaller, scopeCondition, scopeOf, seesEveryCashbank } from "./access.js";
import { assertDefined } from "../../platform/assert.js";

interface ScopedCashbank {
  id: string;
  code: string;
  name: string;
  account_id: string;
}

const ids = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  );

/** The caller's cash and bank accounts (spec §6), optionally only some of them. */
export async function scopedCashbanks(ctx: ReportContext, only: readonly string[] = []): Promise<ScopedCashbank[]> {
  const scope: CashbankScope = ctx.auth ? await scopeOf(ctx.tx, ctx.auth) : [];
  return rowsOf<ScopedCashbank>(
    await ctx.tx.execute(sql`SELECT id, code, name, account_id FROM cashbanks
      WHERE company_id = ${ctx.companyId} AND ${scopeCondition(scope, sql`id`)} ${only.length ? sql`AND id IN (${ids(only)})` : sql``}
      ORDER BY code`),
  );
}

const balanceOf = (sums: { debit: bigint[]; credit: bigint[] } | undefined, i: number) =>
  sums ? Amount.of((sums.debit[i] ?? 0n) - (sums.credit[i] ?? 0n)) : ZERO_AMOUNT;

type CashBook = ReportResponse<typeof cashbankReports["cash-bank"]>;
type CashBookQuery = z.output<(typeof cashbankReports)["cash-bank"]["query"]>;

/** The account, its sums and the page as the statement answers them. */
type CashBookRow = {
  cashbank_id: string;
  cashbank_code: string;
  cashbank_name: string;
  account_id: string;
  /** Sums before date_from and before the day after date_to, in cents (null: no balances). */
  d0: string | null;
  c0: string | null;
  d1: string | null;
  c1: string | null;
  /** The page's first line's balance before it (null: an empty page). */
  page_opening: string | null;
  /** Lines read up to this page and one beyond it: whether another page follows. */
  read: string;
  /** The page's lines as JSON text (null when none), passed through to the answer. */
  lines: string | null;
  /** A foreign account's currency (null: base), and its balances in it before the period and after it. */
  currency: string | null;
  opening_currency: string | null;
  closing_currency: string | null;
};

/** A value of the statement, or the placeholder standing for it in a statement built once. */
type Arg<T> = T | Placeholder<string>;

/** What the cash book's statement takes besides its period. */
type CashBookArgs = {
  companyId: Arg<string>;
  cashbankId: Arg<string>;
  userId: Arg<string | null>;
  /** Lines to read: up to the end of the page and one more. */
  limit: Arg<number>;
  /** Lines before the page. */
  offset: Arg<number>;
  /** The page's last line's number. */
  last: Arg<number>;
};

/**
 * The cash book's statement: the account, looked up in the caller's mapping; its opening and
 * closing from the balances; the page of lines with their running balance (exact, in NUMERIC), one
 * more line to know whether another page follows. The lines come as JSON text.
 */
function cashBookStatement(ctx: ReportContext, q: CashBookQuery, a: CashBookArgs): SQL {
  const c = a.companyId;
  const filters: LineFilters = { ...ctx.filters, accountIds: undefined, accountQuery: sql`(SELECT account_id FROM cb)` };
  // The page in the account-and-date index's order (journal ids are time-ordered); the running
  // sum covers the rows before the page too.
  // A foreign account's balance in its currency before a day: the monthly currency balances before its
  // month and the lines of its month before it (plain date bounds: leakproof under row-level security).
  const end = nextDay(q.date_to);
  // The currency balances keep offices, not the other dimensions: filtered by one of those, the book
  // answers no figures in the currency (as the ledger does); by offices, they are read for those.
  const { accountIds: _a, accountQuery: _q, accountsQuery: _s, officeIds, ...others } = ctx.filters;
  const inCurrency = !Object.values(others).some((v) => Array.isArray(v) && v.length > 0);
  const offices = (column: string) =>
    officeIds?.length ? sql` AND ${sql.raw(column)} IN (${sql.join(officeIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const heldBefore = (day: string) => sql`(
        coalesce((SELECT sum(b.debit - b.credit) FROM ledger_currency_balances b, cb
          WHERE b.company_id = ${c}::uuid AND b.account_id = cb.account_id AND b.currency = cb.currency AND b.period_month < ${`${day.slice(0, 7)}-01`}::date${offices("b.office_id")}), 0)
        + coalesce((SELECT sum(CASE WHEN jl.debit > 0 THEN jl.amount_currency ELSE -jl.amount_currency END) FROM journal_lines jl, cb
          WHERE jl.company_id = ${c}::uuid AND jl.account_id = cb.account_id AND jl.currency = cb.currency
            AND jl.date >= ${`${day.slice(0, 7)}-01`}::date AND jl.date < ${day}::date${offices("jl.office_id")}), 0))`;
  return sql`
      WITH cb AS (
        SELECT id, code, name, account_id,
          ${inCurrency ? sql`CASE WHEN currency <> (SELECT base_currency FROM companies WHERE id = ${c}::uuid) THEN currency END` : sql`NULL::text`} AS currency
        FROM cashbanks
        WHERE company_id = ${c}::uuid AND id = ${a.cashbankId}::uuid AND ${mappedToCaller(ctx.auth, sql`cashbanks.id`, { companyId: c, userId: a.userId })}
      ), s AS (${sumsQuery(c, [q.date_from, end], filters)}
      ), h AS (
        SELECT CASE WHEN (SELECT currency FROM cb) IS NOT NULL THEN ${heldBefore(q.date_from)} END AS opening,
          CASE WHEN (SELECT currency FROM cb) IS NOT NULL THEN ${heldBefore(end)} END AS closing
      ), l AS (
        SELECT journal_id, line_no, date, debit, credit, description, contact_id, office_id, currency, amount_currency FROM journal_lines
        WHERE company_id = ${c}::uuid AND date >= ${q.date_from}::date AND date <= ${q.date_to}::date ${lineConditions(filters)}
        ORDER BY date, journal_id, line_no
        LIMIT ${a.limit}::int
      ), w AS (
        SELECT l.*, row_number() OVER o AS rn, sum(debit - credit) OVER o AS moved,
          sum(CASE WHEN l.currency IS DISTINCT FROM (SELECT currency FROM cb) THEN 0 WHEN l.debit > 0 THEN l.amount_currency ELSE -l.amount_currency END) OVER o AS moved_currency
        FROM l WINDOW o AS (ORDER BY date, journal_id, line_no ROWS UNBOUNDED PRECEDING)
      ), p AS (
        SELECT w.rn, w.journal_id, coalesce(d.number, j.number) AS number, w.date::text AS date, j.source_type, j.source_id,
          coalesce(w.description, j.description) AS description, ct.name AS contact_name, o.name AS office_name,
          w.debit::text AS "in", w.credit::text AS "out",
          round(coalesce((SELECT s.d0::numeric - s.c0::numeric FROM s), 0) / 100 + w.moved, 2)::text AS balance,
          CASE WHEN w.currency = (SELECT currency FROM cb) AND w.debit > 0 THEN w.amount_currency::text END AS in_currency,
          CASE WHEN w.currency = (SELECT currency FROM cb) AND w.debit = 0 THEN w.amount_currency::text END AS out_currency,
          CASE WHEN (SELECT currency FROM cb) IS NULL THEN NULL ELSE round((SELECT opening FROM h) + w.moved_currency, 2)::text END AS balance_currency
        FROM w
        JOIN journals j ON j.company_id = ${c}::uuid AND j.id = w.journal_id
        LEFT JOIN documents d ON d.company_id = ${c}::uuid AND d.id = j.source_id
        LEFT JOIN contacts ct ON ct.company_id = ${c}::uuid AND ct.id = w.contact_id
        JOIN offices o ON o.company_id = ${c}::uuid AND o.id = w.office_id
        WHERE w.rn > ${a.offset}::int AND w.rn <= ${a.last}::int
      )
      SELECT cb.id AS cashbank_id, cb.code AS cashbank_code, cb.name AS cashbank_name, cb.account_id, s.d0, s.c0, s.d1, s.c1,
        cb.currency, round((SELECT opening FROM h), 2)::text AS opening_currency, round((SELECT closing FROM h), 2)::text AS closing_currency,
        (SELECT count(*) FROM w)::text AS read,
        (SELECT (p.balance::numeric - p."in"::numeric + p."out"::numeric)::text FROM p ORDER BY p.rn LIMIT 1) AS page_opening,
        (SELECT json_agg(x ORDER BY p.rn) FROM p, LATERAL (
          SELECT p.journal_id, p.number, p.date, p.source_type, p.source_id, p.description, p.contact_name, p.office_name, p."in", p."out", p.balance,
            p.in_currency, p.out_currency, p.balance_currency
        ) x)::text AS lines
      FROM cb LEFT JOIN s ON TRUE`;
}

const placeholders: CashBookArgs = {
  companyId: sql.placeholder("companyId"),
  cashbankId: sql.placeholder("cashbankId"),
  userId: sql.placeholder("userId"),
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
  last: sql.placeholder("last"),
};

/**
 * The cash book of one account in one prepared statement (its plan reused). Unfiltered, the
 * statement is built once per period and kind of caller (`executePrepared`), and a request only
 * fills in its company, account, user and page. The lines come as JSON text, which the answer
 * carries as it is (`withJsonRows`): nothing to decode and encode again on the way through.
 */
export async function cashBook(ctx: ReportContext, q: CashBookQuery): Promise<CashBook> {
  const offset = (q.page - 1) * q.per_page;
  const args: CashBookArgs = {
    companyId: ctx.companyId,
    cashbankId: q.cashbank_id,
    userId: ctx.auth?.userId ?? null,
    limit: offset + q.per_page + 1,
    offset,
    last: offset + q.per_page,
  };
  // Filters bring lists of ids, a new text each: built and run as they come. Without them the
  // text depends only on the period and on whether the caller sees every account.
  const filtered = Object.values(ctx.filters).some((ids) => ids?.length);
  const everyAccount = !ctx.auth ? "none" : seesEveryCashbank(ctx.auth) ? "all" : "mapped";
  const result = filtered
    ? await ctx.tx.execute(cashBookStatement(ctx, q, args))
    : await executePrepared(ctx.tx, `cash-book ${q.date_from} ${q.date_to} ${everyAccount}`, () => cashBookStatement(ctx, q, placeholders), args);
  const [found] = rowsOf<CashBookRow>(result);
  if (!found) throw notFound();
  const [sums] = found.d0 === null ? [] : parseSums([{ accountId: found.account_id, d0: found.d0, c0: found.c0, d1: found.d1, c1: found.c1 }], ["from", "to"]);
  const opening = balanceOf(sums, 0);
  const read = Number(found.read);
  return withJsonRows(
    {
      cashbank: { id: found.cashbank_id, code: found.cashbank_code, name: found.cashbank_name, account_id: found.account_id },
      opening_balance: opening.toString(),
      total_in: Amount.of((sums?.debit[1] ?? 0n) - (sums?.debit[0] ?? 0n)).toString(),
      total_out: Amount.of((sums?.credit[1] ?? 0n) - (sums?.credit[0] ?? 0n)).toString(),
      closing_balance: balanceOf(sums, 1).toString(),
      page_opening_balance: (found.page_opening === null ? opening : Amount.of(found.page_opening)).toString(),
      currency: found.currency,
      opening_balance_currency: found.opening_currency,
      closing_balance_currency: found.closing_currency,
      lines: [],
      // The total is known up to this page (and one more when another page follows): counting a
      // million lines would cost more than the page.
      meta: { page: q.page, per_page: q.per_page, total: Math.max(read, offset) },
    },
    "lines",
    found.lines,
  );
}

/** The report's filters narrowed to the scoped cash and bank accounts' ledger accounts (and some offices). */
const cashbankFilters = (ctx: ReportContext, cashbanks: ScopedCashbank[], officeIds?: string[]): LineFilters => ({
  ...ctx.filters,
  accountIds: [...new Set(cashbanks.map((c) => c.account_id))],
  ...(officeIds ? { officeIds } : {}),
});

/** Sums of the scoped accounts, by account, before each date (from the balances). */
export async function sumsByAccount(ctx: ReportContext, cashbanks: ScopedCashbank[], dates: string[], officeIds?: string[], byOffice = false) {
  if (cashbanks.length === 0) return [];
  return sumsBeforeDates(ctx.tx, ctx.companyId, dates, cashbankFilters(ctx, cashbanks, officeIds), byOffice);
}

export async function cashBankSummary(ctx: ReportContext, q: { date_from: string; date_to: string; cashbank_ids: string[] }) {
  const cashbanks = await scopedCashbanks(ctx, q.cashbank_ids);
  const sums = new Map((await sumsByAccount(ctx, cashbanks, [q.date_from, nextDay(q.date_to)])).map((s) => [s.accountId, s]));
  let totals = { opening: ZERO_AMOUNT, in: ZERO_AMOUNT, out: ZERO_AMOUNT, closing: ZERO_AMOUNT };
  const rows = cashbanks.map((c) => {
    const s = sums.get(c.account_id);
    const row = {
      opening: balanceOf(s, 0),
      in: Amount.of((s?.debit[1] ?? 0n) - (s?.debit[0] ?? 0n)),
      out: Amount.of((s?.credit[1] ?? 0n) - (s?.credit[0] ?? 0n)),
      closing: balanceOf(s, 1),
    };
    totals = { opening: totals.opening.plus(row.opening), in: totals.in.plus(row.in), out: totals.out.plus(row.out), closing: totals.closing.plus(row.closing) };
    return {
      cashbank_id: c.id,
      code: c.code,
      name: c.name,
      opening_balance: row.opening.toString(),
      in: row.in.toString(),
      out: row.out.toString(),
      closing_balance: row.closing.toString(),
    };
  });
  return {
    rows,
    totals: { opening_balance: totals.opening.toString(), in: totals.in.toString(), out: totals.out.toString(), closing_balance: totals.closing.toString() },
  };
}

/** Every account's balance at the end of a date, per office, read from the balances (not the lines). */
export async function cashAndBankPosition(ctx: ReportContext, q: { date: string; cashbank_ids: string[] }) {
  const cashbanks = await scopedCashbanks(ctx, q.cashbank_ids);
  const sums = await sumsByAccount(ctx, cashbanks, [nextDay(q.date)], undefined, true);
  const officeIds = [...new Set(sums.map((s) => assertDefined(s.officeId, "sums by office name their office")))];
  const offices = officeIds.length
    ? rowsOf<{ id: string; name: string }>(
        await ctx.tx.execute(sql`SELECT id, name FROM offices WHERE company_id = ${ctx.companyId} AND id IN (${ids(officeIds)}) ORDER BY name`),
      )
    : [];
  const totalsByOffice = new Map<string, Amount>();
  let total = ZERO_AMOUNT;
  const rows = cashbanks.map((c) => {
    const byOffice: Record<string, string> = {};
    let balance = ZERO_AMOUNT;
    for (const s of sums.filter((x) => x.accountId === c.account_id)) {
      const amount = balanceOf(s, 0);
      if (amount.isZero()) continue;
      const office = assertDefined(s.officeId, "sums by office name their office");
      byOffice[office] = amount.toString();
      balance = balance.plus(amount);
      totalsByOffice.set(office, (totalsByOffice.get(office) ?? ZERO_AMOUNT).plus(amount));
    }
    total = total.plus(balance);
    return { cashbank_id: c.id, code: c.code, name: c.name, by_office: byOffice, balance: balance.toString() };
  });
  return {
    offices: offices.filter((o) => totalsByOffice.has(o.id)),
    rows,
    totals: { by_office: Object.fromEntries([...totalsByOffice].map(([k, v]) => [k, v.toString()])), balance: total.toString() },
  };
}

interface CounterRow {
  transaction_type: string | null;
  source_type: string;
  account_id: string;
  code: string;
  name: string;
  type: string;
  subtype: string | null;
  cash_in: string;
  cash_out: string;
}

/**
 * The counter lines of every journal that moves a scoped cash or bank account in the period: what
 * the cash came from or went to. In a balanced journal their credits less debits equal the cash
 * accounts' debits less credits, so the sums explain the change in cash exactly.
 */
async function counterLines(ctx: ReportContext, cashbanks: ScopedCashbank[], from: string, to: string, filters: LineFilters): Promise<CounterRow[]> {
  if (cashbanks.length === 0) return [];
  const cash = ids([...new Set(cashbanks.map((c) => c.account_id))]);
  const { accountIds: _ignored, ...lineFilters } = filters;
  return rowsOf<CounterRow>(
    await ctx.tx.execute(sql`
      WITH moved AS (
        SELECT DISTINCT journal_id FROM journal_lines
        WHERE company_id = ${ctx.companyId} AND account_id IN (${cash}) AND date >= ${from}::date AND date <= ${to}::date
      )
      SELECT tt.code || ' ' || tt.name AS transaction_type, j.source_type, a.id AS account_id, a.code, a.name, a.type, a.subtype,
        sum(cl.credit)::text AS cash_in, sum(cl.debit)::text AS cash_out
      FROM moved m
      JOIN journal_lines cl ON cl.company_id = ${ctx.companyId} AND cl.journal_id = m.journal_id AND cl.account_id NOT IN (${cash})
      JOIN journals j ON j.company_id = ${ctx.companyId} AND j.id = m.journal_id
      JOIN accounts a ON a.company_id = ${ctx.companyId} AND a.id = cl.account_id
      LEFT JOIN cashbank_transactions t ON j.source_type = 'cashbank' AND t.company_id = ${ctx.companyId} AND t.id = j.source_id
      LEFT JOIN cashbank_transaction_types tt ON tt.company_id = ${ctx.companyId} AND tt.id = t.transaction_type_id
      WHERE TRUE ${lineConditions(lineFilters, "cl")}
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 4`),
  );
}

const typeLabel = (r: CounterRow, language: "en" | "id") =>
  r.transaction_type ??
  (r.source_type === "cashbank_transfer"
    ? { en: "Transfer", id: "Transfer" }[language]
    : { en: "Other journals", id: "Jurnal lain" }[language]);

export async function cashAndBankByType(ctx: ReportContext, q: { date_from: string; date_to: string; cashbank_ids: string[] }) {
  const cashbanks = await scopedCashbanks(ctx, q.cashbank_ids);
  const lines = await counterLines(ctx, cashbanks, q.date_from, q.date_to, ctx.filters);
  const grouped = new Map<string, { transaction_type: string; account_id: string; code: string; name: string; in: Amount; out: Amount }>();
  for (const r of lines) {
    const label = typeLabel(r, ctx.language);
    const key = `${label}|${r.account_id}`;
    const g = grouped.get(key) ?? { transaction_type: label, account_id: r.account_id, code: r.code, name: r.name, in: ZERO_AMOUNT, out: ZERO_AMOUNT };
    g.in = g.in.plus(r.cash_in);
    g.out = g.out.plus(r.cash_out);
    grouped.set(key, g);
  }
  let totalIn = ZERO_AMOUNT;
  let totalOut = ZERO_AMOUNT;
  const rows = [...grouped.values()].map((g) => {
    totalIn = totalIn.plus(g.in);
    totalOut = totalOut.plus(g.out);
    return { ...g, in: g.in.toString(), out: g.out.toString() };
  });
  return { rows, totals: { in: totalIn.toString(), out: totalOut.toString() } };
}

/** The cash-flow statement, direct method: the counter accounts of cash movements in three sections (plus transfers to accounts outside the report). */
export async function cashFlow(ctx: ReportContext, q: { date_from: string; date_to: string; cashbank_ids: string[] }) {
  const cashbanks = await scopedCashbanks(ctx, q.cashbank_ids);
  const lines = await counterLines(ctx, cashbanks, q.date_from, q.date_to, ctx.filters);
  const sums = await sumsByAccount(ctx, cashbanks, [q.date_from, nextDay(q.date_to)]);
  const opening = sums.reduce((acc, s) => acc.plus(balanceOf(s, 0)), ZERO_AMOUNT);
  const closing = sums.reduce((acc, s) => acc.plus(balanceOf(s, 1)), ZERO_AMOUNT);
  const bySection = new Map<CashFlowSection, Map<string, { account_id: string; code: string; name: string; in: Amount; out: Amount }>>();
  for (const r of lines) {
    const section = cashFlowSectionOf(r.type, r.subtype);
    const accounts = bySection.get(section) ?? new Map();
    const a = accounts.get(r.account_id) ?? { account_id: r.account_id, code: r.code, name: r.name, in: ZERO_AMOUNT, out: ZERO_AMOUNT };
    a.in = a.in.plus(r.cash_in);
    a.out = a.out.plus(r.cash_out);
    accounts.set(r.account_id, a);
    bySection.set(section, accounts);
  }
  let change = ZERO_AMOUNT;
  const sections = cashFlowSections
    .filter((s) => s !== "transfers" || bySection.has(s))
    .map((section) => {
      let net = ZERO_AMOUNT;
      const rows = [...(bySection.get(section)?.values() ?? [])]
        .sort((x, y) => x.code.localeCompare(y.code))
        .map((a) => {
          const accountNet = a.in.minus(a.out);
          net = net.plus(accountNet);
          return { account_id: a.account_id, code: a.code, name: a.name, in: a.in.toString(), out: a.out.toString(), net: accountNet.toString() };
        });
      change = change.plus(net);
      return { section, rows, net: net.toString() };
    });
  return { sections, opening_cash: opening.toString(), net_change: change.toString(), closing_cash: closing.toString() };
}

/** Serves the module's reports on the report framework (`GET /api/report/<name>`). */
export function registerCashbankReports(app: FastifyInstance) {
  // Its one statement walks the account-and-date index whatever the values: one generic plan.
  registerReport(app, cashbankReports["cash-bank"], cashBook, { genericPlans: true });
  registerReport(app, cashbankReports["cash-bank-summary"], cashBankSummary);
  registerReport(app, cashbankReports["cash-and-bank"], cashAndBankPosition);
  registerReport(app, cashbankReports["cash-and-bank-report"], cashAndBankByType);
  registerReport(app, cashbankReports["cash-flow"], cashFlow);
}

