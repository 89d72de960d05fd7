import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, money, sumMoney } from "./money.js";

describe("money", () => {
  it("is exact where floats are not", () => {
    expect(formatMoney(money("0.1").plus(money("0.2")))).toBe("0.30");
    expect(formatMoney(sumMoney(["999999999999.99", "0.01"]))).toBe("1000000000000.00");
  });

  it("rounds half up to two places", () => {
    expect(formatMoney("1.005")).toBe("1.01");
    expect(formatMoney("-1.005")).toBe("-1.01");
    expect(formatMoney(2)).toBe("2.00");
  });

  it("sums cents exactly (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), { maxLength: 50 }), (cents) => {
        const total = sumMoney(cents.map((c) => (c / 100).toFixed(2)));
        const expected = cents.reduce((a, b) => a + BigInt(b), 0n);
        expect(total.times(100).toFixed(0)).toBe(expected.toString());
      }),
    );
  });
});
