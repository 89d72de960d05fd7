import { comparisonChange, money } from "@neraca/core";
import type { ReportRow } from "./report-rows";

/** Column keys of the balance-sheet comparison (the API names its dates `a` and `b`). */
export const COMPARISON = { first: "a", second: "b", change: "change" } as const;

/** Adds the change (second − first), exact, to every row that has both figures (core's rule, as the exports have it). */
export function withChange(rows: readonly ReportRow[]): ReportRow[] {
  return rows.map((row) => {
    if (row.values[COMPARISON.first] === undefined || row.values[COMPARISON.second] === undefined) return row;
    return { ...row, values: { ...row.values, [COMPARISON.change]: comparisonChange(row.values).change } };
  });
}

/** The change as a percentage of the first date's figure (null when that is zero or missing). */
export function changePercent(row: ReportRow) {
  if (row.values[COMPARISON.first] === undefined || row.values[COMPARISON.second] === undefined) return null;
  const percent = comparisonChange(row.values).change_percent;
  return percent === null ? null : money(percent);
}
