import { describe, expect, it } from "vitest";
import { quantitiesByUnit } from "./quantities";

describe("quantities of several lines", () => {
  it("add up per unit, never across units, as people read them", () => {
    const lines = [
      { unit_name: "Ream", quantity: "10.5000" },
      { unit_name: "Pieces", quantity: "2" },
      { unit_name: "Ream", quantity: "30" },
      { unit_name: null, quantity: "1" },
    ];
    expect(quantitiesByUnit(lines, (l) => l.quantity)).toBe("40.5 Ream · 2 Pieces · 1");
  });

  it("leave out the lines at zero, and say 0 when nothing is left", () => {
    expect(quantitiesByUnit([{ unit_name: "Ream", quantity: "0" }, { unit_name: "Pieces", quantity: "3" }], (l) => l.quantity)).toBe("3 Pieces");
    expect(quantitiesByUnit([{ unit_name: "Ream", quantity: "0.0000" }], (l) => l.quantity)).toBe("0");
    expect(quantitiesByUnit([], () => "1")).toBe("0");
  });
});
