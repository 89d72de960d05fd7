import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { accountIds } from "../../test/ledger-helpers.js";
import { payableSubledger } from "../payables/payables.subledger.js";
import { cashAdvanceSubledger } from "./subledger.js";

/**
 * cash-advance-ap: a realisation that spent more than the advance, posted as a payable to the
 * employee (a purchase invoice of kind `cash_advance`) and paid later through payables — the
 * advance closes when posted, both sub-ledgers agree, and every wrong body is refused.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let outsider: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let kas: string;
let advanceId: string;
let contactId: string;
let realisationId: string;

const CA = "/api/transactions/cash-advance";
const PI = "/api/transactions/purchase-invoice";
const as = (method: string, path: string, body?: unknown, token = owner.token) => t.request(method, path, { token, body });

/** The body the cash-advance-ap screen sends: one line on the advance's account for what is owed. */
const apBody = (amount: string, extra: Record<string, unknown> = {}) => ({
  kind: "cash_advance",
  cash_advance_id: advanceId,
  contact_id: contactId,
  vendor_invoice_number: "RUM/2026/04/0001",
  date: "2026-04-12",
  description: "Kekurangan uang muka",
  lines: [{ account_id: acc["1105.01"], description: "Kekurangan uang muka", quantity: "1", price: amount }],
  ...extra,
});

const advance = async () => (await as("GET", `${CA}/${advanceId}`)).body.data;
const checks = () =>
  inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, async (tx) => [
    ...(await cashAdvanceSubledger.check(tx, owner.companyId)),
    ...(await payableSubledger.check(tx, owner.companyId)),
  ]);

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("kasbon-ap");
  outsider = await t.owner("lain", "PT Lain");
  acc = await accountIds(t, owner.token);
  const employee = await as("POST", "/api/master-data/employee", { code: "EMP-09", name: "Eka Saputra" });
  // Pays the advance before any deposit (the AP posting is the point here): an agreed overdraft.
  const cash = await as("POST", "/api/master-data/cashbank", { code: "KAS", name: "Kas", account_id: acc["1101.01"], negative_balance: "allow" });
  kas = cash.body.data.id;
  // No approval levels: the request is approved when submitted.
  const request = await as("POST", `${CA}/request`, {
    date: "2026-04-01",
    purpose_date: "2026-04-02",
    advance_type: "travel",
    employee_id: employee.body.data.id,
    request_amount: "1000000",
  });
  expect((await as("POST", `${CA}/request/${request.body.data.id}/submit`)).body.data.status).toBe("approved");
  const paid = await as("POST", CA, { cash_advance_request_id: request.body.data.id, date: "2026-04-02", cashbank_id: kas });
  expect(paid.body.data.status).toBe("approved");
  advanceId = paid.body.data.id;
  contactId = paid.body.data.contact_id;
});
afterAll(() => t.close());

describe("posting a cash advance's shortfall to AP", () => {
  it("is refused while the advance is not realised, and when the employee holds money back", async () => {
    const early = await as("POST", PI, apBody("250000"));
    expect(early.status).toBe(422);
    expect(early.body.message).toMatch(/owes the employee nothing/);
    const realisation = await as("POST", `${CA}/realisation`, {
      cash_advance_id: advanceId,
      date: "2026-04-10",
      details: [{ account_id: acc["6104"], description: "Tiket dan hotel", amount: "1250000" }],
    });
    expect(realisation.status).toBe(201);
    realisationId = realisation.body.data.id;
    expect((await as("POST", `${CA}/realisation/${realisationId}/submit`)).body.data.status).toBe("approved");
    expect(await advance()).toMatchObject({ settlement_kind: "top_up", balance: "-250000.00" });
  });

  it("the line editors' tax pickers list taxes by kinds (VAT ones, withholding ones)", async () => {
    const vat = (await as("GET", "/api/master-data/tax?per_page=100&kind=vat,vat_luxury,vat_freight")).body.data as { kind: string }[];
    const withheld = (await as("GET", "/api/master-data/tax?per_page=100&kind=withholding,final")).body.data as { kind: string }[];
    expect(vat.length).toBeGreaterThan(0);
    expect(withheld.length).toBeGreaterThan(0);
    expect(vat.every((x) => ["vat", "vat_luxury", "vat_freight"].includes(x.kind))).toBe(true);
    expect(withheld.every((x) => ["withholding", "final"].includes(x.kind))).toBe(true);
  });

  it("refuses a body that is not one plain line on the advance's account for the employee", async () => {
    const more = await as("POST", PI, apBody("250000.01"));
    expect(more.status).toBe(422);
    expect(more.body.errors["lines.0.price"]).toEqual(["The amount field may not be greater than 250000.00"]);
    const otherAccount = await as("POST", PI, apBody("250000", { lines: [{ account_id: acc["6104"], quantity: "1", price: "250000" }] }));
    expect(otherAccount.body.message).toMatch(/one line on the advance's account/);
    const vendor = await as("POST", "/api/master-data/contact", { code: "V-01", name: "PT Vendor", contact_types: ["vendor"] });
    const otherContact = await as("POST", PI, apBody("250000", { contact_id: vendor.body.data.id }));
    expect(otherContact.body.errors.contact_id).toEqual(["The contact must be the cash advance's employee (Eka Saputra)."]);
    const noAdvance = await as("POST", PI, apBody("250000", { cash_advance_id: null }));
    expect(Object.keys(noAdvance.body.errors)).toEqual(["cash_advance_id"]);
    const foreign = await as("POST", PI, apBody("250000"), outsider.token);
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {})).toContain("cash_advance_id");
  });

  let invoiceId: string;
  it("posts Dr employee advance / Cr payable with the employee as contact, and closes the advance", async () => {
    // Two drafts for the same shortfall, posted at the same moment: only one gets it.
    const drafts = await Promise.all([as("POST", PI, apBody("250000")), as("POST", PI, apBody("250000"))]);
    for (const draft of drafts) expect(draft.body).toMatchObject({ data: { status: "draft" } });
    expect(drafts[0]?.body.data).toMatchObject({ kind: "cash_advance", cash_advance_id: advanceId, status: "draft", payable_amount: "250000.00" });
    const listed = await as("GET", `${PI}?kind=cash_advance&cash_advance_id=${advanceId}`);
    expect(listed.body.data).toHaveLength(2);
    const submitted = await Promise.all(drafts.map((d) => as("POST", `${PI}/${d.body.data.id}/submit`)));
    const posted = submitted.find((r) => r.status === 200)?.body.data;
    const refused = submitted.find((r) => r.status !== 200);
    expect(refused?.status).toBe(422);
    expect(refused?.body.message).toMatch(/owes the employee nothing/);
    expect(posted).toMatchObject({ status: "approved", outstanding: "250000.00", cash_advance_number: (await advance()).number });
    invoiceId = posted.id;
    const loser = drafts.find((d) => d.body.data.id !== invoiceId)?.body.data.id;
    expect((await as("DELETE", `${PI}/${loser}`)).status).toBe(200);
    const journal = (await as("GET", `/api/transactions/journal/${posted.journal_ids[0]}`)).body.data;
    expect(journal.details.map((l: { account_id: string; debit: string; credit: string; contact_id: string }) => [l.account_id, l.debit, l.credit, l.contact_id])).toEqual([
      [acc["1105.01"], "250000.00", "0.00", contactId],
      [acc["2101"], "0.00", "250000.00", contactId],
    ]);
    expect(await advance()).toMatchObject({ settlement_status: "closed", balance: "0.00", payable_amount: "250000.00" });
    expect(await checks()).toEqual([]);
    // Nothing is owed any more: no second posting, no top-up.
    expect((await as("POST", PI, apBody("1"))).body.message).toMatch(/owes the employee nothing/);
    const topUp = await as("POST", `${CA}/refund`, { cash_advance_id: advanceId, date: "2026-04-12", cashbank_id: kas, amount: "1" });
    expect(topUp.body.message).toBe("This cash advance is already settled.");
  });

  it("shows in the reports as posted to AP, and the realisation cannot be cancelled under it", async () => {
    const summary = (await as("GET", "/api/report/cash-advance?date_from=2026-04-01&date_to=2026-04-30")).body.data;
    expect(summary.rows[0]).toMatchObject({ taken: "1000000.00", realised: "1250000.00", payable: "250000.00", outstanding: "0.00" });
    const detail = (await as("GET", "/api/report/cash-advance/detail?date_from=2026-04-01&date_to=2026-04-30")).body.data;
    expect(detail.advances[0].movements.map((m: { kind: string; balance: string }) => [m.kind, m.balance])).toEqual([
      ["paid", "1000000.00"],
      ["realised", "-250000.00"],
      ["payable", "0.00"],
    ]);
    // The screen's employee filter: the employee as a contact.
    const mine = (await as("GET", `/api/report/cash-advance?date_from=2026-04-01&date_to=2026-04-30&contact_ids=${contactId}`)).body.data;
    expect(mine.rows).toHaveLength(1);
    const vendor = (await as("GET", "/api/master-data/contact?q=V-01")).body.data[0].id;
    const none = (await as("GET", `/api/report/cash-advance/detail?date_from=2026-04-01&date_to=2026-04-30&contact_ids=${vendor}`)).body.data;
    expect(none.advances).toEqual([]);
    const undo = await as("POST", `${CA}/realisation/${realisationId}/cancel`, {});
    expect(undo.status).toBe(409);
  });

  it("is paid through payables like any invoice, and cancelling it gives the shortfall back", async () => {
    const payment = await as("POST", "/api/transactions/purchase-payment", { date: "2026-04-15", cashbank_id: kas, lines: [{ invoice_id: invoiceId, amount: "250000" }] });
    expect(payment.status).toBe(201);
    expect((await as("GET", `${PI}/${invoiceId}`)).body.data).toMatchObject({ outstanding: "0.00", settlement: "paid" });
    expect(await checks()).toEqual([]);
    const cancelled = await as("POST", `${PI}/${invoiceId}/cancel`, {});
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(await advance()).toMatchObject({ settlement_status: "realised", settlement_kind: "top_up", balance: "-250000.00", payable_amount: "0.00" });
    expect(await checks()).toEqual([]);
    // Now topped up in cash instead.
    const topUp = await as("POST", `${CA}/refund`, { cash_advance_id: advanceId, date: "2026-04-16", cashbank_id: kas, amount: "250000" });
    expect(topUp.body.data).toMatchObject({ status: "approved", kind: "top_up" });
    expect(await advance()).toMatchObject({ settlement_status: "closed" });
  });
});
