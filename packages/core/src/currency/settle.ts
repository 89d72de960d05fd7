import { Decimal } from "decimal.js";
import { formatMoney, money } from "../money/money.js";
import { toBase } from "./rates.js";

const R = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** An open receivable or payable: what is left of it in its currency and in base, and its rate. */
export interface OpenItem {
  foreign: string;
  base: string;
  rate: string;
}

/** What a payment applies to it: an amount in the item's currency, at the payment's rate. */
export interface Allocation {
  foreign: string;
  rate: string;
}

export interface Settlement {
  /**
   * The item relieved in base at its own rate: the allocation × the item's rate, to the cent — the
   * base of a foreign line, as the posting door checks it.
   */
  applied: string;
  /**
   * With the last of the item's currency, the cent or so the item's base differs from the sum of its
   * conversions: relieved too, as a base line on the same account (no foreign side). Before it, zero —
   * unless the part's conversion overshoots what is left in base (rates below one), which it gives back.
   */
  residual: string;
  /** The cash or bank side in base: the allocation at the payment's rate, half up to the cent. */
  paid: string;
  /** paid − applied − residual: for a receivable a gain when positive; for a payable a loss when positive. */
  difference: string;
  /** What is left of the item, in its currency and in base. */
  left: OpenItem;
}

/**
 * Settles part or all of an open foreign item (DESIGN §13): the item is relieved at its own rate and
 * the bank at the payment's rate; the difference is the realised exchange difference. With the last
 * of its currency the item's whole base goes (the residual), so an item paid in full in its currency
 * has nothing left in base either. Every payment uses this one rule.
 */
export function settle(item: OpenItem, allocation: Allocation): Settlement {
  const foreign = new R(item.foreign);
  const take = new R(allocation.foreign);
  if (take.lessThanOrEqualTo(0)) throw new RangeError("an allocation applies a positive amount");
  if (take.greaterThan(foreign)) throw new RangeError("an allocation applies no more than is left of the item");
  const applied = money(toBase(allocation.foreign, item.rate));
  // With the last unit, what the item's base differs from its conversions; before it, only what a
  // part converted beyond what is left in base (each part rounds half up: at rates below one a few
  // parts can overshoot), so the item never carries less than nothing in base.
  const overshoot = money(item.base).minus(applied);
  const residual = take.equals(foreign) ? overshoot : overshoot.isNegative() ? overshoot : money(0);
  const paid = money(toBase(allocation.foreign, allocation.rate));
  const relieved = applied.plus(residual);
  return {
    applied: formatMoney(applied),
    residual: formatMoney(residual),
    paid: formatMoney(paid),
    difference: formatMoney(paid.minus(relieved)),
    left: { foreign: formatMoney(foreign.minus(take)), base: formatMoney(money(item.base).minus(relieved)), rate: item.rate },
  };
}
