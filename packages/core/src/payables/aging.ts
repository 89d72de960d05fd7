import { daysBetween } from "../calendar.js";
import { type Money, money, zeroMoney } from "../money/money.js";

/** Estimation (when payments fall due) by days until due from the report date. */
export const estimationBuckets = ["overdue", "due_7", "due_14", "due_30", "due_60", "later"] as const;
export type EstimationBucket = (typeof estimationBuckets)[number];

export function estimationBucketOf(dueDate: string, asOf: string): EstimationBucket {
  const ahead = daysBetween(asOf, dueDate);
  if (ahead < 0) return "overdue";
  if (ahead <= 7) return "due_7";
  if (ahead <= 14) return "due_14";
  if (ahead <= 30) return "due_30";
  if (ahead <= 60) return "due_60";
  return "later";
}

/** Adds an amount into its bucket of a row of bucket totals. */
export function addToBucket<B extends string>(row: Record<B, Money>, bucket: B, amount: string): void {
  row[bucket] = (row[bucket] ?? zeroMoney()).plus(money(amount));
}

