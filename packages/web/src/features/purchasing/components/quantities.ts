import { formatQuantity, quantity } from "@neraca/core";

/**
 * Quantities of several lines added up per unit, as people read them: `12 rim · 2 unit` (a line
 * without a unit counts bare). Lines of different units are never added together. "0" when none.
 */
export function quantitiesByUnit<L extends { unit_name: string | null }>(lines: readonly L[], part: (line: L) => string): string {
  const sums = new Map<string, ReturnType<typeof quantity>>();
  for (const line of lines) {
    const amount = quantity(part(line));
    if (amount.isZero()) continue;
    const unit = line.unit_name ?? "";
    sums.set(unit, (sums.get(unit) ?? quantity(0)).plus(amount));
  }
  if (sums.size === 0) return "0";
  return [...sums].map(([unit, sum]) => `${formatQuantity(sum)}${unit ? ` ${unit}` : ""}`).join(" · ");
}
