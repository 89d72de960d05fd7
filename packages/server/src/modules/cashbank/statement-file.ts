import { Amount, formatAmount, type Language, type MessageKey, STATEMENT_LINES_MAX, translate } from "@neraca/core";
import { AppError } from "../../platform/errors.js";

/** One transaction of a bank statement: signed amount (money in is positive), as exact decimal text. */
export interface StatementLine {
  line_no: number;
  date: string;
  description: string | null;
  /** The reference a person reads and matches on (a customer reference, an end-to-end id, a cheque number). */
  reference: string | null;
  /** The bank's own id of the line (OFX FITID, camt AcctSvcrRef, MT940 :61: bank reference); absent for CSV. */
  bank_reference?: string | null;
  amount: string;
}

/**
 * What a statement file says, one account's statements joined (opening of the first, closing of the
 * last, lines in order). `currency` and `account` when the file names them (never for CSV).
 */
export interface ParsedStatement {
  opening_balance: string | null;
  closing_balance: string | null;
  statement_date: string | null;
  currency?: string | null;
  account?: string | null;
  lines: StatementLine[];
}

/**
 * A file that cannot be taken: 422 naming the line and the reason (`Line 3 of the file cannot be read:
 * the date is not valid.`). `amounts` are canonical decimal texts, written in the reader's notation.
 */
export class StatementError extends Error {
  constructor(
    readonly line: number,
    readonly reason: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly amounts: Record<string, string> = {},
  ) {
    super(`line ${line}: ${reason}`);
  }

  toAppError(language: Language): AppError {
    const amounts = Object.fromEntries(Object.entries(this.amounts).map(([name, value]) => [name, formatAmount(value, language)]));
    const reason = translate(this.reason, language, { ...this.params, ...amounts });
    const text = translate("statement_line_error", language, { line: this.line, reason });
    return new AppError(422, "statement_line_error", { line: this.line, reason }, { content: [text] });
  }
}

/**
 * An amount of a structured file (MT940 `1234,56` or `500,`, OFX `-200,00` or `-200.00`, camt `0.2`)
 * → canonical decimal text. One decimal mark, `.` or `,`, no grouping; places past the second must be
 * zeros (an amount is never rounded).
 */
export function decimalOf(text: string, line: number): string {
  const found = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  const [, sign = "", whole = "", fraction = ""] = found ?? [];
  if (!found || (whole === "" && fraction === "") || whole.length > 18 || /[1-9]/.test(fraction.slice(2))) {
    throw new StatementError(line, "statement_reason_amount");
  }
  return Amount.of(`${sign === "-" ? "-" : ""}${whole || "0"}.${fraction.slice(0, 2) || "0"}`).toString();
}

/** `YYYY-MM-DD` checked as a real calendar date. */
export function isoDate(text: string, line: number): string {
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new StatementError(line, "statement_reason_date");
  }
  return text;
}

/** A file line number for each character offset of a text, found by binary search over its line starts. */
export function lineFinder(content: string): (offset: number) => number {
  const starts = [0];
  for (let i = content.indexOf("\n"); i >= 0; i = content.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** What a reader that gives what it has read as it goes (a generator) answers in the end, read at once. */
export function readToEnd<T>(reading: Generator<unknown, T>): T {
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
  }
}

/** A balance as the file states it, with its line. */
export interface StatedBalance {
  amount: string;
  line: number;
  date: string | null;
}

/** One statement of a file as its reader found it, before the checks. */
export interface StatementPart {
  /** Its number in the file (1 for the first) and the line where it starts. */
  number: number;
  line: number;
  account: string | null;
  currency: string | null;
  opening: StatedBalance | null;
  closing: StatedBalance | null;
  lines: (Omit<StatementLine, "line_no"> & { file_line: number })[];
}

/** One account's statements, joined. */
export interface AccountStatement extends ParsedStatement {
  /** The line where its first statement starts (for refusing a second account by its line). */
  first_line: number;
  first_statement: number;
}

const sumOf = (lines: StatementPart["lines"]) => lines.reduce((sum, l) => sum.plus(l.amount), Amount.of(0n));

/**
 * Checks each statement — opening + its lines = closing; an opening the file does not state (OFX, a
 * camt report with its closing only) is the closing less the lines — and joins the statements of each
 * account in file order, each opening where the one before closed. Answers one joined statement per
 * account, in the order of their first statement.
 */
export function joinStatements(parts: StatementPart[]): AccountStatement[] {
  const accounts = new Map<string, { joined: AccountStatement; last: StatedBalance | null }>();
  let count = 0;
  for (const part of parts) {
    const sum = sumOf(part.lines);
    let opening = part.opening;
    if (!opening && part.closing) opening = { ...part.closing, amount: Amount.of(part.closing.amount).minus(sum).toString() };
    const key = `${part.account ?? ""} ${part.currency ?? ""}`;
    const found = accounts.get(key);
    if (found?.last && opening && !Amount.of(found.last.amount).equals(Amount.of(opening.amount))) {
      throw new StatementError(opening.line, "statement_reason_chain", { statement: part.number }, { opening: opening.amount, previous: found.last.amount });
    }
    if (part.opening && part.closing) {
      const expected = Amount.of(part.opening.amount).plus(sum);
      if (!expected.equals(Amount.of(part.closing.amount))) {
        throw new StatementError(part.closing.line, "statement_reason_unbalanced", { statement: part.number }, {
          opening: part.opening.amount,
          lines: sum.toString(),
          expected: expected.toString(),
          closing: part.closing.amount,
        });
      }
    }
    count += part.lines.length;
    if (count > STATEMENT_LINES_MAX) throw new StatementError(part.lines.at(-1)?.file_line ?? part.line, "statement_reason_too_many", { max: STATEMENT_LINES_MAX });
    const account = found ?? {
      joined: {
        opening_balance: opening?.amount ?? null,
        closing_balance: null,
        statement_date: null,
        currency: part.currency,
        account: part.account,
        lines: [],
        first_line: part.line,
        first_statement: part.number,
      },
      last: null,
    };
    const { joined } = account;
    for (const { file_line: _, ...line } of part.lines) joined.lines.push({ ...line, line_no: joined.lines.length + 1 });
    joined.closing_balance = part.closing?.amount ?? joined.closing_balance;
    joined.statement_date = part.closing?.date ?? part.lines.at(-1)?.date ?? joined.statement_date;
    account.last = part.closing;
    accounts.set(key, account);
  }
  return [...accounts.values()].map((a) => a.joined);
}

/** The one account of a file: a second account's statement is refused, naming that account; no line at all is refused. */
export function oneAccount(accounts: AccountStatement[], format: string): ParsedStatement {
  const [first, second] = accounts;
  if (!first) throw new StatementError(1, "statement_reason_no_statement", { format });
  if (second) {
    const name = (a: AccountStatement) => [a.account ?? "?", a.currency].filter(Boolean).join(" ");
    throw new StatementError(second.first_line, "statement_reason_other_account", { statement: second.first_statement, account: name(second), first: name(first) });
  }
  if (first.lines.length === 0) throw new StatementError(1, "statement_reason_empty");
  const { first_line: _line, first_statement: _statement, ...statement } = first;
  return statement;
}
