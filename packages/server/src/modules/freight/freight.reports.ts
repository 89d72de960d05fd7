import {
  addDays,
  billingState,
  chAgeBucket,
  chAgeBuckets,
  type chAllMonitor,
  type chBaccDetailReport,
  type chRateMonitor,
  type chSummaryReport,
  type chUnbilledMonitor,
  formatMoney,
  freightReports,
  modeTitles,
  money,
  type ReportResponse,
  sumMoney,
} from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerReport } from "../reports/register-report.js";
import { type ReportContext, rowsOf } from "../reports/report-context.js";

const officeFilter = (ctx: ReportContext): SQL => (ctx.filters.officeIds?.length ? sql` AND j.office_id = ANY(${sql.param(ctx.filters.officeIds)}::uuid[])` : sql``);

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const margin = (sell: string, profit: string) => (money(sell).isZero() ? null : formatMoney(money(profit).times(100).dividedBy(sell)));

interface JobFigures {
  job_id: string;
  number: string | null;
  date: string;
  status: string;
  customer_id: string;
  customer_name: string;
  agent_id: string | null;
  agent_name: string | null;
  mode: "sea_fcl" | "sea_lcl" | "air" | "land";
  route: string;
  closed: boolean;
  lines: number;
  billed_lines: number;
  sell: string;
  buy: string;
  sell_billed: string;
  buy_billed: string;
}

/**
 * Each job of a period (or up to a date) with its figures in base, disbursements left out: sell and
 * buy, and of them what is billed; its lines billed and in all. One query, grouped by job.
 */
async function jobFigures(ctx: ReportContext, where: SQL): Promise<JobFigures[]> {
  return rowsOf<JobFigures>(
    await ctx.tx.execute(sql`
      SELECT j.id AS job_id, d.number, j.date::text AS date, d.status, j.customer_id, c.name AS customer_name, j.agent_id, a.name AS agent_name, j.mode,
        coalesce(op.code, '—') || ' → ' || coalesce(dp.code, '—') AS route, j.closed_at IS NOT NULL AS closed,
        count(l.id)::int AS lines, count(l.billed_id)::int AS billed_lines,
        coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'sell' AND NOT l.is_disbursement), 0)::text AS sell,
        coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'buy' AND NOT l.is_disbursement), 0)::text AS buy,
        coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'sell' AND NOT l.is_disbursement AND l.billed_id IS NOT NULL), 0)::text AS sell_billed,
        coalesce(sum(l.amount_base) FILTER (WHERE l.side = 'buy' AND NOT l.is_disbursement AND l.billed_id IS NOT NULL), 0)::text AS buy_billed
      FROM ch_jobs j
      JOIN documents d ON d.company_id = j.company_id AND d.id = j.id
      JOIN contacts c ON c.company_id = j.company_id AND c.id = j.customer_id
      LEFT JOIN contacts a ON a.company_id = j.company_id AND a.id = j.agent_id
      LEFT JOIN ports op ON op.company_id = j.company_id AND op.id = j.origin_port_id
      LEFT JOIN ports dp ON dp.company_id = j.company_id AND dp.id = j.destination_port_id
      LEFT JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id
      WHERE j.company_id = ${ctx.companyId} ${where} ${officeFilter(ctx)}
      GROUP BY j.company_id, j.id, d.number, d.status, c.name, a.name, op.code, dp.code
      ORDER BY j.date, d.number NULLS LAST, j.id`),
  );
}

/** The fields every job row of the monitors and reports shows. */
const jobFieldsOf = (j: JobFigures) => ({
  job_id: j.job_id,
  number: j.number,
  date: j.date,
  customer_name: j.customer_name,
  agent_name: j.agent_name,
  mode: j.mode,
  route: j.route,
});

const billingOf = (j: JobFigures) => billingState(Array.from({ length: j.lines }, (_, i) => ({ billed: i < j.billed_lines })), j.closed);

/** `/monitoring/ch`: confirmed jobs up to the date with lines not billed, the oldest first, by age since the job date. */
export async function unbilledJobs(ctx: ReportContext, q: { date: string }): Promise<ReportResponse<typeof chUnbilledMonitor>> {
  const jobs = (await jobFigures(ctx, sql` AND j.date <= ${q.date}::date AND d.status = 'approved' AND j.closed_at IS NULL`)).filter((j) => j.billed_lines < j.lines);
  const rows = jobs.map((j) => {
    const age = days(j.date, q.date);
    return {
      ...jobFieldsOf(j),
      age_days: age,
      bucket: chAgeBucket(age),
      billing: billingOf(j),
      unbilled_sell: formatMoney(money(j.sell).minus(j.sell_billed)),
      unbilled_buy: formatMoney(money(j.buy).minus(j.buy_billed)),
    };
  });
  const buckets = Object.fromEntries(
    chAgeBuckets.map((b) => {
      const of = rows.filter((r) => r.bucket === b);
      return [b, { jobs: of.length, unbilled_sell: formatMoney(sumMoney(of.map((r) => r.unbilled_sell))), unbilled_buy: formatMoney(sumMoney(of.map((r) => r.unbilled_buy))) }];
    }),
  );
  return {
    rows: rows.sort((a, b) => b.age_days - a.age_days || (a.number ?? "").localeCompare(b.number ?? "")),
    buckets,
    total_sell: formatMoney(sumMoney(rows.map((r) => r.unbilled_sell))),
    total_buy: formatMoney(sumMoney(rows.map((r) => r.unbilled_buy))),
  };
}

const profitOf = (sell: string, buy: string) => {
  const profit = formatMoney(money(sell).minus(buy));
  return { sell: formatMoney(sell), buy: formatMoney(buy), profit, margin_percent: margin(sell, profit) };
};

/** `/monitoring/ch/all`: every job of the period, drafts and cancelled too, with its state, billing and profit. */
export async function allJobs(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof chAllMonitor>> {
  const jobs = await jobFigures(ctx, sql` AND j.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date`);
  const rows = jobs.map((j) => ({
    ...jobFieldsOf(j),
    status: j.status === "approved" ? "confirmed" : j.status,
    billing: billingOf(j),
    ...profitOf(j.sell, j.buy),
  }));
  const counted = jobs.filter((j) => j.status === "approved");
  return { rows, totals: profitOf(formatMoney(sumMoney(counted.map((j) => j.sell))), formatMoney(sumMoney(counted.map((j) => j.buy)))) };
}

/** `/monitoring/ch-rate`: cards expiring within `days` of the date; confirmed jobs' lines priced off their card (or by hand). */
export async function rateMonitor(ctx: ReportContext, q: { date: string; days: number }): Promise<ReportResponse<typeof chRateMonitor>> {
  const until = addDays(q.date, q.days);
  const expiring = rowsOf<{
    rate_id: string;
    charge_code: string;
    charge_name: string;
    mode: "sea_fcl" | "sea_lcl" | "air" | "land";
    route: string;
    customer_name: string | null;
    agent_name: string | null;
    basis: "shipment" | "container" | "kg" | "chargeable_weight" | "cbm";
    currency: string;
    buy_rate: string | null;
    sell_rate: string | null;
    valid_to: string;
  }>(
    await ctx.tx.execute(sql`
      SELECT r.id AS rate_id, k.code AS charge_code, k.name AS charge_name, r.mode, coalesce(op.code, '*') || ' → ' || coalesce(dp.code, '*') AS route,
        cu.name AS customer_name, ag.name AS agent_name, r.basis, r.currency, r.buy_rate::text AS buy_rate, r.sell_rate::text AS sell_rate, r.valid_to::text AS valid_to
      FROM ch_rates r
      JOIN charge_codes k ON k.company_id = r.company_id AND k.id = r.charge_code_id
      LEFT JOIN ports op ON op.company_id = r.company_id AND op.id = r.origin_port_id
      LEFT JOIN ports dp ON dp.company_id = r.company_id AND dp.id = r.destination_port_id
      LEFT JOIN contacts cu ON cu.company_id = r.company_id AND cu.id = r.customer_id
      LEFT JOIN contacts ag ON ag.company_id = r.company_id AND ag.id = r.agent_id
      WHERE r.company_id = ${ctx.companyId} AND r.valid_to BETWEEN ${q.date}::date AND ${until}::date
      ORDER BY r.valid_to, k.code`),
  );
  const offCard = rowsOf<{ job_id: string; number: string | null; date: string; customer_name: string; charge_code: string; side: "sell" | "buy"; currency: string; rate: string; card_rate: string | null }>(
    await ctx.tx.execute(sql`
      SELECT j.id AS job_id, d.number, j.date::text AS date, c.name AS customer_name, k.code AS charge_code, l.side, l.currency, l.rate::text AS rate,
        (CASE WHEN l.side = 'sell' THEN r.sell_rate ELSE r.buy_rate END)::text AS card_rate
      FROM ch_job_lines l
      JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
      JOIN documents d ON d.company_id = j.company_id AND d.id = j.id AND d.status = 'approved'
      JOIN contacts c ON c.company_id = j.company_id AND c.id = j.customer_id
      JOIN charge_codes k ON k.company_id = l.company_id AND k.id = l.charge_code_id
      LEFT JOIN ch_rates r ON r.company_id = l.company_id AND r.id = l.rate_id
      WHERE l.company_id = ${ctx.companyId} AND j.date <= ${q.date}::date AND j.date > ${addDays(q.date, -q.days)}::date
        AND (r.id IS NULL OR l.currency <> r.currency OR l.rate IS DISTINCT FROM (CASE WHEN l.side = 'sell' THEN r.sell_rate ELSE r.buy_rate END))
      ORDER BY j.date DESC, d.number, l.line_no`),
  );
  return {
    expiring: expiring.map((r) => ({
      ...r,
      buy_rate: r.buy_rate === null ? null : formatMoney(r.buy_rate),
      sell_rate: r.sell_rate === null ? null : formatMoney(r.sell_rate),
      days_left: days(q.date, r.valid_to),
    })),
    off_card: offCard.map((r) => ({ ...r, rate: formatMoney(r.rate), card_rate: r.card_rate === null ? null : formatMoney(r.card_rate) })),
  };
}

/** `/report/ch-bacc-detail`: each confirmed job of the period with its lines (billed or not) and profit. */
export async function chBaccDetail(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof chBaccDetailReport>> {
  const jobs = await jobFigures(ctx, sql` AND j.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date AND d.status = 'approved'`);
  const lines = rowsOf<{ job_id: string; side: "sell" | "buy"; charge_code: string; charge_name: string; is_disbursement: boolean; party_name: string | null; currency: string; amount: string; amount_base: string; billed_number: string | null }>(
    await ctx.tx.execute(sql`
      SELECT l.job_id, l.side, k.code AS charge_code, k.name AS charge_name, l.is_disbursement, p.name AS party_name, l.currency,
        l.amount::text AS amount, l.amount_base::text AS amount_base, l.billed_number
      FROM ch_job_lines l
      JOIN charge_codes k ON k.company_id = l.company_id AND k.id = l.charge_code_id
      LEFT JOIN contacts p ON p.company_id = l.company_id AND p.id = l.party_id
      WHERE l.company_id = ${ctx.companyId} AND l.job_id = ANY(${sql.param(jobs.map((j) => j.job_id))}::uuid[])
      ORDER BY l.job_id, l.side DESC, l.line_no`),
  );
  const byJob = new Map<string, typeof lines>();
  for (const l of lines) byJob.set(l.job_id, [...(byJob.get(l.job_id) ?? []), l]);
  return {
    jobs: jobs.map((j) => ({
      ...jobFieldsOf(j),
      billing: billingOf(j),
      ...profitOf(j.sell, j.buy),
      lines: (byJob.get(j.job_id) ?? []).map(({ job_id: _j, ...l }) => ({ ...l, amount: formatMoney(l.amount), amount_base: formatMoney(l.amount_base) })),
    })),
    totals: profitOf(formatMoney(sumMoney(jobs.map((j) => j.sell))), formatMoney(sumMoney(jobs.map((j) => j.buy)))),
  };
}

/** What a summary groups by, in SQL: the group's key and its name. */
function summaryGroup(group: "customer" | "agent" | "month" | "mode" | "route", none: string): { key: SQL; name: SQL } {
  switch (group) {
    case "customer":
      return { key: sql`j.customer_id::text`, name: sql`c.name` };
    case "agent":
      return { key: sql`coalesce(j.agent_id::text, '')`, name: sql`coalesce(a.name, ${none})` };
    case "month":
      return { key: sql`to_char(j.date, 'YYYY-MM')`, name: sql`to_char(j.date, 'YYYY-MM')` };
    case "mode":
      return { key: sql`j.mode`, name: sql`j.mode` };
    case "route":
      return { key: sql`coalesce(op.code, '—') || ' → ' || coalesce(dp.code, '—')`, name: sql`coalesce(op.code, '—') || ' → ' || coalesce(dp.code, '—')` };
  }
}

/**
 * `/report/chbacc/summary` and `/report/chbacc-summary`: confirmed jobs' figures grouped by customer,
 * agent, month, mode or route, aggregated in the database from each job's sell and buy in base (kept
 * with its lines, disbursements left out), and of them what is billed (the billed lines only).
 */
export async function chSummary(
  ctx: ReportContext,
  q: { date_from: string; date_to: string; group_by: "customer" | "agent" | "month" | "mode" | "route" },
): Promise<ReportResponse<typeof chSummaryReport>> {
  const group = summaryGroup(q.group_by, ctx.language === "id" ? "(tanpa agen)" : "(no agent)");
  const rows = rowsOf<{ key: string; name: string; jobs: number; sell: string; buy: string; sell_billed: string; buy_billed: string }>(
    await ctx.tx.execute(sql`
      WITH billed AS (
        SELECT l.job_id, sum(l.amount_base) FILTER (WHERE l.side = 'sell') AS sell, sum(l.amount_base) FILTER (WHERE l.side = 'buy') AS buy
        FROM ch_job_lines l
        WHERE l.company_id = ${ctx.companyId} AND l.billed_id IS NOT NULL AND NOT l.is_disbursement
        GROUP BY l.job_id)
      SELECT ${group.key} AS key, ${group.name} AS name, count(*)::int AS jobs, sum(j.sell_base)::text AS sell, sum(j.buy_base)::text AS buy,
        coalesce(sum(b.sell), 0)::text AS sell_billed, coalesce(sum(b.buy), 0)::text AS buy_billed
      FROM ch_jobs j
      JOIN documents d ON d.company_id = j.company_id AND d.id = j.id AND d.status = 'approved'
      ${q.group_by === "customer" ? sql`JOIN contacts c ON c.company_id = j.company_id AND c.id = j.customer_id` : sql``}
      ${q.group_by === "agent" ? sql`LEFT JOIN contacts a ON a.company_id = j.company_id AND a.id = j.agent_id` : sql``}
      ${q.group_by === "route" ? sql`LEFT JOIN ports op ON op.company_id = j.company_id AND op.id = j.origin_port_id LEFT JOIN ports dp ON dp.company_id = j.company_id AND dp.id = j.destination_port_id` : sql``}
      LEFT JOIN billed b ON b.job_id = j.id
      WHERE j.company_id = ${ctx.companyId} AND j.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date ${officeFilter(ctx)}
      GROUP BY 1, 2`),
  );
  const figures = (r: { jobs: number; sell: string; buy: string; sell_billed: string; buy_billed: string }) => ({
    jobs: r.jobs,
    ...profitOf(r.sell, r.buy),
    sell_billed: formatMoney(r.sell_billed),
    buy_billed: formatMoney(r.buy_billed),
  });
  const out = rows
    .map((r) => ({ key: r.key, name: q.group_by === "mode" ? modeTitles[r.name as keyof typeof modeTitles][ctx.language] : r.name, ...figures(r) }))
    .sort((a, b) => (q.group_by === "month" ? a.key.localeCompare(b.key) : money(b.profit).comparedTo(a.profit) || a.name.localeCompare(b.name)));
  const sum = (field: "sell" | "buy" | "sell_billed" | "buy_billed") => formatMoney(sumMoney(rows.map((r) => r[field])));
  return { rows: out, totals: figures({ jobs: rows.reduce((n, r) => n + r.jobs, 0), sell: sum("sell"), buy: sum("buy"), sell_billed: sum("sell_billed"), buy_billed: sum("buy_billed") }) };
}

/** The freight reports' routes (`/api/monitoring/ch…`, `/api/report/ch-bacc-detail`, `/api/report/chbacc…`). */
export const freightReportRoutes: FastifyPluginAsync = async (app) => {
  registerReport(app, freightReports["monitoring-ch"], unbilledJobs);
  registerReport(app, freightReports["monitoring-ch-all"], allJobs);
  registerReport(app, freightReports["monitoring-ch-rate"], rateMonitor);
  registerReport(app, freightReports["ch-bacc-detail"], chBaccDetail);
  registerReport(app, freightReports["chbacc/summary"], chSummary);
  registerReport(app, freightReports["chbacc-summary"], chSummary);
};
