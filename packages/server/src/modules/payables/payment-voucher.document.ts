import {
  formatMoney,
  type Language,
  type MessageKey,
  money,
  type PaymentVoucherBody,
  paymentVoucherBody,
  sumMoney,
  toBase,
  translate,
  paymentVoucherResponse,
} from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cashbanks, contacts, documents, paymentVoucherLines, paymentVouchers, purchaseInvoices } from "../../db/schema/index.js";
import { baseCurrency } from "../currency/rates.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { sortedIds } from "./payables.shared.js";
import { purchaseInvoiceDocument } from "./purchase-invoice.document.js";

export type VoucherRow = typeof paymentVouchers.$inferSelect;
export type VoucherLineRow = typeof paymentVoucherLines.$inferSelect;
export interface VoucherContent {
  voucher: VoucherRow;
  lines: VoucherLineRow[];
  invoices: Map<string, InvoiceInfo>;
  baseCurrency: string;
}

export interface InvoiceInfo {
  id: string;
  number: string | null;
  status: string;
  contactId: string;
  contactName: string;
  vendorInvoiceNumber: string;
  date: string;
  dueDate: string;
  payableAmount: string;
  outstanding: string;
  /** A foreign invoice's currency and rate (null: base). */
  currency: string | null;
  rate: string | null;
}

/** What an answer says about an invoice a line names. */
export const invoiceInfoFields = (info: InvoiceInfo | undefined) => ({
  invoice_number: info?.number ?? null,
  vendor_invoice_number: info?.vendorInvoiceNumber ?? null,
  contact_id: info?.contactId ?? null,
  contact_name: info?.contactName ?? null,
  due_date: info?.dueDate ?? null,
  outstanding: info ? formatMoney(info.outstanding) : null,
});

/** The invoices of voucher lines with what a voucher shows of them (number, vendor, dates, amounts). */
async function voucherInvoices(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, InvoiceInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({
      id: purchaseInvoices.id,
      number: documents.number,
      status: documents.status,
      contactId: purchaseInvoices.contactId,
      contactName: contacts.name,
      vendorInvoiceNumber: purchaseInvoices.vendorInvoiceNumber,
      date: purchaseInvoices.date,
      dueDate: purchaseInvoices.dueDate,
      payableAmount: purchaseInvoices.payableAmount,
      outstanding: purchaseInvoices.outstanding,
      currency: purchaseInvoices.currency,
      rate: purchaseInvoices.rate,
    })
    .from(purchaseInvoices)
    .innerJoin(documents, and(eq(documents.companyId, purchaseInvoices.companyId), eq(documents.id, purchaseInvoices.id)))
    .innerJoin(contacts, and(eq(contacts.companyId, purchaseInvoices.companyId), eq(contacts.id, purchaseInvoices.contactId)))
    .where(and(eq(purchaseInvoices.companyId, ctx.actor.companyId), inArray(purchaseInvoices.id, sortedIds(ids))));
  return new Map(rows.map((r) => [r.id, r]));
}

async function loadVouchers(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, VoucherContent>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select()
    .from(paymentVouchers)
    .where(and(eq(paymentVouchers.companyId, ctx.actor.companyId), inArray(paymentVouchers.id, [...ids])));
  const lines = await ctx.tx
    .select()
    .from(paymentVoucherLines)
    .where(and(eq(paymentVoucherLines.companyId, ctx.actor.companyId), inArray(paymentVoucherLines.voucherId, [...ids])))
    .orderBy(asc(paymentVoucherLines.voucherId), asc(paymentVoucherLines.lineNo));
  const invoices = await voucherInvoices(ctx, lines.map((l) => l.invoiceId));
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  const out = new Map<string, VoucherContent>(rows.map((r) => [r.id, { voucher: r, lines: [], invoices, baseCurrency: base }]));
  for (const line of lines) out.get(line.voucherId)?.lines.push(line);
  return out;
}

/** A voucher's lines: posted invoices with something to pay, each once, for no more than it owes. */
async function checkVoucher(ctx: DocumentContext, body: PaymentVoucherBody) {
  const errors = new FieldProblems(ctx.language);
  let cashbankCurrency: { name: string; currency: string } | undefined;
  if (body.cashbank_id) {
    const [cashbank] = await ctx.tx
      .select({ id: cashbanks.id, name: cashbanks.name, currency: cashbanks.currency })
      .from(cashbanks)
      .where(and(eq(cashbanks.companyId, ctx.actor.companyId), eq(cashbanks.id, body.cashbank_id)));
    if (!cashbank) errors.invalid("cashbank_id", "cashbank");
    else cashbankCurrency = cashbank;
  }
  const invoices = await voucherInvoices(ctx, body.lines.map((l) => l.invoice_id));
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  const currency = oneCurrency(ctx, base, body.lines, invoices, paymentVoucherDocument.title, errors);
  if (cashbankCurrency) assertCashbankCurrency(cashbankCurrency, currency, base, errors);
  const seen = new Set<string>();
  for (const [i, line] of body.lines.entries()) {
    const invoice = invoices.get(line.invoice_id);
    if (!invoice) {
      errors.invalid(`lines.${i}.invoice_id`, "invoice_id");
      continue;
    }
    if (seen.has(line.invoice_id)) errors.message(`lines.${i}.invoice_id`, "payables_duplicate_invoice", { number: invoice.number ?? "" });
    seen.add(line.invoice_id);
    if (invoice.status !== "approved" || money(invoice.outstanding).isZero()) {
      errors.message(`lines.${i}.invoice_id`, "payables_invoice_not_open", { number: invoice.number ?? "" });
    } else if (money(line.amount).greaterThan(money(invoice.outstanding))) {
      errors.message(`lines.${i}.amount`, "payables_payment_exceeds", {
        amount: formatMoney(line.amount),
        number: invoice.number ?? "",
        outstanding: formatMoney(invoice.outstanding),
      });
    }
  }
  errors.throwIfAny();
  // An approved invoice's date no longer moves, so the voucher's is checked once, here.
  assertNotBeforeSettled(body.date, [...invoices.values()].map((i) => ({ title: purchaseInvoiceDocument.title, number: i.number, date: i.date })), ctx.language);
  // In base at each invoice's rate: what approval limits read.
  const totalBase = sumMoney(body.lines.map((l) => { const rate = invoices.get(l.invoice_id)?.rate; return rate ? toBase(l.amount, rate) : l.amount; }));
  return { currency, totalBase: totalBase.toFixed(2) };
}

/**
 * A voucher or payment is in its invoices' currency (DESIGN §13): all of one — a line naming another
 * is a 422 under it — or the base currency (null).
 */
export function oneCurrency(
  ctx: { language: Language },
  base: string,
  lines: readonly { invoice_id: string }[],
  invoices: ReadonlyMap<string, { number: string | null; currency: string | null }>,
  title: Record<Language, string>,
  errors: FieldProblems,
): string | null {
  const first = lines[0] ? invoices.get(lines[0].invoice_id) : undefined;
  const currency = first?.currency ?? null;
  for (const [i, line] of lines.entries()) {
    const invoice = invoices.get(line.invoice_id);
    if (invoice && (invoice.currency ?? null) !== currency)
      errors.message(`lines.${i}.invoice_id`, "payables_currency_mixed", {
        invoice: invoice.number ?? "",
        currency: invoice.currency ?? base,
        payment_currency: currency ?? base,
        document: title[ctx.language].toLowerCase(),
      });
  }
  return currency;
}

/** The money leaves an account of the payment's currency or of the base currency. */
export function assertCashbankCurrency(cashbank: { name: string; currency: string }, currency: string | null, base: string, errors: FieldProblems) {
  if (cashbank.currency !== base && cashbank.currency !== currency)
    errors.message("cashbank_id", "payables_cashbank_currency", { cashbank: cashbank.name, currency: cashbank.currency });
}

/** Paid so far of a voucher's lines, and whether it is settled. */
export function voucherSettlement(lines: readonly VoucherLineRow[]) {
  const total = sumMoney(lines.map((l) => l.amount));
  const paid = sumMoney(lines.map((l) => l.paidAmount));
  const settlement = paid.isZero() ? ("unpaid" as const) : paid.equals(total) ? ("paid" as const) : ("partly_paid" as const);
  return { total, paid, settlement };
}

/**
 * Payment vouchers: invoices of one or more vendors grouped with the amounts to pay and a planned
 * date, approved through the `payment_voucher` levels by their total, printed for signatures, and
 * paid by a payment per voucher (never twice).
 */
export const paymentVoucherDocument: DocumentType<PaymentVoucherBody, VoucherContent, typeof paymentVoucherResponse> = {
  type: "payment_voucher",
  base: "/transactions/payment-voucher",
  resource: "TxPaymentVoucher",
  title: { en: "Payment voucher", id: "Voucher pembayaran" },
  numberType: "payment_voucher",
  approvalModule: "payment_voucher",
  cancel: "remove",
  body: paymentVoucherBody,
  response: paymentVoucherResponse,
  load: loadVouchers,
  async save(ctx, id, body, created) {
    const { currency, totalBase } = await checkVoucher(ctx, body);
    const company = ctx.actor.companyId;
    const columns = {
      date: body.date,
      plannedDate: body.planned_date,
      cashbankId: body.cashbank_id,
      officeId: body.office_id,
      description: body.description,
      total: sumMoney(body.lines.map((l) => l.amount)).toFixed(2),
      currency,
      totalBase,
    };
    if (created) await ctx.tx.insert(paymentVouchers).values({ companyId: company, id, createdBy: ctx.actor.userId, ...columns });
    else {
      const updated = await ctx.tx
        .update(paymentVouchers)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(and(eq(paymentVouchers.companyId, company), eq(paymentVouchers.id, id)))
        .returning({ id: paymentVouchers.id });
      if (updated.length === 0) throw notFound();
      await ctx.tx.delete(paymentVoucherLines).where(and(eq(paymentVoucherLines.companyId, company), eq(paymentVoucherLines.voucherId, id)));
    }
    await ctx.tx
      .insert(paymentVoucherLines)
      .values(body.lines.map((l, i) => ({ companyId: company, voucherId: id, lineNo: i, invoiceId: l.invoice_id, amount: money(l.amount).toFixed(2) })));
    return (await loadVouchers(ctx, [id])).get(id) as VoucherContent;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(paymentVouchers).where(and(eq(paymentVouchers.companyId, ctx.actor.companyId), eq(paymentVouchers.id, id)));
  },
  summary: ({ voucher }) => ({ date: voucher.date, officeId: voucher.officeId, description: voucher.description, amount: formatMoney(voucher.totalBase) }),
  /** A voucher already (partly) paid cannot be cancelled: delete its payments first. */
  async released({ voucher, lines }, state) {
    if (voucherSettlement(lines).paid.greaterThan(0)) throw new AppError(409, "payables_voucher_paid", { number: state.number ?? voucher.id });
  },
  async print({ voucher, lines }, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const invoices = await voucherInvoices(ctx, lines.map((l) => l.invoiceId));
    return {
      title: t("payables_print_payment_voucher"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: voucher.date, kind: "date" as const },
        { label: t("payables_print_planned_date"), value: voucher.plannedDate, kind: "date" as const },
      ],
      fields: [
        { label: t("print_status"), value: state.status },
        { label: t("print_description"), value: voucher.description },
      ],
      columns: [
        { key: "invoice", title: t("payables_print_invoice"), width: 100 },
        { key: "vendor", title: t("payables_print_vendor") },
        { key: "due_date", title: t("payables_print_due_date"), kind: "date" as const, width: 70 },
        { key: "outstanding", title: t("payables_print_outstanding"), kind: "money" as const, width: 85 },
        { key: "amount", title: t("payables_print_to_pay"), kind: "money" as const, width: 85 },
      ],
      lines: lines.map((l) => {
        const invoice = invoices.get(l.invoiceId);
        return {
          invoice: [invoice?.number, invoice?.vendorInvoiceNumber].filter(Boolean).join(" / "),
          vendor: invoice?.contactName ?? "",
          due_date: invoice?.dueDate ?? null,
          outstanding: invoice ? formatMoney(invoice.outstanding) : null,
          amount: formatMoney(l.amount),
        };
      }),
      totals: [{ label: t("print_total"), amount: formatMoney(voucher.total) }],
      amountInWords: formatMoney(voucher.total),
      signatures: [
        { label: t("payables_print_requested_by"), name: state.requestedBy },
        { label: t("payables_print_checked_by"), name: null },
        ...standardSignatures(ctx.language, { approved: state.approvedBy }).slice(1),
      ],
    };
  },
  present({ voucher, lines, invoices, baseCurrency: base }) {
    const { paid, settlement } = voucherSettlement(lines);
    return {
      id: voucher.id,
      date: voucher.date,
      planned_date: voucher.plannedDate,
      cashbank_id: voucher.cashbankId,
      office_id: voucher.officeId,
      description: voucher.description,
      total: formatMoney(voucher.total),
      paid: formatMoney(paid),
      currency: voucher.currency ?? base,
      total_base: formatMoney(voucher.totalBase),
      settlement,
      lines: lines.map((l) => ({
        line_no: l.lineNo,
        invoice_id: l.invoiceId,
        amount: formatMoney(l.amount),
        paid_amount: formatMoney(l.paidAmount),
        ...invoiceInfoFields(invoices.get(l.invoiceId)),
      })),
    };
  },
};

export { voucherInvoices };
