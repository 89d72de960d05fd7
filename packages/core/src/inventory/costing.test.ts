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

  it("below zero (allowed): units beyond what is on hand leave at the last cost, the next receipt corrects them", () => {
    // 3 on hand at 100 (300); 5 sold: 300 for the three, 2 × 100 beyond; then 5 arrive at 120 (600):
    // the two sold below zero really cost 240, 40 more than they left at; 3 stay at 120 (360).
    let on: StockPosition = { quantity: "3", value: "300" };
    const sale = applyMove(movingAverage, on, { direction: "out", quantity: "5" }, { lastCost: "100" });
    expect(sale.value).toBe("500.00");
    on = sale.position;
    expect(on).toEqual({ quantity: "-2", value: "-200.00" });
    const receipt = applyMove(movingAverage, on, { direction: "in", quantity: "5", value: "600" });
    expect(receipt).toEqual({ position: { quantity: "3", value: "360.00" }, value: "600.00", correction: "40.00" });
  });

  it("a receipt covering only part of what is below zero corrects those units, the rest stay at the last cost", () => {
    // −4 at 50 (−200); 1 arrives at 80: its unit corrects by 30; −3 left at 50 (−150).
    const receipt = applyMove(movingAverage, { quantity: "-4", value: "-200" }, { direction: "in", quantity: "1", value: "80" });
    expect(receipt).toEqual({ position: { quantity: "-3", value: "-150.00" }, value: "80.00", correction: "30.00" });
    // Exactly covered at the same cost: nothing to correct, nothing left.
    const even = applyMove(movingAverage, { quantity: "-3", value: "-150" }, { direction: "in", quantity: "3", value: "150" });
    expect(even).toEqual({ position: { quantity: "0", value: "0.00" }, value: "150.00", correction: null });
  });

  it("without the setting, more than is on hand is still refused", () => {
    expect(() => applyMove(movingAverage, { quantity: "1", value: "10" }, { direction: "out", quantity: "2" })).toThrow(RangeError);
  });
});
