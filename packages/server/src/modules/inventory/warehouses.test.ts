// Warehouses under an office (issue 28): stock is kept per warehouse (moving average per location),
// documents name where their goods are, a transfer between two warehouses of one office moves stock
// without a journal, and the stock ledger still equals the inventory account per office.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { GR, PO, procurementSetup, type Setup } from "../../test/purchasing-helpers.js";
import { createCustomer } from "../../test/sales-fixture.js";
import { inventorySubledger } from "./inventory.subledger.js";

const WH = "/api/master-data/warehouse";
const SI = "/api/transactions/sales-invoice";
const SR = "/api/transactions/sales-return";
const SO = "/api/transactions/stock-adjustment";
const MS = "/api/transactions/stock-transfer";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let s: Setup;
let customer: string;
let head: string;
let branch: string;
let shop: string;
let back: string;
let depot: string;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("warehouses");
  s = await procurementSetup(t, owner.token);
  customer = await createCustomer(t, owner.token);
  const offices = await t.request("GET", "/api/master-data/office?per_page=50", { token: owner.token });
  head = offices.body.data.find((o: { is_head_office: boolean }) => o.is_head_office).id;
  const office = await t.request("POST", "/api/master-data/office", { token: owner.token, body: { code: "SBY", name: "Cabang Surabaya" } });
  branch = office.body.data.id;
});
afterAll(() => t.close());

const verify = () => inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => inventorySubledger.check(tx, owner.companyId));

async function warehouse(code: string, name: string, officeId: string) {
  const created = await t.request("POST", WH, { token: owner.token, body: { code, name, office_id: officeId } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

const valuation = async (query = "") =>
  (await t.request("GET", `/api/report/inventory-valuation?date=2026-05-31${query}`, { token: owner.token })).body.data as {
    rows: { office_name: string; warehouse_name: string | null; quantity: string; value: string }[];
    total_value: string;
    accounts: { stock: string; ledger: string }[];
  };
const places = (rows: { office_name: string; warehouse_name: string | null; quantity: string; value: string }[]) =>
  rows.map((r) => [r.warehouse_name ?? r.office_name, r.quantity, r.value]);

describe("warehouses", () => {
  it("are kept under an office: the code is unique, the office must exist", async () => {
    shop = await warehouse("TOKO", "Toko depan", head);
    back = await warehouse("BLK", "Gudang belakang", head);
    depot = await warehouse("SBY-1", "Depo Surabaya", branch);
    const twice = await t.request("POST", WH, { token: owner.token, body: { code: "toko", name: "Lagi", office_id: head } });
    expect(twice.status).toBe(422);
    const nowhere = await t.request("POST", WH, { token: owner.token, body: { code: "X", name: "X", office_id: "00000000-0000-4000-8000-000000000000" } });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors.office_id).toBeTruthy();
    const list = await t.request("GET", `${WH}?office_id=${head}`, { token: owner.token });
    expect(list.body.data.map((w: { code: string }) => w.code)).toEqual(["BLK", "TOKO"]);
  });

  it("a purchase order names where its goods are received: the receipt brings them into that warehouse", async () => {
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-05-02", warehouse_id: back, details: [{ product_id: s.paper, quantity: "100", unit_id: s.unit, price: "10000" }] },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.data.warehouse_id).toBe(back);
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const receipt = await t.request("POST", GR, {
      token: owner.token,
      body: { order_id: order.body.data.id, date: "2026-05-03", receiver: "Gudang", details: [{ order_line_id: approved.body.data.details[0].id, quantity: "100" }] },
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const v = await valuation();
    expect(places(v.rows)).toEqual([["Gudang belakang", "100", "1000000.00"]]);
    expect(v.accounts.map((a) => [a.stock, a.ledger])).toEqual([["1000000.00", "1000000.00"]]);
    // A warehouse of another office is refused under its field, naming both.
    const elsewhere = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-05-02", warehouse_id: depot, details: [{ product_id: s.paper, quantity: "1", unit_id: s.unit, price: "10000" }] },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.warehouse_id).toEqual(["Warehouse Depo Surabaya is under Cabang Surabaya, not the office of this document."]);
  });

  it("a sale leaves the warehouse it names: none in the shop yet, so it is refused there", async () => {
    const invoice = await t.request("POST", SI, {
      token: owner.token,
      body: { contact_id: customer, invoice_date: "2026-05-05", warehouse_id: shop, details: [{ product_id: s.paper, quantity: "10", price: "15000" }] },
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const refused = await t.request("POST", `${SI}/${invoice.body.data.id}/submit`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Kertas A4 has 0 on hand at .+ · Toko depan; 10 cannot leave it\.$/);
    expect((await t.request("DELETE", `${SI}/${invoice.body.data.id}`, { token: owner.token })).status).toBe(200);
  });

  it("a transfer between two warehouses of one office moves the stock at its cost, without a journal", async () => {
    const same = await t.request("POST", MS, {
      token: owner.token,
      body: { date: "2026-05-06", from_office_id: head, from_warehouse_id: back, to_office_id: head, to_warehouse_id: back, details: [{ product_id: s.paper, quantity: "1" }] },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors.to_warehouse_id).toEqual(["Goods are moved to another office or warehouse than the one they leave."]);
    const moved = await t.request("POST", MS, {
      token: owner.token,
      body: { date: "2026-05-06", from_office_id: head, from_warehouse_id: back, to_office_id: head, to_warehouse_id: shop, details: [{ product_id: s.paper, quantity: "40" }] },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect(moved.body.data).toMatchObject({ status: "approved", value: "400000.00", from_warehouse_name: "Gudang belakang", to_warehouse_name: "Toko depan", journal_ids: [] });
    const v = await valuation();
    expect(places(v.rows)).toEqual([
      ["Gudang belakang", "60", "600000.00"],
      ["Toko depan", "40", "400000.00"],
    ]);
    expect(await verify()).toEqual([]);
    // Then on to the branch's depot: a journal between the offices.
    const out = await t.request("POST", MS, {
      token: owner.token,
      body: { date: "2026-05-07", from_office_id: head, from_warehouse_id: back, to_office_id: branch, to_warehouse_id: depot, details: [{ product_id: s.paper, quantity: "10" }] },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.data.journal_ids).toHaveLength(1);
    expect(await verify()).toEqual([]);
  });

  it("a sale from the shop takes its cost there; its return comes back to the shop", async () => {
    const invoice = await t.request("POST", SI, {
      token: owner.token,
      body: { contact_id: customer, invoice_date: "2026-05-10", warehouse_id: shop, details: [{ product_id: s.paper, quantity: "30", price: "15000" }] },
    });
    const posted = await t.request("POST", `${SI}/${invoice.body.data.id}/submit`, { token: owner.token });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const back5 = await t.request("POST", SR, { token: owner.token, body: { invoice_id: invoice.body.data.id, date: "2026-05-12", details: [{ line_no: 1, quantity: "5" }] } });
    expect(back5.status, JSON.stringify(back5.body)).toBe(201);
    expect((await t.request("POST", `${SR}/${back5.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
    const v = await valuation();
    // By product, then office (Cabang Surabaya before the head office), then warehouse.
    expect(places(v.rows)).toEqual([
      ["Depo Surabaya", "10", "100000.00"],
      ["Gudang belakang", "50", "500000.00"],
      ["Toko depan", "15", "150000.00"],
    ]);
    expect(v.total_value).toBe("750000.00");
    expect(await verify()).toEqual([]);
  });

  it("an opname counts one warehouse; the stock card and the reports read per warehouse", async () => {
    const count = await t.request("POST", SO, { token: owner.token, body: { date: "2026-05-20", warehouse_id: back, details: [{ product_id: s.paper, counted: "48" }] } });
    expect(count.status, JSON.stringify(count.body)).toBe(201);
    expect(count.body.data).toMatchObject({ warehouse_name: "Gudang belakang", difference_value: "20000.00" });
    expect(count.body.data.details[0]).toMatchObject({ on_hand: "50", difference: "-2" });
    expect((await t.request("POST", `${SO}/${count.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
    const card = await t.request("GET", `/api/report/stock-card?date_from=2026-05-01&date_to=2026-05-31&warehouse_ids=${shop}`, { token: owner.token });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data.cards).toHaveLength(1);
    expect(card.body.data.cards[0]).toMatchObject({ warehouse_name: "Toko depan", opening_quantity: "0", closing_quantity: "15", closing_value: "150000.00" });
    expect(card.body.data.cards[0].movements.map((m: { source_type: string; quantity: string }) => [m.source_type, m.quantity])).toEqual([
      ["stock_transfer", "40"],
      ["sales_invoice", "-30"],
      ["sales_return", "5"],
    ]);
    const filtered = await valuation(`&warehouse_ids=${back}`);
    expect(places(filtered.rows)).toEqual([["Gudang belakang", "48", "480000.00"]]);
    // Part of the account only: no comparison with the ledger.
    expect(filtered.accounts).toEqual([]);
    const whole = await valuation();
    expect(whole.accounts.map((a) => [a.stock, a.ledger])).toEqual([["730000.00", "730000.00"]]);
    const pdf = await t.app.inject({ method: "GET", url: `/api/report/inventory-valuation?date=2026-05-31&format=xlsx`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(await verify()).toEqual([]);
  });

  it("a warehouse with stock stays under its office; one made inactive cannot be chosen", async () => {
    const moved = await t.request("PUT", `${WH}/${back}`, { token: owner.token, body: { code: "BLK", name: "Gudang belakang", office_id: branch } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.office_id).toEqual(["Warehouse Gudang belakang has stock or documents: it cannot move to another office."]);
    // Still holding stock, it stays in use: its stock could no longer be moved or counted.
    const emptied = await t.request("PUT", `${WH}/${back}`, { token: owner.token, body: { code: "BLK", name: "Gudang belakang", office_id: head, is_active: false } });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors.is_active).toEqual(["Warehouse Gudang belakang still holds stock: move or count it out before it is no longer used."]);
    const spare = await warehouse("CAD", "Gudang cadangan", head);
    // A draft order naming it keeps it under its office, and keeps it once it is out of use.
    const draft = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-05-24", warehouse_id: spare, details: [{ product_id: s.paper, quantity: "1", unit_id: s.unit, price: "10000" }] },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const away = await t.request("PUT", `${WH}/${spare}`, { token: owner.token, body: { code: "CAD", name: "Gudang cadangan", office_id: branch } });
    expect(away.status).toBe(422);
    expect((await t.request("PUT", `${WH}/${spare}`, { token: owner.token, body: { code: "CAD", name: "Gudang cadangan", office_id: head, is_active: false } })).status).toBe(200);
    const resaved = await t.request("PUT", `${PO}/${draft.body.data.id}`, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-05-24", warehouse_id: spare, description: "lagi", details: [{ product_id: s.paper, quantity: "2", unit_id: s.unit, price: "10000" }], version: draft.body.data.version },
    });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    // The head office's warehouses in use, for a document that names no office.
    const choices = await t.request("GET", `${WH}?head_office=true&is_active=true`, { token: owner.token });
    expect(choices.body.data.map((w: { code: string }) => w.code)).toEqual(["BLK", "TOKO"]);
    const refused = await t.request("POST", SI, {
      token: owner.token,
      body: { contact_id: customer, invoice_date: "2026-05-25", warehouse_id: spare, details: [{ product_id: s.paper, quantity: "1", price: "15000" }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.warehouse_id).toEqual(["Warehouse Gudang cadangan is no longer in use."]);
    const id = await t.request("POST", SI, {
      token: owner.token,
      headers: { "accept-language": "id" },
      body: { contact_id: customer, invoice_date: "2026-05-25", warehouse_id: depot, details: [{ product_id: s.paper, quantity: "1", price: "15000" }] },
    });
    expect(id.body.errors.warehouse_id).toEqual(["Gudang Depo Surabaya berada di bawah Cabang Surabaya, bukan kantor dokumen ini."]);
  });

  it("a warehouse whose stock rows are all gone still stays under its office (422, not the database's refusal)", async () => {
    const other = await warehouse("TMP", "Gudang sementara", head);
    const order = await t.request("POST", PO, {
      token: owner.token,
      body: { vendor_id: s.vendorA, date: "2026-05-26", warehouse_id: other, details: [{ product_id: s.paper, quantity: "3", unit_id: s.unit, price: "10000" }] },
    });
    const approved = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
    const receipt = await t.request("POST", GR, {
      token: owner.token,
      body: { order_id: order.body.data.id, date: "2026-05-26", receiver: "Gudang", details: [{ order_line_id: approved.body.data.details[0].id, quantity: "3" }] },
    });
    expect((await t.request("POST", `${GR}/${receipt.body.data.id}/cancel`, { token: owner.token, body: { note: "salah gudang" } })).status).toBe(200);
    expect((await t.request("POST", `${PO}/${order.body.data.id}/cancel`, { token: owner.token, body: { note: "salah gudang" } })).status).toBeLessThan(300);
    const moved = await t.request("PUT", `${WH}/${other}`, { token: owner.token, body: { code: "TMP", name: "Gudang sementara", office_id: branch } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.office_id).toBeTruthy();
  });

  it("the database keeps a stock line's warehouse under its office", async () => {
    await expect(
      inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) =>
        tx.execute(sql`INSERT INTO stock_on_hand (company_id, product_id, office_id, warehouse_id) VALUES (${owner.companyId}, ${s.paper}::uuid, ${branch}::uuid, ${shop}::uuid)`),
      ),
    ).rejects.toThrow();
  });
});
