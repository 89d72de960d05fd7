import { describe, expect, it } from "vitest";
import { allocate } from "./landed-cost.js";

describe("landed cost allocation", () => {
  it("splits by weight to the cent and the last line takes what is left", () => {
    expect(allocate("100000", ["300000", "700000"])).toEqual(["30000.00", "70000.00"]);
    expect(allocate("100", ["1", "1", "1"])).toEqual(["33.33", "33.33", "33.34"]);
    expect(allocate("50", ["0", "5", "0"])).toEqual(["0.00", "50.00", "0.00"]);
    expect(allocate("50", ["0", "0"])).toEqual(["0.00", "0.00"]);
  });
});

describe("landed cost allocation by quantity", () => {
  it("weighs quantities with their four places", () => {
    expect(allocate("100", ["0.0049", "0.0051"])).toEqual(["49.00", "51.00"]);
  });
});
