import { Decimal } from "decimal.js";
import { Posting } from "../ledger/posting.js";
import { formatMoney, type MoneyInput, money, sumMoney } from "../money/money.js";

/** Quantities are exact decimals with four places (NUMERIC(16,4)). */
const QuantityDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export const quantity = (value: string | number | Decimal) => new QuantityDecimal(value).toDecimalPlaces(4);
/** A quantity as people read it: `10`, `2.5` (no trailing zeros). */
export const formatQuantity = (value: string | number | Decimal) => quantity(value).toFixed();
const sumQuantity = (values: Iterable<string | number | Decimal>) => {
  let total = new QuantityDecimal(0);
  for (const v of values) total = total.plus(quantity(v));
  return total;
};

/** What is left of a request line to order: its quantity less what approved orders took (never below zero). */
export function remainingToOrder(line: { quantity: string; ordered_quantity: string; closed: boolean }): string {
  if (line.closed) return "0";
  const left = quantity(line.quantity).minus(quantity(line.ordered_quantity));
  return left.isNegative() ? "0" : left.toFixed();
}

/** Ordering `adding` more of a request line goes past what it asked for. */
export const isOverOrder = (requested: string, alreadyOrdered: string, adding: string) =>
  quantity(alreadyOrdered).plus(quantity(adding)).greaterThan(quantity(requested));

export interface QuoteForAward {
  request_line_id: string;
  price: string | null;
  awarded_quantity: string;
  award_reason: string | null;
}

export type AwardProblem =
  | { index: number; code: "award_reason_required" | "award_needs_price" }
  | { index: number; code: "award_exceeds"; awarded: string; remaining: string };

/**
 * The rules of choosing winners among quotes: a vendor wins only with a price; a winner that is not
 * the cheapest priced quote of its line needs a reason; a line's awards add up to at most what is
 * left to order of it. Answers each problem with the index of the quote it concerns.
 */
export function awardProblems(quotes: readonly QuoteForAward[], remainingByLine: ReadonlyMap<string, string>): AwardProblem[] {
  const problems: AwardProblem[] = [];
  const cheapest = new Map<string, Decimal>();
  for (const q of quotes) {
    if (q.price === null) continue;
    const current = cheapest.get(q.request_line_id);
    if (!current || money(q.price).lessThan(current)) cheapest.set(q.request_line_id, money(q.price));
  }
  const awardedByLine = new Map<string, { total: Decimal; last: number }>();
  quotes.forEach((q, index) => {
    const awarded = quantity(q.awarded_quantity);
    if (awarded.isZero()) return;
    if (q.price === null) problems.push({ index, code: "award_needs_price" });
    else if (money(q.price).greaterThan(cheapest.get(q.request_line_id) as Decimal) && !q.award_reason) {
      problems.push({ index, code: "award_reason_required" });
    }
    const sum = awardedByLine.get(q.request_line_id) ?? { total: new QuantityDecimal(0), last: index };
    awardedByLine.set(q.request_line_id, { total: sum.total.plus(awarded), last: index });
  });
  for (const [lineId, { total, last }] of awardedByLine) {
    const remaining = remainingByLine.get(lineId) ?? "0";
    if (total.greaterThan(quantity(remaining))) problems.push({ index: last, code: "award_exceeds", awarded: total.toFixed(), remaining: quantity(remaining).toFixed() });
  }
  return problems;
}

/** What is still to receive of an order line. */
export const remainingToReceive = (line: { quantity: string; received_quantity: string }) =>
  quantity(line.quantity).minus(quantity(line.received_quantity)).toFixed();

/** Receiving `adding` of an order line would pass what was ordered. */
export const exceedsOrdered = (ordered: string, received: string, adding: string) => quantity(received).plus(quantity(adding)).greaterThan(quantity(ordered));

/** The net unit value of an order line received: its amount (after discount, before tax) per unit, times what arrived. */
export function receivedValue(line: { quantity: string; amount: string }, received: string): string {
  const ordered = quantity(line.quantity);
  if (ordered.isZero()) return "0.00";
  // Whole line received: exactly its amount, so receipts add up to the order line without a cent lost.
  if (quantity(received).equals(ordered)) return formatMoney(line.amount);
  return formatMoney(new QuantityDecimal(line.amount).times(quantity(received)).dividedBy(ordered));
}

export interface ReceiptPostingLine {
  inventoryAccountId: string;
  amount: MoneyInput;
  description: string | null;
  /** The budget dimensions of the request the order line comes from (its work unit and activity), carried on its debit. */
  workUnitId?: string | null;
  activityId?: string | null;
}

/**
 * A goods receipt of inventory products: Dr inventory (per product's account and budget dimensions) /
 * Cr goods received not invoiced (one line), with the vendor as the contact of the credit. Null when
 * nothing to post.
 */
export function goodsReceiptPosting(lines: readonly ReceiptPostingLine[], grniAccountId: string, dims: { officeId: string | null; contactId: string }): Posting | null {
  const valued = lines.filter((l) => !money(l.amount).isZero());
  if (valued.length === 0) return null;
  const posting = new Posting();
  const byAccount = new Map<string, { accountId: string; workUnitId: string | null; activityId: string | null; amount: Decimal; descriptions: string[] }>();
  for (const l of valued) {
    const key = `${l.inventoryAccountId}|${l.workUnitId ?? ""}|${l.activityId ?? ""}`;
    const entry = byAccount.get(key) ?? { accountId: l.inventoryAccountId, workUnitId: l.workUnitId ?? null, activityId: l.activityId ?? null, amount: money(0), descriptions: [] };
    entry.amount = entry.amount.plus(money(l.amount));
    if (l.description) entry.descriptions.push(l.description);
    byAccount.set(key, entry);
  }
  for (const entry of byAccount.values()) {
    posting.debit(entry.accountId, entry.amount, {
      officeId: dims.officeId,
      workUnitId: entry.workUnitId,
      activityId: entry.activityId,
      description: entry.descriptions.join(", ").slice(0, 250) || null,
    });
  }
  posting.credit(grniAccountId, sumMoney(valued.map((l) => l.amount)), { officeId: dims.officeId, contactId: dims.contactId });
  return posting;
}

/** A down payment to a vendor: Dr advance payment to vendors (the vendor as contact) / Cr the cash or bank account. */
export function vendorAdvancePosting(amount: MoneyInput, accounts: { advanceAccountId: string; cashAccountId: string }, dims: { officeId: string | null; contactId: string; description: string | null }): Posting {
  return new Posting()
    .debit(accounts.advanceAccountId, amount, { officeId: dims.officeId, contactId: dims.contactId, description: dims.description })
    .credit(accounts.cashAccountId, amount, { officeId: dims.officeId, contactId: dims.contactId, description: dims.description });
}

/** Whole days from one moment to another (dates or timestamps), never negative. */
export function daysElapsed(from: string, to: string): number {
  const start = Date.parse(from.length === 10 ? `${from}T00:00:00Z` : from);
  const end = Date.parse(to.length === 10 ? `${to}T00:00:00Z` : to);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.floor((end - start) / 86_400_000));
}

export const trackingStepKeys = ["request", "approval", "vendor", "price", "order", "receipt", "invoice", "ap_posting", "voucher", "payment"] as const;
export type TrackingStepKey = (typeof trackingStepKeys)[number];

export interface TrackingEvent {
  step: TrackingStepKey;
  /** When the step was done (ISO date or timestamp); null: not yet. */
  at: string | null;
  by: string | null;
  reference: string | null;
}

export interface TrackingStep extends TrackingEvent {
  /** Days since the previous done step (or, while waiting, days waited until `today`). */
  days: number | null;
  /** `skipped`: not done, but a later step is (an order made by hand skips vendor and price). */
  state: "done" | "skipped" | "waiting" | "pending";
}

/**
 * One line's timeline: the steps in order; each done step counts the days since the done step before
 * it; the step after the last done one is `waiting` (for as many days as since that one), the rest
 * `pending`. `stuck` when the waiting step has waited at least `stuckAfterDays`. A closed line waits
 * for nothing.
 */
export function timeline(
  events: readonly TrackingEvent[],
  today: string,
  options: { stuckAfterDays?: number; closed?: boolean } = {},
): { steps: TrackingStep[]; waiting: TrackingStepKey | null; stuck: boolean } {
  const byStep = new Map(events.map((e) => [e.step, e]));
  const all = trackingStepKeys.map((key) => byStep.get(key) ?? { step: key, at: null, by: null, reference: null });
  let lastDone = -1;
  all.forEach((e, i) => {
    if (e.at) lastDone = i;
  });
  const steps: TrackingStep[] = [];
  let previous: string | null = null;
  let waiting: TrackingStepKey | null = null;
  let waitedDays = 0;
  all.forEach((event, i) => {
    if (event.at) {
      steps.push({ ...event, days: previous ? daysElapsed(previous, event.at) : 0, state: "done" });
      previous = event.at;
    } else if (i < lastDone) {
      steps.push({ ...event, days: null, state: "skipped" });
    } else if (i === lastDone + 1 && !options.closed) {
      waiting = event.step;
      waitedDays = previous ? daysElapsed(previous, today) : 0;
      steps.push({ ...event, days: waitedDays, state: "waiting" });
    } else {
      steps.push({ ...event, days: null, state: "pending" });
    }
  });
  return { steps, waiting, stuck: waiting !== null && waitedDays >= (options.stuckAfterDays ?? 7) };
}

export const sumQuantities = (values: Iterable<string>) => sumQuantity(values).toFixed();
