import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { storedDimensionFields } from "../ledger/responses.js";
import { cashbankKinds } from "./schemas.js";

/** Answers of the cash and bank documents; the web derives its types from these. */

/** A counter line as the document keeps it (the body's output: amounts as entered). */
export const cashbankLineResponse = z.object({
  account_id: z.string(),
  description: z.string().nullable(),
  ...storedDimensionFields,
  amount: z.string(),
  tax_ids: z.array(z.string()),
});
export type CashbankLineResponse = z.infer<typeof cashbankLineResponse>;

/** A receipt or payment (`/transactions/cashbank`). */
export const cashbankTransactionResponse = documentResponse.extend({
  kind: z.enum(cashbankKinds),
  transaction_type_id: z.string(),
  transaction_type_code: z.string(),
  transaction_type_name: z.string(),
  cashbank_id: z.string(),
  cashbank_code: z.string(),
  cashbank_name: z.string(),
  office_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  contact_name: z.string().nullable(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  request_id: z.string().nullable(),
  request_number: z.string().nullable(),
  details: z.array(cashbankLineResponse),
  /** The lines' amounts (before taxes). */
  subtotal: z.string(),
  /** VAT added to the lines. */
  vat: z.string(),
  /** Tax withheld, deducted from what moves through the cash or bank account. */
  withholding: z.string(),
  /** What moves through the cash or bank account: subtotal + VAT − withholding. */
  total: z.string(),
  /** The account's currency (the base currency's code in base), the rate and the date of the table's rate it took (null: typed or base), the total in base. */
  currency: z.string(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  total_base: z.string(),
  journal_id: z.string().nullable(),
});
export type CashbankTransactionResponse = z.infer<typeof cashbankTransactionResponse>;

/** A transfer between two cash or bank accounts (`/transactions/cashbank/transfer`). */
export const cashbankTransferResponse = documentResponse.extend({
  office_id: z.string().nullable(),
  from_cashbank_id: z.string(),
  from_cashbank_name: z.string(),
  to_cashbank_id: z.string(),
  to_cashbank_name: z.string(),
  amount_transferred: z.string(),
  charge_amount: z.string(),
  charge_account_id: z.string().nullable(),
  charge_account_name: z.string().nullable(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  total: z.string(),
  /** The currencies of both accounts; with a foreign side, its rate, what arrived (in the receiver's) and the realised difference in base. */
  from_currency: z.string(),
  to_currency: z.string(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  amount_to: z.string(),
  exchange_difference: z.string(),
  journal_id: z.string().nullable(),
});
export type CashbankTransferResponse = z.infer<typeof cashbankTransferResponse>;

/** A request for a payment (`/transactions/cashbank/request`), paid once by a cash-out or bank-out. */
export const cashbankRequestResponse = documentResponse.extend({
  office_id: z.string().nullable(),
  cashbank_id: z.string().nullable(),
  cashbank_name: z.string().nullable(),
  contact_id: z.string().nullable(),
  contact_name: z.string().nullable(),
  purpose: z.string(),
  details: z.array(cashbankLineResponse.omit({ tax_ids: true })),
  total: z.string(),
  settlement_status: z.enum(["paid", "unpaid"]),
  paid_transaction_id: z.string().nullable(),
  paid_number: z.string().nullable(),
});
export type CashbankRequestResponse = z.infer<typeof cashbankRequestResponse>;

/** Where a movement of a cash or bank account comes from: this module's receipts and payments, or a sales receipt or purchase payment. */
export const cashbankMovementSources = ["cashbank", "sales_payment", "purchase_payment"] as const;
export type CashbankMovementSource = (typeof cashbankMovementSources)[number];

/**
 * One row of "Receipts and payments" (`/transactions/cashbank/movements`): every document that moves
 * a cash or bank account the caller may see, whichever module made it. The taxes are a cash/bank
 * document's own (null for the others: their taxes are their invoices').
 */
export const cashbankMovementResponse = z.object({
  id: z.string(),
  source: z.enum(cashbankMovementSources),
  kind: z.enum(cashbankKinds),
  transaction_type_code: z.string().nullable(),
  date: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  cashbank_id: z.string(),
  cashbank_code: z.string(),
  cashbank_name: z.string(),
  contact_name: z.string().nullable(),
  description: z.string().nullable(),
  subtotal: z.string().nullable(),
  vat: z.string().nullable(),
  withholding: z.string().nullable(),
  total: z.string(),
});
export type CashbankMovementResponse = z.infer<typeof cashbankMovementResponse>;
