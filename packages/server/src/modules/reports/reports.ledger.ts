import { Amount, recapJournalTypes, ZERO_AMOUNT as ZERO } from "@neraca/core";

import { sql } from "drizzle-orm";
import { lineConditions } from "../ledger/balances.js";
import { chartAndMovements, chartAndSums, monthEnd, net, nextDay, type ReportContext, rowsOf, type Sums } from "./report-context.js";
import { loadTree, split, type TreeRow, treeRows } from "./tree.js";

const fmt = (value: Amount) => value.toString();

const accountColumns = (r: { node: { id: string; code: string; name: string; type: string; normal: "debit" | "credit" }; level: number; isHeader: boolean }) => ({
  account_id: r.node.id,
  code: r.node.code,
  name: r.node.name,
  type: r.node.type,
  normal_balance: r.node.normal,
  level: r.level,
  is_header: r.isHeader,
});

/** Named amounts as text: `{ opening_debit: "0.00", … }` (a plain loop: reports build thousands of these). */
function amountsOf<N extends string>(names: readonly N[], values: Amount[]): Record<N, string> {
  const out = {} as Record<N, string>;
  for (let i = 0; i < names.length; i++) out[names[i] as N] = fmt(values[i] as Amount);
  return out;
}

/** A report row: the account's columns, then its amounts. */
function accountRow<N extends string>(r: TreeRow, names: readonly N[]): ReturnType<typeof accountColumns> & Record<N, string> {
  const row = accountColumns(r) as ReturnType<typeof accountColumns> & Record<N, string>;
  for (let i = 0; i < names.length; i++) row[names[i] as N] = fmt(r.values[i] as Amount) as (typeof row)[N];
  return row;
}

/** Opening, debit and credit movement, and closing per account; the totals balance. */
export async function trialBalance(ctx: ReportContext, from: string, to: string) {
  const { tree, sums } = await chartAndSums(ctx, [from, nextDay(to)]);
  const [opening, closing] = sums as [Map<string, Sums>, Map<string, Sums>];
  const values = new Map<string, Amount[]>();
  for (const id of new Set([...opening.keys(), ...closing.keys()])) {
    const o = opening.get(id) ?? { debit: ZERO, credit: ZERO };
    const c = closing.get(id) ?? { debit: ZERO, credit: ZERO };
    values.set(id, [...split(net(o)), c.debit.minus(o.debit), c.credit.minus(o.credit), ...split(net(c))]);
  }
  const rows = treeRows(tree.roots, values, 6, { includeZero: ctx.includeZero });
  const totals = Array.from({ length: 6 }, () => ZERO);
  for (const row of rows) if (!row.isHeader) row.values.forEach((v, i) => {
      totals[i] = (totals[i] as Amount).plus(v);
    });
  const names = ["opening_debit", "opening_credit", "debit", "credit", "closing_debit", "closing_credit"] as const;
  return {
    rows: rows.map((r) => accountRow(r, names)),
    totals: amountsOf(names, totals),
  };
}

/**
 * The foreign balances (debit − credit in each currency) of some accounts before `from` and after
 * `to`, from the monthly currency balances and the lines of the two partial months (DESIGN §13: a
 * foreign account's report reads balances, not history). Office filters apply; other dimensions are
 * not kept per currency, so none is answered under them.
 */
async function currencyBalances(ctx: ReportContext, accountIds: string[], from: string, to: string) {
  const out = new Map<string, { currency: string; opening: Amount; closing: Amount }[]>();
  const { accountIds: _a, officeIds, ...others } = ctx.filters as { accountIds?: string[]; officeIds?: string[] } & Record<string, unknown>;
  if (accountIds.length === 0 || Object.values(others).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0))) return out;
  const offices = officeIds?.length ? sql` AND office_id = ANY(${sql.param(officeIds)}::uuid[])` : sql``;
  const ids = sql`${sql.param(accountIds)}::uuid[]`;
  const end = nextDay(to);
  // Month starts computed here, not by date_trunc in the query: under row-level security only
  // leakproof conditions reach the index, so a bound must be a plain date.
  const fromMonth = `${from.slice(0, 7)}-01`;
  const endMonth = `${end.slice(0, 7)}-01`;
  const rows = rowsOf<{ account_id: string; currency: string; opening: string; closing: string }>(
    await ctx.tx.execute(sql`
      WITH b AS (
        SELECT account_id, currency, true AS month_row, period_month AS day, debit - credit AS amount FROM ledger_currency_balances
        WHERE company_id = ${ctx.companyId} AND account_id = ANY(${ids}) AND period_month < ${endMonth}::date${offices}
        UNION ALL
        SELECT account_id, currency, false, date, CASE WHEN debit > 0 THEN amount_currency ELSE -amount_currency END FROM journal_lines
        WHERE company_id = ${ctx.companyId} AND account_id = ANY(${ids}) AND currency IS NOT NULL${offices}
          AND ((date >= ${fromMonth}::date AND date < ${from}::date) OR (date >= ${endMonth}::date AND date < ${end}::date))
      )
      SELECT account_id, currency,
        coalesce(sum(amount) FILTER (WHERE CASE WHEN month_row THEN day < ${fromMonth}::date ELSE day < ${from}::date END), 0)::text AS opening,
        coalesce(sum(amount) FILTER (WHERE month_row OR day >= ${endMonth}::date), 0)::text AS closing
      FROM b GROUP BY 1, 2 ORDER BY 2`),
  );
  for (const r of rows) {
    const own = out.get(r.account_id) ?? [];
    own.push({ currency: r.currency, opening: Amount.of(r.opening), closing: Amount.of(r.closing) });
    out.set(r.account_id, own);
  }
  return out;
}

/** Accounts whose lines one query of the ledger reads (each up to the page's end). */
const LEDGER_ACCOUNTS_A_QUERY = 20;

type LedgerLineRow = {
  account_id: string;
  journal_id: string;
  number: string;
  date: string;
  journal_type: string;
  journal_description: string | null;
  description: string | null;
  debit: string;
  credit: string;
  office_name: string;
  currency: string | null;
  amount_currency: string | null;
  rate: string | null;
  /** Debit less credit of the account's lines of the period up to this one. */
  running: string;
  /** The same in the lines' foreign currency (an account holding one). */
  running_currency: string;
};

/**
 * Lines of the period of some accounts, in the ledger's order (date, journal number, line), at
 * most `limit` of each account after its first `skip`, each with the account's running sum from the
 * period's start: one index range per account, stopped at the page's end.
 */
async function ledgerLines(ctx: ReportContext, from: string, to: string, accountIds: string[], limit: number, skip: number) {
  const { accountIds: _accounts, ...dimensions } = ctx.filters;
  return rowsOf<LedgerLineRow>(
    await ctx.tx.execute(sql`
      SELECT x.account_id, x.journal_id, x.number, x.date, x.journal_type, x.journal_description, x.description, x.debit, x.credit,
        x.office_name, x.currency, x.amount_currency, x.rate, x.running, x.running_currency
      FROM unnest(ARRAY[${sql.join(accountIds.map((id) => sql`${id}::uuid`), sql`, `)}]) WITH ORDINALITY AS a(id, pos)
      CROSS JOIN LATERAL (
        SELECT l.account_id, l.journal_id, j.number, l.date::text AS date, l.line_no, j.journal_type, j.description AS journal_description,
          l.description, l.debit::text AS debit, l.credit::text AS credit, o.name AS office_name,
          l.currency, l.amount_currency::text AS amount_currency, l.rate::text AS rate,
          (sum(l.debit - l.credit) OVER w)::text AS running,
          (sum(CASE WHEN l.currency IS NULL THEN 0 WHEN l.debit > 0 THEN l.amount_currency ELSE -l.amount_currency END) OVER w)::text AS running_currency
        FROM journal_lines l
        JOIN journals j ON j.company_id = l.company_id AND j.id = l.journal_id
        JOIN offices o ON o.company_id = l.company_id AND o.id = l.office_id
        WHERE l.company_id = ${ctx.companyId} AND l.account_id = a.id AND l.date >= ${from}::date AND l.date <= ${to}::date
          ${lineConditions(dimensions, "l")}
        WINDOW w AS (ORDER BY l.date, j.number, l.journal_id, l.line_no ROWS UNBOUNDED PRECEDING)
        ORDER BY l.date, j.number, l.journal_id, l.line_no
        LIMIT ${limit} OFFSET ${skip}
      ) x
      ORDER BY a.pos, x.date, x.number, x.journal_id, x.line_no`),
  );
}

/**
 * The general ledger, a page at a time: the report's accounts (those asked for, or every account
 * with an opening balance or lines in the period) and their figures come from the balances, as
 * the trial balance's do, whatever the number of lines; a page then reads `per_page` lines from
 * where it starts (an account, after some of its lines), account after account in code order. The
 * running balance is the database's sum over the account's lines before each one.
 */
export async function ledgerReport(
  ctx: ReportContext,
  q: { date_from: string; date_to: string; account_ids: string[]; start_account_id?: string | undefined; start_line: number; per_page: number },
) {
  const { date_from: from, date_to: to, account_ids: accountIds } = q;
  const scoped = accountIds.length ? { ...ctx, filters: { ...ctx.filters, accountIds } } : ctx;
  const { tree, sums } = await chartAndSums(scoped, [from, nextDay(to)]);
  const [opening, closing] = sums as [Map<string, Sums>, Map<string, Sums>];
  const moved = (id: string) => {
    const o = opening.get(id);
    const c = closing.get(id);
    return !net(o).isZero() || !(c?.debit ?? ZERO).minus(o?.debit ?? ZERO).isZero() || !(c?.credit ?? ZERO).minus(o?.credit ?? ZERO).isZero();
  };
  const ids = accountIds.length ? accountIds : [...new Set([...opening.keys(), ...closing.keys()])].filter(moved);
  const index = ids
    .map((id) => tree.byId.get(id))
    .filter((a): a is NonNullable<typeof a> => !!a)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((a) => {
      const normalOf = (m: Amount) => (a.normal === "credit" ? m.negated() : m);
      const o = opening.get(a.id) ?? { debit: ZERO, credit: ZERO };
      const c = closing.get(a.id) ?? { debit: ZERO, credit: ZERO };
      return {
        figures: {
          account_id: a.id,
          code: a.code,
          name: a.name,
          normal_balance: a.normal,
          opening_balance: fmt(normalOf(net(o))),
          debit: fmt(c.debit.minus(o.debit)),
          credit: fmt(c.credit.minus(o.credit)),
          closing_balance: fmt(normalOf(net(c))),
        },
        openingNet: net(o),
        normalOf,
      };
    });
  let debit = ZERO;
  let credit = ZERO;
  for (const a of index) {
    debit = debit.plus(Amount.of(a.figures.debit));
    credit = credit.plus(Amount.of(a.figures.credit));
  }

  // The page: from its first account (after `start_line` of its lines), until `per_page` lines.
  const found = q.start_account_id ? index.findIndex((a) => a.figures.account_id === q.start_account_id) : 0;
  let position = Math.max(0, found);
  let skip = q.start_account_id && found >= 0 ? q.start_line : 0;
  let room = q.per_page;
  const accounts = [];
  // The foreign balances of the accounts this page can show (at most per_page of them).
  const foreignOf = await currencyBalances(ctx, index.slice(position, position + room).map((a) => a.figures.account_id), from, to);
  let next: { account_id: string; line: number } | null = null;
  while (position < index.length && room > 0 && !next) {
    const batch = index.slice(position, position + (skip > 0 ? 1 : LEDGER_ACCOUNTS_A_QUERY));
    const lines = await ledgerLines(ctx, from, to, batch.map((a) => a.figures.account_id), room + 1, skip);
    const byAccount = new Map<string, LedgerLineRow[]>();
    for (const l of lines) {
      const own = byAccount.get(l.account_id);
      if (own) own.push(l);
      else byAccount.set(l.account_id, [l]);
    }
    for (const a of batch) {
      if (room <= 0) {
        next = { account_id: a.figures.account_id, line: 0 };
        break;
      }
      const own = byAccount.get(a.figures.account_id) ?? [];
      const shown = own.slice(0, room);
      const continues = own.length > room;
      const balanceAfter = (l: LedgerLineRow) => fmt(a.normalOf(a.openingNet.plus(Amount.of(l.running))));
      // An account holding one foreign currency: its balance in it after each line, from the period's opening in it.
      const held = foreignOf.get(a.figures.account_id) ?? [];
      const single = held.length === 1 ? held[0] : undefined;
      const balanceInCurrency = (l: LedgerLineRow) => (single ? fmt(a.normalOf(single.opening.plus(Amount.of(l.running_currency)))) : null);
      const rows = shown.map(({ running: _running, running_currency: _runningCurrency, ...l }, i) => ({
        ...l,
        balance: balanceAfter(shown[i] as LedgerLineRow),
        balance_currency: balanceInCurrency(shown[i] as LedgerLineRow),
      }));
      const firstLine = shown[0];
      accounts.push({
        ...a.figures,
        // Every currency it holds or moved (the same list the lines' balance in currency reads).
        currency_balances: (foreignOf.get(a.figures.account_id) ?? []).map((c) => ({ currency: c.currency, opening: fmt(a.normalOf(c.opening)), closing: fmt(a.normalOf(c.closing)) })),
        first_line: skip,
        page_opening_balance: firstLine
          ? fmt(a.normalOf(a.openingNet.plus(Amount.of(firstLine.running)).minus(Amount.of(firstLine.debit)).plus(Amount.of(firstLine.credit))))
          : skip === 0
            ? a.figures.opening_balance
            : a.figures.closing_balance,
        continues,
        lines: rows,
      });
      room -= Math.max(1, shown.length);
      position++;
      if (continues) next = { account_id: a.figures.account_id, line: skip + shown.length };
      skip = 0;
      if (next) break;
    }
  }
  if (!next && position < index.length) next = { account_id: (index[position] as (typeof index)[number]).figures.account_id, line: 0 };
  return { accounts, index: index.map((a) => a.figures), totals: { debit: fmt(debit), credit: fmt(credit) }, next };
}

/** Journals of a period with their lines (the general journal), a page of journals at a time. */
export async function journalReport(ctx: ReportContext, from: string, to: string, page: number, perPage: number) {
  const where = sql`j.company_id = ${ctx.companyId} AND j.date >= ${from}::date AND j.date <= ${to}::date
    ${ctx.filters.officeIds?.length ? sql`AND j.office_id IN (${sql.join(ctx.filters.officeIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``}`;
  const journals = rowsOf<{ id: string; number: string; date: string; description: string | null; journal_type: string; total: string; status: string }>(
    await ctx.tx.execute(sql`
      SELECT j.id, j.number, j.date::text AS date, j.description, j.journal_type, j.total_debit::text AS total, j.status
      FROM journals j WHERE ${where} ORDER BY j.date, j.number, j.id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  );
  const [count] = rowsOf<{ n: number; debit: string }>(
    await ctx.tx.execute(sql`SELECT count(*)::int AS n, coalesce(sum(total_debit), 0)::text AS debit FROM journals j WHERE ${where}`),
  );
  const ids = journals.map((j) => j.id);
  const lines = ids.length
    ? rowsOf<{ journal_id: string; account_id: string; code: string; name: string; description: string | null; debit: string; credit: string }>(
        await ctx.tx.execute(sql`
          SELECT l.journal_id, l.account_id, a.code, a.name, l.description, l.debit::text AS debit, l.credit::text AS credit
          FROM journal_lines l JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
          WHERE l.company_id = ${ctx.companyId} AND l.journal_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
          ORDER BY l.journal_id, l.line_no`),
      )
    : [];
  const byJournal = new Map<string, typeof lines>();
  for (const l of lines) {
    const own = byJournal.get(l.journal_id);
    if (own) own.push(l);
    else byJournal.set(l.journal_id, [l]);
  }
  return {
    journals: journals.map((j) => ({ ...j, lines: byJournal.get(j.id) ?? [] })),
    total_debit: count?.debit ?? "0.00",
    meta: { page, per_page: perPage, total: count?.n ?? 0 },
  };
}

/** Debit and credit per account from the journals of a period, by journal type (the journal recap). */
export async function journalRecap(ctx: ReportContext, from: string, to: string) {
  const tree = await loadTree(ctx.tx, ctx.companyId);
  const rows = rowsOf<{ account_id: string; journal_type: string; debit: string; credit: string }>(
    await ctx.tx.execute(sql`
      SELECT l.account_id, j.journal_type, sum(l.debit)::text AS debit, sum(l.credit)::text AS credit
      FROM journal_lines l JOIN journals j ON j.company_id = l.company_id AND j.id = l.journal_id
      WHERE l.company_id = ${ctx.companyId} AND l.date >= ${from}::date AND l.date <= ${to}::date ${lineConditions(ctx.filters, "l")}
      GROUP BY 1, 2`),
  );
  const types = recapJournalTypes;
  const values = new Map<string, Amount[]>();
  for (const r of rows) {
    const v = values.get(r.account_id) ?? Array.from({ length: types.length * 2 + 2 }, () => ZERO);
    const i = types.indexOf(r.journal_type as (typeof types)[number]);
    v[i * 2] = (v[i * 2] as Amount).plus(Amount.of(r.debit));
    v[i * 2 + 1] = (v[i * 2 + 1] as Amount).plus(Amount.of(r.credit));
    v[types.length * 2] = (v[types.length * 2] as Amount).plus(Amount.of(r.debit));
    v[types.length * 2 + 1] = (v[types.length * 2 + 1] as Amount).plus(Amount.of(r.credit));
    values.set(r.account_id, v);
  }
  const out = treeRows(tree.roots, values, types.length * 2 + 2, { includeZero: false });
  const names = [...types.flatMap((t) => [`${t}_debit`, `${t}_credit`] as const), "debit", "credit"] as const;
  const totals = names.map(() => ZERO);
  for (const r of out) if (!r.isHeader) r.values.forEach((v, i) => {
      totals[i] = (totals[i] as Amount).plus(v);
    });
  return { journal_types: [...types], rows: out.map((r) => accountRow(r, names)), totals: amountsOf(names, totals) };
}

/**
 * The worksheet: trial balance before adjustments, adjustments of the period, adjusted trial
 * balance, then the adjusted balances split into profit-and-loss and balance-sheet columns.
 */
export async function worksheet(ctx: ReportContext, from: string, to: string) {
  const { tree, sums } = await chartAndSums(ctx, [nextDay(to)]);
  const closing = sums[0] as Map<string, Sums>;
  const adjustments = new Map(
    rowsOf<{ account_id: string; debit: string; credit: string }>(
      await ctx.tx.execute(sql`
        SELECT l.account_id, sum(l.debit)::text AS debit, sum(l.credit)::text AS credit
        FROM journals j JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id
        WHERE j.company_id = ${ctx.companyId} AND j.journal_type = 'adjustment'
          AND j.date >= ${from}::date AND j.date <= ${to}::date ${lineConditions(ctx.filters, "l")}
        GROUP BY 1`),
    ).map((r) => [r.account_id, { debit: Amount.of(r.debit), credit: Amount.of(r.credit) }]),
  );
  const values = new Map<string, Amount[]>();
  for (const id of new Set([...closing.keys(), ...adjustments.keys()])) {
    const node = tree.byId.get(id);
    if (!node) continue;
    const adjusted = net(closing.get(id));
    const adj = adjustments.get(id) ?? { debit: ZERO, credit: ZERO };
    const before = adjusted.minus(adj.debit.minus(adj.credit));
    const isResult = node.type === "revenue" || node.type === "expense";
    const [ad, ac] = split(adjusted);
    values.set(id, [...split(before), adj.debit, adj.credit, ad, ac, ...(isResult ? [ad, ac] : [ZERO, ZERO]), ...(isResult ? [ZERO, ZERO] : [ad, ac])]);
  }
  const names = [
    "trial_debit",
    "trial_credit",
    "adjustment_debit",
    "adjustment_credit",
    "adjusted_debit",
    "adjusted_credit",
    "profit_loss_debit",
    "profit_loss_credit",
    "balance_sheet_debit",
    "balance_sheet_credit",
  ] as const;
  const rows = treeRows(tree.roots, values, names.length, { includeZero: ctx.includeZero });
  const totals = names.map(() => ZERO);
  for (const r of rows) if (!r.isHeader) r.values.forEach((v, i) => {
      totals[i] = (totals[i] as Amount).plus(v);
    });
  // The profit (or loss) balances the profit-and-loss columns and the balance-sheet columns.
  const profit = (totals[7] as Amount).minus(totals[6] as Amount);
  return {
    rows: rows.map((r) => accountRow(r, names)),
    totals: amountsOf(names, totals),
    net_profit: fmt(profit),
  };
}

/** Each account's movement (debit minus credit, on its normal side) in each month of a year. */
export async function monthlyMutation(ctx: ReportContext, year: number) {
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);
  const { tree, movements } = await chartAndMovements(ctx, months.map((m) => ({ from: `${m}-01`, to: monthEnd(m) })));
  const values = new Map<string, Amount[]>();
  for (const m of movements) {
    const node = tree.byId.get(m.accountId);
    if (!node) continue;
    const v = m.debit.map((debit, i) => {
      const movement = Amount.of(debit - (m.credit[i] as bigint));
      return node.normal === "credit" ? movement.negated() : movement;
    });
    values.set(m.accountId, [...v, v.reduce((total, x) => total.plus(x), ZERO)]);
  }
  const out = treeRows(tree.roots, values, 13, { includeZero: ctx.includeZero });
  return {
    months,
    rows: out.map((r) => ({
      ...accountColumns(r),
      months: r.values.slice(0, 12).map((v) => fmt(v)),
      total: fmt(r.values[12] as Amount),
    })),
  };
}
