import { z } from "zod";
import { rule } from "../messages/issues.js";
import type { LocalText } from "./definition.js";
import { amountText, money } from "./shared.js";

/**
 * Aging buckets shared by receivables and payables: the query field of their upper bounds in days
 * past due, each amount's bucket, and the keys and titles of the bucket columns.
 */
export const DEFAULT_AGING_BOUNDS = [30, 60, 90] as const;

/**
 * The bucket of an amount `daysOverdue` days past its due date, for bucket upper bounds such as
 * [30, 60, 90]: 0 is current (not yet due or due today), 1 is 1–30, 2 is 31–60, 3 is 61–90, 4 is
 * over 90.
 */
export function agingBucketIndex(daysOverdue: number, bounds: readonly number[]): number {
  if (daysOverdue <= 0) return 0;
  const index = bounds.findIndex((upper) => daysOverdue <= upper);
  return index === -1 ? bounds.length + 1 : index + 1;
}

/** Keys of the bucket columns in answers: current, d1_30, d31_60, d61_90, over_90. */
export function agingBucketKeys(bounds: readonly number[]): string[] {
  const keys = ["current"];
  let lower = 1;
  for (const upper of bounds) {
    keys.push(`d${lower}_${upper}`);
    lower = upper + 1;
  }
  keys.push(`over_${bounds[bounds.length - 1] ?? 0}`);
  return keys;
}

/** Titles of the bucket columns: Current, 1–30 days, …, Over 90 days. */
export function agingBucketTitles(bounds: readonly number[]): LocalText[] {
  const titles: LocalText[] = [{ en: "Current", id: "Belum jatuh tempo" }];
  let lower = 1;
  for (const upper of bounds) {
    titles.push({ en: `${lower}–${upper} days`, id: `${lower}–${upper} hari` });
    lower = upper + 1;
  }
  const last = bounds[bounds.length - 1] ?? 0;
  titles.push({ en: `Over ${last} days`, id: `Lebih dari ${last} hari` });
  return titles;
}

/** Aging buckets in a query: the upper bounds in days overdue of each bucket after "current" (default 30, 60, 90: 1–30, 31–60, 61–90, over 90). */
export const agingBucketsField = () =>
  z
    .string()
    .max(60)
    .optional()
    .transform((v) => (v ? v : "30,60,90"))
    .refine((v) => /^\d{1,4}(,\d{1,4}){0,7}$/.test(v), { message: rule("regex") })
    .transform((v) => v.split(",").map(Number))
    .refine((days) => days.every((d, i) => d > 0 && (i === 0 || d > (days[i - 1] as number))), { message: rule("regex") });

/** Amounts by bucket key in an answer. */
export const agingBucketsRecord = z.record(z.string(), amountText);

/** Bucket columns from the answer's bucket keys (`d1_30` … : the bounds the query asked for). */
export function agingBucketColumns(keys: readonly string[]) {
  const bounds = keys.flatMap((key) => (/^d\d+_(\d+)$/.exec(key) ? [Number(key.split("_")[1])] : []));
  const used = bounds.length ? bounds : DEFAULT_AGING_BOUNDS;
  const titles = agingBucketTitles(used);
  return agingBucketKeys(used).map((key, i) => money(key, titles[i] as LocalText));
}
