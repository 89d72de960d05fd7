import { describe, expect, it } from "vitest";
import { apiLines, editorLines, onEditorColumns } from "./lines";

describe("cash and bank lines in the editor", () => {
  it("sends the editor's amount column as the API's amount, with the document's taxes and only the dimensions set", () => {
    const lines = apiLines([{ account_id: "a1", description: "ATK", debit: "350000.50", office_id: null, tag_ids: [], work_unit_id: "w1" }], ["t1"]);
    expect(lines).toEqual([{ account_id: "a1", description: "ATK", amount: "350000.50", work_unit_id: "w1", tax_ids: ["t1"] }]);
  });

  it("reads the API's lines back into the editor, and puts line errors under the amount column", () => {
    expect(editorLines([{ account_id: "a1", amount: "10.00", tax_ids: ["t1"], description: null }])).toEqual([{ account_id: "a1", debit: "10.00", description: null }]);
    expect(onEditorColumns({ "details.2.amount": ["x"], cashbank_id: ["y"] })).toEqual({ "details.2.debit": ["x"], cashbank_id: ["y"] });
  });
});
