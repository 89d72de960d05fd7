import { formatAmount, formatMoney, type Language, type MessageKey, money, translate } from "@neraca/core";
import type { DocumentContext, PrintState } from "../../platform/documents/document-type.js";
import { type DocumentPrint, standardSignatures } from "../../platform/print.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../reports/report-context.js";
import type { InvoiceContent, InvoiceLine, InvoiceTax } from "./sales-invoice.document.js";
import type { PaymentContent, PaymentDeduction } from "./sales-payment.document.js";

type Print = Omit<DocumentPrint, "company">;
const text = (language: Language) => (key: MessageKey) => translate(key, language);

const percentText = (value: string) => (money(value).isZero() ? null : `${money(value).toString()}%`);

/** The A4 sales invoice: lines with quantity, price, discount and amount; subtotal, discount, DPP, VAT per tax, total. */
export async function salesInvoicePrint(row: InvoiceContent, state: PrintState, ctx: DocumentContext): Promise<Print> {
  const t = text(ctx.language);
  const lines = row.details as InvoiceLine[];
  const taxes = row.taxes as InvoiceTax[];
  const vatTotals = taxes.filter((x) => x.account_id !== null && !money(x.amount).isZero());
  // A foreign invoice names its currency on the total and its rate and total in base beside.
  const foreign = row.currency && row.rate ? { currency: row.currency, rate: row.rate } : null;
  return {
    currency: foreign?.currency ?? null,
    title: t("print_sales_invoice"),
    number: state.number ?? "—",
    dates: [
      { label: t("print_invoice_date"), value: row.invoiceDate, kind: "date" },
      { label: t("print_due_date"), value: row.dueDate, kind: "date" },
    ],
    party: { label: t("print_bill_to"), name: row.contactName, detail: row.billTo },
    fields: [
      { label: t("print_status"), value: state.status },
      { label: t("print_tax_invoice_number"), value: row.taxInvoiceNumber },
      { label: t("print_notes"), value: row.notes },
      ...(foreign ? [{ label: `${t("print_rate")} (${row.baseCurrency}/${foreign.currency})`, value: formatAmount(foreign.rate, ctx.language, { fraction: "rate" }) }] : []),
    ],
    columns: [
      { key: "product", title: t("print_product") },
      { key: "quantity", title: t("print_quantity"), kind: "number", width: 45 },
      { key: "price", title: t("print_price"), kind: "money", width: 80 },
      { key: "discount", title: t("print_discount"), width: 45 },
      { key: "amount", title: t("print_amount"), kind: "money", width: 90 },
    ],
    lines: lines.map((l) => ({
      product: [l.product_name, l.description].filter(Boolean).join(" — "),
      quantity: money(l.quantity).toString(),
      price: formatMoney(l.price),
      discount: percentText(l.discount_percent),
      amount: formatMoney(l.net),
    })),
    totals: [
      { label: t("print_subtotal"), amount: formatMoney(row.subtotal) },
      ...(money(row.discount).isZero() ? [] : [{ label: t("print_discount"), amount: formatMoney(money(row.discount).negated()) }]),
      { label: t("print_dpp"), amount: formatMoney(row.dpp) },
      ...(money(row.dppOther).equals(money(row.dpp)) || money(row.dppOther).isZero() ? [] : [{ label: t("print_dpp_other"), amount: formatMoney(row.dppOther) }]),
      ...vatTotals.map((x) => ({ label: `${t("print_vat")} — ${x.name}`, amount: formatMoney(x.amount) })),
      { label: foreign ? `${t("print_total")} (${foreign.currency})` : t("print_total"), amount: formatMoney(row.total) },
      ...(foreign ? [{ label: `${t("print_total")} (${row.baseCurrency})`, amount: formatMoney(row.totalBase) }] : []),
    ],
    amountInWords: formatMoney(row.total),
    signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    notes: await payTo(ctx, foreign?.currency ?? row.baseCurrency),
  };
}

/** Where to pay an invoice in `currency`: the company's active bank accounts in it with a bank and a number (a dollar invoice names the dollar account). */
async function payTo(ctx: DocumentContext, currency: string): Promise<string | null> {
  const banks = rowsOf<{ bank_name: string; account_number: string; account_name: string | null }>(
    await ctx.tx.execute(sql`SELECT bank_name, account_number, account_name FROM cashbanks
      WHERE company_id = ${ctx.actor.companyId} AND is_active AND currency = ${currency} AND bank_name IS NOT NULL AND account_number IS NOT NULL ORDER BY code LIMIT 3`),
  );
  if (banks.length === 0) return null;
  const t = text(ctx.language);
  return `${t("print_pay_to")} (${currency}): ${banks.map((b) => [b.bank_name, b.account_number, b.account_name ? `a.n. ${b.account_name}` : null].filter(Boolean).join(" ")).join("; ")}`;
}

/** The receipt (kuitansi): received from, the sum in words, for which invoices, deductions, deposit to. */
export async function salesReceiptPrint(row: PaymentContent, state: PrintState, ctx: DocumentContext): Promise<Print> {
  const t = text(ctx.language);
  const deductions = row.deductions as PaymentDeduction[];
  const deductionNames: Record<string, Record<Language, string>> = {
    withholding: { en: "PPh 23 withheld", id: "PPh 23 dipotong" },
    bank_charge: { en: "Bank charges", id: "Biaya bank" },
    rounding: { en: "Rounding", id: "Pembulatan" },
    discount: { en: "Discount", id: "Potongan" },
    other: { en: "Other deduction", id: "Potongan lain" },
  };
  const foreign = row.currency && row.rate ? row.currency : null;
  return {
    currency: foreign,
    title: t("print_receipt"),
    number: state.number ?? "—",
    dates: [{ label: t("print_date"), value: row.paymentDate, kind: "date" }],
    party: { label: t("print_received_from"), name: row.contactName },
    fields: [
      { label: t("print_deposit_to"), value: row.cashbankName },
      { label: t("print_description"), value: row.description },
    ],
    columns: [
      { key: "invoice", title: t("print_payment_for") },
      { key: "date", title: t("print_invoice_date"), width: 80 },
      { key: "total", title: t("print_total"), kind: "money", width: 95 },
      { key: "amount", title: t("print_amount"), kind: "money", width: 95 },
    ],
    lines: [
      ...row.lines.map((l) => ({ invoice: `${t("print_invoice")} ${l.invoice_number ?? ""}`, date: l.invoice_date, total: l.invoice_total, amount: l.amount })),
      ...deductions.map((d) => ({
        invoice: [deductionNames[d.kind]?.[ctx.language], d.reference].filter(Boolean).join(" "),
        date: null,
        total: null,
        amount: formatMoney(money(d.amount).negated()),
      })),
    ],
    totals: [
      { label: t("print_payment_for"), amount: formatMoney(row.applied) },
      ...(money(row.deductionTotal).isZero() ? [] : [{ label: t("print_deductions"), amount: formatMoney(money(row.deductionTotal).negated()) }]),
      { label: foreign ? `${t("print_received")} (${foreign})` : t("print_received"), amount: formatMoney(row.received) },
    ],
    amountInWords: formatMoney(row.received),
    signatures: [
      { label: translate("print_received_by", ctx.language), name: state.requestedBy },
      { label: t("print_customer"), name: row.contactName },
    ],
  };
}
