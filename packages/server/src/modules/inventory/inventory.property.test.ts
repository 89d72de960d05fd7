// Issue 28: any sequence of receipts, sales, deleted sales and cancelled receipts of a product keeps
// what is on hand equal to the sum of its movements, the stock ledger equal to the inventory account,
// and the average cost equal to a recomputation from the movements (a model of the moving average);
// a move the model refuses is refused; every other product is kept in a warehouse of the head office
// (its own location, beside the office's). Then transfers between the two locations, counts short and
// whole returns of sales, each location to the model. Then two sales of the last units at once: one of
// them only.
import { formatMoney, formatQuantity, money, quantity } from "@neraca/core";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { GR, PO, procurementSetup, type Setup } from "../../test/purchasing-helpers.js";
import { createCustomer } from "../../test/sales-fixture.js";
import { AppError } from "../../platform/errors.js";
import { untilSomeoneWaits } from "../../test/races.js";
import { rowsOf } from "../reports/report-context.js";
import { inventorySubledger } from "./inventory.subledger.js";
import { moveStock, removeStock } from "./stock.js";

const SI = "/api/transactions/sales-invoice";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let s: Setup;
let customer: string;
let products = 0;
/** A warehouse of the head office: every other product's sequence is kept there. */
let warehouse: string;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("inventory-property");
  s = await procurementSetup(t, owner.token);
  customer = await createCustomer(t, owner.token);
  const offices = await t.request("GET", "/api/master-data/office?per_page=50", { token: owner.token });
  const head = offices.body.data.find((o: { is_head_office: boolean }) => o.is_head_office).id;
  warehouse = (await t.request("POST", "/api/master-data/warehouse", { token: owner.token, body: { code: "GDG", name: "Gudang", office_id: head } })).body.data.id;
});
afterAll(() => t.close());

const verify = () => inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) => inventorySubledger.check(tx, owner.companyId));

/** A new inventory product; `inWarehouse` (default: every other one) keeps it in the head office's warehouse. */
async function newProduct(inWarehouse?: boolean) {
  const res = await t.request("POST", "/api/master-data/product", {
    token: owner.token,
    body: { code: `P${++products}`, name: `Barang ${products}`, product_type: "goods", is_inventory: true, unit_id: s.unit, inventory_account_id: s.acc["1104"] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  productLocations.set(res.body.data.id, inWarehouse ?? products % 2 === 0);
  return res.body.data.id as string;
}

/** Where a product's sequence is kept: a warehouse for every other product, else the office itself. */
const locationOf = (product: string) => (productLocations.get(product) ? { warehouse_id: warehouse } : {});
const productLocations = new Map<string, boolean>();

async function receive(product: string, qty: string, price: string) {
  const order = await t.request("POST", PO, { token: owner.token, body: { vendor_id: s.vendorA, date: "2026-05-04", ...locationOf(product), details: [{ product_id: product, quantity: qty, unit_id: s.unit, price }] } });
  const submitted = await t.request("POST", `${PO}/${order.body.data.id}/submit`, { token: owner.token });
  const receipt = await t.request("POST", GR, {
    token: owner.token,
    body: { order_id: order.body.data.id, date: "2026-05-05", receiver: "Gudang", details: [{ order_line_id: submitted.body.data.details[0].id, quantity: qty }] },
  });
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
  return receipt.body.data.id as string;
}

async function sell(product: string, qty: string) {
  const created = await t.request("POST", SI, { token: owner.token, body: { contact_id: customer, invoice_date: "2026-05-20", ...locationOf(product), details: [{ product_id: product, quantity: qty, price: "1000" }] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await t.request("POST", `${SI}/${created.body.data.id}/submit`, { token: owner.token });
  if (submitted.status !== 200) await t.request("DELETE", `${SI}/${created.body.data.id}`, { token: owner.token });
  return { status: submitted.status, id: created.body.data.id as string, message: submitted.body.message as string };
}

type Command =
  | { kind: "receive"; qty: number; price: number }
  | { kind: "sell"; qty: number }
  | { kind: "delete_sale"; pick: number }
  | { kind: "cancel_receipt"; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("receive" as const), qty: fc.integer({ min: 1, max: 7 }), price: fc.integer({ min: 1, max: 99_999 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("sell" as const), qty: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete_sale" as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel_receipt" as const), pick: fc.nat(20) }) },
);

describe("the stock ledger under any sequence of movements", () => {
  it("keeps on hand = movements, value = the inventory account, and the moving average of the model", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 7 }), async (commands) => {
        const product = await newProduct();
        // The model: what is on hand, and each standing document's quantity and value.
        let q = quantity(0);
        let v = money(0);
        const receipts: { id: string; qty: string; value: string }[] = [];
        const sales: { id: string; qty: string; cost: string }[] = [];
        for (const c of commands) {
          if (c.kind === "receive") {
            const value = formatMoney(money(c.qty).times(c.price));
            receipts.push({ id: await receive(product, String(c.qty), String(c.price)), qty: String(c.qty), value });
            q = q.plus(c.qty);
            v = v.plus(value);
          } else if (c.kind === "sell") {
            const sold = await sell(product, String(c.qty));
            if (quantity(c.qty).greaterThan(q)) {
              expect(sold.status, sold.message).toBe(422);
              continue;
            }
            expect(sold.status, sold.message).toBe(200);
            const cost = quantity(c.qty).equals(q) ? formatMoney(v) : formatMoney(v.times(c.qty).dividedBy(q));
            sales.push({ id: sold.id, qty: String(c.qty), cost });
            q = q.minus(c.qty);
            v = v.minus(cost);
          } else if (c.kind === "delete_sale") {
            const sale = sales.splice(c.pick % Math.max(sales.length, 1), 1)[0];
            if (!sale) continue;
            expect((await t.request("DELETE", `${SI}/${sale.id}`, { token: owner.token })).status).toBe(200);
            q = q.plus(sale.qty);
            v = v.plus(sale.cost);
          } else {
            const index = c.pick % Math.max(receipts.length, 1);
            const receipt = receipts[index];
            if (!receipt) continue;
            const nq = q.minus(receipt.qty);
            const nv = v.minus(receipt.value);
            const refused = nq.lessThan(0) || nv.lessThan(0) || (nq.isZero() && !nv.isZero());
            const res = await t.request("POST", `${GR}/${receipt.id}/cancel`, { token: owner.token, body: { note: "batal" } });
            expect(res.status, JSON.stringify(res.body)).toBe(refused ? 422 : 200);
            if (refused) continue;
            receipts.splice(index, 1);
            q = nq;
            v = nv;
          }
        }
        const valuation = await t.request("GET", `/api/report/inventory-valuation?date=2026-05-31&product_ids=${product}&include_zero=true`, { token: owner.token });
        const row = valuation.body.data.rows[0] ?? { quantity: "0", value: "0.00" };
        expect([row.quantity, row.value]).toEqual([formatQuantity(q), formatMoney(v)]);
        expect(await verify()).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it.each([
    ["at the office", false],
    ["in a warehouse", true],
  ])("two sales of the last units at once %s: one takes them, the other is refused", async (_where, inWarehouse) => {
    const product = await newProduct(inWarehouse);
    await receive(product, "5", "20000");
    const [a, b] = await Promise.all([sell(product, "5"), sell(product, "5")]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect([a, b].find((x) => x.status === 422)?.message).toMatch(/has 0 on hand/);
    expect(await verify()).toEqual([]);
  });
});

type Movement =
  | { kind: "receive"; qty: number; price: number }
  | { kind: "sell"; qty: number }
  | { kind: "transfer"; qty: number }
  | { kind: "count"; lose: number }
  | { kind: "return_sale"; pick: number };

const movement: fc.Arbitrary<Movement> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("receive" as const), qty: fc.integer({ min: 1, max: 7 }), price: fc.integer({ min: 1, max: 99_999 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("sell" as const), qty: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("transfer" as const), qty: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("count" as const), lose: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("return_sale" as const), pick: fc.nat(20) }) },
);

describe("the stock ledger under transfers, counts and returns", () => {
  it("keeps each location's quantity and value to the model: transfers between two locations at the average cost, counts short at it, returns at the cost they left with", async () => {
    const offices = await t.request("GET", "/api/master-data/office?per_page=50", { token: owner.token });
    const head = offices.body.data.find((o: { is_head_office: boolean }) => o.is_head_office).id as string;
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 8 }), async (moves) => {
        const product = await newProduct();
        // Where its documents are (A) and where transfers take it (B): the warehouse and the office itself, one each way.
        const inWarehouse = productLocations.get(product) === true;
        const a = { warehouse: inWarehouse ? warehouse : null, q: quantity(0), v: money(0) };
        const b = { warehouse: inWarehouse ? null : warehouse, q: quantity(0), v: money(0) };
        const share = (at: typeof a, qty: number) => (quantity(qty).equals(at.q) ? at.v : money(formatMoney(at.v.times(qty).dividedBy(at.q))));
        const sales: { id: string; qty: number; cost: ReturnType<typeof money> }[] = [];
        for (const m of moves) {
          if (m.kind === "receive") {
            await receive(product, String(m.qty), String(m.price));
            a.q = a.q.plus(m.qty);
            a.v = a.v.plus(money(m.qty).times(m.price));
          } else if (m.kind === "sell") {
            const sold = await sell(product, String(m.qty));
            if (quantity(m.qty).greaterThan(a.q)) {
              expect(sold.status, sold.message).toBe(422);
              continue;
            }
            expect(sold.status, sold.message).toBe(200);
            const cost = share(a, m.qty);
            sales.push({ id: sold.id, qty: m.qty, cost });
            a.q = a.q.minus(m.qty);
            a.v = a.v.minus(cost);
          } else if (m.kind === "transfer") {
            const moved = await t.request("POST", "/api/transactions/stock-transfer", {
              token: owner.token,
              body: { date: "2026-05-21", from_office_id: head, from_warehouse_id: a.warehouse, to_office_id: head, to_warehouse_id: b.warehouse, details: [{ product_id: product, quantity: String(m.qty) }] },
            });
            if (quantity(m.qty).greaterThan(a.q)) {
              expect(moved.status, JSON.stringify(moved.body)).toBe(422);
              continue;
            }
            expect(moved.status, JSON.stringify(moved.body)).toBe(201);
            const cost = share(a, m.qty);
            expect(moved.body.data.value).toBe(formatMoney(cost));
            a.q = a.q.minus(m.qty);
            a.v = a.v.minus(cost);
            b.q = b.q.plus(m.qty);
            b.v = b.v.plus(cost);
          } else if (m.kind === "count") {
            if (quantity(m.lose).greaterThan(a.q)) continue;
            const counted = a.q.minus(m.lose);
            const draft = await t.request("POST", "/api/transactions/stock-adjustment", {
              token: owner.token,
              body: { date: "2026-05-21", warehouse_id: a.warehouse, details: [{ product_id: product, counted: formatQuantity(counted) }] },
            });
            expect(draft.status, JSON.stringify(draft.body)).toBe(201);
            const approved = await t.request("POST", `/api/transactions/stock-adjustment/${draft.body.data.id}/submit`, { token: owner.token });
            expect(approved.status, JSON.stringify(approved.body)).toBe(200);
            const cost = share(a, m.lose);
            expect(approved.body.data.details[0].value).toBe(formatMoney(cost.negated()));
            a.q = counted;
            a.v = a.v.minus(cost);
          } else {
            const sale = sales.splice(m.pick % Math.max(sales.length, 1), 1)[0];
            if (!sale) continue;
            const back = await t.request("POST", "/api/transactions/sales-return", { token: owner.token, body: { invoice_id: sale.id, date: "2026-05-21", details: [{ line_no: 1, quantity: String(sale.qty) }] } });
            expect(back.status, JSON.stringify(back.body)).toBe(201);
            expect((await t.request("POST", `/api/transactions/sales-return/${back.body.data.id}/submit`, { token: owner.token })).status).toBe(200);
            // All of it back, at what it left with.
            a.q = a.q.plus(sale.qty);
            a.v = a.v.plus(sale.cost);
          }
        }
        const valuation = await t.request("GET", `/api/report/inventory-valuation?date=2026-05-31&product_ids=${product}&include_zero=true`, { token: owner.token });
        const at = (w: string | null) =>
          (valuation.body.data.rows as { warehouse_id: string | null; quantity: string; value: string }[]).find((r) => r.warehouse_id === w) ?? { quantity: "0", value: "0.00" };
        expect([at(a.warehouse).quantity, at(a.warehouse).value]).toEqual([formatQuantity(a.q), formatMoney(a.v)]);
        expect([at(b.warehouse).quantity, at(b.warehouse).value]).toEqual([formatQuantity(b.q), formatMoney(b.v)]);
        expect(await verify()).toEqual([]);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 10) },
    );
  });
});

describe("stock below zero, where the company allows it", () => {
  /** What the company's cost of sales account holds now (debit less credit). */
  const costOfSales = async () => {
    const rows = await inTransaction(t.database.db, { companyId: owner.companyId, userId: owner.userId }, (tx) =>
      tx.execute(sql`SELECT coalesce(sum(l.debit - l.credit), 0)::text AS total FROM journal_lines l JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE l.company_id = ${owner.companyId} AND a.code = '5101'`),
    );
    return money(rowsOf<{ total: string }>(rows)[0]?.total ?? "0");
  };

  it("any sequence of receipts and sales never refused: what was bought is on hand or in cost of goods sold, to the cent", async () => {
    await t.request("PUT", "/api/settings/inventory", { token: owner.token, body: { allow_negative_stock: true } });
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.oneof(command.filter((c) => c.kind === "receive" || c.kind === "sell")), { minLength: 1, maxLength: 7 }), async (commands) => {
          const product = await newProduct();
          const before = await costOfSales();
          let q = quantity(0);
          let bought = money(0);
          for (const c of commands) {
            if (c.kind === "receive") {
              await receive(product, String(c.qty), String(c.price));
              q = q.plus(c.qty);
              bought = bought.plus(money(c.qty).times(c.price));
            } else if (c.kind === "sell") {
              const sold = await sell(product, String(c.qty));
              expect(sold.status, sold.message).toBe(200);
              q = q.minus(c.qty);
            }
          }
          const valuation = await t.request("GET", `/api/report/inventory-valuation?date=2026-05-31&product_ids=${product}&include_zero=true`, { token: owner.token });
          const row = valuation.body.data.rows[0] ?? { quantity: "0", value: "0.00" };
          expect(row.quantity).toBe(formatQuantity(q));
          // Nothing bought is lost: on hand (below zero: owed at the last cost) plus cost of goods sold.
          expect(formatMoney(money(row.value).plus((await costOfSales()).minus(before)))).toBe(formatMoney(bought));
          // Below zero, worth below zero; nothing on hand, worth nothing.
          if (q.isZero()) expect(row.value).toBe("0.00");
          expect(await verify()).toEqual([]);
        }),
        { numRuns: 10 },
      );
    } finally {
      await t.request("PUT", "/api/settings/inventory", { token: owner.token, body: { allow_negative_stock: false } });
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the stock door under concurrent moves (PostgreSQL)", () => {
  it("a second move out of the last units waits for the first and is refused once it commits", async () => {
    const product = await newProduct(false);
    await receive(product, "5", "20000");
    const actor = { companyId: owner.companyId, userId: owner.userId };
    const out = { date: "2026-05-21", moves: [{ line: 1, productId: product, officeId: null, direction: "out" as const, quantity: "5" }] };
    const firstId = crypto.randomUUID();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let moved = () => {};
    const firstMoved = new Promise<void>((resolve) => {
      moved = resolve;
    });
    // The door alone, each side in its own transaction: the first takes the 5 and holds on until the second waits.
    const first = inTransaction(t.database.db, actor, async (tx) => {
      await moveStock({ tx, actor, language: "en" }, { type: "race_test", id: firstId }, out);
      moved();
      await held;
    });
    await firstMoved;
    const second = inTransaction(t.database.db, actor, (tx) => moveStock({ tx, actor, language: "en" }, { type: "race_test", id: crypto.randomUUID() }, out)).catch((error) => error);
    await untilSomeoneWaits(t.database);
    release();
    await first;
    const refused = await second;
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).messageKey).toBe("stock_insufficient");
    // The first side's lines had no journal: taken back, the books agree again.
    await inTransaction(t.database.db, actor, (tx) => removeStock({ tx, actor, language: "en" }, "race_test", firstId));
    expect(await verify()).toEqual([]);
  });
});
