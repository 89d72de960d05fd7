import { Decimal } from "decimal.js";
import { formatMoney, money } from "../money/money.js";

import { formatQuantity, quantity } from "../purchasing/rules.js";

/** For divisions: money and quantities are rounded after, to the cent and to four places. */
const Q = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** What is on hand of a product at a location: its quantity and what it is worth (two places). */
export interface StockPosition {
  quantity: string;
  value: string;
}

/** One movement as the costing sees it: in with its value, or out (its value is the costing's answer). */
export type CostedMove = { direction: "in"; quantity: string; value: string } | { direction: "out"; quantity: string };

/**
 * A costing method (DESIGN §14): the value a move out takes of what is on hand, and the position a
 * move leaves. Moving average now, per product and location; FIFO would keep layers behind the same
 * two functions.
 */
export interface CostingMethod {
  name: "average";
  /** The value `quantity` units leave with: never more than is on hand, the whole value with the last unit. */
  costOut(on: StockPosition, quantity: string): string;
}

/**
 * Moving average: a move out takes value × quantity ÷ quantity on hand, to the cent, half up; the
 * last unit out takes what value is left, so nothing on hand is worth nothing (no residue of cents).
 * Moves in add their quantity and value, which sets the new average.
 */
export const movingAverage: CostingMethod = {
  name: "average",
  costOut(on, out) {
    const have = quantity(on.quantity);
    const take = quantity(out);
    if (take.lessThanOrEqualTo(0)) throw new RangeError("a move out takes a positive quantity");
    if (take.greaterThan(have)) throw new RangeError("a move out takes no more than is on hand");
    if (take.equals(have)) return formatMoney(on.value);
    return formatMoney(money(new Q(on.value).times(take).dividedBy(have)));
  },
};

/** The position after a move, and the value the move took (out) or brought (in). */
export function applyMove(method: CostingMethod, on: StockPosition, move: CostedMove): { position: StockPosition; value: string } {
  if (move.direction === "in") {
    return {
      position: { quantity: formatQuantity(quantity(on.quantity).plus(move.quantity)), value: formatMoney(money(on.value).plus(move.value)) },
      value: formatMoney(move.value),
    };
  }
  const value = method.costOut(on, move.quantity);
  return {
    position: { quantity: formatQuantity(quantity(on.quantity).minus(move.quantity)), value: formatMoney(money(on.value).minus(value)) },
    value,
  };
}

/** The unit cost of a position (value ÷ quantity, six places), or null with nothing on hand. */
export function unitCost(on: StockPosition): string | null {
  const have = quantity(on.quantity);
  if (have.lessThanOrEqualTo(0)) return null;
  return new Q(on.value).dividedBy(have).toDecimalPlaces(6).toFixed(6);
}
