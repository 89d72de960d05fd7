import { money, Posting } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../../db/client.js";
import { inTransaction } from "../../db/tenant.js";
import { AppError } from "../../platform/errors.js";
import { TestApp } from "../../test/harness.js";
import { line, postJournal } from "../../test/ledger-helpers.js";
import { approvedInvoice, pay, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";
import { post as postLedger } from "./ledger.post.js";
import { remove } from "./ledger.reverse.js";
import { untilSomeoneWaits } from "../../test/races.js";

/**
 * "Never below zero" for a cash or bank account set to refuse it, on every path that lowers it —
 * not only a payment out, but also incoming money taken back: a receipt deleted or cancelled, a
 * sales payment deleted (alone or with its invoice), a manual journal crediting the account, a
 * reversal — and under concurrent removals and payments (the second waits, then sees the first).
 */
let t: TestApp;
let f: SalesFixture;
let types: Record<string, string>;

const TX = "/api/transactions/cashbank";
const BANK = "1102.02";
const request = (method: string, url: string, body?: unknown, language = "en") =>
  t.request(method, url, { token: f.owner.token, body, headers: { "accept-language": language } });

/** A bank receipt (BBM) or payment (BBK) of the fixture's bank account, posted. */
async function transact(type: "BBM" | "BBK", amount: string, date: string) {
  const created = await request("POST", TX, {
    transaction_type_id: types[type],
    cashbank_id: f.bankId,
    date,
    description: `${type} ${amount}`,
    details: [{ account_id: f.acc[type === "BBM" ? "7102" : "6110"], amount }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const posted = await request("POST", `${TX}/${created.body.data.id}/submit`);
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  return posted.body.data as { id: string; journal_ids: string[] };
}

const balance = async () => {
  const res = await request("GET", "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31");
  const row = res.body.data.rows.find((r: { code: string }) => r.code === BANK);
  return row ? money(row.closing_debit).minus(money(row.closing_credit)).toFixed(2) : "0.00";
};

const refusedBelowZero = (res: { status: number; body: { message: string; errors?: Record<string, string[]> } }, balanceText: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.message).toBe(`BCA Operasional may not go below zero: its balance would be ${balanceText}.`);
  expect(res.body.errors?.cashbank_id).toEqual([res.body.message]);
};

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "guard");
  const listed = await request("GET", `${TX}/types`);
  types = Object.fromEntries(listed.body.data.map((x: { code: string; id: string }) => [x.code, x.id]));
  const settings = await request("PUT", `${TX}/accounts/${f.bankId}/settings`, { negative_balance: "refuse" });
  expect(settings.status).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe("a bank account that may not go below zero, when incoming money is taken back", () => {
  it("refuses deleting or cancelling a receipt that was spent, and leaves the balance as it was", async () => {
    const receipt = await transact("BBM", "100000", "2026-03-02");
    await transact("BBK", "60000", "2026-03-03");
    expect(await balance()).toBe("40000.00");
    refusedBelowZero(await request("DELETE", `${TX}/${receipt.id}`), "-60,000.00");
    refusedBelowZero(await request("POST", `${TX}/${receipt.id}/cancel`, {}), "-60,000.00");
    expect(await balance()).toBe("40000.00");
    expect((await request("GET", `${TX}/${receipt.id}`)).body.data.status).toBe("approved");
    // In Indonesian too, with the amount written the Indonesian way.
    const id = await request("DELETE", `${TX}/${receipt.id}`, undefined, "id");
    expect(id.body.message).toBe("BCA Operasional tidak boleh bersaldo di bawah nol: saldonya akan menjadi -60.000,00.");
    // Spend less and the same receipt may go: it never took the account under zero.
    await transact("BBM", "60000", "2026-03-01");
    expect((await request("DELETE", `${TX}/${receipt.id}`)).status).toBe(200);
    expect(await balance()).toBe("0.00");
  });

  it("refuses deleting a sales payment that was spent, alone or with its invoice", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-05", "500000");
    const payment = await pay(t, f, "2026-03-06", [{ invoice_id: invoice.id, amount: "500000" }]);
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    await transact("BBK", "300000", "2026-03-07");
    expect(await balance()).toBe("200000.00");
    refusedBelowZero(await request("DELETE", `/api/transactions/sales-payment/${payment.body.data.id}`), "-300,000.00");
    refusedBelowZero(await request("DELETE", `/api/transactions/sales-invoice/${invoice.id}`), "-300,000.00");
    expect(await balance()).toBe("200000.00");
    expect((await request("GET", `/api/transactions/sales-invoice/${invoice.id}`)).body.data.outstanding).toBe("0.00");
    expect((await request("GET", `/api/transactions/sales-payment/${payment.body.data.id}`)).status).toBe(200);
  });

  it("refuses a manual journal crediting the account past its balance, and a reversal that takes money back", async () => {
    expect(await balance()).toBe("200000.00");
    refusedBelowZero(await postJournal(t, f.owner.token, "2026-03-08", [line(f.acc["6110"] as string, "200000.01", 0), line(f.acc[BANK] as string, 0, "200000.01")]), "-0.01");
    const deposit = await postJournal(t, f.owner.token, "2026-03-09", [line(f.acc[BANK] as string, "50000", 0), line(f.acc["3101"] as string, 0, "50000")]);
    expect(deposit.status).toBe(201);
    await transact("BBK", "250000", "2026-03-10");
    expect(await balance()).toBe("0.00");
    refusedBelowZero(await request("POST", `/api/transactions/journal/${deposit.body.data.id}/reverse`, {}), "-50,000.00");
    expect((await request("GET", `/api/transactions/journal/${deposit.body.data.id}`)).body.data.status).toBe("posted");
    expect(await balance()).toBe("0.00");
  });
});

describe("each cash or bank account's own policy below zero, by its kind unless set", () => {
  const cashbank = async (code: string, name: string, account: string, extra: Record<string, unknown> = {}) => {
    const res = await request("POST", "/api/master-data/cashbank", { code, name, account_id: f.acc[account], ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; negative_balance: string };
  };
  const pay = async (type: "BKK" | "BBK", cashbankId: string, amount: string, language = "en") => {
    const created = await request("POST", TX, { transaction_type_id: types[type], cashbank_id: cashbankId, date: "2026-04-02", details: [{ account_id: f.acc["6110"], amount }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return request("POST", `${TX}/${created.body.data.id}/submit`, undefined, language);
  };

  it("a new cash account refuses to go below zero, a new bank account warns; the form's choice is kept on edit", async () => {
    const cash = await cashbank("KAS-POL", "Kas Toko", "1101.01");
    expect(cash.negative_balance).toBe("refuse");
    const refused = await pay("BKK", cash.id, "1");
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toBe("Kas Toko may not go below zero: its balance would be -1.00.");
    expect((await cashbank("BNI-POL", "BNI Giro", "1102.01")).negative_balance).toBe("warn");
    // An edit that does not name the policy keeps it; one that names it changes it.
    const body = { code: "KAS-POL", name: "Kas Toko", account_id: f.acc["1101.01"] };
    const kept = await request("PUT", `/api/master-data/cashbank/${cash.id}`, body);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.negative_balance).toBe("refuse");
    const allowed = await request("PUT", `/api/master-data/cashbank/${cash.id}`, { ...body, negative_balance: "allow" });
    expect(allowed.body.data.negative_balance).toBe("allow");
    const paid = await pay("BKK", cash.id, "1");
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.warnings).toBeUndefined();
    const wrong = await request("PUT", `/api/master-data/cashbank/${cash.id}`, { ...body, negative_balance: "sometimes" });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(["negative_balance"]);
  });

  it("a bank account that warns posts the payment and says so in the answer, in the user's language", async () => {
    const bank = await cashbank("MDR-POL", "Mandiri Giro", "1102.03");
    const first = await pay("BBK", bank.id, "250000");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.status).toBe("approved");
    expect(first.body.warnings).toEqual(["Mandiri Giro is now below zero: its balance is -250,000.00."]);
    const second = await pay("BBK", bank.id, "50000", "id");
    expect(second.body.warnings).toEqual(["Mandiri Giro kini bersaldo di bawah nol: saldonya -300.000,00."]);
    // A manual journal crediting it warns too (the door, not the document, keeps the rule).
    const journal = await postJournal(t, f.owner.token, "2026-04-03", [line(f.acc["6110"] as string, "1", 0), line(f.acc["1102.03"] as string, 0, "1")]);
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    expect(journal.body.warnings).toEqual(["Mandiri Giro is now below zero: its balance is -300,001.00."]);
    // The transaction types screen's old switch is gone: the account's own setting says it.
    const settings = await request("PUT", `${TX}/accounts/${bank.id}/settings`, { refuse_negative: true });
    expect(settings.status).toBe(422);
  });
});

describe("a removal and a payment at the same time", () => {
  const actor = () => ({ companyId: f.owner.companyId, userId: f.owner.userId });
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  const someoneWaits = () => untilSomeoneWaits(t.database);
  /** `first` in a transaction held open until `second`, in another, waits on it; answers how `second` ended. */
  const race = async (first: (tx: Tx) => Promise<unknown>, second: (tx: Tx) => Promise<unknown>) => {
    const wrote = gate();
    const release = gate();
    const firstDone = inTransaction(t.database.db, actor(), async (tx) => {
      await first(tx);
      wrote.open();
      await release.opened;
    });
    await Promise.race([wrote.opened, firstDone]);
    const secondDone = inTransaction(t.database.db, actor(), second).then(
      () => null,
      (error: unknown) => (error instanceof AppError ? error.messageKey : error),
    );
    await someoneWaits();
    release.open();
    await firstDone;
    return secondDone;
  };
  const bankPosting = (side: "in" | "out", amount: string) =>
    Posting.fromInput([
      { account_id: f.acc[BANK] as string, ...(side === "in" ? { debit: amount } : { credit: amount }) },
      { account_id: f.acc["3101"] as string, ...(side === "in" ? { credit: amount } : { debit: amount }) },
    ]);
  const postBank = (side: "in" | "out", amount: string) => (tx: Tx) =>
    postLedger(tx, actor(), { date: "2026-03-20", sourceType: "manual", description: `${side} ${amount}` }, bankPosting(side, amount), "en");

  it("two payments at once from a cash account that refuses by default: the second waits, then is refused", async () => {
    const cash = await request("POST", "/api/master-data/cashbank", { code: "KAS-RACE", name: "Kas Kecil", account_id: f.acc["1101.02"] });
    expect(cash.body.data.negative_balance).toBe("refuse");
    const cashPosting = (side: "in" | "out", amount: string) => (tx: Tx) =>
      postLedger(
        tx,
        actor(),
        { date: "2026-03-21", sourceType: "manual", description: `cash ${side} ${amount}` },
        Posting.fromInput([
          { account_id: f.acc["1101.02"] as string, ...(side === "in" ? { debit: amount } : { credit: amount }) },
          { account_id: f.acc["3101"] as string, ...(side === "in" ? { credit: amount } : { debit: amount }) },
        ]),
        "en",
      );
    await inTransaction(t.database.db, actor(), cashPosting("in", "1000"));
    expect(await race(cashPosting("out", "600"), cashPosting("out", "600"))).toBe("cashbank_below_zero");
    const res = await request("GET", "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31");
    const row = res.body.data.rows.find((r: { code: string }) => r.code === "1101.02");
    expect(money(row.closing_debit).minus(money(row.closing_credit)).toFixed(2)).toBe("400.00");
  });

  it("whichever comes second waits for the first to commit, then is refused", async () => {
    expect(await balance()).toBe("0.00");
    // A receipt of 1 000 spent by a payment of 600 that commits first: its removal must fail.
    const receipt = (await inTransaction(t.database.db, actor(), postBank("in", "1000"))).id;
    expect(await race(postBank("out", "600"), (tx) => remove(tx, actor(), receipt))).toBe("cashbank_below_zero");
    expect(await balance()).toBe("400.00");
    // A receipt of 1 000 removed first: the payment of 600 that waited must fail.
    const second = (await inTransaction(t.database.db, actor(), postBank("in", "1000"))).id;
    expect(await race((tx) => remove(tx, actor(), second), postBank("out", "600"))).toBe("cashbank_below_zero");
    expect(await balance()).toBe("400.00");
  });
});
