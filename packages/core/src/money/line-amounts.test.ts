import { describe, expect, it } from "vitest";
import { lineAmounts, lineAmountTotals } from "./line-amounts.js";

describe("line amounts", () => {
  it("takes quantity × price less a percentage discount, then tax, each to the cent half-up", () => {
    // 99 999.99 less 10% (9 999.999 → 10 000.00); PPN at 11%: 9 899.9989 → 9 900.00.
    expect(lineAmounts({ quantity: "3", price: "33333.33", discount_percent: "10", tax_rate: "11.0000" })).toEqual({
      gross: "99999.99",
      discount: "10000.00",
      amount: "89999.99",
      tax: "9900.00",
      total: "99899.99",
    });
  });

  it("is exact where floats are not: 0.1 × 3 and 1.005 half-up", () => {
    expect(lineAmounts({ quantity: "0.1", price: "3" }).amount).toBe("0.30");
    expect(lineAmounts({ quantity: "1.5", price: "0.67" }).amount).toBe("1.01");
    expect(lineAmounts({ quantity: "2.5", price: "999999999999.99" }).amount).toBe("2499999999999.98");
  });

  it("counts what is not (yet) a valid entry as zero", () => {
    expect(lineAmounts({ quantity: "abc", price: "10" }).amount).toBe("0.00");
    expect(lineAmounts({ quantity: "2", price: "-10" }).amount).toBe("0.00");
    expect(lineAmounts({ quantity: "2", price: "10", discount_percent: "150" }).amount).toBe("20.00");
    expect(lineAmounts({}).total).toBe("0.00");
  });

  it("sums lines exactly", () => {
    const lines = Array.from({ length: 10 }, () => ({ quantity: "1", price: "0.10", tax_rate: "11" }));
    expect(lineAmountTotals(lines)).toMatchObject({ amount: "1.00", tax: "0.10", total: "1.10" });
  });
});
