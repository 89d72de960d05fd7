import { describe, expect, it } from "vitest";
import { uploadTypeOf, XLSX_TYPE } from "./api";
import { rowsWithProblems, uploadColumns, uploadProblems } from "./upload-report";

describe("draft upload report", () => {
  it("turns rows.N.field keys into a table sorted by row and column", () => {
    const problems = uploadProblems(
      {
        "rows.12.debit": ["The debit field must be a valid decimal"],
        "rows.3.account_code": ["The selected account code is invalid"],
        "rows.3.date": ["The period 2025-01 is closed. Reopen it first.", "Second"],
        "rows.2.journal_ref": ["JV-9: Total debit (10.00) must equal total credit (0.00)."],
      },
      uploadColumns,
    );
    expect(problems.map((p) => [p.row, p.field, p.message])).toEqual([
      [2, "journal_ref", "JV-9: Total debit (10.00) must equal total credit (0.00)."],
      [3, "date", "The period 2025-01 is closed. Reopen it first."],
      [3, "date", "Second"],
      [3, "account_code", "The selected account code is invalid"],
      [12, "debit", "The debit field must be a valid decimal"],
    ]);
    expect(rowsWithProblems(problems)).toBe(3);
    expect(new Set(problems.map((p) => p.key)).size).toBe(problems.length);
  });

  it("puts problems of the whole file first, without a row", () => {
    const problems = uploadProblems({ "rows.4.credit": ["x"], file: ["Upload a CSV or XLSX file."] }, uploadColumns);
    expect(problems[0]).toMatchObject({ row: null, field: "file", message: "Upload a CSV or XLSX file." });
    expect(rowsWithProblems(problems)).toBe(1);
  });

  it("sends CSV and XLSX with their content types, by name when the browser gives none", () => {
    expect(uploadTypeOf({ name: "Jurnal Januari.CSV", type: "" })).toBe("text/csv");
    expect(uploadTypeOf({ name: "drafts.xlsx", type: "" })).toBe(XLSX_TYPE);
    expect(uploadTypeOf({ name: "x", type: XLSX_TYPE })).toBe(XLSX_TYPE);
    expect(uploadTypeOf({ name: "notes.pdf", type: "application/pdf" })).toBeNull();
  });
});
