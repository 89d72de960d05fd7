import { Amount, dashboardWidgets, ZERO_AMOUNT } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget, twelveMonths } from "../dashboard/register-widget.js";
import { profitLossTotals } from "./reports.statements.js";

const series = ["revenue", "expense", "net"] as const;
type Values = Record<(typeof series)[number], string>;

const sum = (values: Values[]): Values =>
  Object.fromEntries(series.map((s) => [s, values.reduce((total, v) => total.plus(Amount.of(v[s])), ZERO_AMOUNT).toString()])) as Values;

/**
 * The ledger's widget: revenue, expense and net profit in each of twelve months and the same months a
 * year earlier, the profit and loss statement's own totals (`profitLossTotals`: its movements and groups,
 * the balances of two years and the closing journals left out, summed in one query), without its rows.
 */
export const reportWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["profit-loss"], async (ctx, q) => {
    const current = twelveMonths(q.date);
    const previous = twelveMonths(q.date, 1);
    const { totals } = await profitLossTotals(ctx, [...current, ...previous]);
    const valuesOf = (i: number): Values => ({
      revenue: (totals.revenue[i] as Amount).toString(),
      expense: (totals.expense[i] as Amount).toString(),
      net: (totals.net[i] as Amount).toString(),
    });
    const months = current.map((m, i) => ({ ...m, values: valuesOf(i), previous: valuesOf(current.length + i) }));
    return { months, totals: sum(months.map((m) => m.values)), previous_totals: sum(months.map((m) => m.previous)) };
  });
};
