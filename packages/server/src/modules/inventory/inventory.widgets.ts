import { type Amount, dashboardWidgets, formatQuantity, ZERO_AMOUNT } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget, twelveMonths } from "../dashboard/register-widget.js";
import { rowsOf } from "../reports/report-context.js";
import { profitLossTotals } from "../reports/reports.statements.js";

/** Alerts shown at most. */
const STOCK_ALERTS_MAX = 10;

/**
 * The inventory widgets: the gross margin of twelve months (revenue, cost of sales and gross profit
 * from the profit and loss statement's own groups), and the products on hand below their minimum.
 */
export const inventoryWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["gross-margin"], async (ctx, q) => {
    const months = twelveMonths(q.date);
    const { groups, through } = await profitLossTotals(ctx, months);
    const series = { revenue: groups[0]?.totals ?? [], cost: groups[1]?.totals ?? [], gross: through(1) };
    const total = (list: readonly Amount[]) => list.reduce((sum, v) => sum.plus(v), ZERO_AMOUNT).toString();
    return {
      months: months.map((m, i) => ({
        ...m,
        values: { revenue: (series.revenue[i] ?? ZERO_AMOUNT).toString(), cost: (series.cost[i] ?? ZERO_AMOUNT).toString(), gross: (series.gross[i] ?? ZERO_AMOUNT).toString() },
      })),
      totals: { revenue: total(series.revenue), cost: total(series.cost), gross: total(series.gross) },
    };
  });
  registerWidget(app, dashboardWidgets["stock-alerts"], async (ctx) => {
    const rows = rowsOf<{ product_id: string; code: string; name: string; quantity: string; minimum: string }>(
      await ctx.tx.execute(sql`
        SELECT p.id AS product_id, p.code, p.name, coalesce(h.quantity, 0)::text AS quantity, p.minimum_stock::text AS minimum
        FROM products p
        LEFT JOIN (SELECT product_id, sum(quantity) AS quantity FROM stock_on_hand WHERE company_id = ${ctx.companyId} GROUP BY 1) h ON h.product_id = p.id
        WHERE p.company_id = ${ctx.companyId} AND p.is_inventory AND p.is_active AND p.minimum_stock IS NOT NULL AND coalesce(h.quantity, 0) < p.minimum_stock
        ORDER BY coalesce(h.quantity, 0) / nullif(p.minimum_stock, 0) NULLS LAST, p.code`),
    );
    return {
      count: rows.length,
      rows: rows.slice(0, STOCK_ALERTS_MAX).map((r) => ({ ...r, quantity: formatQuantity(r.quantity), minimum: formatQuantity(r.minimum) })),
    };
  });
};
