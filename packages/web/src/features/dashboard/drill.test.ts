import { agingBucketIndex, agingBucketKeys, dashboardWidgets, daysBetween, DEFAULT_AGING_BOUNDS, type WidgetDefinition } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { agingDrillPath, agingDueRange, twelveMonthsFrom } from "./drill";

describe("the dashboard's twelve months", () => {
  it("start on the first of the month eleven months before the date's month", () => {
    expect(twelveMonthsFrom("2026-11-26")).toBe("2025-12-01");
    expect(twelveMonthsFrom("2026-12-31")).toBe("2026-01-01");
    expect(twelveMonthsFrom("2026-01-15")).toBe("2025-02-01");
  });
});

describe("an aging figure's due dates", () => {
  it("each bucket's, as of the dashboard's date (over a month's and a year's end)", () => {
    expect(agingDueRange({ bucket: "current" }, "2026-03-01")).toEqual({ due_from: "2026-03-01" });
    expect(agingDueRange({ bucket: "d1_30" }, "2026-03-01")).toEqual({ due_from: "2026-01-30", due_to: "2026-02-28" });
    expect(agingDueRange({ bucket: "d31_60" }, "2026-03-01")).toEqual({ due_from: "2025-12-31", due_to: "2026-01-29" });
    expect(agingDueRange({ bucket: "d61_90" }, "2026-03-01")).toEqual({ due_from: "2025-12-01", due_to: "2025-12-30" });
    expect(agingDueRange({ bucket: "over_90" }, "2026-03-01")).toEqual({ due_to: "2025-11-30" });
  });

  it("put every due date in the bucket core's agingBucketIndex gives it, and in one bucket only", () => {
    const date = "2026-11-26";
    const keys = agingBucketKeys(DEFAULT_AGING_BOUNDS);
    const ranges = keys.map((bucket) => agingDueRange({ bucket }, date));
    for (let late = -40; late <= 200; late++) {
      const due = new Date(Date.parse(`${date}T00:00:00Z`) - late * 86_400_000).toISOString().slice(0, 10);
      const holding = ranges.flatMap((range, i) => ((range.due_from ?? "0000") <= due && due <= (range.due_to ?? "9999") ? [i] : []));
      expect(holding, due).toEqual([agingBucketIndex(daysBetween(due, date), DEFAULT_AGING_BOUNDS)]);
    }
  });

  it("past due: before the date; falling due within 14 days: the date to 14 days on", () => {
    expect(agingDueRange({ overdue: true }, "2026-01-01")).toEqual({ due_to: "2025-12-31" });
    expect(agingDueRange({ overdue: true, contactId: "c" }, "2026-01-01")).toEqual({ due_to: "2025-12-31" });
    expect(agingDueRange({ dueWithin: 14 }, "2026-12-20")).toEqual({ due_from: "2026-12-20", due_to: "2027-01-03" });
  });
});

describe("an aging figure's drill-down", () => {
  const widget: WidgetDefinition = dashboardWidgets["receivable-aging"];
  const query = (path: string) => Object.fromEntries(new URLSearchParams(path.split("?")[1]));

  it("opens the widget's invoice list with the open invoices of the bucket dated up to the day, the contact and the office", () => {
    const bucket = agingDrillPath(widget, { date: "2026-11-26", officeId: "o1" }, { bucket: "d31_60" });
    expect(bucket.split("?")[0]).toBe("/transactions/sales-invoice");
    expect(query(bucket)).toEqual({ settlement: "open", due_from: "2026-09-27", due_to: "2026-10-26", date_to: "2026-11-26", office_id: "o1" });
    expect(query(agingDrillPath(widget, { date: "2026-11-26", officeId: null }, { overdue: true, contactId: "c1" }))).toEqual({ settlement: "open", due_to: "2026-11-25", date_to: "2026-11-26", contact_id: "c1" });
  });

  it("opens the detail report when the widget names no list", () => {
    const reportOnly: WidgetDefinition = { ...widget, drill: { ...widget.drill, list: undefined } };
    expect(agingDrillPath(reportOnly, { date: "2026-11-26", officeId: null }, { overdue: true, contactId: "c1" })).toBe("/report/sales-aging-detail?date=2026-11-26&contact_ids=c1");
  });
});
