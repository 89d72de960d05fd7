import { money } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { formatPercent, formatReportAmount, formatReportDate, isZeroAmount } from "./report-format";

describe("report amounts", () => {
  it("use Indonesian notation in Indonesian and English notation in English", () => {
    expect(formatReportAmount("1500000", "id")).toBe("1.500.000,00");
    expect(formatReportAmount("1500000.5", "en")).toBe("1,500,000.50");
    expect(formatReportAmount("999999999999.99", "id")).toBe("999.999.999.999,99");
    expect(formatReportAmount("0.10", "en")).toBe("0.10");
  });

  it("put negative amounts in parentheses, never a minus sign", () => {
    expect(formatReportAmount("-2500.25", "id")).toBe("(2.500,25)");
    expect(formatReportAmount("-1000000.00", "en")).toBe("(1,000,000.00)");
    expect(formatReportAmount("-0.00", "en")).toBe("0.00");
  });

  it("keep every digit of amounts beyond a float", () => {
    expect(formatReportAmount("-12345678901234567.01", "en")).toBe("(12,345,678,901,234,567.01)");
  });

  it("show nothing for a missing figure", () => {
    expect(formatReportAmount(undefined, "id")).toBe("");
    expect(formatReportAmount(null, "en")).toBe("");
    expect(formatReportAmount("", "en")).toBe("");
  });

  it("recognise zero in every spelling the API could use", () => {
    for (const zero of ["0", "0.00", "-0.00", "", "000.0"]) expect(isZeroAmount(zero), zero).toBe(true);
    for (const amount of ["0.01", "-0.01", "10"]) expect(isZeroAmount(amount), amount).toBe(false);
  });
});

describe("changes between two figures", () => {
  it("are written in the UI language, negatives in parentheses", () => {
    expect(formatPercent(money("12.5"), "id")).toBe("12,50 %");
    expect(formatPercent(money("-3.25"), "en")).toBe("(3.25) %");
    expect(formatPercent(null, "en")).toBe("—");
  });
});

describe("report dates", () => {
  it("read as day, month name and year in the UI language", () => {
    expect(formatReportDate("2026-05-31", "en")).toBe("31 May 2026");
    expect(formatReportDate("2026-05-31", "id")).toBe("31 Mei 2026");
    expect(formatReportDate(undefined, "id")).toBe("");
  });
});
