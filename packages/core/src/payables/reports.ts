import { z } from "zod";
import {
  defineReport,
  dimensionQueryFields,
  type LocalText,
  type ReportColumn,
  type ReportTableRow,
  rangeInOrder,
  rangeOrderIssue,
  reportQueryFields as fields,
} from "../reports/definition.js";
import { amountFields, amountText, money, texts } from "../reports/shared.js";
import type { Language } from "../screens/registry.js";
import { agingBucketColumns, agingBucketsField, agingBucketsRecord } from "../reports/aging.js";
import { estimationBuckets } from "./aging.js";
import { purchaseInvoiceKinds } from "./schemas.js";

const resource = "ReportPurchase";
const filters = dimensionQueryFields(["office_ids", "contact_ids", "tag_ids"]);
/** A column of the value in base beside amounts in a currency asked for. */
const IN_BASE = { en: "In base currency", id: "Dalam mata uang dasar" };
const asOfQuery = <S extends z.ZodRawShape>(extra: S) => z.strictObject({ ...fields.date, ...filters, ...fields.format, ...extra });

const payablesTexts = {
  vendor: { en: "Vendor", id: "Vendor" },
  invoice: { en: "Invoice", id: "Faktur" },
  vendor_invoice: { en: "Vendor's invoice", id: "Faktur vendor" },
  due_date: { en: "Due date", id: "Jatuh tempo" },
  days_late: { en: "Days late", id: "Hari terlambat" },
  total: { en: "Total", id: "Total" },
  outstanding: { en: "Outstanding", id: "Sisa utang" },
  paid: { en: "Paid", id: "Dibayar" },
  amount: { en: "Amount", id: "Jumlah" },
  vat: { en: "VAT", id: "PPN" },
  withholding: { en: "Withholding", id: "PPh dipotong" },
  payable: { en: "Payable", id: "Utang" },
  kind: { en: "Type", id: "Jenis" },
  product: { en: "Product / account", id: "Produk / akun" },
  quantity: { en: "Quantity", id: "Kuantitas" },
  price: { en: "Price", id: "Harga" },
  overdue: { en: "Overdue", id: "Lewat jatuh tempo" },
  due_7: { en: "Due in 7 days", id: "Jatuh tempo ≤ 7 hari" },
  due_14: { en: "Due in 8–14 days", id: "Jatuh tempo 8–14 hari" },
  due_30: { en: "Due in 15–30 days", id: "Jatuh tempo 15–30 hari" },
  due_60: { en: "Due in 31–60 days", id: "Jatuh tempo 31–60 hari" },
  later: { en: "Due later", id: "Jatuh tempo lebih lama" },
} as const satisfies Record<string, LocalText>;

const text = (key: string, title: LocalText): ReportColumn => ({ key, kind: "text", title });
const date = (key: string, title: LocalText): ReportColumn => ({ key, kind: "date", title });
const totalLabel = (language: Language, key: string): ReportTableRow => ({ [key]: texts.total[language], _bold: true });

const estimationAmounts = [...estimationBuckets, "total"] as const;
const vendorFields = { contact_id: z.string(), contact_code: z.string(), contact_name: z.string() };

export const payableAgingReport = defineReport({
  name: "purchase/aging",
  resource,
  title: { en: "Payable aging", id: "Umur utang" },
  query: asOfQuery({ buckets: agingBucketsField(), ...fields.currency }),
  response: z.object({
    bucket_keys: z.array(z.string()),
    /** The currency the amounts are in (one asked for), with their value in base beside; null: every invoice, in base. */
    currency: z.string().nullable().default(null),
    rows: z.array(z.object({ ...vendorFields, buckets: agingBucketsRecord, total: amountText, total_base: amountText.optional() })),
    totals: z.object({ buckets: agingBucketsRecord, total: amountText, total_base: amountText.optional() }),
  }),
  fileName: (q) => `payable-aging-${q.date}${q.currency ? `-${q.currency}` : ""}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("vendor", payablesTexts.vendor),
      ...agingBucketColumns(data.bucket_keys),
      money("total", texts.total),
      ...(data.currency ? [money("total_base", IN_BASE)] : []),
    ],
    rows: [
      ...data.rows.map((r) => ({ vendor: `${r.contact_code}  ${r.contact_name}`, ...r.buckets, total: r.total, total_base: r.total_base ?? null })),
      { ...totalLabel(language, "vendor"), ...data.totals.buckets, total: data.totals.total, total_base: data.totals.total_base ?? null },
    ],
  }),
});

export const payableEstimationReport = defineReport({
  name: "purchase/aging/estimation",
  resource,
  title: { en: "Payment estimation", id: "Estimasi pembayaran" },
  query: asOfQuery({}),
  response: z.object({
    rows: z.array(z.object({ ...vendorFields, ...amountFields(estimationAmounts) })),
    totals: z.object(amountFields(estimationAmounts)),
  }),
  fileName: (q) => `payment-estimation-${q.date}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [text("vendor", payablesTexts.vendor), ...estimationAmounts.map((k) => money(k, payablesTexts[k]))],
    rows: [
      ...data.rows.map((r) => ({ vendor: `${r.contact_code}  ${r.contact_name}`, ...pick(r, estimationAmounts) })),
      { ...totalLabel(language, "vendor"), ...data.totals },
    ],
  }),
});

const invoiceFields = {
  invoice_id: z.string(),
  number: z.string(),
  vendor_invoice_number: z.string().nullable(),
  date: z.string(),
  due_date: z.string(),
  ...vendorFields,
};

export const payableAgingDetailReport = defineReport({
  name: "purchase/aging-detail",
  resource,
  title: { en: "Payable aging detail", id: "Rincian umur utang" },
  query: asOfQuery({ buckets: agingBucketsField(), ...fields.currency }),
  response: z.object({
    bucket_keys: z.array(z.string()),
    currency: z.string().nullable().default(null),
    rows: z.array(
      z.object({ ...invoiceFields, days_late: z.number().int(), bucket: z.string(), payable: amountText, paid: amountText, outstanding: amountText, outstanding_base: amountText.optional() }),
    ),
    totals: z.object({ ...amountFields(["payable", "paid", "outstanding"]), outstanding_base: amountText.optional(), buckets: agingBucketsRecord }),
  }),
  fileName: (q) => `payable-aging-detail-${q.date}${q.currency ? `-${q.currency}` : ""}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("vendor", payablesTexts.vendor),
      text("number", payablesTexts.invoice),
      text("vendor_invoice_number", payablesTexts.vendor_invoice),
      date("date", texts.date),
      date("due_date", payablesTexts.due_date),
      { key: "days_late", kind: "number", title: payablesTexts.days_late },
      money("payable", payablesTexts.payable),
      money("paid", payablesTexts.paid),
      ...agingBucketColumns(data.bucket_keys),
      ...(data.currency ? [money("outstanding_base", IN_BASE)] : []),
    ],
    rows: [
      ...data.rows.map((r) => ({
        vendor: r.contact_name,
        number: r.number,
        vendor_invoice_number: r.vendor_invoice_number,
        date: r.date,
        due_date: r.due_date,
        days_late: r.days_late,
        payable: r.payable,
        paid: r.paid,
        [r.bucket]: r.outstanding,
        outstanding_base: r.outstanding_base ?? null,
      })),
      { ...totalLabel(language, "vendor"), payable: data.totals.payable, paid: data.totals.paid, ...data.totals.buckets, outstanding_base: data.totals.outstanding_base ?? null },
    ],
  }),
});

const invoiceRow = z.object({
  ...invoiceFields,
  kind: z.enum(purchaseInvoiceKinds),
  amount: amountText,
  vat: amountText,
  withholding: amountText,
  payable: amountText,
  paid: amountText,
  outstanding: amountText,
});
const invoiceAmounts = ["amount", "vat", "withholding", "payable", "paid", "outstanding"] as const;

export const purchaseInvoiceReport = defineReport({
  name: "purchase/invoice",
  resource,
  title: { en: "Purchase invoices", id: "Laporan faktur pembelian" },
  query: z
    .strictObject({ ...fields.range, ...filters, ...fields.format, type: z.enum(purchaseInvoiceKinds).optional() })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({ rows: z.array(invoiceRow), totals: z.object(amountFields(invoiceAmounts)) }),
  fileName: (q) => `purchase-invoices-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      date("date", texts.date),
      text("number", payablesTexts.invoice),
      text("vendor_invoice_number", payablesTexts.vendor_invoice),
      text("vendor", payablesTexts.vendor),
      date("due_date", payablesTexts.due_date),
      ...invoiceAmounts.map((k) => money(k, payablesTexts[k])),
    ],
    rows: [
      ...data.rows.map((r) => ({ ...pick(r, ["date", "number", "vendor_invoice_number", "due_date", ...invoiceAmounts] as const), vendor: r.contact_name })),
      { ...totalLabel(language, "date"), ...data.totals },
    ],
  }),
});

export const purchaseInvoiceDetailReport = defineReport({
  name: "purchase/invoice-detail",
  resource,
  title: { en: "Purchase invoice detail", id: "Rincian faktur pembelian" },
  query: asOfQuery({ type: z.enum(purchaseInvoiceKinds).optional(), ...fields.paged }),
  response: z.object({
    rows: z.array(
      z.object({
        ...invoiceFields,
        kind: z.enum(purchaseInvoiceKinds),
        line: z.number().int(),
        item: z.string(),
        description: z.string().nullable(),
        quantity: z.string(),
        price: z.string(),
        amount: amountText,
        vat: amountText,
        withholding: amountText,
        outstanding: amountText,
      }),
    ),
    totals: z.object(amountFields(["amount", "vat", "withholding"])),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  }),
  fileName: (q) => `purchase-invoice-detail-${q.date}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      date("date", texts.date),
      text("number", payablesTexts.invoice),
      text("vendor", payablesTexts.vendor),
      text("item", payablesTexts.product),
      text("description", texts.description),
      { key: "quantity", kind: "number", title: payablesTexts.quantity },
      money("price", payablesTexts.price),
      money("amount", payablesTexts.amount),
      money("vat", payablesTexts.vat),
      money("withholding", payablesTexts.withholding),
    ],
    rows: [
      ...data.rows.map((r) => ({
        ...pick(r, ["date", "number", "item", "description", "price", "amount", "vat", "withholding"] as const),
        quantity: Number(r.quantity),
        vendor: r.contact_name,
      })),
      { ...totalLabel(language, "date"), ...data.totals },
    ],
  }),
});

function pick<R extends Record<string, unknown>, K extends keyof R>(row: R, keys: readonly K[]): Pick<R, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<R, K>;
}

/** The payables reports (permission `ReportPurchase`), by name. */
export const payablesReports = {
  "purchase/aging": payableAgingReport,
  "purchase/aging/estimation": payableEstimationReport,
  "purchase/aging-detail": payableAgingDetailReport,
  "purchase/invoice": purchaseInvoiceReport,
  "purchase/invoice-detail": purchaseInvoiceDetailReport,
} as const;
export type PayablesReportName = keyof typeof payablesReports;
