import { describe, expect, it } from "vitest";
import { opensPickLists } from "./ability.js";

describe("pick lists", () => {
  it("open to transaction editors and report readers only", () => {
    expect(opensPickLists([{ action: "create", subject: "TxJournal" }])).toBe(true);
    expect(opensPickLists([{ action: "read", subject: "ReportAccounting" }])).toBe(true);
    expect(opensPickLists([{ action: "manage", subject: "all" }])).toBe(true);
    expect(opensPickLists([{ action: "read", subject: "TxJournal" }])).toBe(false);
    expect(opensPickLists([{ action: "read", subject: "Dashboard" }])).toBe(false);
    expect(opensPickLists([])).toBe(false);
  });
});
