import { z } from "zod";
import type { Texts } from "../manifest.js";
import { amountText } from "../reports/shared.js";

/**
 * A dashboard widget (spec §2, issue 26): a small report with its permission. A domain declares its
 * widgets in its manifest (`widgets`); its server module serves each at `GET /api/dashboard/<name>`
 * from the report the widget summarises (the same query function, so the widget equals its report),
 * and the dashboard shows every widget the user may read, drawn by its `view`. A module that lands
 * later adds its widgets the same way, without editing the dashboard.
 *
 * The manifests import this file: it imports nothing that composes the manifests (the query is in `query.ts`).
 */

/** How the dashboard draws a widget: each view has one answer shape (below). */
export type WidgetView = "cash-accounts" | "months" | "aging" | "approvals" | "stock" | "jobs" | "budget";

/** The period the widget's report screen takes (its drill-down link carries the dashboard's filters in it). */
export type WidgetDrillPeriod = "date" | "range" | "none";

export interface WidgetDefinition<R extends z.ZodType = z.ZodType> {
  /** `GET /api/dashboard/<name>`. */
  name: string;
  /**
   * `read` on it is needed: the resource of the report the widget summarises (a `Resource`; typed as
   * text since the resources are composed from the same manifests: `dashboard.test.ts` checks it).
   */
  resource: string;
  title: Texts;
  view: WidgetView;
  /**
   * The screen every figure drills down to (a report, or a list), and the period it takes; `detail`,
   * its detail report; `list`, the document list an aging figure opens filtered (open invoices due
   * in the bucket: `settlement=open`, `due_from`, `due_to`, `contact_id`, `office_id`).
   */
  drill: { path: string; period: WidgetDrillPeriod; detail?: string; list?: string };
  /** A months view: its series, in order, with their titles; `line` draws one as a line over the bars (and a year earlier beside it). */
  series?: Readonly<Record<string, Texts & { line?: boolean }>>;
  /**
   * A new company's widget has nothing to show: what it says, and the first steps it links to (each
   * shown to whoever may `create` on its resource).
   */
  empty?: { text: Texts; steps: readonly { path: string; resource: string; text: Texts }[] };
  /** Place on the dashboard (ascending). */
  order: number;
  /** Wide widgets (charts) take a whole row on narrow screens and half on wide ones; figures a third. */
  width: "third" | "half" | "full";
  response: R;
}

export const defineWidget = <const W extends WidgetDefinition>(widget: W): W => widget;


/** Cash and bank accounts: balance in the account's currency and in the base currency, what is left to reconcile. */
export const cashAccountsResponse = z.object({
  base_currency: z.string(),
  rows: z.array(
    z.object({
      cashbank_id: z.string(),
      code: z.string(),
      name: z.string(),
      currency: z.string(),
      balance: amountText,
      balance_base: amountText,
      /** Ledger lines after the last finished reconciliation not matched to a statement line (counted up to `UNRECONCILED_COUNT_MAX`). */
      unreconciled_lines: z.number().int(),
      unreconciled_more: z.boolean(),
      last_reconciled: z.string().nullable(),
    }),
  ),
  total_base: amountText,
});

/** Unreconciled lines are counted up to this many per account ("99+": a figure to act on, not a scan of the account's history). */
export const UNRECONCILED_COUNT_MAX = 99;

/** Twelve months of amounts per series (and the same months a year earlier, when compared). */
export const monthsResponse = z.object({
  months: z.array(
    z.object({
      /** `YYYY-MM`. */
      month: z.string(),
      from: z.string(),
      to: z.string(),
      values: z.record(z.string(), amountText),
      previous: z.record(z.string(), amountText).optional(),
    }),
  ),
  totals: z.record(z.string(), amountText),
  previous_totals: z.record(z.string(), amountText).optional(),
});

/** Aging buckets' totals, the overdue part, the most overdue contacts, and what falls due soon. */
export const agingResponse = z.object({
  bucket_keys: z.array(z.string()),
  totals: z.object({ buckets: z.record(z.string(), amountText), total: amountText }),
  overdue: amountText,
  top: z.array(z.object({ contact_id: z.string(), contact_name: z.string(), overdue: amountText, total: amountText })),
  /** Payables: what falls due within `days` (not yet overdue). */
  due_soon: z.object({ days: z.number().int(), amount: amountText }).nullable(),
});

/** Inventory products on hand (all offices) below their minimum: how many, and the furthest below first (at most ten). */
export const stockAlertsResponse = z.object({
  count: z.number().int(),
  rows: z.array(
    z.object({
      product_id: z.string(),
      code: z.string(),
      name: z.string(),
      /** On hand at every office together. */
      quantity: z.string(),
      minimum: z.string(),
    }),
  ),
});

/** The current budget lines nearest their limit (budgeting): the year's budget, what is used of it (actual and held) and the share. */
export const budgetUseResponse = z.object({
  /** Lines at or past 80 % used. */
  count: z.number().int(),
  rows: z.array(
    z.object({
      budget_id: z.string(),
      budget_number: z.string().nullable(),
      line_no: z.number().int(),
      name: z.string(),
      budget: amountText,
      used: amountText,
      used_percent: z.string(),
    }),
  ),
});
export type BudgetUseData = z.infer<typeof budgetUseResponse>;

/** Confirmed jobs not fully billed (freight): how many, what is left to bill on each side, by age since the job date. */
export const unbilledJobsResponse = z.object({
  count: z.number().int(),
  unbilled_sell: amountText,
  unbilled_buy: amountText,
  oldest: z.string().nullable(),
  buckets: z.array(z.object({ key: z.string(), jobs: z.number().int(), unbilled_sell: amountText })),
});

/** What waits for my approval: how many, and since when the oldest. */
export const approvalsResponse = z.object({ count: z.number().int(), oldest: z.string().nullable() });

/** A widget's answer: its data, and when the figures were read (they are as of now: balances and open items). */
export const widgetAnswer = <R extends z.ZodType>(data: R) => z.object({ data, date: z.string(), as_of: z.string() });

export type WidgetData<W extends WidgetDefinition> = z.infer<W["response"]>;
export type CashAccountsData = z.infer<typeof cashAccountsResponse>;
export type MonthsData = z.infer<typeof monthsResponse>;
export type AgingData = z.infer<typeof agingResponse>;
export type ApprovalsData = z.infer<typeof approvalsResponse>;
export type StockAlertsData = z.infer<typeof stockAlertsResponse>;
export type UnbilledJobsData = z.infer<typeof unbilledJobsResponse>;
