import { describe, expect, it } from "vitest";
import { describeRate, effectiveRate, formatRate, parseRate } from "./rate";

describe("tax rates", () => {
  it("computes the seeded Indonesian effective rates exactly", () => {
    expect(effectiveRate("12", 11, 12)).toBe("11.0000");
    expect(effectiveRate("12", 11, 120)).toBe("1.1000");
    expect(effectiveRate("12", 1, 1)).toBe("12.0000");
    expect(effectiveRate("2", 1, 1)).toBe("2.0000");
    // Rounded half-up at four places, never through a float.
    expect(effectiveRate("10", 1, 3)).toBe("3.3333");
    expect(effectiveRate("0.0005", 1, 2)).toBe("0.0003");
  });

  it("gives no figure while an input is not valid", () => {
    expect(effectiveRate("", 1, 1)).toBeNull();
    expect(effectiveRate("abc", 1, 1)).toBeNull();
    expect(effectiveRate("101", 1, 1)).toBeNull();
    expect(effectiveRate("12", 12, 11)).toBeNull();
    expect(effectiveRate("12", 0, 12)).toBeNull();
    expect(effectiveRate("12", 1.5, 12)).toBeNull();
    expect(effectiveRate("12", "11", "12")).toBe("11.0000");
    expect(effectiveRate("12", undefined, undefined)).toBe("12.0000");
  });

  it("reads either decimal mark and writes the language's own", () => {
    expect(parseRate("1,1")).toBe("1.1");
    expect(parseRate("1.1 %")).toBe("1.1");
    expect(parseRate("012")).toBe("12");
    expect(parseRate("1.000,5")).toBe("1.000,5");
    expect(formatRate("11.0000", "id")).toBe("11");
    expect(formatRate("1.1000", "id")).toBe("1,1");
    expect(formatRate("1.1000", "en")).toBe("1.1");
    expect(formatRate("", "en")).toBe("");
  });

  it("describes the base share beside the rate", () => {
    expect(describeRate("12", 11, 12, "en")).toBe("12% × 11/12 = 11%");
    expect(describeRate("12", 11, 120, "id")).toBe("12% × 11/120 = 1,1%");
    expect(describeRate("2", 1, 1, "en")).toBe("2%");
  });
});
