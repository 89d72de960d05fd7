import { Decimal } from "decimal.js";
import { formatMoney, money } from "../money/money.js";

const R = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** An open receivable or payable: what is left of it in its currency and in base (at its own rate). */
export interface OpenItem {
  foreign: string;
  base: string;
}

/** What a payment applies to it: an amount in the item's currency, at the payment's rate. */
export interface Allocation {
  foreign: string;
  rate: string;
}

export interface Settlement {
  /** The item relieved in base: its share of the base left, at the item's rate (all of it with the last of the foreign). */
  applied: string;
  /** The cash or bank side in base: the allocation at the payment's rate, half up to the cent. */
  paid: string;
  /** paid − applied: for a receivable a gain when positive; for a payable a loss when positive. */
  difference: string;
  /** What is left of the item, in its currency and in base. */
  left: OpenItem;
}

/**
 * Settles part or all of an open foreign item (DESIGN §13): the item is relieved at its own rate (the
 * base it carries, in proportion; the whole of it when the allocation takes the rest), the bank at
 * the payment's rate, and the difference is the realised exchange difference. An item paid in full
 * in its currency has nothing left in base either. Every payment uses this one rule.
 */
export function settle(item: OpenItem, allocation: Allocation): Settlement {
  const foreign = new R(item.foreign);
  const take = new R(allocation.foreign);
  if (take.lessThanOrEqualTo(0)) throw new RangeError("an allocation applies a positive amount");
  if (take.greaterThan(foreign)) throw new RangeError("an allocation applies no more than is left of the item");
  const applied = take.equals(foreign) ? money(item.base) : money(new R(item.base).times(take).dividedBy(foreign));
  const paid = money(take.times(allocation.rate));
  return {
    applied: formatMoney(applied),
    paid: formatMoney(paid),
    difference: formatMoney(paid.minus(applied)),
    left: { foreign: formatMoney(foreign.minus(take)), base: formatMoney(money(item.base).minus(applied)) },
  };
}
