import { money } from "@neraca/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { download, pngBytes, upload } from "../../test/files.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal, tb } from "../../test/ledger-helpers.js";
import { pdfText } from "../../test/pdf-text.js";
import { cashAdvanceSubledger } from "./subledger.js";
import { currencyBalancesCheck } from "../ledger/currency-balances.js";

/**
 * Employee cash advances through their whole life: request, approval by levels with an approved
 * amount, payment once from a mapped account, realisation with a receipt, refund or top-up, close;
 * the N-days rule, closed periods, another company, the reports against the ledger, the sub-ledger.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let requester: Awaited<ReturnType<TestApp["member"]>>;
let cashier: Awaited<ReturnType<TestApp["member"]>>;
let cashier2: Awaited<ReturnType<TestApp["member"]>>;
let head: Awaited<ReturnType<TestApp["member"]>>;
let director: Awaited<ReturnType<TestApp["member"]>>;
let outsider: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let ani: string;
let budi: string;
let citra: string;
let kas: string;
let bank: string;
let ppn: string;

const BASE = "/api/transactions/cash-advance";
const approverRights = [
  { action: "read", resource: "TxCashAdvanceRequest" },
  { action: "read", resource: "TxModuleApproval" },
];
const cashierRights = [
  { action: "read", resource: "TxCashAdvanceRequest" },
  { action: "create", resource: "TxCashAdvance" },
  { action: "read", resource: "TxCashAdvance" },
  { action: "update", resource: "TxCashAdvance" },
  { action: "delete", resource: "TxCashAdvance" },
];

const req = (method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  t.request(method, `${BASE}${path}`, { token, body, headers });

async function makeEmployee(code: string, name: string) {
  const res = await t.request("POST", "/api/master-data/employee", { token: owner.token, body: { code, name } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** A cash account; `negative_balance` absent, a cash account's default (refuse). */
async function makeCashbank(code: string, account: string, users: string[], negative_balance?: string) {
  const res = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code, name: code, account_id: acc[account], negative_balance } });
  expect(res.status).toBe(201);
  if (users.length) {
    const mapped = await t.request("POST", `/api/master-data/cashbank/${res.body.data.id}/users`, { token: owner.token, body: { user_ids: users } });
    expect(mapped.status).toBe(200);
  }
  return res.body.data.id as string;
}

const requestBody = (employee: string, amount: string, date = "2026-03-02", extra: Record<string, unknown> = {}) => ({
  date,
  purpose_date: date,
  advance_type: "travel",
  employee_id: employee,
  request_amount: amount,
  notes: `Perjalanan ${amount}`,
  ...extra,
});

/** A submitted request approved by every level it needs (amounts below 5 000 000: the head only). */
async function approvedRequest(employee: string, amount: string, date = "2026-03-02") {
  const created = await req("POST", "/request", requester.token, requestBody(employee, amount, date));
  expect(created.status).toBe(201);
  const submitted = await req("POST", `/request/${created.body.data.id}/submit`, requester.token);
  expect(submitted.body.data.status).toBe("pending");
  const approved = await req("POST", `/request-approval/${created.body.data.id}/approve`, head.token, { approved_amount: amount });
  expect(approved.body.data.status).toBe("approved");
  return created.body.data.id as string;
}

const pay = (requestId: string, date: string, cashbank = kas, token = cashier.token, headers?: Record<string, string>) =>
  req("POST", "", token, { cash_advance_request_id: requestId, date, cashbank_id: cashbank, description: "Tunai" }, headers);

const advanceOf = async (id: string) => (await req("GET", `/${id}`, owner.token)).body.data;

/** Balance of an account at the end of `date` from the trial balance: debit − credit. */
async function accountBalance(code: string, date: string) {
  const res = await tb(t, owner.token, "2026-01-01", date, "&include_zero=true");
  expect(res.status).toBe(200);
  const row = res.body.data.rows.find((r: { code: string }) => r.code === code);
  return money(row.closing_debit).minus(money(row.closing_credit)).toFixed(2);
}

const outstandingAt = async (date: string) => {
  const res = await t.request("GET", `/api/report/cash-advance?date_from=2026-01-01&date_to=${date}`, { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("kasbon");
  acc = await accountIds(t, owner.token);
  requester = await t.member(
    owner.token,
    ["create", "read", "update", "delete"].map((action) => ({ action, resource: "TxCashAdvanceRequest" })),
    "requester",
  );
  cashier = await t.member(owner.token, cashierRights, "cashier");
  cashier2 = await t.member(owner.token, cashierRights, "cashier2");
  head = await t.member(owner.token, approverRights, "head");
  director = await t.member(owner.token, approverRights, "director");
  outsider = await t.owner("outsider", "PT Lain");
  ani = await makeEmployee("EMP-01", "Ani Rahayu");
  budi = await makeEmployee("EMP-02", "Budi Santoso");
  citra = await makeEmployee("EMP-03", "Citra Dewi");
  // Pays advances before any money is deposited in it: these tests are about advances, not the
  // below-zero rule (its own test below), so the petty cash runs an agreed overdraft.
  kas = await makeCashbank("KAS", "1101.01", [cashier.userId, cashier2.userId], "allow");
  bank = await makeCashbank("BCA", "1102.02", []);
  const taxes = await t.request("GET", "/api/master-data/tax?kind=vat&per_page=100", { token: owner.token });
  ppn = taxes.body.data.find((x: { base_numerator: number }) => x.base_numerator === 11).id;
  // Level 1: every amount, the head. Level 2: above 5 000 000, the director.
  const levels = await t.request("PUT", "/api/settings/module-approval/cash_advance_request", {
    token: owner.token,
    body: {
      levels: [
        { limit_type: "all", approvers: [{ type: "user", id: head.userId }] },
        { limit_type: "above", amount_min: "5000000", approvers: [{ type: "user", id: director.userId }] },
      ],
    },
  });
  expect(levels.status).toBe(200);
});
afterAll(() => t.close());

describe("request, approval by levels, payment once", () => {
  let requestId: string;
  let advanceId: string;

  it("numbers a request when submitted and waits for the levels its amount meets", async () => {
    const bad = await req("POST", "/request", requester.token, requestBody(ani, "0", "2026-03-02", { advance_type: "holiday" }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.request_amount).toEqual(["The request amount field must be at least 0.01"]);
    const unknownType = await req("POST", "/request", requester.token, requestBody(ani, "6000000", "2026-03-02", { advance_type: "holiday" }));
    expect(unknownType.body.errors.advance_type).toEqual(["The selected type is invalid"]);
    const created = await req("POST", "/request", requester.token, requestBody(ani, "6000000"));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: "draft", number: null, employee_name: "Ani Rahayu", request_amount: "6000000.00", approved_amount: null });
    requestId = created.body.data.id;
    const submitted = await req("POST", `/request/${requestId}/submit`, requester.token);
    expect(submitted.body.data).toMatchObject({ status: "pending", number: "PUM/2026/03/0001" });
    expect(submitted.body.data.approval.levels).toHaveLength(2);
  });

  it("approves by levels with an approved amount no higher than requested", async () => {
    const early = await req("POST", `/request-approval/${requestId}/approve`, director.token, { approved_amount: "5000000" });
    expect(early.status).toBe(403);
    const tooMuch = await req("POST", `/request-approval/${requestId}/approve`, head.token, { approved_amount: "6000000.01" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.approved_amount).toEqual(["The approved amount field may not be greater than 6000000.00"]);
    const first = await req("POST", `/request-approval/${requestId}/approve`, head.token, { approved_amount: "5500000", note: "Hotel lebih murah" });
    expect(first.body.data).toMatchObject({ status: "pending", approved_amount: "5500000.00" });
    expect(first.body.data.approval.current_level).toBe(1);
    // The director approves from the module-approval inbox: the amount granted so far stands.
    const inbox = await t.request("GET", "/api/transactions/module-approval", { token: director.token });
    expect(inbox.body.data.map((d: { id: string }) => d.id)).toContain(requestId);
    const last = await t.request("POST", `/api/transactions/module-approval/${requestId}/approve`, { token: director.token, body: {} });
    expect(last.body.data).toMatchObject({ status: "approved", approved_amount: "5500000.00" });
  });

  it("pays an approved request once, from a cash account mapped to the cashier", async () => {
    const mine = await req("GET", "/cashbank", cashier.token);
    expect(mine.body.data.map((c: { code: string }) => c.code)).toEqual(["KAS"]);
    expect((await req("GET", "/cashbank", owner.token)).body.data.map((c: { code: string }) => c.code)).toEqual(["BCA", "KAS"]);
    const found = await req("GET", "/employee?q=rahayu", requester.token);
    expect(found.body.data.map((e: { name: string }) => e.name)).toEqual(["Ani Rahayu"]);
    const unmapped = await pay(requestId, "2026-03-03", bank);
    expect(unmapped.status).toBe(422);
    expect(unmapped.body.errors.cashbank_id).toEqual(["The selected cashbank is invalid"]);
    const paid = await pay(requestId, "2026-03-03", kas, cashier.token, { "Idempotency-Key": "pay-ani-1" });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: "approved", number: "UM/2026/03/0001", amount: "5500000.00", settlement_status: "paid", balance: "5500000.00" });
    advanceId = paid.body.data.id;
    const replay = await pay(requestId, "2026-03-03", kas, cashier.token, { "Idempotency-Key": "pay-ani-1" });
    expect(replay.body.data.id).toBe(advanceId);
    const again = await pay(requestId, "2026-03-04", kas, cashier2.token);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("This cash advance request has already been paid (UM/2026/03/0001).");
    const journal = await t.request("GET", `/api/transactions/journal/${paid.body.data.journal_ids[0]}`, { token: owner.token });
    const sides = journal.body.data.details.map((l: { account_id: string; debit: string; credit: string }) => [l.account_id, l.debit, l.credit]);
    expect(sides).toEqual([
      [acc["1105.01"], "5500000.00", "0.00"],
      [acc["1101.01"], "0.00", "5500000.00"],
    ]);
    // The employee is the lines' contact: a contact of type employee with the employee's code.
    const contact = paid.body.data.contact_id;
    expect(journal.body.data.details[0]).toMatchObject({ contact_id: contact, description: "Ani Rahayu — Tunai" });
    const contacts = await t.request("GET", "/api/master-data/contact?q=EMP-01", { token: owner.token });
    expect(contacts.body.data).toMatchObject([{ id: contact, name: "Ani Rahayu", contact_types: ["employee"] }]);
    const request = (await req("GET", `/request/${requestId}`, owner.token)).body.data;
    expect(request).toMatchObject({ cash_advance_id: advanceId, cash_advance_number: "UM/2026/03/0001" });
    const inUse = await req("POST", `/request/${requestId}/cancel`, owner.token, {});
    expect(inUse.status).toBe(409);
  });

  it("prints the advance for the employee's signature", async () => {
    const pdf = await download(t, owner.token, `${BASE}/${advanceId}/print`);
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(pdf.bytes);
    expect(text).toContain("UM/2026/03/0001");
    expect(text).toContain("Ani Rahayu");
    expect(text).toContain("Received by");
  });

  it("realisation beyond the advance needs a top-up, which closes it", async () => {
    const early = await req("POST", "/refund", cashier.token, { cash_advance_id: advanceId, date: "2026-03-05", cashbank_id: kas, amount: "1000" });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Realise this cash advance before refunding or topping it up.");
    // Transport 5 000 000, hotel 600 000 with PPN 12% on 11/12 (66 000): 5 666 000 against 5 500 000.
    const body = {
      cash_advance_id: advanceId,
      date: "2026-03-10",
      description: "Perjalanan Surabaya",
      details: [
        { account_id: acc["6104"], description: "Tiket pesawat", amount: "5000000" },
        { account_id: acc["6102"], description: "Hotel", amount: "600000", tax_id: ppn },
      ],
    };
    const draft = await req("POST", "/realisation", cashier.token, body);
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ status: "draft", expense_amount: "5600000.00", vat_amount: "66000.00", total_amount: "5666000.00", difference: "-166000.00" });
    const second = await req("POST", "/realisation", cashier.token, body);
    expect(second.status).toBe(422);
    const receipt = await upload(t, cashier.token, `${BASE}/realisation/${draft.body.data.id}/attachments`, "kwitansi-hotel.png", pngBytes, "image/png");
    expect(receipt.status).toBe(201);
    const submitted = await req("POST", `/realisation/${draft.body.data.id}/submit`, cashier.token);
    expect(submitted.body.data).toMatchObject({ status: "approved", number: "RUM/2026/03/0001" });
    const lines = (await t.request("GET", `/api/transactions/journal/${submitted.body.data.journal_ids[0]}`, { token: owner.token })).body.data.details;
    expect(lines.map((l: { account_id: string; debit: string; credit: string }) => [l.account_id, l.debit, l.credit])).toEqual([
      [acc["6104"], "5000000.00", "0.00"],
      [acc["6102"], "600000.00", "0.00"],
      [acc["1107.01"], "66000.00", "0.00"],
      [acc["1105.01"], "0.00", "5666000.00"],
    ]);
    expect(await advanceOf(advanceId)).toMatchObject({ settlement_status: "realised", settlement_kind: "top_up", balance: "-166000.00" });
    const tooMuch = await req("POST", "/refund", cashier.token, { cash_advance_id: advanceId, date: "2026-03-20", cashbank_id: kas, amount: "200000" });
    expect(tooMuch.body.errors.amount).toEqual(["The amount field may not be greater than 166000.00"]);
    const topUp = await req("POST", "/refund", cashier.token, { cash_advance_id: advanceId, date: "2026-03-20", cashbank_id: kas, amount: "166000" });
    expect(topUp.status).toBe(201);
    expect(topUp.body.data).toMatchObject({ status: "approved", kind: "top_up", number: "SUM/2026/03/0001" });
    expect(await advanceOf(advanceId)).toMatchObject({ settlement_status: "closed", balance: "0.00", topped_up_amount: "166000.00" });
    const more = await req("POST", "/refund", cashier.token, { cash_advance_id: advanceId, date: "2026-03-21", cashbank_id: kas, amount: "1" });
    expect(more.body.message).toBe("This cash advance is already settled.");
    const undo = await req("POST", `/realisation/${draft.body.data.id}/cancel`, owner.token, {});
    expect(undo.status).toBe(409);
  });
});

describe("refunds", () => {
  it("close an advance when less was spent, in parts", async () => {
    const requestId = await approvedRequest(budi, "1000000");
    const paid = await pay(requestId, "2026-03-04");
    expect(paid.status).toBe(201);
    const id = paid.body.data.id as string;
    const realised = await req("POST", "/realisation", cashier.token, {
      cash_advance_id: id,
      date: "2026-03-11",
      details: [{ account_id: acc["6104"], amount: "850000" }],
    });
    await req("POST", `/realisation/${realised.body.data.id}/submit`, cashier.token);
    expect(await advanceOf(id)).toMatchObject({ settlement_status: "realised", settlement_kind: "refund", balance: "150000.00" });
    const part = await req("POST", "/refund", cashier.token, { cash_advance_id: id, date: "2026-03-15", cashbank_id: kas, amount: "100000" });
    expect(part.body.data.kind).toBe("refund");
    const sides = (await t.request("GET", `/api/transactions/journal/${part.body.data.journal_ids[0]}`, { token: owner.token })).body.data.details;
    expect(sides.map((l: { account_id: string; debit: string }) => [l.account_id, l.debit])).toEqual([
      [acc["1101.01"], "100000.00"],
      [acc["1105.01"], "0.00"],
    ]);
    expect(await advanceOf(id)).toMatchObject({ settlement_status: "realised", balance: "50000.00" });
    await req("POST", "/refund", cashier.token, { cash_advance_id: id, date: "2026-03-25", cashbank_id: kas, amount: "50000" });
    expect(await advanceOf(id)).toMatchObject({ settlement_status: "closed", refunded_amount: "150000.00" });
    const closed = await req("GET", "?settlement_status=closed", owner.token);
    expect(closed.body.data.map((a: { id: string }) => a.id)).toContain(id);
  });
});

describe("rules", () => {
  it("pays a request once when two cashiers pay it at the same moment", async () => {
    const requestId = await approvedRequest(citra, "250000", "2026-03-06");
    const [a, b] = await Promise.all([pay(requestId, "2026-03-06", kas, cashier.token), pay(requestId, "2026-03-06", kas, cashier2.token)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const paid = await req("GET", `?employee_id=${citra}&status=approved`, owner.token);
    expect(paid.body.meta.total).toBe(1);
    // Cancelling the advance reverses its journal and lets the request be paid again.
    const advance = paid.body.data[0];
    const cancelled = await req("POST", `/${advance.id}/cancel`, cashier.token, {});
    expect(cancelled.body.data.status).toBe("cancelled");
    const request = (await req("GET", `/request/${requestId}`, owner.token)).body.data;
    expect(request.cash_advance_id).toBeNull();
    const repaid = await pay(requestId, "2026-03-07");
    expect(repaid.status).toBe(201);
  });

  it("refuses a payment that would take a cash account under zero (what a cash account does by default)", async () => {
    const empty = await makeCashbank("KAS-2", "1101.02", [cashier.userId]);
    const requestId = await approvedRequest(citra, "100000", "2026-03-08");
    const refused = await pay(requestId, "2026-03-08", empty);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.cashbank_id[0]).toMatch(/KAS-2 may not go below zero/);
    expect((await req("GET", `/request/${requestId}`, owner.token)).body.data.cash_advance_id).toBeNull();
    await req("POST", `/request/${requestId}/cancel`, owner.token, {});
  });

  it("refuses another company's employees and documents", async () => {
    const foreign = await t.request("POST", `${BASE}/request`, { token: outsider.token, body: requestBody(ani, "100000") });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.employee_id).toEqual(["The selected employee is invalid"]);
    const mine = (await req("GET", "/request?per_page=1", owner.token)).body.data[0];
    expect((await t.request("GET", `${BASE}/request/${mine.id}`, { token: outsider.token })).status).toBe(404);
    expect((await t.request("POST", `${BASE}/request-approval/${mine.id}/approve`, { token: outsider.token, body: { approved_amount: "1" } })).status).toBe(404);
    const payForeign = await t.request("POST", BASE, { token: outsider.token, body: { cash_advance_request_id: mine.id, date: "2026-03-05", cashbank_id: kas } });
    expect(payForeign.status).toBe(422);
    expect(payForeign.body.errors.cash_advance_request_id).toEqual(["The selected cash advance request is invalid"]);
  });

  it("respects closed periods", async () => {
    const dedi = await makeEmployee("EMP-04", "Dedi Kurniawan");
    const requestId = await approvedRequest(dedi, "300000", "2026-01-20");
    const close = await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-01" } });
    expect(close.status).toBe(201);
    const inClosed = await pay(requestId, "2026-01-25");
    expect(inClosed.status).toBe(422);
    expect(inClosed.body.message).toContain("2026-01");
    const late = await req("POST", "/request", requester.token, requestBody(dedi, "100000", "2026-01-28"));
    expect(late.status).toBe(422);
    const paid = await pay(requestId, "2026-02-02");
    expect(paid.status).toBe(201);
    expect((await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-02" } })).status).toBe(201);
    // Its month closed: the advance can no longer be cancelled, nor realised in that month.
    const cancel = await req("POST", `/${paid.body.data.id}/cancel`, owner.token, {});
    expect(cancel.status).toBe(422);
    const realised = await req("POST", "/realisation", cashier.token, { cash_advance_id: paid.body.data.id, date: "2026-02-10", details: [{ account_id: acc["6104"], amount: "1000" }] });
    expect(realised.status).toBe(422);
    expect((await advanceOf(paid.body.data.id)).status).toBe("approved");
  });

  it("refuses a new advance to an employee holding one beyond N days, once the setting is on", async () => {
    const defaults = await req("GET", "/setting", owner.token);
    expect(defaults.body.data).toMatchObject({ overdue_days: null, types: [{ code: "travel" }, { code: "operational" }, { code: "project" }] });
    // Citra holds UM paid on 2026-03-07, unsettled.
    const before = await approvedRequest(citra, "100000", "2026-04-20");
    const set = await req("PUT", "/setting", owner.token, { overdue_days: 30, types: defaults.body.data.types });
    expect(set.status).toBe(200);
    const refused = await req("POST", "/request", requester.token, requestBody(citra, "100000", "2026-04-20"));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Citra Dewi still holds cash advance UM/2026/03/0004, unsettled for 44 days (the limit is 30 days).");
    const payRefused = await pay(before, "2026-04-20");
    expect(payRefused.status).toBe(422);
    expect((await req("POST", "/request", requester.token, requestBody(citra, "100000", "2026-04-05"))).status).toBe(201);
    const forbidden = await req("PUT", "/setting", cashier.token, { overdue_days: null, types: defaults.body.data.types });
    expect(forbidden.status).toBe(403);
    await req("PUT", "/setting", owner.token, { overdue_days: null, types: defaults.body.data.types });
  });
});

describe("reports and the ledger", () => {
  it("the employee-advance account's balance equals the report's outstanding at three dates", async () => {
    for (const [date, expected] of [
      ["2026-03-05", "6800000.00"],
      ["2026-03-12", "534000.00"],
      ["2026-03-31", "550000.00"],
    ] as const) {
      const report = await outstandingAt(date);
      expect(report.totals.outstanding).toBe(expected);
      expect(await accountBalance("1105.01", date)).toBe(expected);
    }
    const report = await outstandingAt("2026-03-31");
    const budiRow = report.rows.find((r: { employee_name: string }) => r.employee_name === "Budi Santoso");
    expect(budiRow).toMatchObject({ taken: "1000000.00", realised: "850000.00", refunded: "150000.00", outstanding: "0.00", open_advances: 0, days_outstanding: null });
    const citraRow = report.rows.find((r: { employee_name: string }) => r.employee_name === "Citra Dewi");
    expect(citraRow).toMatchObject({ outstanding: "250000.00", open_advances: 1, days_outstanding: 24 });
    const dediRow = report.rows.find((r: { employee_name: string }) => r.employee_name === "Dedi Kurniawan");
    expect(dediRow).toMatchObject({ opening: "0.00", taken: "300000.00", outstanding: "300000.00", days_outstanding: 57 });
    const march = (await t.request("GET", "/api/report/cash-advance?date_from=2026-03-01&date_to=2026-03-31", { token: owner.token })).body.data;
    expect(march.rows.find((r: { employee_name: string }) => r.employee_name === "Dedi Kurniawan")).toMatchObject({ opening: "300000.00", taken: "0.00" });
  });

  it("lists each advance's movements with a running balance", async () => {
    const res = await t.request("GET", `/api/report/cash-advance/detail?date_from=2026-03-01&date_to=2026-03-31&employee_id=${ani}`, { token: owner.token });
    expect(res.status).toBe(200);
    const [advance] = res.body.data.advances;
    expect(advance.movements.map((m: { kind: string; balance: string }) => [m.kind, m.balance])).toEqual([
      ["paid", "5500000.00"],
      ["realised", "-166000.00"],
      ["top_up", "0.00"],
    ]);
    const csv = await t.request("GET", "/api/report/cash-advance?date_from=2026-03-01&date_to=2026-03-31&format=csv", { token: owner.token, headers: { "accept-language": "id" } });
    expect(csv.status).toBe(200);
    expect(String(csv.body).split("\n")[0]).toContain("Karyawan");
    const denied = await t.request("GET", "/api/report/cash-advance?date_from=2026-03-01&date_to=2026-03-31", { token: cashier.token });
    expect(denied.status).toBe(403);
  });

  it("the sub-ledger agrees with the control account, and finds a journal posted to it by hand", async () => {
    const check = () => inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => cashAdvanceSubledger.check(tx, owner.companyId));
    expect(await check()).toEqual([]);
    const manual = await postJournal(t, owner.token, "2026-03-31", [line(acc["1105.01"] as string, 1000, 0), line(acc["1101.01"] as string, 0, 1000)]);
    expect(manual.status).toBe(201);
    expect(await check()).toEqual(["account 1105.01: ledger 551000.00, employees hold 550000.00", "no contact: ledger 1000.00, employees hold 0.00"]);
    await postJournal(t, owner.token, "2026-03-31", [line(acc["1101.01"] as string, 1000, 0), line(acc["1105.01"] as string, 0, 1000)]);
    expect(await check()).toEqual([]);
    // Moving an amount from one employee to another leaves the account's total right, not the employees'.
    const contactOf = async (employee: string) => (await req("GET", `?employee_id=${employee}&status=approved`, owner.token)).body.data[0].contact_id as string;
    const [aniContact, budiContact] = [await contactOf(ani), await contactOf(budi)];
    await postJournal(t, owner.token, "2026-03-31", [
      line(acc["1105.01"] as string, 500, 0, { contact_id: aniContact }),
      line(acc["1105.01"] as string, 0, 500, { contact_id: budiContact }),
    ]);
    expect(await check()).toEqual(["contact EMP-01: ledger 500.00, employees hold 0.00", "contact EMP-02: ledger -500.00, employees hold 0.00"]);
  });
});

describe("a settlement is not dated before what it settles (#23 item 6)", () => {
  it("refuses a realisation before the advance's payment, and a refund before the realisation", async () => {
    const employee = await makeEmployee("E-DATE", "Eka Tanggal");
    const paid = await pay(await approvedRequest(employee, "500000", "2026-03-02"), "2026-03-05");
    expect(paid.status).toBe(201);
    const advanceId = paid.body.data.id as string;
    const lines = [{ account_id: acc["6104"], amount: "300000" }];
    const early = await req("POST", "/realisation", cashier.token, { cash_advance_id: advanceId, date: "2026-03-04", details: lines });
    expect(early.status).toBe(422);
    expect(early.body.errors.date).toEqual([`The date is before the date of cash advance ${paid.body.data.number} (2026-03-05), which it settles.`]);
    const realised = await req("POST", "/realisation", cashier.token, { cash_advance_id: advanceId, date: "2026-03-10", details: lines });
    expect(realised.status).toBe(201);
    const submitted = await req("POST", `/realisation/${realised.body.data.id}/submit`, cashier.token);
    expect(submitted.body.data.status).toBe("approved");
    const refund = { cash_advance_id: advanceId, cashbank_id: kas, amount: "200000", description: "Sisa" };
    const before = await req("POST", "/refund", cashier.token, { ...refund, date: "2026-03-08" });
    expect(before.status).toBe(422);
    expect(before.body.errors.date).toEqual([`The date is before the date of cash advance realisation ${submitted.body.data.number} (2026-03-10), which it settles.`]);
    expect((await req("POST", "/refund", cashier.token, { ...refund, date: "2026-03-10" })).status).toBe(201);
  });
});

describe("an advance paid from a dollar account (issue 29)", () => {
  it("hands over dollars at the rate; the advance stays the request's rupiah, the difference is an exchange difference; refunds go through rupiah", async () => {
    const usd = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BRIUSD", name: "BRI USD", account_id: acc["1102.03"], currency: "USD", negative_balance: "allow" } });
    expect(usd.status, JSON.stringify(usd.body)).toBe(201);
    await t.request("POST", `/api/master-data/cashbank/${usd.body.data.id}/users`, { token: owner.token, body: { user_ids: [cashier.userId] } });
    await t.request("POST", "/api/master-data/exchange-rate", { token: owner.token, body: { currency: "USD", kind: "booking", date: "2026-04-01", rate: "16000" } });
    const dewi = await makeEmployee("EMP-USD", "Dewi Lestari");
    const request = await approvedRequest(dewi, "4000000", "2026-04-02");
    // No dollars named: the account's currency asks for them.
    const missing = await pay(request, "2026-04-03", usd.body.data.id);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.amount_currency[0]).toBe("BRI USD holds USD: enter the USD handed over for this advance.");
    // USD 250 at 16 100 (typed): the bank gives 4 025 000, the advance is 4 000 000, a loss of 25 000.
    const paid = await req("POST", "", cashier.token, { cash_advance_request_id: request, date: "2026-04-03", cashbank_id: usd.body.data.id, amount_currency: "250", rate: "16100" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ amount: "4000000.00", currency: "USD", amount_currency: "250.00", rate: "16100.000000", rate_date: null, exchange_difference: "-25000.00", balance: "4000000.00" });
    const journal = await t.request("GET", `/api/transactions/journal/${paid.body.data.journal_id}`, { token: owner.token });
    const lines = journal.body.data.details.map((l: { account_id: string; debit: string; credit: string }) => [
      l.account_id === acc["1102.03"] ? "bank" : l.account_id === acc["7103"] ? "exchange" : "advance",
      l.debit,
      l.credit,
    ]);
    expect(lines).toEqual([
      ["advance", "4000000.00", "0.00"],
      ["bank", "0.00", "4025000.00"],
      ["exchange", "25000.00", "0.00"],
    ]);
    // The bank line keeps its dollars: the currency balances agree with the lines.
    expect(await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => currencyBalancesCheck.check(tx, owner.companyId))).toEqual([]);
    // A refund through the dollar account is refused by name.
    const refund = await req("POST", "/refund", cashier.token, { cash_advance_id: paid.body.data.id, date: "2026-04-04", cashbank_id: usd.body.data.id, amount: "1000" });
    expect(refund.status).toBe(422);
    // The advance's sub-ledger holds its rupiah (an earlier test leaves a drift of its own on other employees).
    const checks = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => cashAdvanceSubledger.check(tx, owner.companyId));
    expect(checks.filter((c) => c.includes("EMP-USD"))).toEqual([]);
  });
});
