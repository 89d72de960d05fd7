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
  if (value.startsWith(".")) value = `0${value}`;
  if (!MONEY.test(value)) throw new StatementError(line, "statement_reason_amount");
  const [whole = "0", fraction = ""] = value.split(".");
  const canonical = `${whole.replace(/^0+(?=\d)/, "")}.${fraction.padEnd(2, "0")}`;
  return negative && !/^0\.00$/.test(canonical) ? `-${canonical}` : canonical;
}

/** Month names of Indonesian and English exports, full or short (`Agustus`, `Agt`, `Aug`). */
const MONTHS: Record<string, number> = Object.fromEntries(
  [
    ["jan", "januari", "january"],
    ["feb", "februari", "february", "pebruari"],
    ["mar", "maret", "march"],
    ["apr", "april"],
    ["mei", "may"],
    ["jun", "juni", "june"],
    ["jul", "juli", "july"],
    ["agu", "agt", "ags", "aug", "agustus", "august"],
    ["sep", "sept", "september"],
    ["okt", "oct", "oktober", "october"],
    ["nov", "nop", "november", "nopember"],
    ["des", "dec", "desember", "december"],
  ].flatMap((names, i) => names.map((name) => [name, i + 1])),
);

/** The last day of a statement's period, which gives a date without its year its year. */
export interface PeriodEnd {
  year: number;
  month: number;
  day: number;
}

/**
 * Text dates in the mapping's format → `YYYY-MM-DD`, checked as a real calendar date; a time after the
 * date is ignored. A day-first date without its year (`05/03`) takes the period's: its end's year, or the
 * year before for a day after the end's day and month (a period across the new year).
 */
export function dateOf(text: string, format: CsvMapping["date_format"], line: number, period: PeriodEnd | null = null): string {
  const parts = text.trim().split(/[/\-.\s]/).filter(Boolean);
  let year: string | undefined;
  let month: string | undefined;
  let day: string | undefined;
  if (format === "YYYY-MM-DD") [year, month, day] = parts;
  else if (format === "MM/DD/YYYY") [month, day, year] = parts;
  else [day, month, year] = parts;
  if (format === "DD MMM YYYY") month = month && MONTHS[month.toLowerCase()] ? String(MONTHS[month.toLowerCase()]) : undefined;
  if ((format === "DD/MM/YY" || format === "DD MMM YYYY") && year?.length === 2) year = `20${year}`;
  const dayFirst = format !== "YYYY-MM-DD" && format !== "MM/DD/YYYY";
  if (dayFirst && parts.length === 2 && /^\d{1,2}$/.test(day ?? "") && /^\d{1,2}$/.test(month ?? "")) {
    if (!period) throw new StatementError(line, "statement_reason_year");
    const after = Number(month) > period.month || (Number(month) === period.month && Number(day) > period.day);
    year = String(after ? period.year - 1 : period.year);
  }
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

/** A cell as the bank meant it: trimmed, without the apostrophe Excel-minded exports put before numbers (`'0000`). */
const plain = (text: string | null | undefined) => (text ?? "").trim().replace(/^'/, "").trim();

/** The end of the period named in title lines (`Periode : 01/03/2026 - 31/03/2026`): their last day-first date with a year. */
function periodOf(titles: string[][]): PeriodEnd | null {
  const found = [...titles.flat().join(" ").matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)].at(-1);
  return found ? { day: Number(found[1]), month: Number(found[2]), year: Number(found[3]) } : null;
}

/**
 * A bank's CSV export read with a column mapping: title lines, then the header row (the first, from
 * `skip_lines` on, naming the date column), the transactions, and perhaps a summary whose labelled rows
 * give the opening and closing balances; else the running balance column gives them (in the file's date
 * order, oldest or newest first).
 */
export function parseCsvStatement(content: string, mapping: CsvMapping): ParsedStatement {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(content.replace(/^\uFEFF/, ""), {
      delimiter: mapping.delimiter,
      from_line: mapping.skip_lines + 1,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new StatementError(line, "statement_reason_format", { format: "CSV" });
  }
  const key = (text: string | null | undefined) => plain(text ?? "").toLowerCase();
  const headerAt = records.slice(0, 50).findIndex((r) => r.record.some((h) => key(h) === key(mapping.date_column)));
  if (headerAt < 0) throw new StatementError(records[0]?.info.lines ?? mapping.skip_lines + 1, "statement_reason_column", { column: mapping.date_column });
  const header = (records[headerAt]?.record ?? []).map(key);
  const headerLine = records[headerAt]?.info.lines ?? 1;
  const period = periodOf(records.slice(0, headerAt).map((r) => r.record));
  /** A column by its header text; `Description (2)` is the second column of that name. */
  const index = (name: string | null) => {
    if (!name) return -1;
    let i = header.indexOf(key(name));
    const nth = /^(.*\S)\s*\((\d)\)$/.exec(key(name));
    if (i < 0 && nth) i = header.map((h, c) => (h === nth[1] ? c : -1)).filter((c) => c >= 0)[Number(nth[2]) - 1] ?? -1;
    if (i < 0) throw new StatementError(headerLine, "statement_reason_column", { column: name });
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
  if (col.amount < 0 && (col.debit < 0 || col.credit < 0)) throw new StatementError(headerLine, "statement_reason_column", { column: "amount" });
  const credit = (mapping.credit_marker ?? "CR").toUpperCase();
  const labels = [mapping.opening_label, mapping.closing_label].map(key).filter(Boolean);
  const summaryAt = records.findIndex((r, i) => i > headerAt && labels.some((label) => key(r.record[0]).startsWith(label)));
  const rows = records.slice(headerAt + 1, summaryAt < 0 ? undefined : summaryAt);
  /** The amount on a summary row of this label: the first after the label, in its cell or the next ones. */
  const summary = (label: string | null) => {
    const row = label && summaryAt >= 0 ? records.slice(summaryAt).find((r) => key(r.record[0]).startsWith(key(label))) : undefined;
    if (!row) return null;
    const cells = [plain(row.record[0]).slice(plain(label).length), ...row.record.slice(1)].map((c) => plain(c).replace(/^:\s*/, ""));
    for (const c of cells.filter(Boolean)) {
      try {
        return amountOf(c, mapping.decimal, row.info.lines);
      } catch {
        // Not an amount (a count of transactions, a colon): the next cell.
      }
    }
    return null;
  };
  const lines: StatementLine[] = [];
  const balances: { amount: string; balance: string }[] = [];
  for (const { record: row, info } of rows) {
    const fileLine = info.lines;
    const cell = (c: number) => (c >= 0 ? plain(row[c]) : "");
    if (mapping.pending_marker && key(cell(col.date)) === key(mapping.pending_marker)) continue;
    let amount: string;
    if (col.amount >= 0) {
      let text = cell(col.amount);
      let marker = col.direction >= 0 ? cell(col.direction) : null;
      if (mapping.marker_after_amount) {
        marker = /[A-Za-z]+$/.exec(text)?.[0] ?? (header[col.amount + 1] === "" ? cell(col.amount + 1) : "");
        text = text.replace(/[A-Za-z]+$/, "");
        if (!marker) throw new StatementError(fileLine, "statement_reason_side");
      }
      amount = amountOf(text, mapping.decimal, fileLine);
      if (marker !== null) {
        const magnitude = amount.replace(/^-/, "");
        amount = marker.toUpperCase() === credit ? magnitude : `-${magnitude}`;
      }
    } else {
      const debit = cell(col.debit) ? amountOf(cell(col.debit), mapping.decimal, fileLine) : "0.00";
      const creditAmount = cell(col.credit) ? amountOf(cell(col.credit), mapping.decimal, fileLine) : "0.00";
      amount = minus(creditAmount, debit);
    }
    if (/^-?0\.00$/.test(amount)) continue;
    const balance = col.balance >= 0 && cell(col.balance) ? amountOf(cell(col.balance), mapping.decimal, fileLine) : null;
    if (balance !== null) balances.push({ amount, balance });
    lines.push({
      line_no: lines.length + 1,
      date: dateOf(cell(col.date), mapping.date_format, fileLine, period),
      description: cell(col.description).replace(/\s+/g, " ") || null,
      reference: cell(col.reference).replace(/\s+/g, " ") || null,
      amount,
    });
  }
  const checked = bounded(lines);
  const newestFirst = (checked[0]?.date ?? "") > (checked.at(-1)?.date ?? "");
  const [first, last] = newestFirst ? [balances.at(-1), balances[0]] : [balances[0], balances.at(-1)];
  const dates = checked.map((l) => l.date).sort();
  return {
    opening_balance: summary(mapping.opening_label) ?? (first ? minus(first.balance, first.amount) : null),
    closing_balance: summary(mapping.closing_label) ?? last?.balance ?? null,
    statement_date: dates.at(-1) ?? null,
    lines: checked,
  };
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
