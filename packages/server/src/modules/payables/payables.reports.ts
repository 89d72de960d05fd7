import {
  agingBucketIndex,
  agingBucketKeys,
  daysBetween,
  type estimationBuckets,
  formatMoney,
  payablesReports,
  type PurchaseInvoiceKind,
  type ReportResponse,
  sumMoney,
  vatKinds,
} from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Tx } from "../../db/client.js";
import { agingBucketSql, type ReportContext, rowsOf } from "../reports/report-context.js";
import { registerReport } from "../reports/register-report.js";
import { foreignOnly } from "../currency/rates.js";

const ids = (values: string[]) => sql.join(values.map((v) => sql`${v}::uuid`), sql`, `);

/** The invoices' filters of a report: offices, vendors, tags, and the invoice type. */
function invoiceFilters(ctx: ReportContext, kind?: PurchaseInvoiceKind): SQL {
  const f = ctx.filters;
  const parts: SQL[] = [sql`TRUE`];
  if (f.officeIds?.length) parts.push(sql`pi.office_id IN (${ids(f.officeIds)})`);
  if (f.contactIds?.length) parts.push(sql`pi.contact_id IN (${ids(f.contactIds)})`);
  if (f.tagIds?.length) parts.push(sql`pi.tag_ids && ARRAY[${ids(f.tagIds)}]::uuid[]`);
  if (kind) parts.push(sql`pi.kind = ${kind}`);
  return sql.join(parts, sql` AND `);
}

/**
 * Posted invoices dated on or before `date` with what was paid of each by then (approved payments
 * dated on or before it): the one source of every payable report, so aging at any past date is a
 * recomputation, not today's outstanding.
 */
export function invoicesAt(companyId: string, date: string, where: SQL, currency: string | null = null): SQL {
  // In base (DESIGN §13): a foreign invoice's payable in base, the base each payment line relieved at
  // its rate, its DPP at its rate and its taxes at the tax rate; for a base invoice, its own amounts.
  // One currency asked for: its invoices, their amounts in it, with what is left in base beside.
  const amounts = currency
    ? sql`pi.dpp, pi.vat, pi.withholding, pi.payable_amount, coalesce(paid.paid, 0) AS paid, pi.payable_amount - coalesce(paid.paid, 0) AS outstanding`
    : sql`round(pi.dpp * coalesce(pi.rate, 1), 2) AS dpp, ${vatInBase} AS vat, ${withholdingInBase} AS withholding,
      pi.payable_base AS payable_amount, coalesce(paid.paid_base, 0) AS paid, pi.payable_base - coalesce(paid.paid_base, 0) AS outstanding`;
  return sql`
    WITH paid AS (
      SELECT l.invoice_id, sum(l.amount) AS paid, sum(coalesce(l.base, l.amount)) AS paid_base
      FROM purchase_payment_lines l
      JOIN purchase_payments p ON p.company_id = l.company_id AND p.id = l.payment_id
      JOIN documents pd ON pd.company_id = l.company_id AND pd.id = l.payment_id
      WHERE l.company_id = ${companyId} AND pd.status = 'approved' AND p.date <= ${date}::date
      GROUP BY l.invoice_id
    )
    SELECT pi.id, d.number, pi.vendor_invoice_number, pi.date, pi.due_date, pi.kind, pi.contact_id,
      c.code AS contact_code, c.name AS contact_name, pi.rate, ${amounts},
      pi.payable_base - coalesce(paid.paid_base, 0) AS outstanding_base
    FROM purchase_invoices pi
    JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id AND d.status = 'approved'
    JOIN contacts c ON c.company_id = pi.company_id AND c.id = pi.contact_id
    LEFT JOIN paid ON paid.invoice_id = pi.id
    WHERE pi.company_id = ${companyId}${currency ? sql` AND pi.currency = ${currency}` : sql``} AND pi.date <= ${date}::date AND ${where}`;
}

/** An invoice's VAT and PPh in base: at the tax rate (KMK) for a foreign one with taxes, else its own. */
const vatInBase = sql`coalesce(pi.vat_base, pi.vat)`;
const withholdingInBase = sql`(CASE WHEN pi.tax_rate IS NULL THEN round(pi.withholding * coalesce(pi.rate, 1), 2)
  ELSE (SELECT coalesce(sum((t->>'amount_base')::numeric), 0) FROM jsonb_array_elements(pi.taxes) t WHERE t->>'kind' <> ALL (${sql.param([...vatKinds])}::text[])) END)`;

const money2 = (expression: string) => `coalesce(sum(${expression}), 0)::numeric(20,2)::text`;

type AgingData = ReportResponse<typeof payablesReports["purchase/aging"]>;
type EstimationData = ReportResponse<typeof payablesReports["purchase/aging/estimation"]>;

/** Per vendor, what was owed at `date` in each bucket (days past due, or days until due), in one query. */
async function bucketsByVendor<B extends string>(tx: Tx, companyId: string, date: string, where: SQL, buckets: Record<B, SQL>, currency: string | null = null) {
  const columns = sql.join(
    Object.entries<SQL>(buckets).map(([key, condition]) => sql`coalesce(sum(outstanding) FILTER (WHERE ${condition}), 0)::numeric(20,2)::text AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, string>>(
    await tx.execute(sql`
      SELECT i.contact_id, i.contact_code, i.contact_name, ${columns}, ${sql.raw(money2("outstanding"))} AS total${currency ? sql.raw(`, ${money2("outstanding_base")} AS total_base`) : sql``}
      FROM (${invoicesAt(companyId, date, where, currency)}) i
      WHERE i.outstanding > 0
      GROUP BY i.contact_id, i.contact_code, i.contact_name
      ORDER BY i.contact_name, i.contact_code`),
  );
  const keys = [...Object.keys(buckets), "total", ...(currency ? ["total_base"] : [])];
  const totals = Object.fromEntries(keys.map((k) => [k, formatMoney(sumMoney(rows.map((r) => r[k] ?? "0")))]));
  return { rows, totals };
}

/** The aging buckets' conditions (`bounds`: upper bounds in days past due). */
function agingBuckets(date: string, bounds: readonly number[]): Record<string, SQL> {
  const bucket = agingBucketSql(sql`(${date}::date - i.due_date)`, bounds);
  return Object.fromEntries(agingBucketKeys(bounds).map((key, index) => [key, sql`${bucket} = ${index}::int`]));
}

/** The aging report's answer from the buckets' rows and totals. */
function agingOf(keys: string[], { rows, totals }: { rows: Record<string, string>[]; totals: Record<string, string> }, currency: string | null = null): AgingData {
  const bucketsOf = (r: Record<string, string>) => Object.fromEntries(keys.map((k) => [k, r[k] ?? "0.00"]));
  const base = (r: Record<string, string>) => (currency ? { total_base: r.total_base } : {});
  return {
    bucket_keys: keys,
    currency,
    rows: rows.map((r) => ({ contact_id: r.contact_id, contact_code: r.contact_code, contact_name: r.contact_name, buckets: bucketsOf(r), total: r.total, ...base(r) })),
    totals: { buckets: bucketsOf(totals), total: totals.total, ...base(totals) },
  } as AgingData;
}

/** Per vendor, what was owed at `date` in each aging bucket (`bounds`: upper bounds in days past due). */
export async function payableAging(ctx: ReportContext, date: string, bounds: readonly number[], asked?: string): Promise<AgingData> {
  const currency = await foreignOnly(ctx, asked);
  return agingOf(agingBucketKeys(bounds), await bucketsByVendor(ctx.tx, ctx.companyId, date, invoiceFilters(ctx), agingBuckets(date, bounds), currency), currency);
}

/** The payment estimation's buckets' conditions: days until due. */
function estimationBucketsAt(date: string): Record<(typeof estimationBuckets)[number], SQL> {
  const ahead = `(i.due_date - DATE '${date}')`;
  const buckets = {
    overdue: `${ahead} < 0`,
    due_7: `${ahead} BETWEEN 0 AND 7`,
    due_14: `${ahead} BETWEEN 8 AND 14`,
    due_30: `${ahead} BETWEEN 15 AND 30`,
    due_60: `${ahead} BETWEEN 31 AND 60`,
    later: `${ahead} > 60`,
  } satisfies Record<(typeof estimationBuckets)[number], string>;
  return Object.fromEntries(Object.entries(buckets).map(([key, condition]) => [key, sql.raw(condition)])) as Record<(typeof estimationBuckets)[number], SQL>;
}

export async function paymentEstimation(ctx: ReportContext, date: string): Promise<EstimationData> {
  return (await bucketsByVendor(ctx.tx, ctx.companyId, date, invoiceFilters(ctx), estimationBucketsAt(date))) as unknown as EstimationData;
}

/**
 * The aging report and the payment estimation's totals at `date` in one query: the same vendors'
 * outstanding invoices, both reports' buckets as columns (their keys differ).
 */
export async function payableAgingWithEstimation(ctx: ReportContext, date: string, bounds: readonly number[]) {
  const both = await bucketsByVendor(ctx.tx, ctx.companyId, date, invoiceFilters(ctx), { ...agingBuckets(date, bounds), ...estimationBucketsAt(date) });
  return { aging: agingOf(agingBucketKeys(bounds), both), estimationTotals: both.totals as EstimationData["totals"] };
}

type DetailData = ReportResponse<typeof payablesReports["purchase/aging-detail"]>;

export async function payableAgingDetail(ctx: ReportContext, date: string, bounds: readonly number[], asked?: string): Promise<DetailData> {
  const keys = agingBucketKeys(bounds);
  const currency = await foreignOnly(ctx, asked);
  const rows = rowsOf<Record<string, string | number>>(
    await ctx.tx.execute(sql`
      SELECT i.id AS invoice_id, i.number, i.vendor_invoice_number, i.date::text AS date, i.due_date::text AS due_date,
        i.contact_id, i.contact_code, i.contact_name, (${date}::date - i.due_date) AS days_late,
        i.payable_amount::text AS payable, i.paid::numeric(20,2)::text AS paid, i.outstanding::numeric(20,2)::text AS outstanding,
        i.outstanding_base::numeric(20,2)::text AS outstanding_base
      FROM (${invoicesAt(ctx.companyId, date, invoiceFilters(ctx), currency)}) i
      WHERE i.outstanding > 0
      ORDER BY i.contact_name, i.due_date, i.number`),
  );
  const detail = rows.map((r) => ({
    invoice_id: String(r.invoice_id),
    number: String(r.number),
    vendor_invoice_number: r.vendor_invoice_number === null ? null : String(r.vendor_invoice_number),
    date: String(r.date),
    due_date: String(r.due_date),
    contact_id: String(r.contact_id),
    contact_code: String(r.contact_code),
    contact_name: String(r.contact_name),
    days_late: Math.max(0, Number(r.days_late)),
    bucket: keys[agingBucketIndex(daysBetween(String(r.due_date), date), bounds)] as string,
    payable: String(r.payable),
    paid: String(r.paid),
    outstanding: String(r.outstanding),
    ...(currency ? { outstanding_base: String(r.outstanding_base) } : {}),
  }));
  const sumOf = (pick: (r: (typeof detail)[number]) => string | null | undefined) => formatMoney(sumMoney(detail.map((r) => pick(r) ?? "0")));
  return {
    bucket_keys: keys,
    currency,
    rows: detail,
    totals: {
      payable: sumOf((r) => r.payable),
      paid: sumOf((r) => r.paid),
      outstanding: sumOf((r) => r.outstanding),
      ...(currency ? { outstanding_base: sumOf((r) => r.outstanding_base) } : {}),
      buckets: Object.fromEntries(keys.map((b) => [b, sumOf((r) => (r.bucket === b ? r.outstanding : null))])),
    },
  };
}

type InvoiceData = ReportResponse<typeof payablesReports["purchase/invoice"]>;

export async function purchaseInvoiceList(ctx: ReportContext, from: string, to: string, kind?: PurchaseInvoiceKind): Promise<InvoiceData> {
  const rows = rowsOf<Record<string, string>>(
    await ctx.tx.execute(sql`
      SELECT i.id AS invoice_id, i.number, i.vendor_invoice_number, i.date::text AS date, i.due_date::text AS due_date, i.kind,
        i.contact_id, i.contact_code, i.contact_name, i.dpp::text AS amount, i.vat::text AS vat, i.withholding::text AS withholding,
        i.payable_amount::text AS payable, i.paid::numeric(20,2)::text AS paid, i.outstanding::numeric(20,2)::text AS outstanding
      FROM (${invoicesAt(ctx.companyId, to, invoiceFilters(ctx, kind))}) i
      WHERE i.date >= ${from}::date
      ORDER BY i.date, i.number`),
  );
  const keys = ["amount", "vat", "withholding", "payable", "paid", "outstanding"] as const;
  return {
    rows: rows as unknown as InvoiceData["rows"],
    totals: Object.fromEntries(keys.map((k) => [k, formatMoney(sumMoney(rows.map((r) => r[k] ?? "0")))])) as InvoiceData["totals"],
  };
}

type InvoiceDetailData = ReportResponse<typeof payablesReports["purchase/invoice-detail"]>;

/** Every line of the invoices dated on or before `date`, newest first, a page at a time. */
export async function purchaseInvoiceDetail(
  ctx: ReportContext,
  query: { date: string; type?: PurchaseInvoiceKind; page: number; per_page: number },
): Promise<InvoiceDetailData> {
  const offset = (query.page - 1) * query.per_page;
  const where = invoiceFilters(ctx, query.type);
  const rows = rowsOf<Record<string, string | number | null>>(
    await ctx.tx.execute(sql`
      WITH i AS (${invoicesAt(ctx.companyId, query.date, where)}),
      page AS (SELECT * FROM i ORDER BY i.date DESC, i.number DESC LIMIT ${query.per_page} OFFSET ${offset})
      SELECT page.id AS invoice_id, page.number, page.vendor_invoice_number, page.date::text AS date, page.due_date::text AS due_date,
        page.kind, page.contact_id, page.contact_code, page.contact_name, page.outstanding::numeric(20,2)::text AS outstanding,
        l.line_no AS line, coalesce(p.code || ' ' || p.name, a.code || ' ' || a.name) AS item, l.description,
        l.quantity::text AS quantity, round(l.price * coalesce(page.rate, 1), 2)::text AS price, round(l.amount * coalesce(page.rate, 1), 2)::text AS amount,
        (SELECT count(*) FROM i) AS total_count
      FROM page
      JOIN purchase_invoice_lines l ON l.company_id = ${ctx.companyId} AND l.invoice_id = page.id
      JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      LEFT JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
      ORDER BY page.date DESC, page.number DESC, l.line_no`),
  );
  // Taxes are computed per document; a line shows its share only when it is the invoice's only line.
  const detail = rows.map((r) => ({
    invoice_id: String(r.invoice_id),
    number: String(r.number),
    vendor_invoice_number: r.vendor_invoice_number === null ? null : String(r.vendor_invoice_number),
    date: String(r.date),
    due_date: String(r.due_date),
    kind: r.kind as PurchaseInvoiceKind,
    contact_id: String(r.contact_id),
    contact_code: String(r.contact_code),
    contact_name: String(r.contact_name),
    line: Number(r.line),
    item: String(r.item ?? ""),
    description: r.description === null ? null : String(r.description),
    quantity: String(Number(r.quantity)),
    price: String(r.price),
    amount: String(r.amount),
    vat: "0.00",
    withholding: "0.00",
    outstanding: String(r.outstanding),
  }));
  await taxesPerLine(ctx, detail);
  const total = Number(rows[0]?.total_count ?? 0);
  return {
    rows: detail,
    totals: {
      amount: formatMoney(sumMoney(detail.map((r) => r.amount))),
      vat: formatMoney(sumMoney(detail.map((r) => r.vat))),
      withholding: formatMoney(sumMoney(detail.map((r) => r.withholding))),
    },
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

/** Each invoice's VAT and withholding shown on its first line (the document's taxes are one figure each). */
async function taxesPerLine(ctx: ReportContext, rows: { invoice_id: string; line: number; vat: string; withholding: string }[]) {
  const invoiceIds = [...new Set(rows.map((r) => r.invoice_id))];
  if (invoiceIds.length === 0) return;
  const taxes = rowsOf<{ id: string; vat: string; withholding: string }>(
    await ctx.tx.execute(sql`SELECT pi.id, ${vatInBase}::text AS vat, ${withholdingInBase}::text AS withholding FROM purchase_invoices pi WHERE pi.company_id = ${ctx.companyId} AND pi.id IN (${ids(invoiceIds)})`),
  );
  const byId = new Map(taxes.map((t) => [t.id, t]));
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.invoice_id)) continue;
    seen.add(row.invoice_id);
    row.vat = byId.get(row.invoice_id)?.vat ?? "0.00";
    row.withholding = byId.get(row.invoice_id)?.withholding ?? "0.00";
  }
}

/** The payables reports on the report framework (definitions in core `payables/reports.ts`). */
export const payablesReportRoutes: FastifyPluginAsync = async (app) => {
  registerReport(app, payablesReports["purchase/aging"], (ctx, q) => payableAging(ctx, q.date, q.buckets, q.currency));
  registerReport(app, payablesReports["purchase/aging/estimation"], (ctx, q) => paymentEstimation(ctx, q.date));
  registerReport(app, payablesReports["purchase/aging-detail"], (ctx, q) => payableAgingDetail(ctx, q.date, q.buckets, q.currency));
  registerReport(app, payablesReports["purchase/invoice"], (ctx, q) => purchaseInvoiceList(ctx, q.date_from, q.date_to, q.type));
  registerReport(app, payablesReports["purchase/invoice-detail"], (ctx, q) => purchaseInvoiceDetail(ctx, q));
};
