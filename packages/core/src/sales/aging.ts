import type { LocalText } from "../reports/definition.js";

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

