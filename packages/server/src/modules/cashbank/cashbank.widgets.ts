import { Amount, dashboardWidgets, UNRECONCILED_COUNT_MAX, ZERO_AMOUNT } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget, twelveMonths, type WidgetFilters } from "../dashboard/register-widget.js";
import { lineConditions } from "../ledger/balances.js";
import { type ReportContext, rowsOf } from "../reports/report-context.js";
import { cashAndBankPosition, movementsByAccount, scopedCashbanks } from "./cashbank.reports.js";

/** The books keep one currency: the base currency (a cash or bank account has no currency of its own yet). */
const BASE_CURRENCY = "IDR";

/**
 * Balance per cash and bank account the caller may see (the position report's figures: balances,
 * not lines), with the reconciliation's state: the last finished statement's date on or before the
 * day, and the account's ledger lines after it not matched to a statement line (up to a cap).
 */
export async function cashPosition(ctx: ReportContext, q: WidgetFilters) {
  const position = await cashAndBankPosition(ctx, { date: q.date, cashbank_ids: [] });
  const ids = position.rows.map((r) => r.cashbank_id);
  const facts = new Map<string, { last_reconciled: string | null; unreconciled: number }>();
  if (ids.length) {
    const rows = rowsOf<{ id: string; last_reconciled: string | null; unreconciled: number }>(
      await ctx.tx.execute(sql`
        WITH cb AS (
          SELECT c.id, c.account_id, (SELECT max(r.statement_date) FROM cashbank_reconciliations r
            WHERE r.company_id = c.company_id AND r.cashbank_id = c.id AND r.status = 'finished' AND r.statement_date <= ${q.date}::date) AS last
          FROM cashbanks c WHERE c.company_id = ${ctx.companyId} AND c.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        )
        SELECT cb.id, cb.last::text AS last_reconciled, (SELECT count(*)::int FROM (
          SELECT 1 FROM journal_lines l
          WHERE l.company_id = ${ctx.companyId} AND l.account_id = cb.account_id AND l.date <= ${q.date}::date
            AND (cb.last IS NULL OR l.date > cb.last) ${lineConditions(ctx.filters, "l")}
            AND NOT EXISTS (SELECT 1 FROM cashbank_reconciled_lines x WHERE x.company_id = l.company_id AND x.journal_id = l.journal_id AND x.line_no = l.line_no)
          LIMIT ${UNRECONCILED_COUNT_MAX + 1}) u) AS unreconciled
        FROM cb`),
    );
    for (const r of rows) facts.set(r.id, { last_reconciled: r.last_reconciled, unreconciled: Number(r.unreconciled) });
  }
  return {
    base_currency: BASE_CURRENCY,
    rows: position.rows.map((r) => {
      const f = facts.get(r.cashbank_id);
      const unreconciled = f?.unreconciled ?? 0;
      return {
        cashbank_id: r.cashbank_id,
        code: r.code,
        name: r.name,
        currency: BASE_CURRENCY,
        balance: r.balance,
        balance_base: r.balance,
        unreconciled_lines: Math.min(unreconciled, UNRECONCILED_COUNT_MAX),
        unreconciled_more: unreconciled > UNRECONCILED_COUNT_MAX,
        last_reconciled: f?.last_reconciled ?? null,
      };
    }),
    total_base: position.totals.balance,
  };
}

/**
 * Money in and out of the caller's cash and bank accounts in each of twelve months: the cash summary
 * report's accounts (`scopedCashbanks`) and their movements in each month (the summary's in and
 * out), the twelve months read in one query of the balances.
 */
export async function cashInOut(ctx: ReportContext, q: WidgetFilters) {
  const months = twelveMonths(q.date);
  const cashbanks = await scopedCashbanks(ctx);
  const movements = new Map((await movementsByAccount(ctx, cashbanks, months)).map((s) => [s.accountId, s]));
  // As the summary: each cash or bank account with its ledger account's figures.
  const moved = (side: "debit" | "credit", i: number) =>
    cashbanks.reduce((total, c) => total.plus(Amount.of(movements.get(c.account_id)?.[side][i] ?? 0n)), ZERO_AMOUNT);
  const rows = months.map((m, i) => ({ ...m, values: { in: moved("debit", i).toString(), out: moved("credit", i).toString() } }));
  const total = (key: "in" | "out") => rows.reduce((t, r) => t.plus(r.values[key]), ZERO_AMOUNT).toString();
  return { months: rows, totals: { in: total("in"), out: total("out") } };
}

/** The cash and bank widgets (declared in core's cash and bank manifest). */
export const cashbankWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["cash-position"], cashPosition);
  registerWidget(app, dashboardWidgets["cash-in-out"], cashInOut);
};
