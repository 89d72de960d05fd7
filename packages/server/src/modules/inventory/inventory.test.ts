// Perpetual inventory (issue 28): goods receipts bring stock in at the order's price, a sales invoice
// takes it out at the moving average and posts cost of goods sold in its own journal, cancel and
// delete take both ledgers back by source, and the stock ledger equals the inventory account.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { GR, PO, procurementSetup, type Setup } from "../../test/purchasing-helpers.js";
import { createCustomer } from "../../test/sales-fixture.js";
import { payableSubledger } from "../payables/payables.subledger.js";
import { receivableSubledger } from "../sales/sales.subledger.js";
import { inventorySubledger } from "./inventory.subledger.js";

const SI = "/api/transactions/sales-invoice";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let s: Setup;
let customer: string;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("inventory");
  s = await procurementSetup(t, owner.token);
  customer = await createCustomer(t, owner.token);
});
afterAll(() => t.close());

const verify = () => inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => inventorySubledger.check(tx, owner.companyId));

/** An order of `quantity` paper at `price`, submitted, and received whole: answers the receipt. */
async function received(quantity: string, price: string, date: string, product = s.paper) {
  const order = await t.request("POST", PO, {
    token: owner.token,
    body: { vendor_id: s.vendorA, date, details: [{ product_id: product, quantity, unit_id: s.unit, price }] },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const submitted = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const line = submitted.body.data.details[0].id;
  const receipt = await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date, receiver: "Gudang", details: [{ order_line_id: line, quantity }] } });
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
  return receipt.body.data;
}

const sale = (quantity: string, date = "2026-03-20", product = s.paper) =>
  t.request("POST", SI, {
    token: owner.token,
    body: { contact_id: customer, invoice_date: date, details: [{ product_id: product, quantity, price: "15000" }] },
  });

async function journalLines(id: string) {
  const journal = await t.request("GET", `/api/transactions/journal/${id}`, { token: owner.token });
  return journal.body.data.details.map((l: { account_code: string; debit: string; credit: string }) => [l.account_code, l.debit, l.credit]);
}

describe("stock in, stock out at the average cost, cost of goods sold", () => {
  let first: { id: string };
  let second: { id: string };
  let invoiceId: string;

  it("two receipts at different prices then a sale of 120: cost of goods sold 1 260 000 in the invoice's journal", async () => {
    first = await received("100", "10000", "2026-03-05");
    second = await received("50", "11500", "2026-03-06");
    const created = await sale("120");
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    invoiceId = created.body.data.id;
    const posted = await t.request("POST", `${SI}/${invoiceId}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    // 100 × 10 000 + 50 × 11 500 = 1 575 000 for 150: 10 500 each; 120 leave at 1 260 000.
    expect(await journalLines(posted.body.data.journal_ids[0])).toEqual([
      ["1103.01", "1800000.00", "0.00"],
      ["4101", "0.00", "1800000.00"],
      ["5101", "1260000.00", "0.00"],
      ["1104", "0.00", "1260000.00"],
    ]);
    expect(await verify()).toEqual([]);
  });

  it("refuses a sale of more than is on hand, naming the product, the office and both quantities", async () => {
    const created = await sale("31");
    const refused = await t.request("POST", `${SI}/${created.body.data.id}/submit`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Kertas A4 has 30 on hand at .+; 31 cannot leave it\.$/);
    const id = await t.request("POST", `${SI}/${created.body.data.id}/submit`, { token: owner.token, headers: { "accept-language": "id" } });
    expect(id.body.message).toMatch(/^Stok Kertas A4 di .+ tinggal 30; 31 tidak dapat dikeluarkan\.$/);
    await t.request("DELETE", `${SI}/${created.body.data.id}`, { token: owner.token });
  });

  it("a receipt whose goods have left cannot be cancelled; deleting the sale brings them back at the cost they left with", async () => {
    const refused = await t.request("POST", `${GR}/${first.id}/cancel`, { token: owner.token, body: { note: "salah terima" } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Kertas A4 received here has partly left");
    const deleted = await t.request("DELETE", `${SI}/${invoiceId}`, { token: owner.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await verify()).toEqual([]);
    const cancelled = await t.request("POST", `${GR}/${second.id}/cancel`, { token: owner.token, body: { note: "salah terima" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await verify()).toEqual([]);
    // What is left: the first receipt's 100 at 10 000; a sale of 40 costs 400 000.
    const next = await sale("40", "2026-03-25");
    const posted = await t.request("POST", `${SI}/${next.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect((await journalLines(posted.body.data.journal_ids[0])).slice(2)).toEqual([
      ["5101", "400000.00", "0.00"],
      ["1104", "0.00", "400000.00"],
    ]);
    expect(await verify()).toEqual([]);
  });
});

describe("stock reports", () => {
  it("the stock card lists each movement with its document and running balance; the valuation equals the inventory account", async () => {
    const card = await t.request("GET", `/api/report/stock-card?date_from=2026-03-01&date_to=2026-03-31&product_ids=${s.paper}`, { token: owner.token });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const [paper] = card.body.data.cards;
    expect(paper).toMatchObject({ product_name: "Kertas A4", opening_quantity: "0", opening_value: "0.00", closing_quantity: "60", closing_value: "600000.00" });
    // The first receipt stays; the second was cancelled and the first sale deleted: their lines went with them.
    expect(paper.movements.map((m: { source_type: string; quantity: string; value: string; balance_quantity: string; balance_value: string }) => [m.source_type, m.quantity, m.value, m.balance_quantity, m.balance_value])).toEqual([
      ["goods_receipt", "100", "1000000.00", "100", "1000000.00"],
      ["sales_invoice", "-40", "-400000.00", "60", "600000.00"],
    ]);
    const april = await t.request("GET", `/api/report/stock-card?date_from=2026-04-01&date_to=2026-04-30`, { token: owner.token });
    expect(april.body.data.cards[0]).toMatchObject({ opening_quantity: "60", opening_value: "600000.00", movements: [], closing_quantity: "60" });

    const valuation = await t.request("GET", "/api/report/inventory-valuation?date=2026-03-31", { token: owner.token });
    expect(valuation.status, JSON.stringify(valuation.body)).toBe(200);
    expect(valuation.body.data.rows).toMatchObject([{ product_name: "Kertas A4", quantity: "60", value: "600000.00", unit_cost: "10000.00" }]);
    expect(valuation.body.data.total_value).toBe("600000.00");
    expect(valuation.body.data.accounts).toEqual([expect.objectContaining({ code: "1104", stock: "600000.00", ledger: "600000.00" })]);
    // Before the sale: 100 on hand.
    const before = await t.request("GET", "/api/report/inventory-valuation?date=2026-03-24", { token: owner.token });
    expect(before.body.data.rows[0]).toMatchObject({ quantity: "100", value: "1000000.00" });
    const xlsx = await t.request("GET", "/api/report/stock-card?date_from=2026-03-01&date_to=2026-03-31&format=xlsx", { token: owner.token });
    expect(xlsx.status).toBe(200);
  });
});

describe("stock opname and transfers", () => {
  const SO = "/api/transactions/stock-adjustment";
  const MS = "/api/transactions/stock-transfer";
  let branch: string;

  it("an opname moves each product to what was counted, at the average cost, against the adjustment account", async () => {
    // 60 on hand at 10 000 (the tests above). Counted 57: 3 missing, 30 000 to the adjustment account.
    const draft = await t.request("POST", SO, { token: owner.token, body: { date: "2026-03-31", details: [{ product_id: s.paper, counted: "57", note: "rusak 3" }] } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.data).toMatchObject({ status: "draft", account_code: "5104", difference_value: "30000.00" });
    expect(draft.body.data.details[0]).toMatchObject({ on_hand: "60", counted: "57", difference: "-3", value: "-30000.00" });
    const posted = await t.request("POST", `${SO}/${draft.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data).toMatchObject({ status: "approved", number: "SO/2026/03/0001" });
    expect(await journalLines(posted.body.data.journal_ids[0])).toEqual([
      ["5104", "30000.00", "0.00"],
      ["1104", "0.00", "30000.00"],
    ]);
    expect(await verify()).toEqual([]);
    // A product not kept in stock, or twice, is refused under its line.
    const bad = await t.request("POST", SO, { token: owner.token, body: { date: "2026-03-31", details: [{ product_id: s.service, counted: "1" }, { product_id: s.paper, counted: "1" }, { product_id: s.paper, counted: "2" }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors["details.0.product_id"]).toEqual(["Servis AC is not kept in stock."]);
    expect(bad.body.errors["details.2.product_id"]).toEqual(["Kertas A4 is on the list twice."]);
  });

  it("found units come in at the average cost; cancelling the opname takes them back", async () => {
    const draft = await t.request("POST", SO, { token: owner.token, body: { date: "2026-03-31", details: [{ product_id: s.paper, counted: "59" }] } });
    const posted = await t.request("POST", `${SO}/${draft.body.data.id}/submit`, { token: owner.token });
    expect(posted.body.data.details[0]).toMatchObject({ on_hand: "57", difference: "2", value: "20000.00" });
    expect((await journalLines(posted.body.data.journal_ids[0]))).toEqual([
      ["1104", "20000.00", "0.00"],
      ["5104", "0.00", "20000.00"],
    ]);
    const cancelled = await t.request("POST", `${SO}/${draft.body.data.id}/cancel`, { token: owner.token, body: { note: "hitung ulang" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await verify()).toEqual([]);
  });

  it("a transfer moves goods to another office at their cost, no profit; the stock card shows both sides", async () => {
    const office = await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "SBY", name: "Cabang Surabaya" } });
    expect(office.status, JSON.stringify(office.body)).toBe(201);
    branch = office.body.data.id;
    const offices = await t.request("GET", "/api/master-data/office?per_page=50", { token: owner.token });
    const head = offices.body.data.find((o: { is_head_office: boolean }) => o.is_head_office).id;
    const same = await t.request("POST", MS, { token: owner.token, body: { date: "2026-04-02", from_office_id: head, to_office_id: head, details: [{ product_id: s.paper, quantity: "1" }] } });
    expect(same.status).toBe(422);
    expect(same.body.errors.to_office_id).toEqual(["Goods are moved to another office or warehouse than the one they leave."]);
    const moved = await t.request("POST", MS, { token: owner.token, body: { date: "2026-04-02", from_office_id: head, to_office_id: branch, details: [{ product_id: s.paper, quantity: "20" }] } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect(moved.body.data).toMatchObject({ status: "approved", value: "200000.00" });
    const journal = await t.request("GET", `/api/transactions/journal/${moved.body.data.journal_ids[0]}`, { token: owner.token });
    expect(journal.body.data.details.map((l: { account_code: string; office_id: string; debit: string; credit: string }) => [l.account_code, l.office_id, l.debit, l.credit])).toEqual([
      ["1104", branch, "200000.00", "0.00"],
      ["1104", head, "0.00", "200000.00"],
    ]);
    expect(await verify()).toEqual([]);
    const tooMuch = await t.request("POST", MS, { token: owner.token, body: { date: "2026-04-03", from_office_id: branch, to_office_id: head, details: [{ product_id: s.paper, quantity: "21" }] } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("Kertas A4 has 20 on hand at Cabang Surabaya; 21 cannot leave it.");
    const valuation = await t.request("GET", "/api/report/inventory-valuation?date=2026-04-30", { token: owner.token });
    expect(valuation.body.data.rows.map((r: { office_name: string; quantity: string; value: string }) => [r.office_name, r.quantity, r.value])).toEqual(
      expect.arrayContaining([["Cabang Surabaya", "20", "200000.00"]]),
    );
    expect(valuation.body.data.total_value).toBe("570000.00");
  });
});

describe("profit and loss", () => {
  it("shows the cost of goods sold and the gross profit apart from other income", async () => {
    // March: the sale of 40 (600 000) at a cost of 400 000, and the opname's 3 missing (30 000).
    const pl = await t.request("GET", "/api/report/profit-loss?date_from=2026-03-01&date_to=2026-03-31", { token: owner.token });
    expect(pl.status, JSON.stringify(pl.body)).toBe(200);
    const group = (key: string) => pl.body.data.groups.find((g: { key: string }) => g.key === key);
    expect(group("revenue").total.total).toBe("600000.00");
    expect(group("cost_of_sales").rows.map((r: { code: string; values: { total: string } }) => [r.code, r.values.total])).toEqual(
      expect.arrayContaining([
        ["5101", "400000.00"],
        ["5104", "30000.00"],
      ]),
    );
    expect(pl.body.data.gross_profit.total).toBe("170000.00");
    expect(pl.body.data.net_profit.total).toBe("170000.00");
  });
});

describe("a purchase invoice at another price than the receipt", () => {
  it("revalues the half still on hand and sends the rest of the difference to the variance account", async () => {
    const tinta = await t.request("POST", "/api/master-data/product", {
      token: owner.token,
      body: { code: "TNT", name: "Tinta printer", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
    });
    const product = tinta.body.data.id as string;
    const order = await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorB, date: "2026-06-01", details: [{ product_id: product, quantity: "10", unit_id: s.unit, price: "10000" }] } });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const orderLine = approved.body.data.details[0].id;
    await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-06-02", receiver: "Gudang", details: [{ order_line_id: orderLine, quantity: "10" }] } });
    // 5 of the 10 sold at 10 000 each.
    const sold = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-06-03", details: [{ product_id: product, quantity: "5", price: "15000" }] } });
    expect((await t.request("POST", `${SI}/${sold.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
    // Billed at 12 000: 20 000 more than received. The 5 on hand take half (10 000), purchases the rest.
    const PI = "/api/transactions/purchase-invoice";
    const bill = await t.request("POST", PI, {
      token: owner.token,
      body: { kind: "goods", contact_id: s.vendorB, vendor_invoice_number: "BTA-9", date: "2026-06-05", purchase_order_id: order.body.data.id, lines: [{ product_id: product, purchase_order_line_id: orderLine, quantity: "10", price: "12000" }] },
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    const approver = await t.member(owner.token, [{ action: "update", resource: "TxApPosting" }], "ap-approver");
    expect((await t.request("POST", `${PI}/${bill.body.data.id}/override`, { token: approver.token, body: { note: "Harga naik" } })).status).toBe(200);
    const posted = await t.request("POST", `${PI}/${bill.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(await journalLines(posted.body.data.journal_ids[0])).toEqual([
      ["2106", "100000.00", "0.00"],
      ["1104", "10000.00", "0.00"],
      ["5102", "10000.00", "0.00"],
      ["2101", "0.00", "120000.00"],
    ]);
    const valuation = await t.request("GET", `/api/report/inventory-valuation?date=2026-06-30&product_ids=${product}`, { token: owner.token });
    expect(valuation.body.data.rows[0]).toMatchObject({ quantity: "5", value: "60000.00", unit_cost: "12000.00" });
    expect(await verify()).toEqual([]);
    // Deleting the bill takes the revaluation back with its journal.
    expect((await t.request("DELETE", `${PI}/${bill.body.data.id}`, { token: owner.token })).status).toBe(200);
    const after = await t.request("GET", `/api/report/inventory-valuation?date=2026-06-30&product_ids=${product}`, { token: owner.token });
    expect(after.body.data.rows[0]).toMatchObject({ quantity: "5", value: "50000.00" });
    expect(await verify()).toEqual([]);
  });
});

describe("a sales return", () => {
  it("gives back DPP and VAT, takes it off the invoice, and brings the goods back at the cost they left with", async () => {
    const SR = "/api/transactions/sales-return";
    const pen = await t.request("POST", "/api/master-data/product", {
      token: owner.token,
      body: { code: "PLN", name: "Pulpen", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
    });
    const product = pen.body.data.id as string;
    const order = await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorB, date: "2026-07-01", details: [{ product_id: product, quantity: "10", unit_id: s.unit, price: "3000" }] } });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-07-01", receiver: "Gudang", details: [{ order_line_id: approved.body.data.details[0].id, quantity: "10" }] } });
    // 4 sold at 5 000 with PPN (12% on 11/12): DPP 20 000, VAT 2 200; cost 12 000.
    const sold = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-07-02", details: [{ product_id: product, quantity: "4", price: "5000", tax_ids: [s.ppn] }] } });
    const invoice = (await t.request("POST", `${SI}/${sold.body.data.id}/submit`, { token: owner.token })).body.data;
    expect(invoice.total).toBe("22200.00");

    // One back: DPP 5 000, VAT 550, 5 550 off the invoice; the pen back at 3 000.
    const draft = await t.request("POST", SR, { token: owner.token, body: { invoice_id: invoice.id, date: "2026-07-05", notes: "Tinta bocor", details: [{ line_no: 1, quantity: "1" }] } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.data).toMatchObject({ dpp: "5000.00", vat: "550.00", total: "5550.00", cost: "3000.00", invoice_number: invoice.number });
    const posted = await t.request("POST", `${SR}/${draft.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.number).toBe("RJ/2026/07/0001");
    expect(await journalLines(posted.body.data.journal_ids[0])).toEqual([
      ["4103", "5000.00", "0.00"],
      ["2102.01", "550.00", "0.00"],
      ["1103.01", "0.00", "5550.00"],
      ["1104", "3000.00", "0.00"],
      ["5101", "0.00", "3000.00"],
    ]);
    expect((await t.request("GET", `${SI}/${invoice.id}`, { token: owner.token })).body.data.outstanding).toBe("16650.00");

    // More than is left to return is refused under its line.
    const tooMany = await t.request("POST", SR, { token: owner.token, body: { invoice_id: invoice.id, date: "2026-07-06", details: [{ line_no: 1, quantity: "4" }] } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors["details.0.quantity"]).toEqual(["Line 1 returns 4, more than the 3 sold and not yet returned."]);
    const unknown = await t.request("POST", SR, { token: owner.token, body: { invoice_id: invoice.id, date: "2026-07-06", details: [{ line_no: 2, quantity: "1" }] } });
    expect(unknown.body.errors["details.0.line_no"]).toEqual(["The invoice has no line 2."]);

    // The other three: the invoice is settled by them, the last units take the rest of the cost (9 000).
    const rest = await t.request("POST", SR, { token: owner.token, body: { invoice_id: invoice.id, date: "2026-07-06", details: [{ line_no: 1, quantity: "3" }] } });
    const restPosted = await t.request("POST", `${SR}/${rest.body.data.id}/submit`, { token: owner.token });
    expect(restPosted.status, JSON.stringify(restPosted.body)).toBe(200);
    expect(restPosted.body.data).toMatchObject({ total: "16650.00", cost: "9000.00" });
    expect((await t.request("GET", `${SI}/${invoice.id}`, { token: owner.token })).body.data.outstanding).toBe("0.00");
    const valuation = await t.request("GET", `/api/report/inventory-valuation?date=2026-07-31&product_ids=${product}`, { token: owner.token });
    expect(valuation.body.data.rows[0]).toMatchObject({ quantity: "10", value: "30000.00" });
    expect(await verify()).toEqual([]);
    const receivables = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => receivableSubledger.check(tx, owner.companyId));
    expect(receivables).toEqual([]);

    // Deleting the invoice deletes its returns first: stock and receivable as before the sale.
    expect((await t.request("DELETE", `${SI}/${invoice.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.request("GET", `${SR}/${draft.body.data.id}`, { token: owner.token })).status).toBe(404);
    expect(await verify()).toEqual([]);
  });
});

describe("a purchase return", () => {
  it("owes the vendor less, reverses the input VAT, and takes the goods out at their average cost", async () => {
    const PR_ = "/api/transactions/purchase-return";
    const PI = "/api/transactions/purchase-invoice";
    const map = await t.request("POST", "/api/master-data/product", {
      token: owner.token,
      body: { code: "MAP", name: "Map plastik", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
    });
    const product = map.body.data.id as string;
    const receive = async (price: string) => {
      const order = await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorC, date: "2026-08-01", details: [{ product_id: product, quantity: "10", unit_id: s.unit, price }] } });
      const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
      await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-08-02", receiver: "Gudang", details: [{ order_line_id: approved.body.data.details[0].id, quantity: "10" }] } });
      return { order: order.body.data.id as string, line: approved.body.data.details[0].id as string };
    };
    // 10 at 20 000 and 10 at 26 000: 23 000 on average.
    const first = await receive("20000");
    await receive("26000");
    const bill = await t.request("POST", PI, {
      token: owner.token,
      body: { kind: "goods", contact_id: s.vendorC, vendor_invoice_number: "GMA-1", date: "2026-08-03", purchase_order_id: first.order, lines: [{ product_id: product, purchase_order_line_id: first.line, quantity: "10", price: "20000", tax_id: s.ppn }] },
    });
    const posted = await t.request("POST", `${PI}/${bill.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.payable_amount).toBe("222000.00");

    // 2 back: DPP 40 000, VAT 4 400; out of stock at 46 000, 6 000 more than billed: to purchases.
    const draft = await t.request("POST", PR_, { token: owner.token, body: { invoice_id: bill.body.data.id, date: "2026-08-04", notes: "Sobek", details: [{ line_no: 1, quantity: "2" }] } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.data).toMatchObject({ dpp: "40000.00", vat: "4400.00", withholding: "0.00", total: "44400.00" });
    const returned = await t.request("POST", `${PR_}/${draft.body.data.id}/submit`, { token: owner.token });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data.number).toBe("RB/2026/08/0001");
    expect(returned.body.data.details[0].cost).toBe("46000.00");
    expect(await journalLines(returned.body.data.journal_ids[0])).toEqual([
      ["2101", "44400.00", "0.00"],
      ["1104", "0.00", "46000.00"],
      ["5102", "6000.00", "0.00"],
      ["1107.01", "0.00", "4400.00"],
    ]);
    expect((await t.request("GET", `${PI}/${bill.body.data.id}`, { token: owner.token })).body.data.outstanding).toBe("177600.00");
    const valuation = await t.request("GET", `/api/report/inventory-valuation?date=2026-08-31&product_ids=${product}`, { token: owner.token });
    expect(valuation.body.data.rows[0]).toMatchObject({ quantity: "18", value: "414000.00" });
    expect(await verify()).toEqual([]);
    const payables = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => payableSubledger.check(tx, owner.companyId));
    expect(payables).toEqual([]);
    // More than billed and not yet returned is refused.
    const tooMany = await t.request("POST", PR_, { token: owner.token, body: { invoice_id: bill.body.data.id, date: "2026-08-04", details: [{ line_no: 1, quantity: "9" }] } });
    expect(tooMany.body.errors["details.0.quantity"]).toEqual(["Line 1 returns 9, more than the 8 billed and not yet returned."]);
    // Deleting the invoice takes its return with it: the goods back in stock.
    expect((await t.request("DELETE", `${PI}/${bill.body.data.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.request("GET", `/api/report/inventory-valuation?date=2026-08-31&product_ids=${product}`, { token: owner.token })).body.data.rows[0]).toMatchObject({ quantity: "20", value: "460000.00" });
    expect(await verify()).toEqual([]);
  });
});

describe("inventory widgets", () => {
  it("the gross margin of each month, and the products below their minimum stock", async () => {
    const margin = await t.request("GET", "/api/dashboard/gross-margin?date=2026-03-31", { token: owner.token });
    expect(margin.status, JSON.stringify(margin.body)).toBe(200);
    const march = margin.body.data.months.find((m: { month: string }) => m.month === "2026-03");
    // The March P&L above: revenue 600 000, cost of sales 430 000.
    expect(march.values).toEqual({ revenue: "600000.00", cost: "430000.00", gross: "170000.00" });

    const none = await t.request("GET", "/api/dashboard/stock-alerts?date=2026-12-31", { token: owner.token });
    expect(none.body.data).toEqual({ count: 0, rows: [] });
    const paper = await t.request("GET", `/api/master-data/product/${s.paper}`, { token: owner.token });
    const { id: _id, created_at: _c, updated_at: _u, ...body } = paper.body.data;
    const set = await t.request("PUT", `/api/master-data/product/${s.paper}`, { token: owner.token, body: { ...body, minimum_stock: "1000" } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const alerts = await t.request("GET", "/api/dashboard/stock-alerts?date=2026-12-31", { token: owner.token });
    expect(alerts.body.data).toMatchObject({ count: 1, rows: [{ code: "KRT", name: "Kertas A4", minimum: "1000" }] });
    // A service or a bad number is refused.
    const bad = await t.request("PUT", `/api/master-data/product/${s.paper}`, { token: owner.token, body: { ...body, minimum_stock: "-2" } });
    expect(bad.status).toBe(422);
  });
});

describe("gross profit and slow-moving stock", () => {
  it("gross profit per product, month and customer from the sales, their returns and the cost the goods left with", async () => {
    const get = (group: string) => t.request("GET", `/api/report/gross-profit?date_from=2026-03-01&date_to=2026-08-31&group_by=${group}`, { token: owner.token });
    const products = await get("product");
    expect(products.status, JSON.stringify(products.body)).toBe(200);
    // March: 40 paper at 15 000 (cost 400 000); June: 5 ink at 15 000 (cost 50 000); July's pens went with their invoice.
    expect(products.body.data.rows.map((r: { name: string; revenue: string; cost: string; gross_profit: string; margin_percent: string }) => [r.name, r.revenue, r.cost, r.gross_profit, r.margin_percent])).toEqual([
      ["KRT · Kertas A4", "600000.00", "400000.00", "200000.00", "33.33"],
      ["TNT · Tinta printer", "75000.00", "50000.00", "25000.00", "33.33"],
    ]);
    expect(products.body.data.totals).toEqual({ revenue: "675000.00", cost: "450000.00", gross_profit: "225000.00", margin_percent: "33.33" });
    expect((await get("month")).body.data.rows.map((r: { key: string; gross_profit: string }) => [r.key, r.gross_profit])).toEqual([
      ["2026-03", "200000.00"],
      ["2026-06", "25000.00"],
    ]);
    expect((await get("customer")).body.data.rows).toHaveLength(1);
    expect((await t.request("GET", "/api/report/gross-profit?date_from=2026-03-01&date_to=2026-08-31&group_by=vendor", { token: owner.token })).status).toBe(422);
  });

  it("slow-moving stock: on hand and not moved out for the days asked, the longest idle first", async () => {
    const slow = await t.request("GET", "/api/report/slow-moving?date=2026-12-31&days=90", { token: owner.token });
    expect(slow.status, JSON.stringify(slow.body)).toBe(200);
    const byName = new Map(slow.body.data.rows.map((r: { product_name: string; office_name: string; idle_days: number | null; last_out: string | null }) => [`${r.product_name}@${r.office_name}`, r]));
    // The ink last left on 3 June: 211 days before the date. The plastic folders never left.
    expect([...byName.values()].find((r) => (r as { product_name: string }).product_name === "Tinta printer")).toMatchObject({ last_out: "2026-06-03", idle_days: 211 });
    expect([...byName.values()].find((r) => (r as { product_name: string }).product_name === "Map plastik")).toMatchObject({ last_out: null, idle_days: null });
    const recent = await t.request("GET", "/api/report/slow-moving?date=2026-06-10&days=30", { token: owner.token });
    expect(recent.body.data.rows.some((r: { product_name: string }) => r.product_name === "Tinta printer")).toBe(false);
  });
});

describe("a landed cost", () => {
  it("raises the cost of the goods still on hand by their share; what has been sold takes the rest to cost of goods sold", async () => {
    const LC = "/api/transactions/landed-cost";
    const made = await t.request("POST", "/api/master-data/product", {
      token: owner.token,
      body: { code: "LMP", name: "Lampu LED", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
    });
    const other = await t.request("POST", "/api/master-data/product", {
      token: owner.token,
      body: { code: "KBL", name: "Kabel 10 m", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
    });
    // 10 lamps at 10 000 and 30 cables at 10 000 arrive together; 4 lamps are sold.
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-09-01", details: [{ product_id: made.body.data.id, quantity: "10", unit_id: s.unit, price: "10000" }, { product_id: other.body.data.id, quantity: "30", unit_id: s.unit, price: "10000" }] },
    });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const receipt = await t.request("POST", GR, {
      token: owner.token,
      body: { order_id: order.body.data.id, date: "2026-09-02", receiver: "Gudang", details: approved.body.data.details.map((l: { id: string; quantity: string }) => ({ order_line_id: l.id, quantity: l.quantity })) },
    });
    const sold = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-09-03", details: [{ product_id: made.body.data.id, quantity: "4", price: "20000" }] } });
    await t.request("POST", `${SI}/${sold.body.data.id}/submit`, { token: owner.token });

    // Freight of 40 000 by value: 10 000 to the lamps (6 of 10 still here: 6 000 raise them, 4 000 to cost of goods sold), 30 000 to the cables.
    const bad = await t.request("POST", LC, { token: owner.token, body: { receipt_id: receipt.body.data.id, date: "2026-09-05", account_id: s.acc["2106"], allocation: "weight", amount: "40000" } });
    expect(bad.status).toBe(422);
    const draft = await t.request("POST", LC, { token: owner.token, body: { receipt_id: receipt.body.data.id, date: "2026-09-05", description: "Ongkos kirim", account_id: s.acc["2106"], allocation: "value", amount: "40000" } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.data.details.map((l: { product_name: string; allocated: string }) => [l.product_name, l.allocated])).toEqual([
      ["Lampu LED", "10000.00"],
      ["Kabel 10 m", "30000.00"],
    ]);
    const posted = await t.request("POST", `${LC}/${draft.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.number).toBe("LC/2026/09/0001");
    expect(posted.body.data.details.map((l: { capitalised: string; expensed: string }) => [l.capitalised, l.expensed])).toEqual([
      ["6000.00", "4000.00"],
      ["30000.00", "0.00"],
    ]);
    expect(await journalLines(posted.body.data.journal_ids[0])).toEqual([
      ["1104", "6000.00", "0.00"],
      ["5101", "4000.00", "0.00"],
      ["1104", "30000.00", "0.00"],
      ["2106", "0.00", "40000.00"],
    ]);
    const lamps = await t.request("GET", `/api/report/inventory-valuation?date=2026-09-30&product_ids=${made.body.data.id}`, { token: owner.token });
    expect(lamps.body.data.rows[0]).toMatchObject({ quantity: "6", value: "66000.00", unit_cost: "11000.00" });
    expect(await verify()).toEqual([]);
    // Cancelled: both ledgers back.
    expect((await t.request("POST", `${LC}/${draft.body.data.id}/cancel`, { token: owner.token, body: { note: "salah" } })).status).toBe(200);
    expect((await t.request("GET", `/api/report/inventory-valuation?date=2026-09-30&product_ids=${made.body.data.id}`, { token: owner.token })).body.data.rows[0]).toMatchObject({ value: "60000.00" });
    expect(await verify()).toEqual([]);
  });
});

describe("the stock ledger's guards", () => {
  it("refuses an opname whose products moved after it was counted, until saved again", async () => {
    const SO = "/api/transactions/stock-adjustment";
    const draft = await t.request("POST", SO, { token: owner.token, body: { date: "2026-10-01", details: [{ product_id: s.paper, counted: "1" }] } });
    // A sale of paper after the count.
    const sale = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-10-02", details: [{ product_id: s.paper, quantity: "1", price: "15000" }] } });
    expect((await t.request("POST", `${SI}/${sale.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
    const stale = await t.request("POST", `${SO}/${draft.body.data.id}/submit`, { token: owner.token });
    expect(stale.status).toBe(422);
    expect(stale.body.message).toContain("Kertas A4 has moved since this count was saved");
    await t.request("DELETE", `${SO}/${draft.body.data.id}`, { token: owner.token });
  });

  it("keeps a product's inventory account while it has stock movements; free goods come into stock", async () => {
    const paper = await t.request("GET", `/api/master-data/product/${s.paper}`, { token: owner.token });
    const { id: _id, created_at: _c, updated_at: _u, ...body } = paper.body.data;
    const moved = await t.request("PUT", `/api/master-data/product/${s.paper}`, { token: owner.token, body: { ...body, inventory_account_id: s.acc["1105.01"] ?? s.acc["1101.01"] } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.inventory_account_id).toEqual(["Kertas A4 has stock movements: whether it is kept in stock and its inventory account cannot change."]);
    // A bonus of 5 at price 0: on hand, worth nothing more.
    const bonus = await t.request("POST", "/api/master-data/product", { token: owner.token, body: { code: "BNS", name: "Bonus gantungan", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] } });
    const order = await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorA, date: "2026-10-03", details: [{ product_id: bonus.body.data.id, quantity: "5", unit_id: s.unit, price: "0" }] } });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const receipt = await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-10-03", receiver: "Gudang", details: [{ order_line_id: approved.body.data.details[0].id, quantity: "5" }] } });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const valuation = await t.request("GET", `/api/report/inventory-valuation?date=2026-10-31&product_ids=${bonus.body.data.id}`, { token: owner.token });
    expect(valuation.body.data.rows[0]).toMatchObject({ quantity: "5", value: "0.00" });
    expect(await verify()).toEqual([]);
  });

  it("a return names a line once; a receipt with a posted landed cost is not cancelled before it", async () => {
    const sold = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-10-04", details: [{ product_id: s.paper, quantity: "2", price: "15000" }] } });
    const invoice = (await t.request("POST", `${SI}/${sold.body.data.id}/submit`, { token: owner.token })).body.data;
    const twice = await t.request("POST", "/api/transactions/sales-return", { token: owner.token, body: { invoice_id: invoice.id, date: "2026-10-05", details: [{ line_no: 1, quantity: "1" }, { line_no: 1, quantity: "1" }] } });
    expect(twice.status).toBe(422);
    expect(twice.body.errors["details.1.line_no"]).toEqual(["Line 1 is on the return twice."]);

    const lamp = await t.request("POST", "/api/master-data/product", { token: owner.token, body: { code: "LMP2", name: "Lampu meja", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] } });
    const order = await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorA, date: "2026-10-06", details: [{ product_id: lamp.body.data.id, quantity: "2", unit_id: s.unit, price: "50000" }] } });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const receipt = await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-10-06", receiver: "Gudang", details: [{ order_line_id: approved.body.data.details[0].id, quantity: "2" }] } });
    const cost = await t.request("POST", "/api/transactions/landed-cost", { token: owner.token, body: { receipt_id: receipt.body.data.id, date: "2026-10-07", account_id: s.acc["2106"], amount: "10000" } });
    const posted = await t.request("POST", `/api/transactions/landed-cost/${cost.body.data.id}/submit`, { token: owner.token });
    const refused = await t.request("POST", `${GR}/${receipt.body.data.id}/cancel`, { token: owner.token, body: { note: "salah" } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Landed cost ${posted.body.data.number} is on this receipt: cancel it first.`);
    expect((await t.request("POST", `/api/transactions/landed-cost/${cost.body.data.id}/cancel`, { token: owner.token, body: { note: "salah" } })).status).toBe(200);
    expect((await t.request("POST", `${GR}/${receipt.body.data.id}/cancel`, { token: owner.token, body: { note: "salah" } })).status).toBe(200);
    expect(await verify()).toEqual([]);
  });

  it("a purchase return of goods received at a branch credits the branch's inventory, whatever office the bill is booked on", async () => {
    const branch = (await t.request("GET", "/api/master-data/office?per_page=50", { token: owner.token })).body.data.find((o: { is_head_office: boolean }) => !o.is_head_office);
    const head = (await t.request("GET", "/api/master-data/office?per_page=50", { token: owner.token })).body.data.find((o: { is_head_office: boolean }) => o.is_head_office);
    const item = await t.request("POST", "/api/master-data/product", { token: owner.token, body: { code: "BRC", name: "Barang cabang", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] } });
    const order = await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorC, date: "2026-10-08", office_id: branch.id, details: [{ product_id: item.body.data.id, quantity: "4", unit_id: s.unit, price: "10000" }] } });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const line = approved.body.data.details[0].id;
    await t.request("POST", GR, { token: owner.token, body: { order_id: order.body.data.id, date: "2026-10-08", receiver: "Gudang cabang", details: [{ order_line_id: line, quantity: "4" }] } });
    const PI = "/api/transactions/purchase-invoice";
    const bill = await t.request("POST", PI, {
      token: owner.token,
      body: { kind: "goods", contact_id: s.vendorC, vendor_invoice_number: "BRC-1", date: "2026-10-09", office_id: head.id, purchase_order_id: order.body.data.id, lines: [{ product_id: item.body.data.id, purchase_order_line_id: line, quantity: "4", price: "10000" }] },
    });
    expect((await t.request("POST", `${PI}/${bill.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
    const ret = await t.request("POST", "/api/transactions/purchase-return", { token: owner.token, body: { invoice_id: bill.body.data.id, date: "2026-10-10", details: [{ line_no: 1, quantity: "1" }] } });
    const posted = await t.request("POST", `/api/transactions/purchase-return/${ret.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const journal = await t.request("GET", `/api/transactions/journal/${posted.body.data.journal_ids[0]}`, { token: owner.token });
    const inventoryLine = journal.body.data.details.find((l: { account_code: string }) => l.account_code === "1104");
    expect(inventoryLine).toMatchObject({ office_id: branch.id, credit: "10000.00" });
    expect(await verify()).toEqual([]);
  });
});

describe("returns in parts give back exactly the invoice's tax", () => {
  it("the last return takes the VAT the earlier ones left", async () => {
    const SR = "/api/transactions/sales-return";
    // 3 at 1 005 with PPN: DPP 3 015, VAT 331 (on 11/12, rounded down); one at a time each is 110.
    const sold = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-10-11", details: [{ product_id: s.service, quantity: "3", price: "1005", tax_ids: [s.ppn] }] } });
    const invoice = (await t.request("POST", `${SI}/${sold.body.data.id}/submit`, { token: owner.token })).body.data;
    expect(invoice.vat).toBe("331.00");
    const vats: string[] = [];
    for (const date of ["2026-10-12", "2026-10-13", "2026-10-14"]) {
      const draft = await t.request("POST", SR, { token: owner.token, body: { invoice_id: invoice.id, date, details: [{ line_no: 1, quantity: "1" }] } });
      const posted = await t.request("POST", `${SR}/${draft.body.data.id}/submit`, { token: owner.token });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      vats.push(posted.body.data.vat);
    }
    expect(vats).toEqual(["110.00", "110.00", "111.00"]);
    expect((await t.request("GET", `${SI}/${invoice.id}`, { token: owner.token })).body.data.outstanding).toBe("0.00");
  });
});

describe("an invoice with a return waiting for approval", () => {
  it("is not deleted until the return is approved or rejected, and says which", async () => {
    const approver = await t.member(owner.token, [{ action: "read", resource: "TxSalesInvoice" }], "return-approver");
    const levels = await t.request("PUT", "/api/settings/module-approval/sales_return", {
      token: owner.token,
      body: { levels: [{ limit_type: "all", approvers: [{ type: "user", id: approver.userId }] }] },
    });
    expect(levels.status, JSON.stringify(levels.body)).toBe(200);
    const sold = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-10-20", details: [{ product_id: s.service, quantity: "1", price: "5000" }] } });
    const invoice = (await t.request("POST", `${SI}/${sold.body.data.id}/submit`, { token: owner.token })).body.data;
    const draft = await t.request("POST", "/api/transactions/sales-return", { token: owner.token, body: { invoice_id: invoice.id, date: "2026-10-21", details: [{ line_no: 1, quantity: "1" }] } });
    const pending = await t.request("POST", `/api/transactions/sales-return/${draft.body.data.id}/submit`, { token: owner.token });
    expect(pending.body.data.status).toBe("pending");
    const refused = await t.request("DELETE", `${SI}/${invoice.id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A return of this invoice (dated 2026-10-21) waits for approval: approve or reject it first.");
    await t.request("PUT", "/api/settings/module-approval/sales_return", { token: owner.token, body: { levels: [] } });
  });
});

describe("stock below zero, where the company allows it", () => {
  it("is refused until allowed; then units beyond what is on hand leave at the last cost and the next receipt corrects them", async () => {
    const created = await t.request("POST", "/api/master-data/product", {
      token: owner.token,
      body: { code: "SPD", name: "Spidol", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const pen = created.body.data.id as string;
    await received("3", "100", "2026-05-02", pen);
    const setting = async (allow: boolean) => {
      const put = await t.request("PUT", "/api/settings/inventory", { token: owner.token, body: { allow_negative_stock: allow } });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
    };
    expect((await t.request("GET", "/api/settings/inventory", { token: owner.token })).body.data).toEqual({ allow_negative_stock: false });
    const refusedDraft = await sale("5", "2026-05-03", pen);
    const refused = await t.request("POST", `${SI}/${refusedDraft.body.data.id}/submit`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Spidol has 3 on hand at .+; 5 cannot leave it\.$/);

    // Allowed: the three on hand leave at 300, the two beyond at the last cost, 100 each.
    await setting(true);
    expect((await t.request("GET", "/api/settings/inventory", { token: owner.token })).body.data).toEqual({ allow_negative_stock: true });
    const posted = await t.request("POST", `${SI}/${refusedDraft.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect((await journalLines(posted.body.data.journal_ids[0])).slice(2)).toEqual([
      ["5101", "500.00", "0.00"],
      ["1104", "0.00", "500.00"],
    ]);
    const minus = await t.request("GET", "/api/report/inventory-valuation?date=2026-05-03", { token: owner.token });
    expect(minus.body.data.rows.find((r: { product_name: string }) => r.product_name === "Spidol")).toMatchObject({ quantity: "-2", value: "-200.00" });
    expect(await verify()).toEqual([]);

    // Five arrive at 120: the two sold below zero really cost 240, 40 more than they left at.
    const receipt = await received("5", "120", "2026-05-04", pen);
    const lines = await journalLines(receipt.journal_ids[0]);
    expect(lines).toEqual(expect.arrayContaining([["1104", "600.00", "0.00"], ["5101", "40.00", "0.00"], ["1104", "0.00", "40.00"]]));
    const after = await t.request("GET", "/api/report/inventory-valuation?date=2026-05-04", { token: owner.token });
    expect(after.body.data.rows.find((r: { product_name: string }) => r.product_name === "Spidol")).toMatchObject({ quantity: "3", value: "360.00", unit_cost: "120.00" });
    const card = await t.request("GET", `/api/report/stock-card?date_from=2026-05-01&date_to=2026-05-31&product_ids=${pen}`, { token: owner.token });
    expect(card.body.data.cards[0].movements.map((m: { quantity: string; value: string; balance_quantity: string }) => [m.quantity, m.value, m.balance_quantity])).toEqual([
      ["3", "300.00", "3"],
      ["-5", "-500.00", "-2"],
      ["5", "600.00", "3"],
      ["0", "-40.00", "3"],
    ]);
    expect(await verify()).toEqual([]);

    // Refused again: the next sale of more than is on hand is refused, and the database keeps it so.
    await setting(false);
    const tooMany = await sale("4", "2026-05-05", pen);
    expect((await t.request("POST", `${SI}/${tooMany.body.data.id}/submit`, { token: owner.token })).status).toBe(422);
    await t.request("DELETE", `${SI}/${tooMany.body.data.id}`, { token: owner.token });
    const one = await sale("1", "2026-05-05", pen);
    expect((await t.request("POST", `${SI}/${one.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
    const bypass = inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) =>
      tx.execute(sql`UPDATE stock_on_hand SET quantity = -1, value = -120 WHERE company_id = ${owner.companyId} AND product_id = ${pen}`),
    );
    await expect(bypass).rejects.toThrow();
  });
});

describe("stock below zero: what corrects it, and what it keeps from being taken back", () => {
  it("free goods covering units below zero book the correction in a journal of their own; the sale is not deleted before the receipt that corrected it; a count finds units at their provisional cost", async () => {
    await t.request("PUT", "/api/settings/inventory", { token: owner.token, body: { allow_negative_stock: true } });
    try {
      const created = await t.request("POST", "/api/master-data/product", {
        token: owner.token,
        body: { code: "STB", name: "Stabilo", product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
      });
      const pen = created.body.data.id as string;
      await received("1", "100", "2026-09-01", pen);
      // 3 sold: the one on hand at 100, two beyond at the last cost, 100 each.
      const sold = await sale("3", "2026-09-02", pen);
      expect((await t.request("POST", `${SI}/${sold.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
      // Two arrive free: they cost nothing, 200 less than the two left at; the receipt posts nothing of
      // its own, so the correction has a journal of its own: Dr inventory 200 / Cr cost of goods sold 200.
      const free = await received("2", "0", "2026-09-03", pen);
      expect(free.journal_ids.length, JSON.stringify(free)).toBe(1);
      expect(await journalLines(free.journal_ids[0])).toEqual([
        ["1104", "200.00", "0.00"],
        ["5101", "0.00", "200.00"],
      ]);
      expect(await verify()).toEqual([]);
      // The sale cannot go first: its units' cost was corrected by the receipt since.
      const refused = await t.request("DELETE", `${SI}/${sold.body.data.id}`, { token: owner.token });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/^Stabilo left stock below zero at .+, and GR\/2026\/09\/\d{4} has corrected its cost since: cancel GR\/2026\/09\/\d{4} first\.$/);
      expect((await t.request("POST", `${GR}/${free.id}/cancel`, { token: owner.token, body: { note: "salah" } })).status).toBe(200);
      expect((await t.request("DELETE", `${SI}/${sold.body.data.id}`, { token: owner.token })).status).toBe(200);
      expect(await verify()).toEqual([]);
      const back = await t.request("GET", `/api/report/inventory-valuation?date=2026-09-30&product_ids=${pen}`, { token: owner.token });
      expect(back.body.data.rows[0]).toMatchObject({ quantity: "1", value: "100.00" });

      // Below zero again (−2 at 100 each), one arrives at 120 (20 corrected; the last cost is 120 now),
      // then a count finds one more: at the 100 it left at, nothing more to correct.
      const again = await sale("3", "2026-09-10", pen);
      expect((await t.request("POST", `${SI}/${again.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
      const one = await received("1", "120", "2026-09-11", pen);
      expect(await journalLines(one.journal_ids[0])).toEqual(expect.arrayContaining([["5101", "20.00", "0.00"], ["1104", "0.00", "20.00"]]));
      const count = await t.request("POST", "/api/transactions/stock-adjustment", { token: owner.token, body: { date: "2026-09-12", details: [{ product_id: pen, counted: "0" }] } });
      const posted = await t.request("POST", `/api/transactions/stock-adjustment/${count.body.data.id}/submit`, { token: owner.token });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      expect(await journalLines(posted.body.data.journal_ids[0])).toEqual([
        ["1104", "100.00", "0.00"],
        ["5104", "0.00", "100.00"],
      ]);
      expect(await verify()).toEqual([]);
    } finally {
      await t.request("PUT", "/api/settings/inventory", { token: owner.token, body: { allow_negative_stock: false } });
    }
  });
});

describe("prints", () => {
  it("every inventory document prints on the one layout, in both languages: opname, transfer, landed cost, sales and purchase return", async () => {
    for (const base of ["stock-adjustment", "stock-transfer", "landed-cost", "sales-return", "purchase-return"]) {
      const list = await t.request("GET", `/api/transactions/${base}?per_page=1`, { token: owner.token });
      const id = list.body.data[0]?.id;
      expect(id, base).toBeTruthy();
      for (const language of ["en", "id"]) {
        const pdf = await t.app.inject({ method: "GET", url: `/api/transactions/${base}/${id}/print`, headers: { authorization: `Bearer ${owner.token}`, "accept-language": language } });
        expect(pdf.statusCode, `${base} ${language}: ${pdf.body.slice(0, 200)}`).toBe(200);
        expect(pdf.headers["content-type"]).toContain("application/pdf");
      }
    }
  });
});
