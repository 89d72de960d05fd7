import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { ADV, approvedRequest, GR, orderFromQuotes, PO, PR, procurementSetup, type Setup, source } from "../../test/purchasing-helpers.js";
import { inTransaction } from "../../db/tenant.js";
import { line } from "../../test/ledger-helpers.js";
import { registerTrackingSource } from "./purchasing.service.js";
import { vendorAdvanceSubledger } from "./purchasing.subledgers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let s: Setup;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("buyer");
  s = await procurementSetup(t, owner.token);
});
afterAll(() => t.close());

const get = (path: string, token = owner.token) => t.request("GET", path, { token });
const journalLines = async (journalId: string) => (await get(`/api/transactions/journal/${journalId}`)).body.data.details as { account_id: string; debit: string; credit: string; contact_id: string | null }[];

describe("purchase request to goods receipt", () => {
  it("requests three items, assigns two vendors, compares prices, orders, and receives partly then the rest", async () => {
    const request = await approvedRequest(t, owner.token, s, [
      { quantity: "10", price: "50000", product: s.paper },
      { quantity: "4", price: "250000", description: "Toner printer" },
      { quantity: "1", price: "750000", product: s.service, description: "Servis AC lantai 2" },
    ]);
    expect(request).toMatchObject({ status: "approved", number: "PR/2026/03/0001", estimated_total: "2250000.00", amount: "2250000.00", progress: "open" });
    const [paper, toner, service] = request.details;
    expect(paper).toMatchObject({ line_no: 1, product_name: "Kertas A4", unit_name: "Ream", quantity: "10", estimated_amount: "500000.00", remaining_quantity: "10" });

    const outstanding = await get(`${PR}/outstanding?request_id=${request.id}`);
    expect(outstanding.body.data.map((l: { line_no: number }) => l.line_no)).toEqual([1, 2, 3]);

    // Paper: A is cheaper and wins; toner: split 3 to B and 1 to A; service: B wins though dearer, with a reason.
    const priced = await source(t, owner.token, request.id, [
      { lineId: paper.id, quotes: [{ vendor: s.vendorA, price: "48000", award: "10" }, { vendor: s.vendorB, price: "49500" }] },
      { lineId: toner.id, quotes: [{ vendor: s.vendorA, price: "240000", award: "1" }, { vendor: s.vendorB, price: "240000", award: "3" }] },
      { lineId: service.id, quotes: [{ vendor: s.vendorA, price: "700000" }, { vendor: s.vendorB, price: "725000", award: "1", reason: "Teknisi bergaransi resmi" }] },
    ]);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.message).toBe("The prices have been assigned.");
    const comparison = priced.body.data.quotes.filter((q: { request_line_id: string }) => q.request_line_id === paper.id);
    expect(comparison.map((q: { vendor_name: string; price: string; cheapest: boolean; amount: string }) => [q.vendor_name, q.price, q.cheapest, q.amount])).toEqual([
      ["CV Alfa", "48000.00", true, "480000.00"],
      ["PT Beta", "49500.00", false, "495000.00"],
    ]);
    expect((await get(`${PR}/outstanding?stage=assign&request_id=${request.id}`)).body.data).toEqual([]);

    const orderA = await orderFromQuotes(t, owner.token, s.vendorA);
    expect(orderA.status, JSON.stringify(orderA.body)).toBe(201);
    expect(orderA.body.data.details.map((d: { quantity: string; price: string }) => [d.quantity, d.price])).toEqual([
      ["10", "48000.00"],
      ["1", "240000.00"],
    ]);
    expect(orderA.body.data.total).toBe("720000.00");
    const approvedA = await t.request("POST", `${PO}/${orderA.body.data.id}/submit`, { token: owner.token });
    expect(approvedA.body.data).toMatchObject({ status: "approved", number: "PO/2026/03/0001" });
    // The A4 prints of the request and the order.
    for (const path of [`${PR}/${request.id}/print`, `${PO}/${orderA.body.data.id}/print`]) {
      const pdf = await t.app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${owner.token}` } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toContain("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const orderB = await orderFromQuotes(t, owner.token, s.vendorB);
    expect(orderB.body.data.details).toHaveLength(2);
    expect((await t.request("POST", `${PO}/${orderB.body.data.id}/submit`, { token: owner.token })).body.data.status).toBe("approved");

    const afterOrders = (await get(`${PR}/${request.id}`)).body.data;
    expect(afterOrders.details.map((d: { ordered_quantity: string; remaining_quantity: string }) => [d.ordered_quantity, d.remaining_quantity])).toEqual([
      ["10", "0"],
      ["4", "0"],
      ["1", "0"],
    ]);
    expect(afterOrders.progress).toBe("ordered");
    expect((await get(`${PR}/outstanding?request_id=${request.id}`)).body.data).toEqual([]);
    // Each order line names its request, and the request lists its orders (its screen links both ways).
    expect(approvedA.body.data.details.map((d: { request_id: string; request_number: string }) => [d.request_id, d.request_number])).toEqual([
      [request.id, "PR/2026/03/0001"],
      [request.id, "PR/2026/03/0001"],
    ]);
    const ordersOfRequest = (await get(`${PO}?request_id=${request.id}&per_page=100`)).body.data.map((o: { id: string }) => o.id);
    expect(ordersOfRequest.sort()).toEqual([orderA.body.data.id, orderB.body.data.id].sort());
    expect((await get(`${PO}?request_id=${orderA.body.data.id}`)).body.data).toEqual([]);

    // Partly: 6 of 10 rims of paper (inventory: Dr 1104 / Cr 2106, 6 × 48 000 = 288 000), the toner is no inventory.
    const paperLine = approvedA.body.data.details[0];
    const tonerLine = approvedA.body.data.details[1];
    const first = await t.request("POST", GR, {
      token: owner.token,
      body: { order_id: orderA.body.data.id, date: "2026-03-09", receiver: "Sari (gudang)", details: [{ order_line_id: paperLine.id, quantity: "6" }, { order_line_id: tonerLine.id, quantity: "1" }] },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ status: "approved", number: "GR/2026/03/0001", inventory_amount: "288000.00" });
    const lines = await journalLines(first.body.data.journal_ids[0]);
    expect(lines.map((l) => [l.account_id, l.debit, l.credit])).toEqual([
      [s.acc["1104"], "288000.00", "0.00"],
      [s.acc["2106"], "0.00", "288000.00"],
    ]);
    expect(lines[1]?.contact_id).toBe(s.vendorA);
    const tooMuch = await t.request("POST", GR, {
      token: owner.token,
      body: { order_id: orderA.body.data.id, date: "2026-03-10", receiver: "Sari", details: [{ order_line_id: paperLine.id, quantity: "5" }] },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors["details.0.quantity"]).toEqual(["Line 1: 5 is more than the 4 still to receive"]);
    const rest = await t.request("POST", GR, {
      token: owner.token,
      body: { order_id: orderA.body.data.id, date: "2026-03-10", receiver: "Sari", details: [{ order_line_id: paperLine.id, quantity: "4" }] },
    });
    expect(rest.body.data.inventory_amount).toBe("192000.00");
    const order = (await get(`${PO}/${orderA.body.data.id}`)).body.data;
    expect(order).toMatchObject({ receipt_state: "full" });
    expect(order.details.map((d: { received_quantity: string; remaining_quantity: string }) => [d.received_quantity, d.remaining_quantity])).toEqual([
      ["10", "0"],
      ["1", "0"],
    ]);
    expect((await get(`${PR}/${request.id}`)).body.data.progress).toBe("partly_received");
    // The order is no longer open for receipt.
    const open = await get(`${GR}/open-orders`);
    expect(open.body.data.map((o: { id: string }) => o.id)).not.toContain(orderA.body.data.id);
    expect(open.body.data.map((o: { id: string }) => o.id)).toContain(orderB.body.data.id);
  });

  it("needs a reason for a winner that is not the cheapest, and never awards more than is left", async () => {
    const request = await approvedRequest(t, owner.token, s, [{ quantity: "5", price: "10000", description: "Map plastik" }]);
    const lineId = request.details[0].id;
    const noReason = await source(t, owner.token, request.id, [{ lineId, quotes: [{ vendor: s.vendorA, price: "9000" }, { vendor: s.vendorB, price: "9500", award: "5" }] }]);
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors["quotes.1.award_reason"]).toEqual(["Give a reason for choosing a vendor that is not the cheapest"]);
    const over = await source(t, owner.token, request.id, [{ lineId, quotes: [{ vendor: s.vendorA, price: "9000", award: "4" }, { vendor: s.vendorC, price: "9000", award: "2" }] }]);
    expect(over.status).toBe(422);
    expect(over.body.errors["quotes.1.awarded_quantity"]).toEqual(["The quantities awarded for this line (6) may not exceed what is left to order (5)"]);
  });

  it("orders past the request only when the user confirms the over-order", async () => {
    const request = await approvedRequest(t, owner.token, s, [{ quantity: "3", price: "20000", description: "Spidol" }]);
    const line = request.details[0];
    const body = (confirmed: boolean) => ({
      vendor_id: s.vendorC,
      date: "2026-03-05",
      over_order_confirmed: confirmed,
      details: [{ request_line_id: line.id, description: "Spidol", quantity: "5", price: "20000", tax_ids: [s.ppn] }],
    });
    const refused = await t.request("POST", PO, { token: owner.token, body: body(false) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.over_order_confirmed).toEqual(["Line 1 orders 5 while 3 is left on the request. Confirm the over-order to continue."]);
    const confirmed = await t.request("POST", PO, { token: owner.token, body: body(true) });
    expect(confirmed.status).toBe(201);
    // PPN 12% on DPP 11/12: 100 000 → VAT base 91 666.67 → PPN 11 000 (the lead's documentTaxes).
    expect(confirmed.body.data).toMatchObject({ dpp: "100000.00", vat_base: "91666.67", vat: "11000.00", total: "111000.00", over_order_confirmed: true });
    const approved = await t.request("POST", `${PO}/${confirmed.body.data.id}/submit`, { token: owner.token });
    expect(approved.body.data.status).toBe("approved");
    expect((await get(`${PR}/${request.id}`)).body.data.details[0]).toMatchObject({ ordered_quantity: "5", remaining_quantity: "0" });
    // Two drafts each within what is left: the second to be approved meets the first's quantity.
    const second = await approvedRequest(t, owner.token, s, [{ quantity: "5", price: "1000", description: "Pulpen" }]);
    const draft = async (quantity: string) =>
      (await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorC, date: "2026-03-05", details: [{ request_line_id: second.details[0].id, description: "Pulpen", quantity, price: "1000" }] } })).body.data;
    const [first, late] = [await draft("3"), await draft("3")];
    expect((await t.request("POST", `${PO}/${first.id}/submit`, { token: owner.token })).body.data.status).toBe("approved");
    const refusedLate = await t.request("POST", `${PO}/${late.id}/submit`, { token: owner.token });
    expect(refusedLate.status).toBe(422);
    expect(refusedLate.body.message).toBe("Line 1 orders 3 while 2 is left on the request. Confirm the over-order to continue.");
    expect((await get(`${PO}/${late.id}`)).body.data.status).toBe("draft");
    // Cancelling the order gives the quantity back.
    const cancelled = await t.request("POST", `${PO}/${confirmed.body.data.id}/cancel`, { token: owner.token, body: { note: "Salah vendor" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await get(`${PR}/${request.id}`)).body.data.details[0]).toMatchObject({ ordered_quantity: "0", remaining_quantity: "3" });
  });

  it("closes a line by hand with a reason; a closed line is no longer outstanding or orderable", async () => {
    const request = await approvedRequest(t, owner.token, s, [
      { quantity: "2", price: "1000", description: "Lakban" },
      { quantity: "1", price: "1000", description: "Gunting" },
    ]);
    const [tape] = request.details;
    const noReason = await t.request("POST", `${PR}/${request.id}/close-line`, { token: owner.token, body: { line_id: tape.id, reason: "" } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(["The reason field is required"]);
    const closed = await t.request("POST", `${PR}/${request.id}/close-line`, { token: owner.token, body: { line_id: tape.id, reason: "Sudah ada stok" } });
    expect(closed.status).toBe(200);
    expect(closed.body.data.details[0]).toMatchObject({ closed: true, close_reason: "Sudah ada stok", remaining_quantity: "0" });
    expect((await t.request("POST", `${PR}/${request.id}/close-line`, { token: owner.token, body: { line_id: tape.id, reason: "x" } })).status).toBe(409);
    const outstanding = await get(`${PR}/outstanding?request_id=${request.id}`);
    expect(outstanding.body.data.map((l: { line_no: number }) => l.line_no)).toEqual([2]);
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-03-05", details: [{ request_line_id: tape.id, description: "Lakban", quantity: "1", price: "1000" }] },
    });
    expect(order.status).toBe(422);
    expect(order.body.errors["details.0.request_line_id"]).toEqual(["Line 1 is closed or already fully ordered."]);
  });

  it("lets twenty receipts of one order line race and takes exactly what was ordered", async () => {
    const request = await approvedRequest(t, owner.token, s, [{ quantity: "10", price: "10000", product: s.paper }]);
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-03-05", details: [{ request_line_id: request.details[0].id, product_id: s.paper, quantity: "10", price: "10000" }] },
    });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const lineId = approved.body.data.details[0].id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-03-10", receiver: "Gudang", details: [{ order_line_id: lineId, quantity: "1" }] } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 422)).toHaveLength(10);
    const after = (await get(`${PO}/${order.body.data.id}`)).body.data;
    expect(after.details[0]).toMatchObject({ received_quantity: "10", remaining_quantity: "0" });
    const receipts = await get(`${GR}?order_id=${order.body.data.id}&per_page=100`);
    expect(receipts.body.meta.total).toBe(10);
    expect(new Set(receipts.body.data.map((r: { number: string }) => r.number)).size).toBe(10);
  });

  it("receives services without a journal: the receipt only counts quantities", async () => {
    const request = await approvedRequest(t, owner.token, s, [{ quantity: "2", price: "300000", product: s.service, description: "Servis AC" }]);
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorC, date: "2026-03-05", details: [{ request_line_id: request.details[0].id, product_id: s.service, description: "Servis AC", quantity: "2", price: "300000" }] },
    });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const lineId = approved.body.data.details[0].id;
    const receipts = await Promise.all(
      [1, 2].map(() => t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-03-11", receiver: "Umum", details: [{ order_line_id: lineId, quantity: "1" }] } })),
    );
    expect(receipts.map((r) => r.status)).toEqual([201, 201]);
    expect(receipts.map((r) => r.body.data.journal_ids)).toEqual([[], []]);
    expect(receipts[0]?.body.data.inventory_amount).toBe("0.00");
    expect((await get(`${PO}/${order.body.data.id}`)).body.data.receipt_state).toBe("full");
  });

  it("refuses a purchase order from another company's request, and another company's documents are 404", async () => {
    const other = await t.owner("rival", "PT Pesaing");
    const otherSetup = await procurementSetup(t, other.token);
    const foreign = await approvedRequest(t, other.token, otherSetup, [{ quantity: "1", price: "1000", description: "Rahasia" }]);
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-03-05", details: [{ request_line_id: foreign.details[0].id, description: "x", quantity: "1", price: "1" }] },
    });
    expect(order.status).toBe(422);
    expect(order.body.errors["details.0.request_line_id"]).toEqual(["The selected request line is invalid"]);
    expect((await get(`${PR}/${foreign.id}`)).status).toBe(404);
    expect((await get(`${PR}/tracking/${foreign.id}`)).status).toBe(404);
    const assign = await t.request("POST", `${PR}/assign-vendor`, { token: owner.token, body: { request_id: foreign.id, date: "2026-03-03", lines: [{ request_line_id: foreign.details[0].id, vendor_ids: [s.vendorA] }] } });
    expect(assign.status).toBe(422);
    expect(assign.body.errors.request_id).toEqual(["The selected purchase request is invalid"]);
    expect((await t.request("POST", `${PR}/${foreign.id}/close-line`, { token: owner.token, body: { line_id: foreign.details[0].id, reason: "x" } })).status).toBe(404);
  });

  it("refuses documents dated in a closed period", async () => {
    const other = await t.owner("closed", "PT Tutup Buku");
    const os = await procurementSetup(t, other.token);
    const close = await t.request("POST", "/api/transactions/closing", { token: other.token, body: { period: "2026-01" } });
    expect(close.status, JSON.stringify(close.body)).toBe(201);
    const res = await t.request("POST", PR, { token: other.token, body: { date: "2026-01-15", requester: "Budi", details: [{ description: "x", quantity: 1, unit_id: os.unit }] } });
    expect(res.status).toBe(422);
  });
});

describe("approval levels", () => {
  it("waits for the purchase-request and purchase-order levels their amounts meet", async () => {
    const approver = await t.member(owner.token, [{ action: "read", resource: "TxPurchaseRequest" }, { action: "read", resource: "TxPurchaseOrder" }], "manager");
    for (const module of ["purchase_request", "purchase_order"]) {
      const put = await t.request("PUT", `/api/settings/module-approval/${module}`, {
        token: owner.token,
        body: { levels: [{ limit_type: "above", amount_min: "1000000", approvers: [{ type: "user", id: approver.userId }] }] },
      });
      expect(put.status).toBe(200);
    }
    const small = await approvedRequest(t, owner.token, s, [{ quantity: "1", price: "900000", description: "Kursi" }]);
    expect(small.status).toBe("approved");
    const big = await approvedRequest(t, owner.token, s, [{ quantity: "2", price: "900000", description: "Meja" }]);
    expect(big).toMatchObject({ status: "pending", approval: { current_level: 0 } });
    const outstanding = await get(`${PR}/outstanding?request_id=${big.id}`);
    expect(outstanding.body.data).toEqual([]);
    expect((await t.request("POST", `${PR}/${big.id}/approve`, { token: owner.token })).status).toBe(403);
    const ok = await t.request("POST", `${PR}/${big.id}/approve`, { token: approver.token });
    expect(ok.body.data.status).toBe("approved");
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-03-06", details: [{ request_line_id: big.details[0].id, description: "Meja", quantity: "2", price: "900000" }] },
    });
    const submitted = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    expect(submitted.body.data.status).toBe("pending");
    // Nothing is consumed until the order is approved.
    expect((await get(`${PR}/${big.id}`)).body.data.details[0].ordered_quantity).toBe("0");
    expect((await t.request("POST", `${PO}/${order.body.data.id}/approve`, { token: approver.token })).body.data.status).toBe("approved");
    expect((await get(`${PR}/${big.id}`)).body.data.details[0].ordered_quantity).toBe("2");
    for (const module of ["purchase_request", "purchase_order"]) await t.request("PUT", `/api/settings/module-approval/${module}`, { token: owner.token, body: { levels: [] } });
  });
});

describe("advances to vendors", () => {
  it("pays a down payment from a cash or bank account and never more than the order", async () => {
    const request = await approvedRequest(t, owner.token, s, [{ quantity: "1", price: "5000000", description: "Laptop" }]);
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorB, date: "2026-03-05", details: [{ request_line_id: request.details[0].id, description: "Laptop", quantity: "1", price: "5000000" }] },
    });
    await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const bank = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BCA9", name: "BCA Pembelian", account_id: s.acc["1102.02"] } });
    expect(bank.status).toBe(201);
    const advance = await t.request("POST", ADV, {
      token: owner.token,
      body: { order_id: order.body.data.id, cashbank_id: bank.body.data.id, date: "2026-03-06", amount: "2000000", description: "DP 40%" },
    });
    expect(advance.status, JSON.stringify(advance.body)).toBe(201);
    expect(advance.body.data).toMatchObject({ status: "approved", number: "UMB/2026/03/0001", amount: "2000000.00", vendor_name: "PT Beta" });
    const lines = await journalLines(advance.body.data.journal_ids[0]);
    expect(lines.map((l) => [l.account_id, l.debit, l.credit])).toEqual([
      [s.acc["1105.02"], "2000000.00", "0.00"],
      [s.acc["1102.02"], "0.00", "2000000.00"],
    ]);
    const over = await t.request("POST", ADV, { token: owner.token, body: { order_id: order.body.data.id, cashbank_id: bank.body.data.id, date: "2026-03-06", amount: "3000000.01" } });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toEqual(["The advance is more than what is left of the order (3000000.00)."]);
    expect((await get(`${PO}/${order.body.data.id}`)).body.data.advanced_amount).toBe("2000000.00");
    // An order with an advance cannot be cancelled before the advance is.
    expect((await t.request("POST", `${PO}/${order.body.data.id}/cancel`, { token: owner.token })).status).toBe(409);
    // A member not mapped to the bank may not pay from it.
    const clerk = await t.member(owner.token, [{ action: "create", resource: "TxPurchaseRequest" }, { action: "read", resource: "TxPurchaseRequest" }], "clerk");
    const refused = await t.request("POST", ADV, { token: clerk.token, body: { order_id: order.body.data.id, cashbank_id: bank.body.data.id, date: "2026-03-06", amount: "1" } });
    expect(refused.status).toBe(403);
    // The sub-ledger check: the advance account per vendor equals the open advances, until a journal
    // by hand moves it.
    const verify = () => inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => vendorAdvanceSubledger.check(tx, owner.companyId), { readOnly: true });
    expect(await verify()).toEqual([]);
    const manual = await t.request("POST", "/api/transactions/journal", {
      token: owner.token,
      body: { date: "2026-03-07", description: "Salah akun", details: [line(s.acc["1105.02"] as string, "500", 0, { contact_id: s.vendorB }), line(s.acc["1101.01"] as string, 0, "500")] },
    });
    expect(manual.status).toBe(201);
    expect(await verify()).toEqual([`vendor ${s.vendorB}: ledger 2000500.00, open advances 2000000.00`]);
  });
});

describe("tracking", () => {
  it("shows every step of a request that went all the way, with payables' steps from their source", async () => {
    const request = await approvedRequest(t, owner.token, s, [{ quantity: "2", price: "100000", product: s.paper }]);
    const lineId = request.details[0].id;
    const before = (await get(`${PR}/tracking/${request.id}`)).body.data;
    expect(before.lines[0]).toMatchObject({ waiting: "vendor" });
    await source(t, owner.token, request.id, [{ lineId, quotes: [{ vendor: s.vendorC, price: "95000", award: "2" }] }]);
    const order = await orderFromQuotes(t, owner.token, s.vendorC);
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-03-12", receiver: "Sari", details: [{ order_line_id: approved.body.data.details[0].id, quantity: "2" }] } });
    const midway = (await get(`${PR}/tracking/${request.id}`)).body.data;
    expect(midway.payables_tracked).toBe(true);
    expect(midway.lines[0].waiting).toBe("invoice");
    // Payables' own tables: a goods invoice billing the order and its receipt, posted to AP.
    const receipt = (await get(`${GR}?order_id=${order.body.data.id}`)).body.data[0];
    const invoice = await t.request("POST", "/api/transactions/purchase-invoice", {
      token: owner.token,
      body: {
        kind: "goods",
        contact_id: s.vendorC,
        vendor_invoice_number: "INV-UDG-001",
        date: "2026-03-13",
        purchase_order_id: order.body.data.id,
        lines: [{ product_id: s.paper, quantity: "2", price: "95000", purchase_order_line_id: approved.body.data.details[0].id, goods_receipt_line_id: receipt.details[0].id }],
      },
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const invoiced = (await get(`${PR}/tracking/${request.id}`)).body.data.lines[0];
    expect(invoiced.steps.find((x: { step: string }) => x.step === "invoice")).toMatchObject({ at: "2026-03-13", state: "done" });
    expect(invoiced.waiting).toBe("ap_posting");
    const posted = await t.request("POST", `/api/transactions/purchase-invoice/${invoice.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const afterPosting = (await get(`${PR}/tracking/${request.id}`)).body.data.lines[0];
    expect(afterPosting.steps.find((x: { step: string }) => x.step === "ap_posting")).toMatchObject({ state: "done", reference: posted.body.data.number });
    expect(afterPosting.waiting).toBe("voucher");
    // A registered source adds or replaces steps (here a fixture for the voucher and the payment).
    const unregister = registerTrackingSource(async (_tx, _company, ids) =>
      new Map(
        ids.filter((id) => id === lineId).map((id) => [
          id,
          [
            { step: "invoice" as const, at: "2026-03-14", by: "Ani", reference: "PI/2026/03/0001" },
            { step: "ap_posting" as const, at: "2026-03-15", by: "Ani", reference: "AP/2026/03/0001" },
            { step: "voucher" as const, at: "2026-03-18", by: "Dedi", reference: "PV/2026/03/0001" },
            { step: "payment" as const, at: "2026-03-20", by: "Dedi", reference: "PB/2026/03/0001" },
          ],
        ]),
      ),
    );
    try {
      const all = (await get(`${PR}/tracking/${request.id}`)).body.data;
      expect(all.payables_tracked).toBe(true);
      const line = all.lines[0];
      expect(line.waiting).toBeNull();
      expect(line.stuck).toBe(false);
      expect(line.steps.map((x: { step: string; state: string }) => [x.step, x.state])).toEqual(
        ["request", "approval", "vendor", "price", "order", "receipt", "invoice", "ap_posting", "voucher", "payment"].map((step) => [step, "done"]),
      );
      const receipt = line.steps.find((x: { step: string }) => x.step === "receipt");
      expect(receipt).toMatchObject({ at: "2026-03-12", by: "Sari" });
      expect(line.steps.find((x: { step: string }) => x.step === "payment")).toMatchObject({ days: 2, reference: "PB/2026/03/0001" });
      expect(line.steps.find((x: { step: string }) => x.step === "order").reference).toBe(approved.body.data.number);
      const list = await get(`${PR}/tracking?q=${encodeURIComponent(request.number)}`);
      expect(list.body.data[0]).toMatchObject({ request_id: request.id, line_count: 1, waiting: [] });
    } finally {
      unregister();
    }
    // Paid straight from the invoice (no voucher): the tracking list says Paid, not Received.
    const listed = async () => (await get(`${PR}/tracking?q=${encodeURIComponent(request.number)}`)).body.data[0];
    expect((await listed()).progress).toBe("received");
    const bank = await t.request("POST", "/api/master-data/cashbank", { token: owner.token, body: { code: "BRI-TRK", name: "BRI Pembelian", account_id: s.acc["1102.03"] } });
    expect(bank.status).toBe(201);
    const paid = await t.request("POST", "/api/transactions/purchase-payment", {
      token: owner.token,
      body: { date: "2026-03-21", cashbank_id: bank.body.data.id, lines: [{ invoice_id: invoice.body.data.id, amount: posted.body.data.outstanding }] },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await listed()).toMatchObject({ progress: "paid", waiting: [] });
  });

  it("reports master-pr and tracking on the report framework, with exports", async () => {
    const master = await get("/api/report/master-pr?date_from=2026-03-01&date_to=2026-03-31");
    expect(master.status).toBe(200);
    const first = master.body.data.rows.find((r: { number: string }) => r.number === "PR/2026/03/0001");
    expect(first).toMatchObject({ requester: "Budi (Umum)", status: "approved", progress: "partly_received", line_count: 3, estimated_total: "2250000.00" });
    expect(first.ordered_amount).toBe("2165000.00");
    expect(first.received_amount).toBe("720000.00");
    const tracking = await get(`/api/report/tracking?date=2026-04-30&contact_ids=${s.vendorC}`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.data.rows.length).toBeGreaterThan(0);
    const csv = await t.request("GET", "/api/report/master-pr?date_from=2026-03-01&date_to=2026-03-31&format=csv", { token: owner.token, headers: { "accept-language": "id" } });
    expect(csv.status).toBe(200);
    expect(String(csv.body).split("\n")[0]).toContain("Pemohon");
    const bad = await get("/api/report/master-pr?date_from=2026-03-31&date_to=2026-03-01");
    expect(bad.status).toBe(422);
    const stranger = await t.member(owner.token, [{ action: "read", resource: "TxPurchaseRequest" }], "nobody");
    expect((await get("/api/report/master-pr?date_from=2026-03-01&date_to=2026-03-31", stranger.token)).status).toBe(403);
  });
});
