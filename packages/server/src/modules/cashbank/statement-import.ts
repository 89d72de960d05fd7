import { type CsvMapping, STATEMENT_LINES_MAX, type StatementFormat } from "@neraca/core";
import { parse as parseCsv } from "csv-parse/sync";
import { parseCamt053Statement } from "./statement-camt.js";
import { type ParsedStatement, StatementError, type StatementLine } from "./statement-file.js";
import { parseMt940Statement } from "./statement-mt940.js";
import { parseOfxStatement } from "./statement-ofx.js";

export { type ParsedStatement, StatementError, type StatementLine } from "./statement-file.js";

const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;

/** A bank's amount text → canonical decimal text (`1.234.567,50` with decimal `,` → `1234567.50`); never through a float. */
export function amountOf(text: string, decimal: "." | ",", line: number): string {
  let value = text.trim().replace(/\s/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.startsWith("-")) {
    negative = !negative;
    value = value.slice(1);
  }
  if (value.endsWith("-")) {
    negative = !negative;
    value = value.slice(0, -1);
  }
  const thousands = decimal === "." ? /,/g : /\./g;
  value = value.replace(thousands, "");
  if (decimal === ",") value = value.replace(",", ".");
  if (!MONEY.test(value)) throw new StatementError(line, "statement_reason_amount");
  const [whole = "0", fraction = ""] = value.split(".");
  const canonical = `${whole.replace(/^0+(?=\d)/, "")}.${fraction.padEnd(2, "0")}`;
  return negative && !/^0\.00$/.test(canonical) ? `-${canonical}` : canonical;
}

/** Text dates in the mapping's format → `YYYY-MM-DD`, checked as a real calendar date. */
export function dateOf(text: string, format: CsvMapping["date_format"], line: number): string {
  const parts = text.trim().split(/[/\-.\s]/).filter(Boolean);
  let year: string | undefined;
  let month: string | undefined;
  let day: string | undefined;
  if (format === "YYYY-MM-DD") [year, month, day] = parts;
  else if (format === "MM/DD/YYYY") [month, day, year] = parts;
  else [day, month, year] = parts;
  if (format === "DD/MM/YY" && year?.length === 2) year = `20${year}`;
  const iso = `${year ?? ""}-${(month ?? "").padStart(2, "0")}-${(day ?? "").padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new StatementError(line, "statement_reason_date");
  }
  return iso;
}

const minus = (a: string, b: string) => {
  const cents = (v: string) => {
    const negative = v.startsWith("-");
    const [w = "0", f = "00"] = (negative ? v.slice(1) : v).split(".");
    const c = BigInt(w) * 100n + BigInt(f.padEnd(2, "0").slice(0, 2));
    return negative ? -c : c;
  };
  const diff = cents(a) - cents(b);
  const abs = diff < 0n ? -diff : diff;
  return `${diff < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};

function bounded(lines: StatementLine[]): StatementLine[] {
  if (lines.length === 0) throw new StatementError(1, "statement_reason_empty");
  if (lines.length > STATEMENT_LINES_MAX) throw new StatementError(STATEMENT_LINES_MAX + 1, "statement_reason_too_many", { max: STATEMENT_LINES_MAX });
  return lines;
}

/** A bank's CSV export read with a column mapping (header row after `skip_lines`). */
export function parseCsvStatement(content: string, mapping: CsvMapping): ParsedStatement {
  let records: string[][];
  try {
    records = parseCsv(content.replace(/^\uFEFF/, ""), {
      delimiter: mapping.delimiter,
      from_line: mapping.skip_lines + 1,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new StatementError(line + mapping.skip_lines, "statement_reason_format", { format: "CSV" });
  }
  const [header = [], ...rows] = records;
  const index = (name: string | null) => {
    if (!name) return -1;
    const i = header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
    if (i < 0) throw new StatementError(mapping.skip_lines + 1, "statement_reason_column", { column: name });
    return i;
  };
  const col = {
    date: index(mapping.date_column),
    description: index(mapping.description_column),
    reference: index(mapping.reference_column),
    amount: index(mapping.amount_column),
    direction: index(mapping.direction_column),
    debit: index(mapping.debit_column),
    credit: index(mapping.credit_column),
    balance: index(mapping.balance_column),
  };
  if (col.amount < 0 && (col.debit < 0 || col.credit < 0)) throw new StatementError(mapping.skip_lines + 1, "statement_reason_column", { column: "amount" });
  const lines: StatementLine[] = [];
  let firstBalance: string | null = null;
  let lastBalance: string | null = null;
  rows.forEach((row, i) => {
    const fileLine = mapping.skip_lines + 2 + i;
    const cell = (c: number) => (c >= 0 ? (row[c] ?? "").trim() : "");
    let amount: string;
    if (col.amount >= 0) {
      amount = amountOf(cell(col.amount), mapping.decimal, fileLine);
      if (col.direction >= 0) {
        const incoming = cell(col.direction).toUpperCase() === (mapping.credit_marker ?? "CR").toUpperCase();
        const magnitude = amount.replace(/^-/, "");
        amount = incoming ? magnitude : `-${magnitude}`;
      }
    } else {
      const debit = cell(col.debit) ? amountOf(cell(col.debit), mapping.decimal, fileLine) : "0.00";
      const credit = cell(col.credit) ? amountOf(cell(col.credit), mapping.decimal, fileLine) : "0.00";
      amount = minus(credit, debit);
    }
    if (/^-?0\.00$/.test(amount)) return;
    const balance = col.balance >= 0 && cell(col.balance) ? amountOf(cell(col.balance), mapping.decimal, fileLine) : null;
    if (balance !== null) {
      if (firstBalance === null) firstBalance = minus(balance, amount);
      lastBalance = balance;
    }
    lines.push({
      line_no: lines.length + 1,
      date: dateOf(cell(col.date), mapping.date_format, fileLine),
      description: cell(col.description) || null,
      reference: cell(col.reference) || null,
      amount,
    });
  });
  const checked = bounded(lines);
  return { opening_balance: firstBalance, closing_balance: lastBalance, statement_date: checked.at(-1)?.date ?? null, lines: checked };
}

export function parseStatement(format: StatementFormat, content: string, mapping: CsvMapping | null): ParsedStatement {
  switch (format) {
    case "csv":
      if (!mapping) throw new StatementError(1, "statement_reason_format", { format: "CSV" });
      return parseCsvStatement(content, mapping);
    case "ofx":
      return parseOfxStatement(content);
    case "mt940":
      return parseMt940Statement(content);
    case "camt053":
      return parseCamt053Statement(content);
  }
}
