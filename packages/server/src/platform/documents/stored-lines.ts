import { formatMoney } from "@neraca/core";

/**
 * A document's lines kept as JSON hold their amounts as they were typed ("2500000"); an answer shows
 * money as its NUMERIC columns do ("2500000.00"), so a line reads like its document's totals. The
 * named fields of each line are answered with two decimals (an empty or missing one stays as it is).
 */
export function withMoneyFields<L extends object>(lines: readonly L[], fields: readonly (keyof L & string)[]): L[] {
  return lines.map((line) => {
    const answered = { ...line } as Record<string, unknown>;
    for (const field of fields) {
      const value = answered[field];
      if (typeof value === "string" && value !== "") answered[field] = formatMoney(value);
    }
    return answered as unknown as L;
  });
}
