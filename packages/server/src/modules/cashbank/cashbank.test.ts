import { money } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";
import { pdfText } from "../../test/pdf-text.js";
import { inTransaction } from "../../db/tenant.js";
import { cashbankSubledger } from "./cashbank.subledger.js";

/**
 * Cash and bank receipts, payments, transfers and requests: numbering by transaction type, the
 * posting, taxes, the below-zero rule (also under concurrent payments), requests paid once, the
 * user-to-cashbank mapping, closed months, delete, prints, and the four reports plus cash flow.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let outsider: Awaited<ReturnType<TestApp["owner"]>>;
let cashier: Awaited<ReturnType<TestApp["member"]>>;
let acc: Record<string, string>;
let types: Record<string, { id: string; kind: string; prefix: string }>;
const cb: Record<string, string> = {};

const TX = "/api/transactions/cashbank";
const cashierRights = [
  { action: "create", resource: "TxCashbank" },
  { action: "read", resource: "TxCashbank" },
  { action: "update", resource: "TxCashbank" },
  { action: "delete", resource: "TxCashbank" },
  { action: "read", resource: "ReportCashBank" },
  { action: "read", resource: "TxCashbankRequest" },
];

const get = (url: string, token = owner.token) => t.request("GET", url, { token });
const post = (url: string, body?: unknown, token = owner.token) => t.request("POST", url, { token, body });

async function cashbank(code: string, accountCode: string, token = owner.token) {
  const res = await post("/api/master-data/cashbank", { code, name: `Akun ${code}`, account_id: acc[accountCode] }, token);
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** Creates and posts a receipt or payment; answers the response of the submit (or the create when it failed). */
async function transact(type: string, cashbankId: string, amount: string, extra: Record<string, unknown> = {}, token = owner.token) {
  const body = {
    transaction_type_id: types[type]?.id,
    cashbank_id: cashbankId,
    date: "2026-03-10",
    description: `${type} ${amount}`,
    details: [{ account_id: acc[types[type]?.kind.endsWith("in") ? "7102" : "6110"], amount }],
    ...extra,
  };
  const created = await post(TX, body, token);
  if (created.status !== 201) return created;
  return post(`${TX}/${created.body.data.id}/submit`, undefined, token);
}

const balanceOf = async (accountCode: string, date = "2026-12-31") => {
  const res = await get(`/api/report/trial-balance?date_from=2026-01-01&date_to=${date}`);
  const row = res.body.data.rows.find((r: { code: string }) => r.code === accountCode);
  return row ? money(row.closing_debit).minus(money(row.closing_credit)).toFixed(2) : "0.00";
};

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("cashbank");
  outsider = await t.owner("outsider", "PT Lain");
  acc = await accountIds(t, owner.token);
  cashier = await t.member(owner.token, cashierRights, "cashier");
  const listed = await get(`${TX}/types`);
  expect(listed.status).toBe(200);
  types = Object.fromEntries(listed.body.data.map((x: { code: string; id: string; kind: string; prefix: string }) => [x.code, x]));
  cb.petty = await cashbank("KAS", "1101.01");
  cb.big = await cashbank("KASBESAR", "1101.02");
  cb.bca = await cashbank("BCA", "1102.02");
  cb.mandiri = await cashbank("MDR", "1102.01");
  // The cashier may use the bank accounts only.
  expect((await post(`/api/master-data/cashbank/${cb.bca}/users`, { user_ids: [cashier.userId] })).status).toBe(200);
  expect((await post(`/api/master-data/cashbank/${cb.mandiri}/users`, { user_ids: [cashier.userId] })).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe("transaction types", () => {
  it("every company starts with the Indonesian defaults, each with its counter account", () => {
    expect(Object.keys(types).sort()).toEqual(["BBK", "BBK-ADM", "BBM", "BBM-BUNGA", "BKK", "BKM"]);
    expect(types.BKM).toMatchObject({ kind: "cash_in", prefix: "BKM" });
    expect(types["BBK-ADM"]).toMatchObject({ kind: "bank_out", prefix: "BBK" });
  });

  it("adds and edits a type; a code is unique; the cashier may read but not change them", async () => {
    const body = { kind: "cash_in", code: "SETOR", name: "Setoran modal", prefix: "bkm", default_account_id: acc["3101"] };
    const created = await post(`${TX}/types`, body);
    expect(created.status).toBe(201);
    expect(created.body.data.prefix).toBe("BKM");
    expect((await post(`${TX}/types`, body)).status).toBe(422);
    const edited = await t.request("PUT", `${TX}/types/${created.body.data.id}`, { token: owner.token, body: { ...body, name: "Setoran pemilik" } });
    expect(edited.body.data.name).toBe("Setoran pemilik");
    expect((await get(`${TX}/types`, cashier.token)).status).toBe(200);
    expect((await post(`${TX}/types`, { ...body, code: "X1" }, cashier.token)).status).toBe(403);
    expect((await get(`${TX}/types`, outsider.token)).body.data.some((x: { code: string }) => x.code === "SETOR")).toBe(false);
  });
});

describe("receipts and payments", () => {
  it("a bank receipt is numbered by its type's prefix and posts the bank against the lines", async () => {
    const res = await transact("BBM", cb.bca as string, "5000000");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "approved", number: "BBM/2026/03/0001", kind: "bank_in", total: "5000000.00" });
    const journal = await get(`/api/transactions/journal/${res.body.data.journal_id}`);
    const sides = journal.body.data.details.map((d: { account_code: string; debit: string; credit: string }) => [d.account_code, d.debit, d.credit]);
    expect(sides).toEqual([
      ["1102.02", "5000000.00", "0.00"],
      ["7102", "0.00", "5000000.00"],
    ]);
    expect(journal.body.data.source_type).toBe("cashbank");
    // The second of the month takes the next number of the same prefix (the interest type shares BBM).
    const interest = await transact("BBM-BUNGA", cb.bca as string, "12500.50");
    expect(interest.body.data.number).toBe("BBM/2026/03/0002");
  });

  it("a cash account takes cash types only, a bank account bank types only", async () => {
    const res = await transact("BKM", cb.bca as string, "1000");
    expect(res.status).toBe(422);
    expect(res.body.errors.cashbank_id[0]).toBe("The selected cashbank must be a cash account for this transaction type.");
  });

  it("a payment with input VAT and tax withheld credits the bank with what changes hands", async () => {
    const vat = await post("/api/master-data/tax", { code: "TVAT11", name: "PPN 11% test", kind: "vat", rate: "11", buy_account_id: acc["1107.01"], sell_account_id: acc["2102.01"] });
    const pph = await post("/api/master-data/tax", { code: "TPPH23", name: "PPh 23 test", kind: "withholding", rate: "2", buy_account_id: acc["2102.03"], sell_account_id: acc["1107.03"] });
    expect([vat.status, pph.status]).toEqual([201, 201]);
    const res = await transact("BBK", cb.bca as string, "1000000", {
      contact_id: null,
      details: [{ account_id: acc["6110"], amount: "1000000", tax_ids: [vat.body.data.id, pph.body.data.id] }],
    });
    expect(res.status).toBe(200);
    // Gross, VAT, withholding and net agree in the answer and in the list (the form, view and print show these).
    expect(res.body.data).toMatchObject({ subtotal: "1000000.00", vat: "110000.00", withholding: "20000.00", total: "1090000.00" });
    const listed = (await get(`${TX}?q=${encodeURIComponent(res.body.data.number)}`)).body.data;
    expect(listed.map((r: Record<string, string>) => [r.subtotal, r.vat, r.withholding, r.total])).toEqual([["1000000.00", "110000.00", "20000.00", "1090000.00"]]);
    const journal = await get(`/api/transactions/journal/${res.body.data.journal_id}`);
    const sides = journal.body.data.details.map((d: { account_code: string; debit: string; credit: string }) => [d.account_code, d.debit, d.credit]);
    expect(sides).toEqual([
      ["6110", "1000000.00", "0.00"],
      ["1107.01", "110000.00", "0.00"],
      ["2102.03", "0.00", "20000.00"],
      ["1102.02", "0.00", "1090000.00"],
    ]);
    const print = await t.app.inject({ method: "GET", url: `${TX}/${res.body.data.id}/print`, headers: { authorization: `Bearer ${owner.token}`, "accept-language": "id" } });
    expect(print.statusCode).toBe(200);
    const { text } = await pdfText(print.rawPayload);
    expect(text).toContain("Bukti Bank Keluar");
    expect(text).toContain(res.body.data.number);
    for (const figure of ["1.000.000,00", "110.000,00", "(20.000,00)", "1.090.000,00"]) expect(text).toContain(figure);
  });

  it("refuses bad input with the field named, and another company's transaction is not found", async () => {
    const bad = await post(TX, { transaction_type_id: types.BKM?.id, cashbank_id: cb.petty, date: "2026-03-10", details: [{ account_id: acc["7102"], amount: "-5" }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain("details.0.amount");
    const mine = await transact("BKM", cb.petty as string, "750000");
    expect(mine.status).toBe(200);
    expect((await get(`${TX}/${mine.body.data.id}`, outsider.token)).status).toBe(404);
    expect((await post(`${TX}/${mine.body.data.id}/cancel`, {}, outsider.token)).status).toBe(404);
  });

  it("deleting a posted transaction in an open month removes its journal; a closed month refuses both posting and delete", async () => {
    const res = await transact("BKM", cb.petty as string, "100000", { date: "2026-02-05" });
    expect(res.status).toBe(200);
    const journalId = res.body.data.journal_id;
    const deleted = await t.request("DELETE", `${TX}/${res.body.data.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await get(`/api/transactions/journal/${journalId}`)).status).toBe(404);
    const kept = await transact("BKM", cb.petty as string, "100000", { date: "2026-01-20" });
    expect(kept.status).toBe(200);
    expect((await post("/api/transactions/closing", { period: "2026-01" })).status).toBe(201);
    const closed = await post(TX, {
      transaction_type_id: types.BKM?.id,
      cashbank_id: cb.petty,
      date: "2026-01-25",
      details: [{ account_id: acc["7102"], amount: "5" }],
    });
    expect(closed.status).toBe(422);
    expect((await t.request("DELETE", `${TX}/${kept.body.data.id}`, { token: owner.token })).status).toBe(422);
  });
});

describe("a cash account that refuses to go below zero", () => {
  it("refuses a payment over the balance, and holds under 20 concurrent payments", async () => {
    const settings = await t.request("PUT", `${TX}/accounts/${cb.big}/settings`, { token: owner.token, body: { negative_balance: "refuse" } });
    expect(settings.status).toBe(200);
    expect((await transact("BKM", cb.big as string, "100000")).status).toBe(200);
    const over = await transact("BKK", cb.big as string, "100000.01");
    expect(over.status).toBe(409);
    expect(over.body.message).toContain("may not go below zero");
    // Nothing of the refused payment was posted.
    expect(await balanceOf("1101.02")).toBe("100000.00");
    // 20 payments of 10 000 against 100 000: ten pass, ten are refused, never below zero.
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(TX, { transaction_type_id: types.BKK?.id, cashbank_id: cb.big, date: "2026-03-11", details: [{ account_id: acc["6110"], amount: "10000" }] }),
      ),
    );
    const results = await Promise.all(drafts.map((d) => post(`${TX}/${d.body.data.id}/submit`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(10);
    expect(await balanceOf("1101.02")).toBe("0.00");
    // A backdated payment that would take an earlier day below zero is refused too.
    expect((await transact("BKK", cb.big as string, "1", { date: "2026-03-01" })).status).toBe(409);
  }, 60_000);
});

describe("transfers", () => {
  it("moves money in one journal with the bank charge borne by the sender", async () => {
    const created = await post(`${TX}/transfer`, {
      date: "2026-03-12",
      from_cashbank_id: cb.bca,
      to_cashbank_id: cb.petty,
      amount: "2000000",
      charge_amount: "6500",
      charge_account_id: acc["8101"],
    });
    expect(created.status).toBe(201);
    const posted = await post(`${TX}/transfer/${created.body.data.id}/submit`);
    expect(posted.status).toBe(200);
    expect(posted.body.data.number).toMatch(/^TF\/2026\/03\//);
    expect(posted.body.data.journal_ids).toHaveLength(1);
    const journal = await get(`/api/transactions/journal/${posted.body.data.journal_ids[0]}`);
    expect(journal.body.data.details.map((d: { account_code: string; debit: string; credit: string }) => [d.account_code, d.debit, d.credit])).toEqual([
      ["1101.01", "2000000.00", "0.00"],
      ["8101", "6500.00", "0.00"],
      ["1102.02", "0.00", "2006500.00"],
    ]);
    const same = await post(`${TX}/transfer`, { date: "2026-03-12", from_cashbank_id: cb.bca, to_cashbank_id: cb.bca, amount: "1" });
    expect(same.status).toBe(422);
  });
});

describe("requests", () => {
  it("a request approved by the module's approver is paid once, and shows paid", async () => {
    const clerk = await t.member(owner.token, [
      { action: "create", resource: "TxCashbankRequest" },
      { action: "read", resource: "TxCashbankRequest" },
    ], "clerk");
    const approver = await t.member(owner.token, [{ action: "read", resource: "TxModuleApproval" }, { action: "read", resource: "TxCashbankRequest" }], "approver");
    const levels = await t.request("PUT", "/api/settings/module-approval/cashbank_request", {
      token: owner.token,
      body: { levels: [{ limit_type: "all", approvers: [{ type: "user", id: approver.userId }] }] },
    });
    expect(levels.status).toBe(200);
    const request = await post("/api/transactions/cashbank/request", {
      date: "2026-03-13",
      purpose: "Beli ATK",
      cashbank_id: cb.bca,
      details: [{ account_id: acc["6105"], amount: "350000" }],
    }, clerk.token);
    expect(request.status).toBe(201);
    const id = request.body.data.id;
    const submitted = await post(`/api/transactions/cashbank/request/${id}/submit`, undefined, clerk.token);
    expect(submitted.body.data).toMatchObject({ status: "pending", number: "PKB/2026/03/0001" });
    // Not payable before approval.
    const early = await transact("BBK", cb.bca as string, "350000", { request_id: id });
    expect(early.status).toBe(422);
    const inbox = await get("/api/transactions/module-approval", approver.token);
    expect(inbox.body.data.map((i: { id: string }) => i.id)).toContain(id);
    expect((await post(`/api/transactions/module-approval/${id}/approve`, {}, approver.token)).status).toBe(200);
    // Not before the request it pays (#23 item 6).
    const beforeRequest = await transact("BBK", cb.bca as string, "350000", { request_id: id }, cashier.token);
    expect(beforeRequest.status).toBe(422);
    expect(beforeRequest.body.errors.date).toEqual(["The date is before the date of cash and bank request PKB/2026/03/0001 (2026-03-13), which it settles."]);
    const paid = await transact("BBK", cb.bca as string, "350000", { request_id: id, date: "2026-03-13" }, cashier.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data.request_number).toBe("PKB/2026/03/0001");
    const shown = await get(`/api/transactions/cashbank/request/${id}`, clerk.token);
    expect(shown.body.data).toMatchObject({ settlement_status: "paid", paid_number: paid.body.data.number });
    const twice = await transact("BBK", cb.mandiri as string, "350000", { request_id: id }, cashier.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("already been paid");
    // The request cannot be cancelled while paid; cancelling the payment frees it again.
    expect((await post(`/api/transactions/cashbank/request/${id}/cancel`, {})).status).toBe(409);
    expect((await post(`${TX}/${paid.body.data.id}/cancel`, {})).status).toBe(200);
    expect((await get(`/api/transactions/cashbank/request/${id}`)).body.data.settlement_status).toBe("unpaid");
  }, 60_000);
});

describe("the user-to-cashbank mapping", () => {
  it("an unmapped account's transactions are not found, not listed, not postable and not reported", async () => {
    const cash = await transact("BKM", cb.petty as string, "1000");
    expect((await get(`${TX}/${cash.body.data.id}`, cashier.token)).status).toBe(404);
    expect((await get(`${TX}/${cash.body.data.id}/print`, cashier.token)).status).toBe(404);
    expect((await get(`${TX}/${cash.body.data.id}/attachments`, cashier.token)).status).toBe(404);
    const list = await get(`${TX}?per_page=100`, cashier.token);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((d: { cashbank_id: string }) => d.cashbank_id === cb.bca || d.cashbank_id === cb.mandiri)).toBe(true);
    const refused = await transact("BKM", cb.petty as string, "1000", {}, cashier.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.cashbank_id).toBeDefined();
    const accounts = await get(`${TX}/accounts`, cashier.token);
    expect(accounts.body.data.map((a: { code: string }) => a.code)).toEqual(["BCA", "MDR"]);
    const summary = await get("/api/report/cash-bank-summary?date_from=2026-01-01&date_to=2026-12-31", cashier.token);
    expect(summary.body.data.rows.map((r: { code: string }) => r.code)).toEqual(["BCA", "MDR"]);
    // The cash book's statement of a period is built once and shared by every caller (only the
    // values change): the owner's request builds it, the cashier and another company's owner
    // still find nothing of this account.
    const pettyBook = `/api/report/cash-bank?date_from=2026-01-01&date_to=2026-12-31&cashbank_id=${cb.petty}`;
    expect((await get(pettyBook)).status).toBe(200);
    expect((await get(pettyBook, cashier.token)).status).toBe(404);
    expect((await get(pettyBook, outsider.token)).status).toBe(404);
    expect((await get(pettyBook)).body.data.cashbank.code).toBe("KAS");
  });
});

describe("reports", () => {
  it("the cash book's closing equals the ledger balance of the account at that date, with a running balance", async () => {
    await postJournal(t, owner.token, "2026-03-20", [line(acc["1102.02"] as string, "1000", 0), line(acc["3101"] as string, 0, "1000")]);
    const book = await get(`/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${cb.bca}&per_page=100`);
    expect(book.status).toBe(200);
    const data = book.body.data;
    expect(data.closing_balance).toBe(await balanceOf("1102.02", "2026-03-31"));
    expect(data.lines.at(-1).balance).toBe(data.closing_balance);
    expect(data.opening_balance).toBe("0.00");
    // Paged: the second page starts where the first ended.
    const first = await get(`/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${cb.bca}&per_page=2`);
    const second = await get(`/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${cb.bca}&per_page=2&page=2`);
    expect(second.body.data.page_opening_balance).toBe(first.body.data.lines[1].balance);
    const csv = await get(`/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${cb.bca}&format=csv`);
    expect(csv.status).toBe(200);
  });

  it("the cash book filters by contact and office, shows a mapped cashier their account, and an empty period holds its opening", async () => {
    const contact = await post("/api/master-data/contact", { code: "KAS-C1", name: "Pelanggan Kas", contact_types: ["customer"] });
    expect(contact.status).toBe(201);
    const c1 = contact.body.data.id as string;
    const mdr = acc["1102.01"] as string;
    await postJournal(t, owner.token, "2026-04-05", [line(mdr, "300", 0, { contact_id: c1 }), line(acc["7102"] as string, 0, "300")]);
    await postJournal(t, owner.token, "2026-04-06", [line(mdr, "200", 0), line(acc["7102"] as string, 0, "200")]);
    await postJournal(t, owner.token, "2026-04-07", [line(acc["6110"] as string, "50.25", 0), line(mdr, 0, "50.25", { contact_id: c1 })]);
    const april = `/api/report/cash-bank?date_from=2026-04-01&date_to=2026-04-30&cashbank_id=${cb.mandiri}`;
    // Only the contact's lines, their opening from the lines (nothing before April for them).
    const byContact = (await get(`${april}&contact_ids=${c1}`)).body.data;
    expect(byContact.lines.map((l: { in: string; out: string; balance: string; contact_name: string }) => [l.in, l.out, l.balance, l.contact_name])).toEqual([
      ["300.00", "0.00", "300.00", "Pelanggan Kas"],
      ["0.00", "50.25", "249.75", "Pelanggan Kas"],
    ]);
    expect(byContact).toMatchObject({ opening_balance: "0.00", total_in: "300.00", total_out: "50.25", closing_balance: "249.75" });
    // The cashier is mapped to this account: the whole book, as the ledger has it.
    const whole = await get(april, cashier.token);
    expect(whole.status).toBe(200);
    const book = whole.body.data;
    expect(book.cashbank.code).toBe("MDR");
    expect(book.opening_balance).toBe(await balanceOf("1102.01", "2026-03-31"));
    expect(book.closing_balance).toBe(await balanceOf("1102.01", "2026-04-30"));
    expect(book.lines.at(-1).balance).toBe(book.closing_balance);
    expect(money(book.opening_balance).plus(money(book.total_in)).minus(money(book.total_out)).toFixed(2)).toBe(book.closing_balance);
    // In the head office only: the same lines (every posting here is the head office's).
    const offices = (await get("/api/master-data/office?per_page=100")).body.data as { id: string; is_head_office: boolean }[];
    const head = offices.find((o) => o.is_head_office)?.id as string;
    const inHead = (await get(`${april}&office_ids=${head}`)).body.data;
    expect(inHead.lines.map((l: { balance: string }) => l.balance)).toEqual(book.lines.map((l: { balance: string }) => l.balance));
    expect(inHead.closing_balance).toBe(book.closing_balance);
    // A month without lines: no lines, its opening and closing are April's closing.
    const may = (await get(`/api/report/cash-bank?date_from=2026-05-01&date_to=2026-05-31&cashbank_id=${cb.mandiri}`)).body.data;
    expect(may).toMatchObject({ lines: [], opening_balance: book.closing_balance, closing_balance: book.closing_balance, page_opening_balance: book.closing_balance });
    expect(may.meta).toMatchObject({ page: 1, total: 0 });
    // Another company's account, an unknown one and a malformed id.
    expect((await get(april, outsider.token)).status).toBe(404);
    expect((await get(april.replace(cb.mandiri as string, "01900000-0000-7000-8000-000000000000"))).status).toBe(404);
    expect((await get(april.replace(cb.mandiri as string, "nope"))).status).toBe(422);
  });

  it("summary, position by office, by type and the cash-flow statement agree with each other", async () => {
    const summary = (await get("/api/report/cash-bank-summary?date_from=2026-03-01&date_to=2026-03-31")).body.data;
    const bca = summary.rows.find((r: { code: string }) => r.code === "BCA");
    expect(bca.closing_balance).toBe(await balanceOf("1102.02", "2026-03-31"));
    const position = (await get("/api/report/cash-and-bank?date=2026-03-31")).body.data;
    expect(position.totals.balance).toBe(summary.totals.closing_balance);
    expect(position.offices.length).toBeGreaterThan(0);
    const byType = (await get("/api/report/cash-and-bank-report?date_from=2026-03-01&date_to=2026-03-31")).body.data;
    const bbm = byType.rows.find((r: { transaction_type: string; code: string }) => r.transaction_type.startsWith("BBM ") && r.code === "7102");
    expect(bbm.in).toBe("5000000.00");
    const flow = (await get("/api/report/cash-flow?date_from=2026-03-01&date_to=2026-03-31")).body.data;
    const change = money(flow.closing_cash).minus(money(flow.opening_cash)).toFixed(2);
    expect(flow.net_change).toBe(change);
    const financing = flow.sections.find((s: { section: string }) => s.section === "financing");
    expect(financing.rows.map((r: { code: string }) => r.code)).toContain("3101");
    // Every report is refused without the permission.
    const nobody = await t.member(owner.token, [{ action: "read", resource: "TxCashbank" }], "nobody");
    expect((await get("/api/report/cash-flow?date_from=2026-03-01&date_to=2026-03-31", nobody.token)).status).toBe(403);
  });
});

describe("the sub-ledger check", () => {
  it("finds the requests, payments and below-zero accounts consistent after all of the above", async () => {
    const actor = { companyId: owner.companyId, userId: owner.userId };
    const problems = await inTransaction(t.database.db, actor, (tx) => cashbankSubledger.check(tx, owner.companyId), { readOnly: true });
    expect(problems).toEqual([]);
  });
});

describe("a cash or bank account's currency", () => {
  it("is IDR unless given, three letters, and changes only while its ledger account has no postings", async () => {
    const url = "/api/master-data/cashbank";
    const body = { code: "BRI", name: "BRI Valas", account_id: acc["1102.03"] };
    expect((await post(url, { ...body, code: "BRI-X", currency: "RUPIAH" })).body.errors.currency).toBeDefined();
    const created = await post(url, { ...body, currency: "usd" });
    expect(created.status).toBe(201);
    expect(created.body.data.currency).toBe("USD");
    const id = created.body.data.id as string;
    expect((await post(url, { code: "BRI-IDR", name: "BRI", account_id: acc["1102.03"] })).body.data.currency).toBe("IDR");
    const put = (changes: Record<string, unknown>) => t.request("PUT", `${url}/${id}`, { token: owner.token, body: { ...body, ...changes } });
    // No posting yet: changed freely; a change of anything else keeps it.
    expect((await put({ currency: "EUR" })).body.data.currency).toBe("EUR");
    expect((await put({ name: "BRI Euro" })).body.data.currency).toBe("EUR");
    await postJournal(t, owner.token, "2026-03-31", [line(acc["1102.03"] as string, "1000", 0), line(acc["3101"] as string, 0, "1000")]);
    const locked = await t.request("PUT", `${url}/${id}`, { token: owner.token, body: { ...body, currency: "IDR" }, headers: { "accept-language": "id" } });
    expect(locked.status).toBe(422);
    expect(locked.body.errors.currency).toEqual(["Mata uang tidak dapat diubah: rekening ini sudah memiliki posting."]);
    expect((await put({ currency: "EUR", name: "BRI EUR" })).status).toBe(200);
  });
});
