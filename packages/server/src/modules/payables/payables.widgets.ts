import { Amount, DEFAULT_AGING_BOUNDS, dashboardWidgets } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { agingWidget } from "../dashboard/aging.js";
import { registerWidget } from "../dashboard/register-widget.js";
import { payableAgingWithEstimation } from "./payables.reports.js";

/** Days ahead the payables widget counts as falling due soon: the estimation report's first two windows (0–7, 8–14). */
const DUE_SOON_DAYS = 14;

/** The payables widgets: payable aging (the aging report) and what falls due in 14 days (the payment estimation report), read in one query. */
export const payablesWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["payable-aging"], async (ctx, q) => {
    const { aging, estimationTotals } = await payableAgingWithEstimation(ctx, q.date, DEFAULT_AGING_BOUNDS);
    const dueSoon = Amount.of(estimationTotals.due_7 ?? "0").plus(estimationTotals.due_14 ?? "0");
    return agingWidget(aging, { days: DUE_SOON_DAYS, amount: dueSoon.toString() });
  });
};
