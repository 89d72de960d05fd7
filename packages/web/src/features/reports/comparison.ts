import { formatMoney, money } from "@neraca/core";
import { difference, percentChange } from "./report-format";
import type { ReportRow } from "./report-rows";

/** Column keys of the balance-sheet comparison (the API names its dates `a` and `b`). */
export const COMPARISON = { first: "a", second: "b", change: "change" } as const;

/** Adds the change (second − first), exact, to every row that has both figures. */
export function withChange(rows: readonly ReportRow[]): ReportRow[] {
  return rows.map((row) => {
    const first = row.values[COMPARISON.first];
    const second = row.values[COMPARISON.second];
    if (first === undefined || second === undefined) return row;
    return { ...row, values: { ...row.values, [COMPARISON.change]: formatMoney(difference(first, second)) } };
  });
}

/** The change as a percentage of the first date's figure (null when that is zero or missing). */
export function changePercent(row: ReportRow) {
  const first = row.values[COMPARISON.first];
  const change = row.values[COMPARISON.change];
  if (first === undefined || change === undefined) return null;
  return percentChange(money(first), money(change));
}
