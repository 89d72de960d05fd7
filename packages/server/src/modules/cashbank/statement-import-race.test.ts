import { statementImportBody } from "@neraca/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { AppError } from "../../platform/errors.js";
import { TestApp } from "../../test/harness.js";
import { accountIds } from "../../test/ledger-helpers.js";
import { untilSomeoneWaits } from "../../test/races.js";
import { rowsOf } from "../reports/report-context.js";
import { importStatement } from "./reconciliation.service.js";

/**
 * Issue 27, item 4: two imports of the same statement at the same time must not both land. The check
 * before the insert does not see the other's uncommitted lines; the unique key per account does: the
 * second import waits on the first's lines, then skips them (409 when none is left, its new lines and
 * the count skipped otherwise). Only on PostgreSQL: PGlite runs one transaction at a time.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let bank: string;
const REKON = "/api/transactions/cashbank/rekon";

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("import-race");
  const acc = await accountIds(t, owner.token);
  bank = (await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BCA", name: "BCA", account_id: acc["1102.02"] } })).body.data.id;
});
afterAll(() => t.close());

/** A CSV statement of `count` lines of `round` from line `from` (descriptions tell the lines apart), balances typed. */
function statement(round: number, from: number, count: number) {
  const lines = Array.from({ length: count }, (_, i) => `2026-04-${String(1 + ((from + i) % 28)).padStart(2, "0")},Round ${round} line ${from + i},${from + i + 1}.00`);
  return `Date,Text,Amount\n${lines.join("\n")}\n`;
}
const mapping = { date_column: "Date", description_column: "Text", amount_column: "Amount", date_format: "YYYY-MM-DD" };
const importing = (content: string) =>
  t.request("POST", REKON, { token: owner.token, body: { cashbank_id: bank, format: "csv", content, mapping, opening_balance: "0", closing_balance: "0" } });

async function linesOf(): Promise<{ n: number; distinct: number }> {
  const [row] = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
    rowsOf<{ n: number; distinct: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n, count(DISTINCT (date, amount, description))::int AS distinct FROM cashbank_statement_lines
        WHERE company_id = ${owner.companyId} AND cashbank_id = ${bank}::uuid`),
    ),
  );
  return row ?? { n: 0, distinct: 0 };
}

describe.skipIf(!process.env.DATABASE_URL)("imports of the same statement at the same time (PostgreSQL)", () => {
  it("the second waits on the first's lines, past the check that could not see them, then is refused naming it", async () => {
    const actor = { companyId: owner.companyId, userId: owner.userId };
    const body = (content: string) => statementImportBody.parse({ cashbank_id: bank, format: "csv", content, mapping, opening_balance: "0", closing_balance: "0" });
    for (const [content, outcome] of [
      [statement(90, 0, 50), "rekon_imported_already"],
      [statement(91, 0, 50), 0],
    ] as const) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      const first = inTransaction(t.database.db, actor, async (tx) => {
        const result = await importStatement({ tx, actor, language: "en" }, body(content));
        wrote();
        await released;
        return result;
      });
      await written;
      // The same file (or, the second time, the same and 10 lines more), its check run now: it cannot see the first's lines.
      const secondContent = outcome === 0 ? content + statement(91, 50, 10).split("\n").slice(1).join("\n") : content;
      const second = inTransaction(t.database.db, actor, (tx) => importStatement({ tx, actor, language: "en" }, body(secondContent))).then(
        (result) => result,
        (error: unknown) => (error instanceof AppError ? error.messageKey : error),
      );
      await untilSomeoneWaits(t.database);
      release();
      const firstResult = await first;
      const secondResult = await second;
      if (outcome === 0) expect(secondResult).toMatchObject({ imported: 10, skipped: 50 });
      else expect(secondResult).toBe(outcome);
      expect(firstResult).toMatchObject({ imported: 50, skipped: 0 });
    }
    const { n, distinct } = await linesOf();
    expect(n).toBe(distinct);
  }, 60_000);

  it("one file sent three times at once lands once: one 201, the others 409 naming it", async () => {
    let expected = (await linesOf()).n;
    for (let round = 1; round <= 5; round++) {
      const content = statement(round, 0, 500);
      const answers = await Promise.all([importing(content), importing(content), importing(content)]);
      const created = answers.filter((a) => a.status === 201);
      expect(created, JSON.stringify(answers.map((a) => [a.status, a.body.message]))).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status, JSON.stringify(refused.body)).toBe(409);
        expect(refused.body.data.reconciliation_id).toBe(created[0]?.body.data.id);
      }
      expected += 500;
      expect(await linesOf()).toEqual({ n: expected, distinct: expected });
    }
  }, 120_000);

  it("overlapping files at once: every line once, and what each skipped adds up", async () => {
    let expected = (await linesOf()).n;
    for (let round = 11; round <= 15; round++) {
      // Lines 0–399 and 200–599: 600 lines, 200 in both.
      const answers = await Promise.all([importing(statement(round, 0, 400)), importing(statement(round, 200, 400))]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
      const imported = answers.reduce((n, a) => n + (a.body.data.imported as number), 0);
      const skipped = answers.reduce((n, a) => n + (a.body.data.skipped as number), 0);
      expect([imported, skipped]).toEqual([600, 200]);
      expected += 600;
      expect(await linesOf()).toEqual({ n: expected, distinct: expected });
    }
  }, 120_000);
});
