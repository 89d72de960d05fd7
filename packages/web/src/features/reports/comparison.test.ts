import { describe, expect, it } from "vitest";
import { changePercent, withChange } from "./comparison";
import type { ReportRow } from "./report-rows";

const row = (a: string | undefined, b: string | undefined): ReportRow => ({
  key: "r",
  kind: "account",
  label: "Bank",
  level: 1,
  bold: false,
  values: { a, b },
});

describe("balance sheet comparison", () => {
  it("adds the exact change from the first date to the second", () => {
    const [bank] = withChange([row("100000000.00", "137000000.50")]);
    expect(bank?.values.change).toBe("37000000.50");
    expect(withChange([row("0.10", "0.30")])[0]?.values.change).toBe("0.20");
    expect(withChange([row("-1000000.00", "-1500000.00")])[0]?.values.change).toBe("-500000.00");
  });

  it("leaves rows without both figures as they are", () => {
    const section = row(undefined, undefined);
    expect(withChange([section])[0]).toBe(section);
  });

  it("gives the change as a percentage of the first figure, none from zero", () => {
    expect(changePercent(withChange([row("100000000.00", "137000000.50")])[0]!)?.toFixed(2)).toBe("37.00");
    expect(changePercent(withChange([row("0.00", "5.00")])[0]!)).toBeNull();
  });
});
