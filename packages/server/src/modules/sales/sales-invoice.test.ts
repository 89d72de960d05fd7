import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngBytes, upload } from "../../test/files.js";
import { TestApp } from "../../test/harness.js";
import { tb } from "../../test/ledger-helpers.js";
import { pdfText } from "../../test/pdf-text.js";
import { approvedInvoice, createCustomer, pay, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";

let t: TestApp;
let f: SalesFixture;

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "invoice");
});
afterAll(() => t.close());

const journalOf = async (id: string) => (await t.request("GET", `/api/transactions/journal/${id}`, { token: f.owner.token })).body.data;
const linesByAccount = (journal: { details: { account_id: string; debit: string; credit: string; contact_id: string | null }[] }) =>
  Object.fromEntries(journal.details.map((l) => [l.account_id, { debit: l.debit, credit: l.credit, contact: l.contact_id }]));

describe("sales invoice: VAT arithmetic (hand-computed)", () => {
  it("DPP nilai lain 11/12, a discount, a tax-free line, rounded down once per invoice", async () => {
    const res = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: {
        contact_id: f.customer,
        invoice_date: "2026-03-02",
        tax_invoice_number: "040.002-26.00000001",
        details: [
          // 3 × 333 333 = 999 999.00, less 10% (99 999.90) = 899 999.10
          { product_id: f.goodsId, quantity: "3", price: "333333", discount_percent: "10", tax_ids: [f.tax.PPN11] },
          // free text on an account: 1 050.00
          { description: "Biaya dokumen", account_id: f.acc["4102"], quantity: 1, price: 1050, tax_ids: [f.tax.PPN11] },
          // tax-free: 2 × 250 000
          { product_id: f.serviceId, quantity: 2, price: "250000" },
        ],
      },
    });
    expect(res.status).toBe(201);
    // Taxed DPP 899 999.10 + 1 050 = 901 049.10; × 11/12 = 825 961.675 → 825 961.68; × 12% = 99 115.40… → 99 115 (down to the rupiah).
    expect(res.body.data).toMatchObject({
      status: "draft",
      subtotal: "1501049.00",
      discount: "99999.90",
      dpp: "1401049.10",
      dpp_other: "825961.68",
      vat: "99115.00",
      total: "1500164.10",
      // The customer's term of payment (30 days).
      due_date: "2026-04-01",
      tax_invoice_number: "0400022600000001",
      // Before approval, as a purchase invoice says it.
      settlement: "not_posted",
    });
    // A line's amounts as the totals show money (two decimals), not as typed.
    expect(res.body.data.details.map((l: { price: string }) => l.price)).toEqual(["333333.00", "1050.00", "250000.00"]);
    const read = await t.request("GET", `/api/transactions/sales-invoice/${res.body.data.id}`, { token: f.owner.token });
    expect(read.body.data.details[2]).toMatchObject({ price: "250000.00", net: "500000.00" });
  });

  it("luxury PPN on the full base; PPh 23 expected but not added to the total", async () => {
    const res = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: {
        contact_id: f.customer,
        invoice_date: "2026-03-03",
        due_date: "2026-03-20",
        details: [
          { product_id: f.goodsId, quantity: 2, price: "5000000", tax_ids: [f.tax.PPN12] },
          { product_id: f.serviceId, quantity: 1, price: "10000000", tax_ids: [f.tax.PPN11, f.tax.PPH23] },
        ],
      },
    });
    expect(res.status).toBe(201);
    // 10 000 000 × 12% = 1 200 000; 10 000 000 × 11/12 × 12% = 1 100 000; PPh 23 2% of 10 000 000 = 200 000.
    expect(res.body.data).toMatchObject({ dpp: "20000000.00", vat: "2300000.00", total: "22300000.00", withholding: "200000.00", due_date: "2026-03-20" });
  });

  it("refuses bad input with the spec's templates: tax invoice number, due date, a withholding tax twice, a vendor", async () => {
    const base = { contact_id: f.customer, invoice_date: "2026-03-02", details: [{ product_id: f.goodsId, quantity: 1, price: 100 }] };
    const bad = await t.request("POST", "/api/transactions/sales-invoice", { token: f.owner.token, body: { ...base, tax_invoice_number: "12345", due_date: "2026-03-01" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.tax_invoice_number).toEqual(["The tax invoice number field format is invalid"]);
    expect(bad.body.errors.due_date).toEqual(["The due date field must be at least 2026-03-02"]);
    const twice = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: { ...base, details: [{ product_id: f.goodsId, quantity: 1, price: 100, tax_ids: [f.tax.PPN11, f.tax.PPN12] }] },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors["details.0.tax_ids"]).toEqual(["A line can carry only one VAT tax."]);
    const vendor = await t.request("POST", "/api/master-data/contact", { token: f.owner.token, body: { code: "VND1", name: "PT Pemasok", contact_types: ["vendor"] } });
    const notCustomer = await t.request("POST", "/api/transactions/sales-invoice", { token: f.owner.token, body: { ...base, contact_id: vendor.body.data.id } });
    expect(notCustomer.status).toBe(422);
    expect(notCustomer.body.errors.contact_id).toEqual(["The contact PT Pemasok is not a customer."]);
    const indonesian = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      headers: { "accept-language": "id" },
      body: { ...base, tax_invoice_number: "99" },
    });
    expect(indonesian.body.errors.tax_invoice_number).toEqual(["Format kolom nomor faktur pajak tidak valid"]);
  });
});

describe("sales invoice: approval posts the AR journal", () => {
  it("one journal whose lines are the invoice: receivable of the customer, revenue per account, output VAT", async () => {
    const created = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: {
        contact_id: f.customer,
        invoice_date: "2026-03-05",
        details: [
          { product_id: f.goodsId, quantity: "3", price: "333333", discount_percent: "10", tax_ids: [f.tax.PPN11] },
          { description: "Biaya dokumen", account_id: f.acc["4102"], quantity: 1, price: 1050, tax_ids: [f.tax.PPN11] },
          { product_id: f.serviceId, quantity: 2, price: "250000" },
        ],
      },
    });
    const approved = await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: f.owner.token });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "approved", settlement: "unpaid", outstanding: "1500164.10" });
    expect(approved.body.data.number).toMatch(/^INV\/2026\/03\/\d{4}$/);
    expect(approved.body.data.journal_ids).toHaveLength(1);
    const journal = await journalOf(approved.body.data.journal_ids[0]);
    expect(journal).toMatchObject({ source_type: "sales_invoice", source_id: created.body.data.id, total_debit: "1500164.10", total_credit: "1500164.10" });
    expect(linesByAccount(journal)).toEqual({
      [f.acc["1103.01"] as string]: { debit: "1500164.10", credit: "0.00", contact: f.customer },
      // goods 899 999.10 on 4101; the document fee 1 050 and the tax-free service 500 000 on 4102
      [f.acc["4101"] as string]: { debit: "0.00", credit: "899999.10", contact: f.customer },
      [f.acc["4102"] as string]: { debit: "0.00", credit: "501050.00", contact: f.customer },
      [f.acc["2102.01"] as string]: { debit: "0.00", credit: "99115.00", contact: f.customer },
    });
    const again = await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: f.owner.token });
    expect(again.status).toBe(409);
  });

  it("approved twice at the same moment by an approver: one journal, the other answer 409", async () => {
    const approver = await t.member(f.owner.token, [{ action: "read", resource: "TxSalesInvoice" }], "approver");
    const levels = await t.request("PUT", "/api/settings/module-approval/sales_invoice", {
      token: f.owner.token,
      body: { levels: [{ limit_type: "all", approvers: [{ type: "user", id: approver.userId }] }] },
    });
    expect(levels.status).toBe(200);
    try {
      const created = await t.request("POST", "/api/transactions/sales-invoice", {
        token: f.owner.token,
        body: { contact_id: f.customer, invoice_date: "2026-03-06", details: [{ product_id: f.serviceId, quantity: 1, price: "1000000", tax_ids: [f.tax.PPN11] }] },
      });
      const pending = await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: f.owner.token });
      expect(pending.body.data.status).toBe("pending");
      const own = await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/approve`, { token: f.owner.token, body: {} });
      expect(own.status).toBe(403);
      const both = await Promise.all(
        [1, 2].map(() => t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/approve`, { token: approver.token, body: {} })),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = await t.request("GET", `/api/transactions/sales-invoice/${created.body.data.id}`, { token: f.owner.token });
      expect(after.body.data).toMatchObject({ status: "approved", outstanding: "1110000.00" });
      expect(after.body.data.journal_ids).toHaveLength(1);
      const journals = await t.request("GET", "/api/transactions/journal?per_page=100&q=", { token: f.owner.token });
      const fromInvoice = journals.body.data.filter((j: { source_id: string }) => j.source_id === created.body.data.id);
      expect(fromInvoice).toHaveLength(1);
    } finally {
      await t.request("PUT", "/api/settings/module-approval/sales_invoice", { token: f.owner.token, body: { levels: [] } });
    }
  });

  it("another company's invoice is 404 on every route", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-07", "100000");
    const other = await t.owner("other-co");
    for (const [method, path] of [
      ["GET", ""],
      ["DELETE", ""],
      ["POST", "/submit"],
      ["GET", "/print"],
    ] as const) {
      const res = await t.request(method, `/api/transactions/sales-invoice/${invoice.id}${path}`, { token: other.token });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const foreignCustomer = await t.request("POST", "/api/transactions/sales-invoice", {
      token: other.token,
      body: { contact_id: f.customer, invoice_date: "2026-03-02", details: [{ description: "x", account_id: f.acc["4101"], quantity: 1, price: 1 }] },
    });
    expect(foreignCustomer.status).toBe(422);
  });

  it("prints the invoice: number, customer, totals and the total in words", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-08", "1000000", { taxed: true });
    const res = await t.app.inject({ method: "GET", url: `/api/transactions/sales-invoice/${invoice.id}/print`, headers: { authorization: `Bearer ${f.owner.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain("1,110,000.00");
    expect(text.toLowerCase()).toContain("satu juta seratus sepuluh ribu rupiah");
    expect(text).toContain("Sales invoice");
  });
});

describe("sales invoice: delete", () => {
  it("after a payment: removes the invoice, its payment and both journals; the trial balance returns to before", async () => {
    const before = await tb(t, f.owner.token, "2026-01-01", "2026-12-31");
    const invoice = await approvedInvoice(t, f, "2026-04-02", "2000000", { taxed: true });
    const payment = await pay(t, f, "2026-04-10", [{ invoice_id: invoice.id, amount: "1000000" }]);
    expect(payment.status).toBe(201);
    // The payment's file goes from storage with it, after the commit.
    const slip = await upload(t, f.owner.token, `/api/transactions/sales-payment/${payment.body.data.id}/attachments`, "bukti-transfer.png", pngBytes, "image/png");
    expect(slip.status).toBe(201);
    const storage = t.app.ctx.storage;
    const removedKeys: string[] = [];
    const remove = storage.delete.bind(storage);
    storage.delete = async (key: string) => {
      removedKeys.push(key);
      return remove(key);
    };
    const middle = await tb(t, f.owner.token, "2026-01-01", "2026-12-31");
    expect(middle.body.data.totals).not.toEqual(before.body.data.totals);
    const removed = await t.request("DELETE", `/api/transactions/sales-invoice/${invoice.id}`, { token: f.owner.token });
    expect(removed.status).toBe(200);
    expect((await t.request("GET", `/api/transactions/sales-invoice/${invoice.id}`, { token: f.owner.token })).status).toBe(404);
    expect((await t.request("GET", `/api/transactions/sales-payment/${payment.body.data.id}`, { token: f.owner.token })).status).toBe(404);
    for (const id of [...invoice.journal_ids, ...payment.body.data.journal_ids]) {
      expect((await t.request("GET", `/api/transactions/journal/${id}`, { token: f.owner.token })).status).toBe(404);
    }
    const after = await tb(t, f.owner.token, "2026-01-01", "2026-12-31");
    expect(after.body.data.totals).toEqual(before.body.data.totals);
    storage.delete = remove;
    expect(removedKeys).toHaveLength(1);
    expect(await storage.get(removedKeys[0] as string)).toBeNull();
  });

  it("refused, naming the period, while a payment of it is in a closed month; nothing is removed", async () => {
    const invoice = await approvedInvoice(t, f, "2026-05-04", "500000");
    const payment = await pay(t, f, "2026-06-03", [{ invoice_id: invoice.id, amount: "200000" }]);
    expect(payment.status).toBe(201);
    const closed = await t.request("POST", "/api/transactions/closing", { token: f.owner.token, body: { period: "2026-06" } });
    expect(closed.status).toBe(201);
    const refused = await t.request("DELETE", `/api/transactions/sales-invoice/${invoice.id}`, { token: f.owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("The period 2026-06 is closed. Reopen it first.");
    const still = await t.request("GET", `/api/transactions/sales-invoice/${invoice.id}`, { token: f.owner.token });
    expect(still.body.data).toMatchObject({ status: "approved", outstanding: "300000.00", settlement: "partly_paid" });
    expect((await t.request("GET", `/api/transactions/sales-payment/${payment.body.data.id}`, { token: f.owner.token })).status).toBe(200);
  });

  it("a draft is deleted with nothing posted", async () => {
    const created = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: { contact_id: f.customer, invoice_date: "2026-03-02", details: [{ product_id: f.goodsId, quantity: 1, price: 100 }] },
    });
    const removed = await t.request("DELETE", `/api/transactions/sales-invoice/${created.body.data.id}`, { token: f.owner.token });
    expect(removed.status).toBe(200);
  });
});

describe("sales invoice list", () => {
  it("filters by settlement and customer and shows outstanding", async () => {
    const list = await t.request("GET", `/api/transactions/sales-invoice?contact_id=${f.customer}&settlement=partly_paid&per_page=100`, { token: f.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const row of list.body.data) expect(row.settlement).toBe("partly_paid");
    const bad = await t.request("GET", "/api/transactions/sales-invoice?settlement=maybe", { token: f.owner.token });
    expect(bad.status).toBe(422);
  });

  it("lists a customer's open invoices due in a range, both ends inclusive (the dashboard's aging drills here)", async () => {
    const customer = await createCustomer(t, f.owner.token);
    const invoice = (date: string, dueDate: string) => approvedInvoice(t, f, date, "100000", { contactId: customer, dueDate });
    const january = await invoice("2026-01-05", "2026-01-20");
    const early = await invoice("2026-01-10", "2026-02-01");
    const late = await invoice("2026-01-10", "2026-02-28");
    const partly = await invoice("2026-01-15", "2026-02-15");
    const paid = await invoice("2026-01-15", "2026-02-16");
    expect((await pay(t, f, "2026-01-20", [{ invoice_id: partly.id, amount: "40000" }, { invoice_id: paid.id, amount: "100000" }], { contact_id: customer })).status).toBe(201);
    // A draft due in the range is not open.
    const draft = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: { contact_id: customer, invoice_date: "2026-01-10", due_date: "2026-02-10", details: [{ product_id: f.serviceId, quantity: 1, price: "100000" }] },
    });
    expect(draft.status).toBe(201);
    const numbers = async (query: string) => {
      const list = await t.request("GET", `/api/transactions/sales-invoice?contact_id=${customer}&per_page=100&${query}`, { token: f.owner.token });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      return list.body.data.map((r: { number: string }) => r.number).sort();
    };
    expect(await numbers("settlement=open")).toEqual([january, early, late, partly].map((i) => i.number).sort());
    expect(await numbers("settlement=open&due_from=2026-02-01&due_to=2026-02-28")).toEqual([early, late, partly].map((i) => i.number).sort());
    expect(await numbers("settlement=open&due_from=2026-02-02&due_to=2026-02-27")).toEqual([partly.number]);
    expect(await numbers("settlement=open&due_to=2026-01-31")).toEqual([january.number]);
    // Without the settlement: every invoice due in the range, paid or draft.
    expect(await numbers("due_from=2026-02-10&due_to=2026-02-16")).toHaveLength(3);
    // unpaid, partly_paid and paid stay as they were.
    expect(await numbers("settlement=partly_paid")).toEqual([partly.number]);
    const bad = await t.request("GET", "/api/transactions/sales-invoice?due_from=2026-02-30&due_to=tomorrow", { token: f.owner.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["due_from", "due_to"]);
  });
});
