import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
import { approvedInvoice, createCustomer, pay, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";

let t: TestApp;
let f: SalesFixture;

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "payment");
});
afterAll(() => t.close());

const invoiceOf = async (id: string) => (await t.request("GET", `/api/transactions/sales-invoice/${id}`, { token: f.owner.token })).body.data;
const journalLines = async (id: string) => {
  const journal = (await t.request("GET", `/api/transactions/journal/${id}`, { token: f.owner.token })).body.data;
  return Object.fromEntries(journal.details.map((l: { account_id: string; debit: string; credit: string }) => [l.account_id, l.debit !== "0.00" ? `D ${l.debit}` : `C ${l.credit}`]));
};

describe("sales payment", () => {
  it("partial payment with PPh 23 withheld: bank and prepaid tax against the receivable; invoice partly paid", async () => {
    // 10 000 000 + PPN 1 100 000 = 11 100 000
    const invoice = await approvedInvoice(t, f, "2026-03-02", "10000000", { taxed: true });
    const res = await t.request("POST", "/api/transactions/sales-payment", {
      token: f.owner.token,
      body: {
        cashbank_id: f.bankId,
        contact_id: f.customer,
        date: "2026-03-20",
        received: "5800000",
        details: [{ invoice_id: invoice.id, amount: "6000000" }],
        deductions: [{ kind: "withholding", tax_id: f.tax.PPH23, amount: "200000", reference: "BP-0001" }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "approved", applied: "6000000.00", deduction_total: "200000.00", overpayment: "0.00" });
    expect(res.body.data.number).toMatch(/^PP\/2026\/03\/\d{4}$/);
    expect(await journalLines(res.body.data.journal_ids[0])).toEqual({
      [f.acc["1102.02"] as string]: "D 5800000.00",
      [f.acc["1107.03"] as string]: "D 200000.00",
      [f.acc["1103.01"] as string]: "C 6000000.00",
    });
    expect(await invoiceOf(invoice.id)).toMatchObject({ outstanding: "5100000.00", paid: "6000000.00", settlement: "partly_paid" });
    // The receipt (kuitansi) prints the sum received in words.
    const print = await t.app.inject({ method: "GET", url: `/api/transactions/sales-payment/${res.body.data.id}/print`, headers: { authorization: `Bearer ${f.owner.token}` } });
    const { text } = await pdfText(print.rawPayload);
    expect(text).toContain("Receipt");
    expect(text).toContain(invoice.number);
    expect(text.toLowerCase()).toContain("lima juta delapan ratus ribu rupiah");
  });

  it("the invoice picker names each invoice's service DPP (PPh 23's base): goods lines are not in it, a line's discount is", async () => {
    const contactId = await createCustomer(t, f.owner.token);
    const created = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: {
        contact_id: contactId,
        invoice_date: "2026-04-01",
        details: [
          { product_id: f.goodsId, quantity: 2, price: "333333", tax_ids: [f.tax.PPN11] },
          { product_id: f.serviceId, quantity: 3, price: "400000.50", discount_percent: "10", tax_ids: [f.tax.PPN11] },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect((await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: f.owner.token })).status).toBe(200);
    const picker = await t.request("GET", `/api/transactions/sales-payment/outstanding?contact_id=${contactId}`, { token: f.owner.token });
    // 3 × 400 000.50 = 1 200 001.50, less 10 % (120 000.15) = 1 080 001.35.
    expect(picker.body.data).toEqual([expect.objectContaining({ id: created.body.data.id, service_base: "1080001.35" })]);
  });

  it("full payment with a bank charge and a rounding; more than outstanding is refused, naming the invoice", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-03", "1000003");
    const over = await pay(t, f, "2026-03-21", [{ invoice_id: invoice.id, amount: "1000004" }]);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(`The payment of 1000004.00 for invoice ${invoice.number} is more than its outstanding amount 1000003.00.`);
    const res = await t.request("POST", "/api/transactions/sales-payment", {
      token: f.owner.token,
      body: {
        cashbank_id: f.bankId,
        contact_id: f.customer,
        date: "2026-03-21",
        received: "993500",
        details: [{ invoice_id: invoice.id, amount: "1000003" }],
        deductions: [
          { kind: "bank_charge", amount: "6500" },
          { kind: "rounding", amount: "3" },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(await journalLines(res.body.data.journal_ids[0])).toEqual({
      [f.acc["1102.02"] as string]: "D 993500.00",
      [f.acc["8101"] as string]: "D 6500.00",
      [f.acc["8103"] as string]: "D 3.00",
      [f.acc["1103.01"] as string]: "C 1000003.00",
    });
    expect(await invoiceOf(invoice.id)).toMatchObject({ outstanding: "0.00", settlement: "paid" });
  });

  it("short money is refused; an overpayment becomes the customer's deposit, which a later payment uses", async () => {
    const first = await approvedInvoice(t, f, "2026-03-04", "700000");
    const short = await t.request("POST", "/api/transactions/sales-payment", {
      token: f.owner.token,
      body: { cashbank_id: f.bankId, contact_id: f.customer, date: "2026-03-22", received: "600000", details: [{ invoice_id: first.id, amount: "700000" }] },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.received).toEqual(["The amount received, the deductions and the deposit used (600000.00) do not cover the invoice payments (700000.00)."]);
    const over = await t.request("POST", "/api/transactions/sales-payment", {
      token: f.owner.token,
      body: { cashbank_id: f.bankId, contact_id: f.customer, date: "2026-03-22", received: "1000000", details: [{ invoice_id: first.id, amount: "700000" }] },
    });
    expect(over.status).toBe(201);
    expect(over.body.data.overpayment).toBe("300000.00");
    expect(await journalLines(over.body.data.journal_ids[0])).toEqual({
      [f.acc["1102.02"] as string]: "D 1000000.00",
      [f.acc["1103.01"] as string]: "C 700000.00",
      [f.acc["2104"] as string]: "C 300000.00",
    });
    const second = await approvedInvoice(t, f, "2026-03-25", "500000");
    const picker = await t.request("GET", `/api/transactions/sales-payment/outstanding?contact_id=${f.customer}`, { token: f.owner.token });
    expect(picker.body.meta.deposit).toBe("300000.00");
    expect(picker.body.data.map((i: { id: string }) => i.id)).toContain(second.id);
    // Each open invoice names its service DPP, the base of the PPh 23 a customer withholds.
    expect(picker.body.data.find((i: { id: string }) => i.id === second.id)).toMatchObject({ total: "500000.00", service_base: "500000.00" });
    const tooMuch = await t.request("POST", "/api/transactions/sales-payment", {
      token: f.owner.token,
      body: { cashbank_id: f.bankId, contact_id: f.customer, date: "2026-03-26", received: "100000", deposit_used: "400000", details: [{ invoice_id: second.id, amount: "500000" }] },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("The customer's deposit is 300000.00; 400000.00 cannot be used.");
    const used = await t.request("POST", "/api/transactions/sales-payment", {
      token: f.owner.token,
      body: { cashbank_id: f.bankId, contact_id: f.customer, date: "2026-03-26", received: "200000", deposit_used: "300000", details: [{ invoice_id: second.id, amount: "500000" }] },
    });
    expect(used.status).toBe(201);
    expect(await journalLines(used.body.data.journal_ids[0])).toEqual({
      [f.acc["1102.02"] as string]: "D 200000.00",
      [f.acc["2104"] as string]: "D 300000.00",
      [f.acc["1103.01"] as string]: "C 500000.00",
    });
    // The overpayment was used: its payment cannot be deleted until the one that used it is.
    const blocked = await t.request("DELETE", `/api/transactions/sales-payment/${over.body.data.id}`, { token: f.owner.token });
    expect(blocked.status).toBe(422);
    expect((await t.request("DELETE", `/api/transactions/sales-payment/${used.body.data.id}`, { token: f.owner.token })).status).toBe(200);
    expect((await t.request("DELETE", `/api/transactions/sales-payment/${over.body.data.id}`, { token: f.owner.token })).status).toBe(200);
    expect(await invoiceOf(first.id)).toMatchObject({ outstanding: "700000.00", settlement: "unpaid" });
    const after = await t.request("GET", `/api/transactions/sales-payment/outstanding?contact_id=${f.customer}`, { token: f.owner.token });
    expect(after.body.meta.deposit).toBe("0.00");
  });

  it("20 concurrent payments of one invoice never take more than it owes", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-05", "1000000");
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(t, f, "2026-03-23", [{ invoice_id: invoice.id, amount: "150000" }])));
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(6);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.status).toBe(422);
    expect(await invoiceOf(invoice.id)).toMatchObject({ outstanding: "100000.00" });
    const list = await t.request("GET", `/api/transactions/sales-payment?invoice_id=${invoice.id}&per_page=100`, { token: f.owner.token });
    expect(list.body.meta.total).toBe(6);
  });

  it("refuses an invoice that is not this customer's approved one, a payment before the invoice date, and another company's cashbank", async () => {
    const draft = await t.request("POST", "/api/transactions/sales-invoice", {
      token: f.owner.token,
      body: { contact_id: f.customer, invoice_date: "2026-03-06", details: [{ product_id: f.goodsId, quantity: 1, price: 100 }] },
    });
    const res = await pay(t, f, "2026-03-24", [{ invoice_id: draft.body.data.id, amount: "100" }]);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("is not an approved invoice of this customer");
    const invoice = await approvedInvoice(t, f, "2026-03-10", "1000");
    const early = await pay(t, f, "2026-03-09", [{ invoice_id: invoice.id, amount: "1000" }]);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(`The date is before the date of sales invoice ${invoice.number} (2026-03-10), which it settles.`);
    expect(early.body.errors.date).toHaveLength(1);
    const other = await t.owner("payment-other");
    const foreign = await t.request("GET", `/api/transactions/sales-payment/outstanding?contact_id=${f.customer}`, { token: other.token });
    expect(foreign.status).toBe(422);
  });

  it("a user may only deposit into a cash or bank account mapped to them", async () => {
    const clerk = await t.member(f.owner.token, [
      { action: "create", resource: "TxSalesPayment" },
      { action: "read", resource: "TxSalesPayment" },
    ], "clerk");
    const invoice = await approvedInvoice(t, f, "2026-03-11", "1000");
    const body = { cashbank_id: f.bankId, contact_id: f.customer, date: "2026-03-24", received: "1000", details: [{ invoice_id: invoice.id, amount: "1000" }] };
    const refused = await t.request("POST", "/api/transactions/sales-payment", { token: clerk.token, body });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.cashbank_id).toEqual(["You may not use this cash or bank account."]);
    const mapped = await t.request("POST", `/api/master-data/cashbank/${f.bankId}/users`, { token: f.owner.token, body: { user_ids: [clerk.userId] } });
    expect(mapped.status).toBeLessThan(300);
    const allowed = await t.request("POST", "/api/transactions/sales-payment", { token: clerk.token, body });
    expect(allowed.status).toBe(201);
    // The clerk sees the payments of that account only: the list keeps them, another account's payment is not found.
    const cash = await t.request("POST", "/api/master-data/cashbank", { token: f.owner.token, body: { code: "KAS-TOKO", name: "Kas toko", account_id: f.acc["1101.01"] } });
    const second = await approvedInvoice(t, f, "2026-03-11", "2000");
    const elsewhere = await t.request("POST", "/api/transactions/sales-payment", {
      token: f.owner.token,
      body: { ...body, cashbank_id: cash.body.data.id, received: "2000", details: [{ invoice_id: second.id, amount: "2000" }] },
    });
    expect(elsewhere.status).toBe(201);
    const list = await t.request("GET", "/api/transactions/sales-payment?per_page=100", { token: clerk.token });
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((p: { cashbank_id: string }) => p.cashbank_id === f.bankId)).toBe(true);
    expect((await t.request("GET", `/api/transactions/sales-payment/${elsewhere.body.data.id}`, { token: clerk.token })).status).toBe(404);
    expect((await t.request("GET", `/api/transactions/sales-payment/${allowed.body.data.id}`, { token: clerk.token })).status).toBe(200);
    const ownerList = await t.request("GET", "/api/transactions/sales-payment?per_page=100", { token: f.owner.token });
    expect(ownerList.body.data.some((p: { id: string }) => p.id === elsewhere.body.data.id)).toBe(true);
  });
  it("a payment whose bank line is reconciled cannot be deleted: 409 with the reason, the payment kept", async () => {
    const invoice = await approvedInvoice(t, f, "2026-04-02", "250000");
    const paid = await pay(t, f, "2026-04-03", [{ invoice_id: invoice.id, amount: "250000" }]);
    expect(paid.status).toBe(201);
    const content = "Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo\n03/04/2026,SETORAN PELANGGAN,0000,\"250,000.00\",CR,\"250,000.00\"\n";
    const rekon = await t.request("POST", "/api/transactions/cashbank/rekon", {
      token: f.owner.token,
      body: { cashbank_id: f.bankId, format: "csv", preset: "bca", content, opening_balance: "0", closing_balance: "250000" },
    });
    expect(rekon.status).toBe(201);
    const matched = await t.request("POST", `/api/transactions/cashbank/rekon/${rekon.body.data.id}/auto-match`, { token: f.owner.token });
    expect(matched.body.data.matched).toBe(1);
    const refused = await t.request("DELETE", `/api/transactions/sales-payment/${paid.body.data.id}`, { token: f.owner.token, headers: { "accept-language": "id" } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Baris banknya sudah direkonsiliasi; batalkan rekonsiliasinya terlebih dahulu.");
    expect((await t.request("GET", `/api/transactions/sales-payment/${paid.body.data.id}`, { token: f.owner.token })).status).toBe(200);
    expect(await invoiceOf(invoice.id)).toMatchObject({ outstanding: "0.00", settlement: "paid" });
  });
});
