import { describe, expect, it } from "vitest";
import { applyChange, defaultFilters, monthsBetween, parseFilters, reportDefinitions, reportParams, toSearch, validBuckets } from "./report-query";

const TODAY = "2026-05-20";
const OFFICE = "01a1ffbb-d8ab-7540-a924-0bdf43fb05ce";
const BRANCH = "01a1ffbb-d925-70db-a7d0-721506d6befa";
const ACCOUNT = "01a1ffbb-d8ad-7646-b160-01a6e78054be";
const parse = (query: string) => parseFilters(new URLSearchParams(query), TODAY);

describe("report filters ⇄ query string", () => {
  it("open on this year up to today when the address says nothing", () => {
    const filters = parse("");
    expect(filters).toMatchObject({ date_from: "2026-01-01", date_to: TODAY, date: TODAY, date_a: "2025-12-31", date_b: TODAY, year: 2026 });
    expect(reportParams(reportDefinitions["trial-balance"], filters)).toEqual({ date_from: "2026-01-01", date_to: TODAY });
    expect(reportParams(reportDefinitions["balance-sheet"], filters)).toEqual({ date: TODAY });
    expect(reportParams(reportDefinitions["balance-sheet-comparison"], filters)).toEqual({ date_a: "2025-12-31", date_b: TODAY });
    expect(reportParams(reportDefinitions["monthly-mutation"], filters)).toEqual({ year: "2026" });
  });

  it("round-trip every filter a report takes, by the API's names", () => {
    const query = `date_from=2026-02-01&date_to=2026-03-31&office_ids=${OFFICE},${BRANCH}&tag_ids=${ACCOUNT}&include_zero=true`;
    const params = reportParams(reportDefinitions["trial-balance"], parse(query));
    expect(params).toEqual({
      date_from: "2026-02-01",
      date_to: "2026-03-31",
      office_ids: `${OFFICE},${BRANCH}`,
      tag_ids: ACCOUNT,
      include_zero: "true",
    });
    expect(reportParams(reportDefinitions["trial-balance"], parseFilters(new URLSearchParams(toSearch(params)), TODAY))).toEqual(params);
  });

  it("send only what each report takes", () => {
    const filters = parse(`per_office=true&columns=month&include_zero=true&account_ids=${ACCOUNT}&work_unit_ids=${OFFICE}&page=3`);
    expect(reportParams(reportDefinitions["balance-sheet"], filters)).toEqual({ date: TODAY, per_office: "true", include_zero: "true", work_unit_ids: OFFICE });
    expect(reportParams(reportDefinitions["profit-loss"], filters)).toMatchObject({ columns: "month", include_zero: "true" });
    expect(reportParams(reportDefinitions["profit-loss"], filters)).not.toHaveProperty("per_office");
    expect(reportParams(reportDefinitions.ledger, filters)).toEqual({ date_from: "2026-01-01", date_to: TODAY, account_ids: ACCOUNT, work_unit_ids: OFFICE });
    // The general journal filters by office only, and is paged.
    expect(reportParams(reportDefinitions.journal, filters)).toEqual({ date_from: "2026-01-01", date_to: TODAY, page: "3" });
    expect(reportParams(reportDefinitions.audit, filters)).toEqual({ date_from: "2026-01-01", date_to: TODAY, work_unit_ids: OFFICE });
  });

  it("never pass on what the API would refuse", () => {
    const filters = parse("date_from=2026-02-30&date_to=yesterday&date=31-01-2026&year=99&office_ids=1,abc,,;drop&page=0&per_page=1000");
    expect(filters).toMatchObject({ date_from: "2026-01-01", date_to: TODAY, date: TODAY, year: 2026, office_ids: [], page: 1, per_page: 25 });
    expect(parse("per_page=50").per_page).toBe(50);
    expect(parse("per_page=7").per_page).toBe(25);
    expect(parse("include_zero=yes").include_zero).toBe(false);
  });

  it("put a reversed range in order", () => {
    expect(parse("date_from=2026-03-31&date_to=2026-02-01")).toMatchObject({ date_from: "2026-02-01", date_to: "2026-03-31" });
  });

  it("keep each id once, in lower case, at most 200", () => {
    const many = Array.from({ length: 250 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(parse(`office_ids=${many.join(",")}`).office_ids).toHaveLength(200);
    expect(parse(`office_ids=${OFFICE.toUpperCase()},${OFFICE}`).office_ids).toEqual([OFFICE]);
  });

  it("go back to page 1 when anything but the page changes", () => {
    const filters = { ...defaultFilters(TODAY), page: 4 };
    expect(applyChange(filters, { page: 5 }).page).toBe(5);
    expect(applyChange(filters, { per_page: 50 }).page).toBe(4);
    expect(applyChange(filters, { office_ids: [OFFICE] }).page).toBe(1);
    expect(applyChange(filters, { date_from: "2026-02-01" })).toMatchObject({ page: 1, date_from: "2026-02-01" });
  });

  it("keep the general ledger's page (an account, after some of its lines) in the address, and start over when a filter changes", () => {
    const filters = parse(`start_account_id=${ACCOUNT}&start_line=400&page=3`);
    expect(reportParams(reportDefinitions.ledger, filters)).toEqual({ date_from: "2026-01-01", date_to: TODAY, start_account_id: ACCOUNT, start_line: "400" });
    expect(reportParams(reportDefinitions["trial-balance"], filters)).toEqual({ date_from: "2026-01-01", date_to: TODAY });
    expect(parse("start_line=400").start_line).toBe(0);
    expect(parse(`start_account_id=nope&start_line=400`)).toMatchObject({ start_account_id: "", start_line: 0 });
    expect(applyChange(filters, { start_account_id: BRANCH, start_line: 0 })).toMatchObject({ start_account_id: BRANCH, start_line: 0 });
    expect(applyChange(filters, { office_ids: [OFFICE] })).toMatchObject({ start_account_id: "", start_line: 0 });
  });

  it("count the months a range touches (month columns are capped)", () => {
    expect(monthsBetween("2026-01-01", "2026-12-31")).toBe(12);
    expect(monthsBetween("2026-01-31", "2026-02-01")).toBe(2);
    expect(monthsBetween("2025-03-15", "2027-02-28")).toBe(24);
    expect(monthsBetween("2025-03-15", "2027-03-01")).toBe(25);
  });
});

describe("aging buckets in the address", () => {
  it("keeps ascending day limits and drops anything else", () => {
    expect(validBuckets("30,60,90")).toBe(true);
    expect(validBuckets("15,30,45,60,90,120,180,365")).toBe(true);
    expect(validBuckets("60,30")).toBe(false);
    expect(validBuckets("0,30")).toBe(false);
    expect(validBuckets("30,,60")).toBe(false);
    expect(parseFilters(new URLSearchParams("buckets=7,14,30"), "2026-11-23").buckets).toBe("7,14,30");
    expect(parseFilters(new URLSearchParams("buckets=90,30"), "2026-11-23").buckets).toBe("");
  });
});
