import { XMLParser, XMLValidator } from "fast-xml-parser";
import { decimalOf, isoDate, joinStatements, lineFinder, oneAccount, type AccountStatement, type ParsedStatement, StatementError, type StatementPart } from "./statement-file.js";

/**
 * ISO 20022 bank-to-customer messages, read with `fast-xml-parser`: camt.053 statements
 * (`BkToCstmrStmt/Stmt`), camt.052 reports (`BkToCstmrAcctRpt/Rpt`) and camt.054 notifications
 * (`BkToCstmrDbtCdtNtfctn/Ntfctn`), every one in the file. Balances: opening `OPBD` (or `PRCD`, the
 * previous closing), closing `CLBD` (or the last interim `ITBD` of a report). Only booked entries count
 * (`Sts` BOOK, or none); a batch (`NtryDtls` with several `TxDtls`, or `Btch/NbOfTxs` above one) stays
 * one line with the entry's amount. Dates are the booking date as written: `BookgDt/Dt`, or the date
 * part of `DtTm` in its own offset, never moved into the server's time zone.
 */

type Xml = Record<string, unknown>;
const list = (value: unknown): Xml[] => (Array.isArray(value) ? (value as Xml[]) : value !== undefined && value !== null ? [value as Xml] : []);
const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(" ") || null;
  if (typeof value === "object") return text((value as Xml)["#text"]);
  return String(value).trim() || null;
};
const path = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((v, k) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Xml)[k] : undefined), value);

const KINDS = [
  { message: "BkToCstmrStmt", statement: "Stmt" },
  { message: "BkToCstmrAcctRpt", statement: "Rpt" },
  { message: "BkToCstmrDbtCdtNtfctn", statement: "Ntfctn" },
] as const;
const NOT_BOOKED = new Set(["PDNG", "INFO", "FUTR"]);

/** File lines of each opening tag of a name, in document order (`<Ntry>`, `<ns:Ntry attr>`). */
const linesOfTag = (content: string, name: string, line: (offset: number) => number) =>
  [...content.matchAll(new RegExp(`<(?:[\\w.-]+:)?${name}[\\s>]`, "g"))].map((m) => line(m.index ?? 0));

const signed = (node: unknown, line: number) => {
  const amount = decimalOf(text(path(node, "Amt")) ?? "", line);
  return text(path(node, "CdtDbtInd")) === "DBIT" && !/^0\.00$/.test(amount) ? `-${amount}` : amount;
};
const dateText = (node: unknown) => text(path(node, "Dt")) ?? text(path(node, "DtTm"))?.slice(0, 10) ?? null;

/** One entry as a line: a single transaction with its party and remittance text, a batch described as such. */
function lineOf(entry: Xml, line: number, fallbackDate: string | null): StatementPart["lines"][number] {
  const details = list(path(entry, "NtryDtls", "TxDtls"));
  const batchCount = Math.max(details.length, Number(text(path(entry, "NtryDtls", "Btch", "NbOfTxs")) ?? 0));
  const entryInfo = text(path(entry, "AddtlNtryInf"));
  const party = (tx: unknown) => text(path(tx, "RltdPties", "Dbtr", "Nm")) ?? text(path(tx, "RltdPties", "Cdtr", "Nm"));
  const remittance = (tx: unknown) => text(path(tx, "RmtInf", "Ustrd")) ?? text(path(tx, "AddtlTxInf"));
  const endToEnd = (tx: unknown) => {
    const id = text(path(tx, "Refs", "EndToEndId"));
    return id && id !== "NOTPROVIDED" ? id : null;
  };
  const single = details.length === 1 && batchCount <= 1 ? details[0] : undefined;
  let description: string | null;
  let reference: string | null;
  if (batchCount > 1) {
    const parts = details.map((tx) => [party(tx), remittance(tx)].filter(Boolean).join(" ")).filter(Boolean);
    description = [entryInfo, `${batchCount}×`, parts.join("; ")].filter(Boolean).join(" ");
    reference = text(path(entry, "NtryDtls", "Btch", "PmtInfId")) ?? text(path(entry, "AcctSvcrRef"));
  } else {
    description = [party(single), remittance(single) ?? entryInfo].filter(Boolean).join(" · ") || entryInfo;
    reference = endToEnd(single) ?? text(path(entry, "AcctSvcrRef"));
  }
  const bankReference =
    text(path(entry, "AcctSvcrRef")) ?? text(path(single, "Refs", "AcctSvcrRef")) ?? text(path(single, "Refs", "TxId")) ?? text(path(entry, "NtryRef"));
  const date = dateText(path(entry, "BookgDt")) ?? dateText(path(entry, "ValDt")) ?? fallbackDate ?? "";
  return { date: isoDate(date, line), description, reference, bank_reference: bankReference, amount: signed(entry, line), file_line: line };
}

interface Cursor {
  entries: number[];
  balances: number[];
  entryAt: number;
  balanceAt: number;
}

function partOf(statement: Xml, number: number, line: number, at: Cursor): StatementPart {
  const balances = list(statement.Bal).map((b) => ({ node: b, line: at.balances[at.balanceAt++] ?? line }));
  const code = (b: { node: Xml }) => text(path(b.node, "Tp", "CdOrPrtry", "Cd")) ?? text(path(b.node, "Tp", "CdOrPrtry", "Prtry"));
  const stated = (b: { node: Xml; line: number } | undefined) => (b ? { amount: signed(b.node, b.line), line: b.line, date: dateText(path(b.node, "Dt")) } : null);
  const interim = balances.filter((b) => code(b) === "ITBD");
  const opening = balances.find((b) => code(b) === "OPBD") ?? balances.find((b) => code(b) === "PRCD") ?? (interim.length > 1 ? interim[0] : undefined);
  const closing = balances.find((b) => code(b) === "CLBD") ?? interim.at(-1);
  const closingBalance = stated(closing);
  const lines: StatementPart["lines"] = [];
  for (const entry of list(statement.Ntry)) {
    const entryLine = at.entries[at.entryAt++] ?? line;
    const status = text(path(entry, "Sts", "Cd")) ?? text(path(entry, "Sts"));
    if (status && NOT_BOOKED.has(status)) continue;
    const parsed = lineOf(entry, entryLine, closingBalance?.date ?? null);
    if (!/^-?0\.00$/.test(parsed.amount)) lines.push(parsed);
  }
  const currency = text(path(statement, "Acct", "Ccy")) ?? text(path(statement, "Bal", "Amt", "@_Ccy")) ?? text(path(list(statement.Bal)[0], "Amt", "@_Ccy"));
  return {
    number,
    line,
    account: text(path(statement, "Acct", "Id", "IBAN")) ?? text(path(statement, "Acct", "Id", "Othr", "Id")),
    currency,
    opening: opening === closing ? null : stated(opening),
    closing: closingBalance,
    lines,
  };
}

/** Every account of a camt.052/053/054 file, its statements checked and joined. */
export function readCamtAccounts(content: string): AccountStatement[] {
  const line = lineFinder(content);
  const statementLines = KINDS.flatMap((k) => linesOfTag(content, k.statement, line)).sort((a, b) => a - b);
  if (!/<\/(?:[\w.-]+:)?Document>\s*$/.test(content) && /<(?:[\w.-]+:)?Document[\s>]/.test(content)) {
    if (statementLines.length > 0) throw new StatementError(line(content.length), "statement_reason_truncated", { statement: statementLines.length });
  }
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw new StatementError(valid.err.line, "statement_reason_xml");
  const document = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(content) as Xml;
  const kind = KINDS.find((k) => path(document, "Document", k.message));
  if (!kind) throw new StatementError(1, "statement_reason_format", { format: "camt.053" });
  const statements = list(path(document, "Document", kind.message, kind.statement));
  if (statements.length === 0) throw new StatementError(1, "statement_reason_no_statement", { format: "camt" });
  const cursor: Cursor = { entries: linesOfTag(content, "Ntry", line), balances: linesOfTag(content, "Bal", line), entryAt: 0, balanceAt: 0 };
  const starts = linesOfTag(content, kind.statement, line);
  return joinStatements(statements.map((s, i) => partOf(s, i + 1, starts[i] ?? 1, cursor)));
}

/** A camt file of one account. */
export function parseCamt053Statement(content: string): ParsedStatement {
  return oneAccount(readCamtAccounts(content), "camt.053");
}
