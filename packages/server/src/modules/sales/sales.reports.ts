import {
  Amount,
  agingBucketIndex,
  agingBucketKeys,
  daysBetween,
  estimationIndex,
  estimationKeys,
  type ReportResponse,
  type salesReports,
  ZERO_AMOUNT,
} from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { registerReport } from "../reports/register-report.js";
import { foreignOnly } from "../currency/rates.js";
import { agingBucketSql, type ReportContext, rowsOf } from "../reports/report-context.js";
import { salesReports as reports } from "@neraca/core";

type Reports = typeof salesReports;
const amount = (value: string | number | null | undefined) => Amount.of(String(value ?? "0"));
const ids = (list: readonly string[]) => sql.join(list.map((id) => sql`${id}::uuid`), sql`, `);

/** The report filters on a document's office, customer and tags (`alias` names its table). */
function filtersOn(ctx: ReportContext, alias: string): SQL {
  const parts: SQL[] = [];
  const a = sql.raw(alias);
  if (ctx.filters.officeIds?.length) parts.push(sql`${a}.office_id IN (${ids(ctx.filters.officeIds)})`);
  if (ctx.filters.contactIds?.length) parts.push(sql`${a}.contact_id IN (${ids(ctx.filters.contactIds)})`);
  if (ctx.filters.tagIds?.length) parts.push(sql`${a}.tag_ids && ARRAY[${ids(ctx.filters.tagIds)}]::uuid[]`);
  return parts.length ? sql` AND ${sql.join(parts, sql` AND `)}` : sql``;
}

interface OpenItem {
  id: string;
  number: string;
  contact_id: string;
  contact_code: string;
  contact_name: string;
  invoice_date: string;
  due_date: string;
  total: string;
  paid: string;
  outstanding: string;
  outstanding_base: string;
}

/**
 * The reports read receivables in base (DESIGN §13): an invoice's `total_base` and `outstanding_base`
 * and the base each payment line relieved; a payment's figures at its rate. For a base invoice they
 * equal its own amounts (a CHECK holds them so).
 *
 * What was owed on an invoice at the end of `asOf`: what it owes now (the `outstanding` column, kept
 * by payments with the row locked) plus the payments dated after that day. Only approved invoices
 * ever owe or receive payments, so drafts drop out without reading their state; the aging tests
 * compare this with a recomputation from the invoices and payments at several dates.
 */
const openAt = (ctx: ReportContext, asOf: string, currency?: string | null) => {
  // One currency asked for: its invoices, what is left of each in it beside what is left in base.
  const inCurrency = !!currency;
  const scope = currency ? sql` AND i.currency = ${currency}` : sql``;
  return sql`
    WITH later AS (
      SELECT invoice_id, sum(base) AS paid, sum(amount) AS paid_currency FROM sales_payment_lines
      WHERE company_id = ${ctx.companyId} AND payment_date > ${asOf}::date GROUP BY invoice_id
    )
    SELECT i.id, i.contact_id, i.invoice_date, i.due_date,
      ${inCurrency ? sql`i.total` : sql`i.total_base`} AS total,
      ${inCurrency ? sql`i.outstanding + COALESCE(later.paid_currency, 0)` : sql`i.outstanding_base + COALESCE(later.paid, 0)`} AS open,
      i.outstanding_base + COALESCE(later.paid, 0) AS open_base
    FROM sales_invoices i LEFT JOIN later ON later.invoice_id = i.id
    WHERE i.company_id = ${ctx.companyId} AND i.invoice_date <= ${asOf}::date
      AND (i.outstanding_base > 0 OR later.paid IS NOT NULL)${scope} ${filtersOn(ctx, "i")}`;
};

/** Every invoice with something owed at the end of `asOf`, with its number and customer. */
export async function openItemsAt(ctx: ReportContext, asOf: string, currency?: string | null): Promise<OpenItem[]> {
  const result = await ctx.tx.execute(sql`
    WITH o AS MATERIALIZED (${openAt(ctx, asOf, currency)})
    SELECT o.id, d.number, o.contact_id, c.code AS contact_code, c.name AS contact_name,
      o.invoice_date::text AS invoice_date, o.due_date::text AS due_date, o.total::text AS total,
      (o.total - o.open)::text AS paid, o.open::text AS outstanding, o.open_base::text AS outstanding_base
    FROM o
    JOIN documents d ON d.company_id = ${ctx.companyId} AND d.id = o.id
    JOIN contacts c ON c.company_id = ${ctx.companyId} AND c.id = o.contact_id
    WHERE o.open <> 0
    ORDER BY c.name, o.due_date, d.number`);
  return rowsOf<OpenItem>(result);
}

type BucketSums = Record<string, Amount>;
const zeroBuckets = (keys: readonly string[]): BucketSums => Object.fromEntries(keys.map((k) => [k, ZERO_AMOUNT]));
const texts = (sums: BucketSums) => Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v.toString()]));

/** Per customer: the open amounts in aging buckets, aggregated in the database. */
export async function salesAging(ctx: ReportContext, q: { date: string; buckets: number[]; currency?: string | undefined }): Promise<ReportResponse<Reports["sales-aging"]>> {
  const keys = agingBucketKeys(q.buckets);
  const bucket = agingBucketSql(sql`(${q.date}::date - o.due_date)`, q.buckets);
  const currency = await foreignOnly(ctx, q.currency);
  const result = await ctx.tx.execute(sql`
    WITH x AS MATERIALIZED (
      SELECT o.contact_id, ${bucket} AS bucket, sum(o.open)::text AS outstanding, sum(o.open_base)::text AS outstanding_base
      FROM (${openAt(ctx, q.date, currency)}) o
      WHERE o.open <> 0
      GROUP BY 1, 2
    )
    SELECT x.contact_id, c.code AS contact_code, c.name AS contact_name, x.bucket, x.outstanding, x.outstanding_base
    FROM x JOIN contacts c ON c.company_id = ${ctx.companyId} AND c.id = x.contact_id
    ORDER BY 3, 1`);
  const byContact = new Map<string, { code: string; name: string; sums: BucketSums; base: Amount }>();
  const totals = zeroBuckets(keys);
  let totalBase = ZERO_AMOUNT;
  for (const r of rowsOf<{ contact_id: string; contact_code: string; contact_name: string; bucket: number; outstanding: string; outstanding_base: string }>(result)) {
    const entry = byContact.get(r.contact_id) ?? { code: r.contact_code, name: r.contact_name, sums: zeroBuckets(keys), base: ZERO_AMOUNT };
    const key = keys[Number(r.bucket)] as string;
    entry.sums[key] = (entry.sums[key] as Amount).plus(amount(r.outstanding));
    entry.base = entry.base.plus(amount(r.outstanding_base));
    totals[key] = (totals[key] as Amount).plus(amount(r.outstanding));
    totalBase = totalBase.plus(amount(r.outstanding_base));
    byContact.set(r.contact_id, entry);
  }
  const sum = (s: BucketSums) => Object.values(s).reduce((a, b) => a.plus(b), ZERO_AMOUNT).toString();
  return {
    bucket_keys: keys,
    currency,
    rows: [...byContact].map(([id, e]) => ({
      contact_id: id,
      contact_code: e.code,
      contact_name: e.name,
      buckets: texts(e.sums),
      total: sum(e.sums),
      ...(currency ? { total_base: e.base.toString() } : {}),
    })),
    totals: { buckets: texts(totals), total: sum(totals), ...(currency ? { total_base: totalBase.toString() } : {}) },
  };
}


async function salesAgingDetail(ctx: ReportContext, q: { date: string; buckets: number[]; currency?: string | undefined }): Promise<ReportResponse<Reports["sales-aging-detail"]>> {
  const keys = agingBucketKeys(q.buckets);
  const totals = zeroBuckets(keys);
  let total = ZERO_AMOUNT;
  let totalBase = ZERO_AMOUNT;
  const currency = await foreignOnly(ctx, q.currency);
  const rows = (await openItemsAt(ctx, q.date, currency)).map((item) => {
    const days = daysBetween(item.due_date, q.date);
    const key = keys[agingBucketIndex(days, q.buckets)] as string;
    const buckets = zeroBuckets(keys);
    buckets[key] = amount(item.outstanding);
    totals[key] = (totals[key] as Amount).plus(amount(item.outstanding));
    total = total.plus(amount(item.outstanding));
    totalBase = totalBase.plus(amount(item.outstanding_base));
    return {
      invoice_id: item.id,
      number: item.number,
      contact_id: item.contact_id,
      contact_name: item.contact_name,
      invoice_date: item.invoice_date,
      due_date: item.due_date,
      days_overdue: Math.max(days, 0),
      total: amount(item.total).toString(),
      paid: amount(item.paid).toString(),
      outstanding: amount(item.outstanding).toString(),
      ...(currency ? { outstanding_base: amount(item.outstanding_base).toString() } : {}),
      bucket: key,
      buckets: texts(buckets),
    };
  });
  return { bucket_keys: keys, currency, rows, totals: { buckets: texts(totals), total: total.toString(), ...(currency ? { total_base: totalBase.toString() } : {}) } };
}

/** Each open invoice at the date with the payments it has received so far, and how late each came. */
async function paymentAgingDetail(ctx: ReportContext, q: { date: string }): Promise<ReportResponse<Reports["payment/aging-detail"]>> {
  const items = await openItemsAt(ctx, q.date);
  const payments = new Map<string, { payment_id: string; number: string; date: string; amount: string }[]>();
  if (items.length > 0) {
    const result = await ctx.tx.execute(sql`
      SELECT l.invoice_id, l.payment_id, d.number, l.payment_date::text AS date, l.base::text AS amount
      FROM sales_payment_lines l
      JOIN documents d ON d.company_id = l.company_id AND d.id = l.payment_id
      WHERE l.company_id = ${ctx.companyId} AND l.payment_date <= ${q.date}::date AND l.invoice_id IN (${ids(items.map((i) => i.id))})
      ORDER BY l.payment_date, d.number`);
    for (const r of rowsOf<{ invoice_id: string; payment_id: string; number: string; date: string; amount: string }>(result)) {
      payments.set(r.invoice_id, [...(payments.get(r.invoice_id) ?? []), r]);
    }
  }
  const rows: ReportResponse<Reports["payment/aging-detail"]>["rows"] = [];
  let totalInvoices = ZERO_AMOUNT;
  let totalPaid = ZERO_AMOUNT;
  let totalOutstanding = ZERO_AMOUNT;
  for (const item of items) {
    const base = { invoice_id: item.id, number: item.number, contact_name: item.contact_name, invoice_date: item.invoice_date, due_date: item.due_date, total: amount(item.total).toString() };
    let left = amount(item.total);
    totalInvoices = totalInvoices.plus(left);
    totalOutstanding = totalOutstanding.plus(amount(item.outstanding));
    const list = payments.get(item.id) ?? [];
    if (list.length === 0) rows.push({ ...base, payment_id: null, payment_number: null, payment_date: null, amount: "0.00", days_after_due: null, outstanding_after: left.toString() });
    for (const p of list) {
      left = left.minus(amount(p.amount));
      totalPaid = totalPaid.plus(amount(p.amount));
      rows.push({
        ...base,
        payment_id: p.payment_id,
        payment_number: p.number,
        payment_date: p.date,
        amount: amount(p.amount).toString(),
        days_after_due: daysBetween(item.due_date, p.date),
        outstanding_after: left.toString(),
      });
    }
  }
  return { rows, totals: { total: totalInvoices.toString(), amount: totalPaid.toString(), outstanding: totalOutstanding.toString() } };
}

async function estimationCollection(ctx: ReportContext, q: { date: string }): Promise<ReportResponse<Reports["estimation-collection"]>> {
  const byContact = new Map<string, { name: string; sums: BucketSums }>();
  const totals = zeroBuckets(estimationKeys);
  for (const item of await openItemsAt(ctx, q.date)) {
    const key = estimationKeys[estimationIndex(daysBetween(q.date, item.due_date))] as string;
    const entry = byContact.get(item.contact_id) ?? { name: item.contact_name, sums: zeroBuckets(estimationKeys) };
    entry.sums[key] = (entry.sums[key] as Amount).plus(amount(item.outstanding));
    totals[key] = (totals[key] as Amount).plus(amount(item.outstanding));
    byContact.set(item.contact_id, entry);
  }
  const sum = (s: BucketSums) => Object.values(s).reduce((a, b) => a.plus(b), ZERO_AMOUNT).toString();
  return {
    rows: [...byContact].map(([id, e]) => ({ contact_id: id, contact_name: e.name, windows: texts(e.sums), total: sum(e.sums) })),
    totals: { windows: texts(totals), total: sum(totals) },
  };
}

async function paymentEstimation(ctx: ReportContext, q: { date: string }): Promise<ReportResponse<Reports["payment/estimation"]>> {
  const items = (await openItemsAt(ctx, q.date)).sort((a, b) => a.due_date.localeCompare(b.due_date) || a.number.localeCompare(b.number));
  return {
    rows: items.map((i) => ({
      due_date: i.due_date,
      invoice_id: i.id,
      number: i.number,
      contact_name: i.contact_name,
      days_until_due: daysBetween(q.date, i.due_date),
      outstanding: amount(i.outstanding).toString(),
    })),
    totals: { outstanding: items.reduce((s, i) => s.plus(amount(i.outstanding)), ZERO_AMOUNT).toString() },
  };
}

async function historyPayment(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<Reports["history-payment"]>> {
  const result = await ctx.tx.execute(sql`
    SELECT p.id AS payment_id, pd.number AS payment_number, p.payment_date::text AS payment_date, c.name AS contact_name,
      l.invoice_id, idoc.number AS invoice_number, i.total_base::text AS invoice_total, l.base::text AS amount
    FROM sales_payment_lines l
    JOIN sales_payments p ON p.company_id = l.company_id AND p.id = l.payment_id
    JOIN documents pd ON pd.company_id = p.company_id AND pd.id = p.id
    JOIN sales_invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id
    JOIN documents idoc ON idoc.company_id = i.company_id AND idoc.id = i.id
    JOIN contacts c ON c.company_id = p.company_id AND c.id = p.contact_id
    WHERE l.company_id = ${ctx.companyId} AND l.payment_date BETWEEN ${q.date_from}::date AND ${q.date_to}::date ${filtersOn(ctx, "p")}
    ORDER BY l.payment_date, pd.number, l.line_no`);
  const rows = rowsOf<ReportResponse<Reports["history-payment"]>["rows"][number]>(result).map((r) => ({
    ...r,
    invoice_total: amount(r.invoice_total).toString(),
    amount: amount(r.amount).toString(),
  }));
  return { rows, totals: { amount: rows.reduce((s, r) => s.plus(amount(r.amount)), ZERO_AMOUNT).toString() } };
}

const figureKeys = ["received", "deductions", "deposit_used", "applied", "overpayment"] as const;
type Figures = Record<(typeof figureKeys)[number], string>;
const sumFigures = (rows: readonly Figures[]): Figures =>
  Object.fromEntries(figureKeys.map((k) => [k, rows.reduce((s, r) => s.plus(amount(r[k])), ZERO_AMOUNT).toString()])) as Figures;
const figuresOf = (r: Figures): Figures => Object.fromEntries(figureKeys.map((k) => [k, amount(r[k]).toString()])) as Figures;

async function paymentsIn(ctx: ReportContext, q: { date_from: string; date_to: string }) {
  const result = await ctx.tx.execute(sql`
    SELECT p.id AS payment_id, d.number, p.payment_date::text AS date, p.contact_id, c.name AS contact_name, cb.name AS cashbank_name,
      round(p.received * COALESCE(p.rate, 1), 2)::text AS received, round(p.deduction_total * COALESCE(p.rate, 1), 2)::text AS deductions,
      p.deposit_used::text AS deposit_used, round(p.applied * COALESCE(p.rate, 1), 2)::text AS applied, p.overpayment::text AS overpayment
    FROM sales_payments p
    JOIN documents d ON d.company_id = p.company_id AND d.id = p.id AND d.status = 'approved'
    JOIN contacts c ON c.company_id = p.company_id AND c.id = p.contact_id
    JOIN cashbanks cb ON cb.company_id = p.company_id AND cb.id = p.cashbank_id
    WHERE p.company_id = ${ctx.companyId} AND p.payment_date BETWEEN ${q.date_from}::date AND ${q.date_to}::date ${filtersOn(ctx, "p")}
    ORDER BY p.payment_date, d.number`);
  return rowsOf<Figures & { payment_id: string; number: string; date: string; contact_id: string; contact_name: string; cashbank_name: string }>(result);
}

async function paymentRegister(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<Reports["payment"]>> {
  const rows = (await paymentsIn(ctx, q)).map(({ contact_id: _contact, ...r }) => ({ ...r, ...figuresOf(r) }));
  return { rows, totals: sumFigures(rows) };
}

async function paymentByCustomer(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<Reports["paymentNew"]>> {
  const groups = new Map<string, { name: string; rows: Figures[] }>();
  const all = await paymentsIn(ctx, q);
  for (const r of all) {
    const g = groups.get(r.contact_id) ?? { name: r.contact_name, rows: [] };
    g.rows.push(r);
    groups.set(r.contact_id, g);
  }
  const rows = [...groups]
    .map(([id, g]) => ({ contact_id: id, contact_name: g.name, payments: g.rows.length, ...sumFigures(g.rows) }))
    .sort((a, b) => a.contact_name.localeCompare(b.contact_name));
  return { rows, totals: { payments: all.length, ...sumFigures(all) } };
}

async function invoiceRegister(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<Reports["sales/invoice"]>> {
  const result = await ctx.tx.execute(sql`
    SELECT i.id AS invoice_id, d.number, i.invoice_date::text AS invoice_date, i.due_date::text AS due_date, c.name AS contact_name,
      i.tax_invoice_number, COALESCE(i.dpp_base, round(i.dpp * COALESCE(i.rate, 1), 2))::text AS dpp, COALESCE(i.vat_base, round(i.vat * COALESCE(i.rate, 1), 2))::text AS vat, i.total_base::text AS total,
      COALESCE(p.paid, 0)::text AS paid, (i.total_base - COALESCE(p.paid, 0))::text AS outstanding
    FROM sales_invoices i
    JOIN documents d ON d.company_id = i.company_id AND d.id = i.id AND d.status = 'approved'
    JOIN contacts c ON c.company_id = i.company_id AND c.id = i.contact_id
    LEFT JOIN (
      SELECT invoice_id, sum(base) AS paid FROM sales_payment_lines
      WHERE company_id = ${ctx.companyId} AND payment_date <= ${q.date_to}::date GROUP BY invoice_id
    ) p ON p.invoice_id = i.id
    WHERE i.company_id = ${ctx.companyId} AND i.invoice_date BETWEEN ${q.date_from}::date AND ${q.date_to}::date ${filtersOn(ctx, "i")}
    ORDER BY i.invoice_date, d.number`);
  const keys = ["dpp", "vat", "total", "paid", "outstanding"] as const;
  const rows = rowsOf<ReportResponse<Reports["sales/invoice"]>["rows"][number]>(result).map((r) => ({
    ...r,
    ...Object.fromEntries(keys.map((k) => [k, amount(r[k]).toString()])),
  })) as ReportResponse<Reports["sales/invoice"]>["rows"];
  const totals = Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s.plus(amount(r[k])), ZERO_AMOUNT).toString()])) as Record<(typeof keys)[number], string>;
  return { rows, totals };
}

/** Serves every sales report from its core definition. */
export function registerSalesReports(app: FastifyInstance) {
  registerReport(app, reports["sales-aging"], salesAging);
  registerReport(app, reports["sales-aging-detail"], salesAgingDetail);
  registerReport(app, reports["payment/aging-detail"], paymentAgingDetail);
  registerReport(app, reports["estimation-collection"], estimationCollection);
  registerReport(app, reports["payment/estimation"], paymentEstimation);
  registerReport(app, reports["history-payment"], historyPayment);
  registerReport(app, reports.payment, paymentRegister);
  registerReport(app, reports.paymentNew, paymentByCustomer);
  registerReport(app, reports["sales/invoice"], invoiceRegister);
}
