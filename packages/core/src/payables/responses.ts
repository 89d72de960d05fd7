import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { formPaymentKinds, purchaseInvoiceKinds } from "./schemas.js";

/** Answers of the payables routes; the web derives its types from these. */

export const purchaseInvoiceSettlements = ["not_posted", "unpaid", "partly_paid", "paid"] as const;
export type PurchaseInvoiceSettlement = (typeof purchaseInvoiceSettlements)[number];

export const purchaseInvoiceLineResponse = z.object({
  line_no: z.number(),
  product_id: z.string().nullable(),
  account_id: z.string(),
  description: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  discount_percent: z.string(),
  gross: z.string(),
  discount: z.string(),
  amount: z.string(),
  tax_id: z.string().nullable(),
  withholding_tax_id: z.string().nullable(),
  tax_object_code: z.string().nullable(),
  purchase_order_line_id: z.string().nullable(),
  goods_receipt_line_id: z.string().nullable(),
  /** Goods invoices: what the line clears of goods received not invoiced. */
  grni_amount: z.string().nullable(),
  /** A BACC line: the job's charge line it bills, and the job (the journal's job dimension). */
  job_line_id: z.string().nullable(),
  job_id: z.string().nullable(),
});
export type PurchaseInvoiceLineResponse = z.infer<typeof purchaseInvoiceLineResponse>;

/** A breach of the three-way match (core `matchBreaches`), as stored when the invoice was saved. */
export const matchBreachResponse = z.discriminatedUnion("code", [
  z.object({ code: z.literal("quantity_over_received"), line: z.number(), product: z.string(), quantity: z.string(), available: z.string() }),
  z.object({ code: z.literal("price_over_tolerance"), line: z.number(), product: z.string(), price: z.string(), ordered: z.string(), tolerance: z.string() }),
]);

export const purchaseInvoiceResponse = documentResponse.extend({
  /** `cash_advance`: a realised advance's shortfall owed to the employee. */
  kind: z.enum(purchaseInvoiceKinds),
  contact_id: z.string(),
  contact_name: z.string(),
  vendor_invoice_number: z.string(),
  tax_invoice_number: z.string().nullable(),
  due_date: z.string(),
  office_id: z.string().nullable(),
  description: z.string().nullable(),
  tag_ids: z.array(z.string()),
  purchase_order_id: z.string().nullable(),
  cash_advance_id: z.string().nullable(),
  cash_advance_number: z.string().nullable(),
  payable_account_id: z.string().nullable(),
  subtotal: z.string(),
  discount: z.string(),
  dpp: z.string(),
  vat: z.string(),
  withholding: z.string(),
  total: z.string(),
  advance_amount: z.string(),
  payable_amount: z.string(),
  outstanding: z.string(),
  paid: z.string(),
  settlement: z.enum(purchaseInvoiceSettlements),
  taxes: z.array(
    z.object({
      tax_id: z.string(),
      code: z.string(),
      kind: z.string(),
      rate: z.string(),
      base: z.string(),
      tax_base: z.string(),
      amount: z.string(),
      /** A foreign invoice's: the tax and its base in base at the tax rate (KMK). */
      amount_base: z.string().optional(),
      tax_base_base: z.string().optional(),
      account_id: z.string(),
    }),
  ),
  /** The invoice's currency (the base currency's code for a base invoice), its rate and the date of the table's rate it took (null: typed or base). */
  currency: z.string(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  /** What it owes and what is left of it in base. */
  payable_base: z.string(),
  outstanding_base: z.string(),
  /** A foreign invoice with taxes: the tax rate (KMK) and its date, its DPP and VAT in base at it. */
  tax_rate: z.string().nullable(),
  tax_rate_date: z.string().nullable(),
  dpp_base: z.string().nullable(),
  vat_base: z.string().nullable(),
  match_breaches: z.array(matchBreachResponse),
  match_override_by: z.string().nullable(),
  match_override_note: z.string().nullable(),
  advances: z.array(z.object({ advance_id: z.string(), amount: z.string() })),
  journal_id: z.string().nullable(),
  lines: z.array(purchaseInvoiceLineResponse),
});
export type PurchaseInvoiceResponse = z.infer<typeof purchaseInvoiceResponse>;

/** What a voucher or payment line says about the invoice it names (null when the invoice is gone). */
const invoiceInfoFields = {
  invoice_number: z.string().nullable(),
  vendor_invoice_number: z.string().nullable(),
  contact_id: z.string().nullable(),
  contact_name: z.string().nullable(),
  due_date: z.string().nullable(),
  outstanding: z.string().nullable(),
};

export const voucherLineResponse = z.object({
  line_no: z.number(),
  invoice_id: z.string(),
  amount: z.string(),
  paid_amount: z.string(),
  ...invoiceInfoFields,
});
export type VoucherLineResponse = z.infer<typeof voucherLineResponse>;

export const paymentVoucherResponse = documentResponse.extend({
  planned_date: z.string(),
  cashbank_id: z.string().nullable(),
  office_id: z.string().nullable(),
  description: z.string().nullable(),
  total: z.string(),
  paid: z.string(),
  /** Its invoices' currency (all of one; the base currency's code in base) and its total in base at their rates. */
  currency: z.string(),
  total_base: z.string(),
  settlement: z.enum(["unpaid", "partly_paid", "paid"]),
  lines: z.array(voucherLineResponse),
});
export type PaymentVoucherResponse = z.infer<typeof paymentVoucherResponse>;

export const purchasePaymentLineResponse = z.object({
  line_no: z.number(),
  invoice_id: z.string(),
  amount: z.string(),
  /** The base the line relieved at its invoice's rate (null until posted). */
  base: z.string().nullable(),
  ...invoiceInfoFields,
});
export type PurchasePaymentLineResponse = z.infer<typeof purchasePaymentLineResponse>;

export const purchasePaymentResponse = documentResponse.extend({
  contact_name: z.string().nullable(),
  cashbank_id: z.string(),
  cash_account_id: z.string(),
  voucher_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  office_id: z.string().nullable(),
  description: z.string().nullable(),
  applied_total: z.string(),
  cash_out: z.string(),
  deductions: z.array(z.object({ kind: z.enum(["deduction", "charge"]), account_id: z.string(), amount: z.string(), description: z.string().nullable() })),
  /** Its invoices' currency (the base currency's code for a base payment), its rate, the date of the table's rate it took. */
  currency: z.string(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  /** The realised exchange difference in base: a gain when positive, a loss when negative. */
  exchange_difference: z.string(),
  journal_id: z.string().nullable(),
  lines: z.array(purchasePaymentLineResponse),
});
export type PurchasePaymentResponse = z.infer<typeof purchasePaymentResponse>;

/** A request-for-payment form (vendor, advance, agent, agent advance). */
export const formPaymentResponse = documentResponse.extend({
  kind: z.enum(formPaymentKinds),
  due_date: z.string().nullable(),
  contact_id: z.string(),
  contact_name: z.string().nullable(),
  office_id: z.string().nullable(),
  description: z.string().nullable(),
  currency: z.string(),
  bank_name: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  lines: z.array(z.object({ invoice_id: z.string(), amount: z.string() })),
});
export type FormPaymentResponse = z.infer<typeof formPaymentResponse>;
