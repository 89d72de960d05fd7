import { type agentMonitor, type agentYearMonitor, type chAgentAgingReport, type chArCheckpointReport, type chBaccPurchaseMonthlyReport, type chBaccPurchaseSummaryReport, type chBadPayorReport, type chCostSummaryReport, formatMoney, freightReports, money, type ReportResponse, sumMoney } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { accountForRoleOrNull } from "../../platform/account-roles.js";
import { registerReport } from "../reports/register-report.js";
import { type ReportContext, rowsOf } from "../reports/report-context.js";

const officeFilter = (ctx: ReportContext): SQL => (ctx.filters.officeIds?.length ? sql` AND j.office_id = ANY(${sql.param(ctx.filters.officeIds)}::uuid[])` : sql``);
const total = <T>(rows: readonly T[], field: keyof T) => formatMoney(sumMoney(rows.map((r) => String(r[field] ?? "0"))));

/** What was received or paid (and netted) of each invoice of a side by a date, in its currency. */
function settledBy(side: "ar" | "ap", date: string, companyId: string): SQL {
  const payments =
    side === "ar"
      ? sql`SELECT pl.invoice_id, pl.amount FROM sales_payment_lines pl JOIN documents pd ON pd.company_id = pl.company_id AND pd.id = pl.payment_id AND pd.status = 'approved' AND pd.date <= ${date}::date WHERE pl.company_id = ${companyId}`
      : sql`SELECT pl.invoice_id, pl.amount FROM purchase_payment_lines pl JOIN documents pd ON pd.company_id = pl.company_id AND pd.id = pl.payment_id AND pd.status = 'approved' AND pd.date <= ${date}::date WHERE pl.company_id = ${companyId}`;
  return sql`SELECT invoice_id, sum(amount) AS amount FROM (
    ${payments}
    UNION ALL
    SELECT nl.invoice_id, nl.amount FROM bacc_netting_lines nl JOIN documents nd ON nd.company_id = nl.company_id AND nd.id = nl.netting_id AND nd.status = 'approved' AND nd.date <= ${date}::date
    WHERE nl.company_id = ${companyId} AND nl.side = ${side}) s GROUP BY invoice_id`;
}

/**
 * The checkpoints (`/report/ch-ar-checkpoint`, `/report/ch-ap-checkpoint`) at a date, in one query:
 * each confirmed job's lines of the side (disbursements apart) in base — all of them, those billed by an
 * invoice approved and dated by then, and of those what the invoice's receipts, payments and nettings
 * by then settled (its share of the invoice, at the line's base) — beside the accrual account's balance.
 */
const checkpoint =
  (side: "ar" | "ap") =>
  async (ctx: ReportContext, q: { date: string }): Promise<ReportResponse<typeof chArCheckpointReport>> => {
    const c = ctx.companyId;
    const invoices =
      side === "ar"
        ? sql`SELECT i.id, i.total FROM sales_invoices i WHERE i.company_id = ${c}`
        : sql`SELECT i.id, i.payable_amount AS total FROM purchase_invoices i WHERE i.company_id = ${c}`;
    // Per job in the database; only the jobs with something unbilled or open come back, the totals of all beside (one row without a job).
    const rows = rowsOf<{ job_id: string | null; number: string | null; date: string | null; party: string | null; estimated: string; billed: string; settled: string; jobs: number }>(
      await ctx.tx.execute(sql`
        WITH settled AS (${settledBy(side, q.date, c)}),
        bills AS (
          SELECT d.id, inv.total, coalesce(s.amount, 0) AS settled
          FROM documents d JOIN (${invoices}) inv ON inv.id = d.id LEFT JOIN settled s ON s.invoice_id = d.id
          WHERE d.company_id = ${c} AND d.status = 'approved' AND d.date <= ${q.date}::date
            AND d.document_type = ${side === "ar" ? "sales_invoice" : "purchase_invoice"}
        ),
        per_job AS (
          SELECT j.id AS job_id, j.code AS number, j.date, ${side === "ar" ? sql`j.customer_id` : sql`j.agent_id`} AS party_id,
            sum(l.amount_base) AS estimated,
            coalesce(sum(l.amount_base) FILTER (WHERE b.id IS NOT NULL), 0) AS billed,
            coalesce(sum(round(l.amount_base * least(1, b.settled / nullif(b.total, 0)), 2)) FILTER (WHERE b.id IS NOT NULL), 0) AS settled
          FROM ch_jobs j
          JOIN documents jd ON jd.company_id = j.company_id AND jd.id = j.id AND jd.status = 'approved'
          JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id AND l.side = ${side === "ar" ? "sell" : "buy"} AND NOT l.is_disbursement
          LEFT JOIN bills b ON b.id = l.billed_id
          WHERE j.company_id = ${c} AND j.date <= ${q.date}::date ${officeFilter(ctx)}
          GROUP BY j.company_id, j.id
        )
        SELECT * FROM (
          SELECT p.job_id::text AS job_id, p.number, p.date::text AS date, ct.name AS party, p.estimated::text AS estimated, p.billed::text AS billed, p.settled::text AS settled, 0 AS jobs
          FROM per_job p LEFT JOIN contacts ct ON ct.company_id = ${c} AND ct.id = p.party_id
          WHERE p.estimated <> p.billed OR p.billed <> p.settled
          ORDER BY p.date, p.number) listed
        UNION ALL
        SELECT NULL::text, NULL::text, NULL::text, NULL::text, coalesce(sum(estimated), 0)::text, coalesce(sum(billed), 0)::text, coalesce(sum(settled), 0)::text, count(*)::int FROM per_job`),
    );
    const sums = rows.at(-1) ?? { estimated: "0", billed: "0", settled: "0", jobs: 0 };
    const figures = rows.slice(0, -1).map((j) => ({
      job_id: j.job_id as string,
      number: j.number,
      date: j.date as string,
      party: j.party ?? "—",
      estimated: formatMoney(j.estimated),
      billed: formatMoney(j.billed),
      settled: formatMoney(j.settled),
      unbilled: formatMoney(money(j.estimated).minus(j.billed)),
      open: formatMoney(money(j.billed).minus(j.settled)),
    }));
    const account = await accountForRoleOrNull(ctx.tx, c, side === "ar" ? "unbilled_receivable" : "accrued_cost");
    const [accrual] = account
      ? rowsOf<{ code: string; name: string; balance: string }>(
          await ctx.tx.execute(sql`SELECT a.code, a.name,
              coalesce((SELECT sum(${side === "ar" ? sql`l.debit - l.credit` : sql`l.credit - l.debit`}) FROM journal_lines l
                WHERE l.company_id = ${c} AND l.account_id = a.id AND l.date <= ${q.date}::date), 0)::text AS balance
            FROM accounts a WHERE a.company_id = ${c} AND a.id = ${account}::uuid`),
        )
      : [];
    const unbilled = formatMoney(money(sums.estimated).minus(sums.billed));
    return {
      rows: figures,
      jobs: sums.jobs,
      totals: {
        estimated: formatMoney(sums.estimated),
        billed: formatMoney(sums.billed),
        unbilled,
        settled: formatMoney(sums.settled),
        open: formatMoney(money(sums.billed).minus(sums.settled)),
      },
      accrual: {
        account_code: accrual?.code ?? null,
        account_name: accrual?.name ?? null,
        balance: formatMoney(accrual?.balance ?? "0"),
        difference: formatMoney(money(unbilled).minus(accrual?.balance ?? "0")),
      },
    };
  };

/** Bad payors at a date: customers with invoices due more than `days` before it still open, or owing more than their credit limit. */
async function badPayors(ctx: ReportContext, q: { date: string; days: number }): Promise<ReportResponse<typeof chBadPayorReport>> {
  const c = ctx.companyId;
  const rows = rowsOf<{ contact_id: string; code: string; name: string; phone: string | null; email: string | null; address: string | null; oldest_due: string | null; overdue: string; open: string; credit_limit: string | null }>(
    await ctx.tx.execute(sql`
      WITH open AS (
        SELECT i.contact_id, i.due_date, i.outstanding_base FROM sales_invoices i
        JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
        WHERE i.company_id = ${c} AND i.invoice_date <= ${q.date}::date AND i.outstanding > 0
      )
      SELECT ct.id AS contact_id, ct.code, ct.name, ct.phone, ct.email, ct.address,
        min(o.due_date) FILTER (WHERE o.due_date < ${q.date}::date - ${q.days}::int)::text AS oldest_due,
        coalesce(sum(o.outstanding_base) FILTER (WHERE o.due_date < ${q.date}::date - ${q.days}::int), 0)::text AS overdue,
        sum(o.outstanding_base)::text AS open, ct.credit_limit::text AS credit_limit
      FROM open o JOIN contacts ct ON ct.company_id = ${c} AND ct.id = o.contact_id
      GROUP BY ct.id, ct.code, ct.name, ct.phone, ct.email, ct.address, ct.credit_limit
      HAVING coalesce(sum(o.outstanding_base) FILTER (WHERE o.due_date < ${q.date}::date - ${q.days}::int), 0) > 0
        OR (ct.credit_limit IS NOT NULL AND sum(o.outstanding_base) > ct.credit_limit)
      ORDER BY coalesce(sum(o.outstanding_base) FILTER (WHERE o.due_date < ${q.date}::date - ${q.days}::int), 0) DESC, ct.name`),
  );
  const days = (from: string | null) => (from ? Math.round((Date.parse(`${q.date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) : 0);
  const out = rows.map((r) => {
    const overdue = money(r.overdue).greaterThan(0);
    const over = r.credit_limit !== null && money(r.open).greaterThan(r.credit_limit);
    return {
      ...r,
      days_overdue: days(r.oldest_due),
      overdue: formatMoney(r.overdue),
      open: formatMoney(r.open),
      credit_limit: r.credit_limit === null ? null : formatMoney(r.credit_limit),
      reason: overdue && over ? ("both" as const) : overdue ? ("overdue" as const) : ("over_limit" as const),
    };
  });
  return { rows: out, overdue: total(out, "overdue"), open: total(out, "open") };
}

/** Agents' payables at a date per agent and currency, by days past due (in the invoice's currency; the total in base beside). */
async function agentAging(ctx: ReportContext, q: { date: string }): Promise<ReportResponse<typeof chAgentAgingReport>> {
  const c = ctx.companyId;
  const rows = rowsOf<{ contact_id: string; name: string; currency: string; current: string; d1_30: string; d31_60: string; d61_90: string; over_90: string; total: string; total_base: string }>(
    await ctx.tx.execute(sql`
      WITH open AS (
        SELECT i.contact_id, coalesce(i.currency, co.base_currency) AS currency, ${q.date}::date - i.due_date AS late, i.outstanding, i.outstanding_base
        FROM purchase_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
        JOIN companies co ON co.id = i.company_id
        JOIN contacts ct ON ct.company_id = i.company_id AND ct.id = i.contact_id AND 'agent' = ANY(ct.contact_types)
        WHERE i.company_id = ${c} AND i.date <= ${q.date}::date AND i.outstanding > 0
      )
      SELECT o.contact_id, ct.name, o.currency,
        coalesce(sum(o.outstanding) FILTER (WHERE late <= 0), 0)::text AS current,
        coalesce(sum(o.outstanding) FILTER (WHERE late BETWEEN 1 AND 30), 0)::text AS d1_30,
        coalesce(sum(o.outstanding) FILTER (WHERE late BETWEEN 31 AND 60), 0)::text AS d31_60,
        coalesce(sum(o.outstanding) FILTER (WHERE late BETWEEN 61 AND 90), 0)::text AS d61_90,
        coalesce(sum(o.outstanding) FILTER (WHERE late > 90), 0)::text AS over_90,
        sum(o.outstanding)::text AS total, sum(o.outstanding_base)::text AS total_base
      FROM open o JOIN contacts ct ON ct.company_id = ${c} AND ct.id = o.contact_id
      GROUP BY o.contact_id, ct.name, o.currency ORDER BY ct.name, o.currency`),
  );
  const out = rows.map((r) => ({
    ...r,
    current: formatMoney(r.current),
    d1_30: formatMoney(r.d1_30),
    d31_60: formatMoney(r.d31_60),
    d61_90: formatMoney(r.d61_90),
    over_90: formatMoney(r.over_90),
    total: formatMoney(r.total),
    total_base: formatMoney(r.total_base),
  }));
  return { rows: out, total_base: total(out, "total_base") };
}

/** The buy side of confirmed jobs of a period per party (the line's, else the job's agent): cost in base, billed and not. */
async function costByAgent(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof chCostSummaryReport>> {
  const c = ctx.companyId;
  const rows = rowsOf<{ party_id: string | null; name: string | null; jobs: number; cost: string; billed: string }>(
    await ctx.tx.execute(sql`
      SELECT coalesce(l.party_id, j.agent_id) AS party_id, p.name, count(DISTINCT j.id)::int AS jobs, sum(l.amount_base)::text AS cost,
        coalesce(sum(l.amount_base) FILTER (WHERE bd.status = 'approved'), 0)::text AS billed
      FROM ch_jobs j
      JOIN documents d ON d.company_id = j.company_id AND d.id = j.id AND d.status = 'approved'
      JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id AND l.side = 'buy' AND NOT l.is_disbursement
      LEFT JOIN documents bd ON bd.company_id = l.company_id AND bd.id = l.billed_id
      LEFT JOIN contacts p ON p.company_id = j.company_id AND p.id = coalesce(l.party_id, j.agent_id)
      WHERE j.company_id = ${c} AND j.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date
      GROUP BY 1, 2 ORDER BY sum(l.amount_base) DESC, 2`),
  );
  const out = rows.map((r) => ({
    party_id: r.party_id,
    name: r.name ?? (ctx.language === "id" ? "(tanpa pihak)" : "(no party)"),
    jobs: r.jobs,
    cost: formatMoney(r.cost),
    billed: formatMoney(r.billed),
    unbilled: formatMoney(money(r.cost).minus(r.billed)),
  }));
  const jobs = rowsOf<{ n: number }>(
    await ctx.tx.execute(sql`SELECT count(DISTINCT j.id)::int AS n FROM ch_jobs j JOIN documents d ON d.company_id = j.company_id AND d.id = j.id AND d.status = 'approved'
      JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id AND l.side = 'buy' AND NOT l.is_disbursement
      WHERE j.company_id = ${c} AND j.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date`),
  )[0]?.n;
  return { rows: out, totals: { jobs: jobs ?? 0, cost: total(out, "cost"), billed: total(out, "billed"), unbilled: total(out, "unbilled") } };
}

/** Agents' approved invoices billing job lines, dated in a period. */
const baccPurchases = (c: string, q: { date_from: string; date_to: string }) => sql`
  SELECT i.id, i.contact_id, coalesce(i.currency, co.base_currency) AS currency, i.date, i.payable_amount, i.payable_base, i.outstanding_base
  FROM purchase_invoices i JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
  JOIN companies co ON co.id = i.company_id
  WHERE i.company_id = ${c} AND i.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date
    AND EXISTS (SELECT 1 FROM purchase_invoice_lines pl WHERE pl.company_id = i.company_id AND pl.invoice_id = i.id AND pl.job_line_id IS NOT NULL)`;

const invoiceFigures = (r: { invoices: number; total_base: string; outstanding_base: string }) => ({
  invoices: r.invoices,
  total_base: formatMoney(r.total_base),
  paid_base: formatMoney(money(r.total_base).minus(r.outstanding_base)),
  outstanding_base: formatMoney(r.outstanding_base),
});

async function baccPurchaseSummary(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof chBaccPurchaseSummaryReport>> {
  const rows = rowsOf<{ contact_id: string; name: string; currency: string; invoices: number; total: string; total_base: string; outstanding_base: string }>(
    await ctx.tx.execute(sql`SELECT b.contact_id, ct.name, b.currency, count(*)::int AS invoices, sum(b.payable_amount)::text AS total,
        sum(b.payable_base)::text AS total_base, sum(b.outstanding_base)::text AS outstanding_base
      FROM (${baccPurchases(ctx.companyId, q)}) b JOIN contacts ct ON ct.company_id = ${ctx.companyId} AND ct.id = b.contact_id
      GROUP BY b.contact_id, ct.name, b.currency ORDER BY ct.name, b.currency`),
  );
  const out = rows.map((r) => ({ contact_id: r.contact_id, name: r.name, currency: r.currency, total: formatMoney(r.total), ...invoiceFigures(r) }));
  return {
    rows: out,
    totals: invoiceFigures({ invoices: rows.reduce((n, r) => n + r.invoices, 0), total_base: total(rows, "total_base"), outstanding_base: total(rows, "outstanding_base") }),
  };
}

async function baccPurchaseMonthly(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof chBaccPurchaseMonthlyReport>> {
  const rows = rowsOf<{ month: string; agents: number; invoices: number; total_base: string; outstanding_base: string }>(
    await ctx.tx.execute(sql`SELECT to_char(b.date, 'YYYY-MM') AS month, count(DISTINCT b.contact_id)::int AS agents, count(*)::int AS invoices,
        sum(b.payable_base)::text AS total_base, sum(b.outstanding_base)::text AS outstanding_base
      FROM (${baccPurchases(ctx.companyId, q)}) b GROUP BY 1 ORDER BY 1`),
  );
  return {
    rows: rows.map((r) => ({ month: r.month, agents: r.agents, ...invoiceFigures(r) })),
    totals: invoiceFigures({ invoices: rows.reduce((n, r) => n + r.invoices, 0), total_base: total(rows, "total_base"), outstanding_base: total(rows, "outstanding_base") }),
  };
}

/** Each agent's open receivables and payables at a date (invoices dated by then, as they stand), the net, and its oldest open invoice. */
async function agents(ctx: ReportContext, q: { date: string }): Promise<ReportResponse<typeof agentMonitor>> {
  const c = ctx.companyId;
  const rows = rowsOf<{ contact_id: string; name: string; receivable: string; payable: string; oldest: string | null }>(
    await ctx.tx.execute(sql`
      WITH open AS (
        SELECT i.contact_id, i.outstanding_base AS receivable, 0::numeric AS payable, i.invoice_date AS date FROM sales_invoices i
        JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
        WHERE i.company_id = ${c} AND i.outstanding > 0 AND i.invoice_date <= ${q.date}::date
        UNION ALL
        SELECT i.contact_id, 0, i.outstanding_base, i.date FROM purchase_invoices i
        JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
        WHERE i.company_id = ${c} AND i.outstanding > 0 AND i.date <= ${q.date}::date
      )
      SELECT ct.id AS contact_id, ct.name, sum(o.receivable)::text AS receivable, sum(o.payable)::text AS payable, min(o.date)::text AS oldest
      FROM open o JOIN contacts ct ON ct.company_id = ${c} AND ct.id = o.contact_id AND 'agent' = ANY(ct.contact_types)
      GROUP BY ct.id, ct.name ORDER BY ct.name`),
  );
  const out = rows.map((r) => ({ ...r, receivable: formatMoney(r.receivable), payable: formatMoney(r.payable), net: formatMoney(money(r.receivable).minus(r.payable)) }));
  return { rows: out, totals: { receivable: total(out, "receivable"), payable: total(out, "payable"), net: total(out, "net") } };
}

/** Per agent in a year: confirmed jobs, sell and buy in base (kept with the jobs), what of the sell is billed, and the profit. */
async function agentsOfYear(ctx: ReportContext, q: { year: number }): Promise<ReportResponse<typeof agentYearMonitor>> {
  const c = ctx.companyId;
  const rows = rowsOf<{ agent_id: string | null; name: string | null; jobs: number; sell: string; buy: string; billed: string }>(
    await ctx.tx.execute(sql`
      WITH billed AS (
        SELECT l.job_id, sum(l.amount_base) AS amount FROM ch_job_lines l
        JOIN documents bd ON bd.company_id = l.company_id AND bd.id = l.billed_id AND bd.status = 'approved'
        WHERE l.company_id = ${c} AND l.side = 'sell' AND NOT l.is_disbursement GROUP BY l.job_id
      )
      SELECT j.agent_id, a.name, count(*)::int AS jobs, sum(j.sell_base)::text AS sell, sum(j.buy_base)::text AS buy, coalesce(sum(b.amount), 0)::text AS billed
      FROM ch_jobs j JOIN documents d ON d.company_id = j.company_id AND d.id = j.id AND d.status = 'approved'
      LEFT JOIN contacts a ON a.company_id = j.company_id AND a.id = j.agent_id
      LEFT JOIN billed b ON b.job_id = j.id
      WHERE j.company_id = ${c} AND j.date BETWEEN make_date(${q.year}::int, 1, 1) AND make_date(${q.year}::int, 12, 31)
      GROUP BY j.agent_id, a.name ORDER BY sum(j.sell_base) - sum(j.buy_base) DESC, a.name`),
  );
  const out = rows.map((r) => ({
    agent_id: r.agent_id,
    name: r.name ?? (ctx.language === "id" ? "(tanpa agen)" : "(no agent)"),
    jobs: r.jobs,
    sell: formatMoney(r.sell),
    buy: formatMoney(r.buy),
    billed: formatMoney(r.billed),
    profit: formatMoney(money(r.sell).minus(r.buy)),
  }));
  return {
    rows: out,
    totals: { jobs: out.reduce((n, r) => n + r.jobs, 0), sell: total(out, "sell"), buy: total(out, "buy"), billed: total(out, "billed"), profit: total(out, "profit") },
  };
}

/** The billing reports' routes (checkpoints, bad payors, agents' aging and purchases, the agent monitors). */
export const baccReportRoutes: FastifyPluginAsync = async (app) => {
  registerReport(app, freightReports["ch-ar-checkpoint"], checkpoint("ar"));
  registerReport(app, freightReports["ch-ap-checkpoint"], checkpoint("ap"));
  registerReport(app, freightReports["purchase/summary/chBadPayor"], badPayors);
  registerReport(app, freightReports["purchase/aging/ch"], agentAging);
  registerReport(app, freightReports["purchase/summary/ch"], costByAgent);
  registerReport(app, freightReports["purchase/summary/ch_bacc"], baccPurchaseSummary);
  registerReport(app, freightReports["purchase/summary/ch_bacc/new"], baccPurchaseMonthly);
  registerReport(app, freightReports["monitoring-agent"], agents);
  registerReport(app, freightReports["monitoring-agent-year"], agentsOfYear);
};
