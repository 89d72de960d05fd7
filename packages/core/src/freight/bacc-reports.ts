import { z } from "zod";
import { defineReport, dimensionQueryFields, type LocalText, type ReportColumn, rangeInOrder, rangeOrderIssue, reportQueryFields as fields } from "../reports/definition.js";
import { amountText, money, texts } from "../reports/shared.js";
import { chJobPath, chReports, freightTexts } from "./reports.js";

const text = (key: string, title: LocalText): ReportColumn => ({ key, kind: "text", title });
const number = (key: string, title: LocalText): ReportColumn => ({ key, kind: "number", title });
const date = (key: string, title: LocalText): ReportColumn => ({ key, kind: "date", title });
const name = z.string().nullable();

export const baccTexts = {
  estimated: { en: "Estimated", id: "Estimasi" },
  billed: { en: "Billed", id: "Ditagih" },
  unbilled: { en: "Unbilled", id: "Belum ditagih" },
  settled: { en: "Settled", id: "Lunas" },
  open: { en: "Billed, open", id: "Ditagih, terbuka" },
  accrual_account: { en: "Accrual account", id: "Akun akrual" },
  difference: { en: "Difference", id: "Selisih" },
  code: { en: "Code", id: "Kode" },
  phone: { en: "Phone", id: "Telepon" },
  email: { en: "Email", id: "Email" },
  address: { en: "Address", id: "Alamat" },
  oldest_due: { en: "Oldest due", id: "Jatuh tempo terlama" },
  days_overdue: { en: "Days overdue", id: "Hari terlambat" },
  overdue: { en: "Overdue", id: "Terlambat" },
  open_total: { en: "Open (base)", id: "Terbuka (dasar)" },
  credit_limit: { en: "Credit limit", id: "Batas kredit" },
  reason: { en: "Why", id: "Alasan" },
  current: { en: "Not due", id: "Belum jatuh tempo" },
  d1_30: { en: "1–30", id: "1–30" },
  d31_60: { en: "31–60", id: "31–60" },
  d61_90: { en: "61–90", id: "61–90" },
  over_90: { en: "> 90", id: "> 90" },
  total: { en: "Total", id: "Total" },
  total_base: { en: "Total (base)", id: "Total (dasar)" },
  invoices: { en: "Invoices", id: "Faktur" },
  paid_base: { en: "Paid (base)", id: "Dibayar (dasar)" },
  outstanding_base: { en: "Outstanding (base)", id: "Sisa (dasar)" },
  month: { en: "Month", id: "Bulan" },
  agents: { en: "Agents", id: "Agen" },
  receivable: { en: "We are owed (base)", id: "Piutang (dasar)" },
  payable: { en: "We owe (base)", id: "Utang (dasar)" },
  net: { en: "Net (base)", id: "Bersih (dasar)" },
  oldest: { en: "Oldest open", id: "Terbuka terlama" },
  cost: { en: "Cost", id: "Biaya" },
  reasons: {
    overdue: { en: "overdue", id: "terlambat" },
    over_limit: { en: "over its credit limit", id: "melewati batas kredit" },
    both: { en: "overdue, over its credit limit", id: "terlambat, melewati batas kredit" },
  },
} as const;

const checkpointRow = z.object({
  job_id: z.string(),
  number: name,
  date: z.string(),
  party: z.string(),
  estimated: amountText,
  billed: amountText,
  unbilled: amountText,
  settled: amountText,
  open: amountText,
});
const checkpointFigures = checkpointRow.pick({ estimated: true, billed: true, unbilled: true, settled: true, open: true });

/**
 * A checkpoint at a date (`/report/ch-ar-checkpoint`, `/report/ch-ap-checkpoint`): confirmed jobs' sell
 * (or buy) charges in base, disbursements apart — estimated on the job, billed by invoices approved and
 * dated by then, settled of what is billed (received or paid, netted), — listing the jobs with something
 * unbilled or open; the unbilled total beside the balance of the accrual account (unbilled receivable,
 * accrued cost) at the date, which month-end accruals make equal at each month's end.
 */
const checkpoint = (side: "ar" | "ap") =>
  defineReport({
    name: side === "ar" ? "ch-ar-checkpoint" : "ch-ap-checkpoint",
    resource: "ReportCheckpoint",
    title: side === "ar" ? { en: "CH AR checkpoint", id: "Checkpoint AR CH" } : { en: "CH AP checkpoint", id: "Checkpoint AP CH" },
    query: z.strictObject({ ...fields.date, ...dimensionQueryFields(["office_ids"]), ...fields.format }),
    response: z.object({
      rows: z.array(checkpointRow),
      jobs: z.number().int(),
      totals: checkpointFigures,
      accrual: z.object({ account_code: name, account_name: name, balance: amountText, difference: amountText }),
    }),
    fileName: (q) => `ch-${side}-checkpoint-${q.date}`,
    landscape: true,
    table: (data, _q, language) => ({
      columns: [
        text("number", freightTexts.job),
        date("date", freightTexts.date),
        text("party", side === "ar" ? freightTexts.customer : freightTexts.agent),
        money("estimated", baccTexts.estimated),
        money("billed", baccTexts.billed),
        money("unbilled", baccTexts.unbilled),
        money("settled", baccTexts.settled),
        money("open", baccTexts.open),
      ],
      rows: [
        ...data.rows.map((r) => ({ ...r, number: r.number ?? "—", _path: chJobPath(r.job_id) })),
        { number: `${texts.total[language]} (${data.jobs} ${freightTexts.jobs[language].toLowerCase()})`, ...data.totals, _bold: true },
        {
          number: `${baccTexts.accrual_account[language]} ${data.accrual.account_code ?? "—"} ${data.accrual.account_name ?? ""}`.trim(),
          unbilled: data.accrual.balance,
          _bold: true,
        },
        { number: baccTexts.difference[language], unbilled: data.accrual.difference, _bold: true },
      ],
    }),
  });

export const chArCheckpointReport = checkpoint("ar");
export const chApCheckpointReport = checkpoint("ap");

export const badPayorReasons = ["overdue", "over_limit", "both"] as const;

/** `/report/purchase/summary/chBadPayor`: customers past due beyond N days at a date, or owing more than their credit limit, with how to reach them. */
export const chBadPayorReport = defineReport({
  name: "purchase/summary/chBadPayor",
  resource: "ReportChBacc",
  title: { en: "Bad payors", id: "Pembayar bermasalah" },
  query: z.strictObject({ ...fields.date, days: z.coerce.number().int().min(0).max(3650).default(30), ...fields.format }),
  response: z.object({
    rows: z.array(
      z.object({
        contact_id: z.string(),
        code: z.string(),
        name: z.string(),
        phone: name,
        email: name,
        address: name,
        oldest_due: name,
        days_overdue: z.number().int(),
        overdue: amountText,
        open: amountText,
        credit_limit: name,
        reason: z.enum(badPayorReasons),
      }),
    ),
    overdue: amountText,
    open: amountText,
  }),
  fileName: (q) => `bad-payors-${q.date}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("code", baccTexts.code),
      text("name", freightTexts.customer),
      text("phone", baccTexts.phone),
      text("email", baccTexts.email),
      date("oldest_due", baccTexts.oldest_due),
      number("days_overdue", baccTexts.days_overdue),
      money("overdue", baccTexts.overdue),
      money("open", baccTexts.open_total),
      money("credit_limit", baccTexts.credit_limit),
      text("reason", baccTexts.reason),
    ],
    rows: [
      ...data.rows.map((r) => ({ ...r, reason: baccTexts.reasons[r.reason][language], _path: `/master-data/contact/edit/${r.contact_id}` })),
      { name: texts.total[language], overdue: data.overdue, open: data.open, _bold: true },
    ],
  }),
});

const agingRow = z.object({
  contact_id: z.string(),
  name: z.string(),
  currency: z.string(),
  current: amountText,
  d1_30: amountText,
  d31_60: amountText,
  d61_90: amountText,
  over_90: amountText,
  total: amountText,
  total_base: amountText,
});

/** `/report/purchase/aging/ch`: what we owe agents at a date, per agent and currency, by days past due. */
export const chAgentAgingReport = defineReport({
  name: "purchase/aging/ch",
  resource: "ReportChBacc",
  title: { en: "Agent payables aging", id: "Umur utang agen" },
  query: z.strictObject({ ...fields.date, ...fields.format }),
  response: z.object({ rows: z.array(agingRow), total_base: amountText }),
  fileName: (q) => `agent-aging-${q.date}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("name", freightTexts.agent),
      text("currency", freightTexts.currency),
      money("current", baccTexts.current),
      money("d1_30", baccTexts.d1_30),
      money("d31_60", baccTexts.d31_60),
      money("d61_90", baccTexts.d61_90),
      money("over_90", baccTexts.over_90),
      money("total", baccTexts.total),
      money("total_base", baccTexts.total_base),
    ],
    rows: [...data.rows, { name: texts.total[language], total_base: data.total_base, _bold: true }],
  }),
});

const rangeQuery = z.strictObject({ ...fields.range, ...fields.format }).refine(rangeInOrder, rangeOrderIssue);

/** `/report/purchase/summary/ch`: the buy side of confirmed jobs of a period per party: cost in base, billed and not yet. */
export const chCostSummaryReport = defineReport({
  name: "purchase/summary/ch",
  resource: "ReportChBacc",
  title: { en: "Job cost by agent", id: "Biaya job per agen" },
  query: rangeQuery,
  response: z.object({
    rows: z.array(z.object({ party_id: name, name: z.string(), jobs: z.number().int(), cost: amountText, billed: amountText, unbilled: amountText })),
    totals: z.object({ jobs: z.number().int(), cost: amountText, billed: amountText, unbilled: amountText }),
  }),
  fileName: (q) => `job-cost-by-agent-${q.date_from}-${q.date_to}`,
  table: (data, _q, language) => ({
    columns: [text("name", freightTexts.party), number("jobs", freightTexts.jobs), money("cost", baccTexts.cost), money("billed", baccTexts.billed), money("unbilled", baccTexts.unbilled)],
    rows: [...data.rows, { name: texts.total[language], ...data.totals, _bold: true }],
  }),
});

const baccInvoiceFigures = { invoices: z.number().int(), total_base: amountText, paid_base: amountText, outstanding_base: amountText };

/** `/report/purchase/summary/ch_bacc`: agents' invoices to us (BACC AP) of a period per agent and currency. */
export const chBaccPurchaseSummaryReport = defineReport({
  name: "purchase/summary/ch_bacc",
  resource: "ReportChBacc",
  title: { en: "BACC purchase summary", id: "Ringkasan pembelian BACC" },
  query: rangeQuery,
  response: z.object({
    rows: z.array(z.object({ contact_id: z.string(), name: z.string(), currency: z.string(), total: amountText, ...baccInvoiceFigures })),
    totals: z.object(baccInvoiceFigures),
  }),
  fileName: (q) => `bacc-purchases-${q.date_from}-${q.date_to}`,
  table: (data, _q, language) => ({
    columns: [
      text("name", freightTexts.agent),
      text("currency", freightTexts.currency),
      number("invoices", baccTexts.invoices),
      money("total", baccTexts.total),
      money("total_base", baccTexts.total_base),
      money("paid_base", baccTexts.paid_base),
      money("outstanding_base", baccTexts.outstanding_base),
    ],
    rows: [...data.rows, { name: texts.total[language], ...data.totals, _bold: true }],
  }),
});

/** `/report/purchase/summary/ch_bacc/new`: the same invoices month by month. */
export const chBaccPurchaseMonthlyReport = defineReport({
  name: "purchase/summary/ch_bacc/new",
  resource: "ReportChBacc",
  title: { en: "BACC purchases by month", id: "Pembelian BACC per bulan" },
  query: rangeQuery,
  response: z.object({ rows: z.array(z.object({ month: z.string(), agents: z.number().int(), ...baccInvoiceFigures })), totals: z.object(baccInvoiceFigures) }),
  fileName: (q) => `bacc-purchases-monthly-${q.date_from}-${q.date_to}`,
  table: (data, _q, language) => ({
    columns: [
      text("month", baccTexts.month),
      number("agents", baccTexts.agents),
      number("invoices", baccTexts.invoices),
      money("total_base", baccTexts.total_base),
      money("paid_base", baccTexts.paid_base),
      money("outstanding_base", baccTexts.outstanding_base),
    ],
    rows: [...data.rows, { month: texts.total[language], ...data.totals, _bold: true }],
  }),
});

/** `/monitoring/agent`: each agent's open receivables and payables in base, the net, and its oldest open invoice. */
export const agentMonitor = defineReport({
  name: "monitoring-agent",
  path: "/monitoring/agent",
  resource: "MonitoringAgent",
  title: { en: "Agents", id: "Agen" },
  query: z.strictObject({ ...fields.date, ...fields.format }),
  response: z.object({
    rows: z.array(z.object({ contact_id: z.string(), name: z.string(), receivable: amountText, payable: amountText, net: amountText, oldest: name })),
    totals: z.object({ receivable: amountText, payable: amountText, net: amountText }),
  }),
  fileName: (q) => `agents-${q.date}`,
  table: (data, _q, language) => ({
    columns: [text("name", freightTexts.agent), money("receivable", baccTexts.receivable), money("payable", baccTexts.payable), money("net", baccTexts.net), date("oldest", baccTexts.oldest)],
    rows: [
      ...data.rows.map((r) => ({ ...r, _path: `/transactions/ch-bacc/agent-statement?contact_id=${r.contact_id}` })),
      { name: texts.total[language], ...data.totals, _bold: true },
    ],
  }),
});

/** `/monitoring/agentYear`: per agent in a year: jobs handled, sell and buy in base, what is billed, and the profit. */
export const agentYearMonitor = defineReport({
  name: "monitoring-agent-year",
  path: "/monitoring/agentYear",
  resource: "MonitoringAgent",
  title: { en: "Agents by year", id: "Agen per tahun" },
  query: z.strictObject({ ...fields.year, ...fields.format }),
  response: z.object({
    rows: z.array(z.object({ agent_id: name, name: z.string(), jobs: z.number().int(), sell: amountText, buy: amountText, billed: amountText, profit: amountText })),
    totals: z.object({ jobs: z.number().int(), sell: amountText, buy: amountText, billed: amountText, profit: amountText }),
  }),
  fileName: (q) => `agents-${q.year}`,
  table: (data, _q, language) => ({
    columns: [
      text("name", freightTexts.agent),
      number("jobs", freightTexts.jobs),
      money("sell", freightTexts.sell),
      money("buy", freightTexts.buy),
      money("billed", baccTexts.billed),
      money("profit", freightTexts.profit),
    ],
    rows: [...data.rows, { name: texts.total[language], ...data.totals, _bold: true }],
  }),
});

export const baccReports = {
  "ch-ar-checkpoint": chArCheckpointReport,
  "ch-ap-checkpoint": chApCheckpointReport,
  "purchase/summary/chBadPayor": chBadPayorReport,
  "purchase/aging/ch": chAgentAgingReport,
  "purchase/summary/ch": chCostSummaryReport,
  "purchase/summary/ch_bacc": chBaccPurchaseSummaryReport,
  "purchase/summary/ch_bacc/new": chBaccPurchaseMonthlyReport,
  "monitoring-agent": agentMonitor,
  "monitoring-agent-year": agentYearMonitor,
} as const;

/** Every freight report and monitor, the jobs' and the billing's. */
export const freightReports = { ...chReports, ...baccReports } as const;
