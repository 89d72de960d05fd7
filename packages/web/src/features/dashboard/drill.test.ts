import { describe, expect, it } from "vitest";
import { twelveMonthsFrom } from "./drill";

describe("the dashboard's twelve months", () => {
  it("start on the first of the month eleven months before the date's month", () => {
    expect(twelveMonthsFrom("2026-11-26")).toBe("2025-12-01");
    expect(twelveMonthsFrom("2026-12-31")).toBe("2026-01-01");
    expect(twelveMonthsFrom("2026-01-15")).toBe("2025-02-01");
  });
});
