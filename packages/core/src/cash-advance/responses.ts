import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";

/** Answers of the cash-advance documents; the web derives its types from these. */

/** A request for an advance (`/transactions/cash-advance/request`), approved with an amount. */
export const cashAdvanceRequestResponse = documentResponse.extend({
  purpose_date: z.string(),
  advance_type: z.string(),
  employee_id: z.string(),
  employee_code: z.string(),
  employee_name: z.string(),
  request_amount: z.string(),
  /** Set by the approval that approves it. */
  approved_amount: z.string().nullable(),
  account_id: z.string().nullable(),
  activity_id: z.string().nullable(),
  office_id: z.string().nullable(),
  notes: z.string().nullable(),
  cash_advance_id: z.string().nullable(),
  cash_advance_number: z.string().nullable(),
});
export type CashAdvanceRequestResponse = z.infer<typeof cashAdvanceRequestResponse>;

export const advanceSettlementStatuses = ["paid", "realised", "closed"] as const;
export const settlementKinds = ["refund", "top_up"] as const;

/** An advance paid to an employee (`/transactions/cash-advance`), and what settled it so far. */
export const cashAdvanceResponse = documentResponse.extend({
  request_id: z.string(),
  request_number: z.string().nullable(),
  employee_id: z.string(),
  employee_code: z.string(),
  employee_name: z.string(),
  cashbank_id: z.string(),
  cashbank_name: z.string(),
  account_id: z.string(),
  office_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  description: z.string().nullable(),
  realised_amount: z.string(),
  refunded_amount: z.string(),
  topped_up_amount: z.string(),
  payable_amount: z.string(),
  /** What the employee still holds: positive to refund, negative owed to them. */
  balance: z.string(),
  settlement_status: z.enum(advanceSettlementStatuses),
  /** What settles it now; null before its realisation and at zero. */
  settlement_kind: z.enum(settlementKinds).nullable(),
  realisation_id: z.string().nullable(),
  /** Paid from an account in a foreign currency: its currency, what was handed over in it, the rate and the date of the table's it took, and the exchange difference (a gain when positive). */
  currency: z.string().nullable(),
  amount_currency: z.string().nullable(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  exchange_difference: z.string(),
  journal_id: z.string().nullable(),
});
export type CashAdvanceResponse = z.infer<typeof cashAdvanceResponse>;

/** An expense line of a realisation as kept (the body's output: amount as entered). */
export const realisationLineResponse = z.object({
  account_id: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  tax_id: z.string().nullable(),
  work_unit_id: z.string().nullable(),
  activity_id: z.string().nullable(),
  element_id: z.string().nullable(),
  tag_ids: z.array(z.string()),
});
export type RealisationLineResponse = z.infer<typeof realisationLineResponse>;

/** The expenses an advance paid for (`/transactions/cash-advance/realisation`). */
export const realisationResponse = documentResponse.extend({
  cash_advance_id: z.string(),
  cash_advance_number: z.string().nullable(),
  advance_amount: z.string(),
  advance_date: z.string(),
  employee_id: z.string(),
  employee_name: z.string(),
  description: z.string().nullable(),
  details: z.array(realisationLineResponse),
  expense_amount: z.string(),
  vat_amount: z.string(),
  total_amount: z.string(),
  /** What the employee holds after it: positive to refund, negative to top up. */
  difference: z.string(),
  journal_id: z.string().nullable(),
});
export type RealisationResponse = z.infer<typeof realisationResponse>;

/** A refund or top-up settling a realised advance (`/transactions/cash-advance/refund`). */
export const settlementResponse = documentResponse.extend({
  cash_advance_id: z.string(),
  cash_advance_number: z.string().nullable(),
  employee_id: z.string(),
  employee_name: z.string(),
  kind: z.enum(settlementKinds),
  cashbank_id: z.string(),
  cashbank_name: z.string(),
  description: z.string().nullable(),
  journal_id: z.string().nullable(),
});
export type SettlementResponse = z.infer<typeof settlementResponse>;
