import { describe, expect, it } from "vitest";
import { buildAbility, canPick, opensPickLists } from "./ability.js";

describe("pick lists", () => {
  it("open to readers of the list, transaction editors and report readers only", () => {
    expect(canPick(buildAbility([{ action: "read", subject: "MdOffice" }]), "MdOffice")).toBe(true);
    expect(canPick(buildAbility([{ action: "create", subject: "TxJournal" }]), "MdChartOfAccount")).toBe(true);
    expect(canPick(buildAbility([{ action: "read", subject: "ReportAccounting" }]), "MdTag")).toBe(true);
    expect(canPick(buildAbility([{ action: "read", subject: "TxJournal" }]), "MdChartOfAccount")).toBe(false);
    expect(canPick(buildAbility([{ action: "read", subject: "Dashboard" }]), "MdOffice")).toBe(false);
    expect(opensPickLists([{ action: "manage", subject: "all" }])).toBe(true);
    expect(opensPickLists([])).toBe(false);
  });
});
