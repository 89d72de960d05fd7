import { describe, expect, it } from "vitest";
import { dueDateWhenKnown, followedValue } from "./due-date";

describe("dueDateWhenKnown", () => {
  it("adds the term's days to the date, across months and years", () => {
    expect(dueDateWhenKnown("2025-01-15", 30)).toBe("2025-02-14");
    expect(dueDateWhenKnown("2025-12-15", 30)).toBe("2026-01-14");
    expect(dueDateWhenKnown("2024-02-28", 1)).toBe("2024-02-29");
  });
  it("is due on the date itself for a contact without a term", () => {
    expect(dueDateWhenKnown("2025-03-01", null)).toBe("2025-03-01");
    expect(dueDateWhenKnown("2025-03-01", 0)).toBe("2025-03-01");
  });
  it("is unknown without a date, a term or with a date it cannot read", () => {
    expect(dueDateWhenKnown(undefined, 30)).toBeUndefined();
    expect(dueDateWhenKnown("2025-03-01", undefined)).toBeUndefined();
    expect(dueDateWhenKnown("31/12/2025", 30)).toBeUndefined();
  });
});

describe("followedValue", () => {
  it("fills an empty due date", () => {
    expect(followedValue({ current: undefined, derived: "2025-02-14", derivedBefore: undefined })).toBe("2025-02-14");
    expect(followedValue({ current: null, derived: "2025-02-14", derivedBefore: "2025-01-31" })).toBe("2025-02-14");
  });
  it("moves a due date that still shows the date plus the term when the date or the term changes", () => {
    expect(followedValue({ current: "2025-02-14", derived: "2025-03-03", derivedBefore: "2025-02-14" })).toBe("2025-03-03");
  });
  it("leaves a due date the user set by hand", () => {
    expect(followedValue({ current: "2025-04-30", derived: "2025-03-03", derivedBefore: "2025-02-14" })).toBeUndefined();
  });
  it("leaves a loaded document's due date that differs from its date plus the term", () => {
    expect(followedValue({ current: "2025-04-30", derived: "2025-02-14", derivedBefore: undefined })).toBeUndefined();
  });
  it("changes nothing while the derived value is unknown or already shown", () => {
    expect(followedValue({ current: "2025-02-14", derived: undefined, derivedBefore: "2025-02-14" })).toBeUndefined();
    expect(followedValue({ current: "2025-02-14", derived: "2025-02-14", derivedBefore: undefined })).toBeUndefined();
  });
  it("follows numbers too (an order's term following the vendor's)", () => {
    expect(followedValue({ current: 30, derived: 14, derivedBefore: 30 })).toBe(14);
    expect(followedValue({ current: 45, derived: 14, derivedBefore: 30 })).toBeUndefined();
  });
});
