import { DEFAULT_AGING_BOUNDS, dashboardWidgets } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { agingWidget } from "../dashboard/aging.js";
import { registerWidget } from "../dashboard/register-widget.js";
import { salesAging } from "./sales.reports.js";

/** The sales widgets: receivable aging from the aging report's own query (its open items at the day). */
export const salesWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["receivable-aging"], async (ctx, q) =>
    agingWidget(await salesAging(ctx, { date: q.date, buckets: [...DEFAULT_AGING_BOUNDS] }), null),
  );
};
