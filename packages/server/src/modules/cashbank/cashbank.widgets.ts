import { Amount, dashboardWidgets, formatMoney, UNRECONCILED_COUNT_MAX, ZERO_AMOUNT } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget, twelveMonths, type WidgetFilters } from "../dashboard/register-widget.js";
import { type LineFilters, lineConditions, sumsQuery } from "../ledger/balances.js";
import { type MovementRow, movementsQuery } from "../ledger/movements.js";
import { nextDay, type ReportContext, rowsOf } from "../reports/report-context.js";
import { baseCurrency } from "../currency/rates.js";
import { mappedToCaller } from "./access.js";


/** The caller's cash and bank accounts (`scopedCashbanks`' rows, with their currency), looked up in the statement using them. */
const callersCashbanks = (ctx: ReportContext) =>
  sql`SELECT id, code, name, account_id, currency FROM cashbanks WHERE company_id = ${ctx.companyId} AND ${mappedToCaller(ctx.auth, sql`cashbanks.id`)}`;

/** The report's filters narrowed to the ledger accounts of the statement's `cb` (`callersCashbanks`). */
const cbFilters = (ctx: ReportContext): LineFilters => ({ ...ctx.filters, accountIds: undefined, accountsQuery: sql`(SELECT account_id FROM cb)` });

/**
 * Balance per cash and bank account the caller may see, in the account's own currency (the
 * position report's figures: its balances by office added up), with the reconciliation's state:
 * the last finished statement's date on or before the day, and the account's ledger lines after it
 * not matched to a statement line (up to a cap). One statement: the accounts, their balances and
 * the reconciliation facts.
 */
export async function cashPosition(ctx: ReportContext, q: WidgetFilters) {
  const month = `${q.date.slice(0, 7)}-01`;
  const offices = ctx.filters.officeIds?.length ? sql`AND b.office_id IN (${sql.join(ctx.filters.officeIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const rows = rowsOf<{ id: string; code: string; name: string; currency: string; base_currency: string; balance: string | null; balance_currency: string | null; last_reconciled: string | null; unreconciled: number }>(
    await ctx.tx.execute(sql`
      WITH cb AS (${callersCashbanks(ctx)}),
      s AS (${sumsQuery(ctx.companyId, [nextDay(q.date)], cbFilters(ctx), true)}),
      base AS (SELECT base_currency FROM companies WHERE id = ${ctx.companyId})
      SELECT cb.id, cb.code, cb.name, cb.currency, (SELECT base_currency FROM base) AS base_currency,
        (SELECT sum(s.d0::numeric - s.c0::numeric) FROM s WHERE s."accountId" = cb.account_id)::text AS balance,
        -- An account in another currency: what it holds in it, from the foreign balances of the months
        -- before the date's and its lines of that month up to the date.
        CASE WHEN cb.currency = (SELECT base_currency FROM base) THEN NULL ELSE (
          coalesce((SELECT sum(b.debit - b.credit) FROM ledger_currency_balances b WHERE b.company_id = ${ctx.companyId}
            AND b.account_id = cb.account_id AND b.currency = cb.currency AND b.period_month < ${month}::date ${offices}), 0)
          + coalesce((SELECT sum(CASE WHEN l.debit > 0 THEN l.amount_currency ELSE -l.amount_currency END) FROM journal_lines l
            WHERE l.company_id = ${ctx.companyId} AND l.account_id = cb.account_id AND l.currency = cb.currency
              AND l.date >= ${month}::date AND l.date <= ${q.date}::date ${lineConditions(ctx.filters, "l")}), 0))::text END AS balance_currency,
        r.last::text AS last_reconciled, u.unreconciled
      FROM cb
      CROSS JOIN LATERAL (SELECT max(r.statement_date) AS last FROM cashbank_reconciliations r
        WHERE r.company_id = ${ctx.companyId} AND r.cashbank_id = cb.id AND r.status = 'finished' AND r.statement_date <= ${q.date}::date) r
      CROSS JOIN LATERAL (SELECT count(*)::int AS unreconciled FROM (
        SELECT 1 FROM journal_lines l
        WHERE l.company_id = ${ctx.companyId} AND l.account_id = cb.account_id AND l.date <= ${q.date}::date
          AND (r.last IS NULL OR l.date > r.last) ${lineConditions(ctx.filters, "l")}
          AND NOT EXISTS (SELECT 1 FROM cashbank_reconciled_lines x WHERE x.company_id = l.company_id AND x.journal_id = l.journal_id AND x.line_no = l.line_no)
        LIMIT ${UNRECONCILED_COUNT_MAX + 1}) n) u
      ORDER BY cb.code`),
  );
  let total = ZERO_AMOUNT;
  return {
    base_currency: rows[0]?.base_currency ?? (await baseCurrency(ctx.tx, ctx.companyId)),
    rows: rows.map((r) => {
      // The sums are in cents; an account in another currency also holds its own amount.
      const base = Amount.of(BigInt(r.balance ?? "0")).toString();
      total = total.plus(base);
      const unreconciled = Number(r.unreconciled);
      return {
        cashbank_id: r.id,
        code: r.code,
        name: r.name,
        currency: r.currency,
        balance: r.balance_currency === null ? base : formatMoney(r.balance_currency),
        balance_base: base,
        unreconciled_lines: Math.min(unreconciled, UNRECONCILED_COUNT_MAX),
        unreconciled_more: unreconciled > UNRECONCILED_COUNT_MAX,
        last_reconciled: r.last_reconciled,
      };
    }),
    total_base: total.toString(),
  };
}

/**
 * Money in and out of the caller's cash and bank accounts in each of twelve months: the cash summary
 * report's accounts and their movements in each month (the summary's in and out), the accounts
 * looked up and the twelve months read from the balances in one statement.
 */
export async function cashInOut(ctx: ReportContext, q: WidgetFilters) {
  const months = twelveMonths(q.date);
  const { query, read } = movementsQuery(ctx.companyId, months, cbFilters(ctx));
  // Each row also names the ledger accounts of the caller's cash and bank accounts (none moved: no rows, nothing to add).
  const rows = rowsOf<MovementRow & { accounts: string }>(
    await ctx.tx.execute(sql`WITH cb AS (${callersCashbanks(ctx)}), mv AS (${query})
      SELECT mv.*, (SELECT string_agg(account_id::text, ' ') FROM cb) AS accounts FROM mv`),
  );
  const movements = new Map(read(rows).map((s) => [s.accountId, s]));
  const accounts = rows[0]?.accounts.split(" ") ?? [];
  // As the summary: each cash or bank account with its ledger account's figures.
  const moved = (side: "debit" | "credit", i: number) =>
    accounts.reduce((total, account) => total.plus(Amount.of(movements.get(account)?.[side][i] ?? 0n)), ZERO_AMOUNT);
  const answer = months.map((m, i) => ({ ...m, values: { in: moved("debit", i).toString(), out: moved("credit", i).toString() } }));
  const total = (key: "in" | "out") => answer.reduce((t, r) => t.plus(r.values[key]), ZERO_AMOUNT).toString();
  return { months: answer, totals: { in: total("in"), out: total("out") } };
}

/** The cash and bank widgets (declared in core's cash and bank manifest). */
export const cashbankWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["cash-position"], cashPosition);
  registerWidget(app, dashboardWidgets["cash-in-out"], cashInOut);
};
