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

describe("cents", () => {
  it("converts both ways exactly", async () => {
    const { toCents, centsToString } = await import("./money.js");
    expect(toCents("1234.5")).toBe(123450n);
    expect(toCents("-0.05")).toBe(-5n);
    expect(toCents("999999999999999.99")).toBe(99999999999999999n);
    expect(toCents("1.005")).toBe(101n);
    expect(toCents(0.1)).toBe(10n);
    expect(centsToString(-123450n)).toBe("-1234.50");
    expect(centsToString(5n)).toBe("0.05");
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (c) => {
        expect(toCents(centsToString(c))).toBe(c);
      }),
    );
  });
});
