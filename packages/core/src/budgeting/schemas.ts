import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { rule } from "../messages/issues.js";
import { formatMoney, type Money, money, sumMoney } from "../money/money.js";
import { dateField, idField, limits, optionalString, requiredString } from "../schemas/common.js";
import { amountField, optionalId, positiveAmountField, quantityField } from "../schemas/ledger.js";

/** Bounds of a budget: lines, and months of its period. */
export const budgetLimits = { lines_max: 5000, months_max: 24 } as const;

/** The spec's period types (§3 budgeting): what a budget's period is. */
export const budgetPeriodTypes = ["annual", "semester", "quarter", "month"] as const;
export type BudgetPeriodType = (typeof budgetPeriodTypes)[number];

/** The dimensions a budget line may name beside (or instead of) an account. */
export const budgetDimensions = ["office_id", "work_unit_id", "activity_id", "element_id"] as const;

/** The first day of each month from `dateStart`'s month through `dateEnd`'s, as `YYYY-MM-01`. */
export function periodMonths(dateStart: string, dateEnd: string): string[] {
  const months: string[] = [];
  let year = Number(dateStart.slice(0, 4));
  let month = Number(dateStart.slice(5, 7));
  const endKey = Number(dateEnd.slice(0, 4)) * 12 + Number(dateEnd.slice(5, 7));
  while (year * 12 + month <= endKey && months.length <= budgetLimits.months_max) {
    months.push(`${year}-${String(month).padStart(2, "0")}-01`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * Splits an amount over months to the cent, the months summing to it exactly: by `weights` (a saved
 * pattern; equal when absent), each month its share rounded down to the cent, the cents left over
 * going one each to the months with the largest remainders (the earliest first on a tie).
 */
export function spreadAmount(total: string | Money, months: number, weights?: readonly (string | number)[]): string[] {
  if (months <= 0) return [];
  const cents = money(total).times(100).toDecimalPlaces(0);
  const w = weights && weights.length === months && weights.some((x) => money(x).greaterThan(0)) ? weights.map((x) => money(x)) : Array.from({ length: months }, () => money(1));
  const sum = sumMoney(w);
  const shares = w.map((x) => cents.times(x).dividedBy(sum));
  const floors = shares.map((s) => s.toDecimalPlaces(0, 1));
  let left = cents.minus(sumMoney(floors)).toNumber();
  const order = shares.map((s, i) => ({ i, rest: s.minus(floors[i] as Money) })).sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] as Money).plus(1);
    left -= 1;
  }
  return floors.map((f) => formatMoney(f.dividedBy(100)));
}

const budgetLineBody = z.strictObject({
  account_id: optionalId(),
  office_id: optionalId(),
  work_unit_id: optionalId(),
  activity_id: optionalId(),
  element_id: optionalId(),
  description: optionalString(limits.text_length_max),
  /** Optional quantity × standard price (the audit report's standard); with no amount, it is the amount. */
  quantity: quantityField().nullish(),
  standard_price: amountField().nullish(),
  /** The line's total: spread over the months (equally, or by `weights`) when `months` is absent. */
  amount: amountField().nullish(),
  /** A saved pattern: one weight per month of the period (e.g. a season), spread in proportion. */
  weights: z
    .array(
      z
        .union([z.string(), z.number()])
        .transform((v) => String(v).trim())
        .refine((v) => /^\d{1,9}(\.\d{1,4})?$/.test(v), { message: rule("double") }),
    )
    .max(budgetLimits.months_max)
    .refine((w) => w.some((v) => Number(v) > 0), { message: rule("required") })
    .nullish(),
  /** The amount of each month of the period, in order; they are the line's amount. */
  months: z.array(amountField()).max(budgetLimits.months_max).nullish(),
});
export type BudgetLineBody = z.infer<typeof budgetLineBody>;

/** POST /transactions/budgeting: a budget of a period, its lines by account and dimensions, per month. */
export const budgetBody = z
  .strictObject({
    period: requiredString(100),
    period_type: z.enum(budgetPeriodTypes),
    date_start: dateField(),
    date_end: dateField(),
    office_id: optionalId(),
    work_unit_id: optionalId(),
    description: optionalString(limits.text_length_max),
    lines: z.array(budgetLineBody).min(1).max(budgetLimits.lines_max),
  })
  .superRefine((b, ctx) => {
    if (b.date_end < b.date_start) ctx.addIssue({ code: "custom", path: ["date_end"], message: rule("date_order") });
  });
export type BudgetBody = z.infer<typeof budgetBody>;

/** A line as a budget keeps it: its amount and each month's, summing to it. */
export interface ResolvedBudgetLine {
  account_id: string | null;
  office_id: string | null;
  work_unit_id: string | null;
  activity_id: string | null;
  element_id: string | null;
  description: string | null;
  quantity: string | null;
  standard_price: string | null;
  amount: string;
  months: string[];
}

/** What is wrong with a line, under which of its fields, as a message key with its parameters. */
export interface BudgetLineProblem {
  line: number;
  field: string;
  key: "budget_line_empty" | "budget_months_count" | "budget_months_sum" | "budget_standard_sum" | "budget_period_too_long";
  params?: Record<string, string | number>;
}

/**
 * Each line's months: as typed (their sum is the amount; a typed amount must equal it), or the amount
 * (or quantity × standard price) spread over the period's months. Lines that name neither an account
 * nor a dimension, months that do not match the period, and totals that disagree are problems.
 */
export function resolveBudgetLines(body: Pick<BudgetBody, "date_start" | "date_end" | "lines">): { lines: ResolvedBudgetLine[]; problems: BudgetLineProblem[] } {
  const count = periodMonths(body.date_start, body.date_end).length;
  const problems: BudgetLineProblem[] = [];
  const lines = body.lines.map((l, i) => {
    if (!l.account_id && budgetDimensions.every((d) => !l[d])) problems.push({ line: i, field: "account_id", key: "budget_line_empty" });
    const standard = l.quantity && l.standard_price ? money(l.quantity).times(l.standard_price).toDecimalPlaces(2) : null;
    let months: string[];
    let amount: Money;
    if (l.months && l.months.length > 0) {
      if (l.months.length !== count) problems.push({ line: i, field: "months", key: "budget_months_count", params: { count } });
      months = l.months.map((m) => formatMoney(m));
      amount = sumMoney(months);
      if (l.amount && !money(l.amount).isZero() && !money(l.amount).equals(amount))
        problems.push({ line: i, field: "amount", key: "budget_months_sum", params: { amount: formatMoney(l.amount), months: formatMoney(amount) } });
    } else {
      if (l.weights && l.weights.length !== count) problems.push({ line: i, field: "weights", key: "budget_months_count", params: { count } });
      amount = l.amount && !money(l.amount).isZero() ? money(l.amount) : (standard ?? money(0));
      months = spreadAmount(amount, count, l.weights ?? undefined);
    }
    if (standard && !standard.equals(amount)) problems.push({ line: i, field: "standard_price", key: "budget_standard_sum", params: { standard: formatMoney(standard), amount: formatMoney(amount) } });
    return {
      account_id: l.account_id,
      office_id: l.office_id,
      work_unit_id: l.work_unit_id,
      activity_id: l.activity_id,
      element_id: l.element_id,
      description: l.description,
      quantity: l.quantity ?? null,
      standard_price: l.standard_price ?? null,
      amount: formatMoney(amount),
      months,
    };
  });
  return { lines, problems };
}

const named = { id: z.string().nullable(), code: z.string().nullable(), name: z.string().nullable() };

export const budgetLineResponse = z.object({
  line_no: z.number(),
  account_id: z.string().nullable(),
  account_code: z.string().nullable(),
  account_name: z.string().nullable(),
  office_id: z.string().nullable(),
  office_name: z.string().nullable(),
  work_unit_id: z.string().nullable(),
  work_unit_name: z.string().nullable(),
  activity_id: z.string().nullable(),
  activity_name: z.string().nullable(),
  element_id: z.string().nullable(),
  element_name: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.string().nullable(),
  standard_price: z.string().nullable(),
  amount: z.string(),
  months: z.array(z.string()),
});
export type BudgetLineResponse = z.infer<typeof budgetLineResponse>;

export const budgetResponse = documentResponse.extend({
  period: z.string(),
  period_type: z.enum(budgetPeriodTypes),
  date_start: z.string(),
  date_end: z.string(),
  office_id: z.string().nullable(),
  office_name: z.string().nullable(),
  work_unit_id: z.string().nullable(),
  work_unit_name: z.string().nullable(),
  description: z.string().nullable(),
  /** 1 for the original; each approved revision one more. */
  budget_version: z.number(),
  /** The version this one revises, and the one that superseded this (once a revision is approved). */
  revision_of: z.object(named).nullable(),
  superseded_by: z.object(named).nullable(),
  /** A draft revision of this version, while one is open. */
  open_revision: z.object(named).nullable(),
  closed_at: z.string().nullable(),
  /** The months of the period (`YYYY-MM-01`), the order of every line's `months`. */
  months: z.array(z.string()),
  total: z.string(),
  lines: z.array(budgetLineResponse),
});
export type BudgetResponse = z.infer<typeof budgetResponse>;

/** Bounds of a transfer between budget lines. */
export const budgetTransferLimits = { lines_max: 200 } as const;

/**
 * POST/PUT /transactions/budget-transfer: amounts moved between lines of one current budget, each
 * from a line to another in one month of the period. Approved by the `budget_transfer` levels its
 * total meets; then the months move (the budget's total is unchanged), and cancelling moves them back.
 * Dated the day it is entered, as a budget is.
 */
export const budgetTransferBody = z.strictObject({
  budget_id: idField(),
  description: optionalString(limits.text_length_max),
  details: z
    .array(
      z.strictObject({
          from_line_no: z.coerce.number().int().min(1),
          to_line_no: z.coerce.number().int().min(1),
          /** The month moved (`YYYY-MM-01`, or `YYYY-MM`), within the budget's period. */
          month: z
            .string()
            .trim()
            .regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, { message: rule("date") })
            .transform((m) => `${m.slice(0, 7)}-01`),
          amount: positiveAmountField(),
        }),
    )
    .min(1)
    .max(budgetTransferLimits.lines_max),
});
export type BudgetTransferBody = z.infer<typeof budgetTransferBody>;

export const budgetTransferResponse = documentResponse.extend({
  budget_id: z.string(),
  budget_number: z.string().nullable(),
  budget_period: z.string(),
  /** The budget's months, the choices of each line's month. */
  months: z.array(z.string()),
  description: z.string().nullable(),
  total: z.string(),
  details: z.array(
    z.object({
      line_no: z.number(),
      from_line_no: z.number(),
      from_name: z.string(),
      to_line_no: z.number(),
      to_name: z.string(),
      month: z.string(),
      amount: z.string(),
    }),
  ),
});
export type BudgetTransferResponse = z.infer<typeof budgetTransferResponse>;
