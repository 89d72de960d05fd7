import { describe, expect, it } from "vitest";
import { formatIssues as issuesToErrors } from "../messages/issues.js";
import { purchaseOrderBody, purchaseRequestBody } from "./schemas.js";
import {
  awardProblems,
  daysElapsed,
  exceedsOrdered,
  goodsReceiptPosting,
  isOverOrder,
  receivedValue,
  remainingToOrder,
  timeline,
  vendorAdvancePosting,
} from "./rules.js";

describe("procurement quantities", () => {
  it("what is left to order of a request line, never below zero, none once closed", () => {
    expect(remainingToOrder({ quantity: "10.0000", ordered_quantity: "4.5000", closed: false })).toBe("5.5");
    expect(remainingToOrder({ quantity: "10", ordered_quantity: "12", closed: false })).toBe("0");
    expect(remainingToOrder({ quantity: "10", ordered_quantity: "0", closed: true })).toBe("0");
  });

  it("an over-order is ordering past what the line asked for, exactly", () => {
    expect(isOverOrder("10", "6", "4")).toBe(false);
    expect(isOverOrder("10", "6", "4.0001")).toBe(true);
    expect(exceedsOrdered("5", "4.5", "0.5")).toBe(false);
    expect(exceedsOrdered("5", "4.5", "0.5001")).toBe(true);
  });

  it("values a partial receipt pro rata and a full one at the line's amount to the cent", () => {
    // 3 × 333 333.33 = 999 999.99; a third received is 333 333.33, all of it exactly the amount
    expect(receivedValue({ quantity: "3", amount: "999999.99" }, "1")).toBe("333333.33");
    expect(receivedValue({ quantity: "3", amount: "999999.99" }, "3")).toBe("999999.99");
  });
});

describe("awards among quotes", () => {
  const remaining = new Map([
    ["L1", "10"],
    ["L2", "5"],
  ]);
  it("lets a line be split between two vendors up to what is left", () => {
    const problems = awardProblems(
      [
        { request_line_id: "L1", price: "100", awarded_quantity: "6", award_reason: null },
        { request_line_id: "L1", price: "100", awarded_quantity: "4", award_reason: null },
      ],
      remaining,
    );
    expect(problems).toEqual([]);
  });

  it("needs a reason for a winner that is not the cheapest, a price for any winner, and no more than is left", () => {
    const problems = awardProblems(
      [
        { request_line_id: "L1", price: "90", awarded_quantity: "0", award_reason: null },
        { request_line_id: "L1", price: "100", awarded_quantity: "10", award_reason: null },
        { request_line_id: "L2", price: null, awarded_quantity: "1", award_reason: null },
        { request_line_id: "L2", price: "5", awarded_quantity: "5", award_reason: null },
      ],
      remaining,
    );
    expect(problems).toEqual([
      { index: 1, code: "award_reason_required" },
      { index: 2, code: "award_needs_price" },
      { index: 3, code: "award_exceeds", awarded: "6", remaining: "5" },
    ]);
    expect(awardProblems([{ request_line_id: "L1", price: "100", awarded_quantity: "10", award_reason: "Faster delivery" }, { request_line_id: "L1", price: "90", awarded_quantity: "0", award_reason: null }], remaining)).toEqual([]);
  });
});

describe("postings", () => {
  it("a receipt of inventory debits each inventory account and credits goods received not invoiced once", () => {
    const posting = goodsReceiptPosting(
      [
        { inventoryAccountId: "INV-A", amount: "1000.00", description: "Kertas" },
        { inventoryAccountId: "INV-A", amount: "500.50", description: "Tinta" },
        { inventoryAccountId: "INV-B", amount: "200.00", description: null },
        { inventoryAccountId: "INV-B", amount: "0", description: "Jasa" },
      ],
      "GRNI",
      { officeId: null, contactId: "V1" },
    );
    const lines = posting?.checkedLines() ?? [];
    expect(lines.map((l) => [l.accountId, l.debit.toFixed(2), l.credit.toFixed(2)])).toEqual([
      ["INV-A", "1500.50", "0.00"],
      ["INV-B", "200.00", "0.00"],
      ["GRNI", "0.00", "1700.50"],
    ]);
    expect(lines[2]?.contactId).toBe("V1");
    expect(goodsReceiptPosting([{ inventoryAccountId: "X", amount: "0", description: null }], "GRNI", { officeId: null, contactId: "V" })).toBeNull();
  });

  it("an advance debits the vendor advance and credits the cash or bank account", () => {
    const lines = vendorAdvancePosting("2500000", { advanceAccountId: "ADV", cashAccountId: "BANK" }, { officeId: null, contactId: "V", description: null }).checkedLines();
    expect(lines.map((l) => [l.accountId, l.debit.toFixed(2), l.credit.toFixed(2)])).toEqual([
      ["ADV", "2500000.00", "0.00"],
      ["BANK", "0.00", "2500000.00"],
    ]);
  });
});

describe("tracking timeline", () => {
  const event = (step: Parameters<typeof timeline>[0][number]["step"], at: string | null) => ({ step, at, by: null, reference: null });
  it("counts the days of each step and waits at the first step not done", () => {
    const t = timeline([event("request", "2026-03-01"), event("approval", "2026-03-03T10:00:00Z"), event("vendor", "2026-03-05")], "2026-03-20");
    expect(t.steps.slice(0, 4).map((s) => [s.step, s.state, s.days])).toEqual([
      ["request", "done", 0],
      ["approval", "done", 2],
      ["vendor", "done", 1],
      ["price", "waiting", 15],
    ]);
    expect(t.waiting).toBe("price");
    expect(t.stuck).toBe(true);
    expect(t.steps[9]?.state).toBe("pending");
  });

  it("marks steps a later one skipped, and a closed line waits for nothing", () => {
    const t = timeline([event("request", "2026-03-01"), event("approval", "2026-03-01"), event("order", "2026-03-02")], "2026-03-04", { closed: false });
    expect(t.steps.map((s) => s.state).slice(0, 6)).toEqual(["done", "done", "skipped", "skipped", "done", "waiting"]);
    expect(t.stuck).toBe(false);
    const closed = timeline([event("request", "2026-03-01")], "2026-04-01", { closed: true });
    expect(closed.waiting).toBeNull();
    expect(closed.stuck).toBe(false);
    expect(daysElapsed("2026-03-05", "2026-03-01")).toBe(0);
  });
});

describe("bodies", () => {
  it("a request needs lines with a quantity above zero and a product or a description", () => {
    const bad = purchaseRequestBody.safeParse({ date: "2026-03-01", requester: "Budi", details: [{ quantity: "0" }] });
    expect(bad.success).toBe(false);
    const errors = issuesToErrors(bad.error?.issues ?? [], "en");
    expect(errors["details.0.quantity"]).toEqual(["The quantity field must be at least 0.0001"]);
    expect(errors["details.0.description"]).toEqual(["The description field is required"]);
    const ok = purchaseRequestBody.parse({ date: "2026-03-01", requester: "Budi", details: [{ description: "Kertas A4", quantity: 10, estimated_price: "50000" }] });
    expect(ok.details[0]).toMatchObject({ quantity: "10", estimated_price: "50000", product_id: null });
  });

  it("an order line takes at most two taxes and a discount from 0 to 100", () => {
    const id = "0190a3c0-0000-7000-8000-000000000001";
    const bad = purchaseOrderBody.safeParse({ vendor_id: id, date: "2026-03-01", details: [{ description: "x", quantity: 1, price: 1, discount_percent: "101", tax_ids: [id, id, id] }] });
    expect(bad.success).toBe(false);
    const errors = issuesToErrors(bad.error?.issues ?? [], "id");
    expect(Object.keys(errors).sort()).toEqual(["details.0.discount_percent", "details.0.tax_ids"]);
  });
});

describe("report tables", () => {
  it("write the master-pr status and progress in the language asked", async () => {
    const { masterPrReport } = await import("./reports.js");
    const row = { id: "x", number: "PR/2026/03/0001", date: "2026-03-02", requester: "Budi", work_unit_name: null, purpose: null, status: "approved", progress: "partly_received" as const, line_count: 1, estimated_total: "1.00", ordered_amount: "1.00", received_amount: "0.00" };
    const table = masterPrReport.table({ rows: [row], totals: { estimated_total: "1.00", ordered_amount: "1.00", received_amount: "0.00" } }, { date_from: "2026-03-01", date_to: "2026-03-31" } as never, "id");
    expect(table.rows[0]).toMatchObject({ status_text: "disetujui", progress_text: "Diterima sebagian" });
    expect(table.rows[1]).toMatchObject({ number: "Total", estimated_total: "1.00" });
  });
});
