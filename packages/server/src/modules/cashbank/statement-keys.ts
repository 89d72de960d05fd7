import { hash } from "node:crypto";
import { Amount } from "@neraca/core";
import type { StatementLine } from "./statement-file.js";

/** What a line's key is made of, before its position: its parts joined by U+001F, as migration 0029 joins them. */
const SEPARATOR = "\u001f";

type KeyedLine = Pick<StatementLine, "date" | "amount" | "description" | "bank_reference">;

/**
 * The key of each statement line, unique per cash or bank account (`cashbank_statement_lines_key_uq`),
 * so that a line is imported once however many files carry it: the bank's own id of the line (OFX
 * FITID, camt AcctSvcrRef, MT940 bank reference) with its date and amount; without one (CSV), its date,
 * amount and description. Lines of the file with the same parts are told apart by their running
 * position among them (the second 15 000 bank charge of a day is `…2`), so two exports of the same
 * days give the same keys. The md5 of the text, as the migration computed it for lines imported before.
 * A keyer is made per statement and given its lines one after the other, in file order (an import
 * keys them a chunk at a time as it writes them).
 */
export function lineKeyer(): (line: KeyedLine) => string {
  const seen = new Map<string, number>();
  return (line) => {
    // The readers' amounts are canonical already (`-15000.00`): the database's `numeric` text of them.
    const amount = /^-?[1-9]\d*\.\d\d$|^-?0\.\d\d$/.test(line.amount) && line.amount !== "-0.00" ? line.amount : Amount.of(line.amount).toString();
    const text = line.bank_reference
      ? `b${SEPARATOR}${line.bank_reference}${SEPARATOR}${line.date}${SEPARATOR}${amount}`
      : `d${SEPARATOR}${line.date}${SEPARATOR}${amount}${SEPARATOR}${line.description ?? ""}`;
    const position = (seen.get(text) ?? 0) + 1;
    seen.set(text, position);
    return hash("md5", `${text}${SEPARATOR}${position}`, "hex");
  };
}
