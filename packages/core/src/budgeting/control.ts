import { z } from "zod";
import { limits, requiredString } from "../schemas/common.js";
import { optionalId } from "../schemas/ledger.js";

/**
 * The documents a budget can control (issue 32): their `document_type`s. Requests and orders hold
 * their lines once approved; invoices, cash and bank payments (`cashbank`) and cash advance
 * realisations are spent when approved, taking over what their request or order held; a manual
 * journal entered as a draft (`draft_journal`) is checked by its expense lines when submitted.
 */
export const controlledDocumentTypes = [
  "purchase_request",
  "purchase_order",
  "cashbank_request",
  "cash_advance_request",
  "purchase_invoice",
  "cashbank",
  "cash_advance_realisation",
  "draft_journal",
] as const;
export type ControlledDocumentType = (typeof controlledDocumentTypes)[number];

export const budgetBases = ["year", "ytd", "month"] as const;
export type BudgetBasis = (typeof budgetBases)[number];
export const budgetActions = ["ignore", "warn", "stop"] as const;
export type BudgetAction = (typeof budgetActions)[number];

export const budgetControlBody = z.strictObject({
  document_type: z.enum(controlledDocumentTypes),
  basis: z.enum(budgetBases),
  action: z.enum(budgetActions),
  tolerance_percent: z.union([z.string(), z.number()]).transform((v) => String(v).trim() || "0").refine((v) => /^\d{1,4}(\.\d{1,2})?$/.test(v) && Number(v) <= 1000),
  override_role_id: optionalId(),
});
export type BudgetControlBody = z.infer<typeof budgetControlBody>;

/** PUT /settings/budget-control: the control of every document type at once. */
export const budgetControlsBody = z.strictObject({ controls: z.array(budgetControlBody).max(controlledDocumentTypes.length) });

export const budgetControlResponse = z.object({
  document_type: z.enum(controlledDocumentTypes),
  basis: z.enum(budgetBases),
  action: z.enum(budgetActions),
  tolerance_percent: z.string(),
  override_role_id: z.string().nullable(),
});
export type BudgetControlResponse = z.infer<typeof budgetControlResponse>;

/** POST /transactions/budgeting/override: a stopped document let through by the override role. */
export const budgetOverrideBody = z.strictObject({ document_id: z.uuid(), reason: requiredString(limits.text_length_max) });

/** What a document asks of one budget line it falls under, and what is left of it. */
export const budgetCheckLine = z.object({
  budget_id: z.string(),
  budget_number: z.string().nullable(),
  line_no: z.number(),
  name: z.string(),
  /** The span the basis reads: the budget's year, its start through the document's month, or that month. */
  from: z.string(),
  to: z.string(),
  budget: z.string(),
  actual: z.string(),
  /** Held by other approved documents, not yet spent. */
  committed: z.string(),
  /** This document's lines that fall under it. */
  requested: z.string(),
  /** budget − actual − committed, before this document. */
  available: z.string(),
  /** (actual + committed + requested) ÷ budget, in percent. */
  used_percent: z.string().nullable(),
  /** Beyond the available amount and the tolerance. */
  over: z.boolean(),
});
export type BudgetCheckLine = z.infer<typeof budgetCheckLine>;

export const budgetCheckResponse = z.object({
  document_type: z.string(),
  action: z.enum(budgetActions),
  basis: z.enum(budgetBases),
  lines: z.array(budgetCheckLine),
  overrides: z.array(z.object({ user_name: z.string().nullable(), reason: z.string(), created_at: z.string() })),
});
export type BudgetCheckResponse = z.infer<typeof budgetCheckResponse>;
