import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Amount } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { readCamtAccounts } from "./statement-camt.js";
import { type AccountStatement, StatementError } from "./statement-file.js";
import { parseStatement } from "./statement-import.js";
import { readMt940Accounts } from "./statement-mt940.js";
import { readOfxAccounts } from "./statement-ofx.js";

/**
 * Real statement files from public repositories (docs/statement-corpus.md lists each with its source and
 * licence). The manifest beside them holds each account's opening, closing and turnover as read from the
 * file by hand (not by these readers); a file whose own figures contradict each other is refused with its
 * line and reason, as is a file of several accounts (import is per account).
 */
interface Expected {
  file: string;
  format: "mt940" | "ofx" | "camt053";
  bank: string;
  source: { repository: string; path: string; commit: string; licence: string };
  accounts?: { account: string; currency: string; opening: string; closing: string; credits: string; debits: string; lines: number }[];
  refused?: { line: number; reason: string; statement: number };
}

const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "corpus");
const manifest = JSON.parse(readFileSync(path.join(corpus, "manifest.json"), "utf8")) as Expected[];
const readers = { mt940: readMt940Accounts, ofx: readOfxAccounts, camt053: readCamtAccounts };

const figures = (a: AccountStatement) => {
  const credits = a.lines.filter((l) => !l.amount.startsWith("-")).reduce((s, l) => s.plus(l.amount), Amount.of(0n));
  const debits = a.lines.filter((l) => l.amount.startsWith("-")).reduce((s, l) => s.minus(l.amount), Amount.of(0n));
  return {
    account: a.account,
    currency: a.currency,
    opening: a.opening_balance,
    closing: a.closing_balance,
    credits: credits.toString(),
    debits: debits.toString(),
    lines: a.lines.length,
  };
};

describe("statement corpus", () => {
  it("is at least 20 files of at least 8 banks in MT940, camt.053 and OFX, each with its source and licence", () => {
    expect(manifest.length).toBeGreaterThanOrEqual(20);
    expect(new Set(manifest.map((e) => e.bank)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(manifest.map((e) => e.format))).toEqual(new Set(["mt940", "ofx", "camt053"]));
    for (const e of manifest) expect(e.source.commit).toMatch(/^[0-9a-f]{40}$/);
    for (const e of manifest) expect(e.accounts ?? e.refused).toBeDefined();
  });

  it.each(manifest.map((e) => [e.file, e] as const))("%s", (_file, expected) => {
    const content = readFileSync(path.join(corpus, expected.file), "utf8");
    if (expected.accounts) {
      expect(readers[expected.format](content).map(figures)).toEqual(expected.accounts);
    }
    if (expected.refused) {
      const error = (() => {
        try {
          parseStatement(expected.format, content, null);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(StatementError);
      const refusal = error as StatementError;
      expect({ line: refusal.line, reason: refusal.reason, statement: refusal.params.statement }).toEqual(expected.refused);
      const answer = refusal.toAppError("en");
      expect(answer.statusCode).toBe(422);
      expect(answer.errors?.content?.[0]).toMatch(new RegExp(`^Line ${expected.refused.line} of the file cannot be read: statement ${expected.refused.statement} `));
    } else {
      const [account] = expected.accounts ?? [];
      const parsed = parseStatement(expected.format, content, null);
      expect({ opening: parsed.opening_balance, closing: parsed.closing_balance, lines: parsed.lines.length }).toEqual({
        opening: account?.opening,
        closing: account?.closing,
        lines: account?.lines,
      });
    }
  });
});
