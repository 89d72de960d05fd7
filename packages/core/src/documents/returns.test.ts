import { describe, expect, it } from "vitest";
import { returnedWithholding } from "./returns.js";

describe("the withholding a return gives back", () => {
  it("leaves the base still standing its own tax, rounded down, and gives back the rest exactly", () => {
    // 2 × 500 025 at PPh 23 2%: 20 001 withheld. One back leaves 500 025, whose tax is 10 000 (10 000.5
    // down): the return gives back 10 001, not the 10 000 its own half would round to.
    const first = returnedWithholding({ invoiceAmount: "20001", invoiceBase: "1000050", earlierAmount: "0", earlierBase: "0", base: "500025", rate: "2", numerator: 1, denominator: 1 });
    expect(first).toBe("10001.00");
    // The second gives back what is left: nothing stays withheld.
    expect(returnedWithholding({ invoiceAmount: "20001", invoiceBase: "1000050", earlierAmount: first, earlierBase: "500025", base: "500025", rate: "2", numerator: 1, denominator: 1 })).toBe("10000.00");
  });
});
