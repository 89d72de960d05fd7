import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";
import { pdfText } from "../../test/pdf-text.js";
import { Posting } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { inTransaction } from "../../db/tenant.js";
import { databaseRule } from "../../platform/errors.js";
import { post as postLedger } from "../ledger/ledger.post.js";
import { remove } from "../ledger/ledger.reverse.js";
import { findReconciliation } from "./reconciliation.service.js";
import { cashbankSubledger } from "./cashbank.subledger.js";
import { untilSomeoneWaits } from "../../test/races.js";

/**
 * Bank reconciliation: statement import of each format, a bad file named by its line, auto-match
 * with exact, ambiguous and missing lines, matches by hand (one to many), the missing bank charge
 * created from its line, finish only when the balances agree, and the locks that follow.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let types: Record<string, string>;
let bca: string;
const REKON = "/api/transactions/cashbank/rekon";
const TX = "/api/transactions/cashbank";
const fixture = (name: string) => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name), "utf8");
const post = (url: string, body?: unknown, token = owner.token) => t.request("POST", url, { token, body });
const get = (url: string, token = owner.token) => t.request("GET", url, { token });

async function transact(type: string, amount: string, date: string, extra: Record<string, unknown> = {}) {
  const created = await post(TX, { transaction_type_id: types[type], cashbank_id: bca, date, details: [{ account_id: acc["6110"], amount }], ...extra });
  expect(created.status).toBe(201);
  const posted = await post(`${TX}/${created.body.data.id}/submit`);
  expect(posted.status).toBe(200);
  return posted.body.data;
}

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("rekon");
  acc = await accountIds(t, owner.token);
  types = Object.fromEntries((await get(`${TX}/types`)).body.data.map((x: { code: string; id: string }) => [x.code, x.id]));
  bca = (await post("/api/master-data/cashbank", { code: "BCA", name: "BCA Operasional", account_id: acc["1102.02"] })).body.data.id;
  // The statement's opening balance is the books' balance before March.
  await postJournal(t, owner.token, "2026-02-28", [line(acc["1102.02"] as string, "10000000", 0), line(acc["3101"] as string, 0, "10000000")]);
  await transact("BBM", "5000000", "2026-03-05", { reference: "INV-001", details: [{ account_id: acc["4101"], amount: "5000000" }] });
  // Two payments of the same amount near the statement's: the auto-match must not guess.
  await transact("BBK", "1090000", "2026-03-10");
  await transact("BBK", "1090000", "2026-03-11");
}, 60_000);
afterAll(() => t.close());

describe("statement import", () => {
  it("imports each format from its fixture, and saves the CSV mapping for the account", async () => {
    for (const [format, file] of [
      ["ofx", "statement.ofx"],
      ["mt940", "statement.mt940"],
      ["camt053", "statement.camt053.xml"],
    ] as const) {
      const res = await post(REKON, { cashbank_id: bca, format, content: fixture(file), file_name: file });
      expect(res.status, format).toBe(201);
      expect(res.body.message).toBe("3 statement lines imported.");
      const rec = await get(`${REKON}/${res.body.data.id}`);
      expect(rec.body.data).toMatchObject({ opening_balance: "10000000.00", closing_balance: "13895000.00", status: "open" });
      expect((await t.request("DELETE", `${REKON}/${res.body.data.id}`, { token: owner.token })).status).toBe(200);
    }
    const csv = await post(REKON, { cashbank_id: bca, format: "csv", content: fixture("bca.csv"), preset: "bca", save_mapping: true });
    expect(csv.status).toBe(201);
    expect((await get(`${REKON}/formats/${bca}`)).body.data.amount_column).toBe("Jumlah");
    await t.request("DELETE", `${REKON}/${csv.body.data.id}`, { token: owner.token });
  });

  it("refuses a bad file naming its line, a cash account, and a CSV without a mapping", async () => {
    const bad = await post(REKON, { cashbank_id: bca, format: "csv", content: fixture("bca.csv").replace('"1,090,000.00"', '"sejuta"') });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.content[0]).toBe("Line 3 of the file cannot be read: the amount is not valid.");
    const cash = (await post("/api/master-data/cashbank", { code: "KAS", name: "Kas", account_id: acc["1101.01"] })).body.data.id;
    expect((await post(REKON, { cashbank_id: cash, format: "ofx", content: fixture("statement.ofx") })).status).toBe(422);
    const other = (await post("/api/master-data/cashbank", { code: "MDR", name: "Mandiri", account_id: acc["1102.01"] })).body.data.id;
    const unmapped = await post(REKON, { cashbank_id: other, format: "csv", content: fixture("bca.csv") });
    expect(unmapped.status).toBe(422);
    expect(unmapped.body.errors.mapping).toBeDefined();
  });

  it("imports a KlikBCA export with its preset: title lines, year-less dates, PEND skipped, balances from its summary", async () => {
    const res = await post(REKON, { cashbank_id: bca, format: "csv", content: fixture("csv/bca.csv"), file_name: "mutasi.csv", preset: "bca" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("4 statement lines imported.");
    const rec = (await get(`${REKON}/${res.body.data.id}`)).body.data;
    expect(rec).toMatchObject({ date_from: "2025-12-29", statement_date: "2026-01-06", opening_balance: "10000000.00", closing_balance: "16395000.00" });
    expect(rec.statement_lines.map((l: { date: string; amount: string }) => [l.date, l.amount])).toEqual([
      ["2025-12-29", "5000000.00"],
      ["2025-12-31", "-15000.00"],
      ["2026-01-02", "-1090000.00"],
      ["2026-01-06", "2500000.00"],
    ]);
    expect((await t.request("DELETE", `${REKON}/${res.body.data.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe("matching and finishing", () => {
  let recId: string;

  it("auto-matches the exact line, shows the candidates of the ambiguous one, reports the missing one", async () => {
    // The saved mapping is used when none is given.
    const res = await post(REKON, { cashbank_id: bca, format: "csv", content: fixture("bca.csv") });
    expect(res.status).toBe(201);
    recId = res.body.data.id;
    const auto = await post(`${REKON}/${recId}/auto-match`);
    expect(auto.status).toBe(200);
    expect(auto.body.message).toBe("1 matched, 1 with several candidates, 1 without any.");
    expect(auto.body.data.ambiguous[0].candidates).toHaveLength(2);
    const finish = await post(`${REKON}/${recId}/finish`);
    expect(finish.status).toBe(422);
  });

  it("matches by hand only when the sums agree, creates the bank charge from its line, and finishes when the balances agree", async () => {
    const rec = (await get(`${REKON}/${recId}`)).body.data;
    const payment = rec.statement_lines.find((l: { amount: string }) => l.amount === "-1090000.00");
    const fee = rec.statement_lines.find((l: { amount: string }) => l.amount === "-15000.00");
    const candidates = rec.book_lines.filter((b: { amount: string; match_id: string | null }) => b.amount === "-1090000.00" && !b.match_id);
    const both = candidates.map((b: { journal_id: string; line_no: number }) => ({ journal_id: b.journal_id, line_no: b.line_no }));
    const wrong = await post(`${REKON}/${recId}/match`, { statement_line_ids: [payment.id], book_lines: both });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("The statement lines total -1,090,000.00 but the book lines total -2,180,000.00.");
    expect((await post(`${REKON}/${recId}/match`, { statement_line_ids: [payment.id], book_lines: [both[0]] })).status).toBe(200);
    const created = await post(`${REKON}/lines/${fee.id}/create`, { transaction_type_id: types["BBK-ADM"], account_id: acc["8101"] });
    expect(created.status).toBe(200);
    expect(created.body.data.number).toMatch(/^BBK\/2026\/03\//);
    const wrongSide = await post(`${REKON}/lines/${fee.id}/create`, { transaction_type_id: types.BBM, account_id: acc["8101"] });
    expect(wrongSide.status).toBe(422);
    const summary = (await get(`${REKON}/${recId}`)).body.data.summary;
    // The second payment is in the books, not on the statement.
    expect(summary).toMatchObject({ outstanding_book: "-1090000.00", reconciled_balance: "13895000.00", difference: "0.00", unmatched_statement_lines: 0 });
    const finished = await post(`${REKON}/${recId}/finish`);
    expect(finished.status).toBe(200);
    expect((await get(`${REKON}/${recId}`)).body.data.status).toBe("finished");
  });

  it("locks reconciled lines: their transactions cannot be cancelled, the matches cannot be undone", async () => {
    const rec = (await get(`${REKON}/${recId}`)).body.data;
    const matched = rec.book_lines.find((b: { source_type: string; match_id: string | null }) => b.source_type === "cashbank" && b.match_id);
    expect((await post(`${TX}/${matched.source_id}/cancel`, {})).status).toBe(409);
    expect((await t.request("DELETE", `${TX}/${matched.source_id}`, { token: owner.token })).status).toBe(409);
    expect((await t.request("DELETE", `${REKON}/${recId}/match/${matched.match_id}`, { token: owner.token })).status).toBe(409);
    expect((await t.request("DELETE", `${REKON}/${recId}`, { token: owner.token })).status).toBe(409);
  });

  it("prints the reconciliation report", async () => {
    const res = await t.app.inject({ method: "GET", url: `${REKON}/${recId}/print`, headers: { authorization: `Bearer ${owner.token}`, "accept-language": "id" } });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain("Rekonsiliasi Bank");
    expect(text).toContain("Saldo buku terekonsiliasi");
    expect(text).toContain("13.895.000,00");
  });

  it("matches one statement line to many ledger lines", async () => {
    await transact("BBK", "100000", "2026-03-20");
    await transact("BBK", "200000", "2026-03-20");
    const content = "Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo\n20/03/2026,TRANSFER GABUNGAN,0000,\"300,000.00\",DB,\"13,595,000.00\"\n";
    const res = await post(REKON, { cashbank_id: bca, format: "csv", content });
    expect(res.status).toBe(201);
    const rec = (await get(`${REKON}/${res.body.data.id}`)).body.data;
    const book = rec.book_lines
      .filter((b: { date: string }) => b.date === "2026-03-20")
      .map((b: { journal_id: string; line_no: number }) => ({ journal_id: b.journal_id, line_no: b.line_no }));
    expect(book).toHaveLength(2);
    const matched = await post(`${REKON}/${res.body.data.id}/match`, { statement_line_ids: [rec.statement_lines[0].id], book_lines: book });
    expect(matched.status).toBe(200);
  });

  it("keeps every match's two sides equal (the sub-ledger check)", async () => {
    const actor = { companyId: owner.companyId, userId: owner.userId };
    expect(await inTransaction(t.database.db, actor, (tx) => cashbankSubledger.check(tx, owner.companyId), { readOnly: true })).toEqual([]);
  });

  it("another company's reconciliation is not found, and an unmapped user does not see it", async () => {
    const outsider = await t.owner("outsider", "PT Lain");
    expect((await get(`${REKON}/${recId}`, outsider.token)).status).toBe(404);
    const clerk = await t.member(owner.token, [{ action: "read", resource: "TxRekon" }], "clerk");
    expect((await get(`${REKON}/${recId}`, clerk.token)).status).toBe(404);
    expect((await get(REKON, clerk.token)).body.data).toEqual([]);
  });
});

describe("a match and the removal of its ledger line at the same time", () => {
  const actor = () => ({ companyId: owner.companyId, userId: owner.userId });
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  /** A journal on the bank account; its bank line is line 1. */
  const bankJournal = async () => {
    const res = await postJournal(t, owner.token, "2026-03-27", [line(acc["1102.02"] as string, "12345", 0), line(acc["3101"] as string, 0, "12345")]);
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  /** A new reconciliation of one statement line of 12 345 on 27 March (a line of its own: a line is imported once). */
  let statements = 0;
  const statement = async () => {
    const content = 'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo\n27/03/2026,SETORAN,0000,"12,345.00",CR,"12,345.00"\n';
    return (await post(REKON, { cashbank_id: bca, format: "csv", content: content.replace("SETORAN", `SETORAN ${++statements}`) })).body.data.id as string;
  };
  /** The statement's one line matched to the journal's bank line, as a match is written. */
  const addMatch = (rekon: string, journalId: string) => async (tx: Tx) => {
    await tx.execute(sql`UPDATE cashbank_statement_lines SET match_id = id WHERE company_id = ${owner.companyId} AND reconciliation_id = ${rekon}::uuid`);
    await tx.execute(sql`INSERT INTO cashbank_reconciled_lines (company_id, reconciliation_id, match_id, journal_id, line_no, amount)
      SELECT ${owner.companyId}, ${rekon}::uuid, id, ${journalId}::uuid, 1, 12345 FROM cashbank_statement_lines
      WHERE company_id = ${owner.companyId} AND reconciliation_id = ${rekon}::uuid`);
  };
  const someoneWaits = () => untilSomeoneWaits(t.database);
  /**
   * Runs `first` in a transaction held open until `second`, in another, waits on it; then `first`
   * goes on with `then` and commits. Answers how `second` ended: null, or the rule that refused it.
   */
  const race = async (first: (tx: Tx) => Promise<unknown>, second: (tx: Tx) => Promise<unknown>, then: (tx: Tx) => Promise<unknown> = async () => {}) => {
    const wrote = gate();
    const release = gate();
    const firstDone = inTransaction(t.database.db, actor(), async (tx) => {
      await first(tx);
      wrote.open();
      await release.opened;
      await then(tx);
    });
    await Promise.race([wrote.opened, firstDone]);
    const secondDone = inTransaction(t.database.db, actor(), second).then(
      () => null,
      (error: unknown) => databaseRule(error)?.rule ?? error,
    );
    await someoneWaits();
    release.open();
    await firstDone;
    return secondDone;
  };

  it("whichever comes second waits for the first to commit, then is refused", async () => {
    const rekon = await statement();
    const matched = await bankJournal();
    expect(await race(addMatch(rekon, matched), (tx) => remove(tx, actor(), matched))).toBe("cashbank_reconciled_locked");
    const removed = await bankJournal();
    expect(await race((tx) => remove(tx, actor(), removed), addMatch(rekon, removed))).toBe("cashbank_line_gone");
    const lines = (await inTransaction(t.database.db, actor(), (tx) =>
      tx.execute(sql`SELECT journal_id FROM cashbank_reconciled_lines WHERE company_id = ${owner.companyId} AND reconciliation_id = ${rekon}::uuid`),
    )) as unknown as { rows: { journal_id: string }[] };
    expect(lines.rows.map((r) => r.journal_id)).toEqual([matched]);
  });

  it("a transaction created from a statement line and the removal of another payment of the account both go through", async () => {
    // The order of `POST /rekon/lines/:id/create`: the reconciliation taken for the command, a
    // posting on the bank account (its balance rows), then the match. The removal of another
    // journal of the account changes the same balance rows.
    const rekon = await statement();
    const other = await bankJournal();
    let created = "";
    const createFromLine = async (tx: Tx) => {
      await findReconciliation(tx, actor(), rekon, true);
      const posting = Posting.fromInput([
        { account_id: acc["1102.02"] as string, debit: "12345" },
        { account_id: acc["3101"] as string, credit: "12345" },
      ]);
      created = (await postLedger(tx, actor(), { date: "2026-03-27", sourceType: "manual", description: "Setoran" }, posting, "en")).id;
    };
    expect(await race(createFromLine, (tx) => remove(tx, actor(), other), (tx) => addMatch(rekon, created)(tx))).toBeNull();
    // Nothing left behind: every reconciled line is still a ledger line of the account, every match balanced.
    expect(await inTransaction(t.database.db, actor(), (tx) => cashbankSubledger.check(tx, owner.companyId), { readOnly: true })).toEqual([]);
  });
  it("a journal with a reconciled line is not reversed either, whichever module's: 409 with the reason, the journal kept", async () => {
    const rekon = await statement();
    const journal = await bankJournal();
    await inTransaction(t.database.db, actor(), addMatch(rekon, journal));
    const reversed = await t.request("POST", `/api/transactions/journal/${journal}/reverse`, { token: owner.token, body: {}, headers: { "accept-language": "id" } });
    expect(reversed.status).toBe(409);
    expect(reversed.body.message).toBe("Baris banknya sudah direkonsiliasi; batalkan rekonsiliasinya terlebih dahulu.");
    expect((await get(`/api/transactions/journal/${journal}`)).body.data.status).toBe("posted");
  });
});
