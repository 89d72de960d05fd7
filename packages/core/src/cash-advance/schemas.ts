import { z } from "zod";
import { optionalRate } from "../currency/schemas.js";
import { LINE_DIMENSION_VALUES_MAX, positiveAmountField } from "../schemas/ledger.js";
import { dateField, idField, limits, optionalString, requiredString } from "../schemas/common.js";

/** Bounds of the cash-advance documents (TIGER_STYLE: a limit on everything). */
export const cashAdvanceLimits = {
  realisation_lines_max: 200,
  types_max: 50,
  overdue_days_max: 3650,
} as const;

/** The advance types a new company starts with (Settings of the cash-advance module change them). */
export const defaultAdvanceTypes = [
  { code: "travel", name: "Travel" },
  { code: "operational", name: "Operational" },
  { code: "project", name: "Project" },
] as const;

const optionalId = () =>
  z
    .union([z.literal(""), z.null(), idField()])
    .optional()
    .transform((v) => (v ? v : null));

/** POST/PUT /transactions/cash-advance/request — what an employee (or someone for them) asks for. */
export const cashAdvanceRequestBody = z.strictObject({
  date: dateField(),
  purpose_date: dateField(),
  advance_type: requiredString(40),
  employee_id: idField(),
  request_amount: positiveAmountField(),
  /** The employee-advance account; empty: the company's default `cash_advance` account. */
  account_id: optionalId(),
  activity_id: optionalId(),
  office_id: optionalId(),
  notes: optionalString(limits.text_length_max),
});
export type CashAdvanceRequestBody = z.infer<typeof cashAdvanceRequestBody>;

/** POST /transactions/cash-advance/request-approval/:id/approve — an approver sets the amount (≤ requested). */
export const cashAdvanceApprovalBody = z.strictObject({
  approved_amount: positiveAmountField(),
  note: optionalString(limits.text_length_max),
});
export type CashAdvanceApprovalBody = z.infer<typeof cashAdvanceApprovalBody>;

/** POST /transactions/cash-advance — pays an approved request once, from a mapped cash or bank account. */
export const cashAdvanceBody = z.strictObject({
  cash_advance_request_id: idField(),
  date: dateField(),
  cashbank_id: idField(),
  description: optionalString(limits.text_length_max),
  /** Paid from an account in a foreign currency: what was handed over in it (the advance stays the request's amount in base). */
  amount_currency: positiveAmountField().nullish().transform((v) => v ?? null),
  /** Its rate; absent: the booking rate of the date. */
  rate: optionalRate(),
});
export type CashAdvanceBody = z.infer<typeof cashAdvanceBody>;

/** One expense of a realisation: what was spent (the DPP), on which account, with its receipt's VAT. */
export const realisationLineBody = z.strictObject({
  account_id: idField(),
  description: optionalString(limits.text_length_max),
  amount: positiveAmountField(),
  /** A VAT tax of master data (its buy account takes the VAT); none: no VAT on the receipt. */
  tax_id: optionalId(),
  work_unit_id: optionalId(),
  activity_id: optionalId(),
  element_id: optionalId(),
  tag_ids: z.array(idField()).max(LINE_DIMENSION_VALUES_MAX).default([]),
});
export type RealisationLineBody = z.infer<typeof realisationLineBody>;

/** POST/PUT /transactions/cash-advance/realisation — the expenses an advance paid for. */
export const realisationBody = z.strictObject({
  cash_advance_id: idField(),
  date: dateField(),
  description: optionalString(limits.text_length_max),
  details: z.array(realisationLineBody).min(1).max(cashAdvanceLimits.realisation_lines_max),
});
export type RealisationBody = z.infer<typeof realisationBody>;

/**
 * POST /transactions/cash-advance/refund — settles what is left: a refund into a cash or bank
 * account when less was spent, a top-up paid from one when more was (the advance's balance says which).
 */
export const settlementBody = z.strictObject({
  cash_advance_id: idField(),
  date: dateField(),
  cashbank_id: idField(),
  amount: positiveAmountField(),
  description: optionalString(limits.text_length_max),
});
export type SettlementBody = z.infer<typeof settlementBody>;

export const advanceTypeBody = z.strictObject({
  code: requiredString(40).regex(/^[a-z0-9_-]+$/),
  name: requiredString(60),
});

/** PUT /transactions/cash-advance/setting — the module's settings. */
export const cashAdvanceSettingsBody = z.strictObject({
  /** Refuse a new advance to an employee holding one unsettled for more than this many days; null: off. */
  overdue_days: z.number().int().min(1).max(cashAdvanceLimits.overdue_days_max).nullable(),
  types: z.array(advanceTypeBody).min(1).max(cashAdvanceLimits.types_max),
});
export type CashAdvanceSettingsBody = z.infer<typeof cashAdvanceSettingsBody>;

/** Extra filters of the cash-advance lists. */
export const cashAdvanceListFilters = {
  employee_id: idField().optional(),
  cash_advance_id: idField().optional(),
  /** Requests: approved and not yet paid (what the cashier may pay). */
  payable: z.enum(["true", "false"]).optional(),
  /** Advances: their own state beyond the lifecycle. */
  settlement_status: z.enum(["paid", "realised", "closed"]).optional(),
  /** Realised advances by what settles them: `top_up` lists those owing the employee (what AP posting picks). */
  settlement_kind: z.enum(["refund", "top_up"]).optional(),
};
