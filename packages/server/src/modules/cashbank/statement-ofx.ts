import { decimalOf, isoDate, joinStatements, lineFinder, oneAccount, type AccountStatement, type ParsedStatement, StatementError, type StatementPart } from "./statement-file.js";

/**
 * OFX 1.x (SGML, where a value's closing tag is optional) and 2.x (XML), read by this module: the npm
 * OFX parsers tried failed on valid one-line SGML. Every bank (`STMTRS`) and credit-card (`CCSTMTRS`)
 * statement of the file; values may be CDATA; `CURDEF` is the currency; amounts take `.` or `,` as the
 * decimal mark (`-200,00`); `FITID` is each line's bank reference. OFX states no opening balance: each
 * statement's is its ledger balance less its lines.
 */

interface OfxNode {
  name: string;
  line: number;
  value: string | null;
  children: OfxNode[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/** Aggregates of the statement messages, known even when a cut-off file never closes them. */
const AGGREGATES = ["OFX", "BANKMSGSRSV1", "CREDITCARDMSGSRSV1", "STMTTRNRS", "CCSTMTTRNRS", "STMTRS", "CCSTMTRS", "BANKACCTFROM", "CCACCTFROM", "BANKTRANLIST", "STMTTRN", "LEDGERBAL", "AVAILBAL"];

type Token = { kind: "open" | "close"; name: string; offset: number } | { kind: "text"; text: string; offset: number };

function tokensOf(content: string, from: number): Token[] {
  const tokens: Token[] = [];
  const pattern = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z][\w.]*)[^>]*>|([^<]+)/g;
  pattern.lastIndex = from;
  for (let found = pattern.exec(content); found; found = pattern.exec(content)) {
    const [, cdata, slash, name, text] = found;
    if (cdata !== undefined) tokens.push({ kind: "text", text: cdata, offset: found.index });
    else if (name) tokens.push({ kind: slash ? "close" : "open", name: name.toUpperCase(), offset: found.index });
    else if (text !== undefined && text.trim() !== "") tokens.push({ kind: "text", text: decode(text), offset: found.index });
  }
  return tokens;
}

/**
 * The element tree. An element followed by text is a value (its closing tag optional); one followed by
 * another tag is an aggregate when the file closes that name anywhere (SGML aggregates are always
 * closed), else an empty value. Answers the statements the file left open when it ended.
 */
function treeOf(content: string, start: number): { root: OfxNode; unclosed: OfxNode[] } {
  const line = lineFinder(content);
  const tokens = tokensOf(content, start);
  const closedNames = new Set([...AGGREGATES, ...tokens.flatMap((t) => (t.kind === "close" ? [t.name] : []))]);
  const root: OfxNode = { name: "", line: 1, value: null, children: [] };
  const stack = [root];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const parent = stack.at(-1) as OfxNode;
    if (token.kind === "open") {
      const node: OfxNode = { name: token.name, line: line(token.offset), value: null, children: [] };
      parent.children.push(node);
      let text = "";
      for (let next = tokens[i + 1]; next?.kind === "text"; next = tokens[i + 1]) {
        text += next.text;
        i += 1;
      }
      const next = tokens[i + 1];
      if (text !== "" || (next?.kind === "close" && next.name === token.name)) {
        node.value = text.trim();
        if (next?.kind === "close" && next.name === token.name) i += 1;
      } else if (closedNames.has(token.name)) stack.push(node);
      else node.value = "";
    } else if (token.kind === "close") {
      const at = stack.map((n) => n.name).lastIndexOf(token.name);
      if (at > 0) stack.length = at;
    }
  }
  return { root, unclosed: stack.slice(1) };
}

/** The elements of these names under a node, in file order (not looking inside one found). */
const all = (node: OfxNode, ...names: string[]): OfxNode[] => node.children.flatMap((c) => (names.includes(c.name) ? [c] : all(c, ...names)));
const child = (node: OfxNode | undefined, ...path: string[]): OfxNode | undefined =>
  path.reduce<OfxNode | undefined>((n, name) => n?.children.find((c) => c.name === name), node);
const ofxValue = (node: OfxNode | undefined, ...path: string[]) => child(node, ...path)?.value || null;
const ofxDate = (text: string | null, line: number) => {
  const digits = (text ?? "").slice(0, 8);
  if (!/^\d{8}$/.test(digits)) throw new StatementError(line, "statement_reason_date");
  return isoDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`, line);
};

function transactionsOf(statement: OfxNode): StatementPart["lines"] {
  const lines: StatementPart["lines"] = [];
  for (const t of all(child(statement, "BANKTRANLIST") ?? statement, "STMTTRN")) {
    const amountText = ofxValue(t, "TRNAMT");
    if (!amountText) throw new StatementError(t.line, "statement_reason_amount");
    const amount = decimalOf(amountText, child(t, "TRNAMT")?.line ?? t.line);
    if (/^-?0\.00$/.test(amount)) continue;
    const name = ofxValue(t, "NAME") ?? ofxValue(t, "PAYEE", "NAME");
    const memo = ofxValue(t, "MEMO");
    lines.push({
      date: ofxDate(ofxValue(t, "DTPOSTED"), child(t, "DTPOSTED")?.line ?? t.line),
      description: [name, memo].filter(Boolean).join(" · ") || null,
      reference: ofxValue(t, "CHECKNUM") ?? ofxValue(t, "REFNUM") ?? memo ?? ofxValue(t, "FITID"),
      bank_reference: ofxValue(t, "FITID"),
      amount,
      file_line: t.line,
    });
  }
  return lines;
}

function partOf(statement: OfxNode, number: number): StatementPart {
  const ledger = child(statement, "LEDGERBAL");
  const balance = ofxValue(ledger, "BALAMT");
  const balanceLine = child(ledger, "BALAMT")?.line ?? statement.line;
  const lines = transactionsOf(statement);
  const end = ofxValue(ledger, "DTASOF") ?? ofxValue(statement, "BANKTRANLIST", "DTEND");
  const from = child(statement, "BANKACCTFROM") ?? child(statement, "CCACCTFROM");
  return {
    number,
    line: statement.line,
    account: ofxValue(from, "ACCTID"),
    currency: ofxValue(statement, "CURDEF"),
    opening: null,
    closing: balance ? { amount: decimalOf(balance, balanceLine), line: balanceLine, date: end ? ofxDate(end, balanceLine) : (lines.at(-1)?.date ?? null) } : null,
    lines,
  };
}

/** Every account of an OFX file, its statements joined. */
export function readOfxAccounts(content: string): AccountStatement[] {
  const start = content.search(/<OFX>/i);
  if (start < 0) throw new StatementError(1, "statement_reason_format", { format: "OFX" });
  const { root, unclosed } = treeOf(content, start);
  const statements = all(root, "OFX").flatMap((ofx) => all(ofx, "STMTRS", "CCSTMTRS"));
  if (unclosed.length > 0) {
    const opened = content.slice(start).match(/<(CC)?STMTRS>/gi)?.length ?? 0;
    throw new StatementError(content.split("\n").length, "statement_reason_truncated", { statement: Math.max(opened, 1) });
  }
  if (statements.length === 0) throw new StatementError(1, "statement_reason_no_statement", { format: "OFX" });
  return joinStatements(statements.map((s, i) => partOf(s, i + 1)));
}

/** An OFX file of one account. */
export function parseOfxStatement(content: string): ParsedStatement {
  return oneAccount(readOfxAccounts(content), "OFX");
}
