
import type { LocalText } from "../reports/definition.js";

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

/** Collection windows (what falls due when, counted from the as-of date): overdue, then days ahead. */
export const ESTIMATION_BOUNDS = [7, 30, 60] as const;

/** 0 overdue, 1 due within 0–7 days, 2 within 8–30, 3 within 31–60, 4 later. */
export function estimationIndex(daysUntilDue: number, bounds: readonly number[] = ESTIMATION_BOUNDS): number {
  if (daysUntilDue < 0) return 0;
  const index = bounds.findIndex((upper) => daysUntilDue <= upper);
  return index === -1 ? bounds.length + 1 : index + 1;
}

export const estimationKeys = ["overdue", "due_0_7", "due_8_30", "due_31_60", "due_later"] as const;
export const estimationTitles: readonly LocalText[] = [
  { en: "Overdue", id: "Lewat jatuh tempo" },
  { en: "Due in 0–7 days", id: "Jatuh tempo 0–7 hari" },
  { en: "Due in 8–30 days", id: "Jatuh tempo 8–30 hari" },
  { en: "Due in 31–60 days", id: "Jatuh tempo 31–60 hari" },
  { en: "Due later", id: "Jatuh tempo sesudahnya" },
];

