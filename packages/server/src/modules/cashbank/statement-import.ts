import { type CsvMapping, type Language, type MessageKey, STATEMENT_LINES_MAX, type StatementFormat, translate } from "@neraca/core";
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import mt940 from "mt940js";
import { AppError } from "../../platform/errors.js";

/** One transaction of a bank statement: signed amount (money in is positive), as exact decimal text. */
export interface StatementLine {
  line_no: number;
  date: string;
  description: string | null;
  reference: string | null;
  amount: string;
}

export interface ParsedStatement {
  opening_balance: string | null;
  closing_balance: string | null;
  statement_date: string | null;
  lines: StatementLine[];
}

/** A line of the file that cannot be read: 422 naming the line (`Line 3 of the file cannot be read: the date is not valid.`). */
export class StatementError extends Error {
  constructor(
    readonly line: number,
    readonly reason: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`line ${line}: ${reason}`);
  }

  toAppError(language: Language): AppError {
    const reason = translate(this.reason, language, this.params);
    const text = translate("statement_line_error", language, { line: this.line, reason });
    return new AppError(422, "statement_line_error", { line: this.line, reason }, { content: [text] });
  }
}

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

/** The value of an OFX element in a block (SGML, where closing tags are optional, or XML). */
const ofxValue = (block: string, tag: string): string | null => {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, "i").exec(block);
  return match?.[1]?.trim() || null;
};
const ofxDate = (text: string | null, line: number) => {
  const digits = (text ?? "").slice(0, 8);
  if (!/^\d{8}$/.test(digits)) throw new StatementError(line, "statement_reason_date");
  return dateOf(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`, "YYYY-MM-DD", line);
};
const lineOf = (content: string, offset: number) => content.slice(0, offset).split("\n").length;

/** OFX 1.x (SGML) or 2.x (XML) bank statement: its STMTTRN entries and ledger balance. */
export function parseOfxStatement(content: string): ParsedStatement {
  if (!/<OFX>/i.test(content) || !/<STMTRS>/i.test(content)) throw new StatementError(1, "statement_reason_format", { format: "OFX" });
  const lines: StatementLine[] = [];
  const pattern = /<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>)/gi;
  for (const match of content.matchAll(pattern)) {
    const block = match[1] ?? "";
    const line = lineOf(content, match.index ?? 0);
    const amountText = ofxValue(block, "TRNAMT");
    if (!amountText) throw new StatementError(line, "statement_reason_amount");
    const amount = amountOf(amountText, ".", line);
    if (/^-?0\.00$/.test(amount)) continue;
    const name = ofxValue(block, "NAME");
    const memo = ofxValue(block, "MEMO");
    lines.push({
      line_no: lines.length + 1,
      date: ofxDate(ofxValue(block, "DTPOSTED"), line),
      description: [name, memo].filter(Boolean).join(" · ") || null,
      reference: ofxValue(block, "CHECKNUM") ?? ofxValue(block, "REFNUM") ?? memo ?? ofxValue(block, "FITID"),
      amount,
    });
  }
  const ledger = /<LEDGERBAL>([\s\S]*?)(?=<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>)/i.exec(content)?.[1] ?? "";
  const closingText = ofxValue(ledger, "BALAMT");
  const closing = closingText ? amountOf(closingText, ".", lineOf(content, content.search(/<LEDGERBAL>/i))) : null;
  const checked = bounded(lines);
  let sum = "0.00";
  for (const l of checked) sum = minus(sum, l.amount.startsWith("-") ? l.amount.slice(1) : `-${l.amount}`);
  const endText = ofxValue(ledger, "DTASOF") ?? ofxValue(content, "DTEND");
  return {
    opening_balance: closing === null ? null : minus(closing, sum),
    closing_balance: closing,
    statement_date: endText ? ofxDate(endText, 1) : (checked.at(-1)?.date ?? null),
    lines: checked,
  };
}

interface Mt940Transaction {
  date: Date;
  amount: number;
  details?: string;
  reference?: string;
  bankReference?: string;
}
interface Mt940Statement {
  openingBalance: number;
  closingBalance: number;
  closingBalanceDate: Date;
  transactions: Mt940Transaction[];
}

/** SWIFT MT940 (the maintained `mt940js` parser); its amounts are given to two places at once. */
export function parseMt940Statement(content: string): ParsedStatement {
  let statements: Mt940Statement[];
  try {
    statements = new mt940.Parser().parse(content) as Mt940Statement[];
  } catch (error) {
    const found = /line (\d+)/i.exec(String((error as Error).message));
    throw new StatementError(found ? Number(found[1]) : 1, "statement_reason_format", { format: "MT940" });
  }
  if (statements.length === 0) throw new StatementError(1, "statement_reason_format", { format: "MT940" });
  const lines: StatementLine[] = [];
  const fileLines = content.split(/\r?\n/);
  const tag61 = fileLines.map((text, i) => (text.startsWith(":61:") ? i + 1 : 0)).filter(Boolean);
  for (const statement of statements) {
    for (const t of statement.transactions) {
      const line = tag61[lines.length] ?? 1;
      if (!(t.date instanceof Date) || Number.isNaN(t.date.getTime())) throw new StatementError(line, "statement_reason_date");
      lines.push({
        line_no: lines.length + 1,
        date: t.date.toISOString().slice(0, 10),
        description: t.details?.replace(/\n/g, " ").trim() || null,
        reference: t.reference && t.reference !== "NONREF" ? t.reference : (t.bankReference ?? null),
        amount: t.amount.toFixed(2),
      });
    }
  }
  const first = statements[0] as Mt940Statement;
  const last = statements.at(-1) as Mt940Statement;
  return {
    opening_balance: first.openingBalance.toFixed(2),
    closing_balance: last.closingBalance.toFixed(2),
    statement_date: last.closingBalanceDate.toISOString().slice(0, 10),
    lines: bounded(lines),
  };
}

type Xml = Record<string, unknown>;
const list = (value: unknown): Xml[] => (Array.isArray(value) ? (value as Xml[]) : value ? [value as Xml] : []);
const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") return text((value as Xml)["#text"]);
  return String(value).trim() || null;
};
const path = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Xml)[k] : undefined), value);

/** ISO 20022 camt.053 (read with `fast-xml-parser`): entries, and the opening (OPBD) and closing (CLBD) booked balances. */
export function parseCamt053Statement(content: string): ParsedStatement {
  let document: Xml;
  try {
    document = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(content, true) as Xml;
  } catch (error) {
    const found = /line[: ]+(\d+)/i.exec(String((error as Error).message));
    throw new StatementError(found ? Number(found[1]) : 1, "statement_reason_format", { format: "camt.053" });
  }
  const statement = list(path(document, "Document", "BkToCstmrStmt", "Stmt"))[0];
  if (!statement) throw new StatementError(1, "statement_reason_format", { format: "camt.053" });
  const entryLines = content.split(/\r?\n/).map((l, i) => (/<(\w+:)?Ntry>/.test(l) ? i + 1 : 0)).filter(Boolean);
  const signed = (node: unknown, line: number) => {
    const amount = amountOf(text(path(node, "Amt")) ?? "", ".", line);
    return text(path(node, "CdtDbtInd")) === "DBIT" ? `-${amount.replace(/^-/, "")}` : amount;
  };
  const lines: StatementLine[] = list(statement.Ntry).map((entry, i) => {
    const line = entryLines[i] ?? 1;
    const details = list(path(entry, "NtryDtls", "TxDtls"))[0];
    const dateText = text(path(entry, "BookgDt", "Dt")) ?? text(path(entry, "BookgDt", "DtTm"))?.slice(0, 10) ?? "";
    return {
      line_no: i + 1,
      date: dateOf(dateText, "YYYY-MM-DD", line),
      description: text(path(details, "RmtInf", "Ustrd")) ?? text(path(entry, "AddtlNtryInf")),
      reference: text(path(details, "Refs", "EndToEndId")) ?? text(path(entry, "AcctSvcrRef")),
      amount: signed(entry, line),
    };
  });
  const balance = (code: string) => list(statement.Bal).find((b) => text(path(b, "Tp", "CdOrPrtry", "Cd")) === code);
  const opening = balance("OPBD") ?? balance("PRCD");
  const closing = balance("CLBD");
  return {
    opening_balance: opening ? signed(opening, 1) : null,
    closing_balance: closing ? signed(closing, 1) : null,
    statement_date: closing ? text(path(closing, "Dt", "Dt")) : null,
    lines: bounded(lines),
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
