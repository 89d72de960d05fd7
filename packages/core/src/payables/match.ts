import { translate } from "../messages/text.js";
import { money } from "../money/money.js";
import type { Language } from "../screens/registry.js";

/**
 * Three-way match of a goods invoice line against its order line and what was received: the
 * quantity invoiced (with what earlier invoices billed) may not pass what was received, and the
 * price may not differ from the order's by more than the tolerance (percent). Each breach is
 * named; an invoice with breaches needs an approver's override.
 */
export interface MatchLine {
  line: number;
  product: string;
  quantity: string;
  price: string;
  orderedPrice: string;
  received: string;
  /** Already invoiced on other invoices of this order line. */
  invoiced: string;
}

export type MatchBreach =
  | { code: "quantity_over_received"; line: number; product: string; quantity: string; available: string }
  | { code: "price_over_tolerance"; line: number; product: string; price: string; ordered: string; tolerance: string };

export function matchBreaches(lines: readonly MatchLine[], tolerancePercent: string): MatchBreach[] {
  const out: MatchBreach[] = [];
  for (const l of lines) {
    const available = money(l.received).minus(money(l.invoiced));
    if (money(l.quantity).greaterThan(available)) {
      out.push({ code: "quantity_over_received", line: l.line, product: l.product, quantity: l.quantity, available: available.toFixed() });
    }
    const ordered = money(l.orderedPrice);
    const allowed = ordered.times(money(tolerancePercent)).dividedBy(100);
    if (money(l.price).minus(ordered).abs().greaterThan(allowed)) {
      out.push({ code: "price_over_tolerance", line: l.line, product: l.product, price: l.price, ordered: l.orderedPrice, tolerance: tolerancePercent });
    }
  }
  return out;
}

/** A breach in words, for the refusal message and the approver's screen. */
export function describeBreach(b: MatchBreach, language: Language): string {
  if (b.code === "quantity_over_received") {
    return translate("payables_breach_quantity", language, { line: b.line + 1, product: b.product, quantity: b.quantity, available: b.available });
  }
  return translate("payables_breach_price", language, { line: b.line + 1, product: b.product, price: b.price, ordered: b.ordered, tolerance: b.tolerance });
}
