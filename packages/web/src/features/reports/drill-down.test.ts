import { describe, expect, it } from "vitest";
import { fiscalYearStart, journalLink, ledgerLink, ledgerLinkAt, monthRange } from "./drill-down";
import { parseFilters } from "./report-query";

const ACCOUNT = "01a1ffbb-d8ad-7646-b160-01a6e78054be";
const OFFICE = "01a1ffbb-d8ab-7540-a924-0bdf43fb05ce";
const TAG = "01a1ffbb-d925-70db-a7d0-721506d6befa";

const query = (link: string) => new URLSearchParams(link.split("?")[1]);

describe("drill-down to the ledger", () => {
  it("opens the ledger of one account over the figure's period", () => {
    const link = ledgerLink(ACCOUNT, "2026-02-01", "2026-03-31");
    expect(link.startsWith("/report/ledger?")).toBe(true);
    expect(Object.fromEntries(query(link))).toEqual({ date_from: "2026-02-01", date_to: "2026-03-31", account_ids: ACCOUNT });
  });

  it("carries the dimension filters the figure was computed with", () => {
    const link = ledgerLink(ACCOUNT, "2026-01-01", "2026-01-31", { office_ids: [OFFICE], tag_ids: [TAG], work_unit_ids: [] });
    expect(Object.fromEntries(query(link))).toEqual({
      date_from: "2026-01-01",
      date_to: "2026-01-31",
      account_ids: ACCOUNT,
      office_ids: OFFICE,
      tag_ids: TAG,
    });
  });

  it("reads back on the ledger screen as the same filters", () => {
    const filters = parseFilters(query(ledgerLink(ACCOUNT, "2026-02-01", "2026-03-31", { office_ids: [OFFICE] })), "2030-01-01");
    expect(filters).toMatchObject({ date_from: "2026-02-01", date_to: "2026-03-31", account_ids: [ACCOUNT], office_ids: [OFFICE] });
  });

  it("opens a header's leaf accounts together", () => {
    const other = "01a1ffbb-d8ad-7646-b160-1086978c43de";
    expect(query(ledgerLink([ACCOUNT, other], "2026-01-01", "2026-01-31")).get("account_ids")).toBe(`${ACCOUNT},${other}`);
  });

  it("opens a balance at a date from the start of its fiscal year", () => {
    expect(fiscalYearStart("2026-03-31")).toBe("2026-01-01");
    expect(Object.fromEntries(query(ledgerLinkAt(ACCOUNT, "2026-03-31")))).toEqual({
      date_from: "2026-01-01",
      date_to: "2026-03-31",
      account_ids: ACCOUNT,
    });
  });

  it("knows each month's last day, leap years included", () => {
    expect(monthRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("opens a ledger line's journal", () => {
    expect(journalLink("abc")).toBe("/transactions/journal/detail/abc");
  });
});
