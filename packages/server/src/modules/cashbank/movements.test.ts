import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { approvedInvoice, pay, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";

/**
 * "Receipts and payments" lists every document that moves a cash or bank account — the module's own
 * receipts and payments beside sales receipts and purchase payments — with the contact, each one's
 * net, and a cash/bank document's gross, VAT and withholding; a document the caller may not read is
 * left out.
 */
let t: TestApp;
let f: SalesFixture;
const TX = "/api/transactions/cashbank";
const MOVEMENTS = `${TX}/movements`;

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "movements");
}, 60_000);
afterAll(() => t.close());

describe("receipts and payments of every module in one list", () => {
  it("lists a sales receipt beside a bank-out, newest first, and leaves out what the caller may not read", async () => {
    const invoice = await approvedInvoice(t, f, "2026-05-04", "750000");
    const receipt = await pay(t, f, "2026-05-05", [{ invoice_id: invoice.id, amount: "750000" }]);
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const types = await t.request("GET", `${TX}/types`, { token: f.owner.token });
    const bbk = types.body.data.find((x: { code: string }) => x.code === "BBK").id;
    const created = await t.request("POST", TX, {
      token: f.owner.token,
      body: { transaction_type_id: bbk, cashbank_id: f.bankId, date: "2026-05-06", description: "Sewa", details: [{ account_id: f.acc["6110"], amount: "200000" }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const posted = await t.request("POST", `${TX}/${created.body.data.id}/submit`, { token: f.owner.token });
    expect(posted.status).toBe(200);

    const list = await t.request("GET", `${MOVEMENTS}?per_page=100`, { token: f.owner.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.data.map((r: Record<string, unknown>) => [r.source, r.kind, r.date, r.contact_name, r.subtotal, r.total]);
    expect(rows).toEqual([
      ["cashbank", "bank_out", "2026-05-06", null, "200000.00", "200000.00"],
      ["sales_payment", "bank_in", "2026-05-05", expect.stringMatching(/^PT Pelanggan/), null, "750000.00"],
    ]);
    expect(list.body.meta.total).toBe(2);
    expect((await t.request("GET", `${MOVEMENTS}?direction=in`, { token: f.owner.token })).body.data.map((r: { source: string }) => r.source)).toEqual(["sales_payment"]);

    const cashier = await t.member(f.owner.token, [{ action: "read", resource: "TxCashbank" }], "cashier");
    const mapped = await t.request("POST", `/api/master-data/cashbank/${f.bankId}/users`, { token: f.owner.token, body: { user_ids: [cashier.userId] } });
    expect(mapped.status).toBe(200);
    const theirs = await t.request("GET", MOVEMENTS, { token: cashier.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((r: { source: string }) => r.source)).toEqual(["cashbank"]);
    expect((await t.request("GET", `${MOVEMENTS}?direction=sideways`, { token: f.owner.token })).status).toBe(422);
  });
});
