// Freight billing reports (issue 31): the AR and AP checkpoints equal the month-end accrual accounts
// at three month ends, with what is billed and settled by each date; bad payors are exactly the
// customers past due beyond the days asked or over their credit limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountIds } from "../../test/ledger-helpers.js";
import { freightFixture, type FreightFixture } from "../../test/freight-fixture.js";
import { TestApp } from "../../test/harness.js";

let t: TestApp;

beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t.close());

describe("the checkpoints at three month ends", () => {
  let owner: Awaited<ReturnType<TestApp["owner"]>>;
  let f: FreightFixture;
  const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });
  const ok = async (method: string, url: string, body?: unknown) => {
    const res = await as(method, url, body);
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body.data;
  };

  beforeAll(async () => {
    owner = await t.owner("checkpoint");
    f = await freightFixture(t, owner.token);
  });

  /** A confirmed job of terminal handling sold and bought in rupiah. */
  async function job(date: string, sell: string, buy: string | null) {
    const lines = [{ side: "sell", charge_code_id: f.charges.thc, quantity: "1", rate: sell }, ...(buy ? [{ side: "buy", charge_code_id: f.charges.thc, quantity: "1", rate: buy }] : [])];
    const created = await ok("POST", "/api/transactions/ch-bacc/ch", { date, mode: "sea_fcl", direction: "export", customer_id: f.customer, agent_id: f.agent, lines });
    return ok("POST", `/api/transactions/ch-bacc/ch/${created.id}/submit`);
  }

  it("equal the unbilled receivable and accrued cost accounts, and follow what is billed and settled by each date", async () => {
    await ok("PUT", "/api/settings/freight", { accrual: "month_end" });
    const j1 = await job("2026-01-10", "2500000", "1800000");
    const j2 = await job("2026-02-05", "3000000", "2000000");
    await job("2026-03-03", "1000000", null);
    // J1's sell billed on 15 February (received in full on 10 March); J2's buy billed by the agent on 20 March.
    const ar = await ok("POST", "/api/transactions/sales-invoice", { contact_id: f.customer, invoice_date: "2026-02-15", details: [{ job_line_id: j1.lines[0].id }] });
    await ok("POST", `/api/transactions/sales-invoice/${ar.id}/submit`);
    const ap = await ok("POST", "/api/transactions/purchase-invoice", { contact_id: f.agent, vendor_invoice_number: "AG-0320", date: "2026-03-20", currency: "IDR", lines: [{ job_line_id: j2.lines[1].id }] });
    await ok("POST", `/api/transactions/purchase-invoice/${ap.id}/submit`);
    const bank = await ok("POST", "/api/master-data/cashbank", { code: "BCA-CP", name: "BCA", account_id: f.acc["1102.01"] });
    await ok("POST", "/api/transactions/sales-payment", { cashbank_id: bank.id, contact_id: f.customer, date: "2026-03-10", received: "2775000", details: [{ invoice_id: ar.id, amount: "2775000" }] });
    for (const month of ["2026-01", "2026-02", "2026-03"]) await ok("POST", "/api/transactions/ch-bacc/accrual", { month });

    const at = async (side: "ar" | "ap", date: string) => (await ok("GET", `/api/report/ch-${side}-checkpoint?date=${date}`)) as { totals: Record<string, string>; accrual: Record<string, string>; rows: { number: string }[] };
    const expected = {
      "2026-01-31": { ar: { unbilled: "2500000.00", billed: "0.00", settled: "0.00" }, ap: { unbilled: "1800000.00", billed: "0.00" } },
      "2026-02-28": { ar: { unbilled: "3000000.00", billed: "2500000.00", settled: "0.00" }, ap: { unbilled: "3800000.00", billed: "0.00" } },
      "2026-03-31": { ar: { unbilled: "4000000.00", billed: "2500000.00", settled: "2500000.00" }, ap: { unbilled: "1800000.00", billed: "2000000.00" } },
    } as const;
    for (const [date, sides] of Object.entries(expected)) {
      const arAt = await at("ar", date);
      expect(arAt.totals, date).toMatchObject(sides.ar);
      expect(arAt.accrual, date).toMatchObject({ account_code: "1103.04", balance: sides.ar.unbilled, difference: "0.00" });
      const apAt = await at("ap", date);
      expect(apAt.totals, date).toMatchObject(sides.ap);
      expect(apAt.accrual, date).toMatchObject({ account_code: "2103", balance: sides.ap.unbilled, difference: "0.00" });
    }
    // On 31 March J1's sell is billed and settled: it leaves the AR list; J2 and J3 are still to bill.
    expect((await at("ar", "2026-03-31")).rows.map((r) => r.number)).toEqual([j2.number, expect.stringMatching(/^JOB/)]);
  });
});

describe("bad payors", () => {
  it("are exactly the customers past due beyond the days asked, or over their credit limit", async () => {
    const owner = await t.owner("bad-payor");
    const acc = await accountIds(t, owner.token);
    const as = (method: string, url: string, body?: unknown) => t.request(method, url, { token: owner.token, body });
    const customer = async (code: string, extra: Record<string, unknown> = {}) =>
      (await as("POST", "/api/master-data/contact", { code, name: `PT ${code}`, phone: "021-555-0101", email: `${code.toLowerCase()}@example.co.id`, contact_types: ["customer"], term_of_payment: 30, ...extra })).body.data.id as string;
    const invoice = async (contact: string, date: string, price: string) => {
      const created = await as("POST", "/api/transactions/sales-invoice", { contact_id: contact, invoice_date: date, details: [{ account_id: acc["4102"], description: "Jasa", quantity: "1", price }] });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return (await as("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`)).body.data;
    };
    const late = await customer("LATE");
    const recent = await customer("RECENT");
    const over = await customer("OVER", { credit_limit: "1000000" });
    const paid = await customer("PAID");
    await invoice(late, "2026-01-01", "5000000"); // due 31 January: 60 days late on 1 April
    await invoice(recent, "2026-02-20", "4000000"); // due 22 March: 10 days late, within 30
    await invoice(over, "2026-03-20", "2000000"); // not due, but twice its limit
    const settled = await invoice(paid, "2026-01-01", "3000000");
    const bank = (await as("POST", "/api/master-data/cashbank", { code: "BCA-BP", name: "BCA", account_id: acc["1102.01"] })).body.data.id;
    const payment = await as("POST", "/api/transactions/sales-payment", { cashbank_id: bank, contact_id: paid, date: "2026-02-01", received: settled.total, details: [{ invoice_id: settled.id, amount: settled.total }] });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);

    const report = await as("GET", "/api/report/purchase/summary/chBadPayor?date=2026-04-01&days=30");
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data.rows.map((r: { code: string; reason: string; days_overdue: number }) => [r.code, r.reason, r.days_overdue])).toEqual([
      ["LATE", "overdue", 60],
      ["OVER", "over_limit", 0],
    ]);
    expect(report.body.data.rows[0]).toMatchObject({ phone: "021-555-0101", email: "late@example.co.id", oldest_due: "2026-01-31", overdue: "5000000.00", open: "5000000.00" });
    // Five days: the recent one is late enough too.
    const strict = await as("GET", "/api/report/purchase/summary/chBadPayor?date=2026-04-01&days=5");
    expect(strict.body.data.rows.map((r: { code: string }) => r.code)).toEqual(["LATE", "RECENT", "OVER"]);
  });
});
