import { describe, expect, it } from "vitest";
import { apiLines, editorLines, onEditorColumns } from "./lines";

describe("cash and bank lines in the editor", () => {
  it("sends the editor's amount column as the API's amount, with the document's taxes and only the dimensions set", () => {
    const lines = apiLines([{ account_id: "a1", description: "ATK", debit: "350000.50", office_id: null, tag_ids: [], work_unit_id: "w1" }], ["t1"]);
    expect(lines).toEqual([{ account_id: "a1", description: "ATK", amount: "350000.50", work_unit_id: "w1", tax_ids: ["t1"] }]);
  });

  it("keeps each line's own VAT and withholding when no document taxes are given", () => {
    const lines = apiLines([
      { account_id: "a1", debit: "1000000", tax_id: "ppn", withholding_tax_id: "pph23" },
      { account_id: "a2", debit: "500", tax_id: null, withholding_tax_id: null },
    ]);
    expect(lines.map((l) => l.tax_ids)).toEqual([["ppn", "pph23"], undefined]);
    const isVat = (id: string) => id === "ppn";
    expect(editorLines([{ account_id: "a1", amount: "1000000.00", tax_ids: ["pph23", "ppn"] }], isVat)).toEqual([
      { account_id: "a1", debit: "1000000.00", tax_id: "ppn", withholding_tax_id: "pph23" },
    ]);
    expect(editorLines([{ account_id: "a1", amount: "1.00", tax_ids: ["pph23"] }], isVat)).toEqual([{ account_id: "a1", debit: "1.00", tax_id: null, withholding_tax_id: "pph23" }]);
    // A line the API gave three taxes keeps the third on its way back.
    const three = editorLines([{ account_id: "a1", amount: "1.00", tax_ids: ["ppn", "pph23", "pph42"] }], isVat);
    expect(apiLines(three)[0]?.tax_ids).toEqual(["ppn", "pph23", "pph42"]);
  });

  it("reads the API's lines back into the editor, and puts line errors under the amount column", () => {
    expect(editorLines([{ account_id: "a1", amount: "10.00", description: null }])).toEqual([{ account_id: "a1", debit: "10.00", description: null }]);
    expect(onEditorColumns({ "details.2.amount": ["x"], cashbank_id: ["y"] })).toEqual({ "details.2.debit": ["x"], cashbank_id: ["y"] });
  });
});
