import { STATEMENT_LINES_MAX } from "@neraca/core";
import { decimalOf, isoDate, joinStatements, oneAccount, readToEnd, type AccountStatement, type ParsedStatement, StatementError, type StatedBalance, type StatementPart } from "./statement-file.js";

/**
 * SWIFT MT940, read here rather than by an npm parser: the maintained one (`mt940js`) gives amounts as
 * JS numbers and dates through the server's time zone, and stops at a bank's envelope or header lines.
 * This reader keeps every amount as text, and takes the file as banks send it: the SWIFT envelope
 * (`{1:…}{2:…}{4:` … `-}`, SOH/ETX characters), a bank's lines before the first tag (`ABNANL2A`, `940`,
 * `:940:`), `:86:` over several lines, several statements in one file (`:60M:`/`:62M:` pages included),
 * `:61:` with or without its entry date.
 */

/** The tags an MT940 (or MT942) statement may carry; any other `:XX:` line is refused by name. */
const TAGS = new Set(["20", "21", "13", "13D", "25", "25P", "28", "28C", "34F", "60F", "60M", "61", "62F", "62M", "64", "65", "86", "90C", "90D", "NS"]);
const TAG_LINE = /^:([0-9]{2}[A-Z]?|NS):(.*)$/;
/** `YYMMDD[MMDD]` (an absent entry date may be four spaces, as Citi writes it) `C|D|RC|RD` [funds code] amount, type (`NTRF`, `N426`, `NOV `), customer reference [`//` bank reference]. */
const TRANSACTION = /^(\d{6})(?:(\d{4})| {4})?(RC|RD|C|D)([A-Z])?(\d+(?:,\d*)?)\s?([A-Z][A-Z0-9 ]{3})(.*)$/;
const BALANCE = /^(C|D)(\d{6})([A-Z]{3})(\d+(?:,\d*)?)$/;

interface Field {
  tag: string;
  line: number;
  text: string[];
}

const yymmdd = (text: string, line: number) => {
  const year = Number(text.slice(0, 2));
  return isoDate(`${year < 80 ? 2000 + year : 1900 + year}-${text.slice(2, 4)}-${text.slice(4, 6)}`, line);
};

function balanceOf(field: Field): StatedBalance & { currency: string } {
  const found = BALANCE.exec((field.text[0] ?? "").trim());
  if (!found) throw new StatementError(field.line, "statement_reason_field", { field: `:${field.tag}:` });
  const [, mark, date = "", currency = "", amount = ""] = found;
  const value = decimalOf(amount, field.line);
  return { amount: mark === "D" && !/^0\.00$/.test(value) ? `-${value}` : value, date: yymmdd(date, field.line), line: field.line, currency };
}

/** A `:61:` line with its `:86:` text; the entry (booking) date when the bank gives one, else the value date. */
function transactionOf(field: Field, details: string[]): StatementPart["lines"][number] {
  const found = TRANSACTION.exec(field.text[0] ?? "");
  if (!found) throw new StatementError(field.line, "statement_reason_field", { field: ":61:" });
  const [, value = "", entry, mark = "", , amountText = "", , rest = ""] = found;
  const valueDate = yymmdd(value, field.line);
  let date = valueDate;
  if (entry) {
    // The entry date has no year: the value date's, or the one next to it across the new year.
    const month = Number(entry.slice(0, 2));
    const valueMonth = Number(valueDate.slice(5, 7));
    const year = Number(valueDate.slice(0, 4)) + (month - valueMonth > 6 ? -1 : valueMonth - month > 6 ? 1 : 0);
    date = isoDate(`${year}-${entry.slice(0, 2)}-${entry.slice(2, 4)}`, field.line);
  }
  const magnitude = decimalOf(amountText, field.line);
  const incoming = mark === "C" || mark === "RD";
  const [customer = "", bank = ""] = rest.split("//").map((s) => s.trim());
  const customerReference = customer && customer !== "NONREF" ? customer : null;
  const bankReference = bank && bank !== "NONREF" ? (bank.split(/\s/)[0] ?? null) : null;
  const supplementary = field.text.slice(1).join(" ");
  const description = (details.length > 0 ? details.join(" ") : supplementary).replace(/\s+/g, " ").trim();
  return {
    date,
    description: description || null,
    reference: customerReference ?? bankReference,
    bank_reference: bankReference ?? customerReference,
    amount: incoming || /^0\.00$/.test(magnitude) ? magnitude : `-${magnitude}`,
    file_line: field.line,
  };
}

/** Where the reading of the file's fields stands: whether it ended inside a SWIFT envelope, and its last line. */
interface FieldsEnd {
  endsInEnvelope: boolean;
  lastLine: number;
}

/**
 * The fields of the file in order, each with its continuation lines, given as each is complete (the
 * next begins or its message ends); what is outside a message (envelope, a bank's header lines) is
 * left out. `end` is filled in once the file is read.
 */
function* fieldsOf(content: string, end: FieldsEnd): Generator<Field, void> {
  let current: Field | null = null;
  let inMessage = false;
  let inEnvelope = false;
  const lines = content.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i += 1) {
    // SOH, ETX and the other control characters of a SWIFT transmission (a tab stays: some banks put one in `:86:`).
    let text = [...(lines[i] as string)].filter((c) => c === "\t" || (c >= " " && c !== "\u007F" && c !== "\uFEFF")).join("");
    const block4 = text.indexOf("{4:");
    if (block4 >= 0) {
      // `-}{1:…}{4:`: one message ends and the next begins on the same line.
      if (text.startsWith("-")) {
        if (current) yield current;
        current = null;
        inMessage = false;
      }
      inEnvelope = true;
      text = text.slice(block4 + 3);
    } else if (/^\{\d:/.test(text)) continue;
    if (/^-\s*(\}.*)?$/.test(text.trimEnd())) {
      // The end of a message (`-`, or `-}` closing the envelope's block 4).
      if (text.includes("}")) inEnvelope = false;
      if (current) yield current;
      current = null;
      inMessage = false;
      continue;
    }
    const tag = TAG_LINE.exec(text);
    if (tag && (tag[1] === "20" || (inMessage && tag[1] !== undefined))) {
      const name = tag[1] ?? "";
      if (!TAGS.has(name)) throw new StatementError(i + 1, "statement_reason_unknown_tag", { tag: `:${name}:` });
      inMessage = true;
      if (current) yield current;
      current = { tag: name, line: i + 1, text: [tag[2] ?? ""] };
    } else if (tag && !inMessage && TAGS.has(tag[1] ?? "") && tag[1] !== "86") {
      // A statement without its `:20:` line: it starts at its first known tag.
      inMessage = true;
      if (current) yield current;
      current = { tag: tag[1] ?? "", line: i + 1, text: [tag[2] ?? ""] };
    } else if (current && text.trim() !== "") {
      current.text.push(text);
    }
  }
  if (current) yield current;
  end.endsInEnvelope = inEnvelope;
  end.lastLine = lines.length;
}

/** How many transactions are read between two looks of the caller at what was read (`readingMt940Accounts`). */
const LINES_PER_STEP = 500;

/**
 * The statements of the file, each from its `:20:` (or first tag) to its closing balance and what
 * follows it. Read as it goes: every `LINES_PER_STEP` transactions it gives the statements read so
 * far (the last one growing), so that a caller can write their lines while the rest is read.
 */
function* statementsOf(content: string): Generator<readonly StatementPart[], StatementPart[]> {
  // A file without a balance or transaction tag anywhere is not an MT940, whatever else it holds: told
  // first (a loose look; the fields read tell it at the end for a file this lets through).
  if (!/:(?:60[FM]|61|62[FM]):/.test(content)) throw new StatementError(1, "statement_reason_format", { format: "MT940" });
  const end: FieldsEnd = { endsInEnvelope: false, lastLine: 0 };
  const parts: StatementPart[] = [];
  let part: StatementPart | null = null;
  let closed = true;
  let balances = false;
  // A `:61:` waits for the `:86:` fields right after it.
  let transaction: { field: Field; part: StatementPart; details: string[] } | null = null;
  let sinceStep = 0;
  let count = 0;
  const startsStatement = (tag: string) => tag === "20" || (closed && /^(21|25|25P|28|28C|60F|60M)$/.test(tag));
  for (const field of fieldsOf(content, end)) {
    if (field.tag === "86" && transaction) {
      transaction.details.push(...field.text);
      continue;
    }
    if (transaction) {
      transaction.part.lines.push(transactionOf(transaction.field, transaction.details));
      transaction = null;
      count += 1;
      sinceStep += 1;
      if (sinceStep >= LINES_PER_STEP) {
        sinceStep = 0;
        yield parts;
      }
    }
    if (/^(60F|60M|61|62F|62M)$/.test(field.tag)) balances = true;
    if (startsStatement(field.tag)) {
      if (part && !closed) throw new StatementError(field.line, "statement_reason_no_closing", { statement: part.number });
      part = { number: parts.length + 1, line: field.line, account: null, currency: null, opening: null, closing: null, lines: [] };
      parts.push(part);
      closed = false;
    }
    if (!part) continue;
    if (field.tag === "25" || field.tag === "25P") part.account = field.text.join(" ").trim() || null;
    else if (field.tag === "60F" || field.tag === "60M") {
      const balance = balanceOf(field);
      part.opening = balance;
      part.currency = balance.currency;
    } else if (field.tag === "61") {
      if (!part.opening) throw new StatementError(field.line, "statement_reason_no_opening", { statement: part.number });
      // Past the import's limit the file is refused here, not once it is all read (and written meanwhile).
      if (count >= STATEMENT_LINES_MAX) throw new StatementError(field.line, "statement_reason_too_many", { max: STATEMENT_LINES_MAX });
      transaction = { field, part, details: [] };
    } else if (field.tag === "62F" || field.tag === "62M") {
      if (!part.opening) throw new StatementError(field.line, "statement_reason_no_opening", { statement: part.number });
      part.closing = balanceOf(field);
      closed = true;
    }
  }
  if (transaction) transaction.part.lines.push(transactionOf(transaction.field, transaction.details));
  if (!balances) throw new StatementError(1, "statement_reason_format", { format: "MT940" });
  if (part && (!closed || end.endsInEnvelope)) throw new StatementError(end.lastLine, "statement_reason_truncated", { statement: part.number });
  return parts;
}

/**
 * Every account of an MT940 file, its statements checked and joined; read as it goes, giving the
 * statements read so far every `LINES_PER_STEP` transactions (`readToEnd` reads it at once).
 */
export function* readingMt940Accounts(content: string): Generator<readonly StatementPart[], AccountStatement[]> {
  const parts = yield* statementsOf(content);
  return joinStatements(parts.filter((p) => p.opening || p.lines.length > 0));
}

/** Every account of an MT940 file, its statements checked and joined. */
export const readMt940Accounts = (content: string): AccountStatement[] => readToEnd(readingMt940Accounts(content));

/** An MT940 file of one account, its statements checked and joined. */
export function parseMt940Statement(content: string): ParsedStatement {
  return oneAccount(readMt940Accounts(content), "MT940");
}
