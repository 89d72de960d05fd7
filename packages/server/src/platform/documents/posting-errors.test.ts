import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { approvedInvoice, pay, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";

/**
 * A document's errors name the document's fields, never its journal's (#23 item 8): an amount past
 * the ledger's bound is refused under its own field, and what only the journal shows (a sum past the
 * bound) is the message, without the journal's line paths (`details.0.debit`).
 */
let t: TestApp;
let f: SalesFixture;
const journalPath = /^details\.\d+\.(debit|credit)$/;

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "posting-errors");
});
afterAll(() => t.close());

describe("a document's posting refusals in its own terms", () => {
  it("an over-large sales payment is refused under the payment's fields", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-02", "1000");
    const res = await pay(t, f, "2026-03-05", [{ invoice_id: invoice.id, amount: "1000" }], { received: "9999999999999999.00" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["received"]);
    expect(res.body.errors.received[0]).toContain("999999999999999.99");
    const line = await pay(t, f, "2026-03-05", [{ invoice_id: invoice.id, amount: "9999999999999999.00" }]);
    expect(line.status).toBe(422);
    expect(Object.keys(line.body.errors)).toContain("details.0.amount");
    expect(Object.keys(line.body.errors).filter((k) => journalPath.test(k))).toEqual([]);
  });

  it("a sum that only the journal shows past the bound is the message, with no journal line path", async () => {
    const invoice = await approvedInvoice(t, f, "2026-03-02", "1000");
    // Its overpayment (received + deductions − applied) is one more than a ledger line may carry.
    const res = await pay(t, f, "2026-03-05", [{ invoice_id: invoice.id, amount: "1000" }], {
      received: "999999999999999.99",
      deductions: [{ kind: "rounding", amount: "1001" }],
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("The journal of this document cannot be posted: The amount is too large.");
    expect(Object.keys(res.body.errors ?? {}).filter((k) => k.startsWith("details"))).toEqual([]);
  });
});
