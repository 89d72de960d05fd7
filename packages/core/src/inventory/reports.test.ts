import { describe, expect, it } from "vitest";
import { stockCardReport } from "./reports.js";

describe("the stock card's table", () => {
  it("says so when the movements stopped at the report's limit", () => {
    const table = stockCardReport.table({ cards: [], capped: true }, {} as never, "en");
    expect(table.rows.at(-1)).toMatchObject({ document: expect.stringContaining("Only the first 20 000 movements are shown"), _bold: true });
    expect(stockCardReport.table({ cards: [], capped: false }, {} as never, "id").rows).toEqual([]);
  });
});
