import { z } from "zod";
import { rule } from "../messages/issues.js";
import { amountField, positiveAmountField, quantityField } from "../schemas/ledger.js";
import { dateField, idField, limits, optionalString, requiredString } from "../schemas/common.js";
import { optionalCurrency, optionalRate } from "../currency/schemas.js";

/** Bounds of payables documents (TIGER_STYLE). */
export const payablesLimits = {
  invoice_lines_max: 200,
  voucher_invoices_max: 200,
  payment_invoices_max: 200,
  deductions_max: 10,
  tags_max: 20,
} as const;

const optionalId = () =>
  z
    .union([z.literal(""), z.null(), idField()])
    .optional()
    .transform((v) => (v ? v : null));

const percentField = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? "0" : String(v).trim()))
    .refine((v) => /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/.test(v), { message: rule("between"), params: { min: 0, max: 100 } } as never);

/** Tax object codes of e-Bupot Unifikasi: `24-104-01` (PPh 23), `28-409-01` (PPh 4(2)). */
export const taxObjectCodePattern = /^\d{2}-\d{3}-\d{2}$/;

/**
 * A purchase invoice line: a product or an expense account, quantity × price less a discount, the
 * VAT and the withholding (PPh 23 or 4(2)) of the line. Goods lines later name the order line and
 * the receipt line they bill (three-way match).
 */
export const purchaseInvoiceLineBody = z.preprocess(
  // A line billing a job's charge takes its quantity from the charge: none need be typed.
  (line) => (line && typeof line === "object" && "job_line_id" in line && line.job_line_id && !("quantity" in line) ? { ...line, quantity: "1" } : line),
  z.strictObject({
  product_id: optionalId(),
  account_id: optionalId(),
  description: optionalString(limits.text_length_max),
  quantity: quantityField(),
  price: amountField(),
  discount_percent: percentField(),
  tax_id: optionalId(),
  withholding_tax_id: optionalId(),
  tax_object_code: optionalString(20).refine((v) => v === null || taxObjectCodePattern.test(v), { message: rule("regex") }),
  purchase_order_line_id: optionalId(),
  goods_receipt_line_id: optionalId(),
  /**
   * A freight job's buy charge line this line bills (an agent's invoice, BACC, DESIGN §9): the line
   * takes the charge's cost account, amount and job from it, and bills it once.
   */
  job_line_id: optionalId(),
  }),
);
export type PurchaseInvoiceLineBody = z.infer<typeof purchaseInvoiceLineBody>;

/** `cash_advance`: a realised cash advance's shortfall owed to the employee (cash-advance-ap), built by that screen. */
export const purchaseInvoiceKinds = ["service", "goods", "cash_advance"] as const;
export type PurchaseInvoiceKind = (typeof purchaseInvoiceKinds)[number];

/** Faktur pajak numbers: `010.000-25.12345678` or its 16/17 bare digits. */
export const taxInvoiceNumberPattern = /^(\d{3}\.\d{3}-\d{2}\.\d{8}|\d{16,17})$/;

export const purchaseInvoiceBody = z.strictObject({
  kind: z.enum(purchaseInvoiceKinds).default("service"),
  contact_id: idField(),
  vendor_invoice_number: requiredString(60),
  tax_invoice_number: optionalString(30).refine((v) => v === null || taxInvoiceNumberPattern.test(v), { message: rule("regex") }),
  date: dateField(),
  due_date: dateField().nullish().transform((v) => v ?? null),
  office_id: optionalId(),
  description: optionalString(limits.text_length_max),
  tag_ids: z.array(idField()).max(payablesLimits.tags_max).default([]),
  purchase_order_id: optionalId(),
  /** Kind `cash_advance`: the realised advance it posts to AP. */
  cash_advance_id: optionalId(),
  lines: z.array(purchaseInvoiceLineBody).min(1).max(payablesLimits.invoice_lines_max),
  /** Vendor advances (procurement's payment advances) offset on this invoice. */
  advances: z
    .array(z.strictObject({ advance_id: idField(), amount: positiveAmountField() }))
    .max(payablesLimits.deductions_max)
    .default([]),
  /** The invoice's currency (DESIGN §13); absent: the vendor's, else the base currency. A foreign invoice bills services. */
  currency: optionalCurrency(),
  /** Base currency for one unit of it; absent: the booking rate of the invoice date. Ignored in base. */
  rate: optionalRate(),
  /** The tax rate (KMK) its VAT and PPh are computed at in base; absent: the one in force on the invoice date. Ignored in base or without taxes. */
  tax_rate: optionalRate(),
});
export type PurchaseInvoiceBody = z.infer<typeof purchaseInvoiceBody>;

/** A payment voucher: invoices of one or more vendors, the amount to pay each, a planned date. */
export const paymentVoucherBody = z.strictObject({
  date: dateField(),
  planned_date: dateField(),
  cashbank_id: optionalId(),
  office_id: optionalId(),
  description: optionalString(limits.text_length_max),
  lines: z
    .array(z.strictObject({ invoice_id: idField(), amount: positiveAmountField() }))
    .min(1)
    .max(payablesLimits.voucher_invoices_max),
});
export type PaymentVoucherBody = z.infer<typeof paymentVoucherBody>;

/** A deduction lowers what leaves the bank (credited to its account); a charge adds to it (debited). */
export const paymentDeductionKinds = ["deduction", "charge"] as const;

/** A purchase payment: from a cash or bank account, per voucher or per invoice, with deductions. */
export const purchasePaymentBody = z.strictObject({
  date: dateField(),
  cashbank_id: idField(),
  voucher_id: optionalId(),
  office_id: optionalId(),
  description: optionalString(limits.text_length_max),
  lines: z
    .array(z.strictObject({ invoice_id: idField(), amount: positiveAmountField() }))
    .min(1)
    .max(payablesLimits.payment_invoices_max),
  deductions: z
    .array(
      z.strictObject({
        kind: z.enum(paymentDeductionKinds).default("deduction"),
        account_id: idField(),
        amount: positiveAmountField(),
        description: optionalString(limits.text_length_max),
      }),
    )
    .max(payablesLimits.deductions_max)
    .default([]),
  /**
   * A payment of invoices in a foreign currency is in their currency (all of one): the amounts are in
   * it, converted at this rate (absent: the booking rate of the payment date).
   */
  rate: optionalRate(),
});
export type PurchasePaymentBody = z.infer<typeof purchasePaymentBody>;

/** The printed request-for-payment forms: to a vendor, a vendor advance, an agent, an agent advance. */
export const formPaymentKinds = ["vendor", "advance", "agent", "agent_advance"] as const;
export type FormPaymentKind = (typeof formPaymentKinds)[number];

export const formPaymentBody = z.strictObject({
  date: dateField(),
  contact_id: idField(),
  due_date: dateField().nullish().transform((v) => v ?? null),
  office_id: optionalId(),
  description: optionalString(limits.text_length_max),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).default("IDR"),
  bank_name: optionalString(),
  bank_account_name: optionalString(),
  bank_account_number: optionalString(40),
  /** Free amount (advances), or the invoices it asks to pay (vendor, agent): the amount is their sum. */
  amount: amountField(),
  lines: z
    .array(z.strictObject({ invoice_id: idField(), amount: positiveAmountField() }))
    .max(payablesLimits.voucher_invoices_max)
    .default([]),
});
export type FormPaymentBody = z.infer<typeof formPaymentBody>;

/** e-Bupot export query: the tax period (month) and which slips. */
export const ebupotQuery = z.strictObject({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: rule("regex") }),
  kind: z.enum(["pph23", "pph42", "all"]).default("all"),
  format: z.enum(["json", "xlsx"]).default("json"),
});
export type EbupotQuery = z.infer<typeof ebupotQuery>;

/** Coretax retur pajak masukan export query: the tax period (month) of the purchase returns. */
export const inputReturnQuery = ebupotQuery.omit({ kind: true });
export type InputReturnQuery = z.infer<typeof inputReturnQuery>;
