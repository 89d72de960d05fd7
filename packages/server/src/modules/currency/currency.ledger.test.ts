// The ledger keeps both (issue 29, item 4, the seam): a posting in a foreign currency is converted
// once, each journal line keeps its currency, amount and rate beside the base amounts the journal
// balances in, what rounding left goes to the rounding role's account, and a reversal keeps the
// foreign side. A line with part of a foreign side is refused by the database.
import { Posting } from "@neraca/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { accountForRole } from "../../platform/account-roles.js";
import { TestApp } from "../../test/harness.js";
import { accountIds } from "../../test/ledger-helpers.js";
import { post } from "../ledger/ledger.post.js";
import { currencyBalancesCheck } from "../ledger/currency-balances.js";
import { remove, reverse } from "../ledger/ledger.reverse.js";
import { rowsOf } from "../reports/report-context.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("foreign-ledger");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

const actor = () => ({ companyId: owner.companyId, userId: owner.userId });

async function linesOf(journalId: string) {
  return inTransaction(t.database.db, actor(), async (tx) =>
    rowsOf<{ code: string; debit: string; credit: string; currency: string | null; amount_currency: string | null; rate: string | null }>(
      await tx.execute(sql`SELECT a.code, l.debit::text AS debit, l.credit::text AS credit, l.currency, l.amount_currency::text AS amount_currency, l.rate::text AS rate
        FROM journal_lines l JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE l.company_id = ${owner.companyId} AND l.journal_id = ${journalId}::uuid ORDER BY l.line_no`),
    ).map((l) => [l.code, l.debit, l.credit, l.currency, l.amount_currency, l.rate]),
  );
}

describe("a journal in a foreign currency", () => {
  it("keeps each line's currency, amount and rate beside its base amount; rounding goes to the rounding account; its reversal stays foreign", async () => {
    const journal = await inTransaction(t.database.db, actor(), async (tx) => {
      const ctx = { tx, actor: actor(), language: "en" as const };
      const rounding = await accountForRole(ctx, "rounding");
      const posting = new Posting({ currency: "USD", rate: "15800.125", roundingAccountId: rounding });
      posting.debit(acc["1103.01"] as string, "33.33").debit(acc["1103.01"] as string, "33.33").credit(acc["4101"] as string, "66.66");
      return post(tx, actor(), { date: "2026-02-10", description: "Invoice in USD", sourceType: "manual" }, posting, "en");
    });
    const lines = await linesOf(journal.id);
    expect(lines.slice(0, 3)).toEqual([
      ["1103.01", "526618.17", "0.00", "USD", "33.33", "15800.125000"],
      ["1103.01", "526618.17", "0.00", "USD", "33.33", "15800.125000"],
      ["4101", "0.00", "1053236.33", "USD", "66.66", "15800.125000"],
    ]);
    expect(lines[3]?.slice(1)).toEqual(["0.00", "0.01", null, null, null]);
    // The journal's screen shows each line's foreign side.
    const shown = await t.request("GET", `/api/transactions/journal/${journal.id}`, { token: owner.token });
    expect(shown.body.data.details.map((l: { foreign: unknown }) => l.foreign)).toEqual([
      { currency: "USD", amount: "33.33", rate: "15800.125000" },
      { currency: "USD", amount: "33.33", rate: "15800.125000" },
      { currency: "USD", amount: "66.66", rate: "15800.125000" },
      null,
    ]);

    // The foreign amounts per account and currency, from the balances.
    const balances = () =>
      inTransaction(t.database.db, actor(), async (tx) =>
        rowsOf<{ code: string; currency: string; debit: string; credit: string }>(
          await tx.execute(sql`SELECT a.code, b.currency, b.debit::text AS debit, b.credit::text AS credit FROM ledger_currency_balances b
            JOIN accounts a ON a.company_id = b.company_id AND a.id = b.account_id WHERE b.company_id = ${owner.companyId} ORDER BY a.code`),
        ).map((b) => [b.code, b.currency, b.debit, b.credit]),
      );
    expect(await balances()).toEqual([
      ["1103.01", "USD", "66.66", "0.00"],
      ["4101", "USD", "0.00", "66.66"],
    ]);
    expect(await inTransaction(t.database.db, actor(), (tx) => currencyBalancesCheck.check(tx, owner.companyId))).toEqual([]);

    const reversal = await inTransaction(t.database.db, actor(), (tx) => reverse(tx, actor(), journal.id, null, "en"));
    const back = await linesOf(reversal.id);
    expect(back[0]).toEqual(["1103.01", "0.00", "526618.17", "USD", "33.33", "15800.125000"]);
    expect(back[3]?.slice(1)).toEqual(["0.01", "0.00", null, null, null]);
    expect(await balances()).toEqual([
      ["1103.01", "USD", "66.66", "66.66"],
      ["4101", "USD", "66.66", "66.66"],
    ]);
    // Removing a journal (its document deleted) takes its foreign amounts out too.
    await inTransaction(t.database.db, actor(), (tx) => remove(tx, actor(), reversal.id));
    expect(await balances()).toEqual([
      ["1103.01", "USD", "66.66", "0.00"],
      ["4101", "USD", "0.00", "66.66"],
    ]);
    expect(await inTransaction(t.database.db, actor(), (tx) => currencyBalancesCheck.check(tx, owner.companyId))).toEqual([]);
  });

  it("the database refuses a line with part of a foreign side", async () => {
    const half = inTransaction(t.database.db, actor(), (tx) =>
      tx.execute(sql`UPDATE journal_lines SET currency = 'USD' WHERE company_id = ${owner.companyId} AND currency IS NULL`),
    );
    await expect(half).rejects.toThrow();
  });
});

describe("a manual journal with a line in a foreign currency", () => {
  const J = "/api/transactions/journal";
  const line = (extra: Record<string, unknown>) => ({ account_id: acc["1102.01"], ...extra });

  it("posts a line's amount in its currency at its rate; its base must be that, to the cent", async () => {
    const ok = await t.request("POST", J, {
      token: owner.token,
      body: {
        date: "2026-02-12",
        description: "Setoran USD",
        details: [line({ debit: "16250500", currency: "usd", amount_currency: "1000", rate: "16250.5" }), { account_id: acc["3101"], credit: "16250500" }],
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.details[0].foreign).toEqual({ currency: "USD", amount: "1000.00", rate: "16250.500000" });
    expect(ok.body.data.details[1].foreign).toBeNull();

    const wrong = await t.request("POST", J, {
      token: owner.token,
      body: { date: "2026-02-12", details: [line({ debit: "16250000", currency: "USD", amount_currency: "1000", rate: "16250.5" }), { account_id: acc["3101"], credit: "16250000" }] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors["details.0.debit"]).toEqual(["1000.00 USD at 16250.500000 is 16250500.00 in the base currency: the debit must be that."]);
    const half = await t.request("POST", J, {
      token: owner.token,
      body: { date: "2026-02-12", details: [line({ debit: "100", currency: "USD", amount_currency: "1" }), { account_id: acc["3101"], credit: "100" }] },
    });
    expect(half.status).toBe(422);
    expect(half.body.errors["details.0.rate"]).toBeDefined();
    const base = await t.request("POST", J, {
      token: owner.token,
      body: { date: "2026-02-12", details: [line({ debit: "100", currency: "IDR", amount_currency: "100", rate: "1" }), { account_id: acc["3101"], credit: "100" }] },
    });
    expect(base.status).toBe(422);
    expect(base.body.errors["details.0.currency"]).toEqual(["IDR is the company's base currency: a line in it is entered as debit or credit only."]);
    expect(await inTransaction(t.database.db, actor(), (tx) => currencyBalancesCheck.check(tx, owner.companyId))).toEqual([]);
  });
});

describe("a batch of journals with foreign lines on the same account and month", () => {
  it("posts together, the foreign amounts added up", async () => {
    const journal = (n: number) => ({
      date: "2026-03-03",
      description: `Setoran ${n}`,
      details: [{ account_id: acc["1102.01"], debit: "1625050", currency: "USD", amount_currency: "100", rate: "16250.5" }, { account_id: acc["3101"], credit: "1625050" }],
    });
    const batch = await t.request("POST", "/api/transactions/journal/batch", { token: owner.token, body: { journals: [journal(1), journal(2)] } });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    expect(await inTransaction(t.database.db, actor(), (tx) => currencyBalancesCheck.check(tx, owner.companyId))).toEqual([]);
  });
});

describe("the cash position of a bank account in US dollars", () => {
  it("shows what it holds in dollars, from the foreign balances and this month's lines, beside its base", async () => {
    const bank = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BCA-USD", name: "BCA USD", account_id: acc["1102.02"] ?? acc["1102.01"], currency: "USD" } });
    expect(bank.status, JSON.stringify(bank.body)).toBe(201);
    const account = bank.body.data.account_id as string;
    const deposit = (date: string, usd: string, rate: string, base: string) =>
      t.request("POST", "/api/transactions/journal", {
        token: owner.token,
        body: { date, details: [{ account_id: account, debit: base, currency: "USD", amount_currency: usd, rate }, { account_id: acc["3101"], credit: base }] },
      });
    // April (a month of balances) and May (lines of the date's month).
    expect((await deposit("2026-04-10", "500", "16000", "8000000")).status).toBe(201);
    expect((await deposit("2026-05-05", "250", "16100", "4025000")).status).toBe(201);
    const widget = await t.request("GET", "/api/dashboard/cash-position?date=2026-05-20", { token: owner.token });
    expect(widget.status, JSON.stringify(widget.body)).toBe(200);
    const row = widget.body.data.rows.find((r: { code: string }) => r.code === "BCA-USD");
    expect(row).toMatchObject({ currency: "USD", balance_base: expect.any(String) });
    expect(row.balance).toBe("750.00");
    expect(widget.body.data.base_currency).toBe("IDR");
  });
});
