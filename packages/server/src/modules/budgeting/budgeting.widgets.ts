import { dashboardWidgets, formatMoney, money, sumMoney } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget } from "../dashboard/register-widget.js";
import { actualsOf, committedOf, currentBudgetLines } from "./budgeting.reports.js";

/** Lines shown at most. */
const BUDGET_LINES_MAX = 8;
/** A line this used (percent of its year's budget) or more counts as near its limit. */
const NEAR_LIMIT_PERCENT = 80;

/**
 * The budget lines nearest their limit: each current line of the date's year, its year's budget and
 * what is used of it through the date (posted, and held by approved documents), the most used first.
 */
export const budgetingWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["budget-use"], async (ctx, q) => {
    const from = `${q.date.slice(0, 4)}-01-01`;
    const to = `${q.date.slice(0, 4)}-12-31`;
    const lines = (await currentBudgetLines(ctx, from, to)).filter((l) => !l.income);
    const actuals = await actualsOf(ctx, lines, from, q.date);
    const held = await committedOf(ctx, lines, from, q.date);
    const rows = lines
      .map((l, i) => {
        const budget = sumMoney(l.months.values());
        const used = sumMoney(actuals.get(i)?.values() ?? []).plus(held[i] ?? money(0));
        return { l, budget, used, percent: budget.isZero() ? null : used.dividedBy(budget).times(100) };
      })
      .filter((r) => r.percent !== null)
      .sort((a, b) => (b.percent?.comparedTo(a.percent ?? 0) ?? 0) || a.l.name.localeCompare(b.l.name));
    return {
      count: rows.filter((r) => r.percent?.greaterThanOrEqualTo(NEAR_LIMIT_PERCENT)).length,
      rows: rows.slice(0, BUDGET_LINES_MAX).map((r) => ({
        budget_id: r.l.budget_id,
        budget_number: r.l.budget_number,
        line_no: r.l.line_no,
        name: r.l.name,
        budget: formatMoney(r.budget),
        used: formatMoney(r.used),
        used_percent: r.percent?.toFixed(1) ?? "0.0",
      })),
    };
  });
};
