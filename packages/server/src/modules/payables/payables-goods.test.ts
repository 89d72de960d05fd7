import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { ADV, approvedRequest, GR, orderFromQuotes, PO, PR, procurementSetup, type Setup, source } from "../../test/purchasing-helpers.js";

/** Goods invoices from an order and its receipts: three-way match, override, GRNI and variance, advances, tracking. */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let s: Setup;
let bank: string;

const PI = "/api/transactions/purchase-invoice";

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("goods");
  s = await procurementSetup(t, owner.token);
  bank = (await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BNI", name: "Bank BNI", account_id: s.acc["1102.01"] } })).body.data.id;
});
afterAll(() => t.close());

const journalLines = async (id: string) =>
  (await t.request("GET", `/api/transactions/journal/${id}`, { token: owner.token })).body.data.details.map((l: { account_code: string; debit: string; credit: string }) => [
    l.account_code,
    l.debit,
    l.credit,
  ]);

describe("goods invoice from an order and its receipts", () => {
  it("matches, refuses breaches until overridden, posts GRNI and variance, offsets the advance, and tracks the request to paid", async () => {
    const request = await approvedRequest(t, owner.token, s, [{ quantity: "10", price: "50000", product: s.paper }]);
    await source(t, owner.token, request.id, [{ lineId: request.details[0].id, quotes: [{ vendor: s.vendorA, price: "48000", award: "10" }] }]);
    const order = await orderFromQuotes(t, owner.token, s.vendorA);
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const orderLine = approved.body.data.details[0].id;
    await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-03-09", receiver: "Sari", details: [{ order_line_id: orderLine, quantity: "6" }] } });
    const advance = await t.request("POST", ADV, { token: owner.token, body: { order_id: order.body.data.id, cashbank_id: bank, date: "2026-03-06", amount: "100000" } });
    expect(advance.status, JSON.stringify(advance.body)).toBe(201);
    await t.request("PUT", "/api/settings/payables", { token: owner.token, body: { price_tolerance_percent: 2 } });

    const lines = await t.request("GET", `${PI}/order-lines?vendor_id=${s.vendorA}`, { token: owner.token });
    expect(lines.body.data).toEqual([expect.objectContaining({ order_line_id: orderLine, received_quantity: "6", to_invoice_quantity: "10" })]);
    const open = await t.request("GET", `${PI}/advances?vendor_id=${s.vendorA}`, { token: owner.token });
    expect(open.body.data).toEqual([expect.objectContaining({ id: advance.body.data.id, left_amount: "100000.00" })]);

    // 8 invoiced at 50 000 against 6 received at 48 000: both breaches named, refused without an override.
    const body = {
      kind: "goods",
      contact_id: s.vendorA,
      vendor_invoice_number: "ALF-301",
      date: "2026-03-10",
      purchase_order_id: order.body.data.id,
      lines: [{ product_id: s.paper, purchase_order_line_id: orderLine, quantity: "8", price: "50000" }],
      advances: [{ advance_id: advance.body.data.id, amount: "100000" }],
    };
    const created = await t.request("POST", PI, { token: owner.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.match_breaches.map((b: { code: string }) => b.code)).toEqual(["quantity_over_received", "price_over_tolerance"]);
    const refused = await t.request("POST", `${PI}/${created.body.data.id}/submit`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("line 1 (Kertas A4): quantity 8 is more than received and not yet invoiced (6)");
    expect(refused.body.message).toContain("price 50000.00 differs from the order's 48000.00 by more than 2%");
    expect((await t.request("POST", `${PI}/${created.body.data.id}/override`, { token: owner.token, body: { note: "mine" } })).status).toBe(403);
    const approver = await t.member(owner.token, [{ action: "update", resource: "TxApPosting" }], "ap-approver");
    const override = await t.request("POST", `${PI}/${created.body.data.id}/override`, { token: approver.token, body: { note: "Harga naik sesuai adendum; sisa barang dikirim besok" } });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    const posted = await t.request("POST", `${PI}/${created.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    // GRNI at the order's price (8 × 48 000); the price difference (8 × 2 000): the 6 on hand are revalued
    // (6/8 of it, 12 000, to inventory: DESIGN §14), the rest (4 000) to purchases; the advance, the rest to AP.
    expect(await journalLines(posted.body.data.journal_ids[0])).toEqual([
      ["2106", "384000.00", "0.00"],
      ["1104", "12000.00", "0.00"],
      ["5102", "4000.00", "0.00"],
      ["1105.02", "0.00", "100000.00"],
      ["2101", "0.00", "300000.00"],
    ]);
    expect(posted.body.data).toMatchObject({ payable_amount: "300000.00", outstanding: "300000.00", advance_amount: "100000.00" });
    // The order's screen lists the invoices billing it.
    const ofOrder = await t.request("GET", `${PI}?purchase_order_id=${order.body.data.id}`, { token: owner.token });
    expect(ofOrder.body.data.map((i: { id: string }) => i.id)).toEqual([created.body.data.id]);
    const ofOther = await t.request("GET", `${PI}?purchase_order_id=${created.body.data.id}`, { token: owner.token });
    expect(ofOther.body.data).toEqual([]);
    const after = await t.request("GET", `${PI}/order-lines?vendor_id=${s.vendorA}`, { token: owner.token });
    expect(after.body.data[0]).toMatchObject({ invoiced_quantity: "8", to_invoice_quantity: "2" });
    expect((await t.request("GET", `${PI}/advances?vendor_id=${s.vendorA}`, { token: owner.token })).body.data).toEqual([]);

    // Beyond the ordered quantity is refused even with an override.
    const tooMany = await t.request("POST", PI, { token: owner.token, body: { ...body, vendor_invoice_number: "ALF-302", advances: [], lines: [{ ...body.lines[0], quantity: "3", price: "48000" }] } });
    const tooManyApprover = await t.request("POST", `${PI}/${tooMany.body.data.id}/override`, { token: approver.token, body: { note: "ok" } });
    expect(tooManyApprover.status).toBe(200);
    expect((await t.request("POST", `${PI}/${tooMany.body.data.id}/submit`, { token: owner.token })).status).toBe(422);
    expect((await t.request("DELETE", `${PI}/${tooMany.body.data.id}`, { token: owner.token })).status).toBe(200);

    // Deleting the invoice gives back the quantity and the advance.
    expect((await t.request("DELETE", `${PI}/${created.body.data.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.request("GET", `${PI}/order-lines?vendor_id=${s.vendorA}`, { token: owner.token })).body.data[0]).toMatchObject({ invoiced_quantity: "0" });
    expect((await t.request("GET", `${PI}/advances?vendor_id=${s.vendorA}`, { token: owner.token })).body.data).toHaveLength(1);

    // The rest arrives; invoiced in full within tolerance, posted, put on a voucher and paid: the request's tracking reaches paid.
    await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-03-12", receiver: "Sari", details: [{ order_line_id: orderLine, quantity: "4" }] } });
    const full = await t.request("POST", PI, { token: owner.token, body: { ...body, vendor_invoice_number: "ALF-303", lines: [{ ...body.lines[0], quantity: "10", price: "48500" }] } });
    expect(full.body.data.match_breaches).toEqual([]);
    const fullPosted = await t.request("POST", `${PI}/${full.body.data.id}/submit`, { token: owner.token });
    expect(fullPosted.body.data.outstanding).toBe("385000.00");
    const voucher = await t.request("POST", "/api/transactions/payment-voucher", {
      token: owner.token,
      body: { date: "2026-03-20", planned_date: "2026-03-25", lines: [{ invoice_id: full.body.data.id, amount: "385000" }] },
    });
    await t.request("POST", `/api/transactions/payment-voucher/${voucher.body.data.id}/submit`, { token: owner.token });
    const midway = (await t.request("GET", `${PR}/tracking/${request.id}`, { token: owner.token })).body.data;
    expect(midway.lines[0].waiting).toBe("payment");
    const paid = await t.request("POST", "/api/transactions/purchase-payment", {
      token: owner.token,
      body: { date: "2026-03-25", cashbank_id: bank, voucher_id: voucher.body.data.id, lines: [{ invoice_id: full.body.data.id, amount: "385000" }] },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const tracking = (await t.request("GET", `${PR}/tracking/${request.id}`, { token: owner.token })).body.data;
    expect(tracking.payables_tracked).toBe(true);
    expect(tracking.lines[0].waiting).toBeNull();
    expect(tracking.lines[0].steps.map((st: { step: string; state: string }) => `${st.step}:${st.state}`).slice(-4)).toEqual(["invoice:done", "ap_posting:done", "voucher:done", "payment:done"]);
  });
});
