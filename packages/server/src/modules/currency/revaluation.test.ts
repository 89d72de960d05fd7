// The exchange revaluation (issue 29, item 6), hand-computed: USD 1 000 in the bank booked at 15 800
// and an invoice of USD 500 at 15 800, revalued at the month end's 16 000 — the bank gains 200 000 and
// the receivable 100 000; the difference posts at the month end and is reversed the next day, so the
// books carry the month-end rate for that day only; a payment later realises its difference against
// the invoice's own rate as if nothing had happened. Refusals: no rate for a currency, nothing open.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { line, postJournal } from "../../test/ledger-helpers.js";
import { createCustomer, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";
import { pdfText } from "../../test/pdf-text.js";
import { rowsOf } from "../reports/report-context.js";
import { receivableDifferences } from "../sales/sales.subledger.js";
import { currencyBalancesCheck } from "../ledger/currency-balances.js";

let t: TestApp;
let f: SalesFixture;
let usdCustomer: string;
let usdBank: string;
const token = () => f.owner.token;
const actor = () => ({ companyId: f.owner.companyId, userId: f.owner.userId });

async function rate(currency: string, date: string, value: string) {
  const res = await t.request("POST", "/api/master-data/exchange-rate", { token: token(), body: { currency, kind: "booking", date, rate: value } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
}

/** An account's base balance (debit − credit) at the end of a day. */
async function balanceAt(code: string, date: string) {
  const [row] = await inTransaction(t.database.db, actor(), async (tx) =>
    rowsOf<{ balance: string }>(
      await tx.execute(sql`SELECT coalesce(sum(l.debit - l.credit), 0)::numeric(20, 2)::text AS balance FROM journal_lines l
        JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE l.company_id = ${f.owner.companyId} AND a.code = ${code} AND l.date <= ${date}::date`),
    ),
  );
  return row?.balance;
}

const revalue = (date: string) => t.request("POST", "/api/transactions/exchange-revaluation", { token: token(), body: { date, description: `Revaluasi ${date}` } });

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "revaluation");
  usdCustomer = await createCustomer(t, token(), { currency: "USD" });
  const bank = await t.request("POST", "/api/master-data/cashbank", { token: token(), body: { code: "BRIUSD", name: "BRI USD", account_id: f.acc["1102.03"], currency: "USD" } });
  usdBank = bank.body.data.id;
  await rate("USD", "2026-01-01", "15800");
  await rate("USD", "2026-01-31", "16000");
  await rate("USD", "2026-02-10", "16100");
  // USD 1 000 into the dollar account at 15 800.
  const opening = await postJournal(t, token(), "2026-01-02", [
    line(f.acc["1102.03"] as string, "15800000", 0, { currency: "USD", amount_currency: "1000", rate: "15800" }),
    line(f.acc["3101"] as string, 0, "15800000"),
  ]);
  expect(opening.status).toBe(201);
});
afterAll(() => t.close());

describe("an exchange revaluation", () => {
  it("revalues the dollar account and the open invoice at the month end, posts 300 000 and reverses it the next day", async () => {
    const created = await t.request("POST", "/api/transactions/sales-invoice", {
      token: token(),
      body: { contact_id: usdCustomer, invoice_date: "2026-01-10", details: [{ product_id: f.serviceId, quantity: 1, price: "500" }] },
    });
    const invoice = (await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: token() })).body.data;
    expect(invoice.total_base).toBe("7900000.00");

    // Saved: the preview of each item, nothing posted yet.
    const saved = await revalue("2026-01-31");
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ status: "draft", reversal_date: "2026-02-01", items_count: 2, gain: "300000.00", loss: "0.00", net: "300000.00" });
    const preview = (await t.request("GET", `/api/transactions/exchange-revaluation/${saved.body.data.id}/items`, { token: token() })).body.data;
    expect(preview.map((i: Record<string, string>) => [i.kind, i.source_name, i.currency, i.amount, i.old_base, i.rate, i.new_base, i.difference])).toEqual([
      ["receivable", invoice.number, "USD", "500.00", "7900000.00", "16000.000000", "8000000.00", "100000.00"],
      ["cash", "BRI USD", "USD", "1000.00", "15800000.00", "16000.000000", "16000000.00", "200000.00"],
    ]);
    expect(await balanceAt("1102.03", "2026-01-31")).toBe("15800000.00");

    const approved = await t.request("POST", `/api/transactions/exchange-revaluation/${saved.body.data.id}/submit`, { token: token() });
    expect(approved.status).toBe(200);
    expect(approved.body.data.number).toMatch(/^RK\/2026\/01\/\d{4}$/);
    // Two journals: the difference at the month end, its reversal the next day.
    const doc = (await t.request("GET", `/api/transactions/exchange-revaluation/${saved.body.data.id}`, { token: token() })).body.data;
    expect(doc.journal_ids).toHaveLength(2);
    const journals = await Promise.all(doc.journal_ids.map((id: string) => t.request("GET", `/api/transactions/journal/${id}`, { token: token() })));
    expect(journals.map((j) => j.body.data.date)).toEqual(["2026-01-31", "2026-02-01"]);
    expect(await balanceAt("1102.03", "2026-01-31")).toBe("16000000.00");
    expect(await balanceAt("1103.01", "2026-01-31")).toBe("8000000.00");
    expect(await balanceAt("7103", "2026-01-31")).toBe("-300000.00");
    expect(await balanceAt("1102.03", "2026-02-01")).toBe("15800000.00");
    expect(await balanceAt("7103", "2026-02-01")).toBe("0.00");
    // The foreign amounts never moved; the sub-ledgers still agree.
    const checks = await inTransaction(t.database.db, actor(), async (tx) => ({
      receivables: await receivableDifferences(tx, f.owner.companyId),
      currencies: await currencyBalancesCheck.check(tx, f.owner.companyId),
    }));
    expect(checks).toEqual({ receivables: [], currencies: [] });

    // Paid in February at 16 100: realised against the invoice's own 15 800, as if never revalued.
    const paid = await t.request("POST", "/api/transactions/sales-payment", {
      token: token(),
      body: { cashbank_id: usdBank, contact_id: usdCustomer, date: "2026-02-10", received: "500", details: [{ invoice_id: invoice.id, amount: "500" }] },
    });
    expect(paid.body.data.exchange_difference).toBe("150000.00");

    // The report of its items, a page at a time, and the print.
    const page = await t.request("GET", `/api/transactions/exchange-revaluation/${saved.body.data.id}/items?page=2&per_page=1`, { token: token() });
    expect(page.body).toMatchObject({ meta: { page: 2, per_page: 1, total: 2 }, data: [{ kind: "cash", difference: "200000.00" }] });
    const print = await t.app.inject({ method: "GET", url: `/api/transactions/exchange-revaluation/${saved.body.data.id}/print`, headers: { authorization: `Bearer ${token()}` } });
    const { text } = await pdfText(print.rawPayload);
    expect(text).toContain("Exchange revaluation");
    expect(text).toContain("16,000");
    expect(text).toContain("300,000.00");

    // Deleted: both journals go.
    expect((await t.request("DELETE", `/api/transactions/exchange-revaluation/${saved.body.data.id}`, { token: token() })).status).toBe(200);
    expect(await balanceAt("1102.03", "2026-01-31")).toBe("15800000.00");
  });

  it("refuses a date with nothing open and a currency without a rate, naming it", async () => {
    const nothing = await revalue("2025-12-31");
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.date[0]).toBe("Nothing is open in a foreign currency on 2025-12-31: there is nothing to revalue.");
    const sgd = await t.request("POST", "/api/master-data/cashbank", { token: token(), body: { code: "DBS", name: "DBS SGD", account_id: f.acc["1102.01"], currency: "SGD" } });
    expect(sgd.status).toBe(201);
    await rate("SGD", "2026-03-01", "11900");
    const deposit = await postJournal(t, token(), "2026-03-02", [
      line(f.acc["1102.01"] as string, "1190000", 0, { currency: "SGD", amount_currency: "100", rate: "11900" }),
      line(f.acc["3101"] as string, 0, "1190000"),
    ]);
    expect(deposit.status).toBe(201);
    const early = await t.request("DELETE", `/api/master-data/exchange-rate/${(await t.request("GET", "/api/master-data/exchange-rate?currency=SGD", { token: token() })).body.data[0].id}`, { token: token() });
    expect(early.status).toBe(200);
    const missing = await revalue("2026-03-31");
    expect(missing.status).toBe(422);
    expect(missing.body.errors.date[0]).toBe("No booking rate of SGD on or before 2026-03-31: enter it under Master data → Exchange rates.");
  });

  it("refuses to post what changed since it was computed, until it is computed again", async () => {
    await rate("USD", "2026-02-28", "16300");
    const saved = await revalue("2026-02-28");
    expect(saved.status).toBe(201);
    const created = await t.request("POST", "/api/transactions/sales-invoice", {
      token: token(),
      body: { contact_id: usdCustomer, invoice_date: "2026-02-20", details: [{ product_id: f.serviceId, quantity: 1, price: "10" }] },
    });
    await t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: token() });
    const stale = await t.request("POST", `/api/transactions/exchange-revaluation/${saved.body.data.id}/submit`, { token: token() });
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe("What is open in foreign currencies on 2026-02-28 has changed since this revaluation was computed: save it again to compute it anew.");
    const again = await t.request("PUT", `/api/transactions/exchange-revaluation/${saved.body.data.id}`, {
      token: token(),
      body: { date: "2026-02-28", description: "Februari", version: saved.body.data.version },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.items_count).toBe(saved.body.data.items_count + 1);
    const posted = await t.request("POST", `/api/transactions/exchange-revaluation/${saved.body.data.id}/submit`, { token: token() });
    expect(posted.status).toBe(200);
    // A day is revalued once: a second one would revalue what the first already did.
    const twice = await revalue("2026-02-28");
    expect(twice.status).toBe(422);
    expect(twice.body.errors.date[0]).toBe(`Revaluation ${posted.body.data.number} is already dated 2026-02-28: a day is revalued once (delete it first to revalue the day again).`);
  });
});
