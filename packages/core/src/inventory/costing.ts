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

/**
 * What a move did: the position it leaves, the value it took (out) or brought (in), and, for a move in
 * that covers units sold below zero, the correction of their cost (`correction`: what they really
 * cost, at this move's unit cost, less the last cost they left at; positive: cost of goods sold was
 * too low) — the position's value takes the move's value less it.
 */
export interface MoveOutcome {
  position: StockPosition;
  value: string;
  correction: string | null;
}

/**
 * The position after a move, and the value the move took (out) or brought (in). `below` allows stock
 * below zero (a company setting): the units a move out takes beyond what is on hand leave at that
 * last cost (the unit cost of the last move in), and the next move in corrects them. Without it, a move
 * out of more than is on hand is refused by the method. A move in to a position below zero (allowed
 * once, or stock counted since) always corrects the units it covers.
 */
export function applyMove(method: CostingMethod, on: StockPosition, move: CostedMove, below?: { lastCost: string }): MoveOutcome {
  const have = quantity(on.quantity);
  if (move.direction === "in") {
    let correction: Decimal | null = null;
    if (have.lessThan(0)) {
      const covered = Decimal.min(quantity(move.quantity), have.negated());
      // The covered units' last cost: all that is below zero when it is all covered (no cents left).
      const provisional = covered.equals(have.negated()) ? money(on.value).negated() : money(new Q(on.value).times(covered).dividedBy(have));
      correction = money(new Q(move.value).times(covered).dividedBy(move.quantity)).minus(provisional);
    }
    const value = money(on.value).plus(move.value).minus(correction ?? 0);
    return {
      position: { quantity: formatQuantity(have.plus(move.quantity)), value: formatMoney(value) },
      value: formatMoney(move.value),
      correction: correction && !correction.isZero() ? formatMoney(correction) : null,
    };
  }
  const take = quantity(move.quantity);
  let value: string;
  if (below && take.greaterThan(have)) {
    if (take.lessThanOrEqualTo(0)) throw new RangeError("a move out takes a positive quantity");
    // What is on hand goes whole; the units beyond it at the last cost.
    const beyond = have.greaterThan(0) ? take.minus(have) : take;
    value = formatMoney(money(have.greaterThan(0) ? on.value : 0).plus(money(beyond.times(below.lastCost))));
  } else {
    value = method.costOut(on, move.quantity);
  }
  return {
    position: { quantity: formatQuantity(have.minus(take)), value: formatMoney(money(on.value).minus(value)) },
    value,
    correction: null,
  };
}

/** The unit cost of a position (value ÷ quantity, six places), or null with nothing on hand. */
export function unitCost(on: StockPosition): string | null {
  const have = quantity(on.quantity);
  if (have.lessThanOrEqualTo(0)) return null;
  return new Q(on.value).dividedBy(have).toDecimalPlaces(6).toFixed(6);
}
