import { describe, expect, it } from "vitest";
import { applyFilterChange, isoDateOrUndefined, oneOf } from "./address-filters";

describe("a list's filters in the address", () => {
  const defaults = { settlement: "all", contact_id: undefined, due_from: undefined } as const;

  it("sets what is chosen, drops what is cleared or back at its default, and keeps other parameters", () => {
    const search = new URLSearchParams("settlement=open&contact_id=c1&due_from=2026-01-01&upload_batch=b");
    const next = applyFilterChange(search, { settlement: "all", contact_id: "c2", due_from: null }, defaults);
    expect(next.toString()).toBe("contact_id=c2&upload_batch=b");
    expect(applyFilterChange(next, { contact_id: "", settlement: "paid" }, defaults).toString()).toBe("upload_batch=b&settlement=paid");
    // The address it was given stays as it was.
    expect(search.get("settlement")).toBe("open");
  });

  it("reads a date only if it is one, and a choice only among its options", () => {
    expect(isoDateOrUndefined("2026-02-28")).toBe("2026-02-28");
    for (const bad of ["2026-02-30", "2026-13-01", "28/02/2026", "tomorrow", "", undefined]) expect(isoDateOrUndefined(bad), String(bad)).toBeUndefined();
    expect(oneOf("open", ["all", "open"] as const, "all")).toBe("open");
    expect(oneOf("maybe", ["all", "open"] as const, "all")).toBe("all");
    expect(oneOf(undefined, ["all", "open"] as const, "all")).toBe("all");
  });
});
