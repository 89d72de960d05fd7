import { describe, expect, it } from "vitest";
import { applyMove, movingAverage, type StockPosition, unitCost } from "./costing.js";

const run = (moves: Parameters<typeof applyMove>[2][]) => {
  let on: StockPosition = { quantity: "0", value: "0" };
  const values: string[] = [];
  for (const move of moves) {
    const next = applyMove(movingAverage, on, move);
    on = next.position;
    values.push(next.value);
  }
  return { on, values };
};

describe("moving average", () => {
  it("two receipts at different prices, then a sale: the average cost to the cent", () => {
    // 100 at 10 000 and 50 at 11 500: 1 575 000 for 150, 10 500 each; 120 sold cost 1 260 000.
    const { on, values } = run([
      { direction: "in", quantity: "100", value: "1000000" },
      { direction: "in", quantity: "50", value: "575000" },
      { direction: "out", quantity: "120" },
    ]);
    expect(values[2]).toBe("1260000.00");
    expect(on).toEqual({ quantity: "30", value: "315000.00" });
    expect(unitCost(on)).toBe("10500.000000");
  });

  it("rounds each move out half up to the cent, and the last unit takes what is left", () => {
    // 3 for 100.00: one leaves at 33.33, the next at 33.34 (66.67 × 1 ÷ 2 = 33.335), the last at 33.33.
    const { on, values } = run([
      { direction: "in", quantity: "3", value: "100" },
      { direction: "out", quantity: "1" },
      { direction: "out", quantity: "1" },
      { direction: "out", quantity: "1" },
    ]);
    expect(values.slice(1)).toEqual(["33.33", "33.34", "33.33"]);
    expect(on).toEqual({ quantity: "0", value: "0.00" });
  });

  it("refuses to take more than is on hand", () => {
    expect(() => movingAverage.costOut({ quantity: "2", value: "10" }, "3")).toThrow(RangeError);
    expect(() => movingAverage.costOut({ quantity: "2", value: "10" }, "0")).toThrow(RangeError);
  });
});
