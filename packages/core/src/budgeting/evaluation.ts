import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { rule } from "../messages/issues.js";
import { dateField, idField, limits, optionalString } from "../schemas/common.js";
import { optionalId } from "../schemas/ledger.js";

/**
 * POST /transactions/evaluation: the evaluation of budget realisation over a period for an office or
 * a work unit (or the company). The lines are filled from the current budget lines when saved; the
 * body carries only the explanation and follow-up of each (by budget line).
 */
export const evaluationBody = z
  .strictObject({
    date_from: dateField(),
    date_to: dateField(),
    office_id: optionalId(),
    work_unit_id: optionalId(),
    tolerance_percent: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim() || "0")
      .refine((v) => /^\d{1,4}(\.\d{1,2})?$/.test(v) && Number(v) <= 1000, { message: rule("double") }),
    description: optionalString(limits.text_length_max),
    notes: z
      .array(
        z.strictObject({
          budget_id: idField(),
          budget_line_no: z.coerce.number().int().min(1),
          explanation: optionalString(limits.text_length_max),
          follow_up: optionalString(limits.text_length_max),
        }),
      )
      .max(5000)
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (b.date_to < b.date_from) ctx.addIssue({ code: "custom", path: ["date_to"], message: rule("date_order") });
  });
export type EvaluationBody = z.infer<typeof evaluationBody>;

export const evaluationLineResponse = z.object({
  line_no: z.number(),
  budget_id: z.string(),
  budget_number: z.string().nullable(),
  budget_line_no: z.number(),
  name: z.string(),
  income: z.boolean(),
  budget: z.string(),
  actual: z.string(),
  committed: z.string(),
  /** Favourable positive: budget − actual for costs, actual − budget for income. */
  variance: z.string(),
  variance_percent: z.string().nullable(),
  /** Unfavourable by more than the tolerance: an explanation and a follow-up are due. */
  beyond_tolerance: z.boolean(),
  explanation: z.string().nullable(),
  follow_up: z.string().nullable(),
});
export type EvaluationLineResponse = z.infer<typeof evaluationLineResponse>;

export const evaluationResponse = documentResponse.extend({
  date_from: z.string(),
  date_to: z.string(),
  office_id: z.string().nullable(),
  office_name: z.string().nullable(),
  work_unit_id: z.string().nullable(),
  work_unit_name: z.string().nullable(),
  tolerance_percent: z.string(),
  description: z.string().nullable(),
  budget_total: z.string(),
  actual_total: z.string(),
  lines: z.array(evaluationLineResponse),
});
export type EvaluationResponse = z.infer<typeof evaluationResponse>;

/** GET /transactions/evaluation/{id}/diagram: budget against actual per month of the period and per line. */
export const evaluationDiagramResponse = z.object({
  months: z.array(z.object({ month: z.string(), budget: z.string(), actual: z.string() })),
  lines: z.array(z.object({ name: z.string(), budget: z.string(), actual: z.string() })),
});
export type EvaluationDiagramResponse = z.infer<typeof evaluationDiagramResponse>;
