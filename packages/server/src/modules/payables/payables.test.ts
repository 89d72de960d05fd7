import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { pngBytes, upload } from "../../test/files.js";
import { TestApp } from "../../test/harness.js";
import { accountIds, tb } from "../../test/ledger-helpers.js";
import { payableSubledger } from "./payables.subledger.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let outsider: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;
let tax: Record<string, string>;
let vendorId: string;
let agentId: string;
let bankId: string;

const PI = "/api/transactions/purchase-invoice";
const PV = "/api/transactions/payment-voucher";
const PAY = "/api/transactions/purchase-payment";

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("payables");
  outsider = await t.owner("outsider", "PT Lain");
  acc = await accountIds(t, owner.token);
  const taxes = await t.request("GET", "/api/master-data/tax?per_page=100", { token: owner.token });
  tax = Object.fromEntries(taxes.body.data.map((x: { code: string; id: string }) => [x.code, x.id]));
  const vendor = await t.request("POST", "/api/master-data/contact", {
    token: owner.token,
    body: { code: "V-01", name: "PT Jasa Konsultan", contact_types: ["vendor"], npwp: "01.250.290.9-801.000", term_of_payment: 30 },
  });
  vendorId = vendor.body.data.id;
  const agent = await t.request("POST", "/api/master-data/contact", {
    token: owner.token,
    body: { code: "A-01", name: "Global Freight Ltd", contact_types: ["agent"] },
  });
  agentId = agent.body.data.id;
  const bank = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BCA", name: "Bank BCA", account_id: acc["1102.01"] } });
  expect(bank.status).toBe(201);
  bankId = bank.body.data.id;
  await t.request("PUT", "/api/company/profile", { token: owner.token, body: { npwp: "02.111.222.3-444.000" } });
});
afterAll(() => t.close());

/** Consulting 2 × 5 000 000 less 10%, PPN 12% on 11/12, PPh 23 2%: payable 9 810 000. */
const serviceInvoice = (extra: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
  contact_id: vendorId,
  vendor_invoice_number: `INV-${Math.random().toString(36).slice(2, 8)}`,
  tax_invoice_number: "010.000-26.00000001",
  date: "2026-03-10",
  lines: [{ account_id: acc["6102"], description: "Consulting", quantity: "2", price: "5000000", discount_percent: "10", tax_id: tax.PPN11, withholding_tax_id: tax.PPH23, ...line }],
  ...extra,
});

async function postedInvoice(extra: Record<string, unknown> = {}, line: Record<string, unknown> = {}) {
  const created = await t.request("POST", PI, { token: owner.token, body: serviceInvoice(extra, line) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const posted = await t.request("POST", `${PI}/${created.body.data.id}/submit`, { token: owner.token });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  return posted.body.data;
}

const pay = (invoiceId: string, amount: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.request("POST", PAY, { token: owner.token, headers, body: { date: "2026-03-20", cashbank_id: bankId, lines: [{ invoice_id: invoiceId, amount }], ...extra } });

describe("purchase invoice and AP posting", () => {
  it("computes VAT and withholding once per document and posts the AP journal equal to the invoice", async () => {
    const invoice = await postedInvoice();
    expect(invoice).toMatchObject({
      status: "approved",
      number: "PI/2026/03/0001",
      due_date: "2026-04-09",
      subtotal: "10000000.00",
      discount: "1000000.00",
      dpp: "9000000.00",
      vat: "990000.00",
      withholding: "180000.00",
      total: "9990000.00",
      payable_amount: "9810000.00",
      outstanding: "9810000.00",
      settlement: "unpaid",
    });
    const journal = await t.request("GET", `/api/transactions/journal/${invoice.journal_ids[0]}`, { token: owner.token });
    const lines = journal.body.data.details.map((l: { account_code: string; debit: string; credit: string }) => [l.account_code, l.debit, l.credit]);
    expect(lines).toEqual([
      ["6102", "9000000.00", "0.00"],
      ["1107.01", "990000.00", "0.00"],
      ["2102.03", "0.00", "180000.00"],
      ["2101", "0.00", "9810000.00"],
    ]);
    expect(journal.body.data).toMatchObject({ source_type: "purchase_invoice", source_id: invoice.id });
  });

  it("refuses bad input with field messages, and another company's invoice is 404", async () => {
    const bad = await t.request("POST", PI, { token: owner.token, body: serviceInvoice({ due_date: "2026-03-01" }, { tax_id: tax.PPH23 }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors["lines.0.tax_id"]).toEqual(["The tax PPh 23 jasa 2% cannot be used here."]);
    expect(bad.body.errors.due_date).toEqual(["The due date cannot be before the invoice date."]);
    const customer = await t.request("POST", "/api/master-data/contact", { token: owner.token, body: { code: "C-1", name: "Pelanggan", contact_types: ["customer"] } });
    const notVendor = await t.request("POST", PI, { token: owner.token, headers: { "accept-language": "id" }, body: serviceInvoice({ contact_id: customer.body.data.id }) });
    expect(notVendor.body.errors.contact_id).toEqual(["Kontak yang dipilih bukan vendor atau agen."]);
    const invoice = await postedInvoice();
    expect((await t.request("GET", `${PI}/${invoice.id}`, { token: outsider.token })).status).toBe(404);
    expect((await t.request("DELETE", `${PI}/${invoice.id}`, { token: outsider.token })).status).toBe(404);
    expect((await pay(invoice.id, "10")).status).toBe(201);
    const foreignPay = await t.request("POST", PAY, { token: outsider.token, body: { date: "2026-03-20", cashbank_id: bankId, lines: [{ invoice_id: invoice.id, amount: "1" }] } });
    expect(foreignPay.status).toBe(422);
  });

  it("double or concurrent approval gives one journal", async () => {
    const approver = await t.member(owner.token, [{ action: "read", resource: "TxApPosting" }, { action: "read", resource: "TxPurchaseInvoice" }], "approver");
    await t.request("PUT", "/api/settings/module-approval/purchase_invoice", {
      token: owner.token,
      body: { levels: [{ limit_type: "above", amount_min: "50000000", approvers: [{ type: "user", id: approver.userId }] }] },
    });
    const created = await t.request("POST", PI, { token: owner.token, body: serviceInvoice({}, { quantity: "20" }) });
    const submitted = await t.request("POST", `${PI}/${created.body.data.id}/submit`, { token: owner.token });
    expect(submitted.body.data.status).toBe("pending");
    const both = await Promise.all([1, 2].map(() => t.request("POST", `${PI}/${created.body.data.id}/approve`, { token: approver.token })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const journals = await t.request("GET", `/api/transactions/journal?source_type=purchase_invoice&per_page=100`, { token: owner.token });
    expect(journals.body.data.filter((j: { source_id: string }) => j.source_id === created.body.data.id)).toHaveLength(1);
    await t.request("PUT", "/api/settings/module-approval/purchase_invoice", { token: owner.token, body: { levels: [] } });
  });

  it("delete after payment removes its journal and payments: the trial balance returns to before", async () => {
    const before = await tb(t, owner.token, "2026-01-01", "2026-12-31");
    const invoice = await postedInvoice();
    const payment = await pay(invoice.id, "5000000");
    expect(payment.status).toBe(201);
    expect((await t.request("GET", `${PI}/${invoice.id}`, { token: owner.token })).body.data).toMatchObject({ outstanding: "4810000.00", settlement: "partly_paid" });
    const removed = await t.request("DELETE", `${PI}/${invoice.id}`, { token: owner.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await t.request("GET", `${PAY}/${payment.body.data.id}`, { token: owner.token })).status).toBe(404);
    const after = await tb(t, owner.token, "2026-01-01", "2026-12-31");
    expect(after.body.data.totals).toEqual(before.body.data.totals);
    expect(after.body.data.rows).toEqual(before.body.data.rows);
  });

  it("deleting an invoice removes the files of its payments, a cancelled one's too", async () => {
    const invoice = await postedInvoice();
    const live = await pay(invoice.id, "1000000");
    const cancelled = await pay(invoice.id, "2000000");
    for (const p of [live, cancelled]) {
      expect((await upload(t, owner.token, `${PAY}/${p.body.data.id}/attachments`, "bukti.png", pngBytes, "image/png")).status).toBe(201);
    }
    expect((await t.request("POST", `${PAY}/${cancelled.body.data.id}/cancel`, { token: owner.token, body: {} })).status).toBe(200);
    const storage = t.app.ctx.storage;
    const removedKeys: string[] = [];
    const remove = storage.delete.bind(storage);
    storage.delete = async (key: string) => {
      removedKeys.push(key);
      return remove(key);
    };
    try {
      expect((await t.request("DELETE", `${PI}/${invoice.id}`, { token: owner.token })).status).toBe(200);
    } finally {
      storage.delete = remove;
    }
    expect(removedKeys).toHaveLength(2);
    for (const key of removedKeys) expect(await storage.get(key)).toBeNull();
  });

  it("refuses to delete an invoice in a closed month", async () => {
    const invoice = await postedInvoice({ date: "2026-02-10" });
    expect((await t.request("POST", "/api/transactions/closing", { token: owner.token, body: { period: "2026-02" } })).status).toBe(201);
    const refused = await t.request("DELETE", `${PI}/${invoice.id}`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect((await t.request("GET", `${PI}/${invoice.id}`, { token: owner.token })).body.data.status).toBe("approved");
  });
});

describe("purchase invoice list", () => {
  it("lists a vendor's open invoices due in a range, both ends inclusive (the dashboard's aging drills here)", async () => {
    const vendor = await t.request("POST", "/api/master-data/contact", { token: owner.token, body: { code: "V-DUE", name: "PT Jatuh Tempo", contact_types: ["vendor"] } });
    const contact = vendor.body.data.id as string;
    const untaxed = { tax_id: undefined, withholding_tax_id: undefined, quantity: "1", discount_percent: "0", price: "1000000" };
    const invoice = (dueDate: string) => postedInvoice({ contact_id: contact, date: "2026-07-01", due_date: dueDate }, untaxed);
    const july = await invoice("2026-07-10");
    const early = await invoice("2026-08-01");
    const late = await invoice("2026-08-31");
    const paid = await invoice("2026-08-15");
    expect((await pay(paid.id, "1000000", { date: "2026-07-05" })).status).toBe(201);
    const draft = await t.request("POST", PI, { token: owner.token, body: serviceInvoice({ contact_id: contact, date: "2026-07-01", due_date: "2026-08-10" }, untaxed) });
    expect(draft.status).toBe(201);
    const numbers = async (query: string) => {
      const list = await t.request("GET", `${PI}?contact_id=${contact}&per_page=100&${query}`, { token: owner.token });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      return list.body.data.map((r: { number: string | null }) => r.number).sort();
    };
    expect(await numbers("settlement=open")).toEqual([july, early, late].map((i) => i.number).sort());
    expect(await numbers("settlement=open&due_from=2026-08-01&due_to=2026-08-31")).toEqual([early, late].map((i) => i.number).sort());
    expect(await numbers("settlement=open&due_from=2026-08-02&due_to=2026-08-30")).toEqual([]);
    expect(await numbers("settlement=open&due_to=2026-07-31")).toEqual([july.number]);
    // Without the settlement: every invoice due in the range, paid or draft.
    expect(await numbers("due_from=2026-08-10&due_to=2026-08-15")).toHaveLength(2);
    // And by office (the dashboard filtered to one office).
    const office = await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "SBY", name: "Surabaya" } });
    const branch = await postedInvoice({ contact_id: contact, date: "2026-07-01", due_date: "2026-08-05", office_id: office.body.data.id }, untaxed);
    expect(await numbers(`settlement=open&due_from=2026-08-01&office_id=${office.body.data.id}`)).toEqual([branch.number]);
    const bad = await t.request("GET", `${PI}?due_from=2026-02-30&due_to=soon`, { token: owner.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["due_from", "due_to"]);
  });
});

describe("payments", () => {
  it("20 concurrent payments never take an invoice below zero", async () => {
    const invoice = await postedInvoice({}, { quantity: "1", price: "1000000", discount_percent: "0", tax_id: null, withholding_tax_id: null });
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(invoice.id, "100000")));
    const ok = results.filter((r) => r.status === 201);
    if (ok.length !== 10) console.log(results.map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`).join("\n"));
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 422)).toBe(true);
    const after = await t.request("GET", `${PI}/${invoice.id}`, { token: owner.token });
    expect(after.body.data).toMatchObject({ outstanding: "0.00", settlement: "paid" });
  });

  it("posts Dr payable, Dr charges, Cr deductions, Cr bank; over-paying is refused", async () => {
    const invoice = await postedInvoice({}, { quantity: "1", price: "1000000.40", discount_percent: "0", tax_id: null, withholding_tax_id: null });
    const over = await pay(invoice.id, "1000000.41");
    expect(over.status).toBe(422);
    expect(over.body.errors["lines.0.amount"][0]).toContain("is more than invoice");
    const paid = await pay(invoice.id, "1000000.40", {
      deductions: [
        { kind: "deduction", account_id: acc["8103"], amount: "0.40" },
        { kind: "charge", account_id: acc["8101"], amount: "6500" },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ status: "approved", cash_out: "1006500.00", applied_total: "1000000.40" });
    const journal = await t.request("GET", `/api/transactions/journal/${paid.body.data.journal_ids[0]}`, { token: owner.token });
    expect(journal.body.data.details.map((l: { account_code: string; debit: string; credit: string }) => [l.account_code, l.debit, l.credit])).toEqual([
      ["2101", "1000000.40", "0.00"],
      ["8103", "0.00", "0.40"],
      ["8101", "6500.00", "0.00"],
      ["1102.01", "0.00", "1006500.00"],
    ]);
    // The cash book names the vendor paid; "Receipts and payments" lists the payment beside the cash/bank documents.
    const book = await t.request("GET", `/api/report/cash-bank?date_from=2026-03-01&date_to=2026-03-31&cashbank_id=${bankId}&per_page=100`, { token: owner.token });
    const bookLine = book.body.data.lines.find((l: { number: string }) => l.number === paid.body.data.number);
    expect(bookLine).toMatchObject({ out: "1006500.00", contact_name: "PT Jasa Konsultan" });
    const listed = await t.request("GET", `/api/transactions/cashbank/movements?q=${encodeURIComponent(paid.body.data.number)}`, { token: owner.token });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: paid.body.data.id, source: "purchase_payment", kind: "bank_out", status: "approved", contact_name: "PT Jasa Konsultan", total: "1006500.00", vat: null }),
    ]);
  });

  it("a voucher is approved by its total, paid once, and a second payment is refused", async () => {
    const a = await postedInvoice({}, { quantity: "1", price: "2000000", discount_percent: "0", tax_id: null, withholding_tax_id: null });
    const agentInvoice = await postedInvoice({ contact_id: agentId }, { quantity: "1", price: "3000000", discount_percent: "0", tax_id: null, withholding_tax_id: null });
    const voucher = await t.request("POST", PV, {
      token: owner.token,
      body: { date: "2026-03-19", planned_date: "2026-03-25", lines: [{ invoice_id: a.id, amount: "2000000" }, { invoice_id: agentInvoice.id, amount: "1000000" }] },
    });
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(201);
    expect(voucher.body.data).toMatchObject({ total: "3000000.00", settlement: "unpaid" });
    const early = await pay(a.id, "2000000", { voucher_id: voucher.body.data.id });
    expect(early.body.errors.voucher_id[0]).toContain("is not approved yet");
    expect((await t.request("POST", `${PV}/${voucher.body.data.id}/submit`, { token: owner.token })).body.data.status).toBe("approved");
    const body = { voucher_id: voucher.body.data.id, lines: [{ invoice_id: a.id, amount: "2000000" }, { invoice_id: agentInvoice.id, amount: "1000000" }] };
    const paid = await pay(a.id, "0", body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await t.request("GET", `${PV}/${voucher.body.data.id}`, { token: owner.token })).body.data).toMatchObject({ paid: "3000000.00", settlement: "paid" });
    const twice = await pay(a.id, "0", body);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.voucher_id[0]).toMatch(/has already been paid/);
    expect((await t.request("GET", `${PI}/${agentInvoice.id}`, { token: owner.token })).body.data.outstanding).toBe("2000000.00");
    // A paid voucher cannot be cancelled, and its invoice cannot be deleted while it holds it.
    expect((await t.request("POST", `${PV}/${voucher.body.data.id}/cancel`, { token: owner.token })).status).toBe(409);
    expect((await t.request("DELETE", `${PI}/${a.id}`, { token: owner.token })).status).toBe(409);
  });

  it("refuses a payment that would take a cash account set to refuse going below zero under it", async () => {
    const cash = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "KAS-AP", name: "Kas kecil", account_id: acc["1101.01"] } });
    expect(cash.status).toBe(201);
    const settings = await t.request("PUT", `/api/transactions/cashbank/accounts/${cash.body.data.id}/settings`, { token: owner.token, body: { negative_balance: "refuse" } });
    expect(settings.status).toBe(200);
    const invoice = await postedInvoice();
    const refused = await pay(invoice.id, "1000000", { cashbank_id: cash.body.data.id });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    const after = await t.request("GET", `${PI}/${invoice.id}`, { token: owner.token });
    expect(after.body.data.outstanding).toBe(invoice.outstanding);
  });

  it("refuses a cash or bank account the user is not mapped to", async () => {
    const invoice = await postedInvoice({}, { quantity: "1", price: "500000", discount_percent: "0", tax_id: null, withholding_tax_id: null });
    const clerk = await t.member(owner.token, [{ action: "create", resource: "TxPurchasePayment" }, { action: "read", resource: "TxPurchasePayment" }], "clerk");
    const refused = await t.request("POST", PAY, { token: clerk.token, body: { date: "2026-03-20", cashbank_id: bankId, lines: [{ invoice_id: invoice.id, amount: "1" }] } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.cashbank_id).toEqual(["You may not use this cash or bank account."]);
    await t.request("POST", `/api/master-data/cashbank/${bankId}/users`, { token: owner.token, body: { user_ids: [clerk.userId] } });
    const allowed = await t.request("POST", PAY, { token: clerk.token, body: { date: "2026-03-20", cashbank_id: bankId, lines: [{ invoice_id: invoice.id, amount: "1" }] } });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
  });
});

describe("reports, e-Bupot and the sub-ledger", () => {
  it("aging equals a recomputation at three dates", async () => {
    const fresh = await t.owner("aging", "PT Umur");
    const accounts = await accountIds(t, fresh.token);
    const v = await t.request("POST", "/api/master-data/contact", { token: fresh.token, body: { code: "V", name: "Vendor", contact_types: ["vendor"], term_of_payment: 10 } });
    // Pays before any deposit (the aging is the point here, not the cash's balance): an agreed overdraft.
    const bank = await t.request("POST", "/api/master-data/cashbank", { token: fresh.token, body: { code: "K", name: "Kas", account_id: accounts["1101.01"], negative_balance: "allow" } });
    const make = async (date: string, price: string) => {
      const c = await t.request("POST", PI, {
        token: fresh.token,
        body: { contact_id: v.body.data.id, vendor_invoice_number: date, date, lines: [{ account_id: accounts["6102"], quantity: "1", price }] },
      });
      return (await t.request("POST", `${PI}/${c.body.data.id}/submit`, { token: fresh.token })).body.data.id as string;
    };
    const i1 = await make("2026-01-05", "1000000");
    const i2 = await make("2026-02-10", "2000000");
    await make("2026-04-01", "4000000");
    await t.request("POST", PAY, { token: fresh.token, body: { date: "2026-02-20", cashbank_id: bank.body.data.id, lines: [{ invoice_id: i1, amount: "400000" }] } });
    await t.request("POST", PAY, { token: fresh.token, body: { date: "2026-03-15", cashbank_id: bank.body.data.id, lines: [{ invoice_id: i2, amount: "2000000" }] } });
    const expected: Record<string, Record<string, string>> = {
      // 31 Jan: i1 due 15 Jan, 16 days late, nothing paid.
      "2026-01-31": { d1_30: "1000000.00", total: "1000000.00" },
      // 28 Feb: i1 44 days late less 400 000 paid; i2 due 20 Feb, 8 days late.
      "2026-02-28": { d31_60: "600000.00", d1_30: "2000000.00", total: "2600000.00" },
      // 5 Apr: i1 80 days late; i2 paid; i3 not yet due.
      "2026-04-05": { d61_90: "600000.00", current: "4000000.00", total: "4600000.00" },
    };
    for (const [date, buckets] of Object.entries(expected)) {
      const aging = await t.request("GET", `/api/report/purchase/aging?date=${date}`, { token: fresh.token });
      expect(aging.status).toBe(200);
      const row = aging.body.data.rows[0];
      expect(aging.body.data.bucket_keys).toEqual(["current", "d1_30", "d31_60", "d61_90", "over_90"]);
      for (const bucket of aging.body.data.bucket_keys) expect(row.buckets[bucket], `${date} ${bucket}`).toBe(buckets[bucket] ?? "0.00");
      expect(row.total).toBe(buckets.total);
      const detail = await t.request("GET", `/api/report/purchase/aging-detail?date=${date}`, { token: fresh.token });
      expect(detail.body.data.totals.outstanding).toBe(buckets.total);
      expect(detail.body.data.totals.buckets).toEqual(aging.body.data.totals.buckets);
    }
    // Buckets of the user's choosing (as the receivable aging takes them): 1–15, 16–45, over 45 days.
    const custom = await t.request("GET", "/api/report/purchase/aging?date=2026-04-05&buckets=15,45", { token: fresh.token });
    expect(custom.body.data.bucket_keys).toEqual(["current", "d1_15", "d16_45", "over_45"]);
    expect(custom.body.data.totals.buckets).toEqual({ current: "4000000.00", d1_15: "0.00", d16_45: "0.00", over_45: "600000.00" });
    const customDetail = await t.request("GET", "/api/report/purchase/aging-detail?date=2026-04-05&buckets=15,45", { token: fresh.token });
    expect(customDetail.body.data.rows.map((r: { bucket: string }) => r.bucket).sort()).toEqual(["current", "over_45"]);
    const refused = await t.request("GET", "/api/report/purchase/aging?date=2026-04-05&buckets=60,30", { token: fresh.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.buckets).toBeDefined();
    const pdf = await t.app.inject({ method: "GET", url: "/api/report/purchase/aging-detail?date=2026-04-05&buckets=15,45&format=csv", headers: { authorization: `Bearer ${fresh.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toContain("16–45");
    const estimation = await t.request("GET", `/api/report/purchase/aging/estimation?date=2026-04-05`, { token: fresh.token });
    expect(estimation.body.data.totals).toMatchObject({ overdue: "600000.00", due_7: "4000000.00", total: "4600000.00" });
    const list = await t.request("GET", `/api/report/purchase/invoice?date_from=2026-01-01&date_to=2026-04-30`, { token: fresh.token });
    expect(list.body.data.totals).toMatchObject({ payable: "7000000.00", paid: "2400000.00", outstanding: "4600000.00" });
    const lines = await t.request("GET", `/api/report/purchase/invoice-detail?date=2026-04-30&type=service`, { token: fresh.token });
    expect(lines.body.data.meta.total).toBe(3);
    const xlsx = await t.app.inject({ method: "GET", url: "/api/report/purchase/aging?date=2026-04-05&format=xlsx", headers: { authorization: `Bearer ${fresh.token}` } });
    expect(xlsx.statusCode).toBe(200);
    const summary = await t.request("GET", "/api/transactions/ap-posting/outstanding-payment?date=2026-04-05", { token: fresh.token });
    expect(summary.body.meta).toEqual({ date: "2026-04-05", outstanding: "4600000.00", overdue: "600000.00" });
  });

  it("exports e-Bupot for a fixture and refuses it when a vendor has no NPWP", async () => {
    await postedInvoice({ date: "2026-05-04", vendor_invoice_number: "JK-55" }, { tax_object_code: "24-104-01" });
    const preview = await t.request("GET", `${PI}/ebupot?period=2026-05`, { token: owner.token });
    expect(preview.body.data).toMatchObject({ valid: true, problems: [] });
    expect(preview.body.data.slips).toEqual([
      expect.objectContaining({ npwp: "0012502909801000", taxObjectCode: "24-104-01", base: "9000000.00", rate: "2", withheld: "180000.00", documentNumber: "JK-55" }),
    ]);
    const file = await t.app.inject({ method: "GET", url: `${PI}/ebupot?period=2026-05&format=xlsx`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Rekap", "42152223", "Dasar Pemotongan"]);
    expect(book.getWorksheet("42152223")?.getRow(2).values).toEqual([undefined, 1, "04/05/2026", "NPWP", "0012502909801000", "", "PT Jasa Konsultan", "24-104-01", "Pengurus", "N", 9000000, 2, 180000]);
    await postedInvoice({ date: "2026-05-06", contact_id: agentId }, { withholding_tax_id: tax["PPH4-2"], tax_object_code: "24-104-01" });
    const refused = await t.app.inject({ method: "GET", url: `${PI}/ebupot?period=2026-05&format=xlsx`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors.slips as string[];
    expect(errors.some((e) => e.includes("Global Freight Ltd has no valid NPWP"))).toBe(true);
    expect(errors.some((e) => e.includes("is not a PPh 4(2) code"))).toBe(true);
  });

  it("a purchase return: e-Bupot files what was withheld in the end, asks for a correction of an earlier month's slip, and Coretax gets the retur", async () => {
    const PR = "/api/transactions/purchase-return";
    const returned = async (invoiceId: string, date: string) => {
      const draft = await t.request("POST", PR, { token: owner.token, body: { invoice_id: invoiceId, date, details: [{ line_no: 1, quantity: "1" }] } });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      // Half of 9 000 000: DPP 4 500 000, VAT 495 000, PPh 23 90 000.
      expect(draft.body.data).toMatchObject({ dpp: "4500000.00", vat: "495000.00", withholding: "90000.00" });
      const posted = await t.request("POST", `${PR}/${draft.body.data.id}/submit`, { token: owner.token });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      return posted.body.data;
    };
    // June: an invoice half returned in June; its slip is for what was withheld in the end.
    const june = await postedInvoice({ date: "2026-06-05", vendor_invoice_number: "JK-61" }, { tax_object_code: "24-104-01" });
    const juneReturn = await returned(june.id, "2026-06-10");
    const preview = await t.request("GET", `${PI}/ebupot?period=2026-06`, { token: owner.token });
    expect(preview.body.data).toMatchObject({ valid: true, problems: [], corrections: [] });
    expect(preview.body.data.slips).toEqual([expect.objectContaining({ documentNumber: "JK-61", base: "4500000.00", rate: "2", withheld: "90000.00" })]);

    // A June invoice returned in July: June's slip stays as filed; July asks for its correction.
    const late = await postedInvoice({ date: "2026-06-20", vendor_invoice_number: "JK-62", tax_invoice_number: null }, { tax_object_code: "24-104-01" });
    const lateReturn = await returned(late.id, "2026-07-02");
    const stillJune = await t.request("GET", `${PI}/ebupot?period=2026-06`, { token: owner.token });
    expect(stillJune.body.data.slips.map((x: { documentNumber: string; withheld: string }) => [x.documentNumber, x.withheld])).toEqual([
      ["JK-61", "90000.00"],
      ["JK-62", "180000.00"],
    ]);
    const july = await t.request("GET", `${PI}/ebupot?period=2026-07`, { token: owner.token });
    expect(july.body.data.corrections).toEqual([
      `${late.number} (2026-06): purchase return ${lateReturn.number} of 2026-07-02 gave back withholding 90000.00: correct the slip filed for 2026-06 in e-Bupot (pembetulan) to base 4500000.00 and withholding 90000.00.`,
    ]);

    // Coretax retur pajak masukan: June's return with every line of its tax invoice.
    const retur = await t.request("GET", `${PR}/coretax?period=2026-06`, { token: owner.token });
    expect(retur.status, JSON.stringify(retur.body)).toBe(200);
    expect(retur.body.data).toMatchObject({ valid: true, problems: [], returns: [{ number: juneReturn.number, tax_invoice_number: "010.000-26.00000001", vat: "495000.00" }] });
    const file = await t.app.inject({ method: "GET", url: `${PR}/coretax?period=2026-06&format=xlsx`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Retur", "DetailRetur"]);
    expect(book.getWorksheet("Retur")?.getRow(2).values).toEqual([undefined, 1, "0012502909801000", "PT Jasa Konsultan", "010.000-26.00000001", "05/06/2026", juneReturn.number, "10/06/2026", 6, 2026, june.number]);
    expect(book.getWorksheet("Retur")?.getRow(3).values).toEqual([undefined, "END"]);
    // 2 billed, 1 back: DPP 4 500 000, on 11/12 4 125 000, PPN 12% 495 000.
    expect(book.getWorksheet("DetailRetur")?.getRow(2).values).toEqual([undefined, 1, "B", "000000", "Consulting", "UM.0033", 5000000, 2, 1, 4500000, 4125000, 12, 495000, 0, 0]);
    // July's return is on an invoice without a tax invoice number: named, and no file.
    const julyRetur = await t.request("GET", `${PR}/coretax?period=2026-07`, { token: owner.token });
    expect(julyRetur.body.data.valid).toBe(false);
    expect(julyRetur.body.data.problems).toEqual([`${lateReturn.number}: invoice ${late.number} has no tax invoice number (faktur pajak); a return names the one it returns goods on.`]);
    const refused = await t.app.inject({ method: "GET", url: `${PR}/coretax?period=2026-07&format=xlsx`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(refused.statusCode).toBe(422);
    const empty = await t.app.inject({ method: "GET", url: `${PR}/coretax?period=2026-09&format=xlsx`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(empty.json().message).toBe("No purchase returns gave input VAT back in this period.");
  });

  it("a part returned leaves withheld exactly the standing base's tax, so the month's e-Bupot slip still checks", async () => {
    // 2 × 500 025 at PPh 23 2%: 20 001 withheld (20 001.00 down). One back: 500 025 stays, whose tax is
    // 10 000 (10 000.50 down), so the return gives back 10 001, not its own half's 10 000.
    const invoice = await postedInvoice({ date: "2026-08-05", vendor_invoice_number: "JK-81" }, { quantity: "2", price: "500025", discount_percent: "0", tax_object_code: "24-104-01" });
    expect(invoice.withholding).toBe("20001.00");
    const draft = await t.request("POST", "/api/transactions/purchase-return", { token: owner.token, body: { invoice_id: invoice.id, date: "2026-08-20", details: [{ line_no: 1, quantity: "1" }] } });
    expect(draft.body.data.withholding).toBe("10001.00");
    expect((await t.request("POST", `/api/transactions/purchase-return/${draft.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
    const preview = await t.request("GET", `${PI}/ebupot?period=2026-08`, { token: owner.token });
    expect(preview.body.data).toMatchObject({ valid: true, problems: [] });
    expect(preview.body.data.slips).toEqual([expect.objectContaining({ documentNumber: "JK-81", base: "500025.00", withheld: "10000.00" })]);
    // The rest back: everything withheld is given back.
    const rest = await t.request("POST", "/api/transactions/purchase-return", { token: owner.token, body: { invoice_id: invoice.id, date: "2026-08-21", details: [{ line_no: 1, quantity: "1" }] } });
    expect(rest.body.data.withholding).toBe("10000.00");
  });

  it("the payable sub-ledger equals the control account after all of the above", async () => {
    const differences = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => payableSubledger.check(tx, owner.companyId));
    expect(differences).toEqual([]);
  });
});

describe("a payment is not dated before what it settles (#23 item 6)", () => {
  it("refuses a payment before its invoice, a voucher before its invoices and a payment before its voucher", async () => {
    const invoice = await postedInvoice({ date: "2026-04-10" });
    const early = await pay(invoice.id, "1000000", { date: "2026-04-09" });
    expect(early.status).toBe(422);
    expect(early.body.errors.date).toEqual([`The date is before the date of purchase invoice ${invoice.number} (2026-04-10), which it settles.`]);
    const voucherBefore = await t.request("POST", PV, { token: owner.token, body: { date: "2026-04-08", planned_date: "2026-04-20", lines: [{ invoice_id: invoice.id, amount: "1000000" }] } });
    expect(voucherBefore.status).toBe(422);
    expect(voucherBefore.body.errors.date[0]).toContain(invoice.number);
    const voucher = await t.request("POST", PV, { token: owner.token, body: { date: "2026-04-15", planned_date: "2026-04-20", lines: [{ invoice_id: invoice.id, amount: "1000000" }] } });
    expect(voucher.status).toBe(201);
    const approved = await t.request("POST", `${PV}/${voucher.body.data.id}/submit`, { token: owner.token });
    const beforeVoucher = await pay(invoice.id, "1000000", { date: "2026-04-12", voucher_id: voucher.body.data.id });
    expect(beforeVoucher.status).toBe(422);
    expect(beforeVoucher.body.errors.date).toEqual([`The date is before the date of payment voucher ${approved.body.data.number} (2026-04-15), which it settles.`]);
    expect((await pay(invoice.id, "1000000", { date: "2026-04-15", voucher_id: voucher.body.data.id })).status).toBe(201);
  });
});
