import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { csvPresets } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { amountOf, parseStatement, StatementError } from "./statement-import.js";

const fixture = (name: string) => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name), "utf8");
const expected = [
  { date: "2026-03-05", amount: "5000000.00" },
  { date: "2026-03-10", amount: "-1090000.00" },
  { date: "2026-03-12", amount: "-15000.00" },
];

describe("statement import", () => {
  it.each([
    ["csv", "bca.csv"],
    ["ofx", "statement.ofx"],
    ["mt940", "statement.mt940"],
    ["camt053", "statement.camt053.xml"],
  ] as const)("reads the %s fixture: three lines, both balances", (format, file) => {
    const parsed = parseStatement(format, fixture(file), format === "csv" ? (csvPresets.bca?.mapping ?? null) : null);
    expect(parsed.lines.map((l) => ({ date: l.date, amount: l.amount }))).toEqual(expected);
    expect(parsed.opening_balance).toBe("10000000.00");
    expect(parsed.closing_balance).toBe("13895000.00");
    expect(parsed.lines[2]?.description).toContain("BIAYA ADM");
  });

  it("names the line of a bad file", () => {
    const bad = fixture("bca.csv").replace("10/03/2026", "31/02/2026");
    const error = (() => {
      try {
        parseStatement("csv", bad, csvPresets.bca?.mapping ?? null);
      } catch (e) {
        return e;
      }
    })() as StatementError;
    expect(error).toBeInstanceOf(StatementError);
    expect(error.line).toBe(3);
    expect(error.toAppError("en").errors?.content?.[0]).toBe("Line 3 of the file cannot be read: the date is not valid.");
    const badOfx = fixture("statement.ofx").replace("<TRNAMT>-15000.00", "<TRNAMT>lima belas");
    expect(() => parseStatement("ofx", badOfx, null)).toThrow(StatementError);
    expect(() => parseStatement("camt053", "<Document></Document>", null)).toThrow(StatementError);
    expect(() => parseStatement("mt940", "not a statement", null)).toThrow(StatementError);
  });

  it("reads amounts exactly in both notations", () => {
    expect(amountOf("1.234.567,5", ",", 1)).toBe("1234567.50");
    expect(amountOf("(1,000.25)", ".", 1)).toBe("-1000.25");
    expect(amountOf("999999999999999.99", ".", 1)).toBe("999999999999999.99");
    expect(() => amountOf("1e5", ".", 1)).toThrow(StatementError);
  });
});
