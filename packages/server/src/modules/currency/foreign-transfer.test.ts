// A transfer between accounts of two currencies (issue 29, item 3), hand-computed: USD 500 leave the
// dollar account at the booking rate of 16 000 (8 000 000) and 8 050 000 rupiah arrive — a gain of
// 50 000; 3 200 000 rupiah buy USD 198 at a booking rate of 16 000 (3 168 000) — a loss of 32 000.
// Two foreign currencies, or a missing amount received, are refused by name.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";
import { rowsOf } from "../reports/report-context.js";
import { currencyBalancesCheck } from "../ledger/currency-balances.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
const banks: Record<string, string> = {};

async function linesOf(journalId: string) {
  return inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
    rowsOf<{ code: string; debit: string; credit: string; currency: string | null; amount_currency: string | null }>(
      await tx.execute(sql`SELECT a.code, l.debit::text AS debit, l.credit::text AS credit, l.currency, l.amount_currency::text AS amount_currency
        FROM journal_lines l JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE l.company_id = ${owner.companyId} AND l.journal_id = ${journalId}::uuid ORDER BY l.line_no`),
    ).map((l) => [l.code, l.debit, l.credit, l.currency, l.amount_currency]),
  );
}

/** A transfer saved and, when saved, submitted (so posted: no approval levels). */
async function transfer(body: Record<string, unknown>) {
  const saved = await t.request("POST", "/api/transactions/cashbank/transfer", { token: owner.token, body: { date: "2026-03-05", ...body } });
  if (saved.status !== 201 || saved.body.data.status !== "draft") return saved;
  const submitted = await t.request("POST", `/api/transactions/cashbank/transfer/${saved.body.data.id}/submit`, { token: owner.token });
  return { ...submitted, status: submitted.status === 200 ? 201 : submitted.status };
}

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("foreign-transfer");
  acc = await accountIds(t, owner.token);
  for (const [code, account, currency] of [
    ["BRIUSD", "1102.03", "USD"],
    ["BCA", "1102.02", "IDR"],
    ["DBS", "1102.01", "SGD"],
  ] as const) {
    const res = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code, name: code, account_id: acc[account], currency } });
    banks[code] = res.body.data.id;
  }
  await t.request("POST", "/api/master-data/exchange-rate", { token: owner.token, body: { currency: "USD", kind: "booking", date: "2026-03-01", rate: "16000" } });
  await t.request("POST", "/api/master-data/exchange-rate", { token: owner.token, body: { currency: "SGD", kind: "booking", date: "2026-03-01", rate: "12000" } });
  await postJournal(t, owner.token, "2026-03-02", [
    line(acc["1102.03"] as string, "15800000", 0, { currency: "USD", amount_currency: "1000", rate: "15800" }),
    line(acc["1102.02"] as string, "50000000", 0),
    line(acc["3101"] as string, 0, "65800000"),
  ]);
});
afterAll(() => t.close());

describe("a transfer between accounts of two currencies", () => {
  it("USD 500 out at the booking rate, 8 050 000 rupiah in: a gain of 50 000", async () => {
    const res = await transfer({ from_cashbank_id: banks.BRIUSD, to_cashbank_id: banks.BCA, amount: "500", amount_to: "8050000" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ from_currency: "USD", to_currency: "IDR", rate: "16000.000000", rate_date: "2026-03-01", amount_to: "8050000.00", exchange_difference: "50000.00" });
    expect(await linesOf(res.body.data.journal_id)).toEqual([
      ["1102.02", "8050000.00", "0.00", null, null],
      ["1102.03", "0.00", "8000000.00", "USD", "500.00"],
      ["7103", "0.00", "50000.00", null, null],
    ]);
  });

  it("3 200 000 rupiah buy USD 198 at a booking rate of 16 000: a loss of 32 000", async () => {
    const res = await transfer({ from_cashbank_id: banks.BCA, to_cashbank_id: banks.BRIUSD, amount: "3200000", amount_to: "198" });
    expect(res.status).toBe(201);
    expect(res.body.data.exchange_difference).toBe("-32000.00");
    expect(await linesOf(res.body.data.journal_id)).toEqual([
      ["1102.03", "3168000.00", "0.00", "USD", "198.00"],
      ["1102.02", "0.00", "3200000.00", null, null],
      ["7103", "32000.00", "0.00", null, null],
    ]);
    expect(await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => currencyBalancesCheck.check(tx, owner.companyId))).toEqual([]);
    // The dollar account's ledger reads each line in dollars beside its rupiah.
    const ledger = await t.request("GET", `/api/report/ledger?date_from=2026-03-01&date_to=2026-03-31&account_ids=${acc["1102.03"]}`, { token: owner.token });
    expect(ledger.status).toBe(200);
    expect(
      ledger.body.data.accounts[0].lines.map((l: Record<string, string | null>) => [l.debit, l.credit, l.currency, l.amount_currency, l.rate, l.balance]),
    ).toEqual([
      ["15800000.00", "0.00", "USD", "1000.00", "15800.000000", "15800000.00"],
      ["0.00", "8000000.00", "USD", "500.00", "16000.000000", "7800000.00"],
      ["3168000.00", "0.00", "USD", "198.00", "16000.000000", "10968000.00"],
    ]);
  });

  it("refuses two foreign currencies and a transfer with no amount received", async () => {
    const two = await transfer({ from_cashbank_id: banks.BRIUSD, to_cashbank_id: banks.DBS, amount: "10", amount_to: "13" });
    expect(two.status).toBe(422);
    expect(two.body.errors.to_cashbank_id[0]).toBe("USD and SGD are two foreign currencies: transfer through an account in IDR.");
    const none = await transfer({ from_cashbank_id: banks.BRIUSD, to_cashbank_id: banks.BCA, amount: "10" });
    expect(none.status).toBe(422);
    expect(none.body.errors.amount_to[0]).toBe("Enter what arrived in IDR: the accounts are in two currencies.");
  });
});

describe("a receipt or payment on the dollar account", () => {
  async function types() {
    const listed = await t.request("GET", "/api/transactions/cashbank/types", { token: owner.token });
    return Object.fromEntries(listed.body.data.map((x: { code: string; id: string }) => [x.code, x.id])) as Record<string, string>;
  }
  const transact = async (type: string, extra: Record<string, unknown>) => {
    const saved = await t.request("POST", "/api/transactions/cashbank", {
      token: owner.token,
      body: { transaction_type_id: (await types())[type], cashbank_id: banks.BRIUSD, date: "2026-03-06", details: [{ account_id: acc["6110"], amount: "120.50" }], ...extra },
    });
    if (saved.status !== 201) return saved;
    return t.request("POST", `/api/transactions/cashbank/${saved.body.data.id}/submit`, { token: owner.token });
  };

  it("is in dollars at the booking rate of its date (or the one typed), each line converted once; the total in base beside", async () => {
    const paid = await transact("BBK", {});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ currency: "USD", rate: "16000.000000", rate_date: "2026-03-01", total: "120.50", total_base: "1928000.00", amount: "1928000.00" });
    expect(await linesOf(paid.body.data.journal_id)).toEqual([
      ["6110", "1928000.00", "0.00", "USD", "120.50"],
      ["1102.03", "0.00", "1928000.00", "USD", "120.50"],
    ]);
    const typed = await transact("BBM", { rate: "16123.5", details: [{ account_id: acc["7102"], amount: "10.01" }] });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.data).toMatchObject({ rate: "16123.500000", rate_date: null, total_base: "161396.24" });
    const checks = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => currencyBalancesCheck.check(tx, owner.companyId));
    expect(checks).toEqual([]);

    // The dollar account's ledger reads its dollars from the balances: opening and closing in USD.
    const held = async (before: string) => {
      const [row] = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) =>
        rowsOf<{ usd: string }>(
          await tx.execute(sql`SELECT coalesce(sum(CASE WHEN debit > 0 THEN amount_currency ELSE -amount_currency END), 0)::numeric(20, 2)::text AS usd
            FROM journal_lines WHERE company_id = ${owner.companyId} AND account_id = ${acc["1102.03"]}::uuid AND currency = 'USD' AND date < ${before}::date`),
        ),
      );
      return row?.usd;
    };
    const ledger = await t.request("GET", `/api/report/ledger?date_from=2026-03-03&date_to=2026-03-05&account_ids=${acc["1102.03"]}`, { token: owner.token });
    expect(ledger.status).toBe(200);
    expect(ledger.body.data.accounts[0].currency_balances).toEqual([{ currency: "USD", opening: await held("2026-03-03"), closing: await held("2026-03-06") }]);
    const month = await t.request("GET", `/api/report/ledger?date_from=2026-03-01&date_to=2026-03-31&account_ids=${acc["1102.03"]}`, { token: owner.token });
    expect(month.body.data.accounts[0].currency_balances).toEqual([{ currency: "USD", opening: "0.00", closing: await held("2026-04-01") }]);
    // Each line carries the dollars held after it; the last one's is the closing.
    const lines = month.body.data.accounts[0].lines as { balance_currency: string | null }[];
    expect(lines.at(-1)?.balance_currency).toBe(await held("2026-04-01"));
    expect(lines[0]?.balance_currency).toBe("1000.00");
    // The cash book of the dollar account likewise: each line in dollars and the dollars after it.
    const book = await t.request("GET", `/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${banks.BRIUSD}&per_page=100`, { token: owner.token });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    expect(book.body.data).toMatchObject({ currency: "USD", opening_balance_currency: "0.00", closing_balance_currency: await held("2026-04-01") });
    expect(book.body.data.lines[0]).toMatchObject({ in_currency: "1000.00", out_currency: null, balance_currency: "1000.00" });
    expect(book.body.data.lines.at(-1).balance_currency).toBe(await held("2026-04-01"));
    // Filtered by a dimension the currency balances do not keep (a tag), no figures in the currency.
    const tag = await t.request("POST", "/api/master-data/tag", { token: owner.token, body: { name: "FX" } });
    const tagged = await t.request("GET", `/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${banks.BRIUSD}&tag_ids=${tag.body.data.id}`, { token: owner.token });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.data).toMatchObject({ currency: null, opening_balance_currency: null });
    const rupiah = await t.request("GET", `/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${banks.BCA}`, { token: owner.token });
    expect(rupiah.body.data).toMatchObject({ currency: null, opening_balance_currency: null });
  });

  it("warns below zero in dollars: the account's balance in its currency, not in base", async () => {
    const big = await transact("BBK", { date: "2026-03-20", details: [{ account_id: acc["6110"], amount: "5000" }] });
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    expect(big.body.warnings?.[0]).toMatch(/^BRIUSD is now below zero: its balance is USD -/);
  });

  it("reconciles the dollar account against a statement in dollars: matched by the dollar amounts, balanced in dollars", async () => {
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "",
      "<OFX>",
      "<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>",
      "<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>002<ACCTID>0099887766<ACCTTYPE>CHECKING</BANKACCTFROM>",
      "<BANKTRANLIST><DTSTART>20260301<DTEND>20260306",
      "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260302<TRNAMT>1000.00<FITID>U1<NAME>OPENING DEPOSIT</STMTTRN>",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260305<TRNAMT>-500.00<FITID>U2<NAME>TRANSFER OUT</STMTTRN>",
      "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260305<TRNAMT>198.00<FITID>U3<NAME>TRANSFER IN</STMTTRN>",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260306<TRNAMT>-120.50<FITID>U4<NAME>WIRE</STMTTRN>",
      "</BANKTRANLIST>",
      "<LEDGERBAL><BALAMT>577.50<DTASOF>20260306</LEDGERBAL>",
      "</STMTRS></STMTTRNRS></BANKMSGSRSV1>",
      "</OFX>",
    ].join("\n");
    const REKON = "/api/transactions/cashbank/rekon";
    const imported = await t.request("POST", REKON, { token: owner.token, body: { cashbank_id: banks.BRIUSD, format: "ofx", content: ofx, file_name: "usd.ofx" } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const auto = await t.request("POST", `${REKON}/${imported.body.data.id}/auto-match`, { token: owner.token });
    expect(auto.status, JSON.stringify(auto.body)).toBe(200);
    const rec = (await t.request("GET", `${REKON}/${imported.body.data.id}`, { token: owner.token })).body.data;
    // The book lines in dollars; the receipt of 10.01 is in the books, not yet on the statement.
    expect(rec.book_lines.map((b: { amount: string }) => b.amount)).toEqual(["1000.00", "-500.00", "198.00", "-120.50", "10.01"]);
    expect(rec.summary).toMatchObject({ book_balance: "587.51", outstanding_book: "10.01", reconciled_balance: "577.50", difference: "0.00", unmatched_statement_lines: 0 });
    const finished = await t.request("POST", `${REKON}/${imported.body.data.id}/finish`, { token: owner.token });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const { cashbankSubledger } = await import("../cashbank/cashbank.subledger.js");
    expect(await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => cashbankSubledger.check(tx, owner.companyId))).toEqual([]);
  });

  it("refuses taxes in dollars, naming the line", async () => {
    const taxes = await t.request("GET", "/api/master-data/tax?per_page=100", { token: owner.token });
    const ppn = taxes.body.data.find((x: { code: string }) => x.code === "PPN11").id;
    const taxed = await transact("BBK", { details: [{ account_id: acc["6110"], amount: "100", tax_ids: [ppn] }] });
    expect(taxed.status).toBe(422);
    expect(taxed.body.errors["details.0.tax_ids"][0]).toContain("USD");
  });
});
