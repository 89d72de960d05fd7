import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { csvMappingSchema, csvPresets } from "@neraca/core";
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

/** Each bank preset against a sample written from that bank's export (fixtures/csv, see docs/cashbank.md). */
describe("bank presets read their bank's export", () => {
  const read = (preset: string, file: string) => parseStatement("csv", fixture(`csv/${file}`), csvPresets[preset]?.mapping ?? null);
  const brief = (parsed: ReturnType<typeof read>) => parsed.lines.map((l) => [l.date, l.amount]);

  it("KlikBCA (Indonesian): title lines, year-less dates across the new year, CR/DB in its own column, PEND skipped, balances from the summary", () => {
    const parsed = read("bca", "bca.csv");
    expect(brief(parsed)).toEqual([
      ["2025-12-29", "5000000.00"],
      ["2025-12-31", "-15000.00"],
      ["2026-01-02", "-1090000.00"],
      ["2026-01-06", "2500000.00"],
    ]);
    expect(parsed.lines[0]).toMatchObject({ description: "TRSF E-BANKING CR 2912/FTSCY/WS95051 5000000.00 PT MAJU JAYA INV-001", reference: null });
    expect(parsed.lines[1]?.description).toBe("BIAYA ADM");
    expect([parsed.opening_balance, parsed.closing_balance, parsed.statement_date]).toEqual(["10000000.00", "16395000.00", "2026-01-06"]);
  });

  it("KlikBCA Bisnis (English): the marker after the amount in its cell, the year from the period", () => {
    const parsed = read("bca_en", "bca-bisnis-en.csv");
    expect(brief(parsed)).toEqual([
      ["2026-03-05", "5000000.00"],
      ["2026-03-10", "-1090000.00"],
      ["2026-03-31", "-15000.00"],
    ]);
    expect([parsed.opening_balance, parsed.closing_balance]).toEqual(["10000000.00", "13895000.00"]);
  });

  it("Mandiri account statement: two-digit years, `.00` for nothing, the second Description as the reference, no balances", () => {
    const parsed = read("mandiri", "mandiri.csv");
    expect(brief(parsed)).toEqual([
      ["2026-03-05", "5000000.00"],
      ["2026-03-10", "-1090000.00"],
      ["2026-03-31", "-15000.00"],
      ["2026-03-31", "6025.05"],
      ["2026-03-31", "-1205.01"],
    ]);
    expect(parsed.lines[0]).toMatchObject({ description: "MCM InhouseTrf DARI PT MAJU JAYA Transfer Fee INV-001", reference: "INV-001" });
    expect(parsed.lines[2]).toMatchObject({ description: "Biaya Adm", reference: null });
    expect([parsed.opening_balance, parsed.closing_balance]).toEqual([null, null]);
  });

  it("Mandiri Acc_Statement: semicolons, month names with the time, the running balance", () => {
    const parsed = read("mandiri_semicolon", "mandiri-acc-statement.csv");
    expect(brief(parsed)).toEqual([
      ["2026-03-05", "5000000.00"],
      ["2026-03-10", "-1090000.00"],
      ["2026-03-31", "-15000.00"],
    ]);
    expect(parsed.lines[2]?.description).toBe("Biaya Adm 12300");
    expect([parsed.opening_balance, parsed.closing_balance]).toEqual(["10000000.00", "13895000.00"]);
  });

  it("BRI: ISO dates with the time, debit and credit columns, the running balance in either order", () => {
    const parsed = read("bri", "bri.csv");
    expect(brief(parsed)).toEqual([
      ["2026-03-05", "5000000.00"],
      ["2026-03-10", "-1090000.00"],
      ["2026-03-31", "-15000.00"],
    ]);
    expect([parsed.opening_balance, parsed.closing_balance]).toEqual(["10000000.00", "13895000.00"]);
    const [header = "", ...rows] = fixture("csv/bri.csv").trim().split("\n");
    const newestFirst = parseStatement("csv", [header, ...rows.reverse()].join("\n"), csvPresets.bri?.mapping ?? null);
    expect([newestFirst.opening_balance, newestFirst.closing_balance, newestFirst.statement_date]).toEqual(["10000000.00", "13895000.00", "2026-03-31"]);
  });

  it("BNI: dates with a dotted time, the journal number as the reference, no balances", () => {
    const parsed = read("bni", "bni.csv");
    expect(brief(parsed)).toEqual([
      ["2026-03-05", "5000000.00"],
      ["2026-03-10", "-1090000.00"],
      ["2026-03-31", "-15000.00"],
    ]);
    expect(parsed.lines[0]).toMatchObject({ description: "TRANSFER DARI | PT MAJU JAYA | INV-001", reference: "928374" });
    expect([parsed.opening_balance, parsed.closing_balance]).toEqual([null, null]);
  });

  it("names the line: a year-less date without a period, an amount without its side", () => {
    const bca = fixture("csv/bca.csv");
    const failure = (content: string) => {
      try {
        parseStatement("csv", content, csvPresets.bca?.mapping ?? null);
      } catch (e) {
        return e as StatementError;
      }
      return null;
    };
    const noPeriod = failure(bca.replace("Periode : ,10/12/2025 - 08/01/2026", "Periode : ,-"));
    expect([noPeriod?.line, noPeriod?.reason]).toEqual([7, "statement_reason_year"]);
    expect(noPeriod?.toAppError("id").errors?.content?.[0]).toBe("Baris 7 berkas tidak dapat dibaca: tanggal tanpa tahun dan baris judul berkas tidak menyebut periode.");
    const noSide = failure(bca.replace("15000.00,DB,14985000.00", "15000.00,,14985000.00"));
    expect([noSide?.line, noSide?.reason]).toEqual([8, "statement_reason_side"]);
    const noHeader = failure(bca.replace("Tanggal Transaksi,", "Tgl,"));
    expect([noHeader?.reason, noHeader?.params]).toEqual(["statement_reason_column", { column: "Tanggal Transaksi" }]);
  });

  it("a mapping saved before these options still reads as it did", () => {
    const saved = csvMappingSchema.parse({ date_column: "Tanggal", description_column: "Keterangan", amount_column: "Jumlah", direction_column: "DB/CR", credit_marker: "CR", balance_column: "Saldo" });
    expect(saved).toMatchObject({ marker_after_amount: false, pending_marker: null, opening_label: null, closing_label: null });
    const parsed = parseStatement("csv", fixture("bca.csv").replace("Jumlah,,Saldo", "Jumlah,DB/CR,Saldo").replace("Tanggal Transaksi", "Tanggal"), saved);
    expect(parsed.lines.map((l) => ({ date: l.date, amount: l.amount }))).toEqual(expected);
    expect([parsed.opening_balance, parsed.closing_balance]).toEqual(["10000000.00", "13895000.00"]);
  });
});
