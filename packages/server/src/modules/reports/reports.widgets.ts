import { Amount, dashboardWidgets, ZERO_AMOUNT } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget, twelveMonths } from "../dashboard/register-widget.js";
import { profitLoss } from "./reports.statements.js";

const series = ["revenue", "expense", "net"] as const;
type Values = Record<(typeof series)[number], string>;

const sum = (values: Values[]): Values =>
  Object.fromEntries(series.map((s) => [s, values.reduce((total, v) => total.plus(Amount.of(v[s])), ZERO_AMOUNT).toString()])) as Values;

/**
 * The ledger's widget: revenue, expense and net profit in each of twelve months and the same months a
 * year earlier, from the profit and loss report's own builder (balances; closing journals left out).
 */
export const reportWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["profit-loss"], async (ctx, q) => {
    const current = twelveMonths(q.date);
    const previous = twelveMonths(q.date, 1);
    const report = await profitLoss(ctx, [...current, ...previous].map((m) => ({ key: m.month, label: m.month, from: m.from, to: m.to })));
    const valuesOf = (key: string): Values => ({
      revenue: report.revenue.total[key] ?? "0.00",
      expense: report.expense.total[key] ?? "0.00",
      net: report.net_profit[key] ?? "0.00",
    });
    const months = current.map((m, i) => ({ ...m, values: valuesOf(m.month), previous: valuesOf((previous[i] as (typeof previous)[number]).month) }));
    return { months, totals: sum(months.map((m) => m.values)), previous_totals: sum(months.map((m) => m.previous)) };
  });
};
