import { chAgeBuckets, dashboardWidgets, formatMoney, sumMoney } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget, twelveMonths } from "../dashboard/register-widget.js";
import { rowsOf } from "../reports/report-context.js";
import { unbilledJobs } from "./freight.reports.js";

/**
 * The freight widgets: confirmed jobs not yet billed (the `/monitoring/ch` report's own figures), and
 * the job profit of twelve months (sell, buy and profit of confirmed jobs by job date, in base).
 */
export const freightWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets["ch-unbilled"], async (ctx, q) => {
    const report = await unbilledJobs(ctx, { date: q.date });
    return {
      count: report.rows.length,
      unbilled_sell: report.total_sell,
      unbilled_buy: report.total_buy,
      oldest: report.rows[0]?.date ?? null,
      buckets: chAgeBuckets.map((key) => ({ key, jobs: report.buckets[key]?.jobs ?? 0, unbilled_sell: report.buckets[key]?.unbilled_sell ?? "0.00" })),
    };
  });
  registerWidget(app, dashboardWidgets["ch-profit"], async (ctx, q) => {
    const months = twelveMonths(q.date);
    const first = months[0]?.from ?? q.date;
    const offices = ctx.filters.officeIds?.length ? sql` AND j.office_id = ANY(${sql.param(ctx.filters.officeIds)}::uuid[])` : sql``;
    const rows = rowsOf<{ month: string; sell: string; buy: string }>(
      await ctx.tx.execute(sql`
        SELECT to_char(j.date, 'YYYY-MM') AS month, sum(j.sell_base)::text AS sell, sum(j.buy_base)::text AS buy
        FROM ch_jobs j JOIN documents d ON d.company_id = j.company_id AND d.id = j.id AND d.status = 'approved'
        WHERE j.company_id = ${ctx.companyId} AND j.date BETWEEN ${first}::date AND ${q.date}::date ${offices}
        GROUP BY 1`),
    );
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    const values = months.map((m) => {
      const r = byMonth.get(m.month);
      const sell = formatMoney(r?.sell ?? "0");
      const buy = formatMoney(r?.buy ?? "0");
      return { ...m, values: { sell, buy, profit: formatMoney(sumMoney([sell]).minus(buy)) } };
    });
    const total = (key: "sell" | "buy" | "profit") => formatMoney(sumMoney(values.map((v) => v.values[key])));
    return { months: values, totals: { sell: total("sell"), buy: total("buy"), profit: total("profit") } };
  });
};
