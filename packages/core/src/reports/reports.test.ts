import { describe, expect, it } from "vitest";
import { lineDimensions } from "../ledger/dimensions.js";
import { accountingReports } from "./accounting.js";
import { columnTitles, filterShapeOf, periodText, reportSpan, spanTooLong } from "./definition.js";
import { comparisonChange } from "./statement-reports.js";

describe("report definitions", () => {
  it("read their filters off the query schema, every line dimension included", () => {
    expect(filterShapeOf(accountingReports["trial-balance"].query)).toEqual({
      period: "range",
      options: ["include_zero"],
      dimensions: lineDimensions.map((d) => d.filter),
    });
    expect(filterShapeOf(accountingReports.journal.query)).toEqual({ period: "range", options: ["paged"], dimensions: ["office_ids"] });
    expect(filterShapeOf(accountingReports["balance-sheet"].query).options).toEqual(["include_zero", "per_office"]);
    expect(filterShapeOf(accountingReports["balance-sheet-comparison"].query).period).toBe("dates");
    expect(filterShapeOf(accountingReports["monthly-mutation"].query).period).toBe("year");
    expect(filterShapeOf(accountingReports.ledger.query).options).toEqual(["accounts", "cursor"]);
    expect(filterShapeOf(accountingReports["profit-loss"].query).options).toEqual(["include_zero", "month_columns"]);
  });

  it("refuse a reversed range, an unknown filter and an unknown format", () => {
    const query = accountingReports["trial-balance"].query;
    expect(query.safeParse({ date_from: "2026-02-01", date_to: "2026-01-01" }).success).toBe(false);
    expect(query.safeParse({ date_from: "2026-01-01", date_to: "2026-01-31", surprise: "1" }).success).toBe(false);
    expect(query.safeParse({ date_from: "2026-01-01", date_to: "2026-01-31", format: "docx" }).success).toBe(false);
    expect(query.parse({ date_from: "2026-01-01", date_to: "2026-01-31", format: "csv", contact_ids: "" })).toMatchObject({ format: "csv", contact_ids: [] });
  });

  it("bound the period by calendar years, either order of two dates", () => {
    expect(spanTooLong(reportSpan({ date_from: "2016-01-01", date_to: "2026-12-31" })!)).toBe(false);
    expect(spanTooLong(reportSpan({ date_from: "2015-12-31", date_to: "2026-01-01" })!)).toBe(true);
    expect(spanTooLong(reportSpan({ date_a: "2026-12-31", date_b: "2015-01-01" })!)).toBe(true);
    expect(reportSpan({ year: 2026 })).toBeNull();
  });

  it("title their columns and period in both languages", () => {
    const data = { rows: [], totals: { opening_debit: "0.00", opening_credit: "0.00", debit: "1.00", credit: "1.00", closing_debit: "0.00", closing_credit: "0.00" } };
    const table = accountingReports["trial-balance"].table(data, {} as never, "id");
    expect(columnTitles(table, "id")).toEqual(["Akun", "Saldo awal debit", "Saldo awal kredit", "Debit", "Kredit", "Saldo akhir debit", "Saldo akhir kredit"]);
    expect(columnTitles(table, "en")[1]).toBe("Opening debit");
    expect(table.rows).toEqual([{ account: "Total", ...data.totals, _bold: true }]);
    expect(periodText({ date_from: "2026-01-01", date_to: "2026-03-31" }, "id")).toBe("Periode: 2026-01-01 – 2026-03-31");
    expect(periodText({ date: "2026-03-31" }, "en")).toBe("As of 2026-03-31");
    expect(periodText({ year: 2026 }, "id")).toBe("Tahun 2026");
  });
});

describe("the comparison's change", () => {
  it("is exact, and a percentage of the first figure's size, half-up to two places", () => {
    expect(comparisonChange({ a: "0.1", b: "0.3" })).toEqual({ change: "0.20", change_percent: "200.00" });
    expect(comparisonChange({ a: "999999999999.99", b: "1000000000000.00" }).change).toBe("0.01");
    expect(comparisonChange({ a: "3", b: "4" }).change_percent).toBe("33.33");
    expect(comparisonChange({ a: "3", b: "5" }).change_percent).toBe("66.67");
    // From −100 to −50 is an improvement: +50 %.
    expect(comparisonChange({ a: "-100", b: "-50" }).change_percent).toBe("50.00");
    expect(comparisonChange({ a: "0", b: "50" })).toEqual({ change: "50.00", change_percent: null });
    expect(comparisonChange({ b: "5" }).change).toBe("5.00");
  });
});
