import type { CsvMapping, StatementAccount, StatementFormat } from "@neraca/core";
import { readCamtAccounts } from "./statement-camt.js";
import { type ParsedStatement, readToEnd, StatementError, type StatementPart } from "./statement-file.js";
import { parseStatement } from "./statement-import.js";
import { readingMt940Accounts } from "./statement-mt940.js";
import { readOfxAccounts } from "./statement-ofx.js";

/**
 * Every account's statement in a file, each checked and joined (statement-file.ts): one for a CSV,
 * which names no account; MT940, OFX and camt may hold several. Read as it goes for MT940 (giving the
 * statements read so far, `readingMt940Accounts`), at once for the others.
 */
export function* readingStatementAccounts(format: StatementFormat, content: string, mapping: CsvMapping | null): Generator<readonly StatementPart[], ParsedStatement[]> {
  const accounts = format === "mt940" ? yield* readingMt940Accounts(content) : format === "ofx" ? readOfxAccounts(content) : format === "camt053" ? readCamtAccounts(content) : null;
  if (!accounts) return [parseStatement(format, content, mapping)];
  if (accounts.length === 0) throw new StatementError(1, "statement_reason_no_statement", { format: format === "camt053" ? "camt.053" : format.toUpperCase() });
  return accounts.map(({ first_line: _line, first_statement: _statement, ...statement }) => statement);
}

/** Every account's statement in a file, read at once (`readingStatementAccounts`). */
export const readStatementAccounts = (format: StatementFormat, content: string, mapping: CsvMapping | null): ParsedStatement[] =>
  readToEnd(readingStatementAccounts(format, content, mapping));

/**
 * The forms an account number takes, for comparing one a person typed with one a file states: case,
 * spaces and punctuation aside; the number after a bank's code (`BIC/number`, `bank code/number`,
 * `number/EUR`); a currency after the number (`…4300EUR`); an IBAN's domestic number (its BBAN, and
 * the digits that end it); leading zeros.
 */
export function accountForms(text: string | null | undefined): Set<string> {
  const upper = (text ?? "").toUpperCase();
  const parts = upper.split("/").map((part) => part.replace(/[^A-Z0-9]/g, "")).filter(Boolean);
  if (parts.length > 1 && /^[A-Z]{3}$/.test(parts.at(-1) ?? "")) parts.pop();
  const forms = new Set<string>();
  for (const part of new Set([upper.replace(/[^A-Z0-9]/g, ""), parts.at(-1) ?? ""])) {
    const withoutCurrency = /^(.*\d)[A-Z]{3}$/.exec(part)?.[1];
    for (const number of [part, withoutCurrency]) {
      if (!number || number.length < 5) continue;
      forms.add(number);
      if (/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(number)) {
        forms.add(number.slice(4));
        const digits = /\d+$/.exec(number.slice(4))?.[0];
        if (digits && digits.length >= 5) forms.add(digits);
      }
    }
  }
  for (const form of [...forms]) if (/^\d+$/.test(form)) forms.add(form.replace(/^0+(?=\d)/, ""));
  return forms;
}

/** Whether two account numbers name the same account (`accountForms` in common). */
export function sameAccount(a: string | null | undefined, b: string | null | undefined): boolean {
  const forms = accountForms(b);
  return [...accountForms(a)].some((form) => forms.has(form));
}

/** An account of a file as the answer lists it. */
export const accountSummary = (a: ParsedStatement): StatementAccount => {
  const dates = a.lines.map((l) => l.date).sort();
  return {
    account: a.account ?? null,
    currency: a.currency ?? null,
    lines: a.lines.length,
    date_from: dates[0] ?? null,
    date_to: dates.at(-1) ?? null,
    opening_balance: a.opening_balance,
    closing_balance: a.closing_balance,
  };
};

/**
 * The statement to import from a file's accounts: its only one (unless it names another account
 * number than the cash/bank account's); else the one `wanted` (as the user
 * picked it from the list), else the one whose number is the cash/bank account's — of its currency
 * when the file holds that account in several. `null` when none is found: the caller lists them.
 */
export function chooseStatement(accounts: ParsedStatement[], wanted: string | null, own: { number: string | null; currency: string }): ParsedStatement | null {
  const [only] = accounts;
  // A file of one account is that account's unless it names another number than the cash/bank
  // account's: then the user confirms it by picking it (`wanted`), as from a file of several.
  const namesAnother = !!only?.account && !!own.number && !sameAccount(only.account, own.number);
  if (accounts.length === 1 && only && (!wanted || !only.account) && (wanted || !namesAnother)) return only;
  const by = wanted ?? own.number;
  if (!by) return null;
  const found = accounts.filter((a) => sameAccount(a.account, by));
  const inCurrency = found.length > 1 ? found.filter((a) => a.currency?.toUpperCase() === own.currency) : found;
  return inCurrency.length === 1 ? (inCurrency[0] ?? null) : null;
}
