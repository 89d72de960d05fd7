import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { buyerIdTypes, deductionKinds } from "./schemas.js";

/** Answers of the sales routes; the web derives its types from these. */

/** A line as the invoice keeps it: what was entered plus what it resolved to. */
export const salesInvoiceLineResponse = z.object({
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
  product_type: z.enum(["goods", "service"]),
  description: z.string().nullable(),
  account_id: z.string(),
  quantity: z.string(),
  unit_id: z.string().nullable(),
  price: z.string(),
  discount_percent: z.string(),
  tax_ids: z.array(z.string()),
  gross: z.string(),
  discount: z.string(),
  net: z.string(),
  /** A BACC line: the job's charge line it bills, and the job (the journal's job dimension). */
  job_line_id: z.string().nullable(),
  job_id: z.string().nullable(),
});
export type SalesInvoiceLineResponse = z.infer<typeof salesInvoiceLineResponse>;

/** A tax of the invoice as computed once per document (core `documentTaxes`). */
export const salesInvoiceTaxResponse = z.object({
  tax_id: z.string(),
  name: z.string(),
  kind: z.string(),
  rate: z.string(),
  base_numerator: z.number(),
  base_denominator: z.number(),
  base: z.string(),
  tax_base: z.string(),
  amount: z.string(),
  /** A foreign invoice's: the tax in base at the tax rate (KMK). */
  amount_base: z.string().optional(),
  account_id: z.string().nullable(),
});
export type SalesInvoiceTaxResponse = z.infer<typeof salesInvoiceTaxResponse>;

/** Where an invoice stands in being paid; `not_posted` before it is approved (as a purchase invoice says). */
export const salesSettlements = ["not_posted", "unpaid", "partly_paid", "paid"] as const;
export type SalesSettlement = (typeof salesSettlements)[number];

export const salesInvoiceResponse = documentResponse.extend({
  contact_id: z.string(),
  contact_name: z.string(),
  contact_code: z.string(),
  office_id: z.string().nullable(),
  warehouse_id: z.string().nullable(),
  invoice_date: z.string(),
  due_date: z.string(),
  tax_invoice_number: z.string().nullable(),
  bill_to: z.string().nullable(),
  notes: z.string().nullable(),
  buyer_id_type: z.enum(buyerIdTypes),
  buyer_id_number: z.string().nullable(),
  buyer_nitku: z.string().nullable(),
  receivable_account_id: z.string().nullable(),
  tag_ids: z.array(z.string()),
  details: z.array(salesInvoiceLineResponse),
  taxes: z.array(salesInvoiceTaxResponse),
  subtotal: z.string(),
  discount: z.string(),
  dpp: z.string(),
  dpp_other: z.string(),
  vat: z.string(),
  total: z.string(),
  withholding: z.string(),
  outstanding: z.string(),
  paid: z.string(),
  /** The invoice's currency (the base currency's code for a base invoice), its rate and the date of the table's rate it took (null: typed or base). */
  currency: z.string(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  /** The total and what is left of it in base. */
  total_base: z.string(),
  outstanding_base: z.string(),
  /** A foreign invoice with VAT: the tax rate (KMK) and its date, its DPP and VAT in base at it (what Coretax carries). */
  tax_rate: z.string().nullable(),
  tax_rate_date: z.string().nullable(),
  dpp_base: z.string().nullable(),
  vat_base: z.string().nullable(),
  /** Null until posted. */
  settlement: z.enum(salesSettlements),
  journal_id: z.string().nullable(),
});
export type SalesInvoiceResponse = z.infer<typeof salesInvoiceResponse>;

export const salesPaymentDeductionResponse = z.object({
  kind: z.enum(deductionKinds),
  account_id: z.string(),
  tax_id: z.string().nullable(),
  amount: z.string(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
});
export type SalesPaymentDeductionResponse = z.infer<typeof salesPaymentDeductionResponse>;

export const salesPaymentLineResponse = z.object({
  invoice_id: z.string(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string(),
  invoice_total: z.string(),
  receivable_account_id: z.string(),
  amount: z.string(),
  /** The invoice's rate, and the base the line relieved at it (null until posted). */
  invoice_rate: z.string().nullable(),
  base: z.string().nullable(),
});
export type SalesPaymentLineResponse = z.infer<typeof salesPaymentLineResponse>;

export const salesPaymentResponse = documentResponse.extend({
  contact_id: z.string(),
  contact_name: z.string(),
  cashbank_id: z.string(),
  cashbank_name: z.string(),
  office_id: z.string().nullable(),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  tag_ids: z.array(z.string()),
  received: z.string(),
  deduction_total: z.string(),
  deposit_used: z.string(),
  applied: z.string(),
  overpayment: z.string(),
  deductions: z.array(salesPaymentDeductionResponse),
  details: z.array(salesPaymentLineResponse),
  /** Its invoices' currency (the base currency's code for a base payment), its rate, the date of the table's rate it took. */
  currency: z.string(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  /** The realised exchange difference in base: a gain when positive, a loss when negative. */
  exchange_difference: z.string(),
  journal_id: z.string().nullable(),
});
export type SalesPaymentResponse = z.infer<typeof salesPaymentResponse>;
