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
import { amountText, money, texts } from "../reports/shared.js";
import type { Language } from "../screens/registry.js";
import { agingBucketColumns as bucketColumns, agingBucketsField, agingBucketsRecord as bucketsRecord } from "../reports/aging.js";
import { estimationKeys, estimationTitles } from "./aging.js";

/** The receivable and payment reports of sales (spec §2 "Payments and sales"), defined once. */

const filters = dimensionQueryFields(["office_ids", "contact_ids", "tag_ids"]);
const asOfQuery = <S extends z.ZodRawShape>(extra: S) => z.strictObject({ ...fields.date, ...filters, ...fields.format, ...extra });
const rangeQuery = () => z.strictObject({ ...fields.range, ...filters, ...fields.format }).refine(rangeInOrder, rangeOrderIssue);

const t = {
  customer: { en: "Customer", id: "Pelanggan" },
  invoice: { en: "Invoice", id: "Faktur" },
  invoice_date: { en: "Invoice date", id: "Tanggal faktur" },
  due_date: { en: "Due date", id: "Jatuh tempo" },
  days_overdue: { en: "Days overdue", id: "Hari lewat jatuh tempo" },
  days_until_due: { en: "Days until due", id: "Hari sampai jatuh tempo" },
  invoice_total: { en: "Invoice amount", id: "Nilai faktur" },
  paid: { en: "Paid", id: "Dibayar" },
  outstanding: { en: "Outstanding", id: "Sisa tagihan" },
  payment: { en: "Payment", id: "Penerimaan" },
  payment_date: { en: "Payment date", id: "Tanggal penerimaan" },
  amount: { en: "Amount", id: "Jumlah" },
  days_to_pay: { en: "Days after due date", id: "Hari sesudah jatuh tempo" },
  outstanding_after: { en: "Outstanding after", id: "Sisa sesudahnya" },
  cashbank: { en: "Deposit to", id: "Disetor ke" },
  received: { en: "Received", id: "Diterima" },
  deductions: { en: "Deductions", id: "Potongan" },
  deposit_used: { en: "Deposit used", id: "Uang muka dipakai" },
  applied: { en: "Applied to invoices", id: "Dibayarkan ke faktur" },
  overpayment: { en: "Overpayment (deposit)", id: "Kelebihan bayar (uang muka)" },
  payments: { en: "Payments", id: "Jumlah penerimaan" },
  tax_invoice_number: { en: "Tax invoice no.", id: "No. faktur pajak" },
  dpp: { en: "DPP", id: "DPP" },
  vat: { en: "VAT", id: "PPN" },
  status: { en: "Status", id: "Status" },
  in_base: { en: "In base currency", id: "Dalam mata uang dasar" },
} as const satisfies Record<string, LocalText>;

const text = (key: string, title: LocalText): ReportColumn => ({ key, kind: "text", title });
const date = (key: string, title: LocalText): ReportColumn => ({ key, kind: "date", title });
const number = (key: string, title: LocalText): ReportColumn => ({ key, kind: "number", title });
const totalOf = (language: Language, key: string, values: Record<string, string>): ReportTableRow => ({ [key]: texts.total[language], ...values, _bold: true });

export const salesAgingReport = defineReport({
  name: "sales-aging",
  resource: "ReportSales",
  title: { en: "Receivable aging", id: "Umur piutang" },
  query: asOfQuery({ buckets: agingBucketsField(), ...fields.currency }),
  response: z.object({
    bucket_keys: z.array(z.string()),
    /** The currency the amounts are in (one asked for), with their value in base beside; null: every invoice, in base. */
    currency: z.string().nullable().default(null),
    rows: z.array(
      z.object({ contact_id: z.string(), contact_code: z.string(), contact_name: z.string(), buckets: bucketsRecord, total: amountText, total_base: amountText.optional() }),
    ),
    totals: z.object({ buckets: bucketsRecord, total: amountText, total_base: amountText.optional() }),
  }),
  fileName: (q) => `sales-aging-${q.date}${q.currency ? `-${q.currency}` : ""}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [text("customer", t.customer), ...bucketColumns(data.bucket_keys), money("total", texts.total), ...(data.currency ? [money("total_base", t.in_base)] : [])],
    rows: [
      ...data.rows.map((r) => ({ customer: `${r.contact_code}  ${r.contact_name}`, ...r.buckets, total: r.total, total_base: r.total_base ?? null })),
      totalOf(language, "customer", { ...data.totals.buckets, total: data.totals.total, ...(data.totals.total_base ? { total_base: data.totals.total_base } : {}) }),
    ],
  }),
});

const agingDetailRow = z.object({
  invoice_id: z.string(),
  number: z.string(),
  contact_id: z.string(),
  contact_name: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  days_overdue: z.number().int(),
  total: amountText,
  paid: amountText,
  outstanding: amountText,
  /** With a currency asked for: what is left in base (at the invoice's rate). */
  outstanding_base: amountText.optional(),
  bucket: z.string(),
  buckets: bucketsRecord,
});

export const salesAgingDetailReport = defineReport({
  name: "sales-aging-detail",
  resource: "ReportSales",
  title: { en: "Receivable aging detail", id: "Rincian umur piutang" },
  query: asOfQuery({ buckets: agingBucketsField(), ...fields.currency }),
  response: z.object({
    bucket_keys: z.array(z.string()),
    currency: z.string().nullable().default(null),
    rows: z.array(agingDetailRow),
    totals: z.object({ buckets: bucketsRecord, total: amountText, total_base: amountText.optional() }),
  }),
  fileName: (q) => `sales-aging-detail-${q.date}${q.currency ? `-${q.currency}` : ""}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("customer", t.customer),
      text("number", t.invoice),
      date("invoice_date", t.invoice_date),
      date("due_date", t.due_date),
      number("days_overdue", t.days_overdue),
      ...bucketColumns(data.bucket_keys),
      money("outstanding", t.outstanding),
      ...(data.currency ? [money("outstanding_base", t.in_base)] : []),
    ],
    rows: [
      ...data.rows.map((r) => ({
        customer: r.contact_name,
        number: r.number,
        invoice_date: r.invoice_date,
        due_date: r.due_date,
        days_overdue: r.days_overdue,
        ...r.buckets,
        outstanding: r.outstanding,
        outstanding_base: r.outstanding_base ?? null,
      })),
      totalOf(language, "customer", { ...data.totals.buckets, outstanding: data.totals.total, ...(data.totals.total_base ? { outstanding_base: data.totals.total_base } : {}) }),
    ],
  }),
});

export const paymentAgingDetailReport = defineReport({
  name: "payment/aging-detail",
  resource: "ReportPayment",
  title: { en: "Payment aging detail", id: "Rincian umur pembayaran" },
  query: asOfQuery({}),
  response: z.object({
    rows: z.array(
      z.object({
        invoice_id: z.string(),
        number: z.string(),
        contact_name: z.string(),
        invoice_date: z.string(),
        due_date: z.string(),
        total: amountText,
        payment_id: z.string().nullable(),
        payment_number: z.string().nullable(),
        payment_date: z.string().nullable(),
        amount: amountText,
        days_after_due: z.number().int().nullable(),
        outstanding_after: amountText,
      }),
    ),
    totals: z.object({ total: amountText, amount: amountText, outstanding: amountText }),
  }),
  fileName: (q) => `payment-aging-detail-${q.date}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("contact_name", t.customer),
      text("number", t.invoice),
      date("due_date", t.due_date),
      money("total", t.invoice_total),
      text("payment_number", t.payment),
      date("payment_date", t.payment_date),
      money("amount", t.amount),
      number("days_after_due", t.days_to_pay),
      money("outstanding_after", t.outstanding_after),
    ],
    rows: [
      ...data.rows.map((r) => ({ ...r })),
      totalOf(language, "contact_name", { total: data.totals.total, amount: data.totals.amount, outstanding_after: data.totals.outstanding }),
    ],
  }),
});

const estimationRecord = z.record(z.string(), amountText);

export const estimationCollectionReport = defineReport({
  name: "estimation-collection",
  resource: "ReportSales",
  title: { en: "Collection estimate", id: "Estimasi penagihan" },
  query: asOfQuery({}),
  response: z.object({
    rows: z.array(z.object({ contact_id: z.string(), contact_name: z.string(), windows: estimationRecord, total: amountText })),
    totals: z.object({ windows: estimationRecord, total: amountText }),
  }),
  fileName: (q) => `estimation-collection-${q.date}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [text("customer", t.customer), ...estimationKeys.map((k, i) => money(k, estimationTitles[i] as LocalText)), money("total", texts.total)],
    rows: [
      ...data.rows.map((r) => ({ customer: r.contact_name, ...r.windows, total: r.total })),
      totalOf(language, "customer", { ...data.totals.windows, total: data.totals.total }),
    ],
  }),
});

export const paymentEstimationReport = defineReport({
  name: "payment/estimation",
  resource: "ReportPayment",
  title: { en: "Payment estimate by due date", id: "Estimasi penerimaan per jatuh tempo" },
  query: asOfQuery({}),
  response: z.object({
    rows: z.array(
      z.object({ due_date: z.string(), invoice_id: z.string(), number: z.string(), contact_name: z.string(), days_until_due: z.number().int(), outstanding: amountText }),
    ),
    totals: z.object({ outstanding: amountText }),
  }),
  fileName: (q) => `payment-estimation-${q.date}`,
  table: (data, _q, language) => ({
    columns: [date("due_date", t.due_date), text("number", t.invoice), text("contact_name", t.customer), number("days_until_due", t.days_until_due), money("outstanding", t.outstanding)],
    rows: [...data.rows.map((r) => ({ ...r })), totalOf(language, "due_date", { outstanding: data.totals.outstanding })],
  }),
});

export const historyPaymentReport = defineReport({
  name: "history-payment",
  resource: "ReportPayment",
  title: { en: "Payment history", id: "Riwayat pembayaran" },
  query: rangeQuery(),
  response: z.object({
    rows: z.array(
      z.object({
        payment_id: z.string(),
        payment_number: z.string(),
        payment_date: z.string(),
        contact_name: z.string(),
        invoice_id: z.string(),
        invoice_number: z.string(),
        invoice_total: amountText,
        amount: amountText,
      }),
    ),
    totals: z.object({ amount: amountText }),
  }),
  fileName: (q) => `history-payment-${q.date_from}-${q.date_to}`,
  table: (data, _q, language) => ({
    columns: [
      date("payment_date", t.payment_date),
      text("payment_number", t.payment),
      text("contact_name", t.customer),
      text("invoice_number", t.invoice),
      money("invoice_total", t.invoice_total),
      money("amount", t.amount),
    ],
    rows: [...data.rows.map((r) => ({ ...r })), totalOf(language, "payment_date", { amount: data.totals.amount })],
  }),
});

const paymentFigures = { received: amountText, deductions: amountText, deposit_used: amountText, applied: amountText, overpayment: amountText };

export const paymentReport = defineReport({
  name: "payment",
  resource: "ReportPayment",
  title: { en: "Customer payments", id: "Penerimaan pelanggan" },
  query: rangeQuery(),
  response: z.object({
    rows: z.array(z.object({ payment_id: z.string(), number: z.string(), date: z.string(), contact_name: z.string(), cashbank_name: z.string(), ...paymentFigures })),
    totals: z.object(paymentFigures),
  }),
  fileName: (q) => `payment-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      date("date", texts.date),
      text("number", texts.number),
      text("contact_name", t.customer),
      text("cashbank_name", t.cashbank),
      money("received", t.received),
      money("deductions", t.deductions),
      money("deposit_used", t.deposit_used),
      money("applied", t.applied),
      money("overpayment", t.overpayment),
    ],
    rows: [...data.rows.map((r) => ({ ...r })), totalOf(language, "date", data.totals)],
  }),
});

export const paymentSummaryReport = defineReport({
  name: "paymentNew",
  resource: "ReportPayment",
  title: { en: "Customer payments by customer", id: "Penerimaan per pelanggan" },
  query: rangeQuery(),
  response: z.object({
    rows: z.array(z.object({ contact_id: z.string(), contact_name: z.string(), payments: z.number().int(), ...paymentFigures })),
    totals: z.object({ payments: z.number().int(), ...paymentFigures }),
  }),
  fileName: (q) => `payment-by-customer-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      text("contact_name", t.customer),
      number("payments", t.payments),
      money("received", t.received),
      money("deductions", t.deductions),
      money("deposit_used", t.deposit_used),
      money("applied", t.applied),
      money("overpayment", t.overpayment),
    ],
    rows: [...data.rows.map((r) => ({ ...r })), totalOf(language, "contact_name", { ...data.totals, payments: String(data.totals.payments) })],
  }),
});

export const salesInvoiceRegisterReport = defineReport({
  name: "sales/invoice",
  resource: "ReportSales",
  title: { en: "Sales invoice register", id: "Daftar faktur penjualan" },
  query: rangeQuery(),
  response: z.object({
    rows: z.array(
      z.object({
        invoice_id: z.string(),
        number: z.string(),
        invoice_date: z.string(),
        due_date: z.string(),
        contact_name: z.string(),
        tax_invoice_number: z.string().nullable(),
        dpp: amountText,
        vat: amountText,
        total: amountText,
        paid: amountText,
        outstanding: amountText,
      }),
    ),
    totals: z.object({ dpp: amountText, vat: amountText, total: amountText, paid: amountText, outstanding: amountText }),
  }),
  fileName: (q) => `sales-invoices-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _q, language) => ({
    columns: [
      date("invoice_date", t.invoice_date),
      text("number", t.invoice),
      text("contact_name", t.customer),
      text("tax_invoice_number", t.tax_invoice_number),
      date("due_date", t.due_date),
      money("dpp", t.dpp),
      money("vat", t.vat),
      money("total", texts.total),
      money("paid", t.paid),
      money("outstanding", t.outstanding),
    ],
    rows: [...data.rows.map((r) => ({ ...r })), totalOf(language, "invoice_date", data.totals)],
  }),
});

/** Every sales report, by name (the module's plugin registers them, the web shows them). */
export const salesReports = {
  "sales-aging": salesAgingReport,
  "sales-aging-detail": salesAgingDetailReport,
  "payment/aging-detail": paymentAgingDetailReport,
  "estimation-collection": estimationCollectionReport,
  "payment/estimation": paymentEstimationReport,
  "history-payment": historyPaymentReport,
  payment: paymentReport,
  paymentNew: paymentSummaryReport,
  "sales/invoice": salesInvoiceRegisterReport,
} as const;
