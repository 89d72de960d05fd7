// Sales in a foreign currency (issue 29, items 3 and 5): an invoice in US dollars is converted once at
// its rate and keeps its amounts in dollars and its receivable in base; a payment relieves it at the
// invoice's rate and the bank at the payment's, the realised difference on the exchange-difference
// account; an invoice paid in full in dollars has nothing left in base; the receivable reports and the
// sub-ledger read base. Hand-computed cases, then a property over random rates and partial payments.
import { Decimal } from "decimal.js";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { journalLinesOf } from "../../test/ledger-helpers.js";
import { pdfText } from "../../test/pdf-text.js";
import { createCustomer, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";
import { currencyBalancesCheck } from "../ledger/currency-balances.js";
import { rowsOf } from "../reports/report-context.js";
import { receivableDifferences } from "./sales.subledger.js";

let t: TestApp;
let f: SalesFixture;
let usdCustomer: string;
let usdBank: string;

const token = () => f.owner.token;
const actor = () => ({ companyId: f.owner.companyId, userId: f.owner.userId });

async function rate(currency: string, date: string, value: string, kind = "booking") {
  const res = await t.request("POST", "/api/master-data/exchange-rate", { token: token(), body: { currency, kind, date, rate: value } });
  if (res.status !== 201) throw new Error(`rate: ${JSON.stringify(res.body)}`);
}

async function invoice(body: Record<string, unknown>) {
  const created = await t.request("POST", "/api/transactions/sales-invoice", {
    token: token(),
    body: { contact_id: usdCustomer, details: [{ product_id: f.serviceId, quantity: 1, price: "1000" }], ...body },
  });
  if (created.status !== 201) return created;
  return t.request("POST", `/api/transactions/sales-invoice/${created.body.data.id}/submit`, { token: token() });
}

const payment = (body: Record<string, unknown>) =>
  t.request("POST", "/api/transactions/sales-payment", { token: token(), body: { cashbank_id: usdBank, contact_id: usdCustomer, ...body } });

/** A journal's lines as [code, debit, credit, currency, amount, rate]. */
const linesOf = (journalId: string) => journalLinesOf(t, actor(), journalId);

/** The exchange-difference account's gains less losses (credit − debit) over all time. */
async function exchangeBalance() {
  const [row] = await inTransaction(t.database.db, actor(), async (tx) =>
    rowsOf<{ net: string }>(
      await tx.execute(sql`SELECT coalesce(sum(l.credit - l.debit), 0)::numeric(20, 2)::text AS net FROM journal_lines l
        JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id WHERE l.company_id = ${f.owner.companyId} AND a.code = '7103'`),
    ),
  );
  return new Decimal(row?.net ?? "0");
}

async function checks() {
  return inTransaction(
    t.database.db,
    actor(),
    async (tx) => ({ receivables: await receivableDifferences(tx, f.owner.companyId), currencies: await currencyBalancesCheck.check(tx, f.owner.companyId) }),
    { readOnly: true },
  );
}

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "foreign-sales");
  usdCustomer = await createCustomer(t, token(), { currency: "USD" });
  const bank = await t.request("POST", "/api/master-data/cashbank", {
    token: token(),
    body: { code: "BRIUSD", name: "BRI USD", account_id: f.acc["1102.03"], currency: "USD" },
  });
  if (bank.status !== 201) throw new Error(JSON.stringify(bank.body));
  usdBank = bank.body.data.id;
  await rate("USD", "2026-01-01", "15800");
  await rate("USD", "2026-02-01", "16100");
});
afterAll(() => t.close());

describe("a sales invoice in US dollars", () => {
  it("USD 1 000 at 15 800 paid at 16 100: the receivable goes at 15 800 000, the bank takes 16 100 000, the gain of 300 000 is on the exchange-difference account", async () => {
    // No currency given: the customer's (USD); no rate: the booking rate of the invoice date.
    const inv = await invoice({ invoice_date: "2026-01-15" });
    expect(inv.status).toBe(200);
    expect(inv.body.data).toMatchObject({ currency: "USD", rate: "15800.000000", rate_date: "2026-01-01", total: "1000.00", total_base: "15800000.00", outstanding_base: "15800000.00" });
    expect(await linesOf(inv.body.data.journal_ids[0])).toEqual([
      ["1103.01", "15800000.00", "0.00", "USD", "1000.00", "15800.000000"],
      ["4102", "0.00", "15800000.00", "USD", "1000.00", "15800.000000"],
    ]);

    const paid = await payment({ date: "2026-02-10", received: "1000", details: [{ invoice_id: inv.body.data.id, amount: "1000" }] });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ currency: "USD", rate: "16100.000000", rate_date: "2026-02-01", exchange_difference: "300000.00" });
    expect(paid.body.data.details[0]).toMatchObject({ amount: "1000.00", invoice_rate: "15800.000000", base: "15800000.00" });
    expect(await linesOf(paid.body.data.journal_ids[0])).toEqual([
      ["1102.03", "16100000.00", "0.00", "USD", "1000.00", "16100.000000"],
      ["1103.01", "0.00", "15800000.00", "USD", "1000.00", "15800.000000"],
      ["7103", "0.00", "300000.00", null, null, null],
    ]);
    const after = (await t.request("GET", `/api/transactions/sales-invoice/${inv.body.data.id}`, { token: token() })).body.data;
    expect(after).toMatchObject({ outstanding: "0.00", outstanding_base: "0.00", settlement: "paid" });
    expect(await checks()).toEqual({ receivables: [], currencies: [] });
    // The invoice and the receipt print the dollars, in words too, and the invoice its rate and rupiah.
    const print = async (path: string) =>
      (await pdfText((await t.app.inject({ method: "GET", url: `/api/transactions/${path}/print`, headers: { authorization: `Bearer ${token()}` } })).rawPayload)).text;
    const invoiceText = await print(`sales-invoice/${inv.body.data.id}`);
    expect(invoiceText).toContain("Total (USD)");
    expect(invoiceText).toContain("Total (IDR)");
    expect(invoiceText).toContain("15,800,000.00");
    expect(invoiceText).toContain("Seribu Dolar Amerika Serikat");
    expect(invoiceText).toContain("One thousand US dollar");
    expect(await print(`sales-payment/${paid.body.data.id}`)).toContain("Received (USD)");

    // Deleted, the payment gives the invoice back both amounts.
    expect((await t.request("DELETE", `/api/transactions/sales-payment/${paid.body.data.id}`, { token: token() })).status).toBe(200);
    const back = (await t.request("GET", `/api/transactions/sales-invoice/${inv.body.data.id}`, { token: token() })).body.data;
    expect(back).toMatchObject({ outstanding: "1000.00", outstanding_base: "15800000.00", settlement: "unpaid" });
    expect(await checks()).toEqual({ receivables: [], currencies: [] });
    // The statement of account in dollars: the dollar invoices in dollars; without a currency, in base.
    const statement = async (query: string) =>
      (await pdfText((await t.app.inject({ method: "GET", url: `/api/master-data/contact/${usdCustomer}/statement?date_from=2026-01-01&date_to=2026-01-31${query}`, headers: { authorization: `Bearer ${token()}` } })).rawPayload)).text;
    const inDollars = await statement("&currency=USD");
    expect(inDollars).toContain("USD");
    expect(inDollars).toContain("1,000.00");
    expect(inDollars).not.toContain("15,800,000.00");
    expect(await statement("")).toContain("15,800,000.00");
  });

  it("paid at a lower rate into a rupiah account, less a bank charge: the loss is debited, the bank takes the rupiah", async () => {
    const inv = await invoice({ invoice_date: "2026-02-03", rate: "16000" });
    expect(inv.body.data).toMatchObject({ rate: "16000.000000", rate_date: null, total_base: "16000000.00" });
    const paid = await payment({
      cashbank_id: f.bankId,
      date: "2026-02-20",
      rate: "15900",
      received: "990",
      deductions: [{ kind: "bank_charge", amount: "10" }],
      details: [{ invoice_id: inv.body.data.id, amount: "1000" }],
    });
    expect(paid.status).toBe(201);
    // 990 × 15 900 = 15 741 000 in the bank, 10 × 15 900 = 159 000 of charges; 16 000 000 relieved: a loss of 100 000.
    expect(paid.body.data.exchange_difference).toBe("-100000.00");
    const lines = await linesOf(paid.body.data.journal_ids[0]);
    expect(lines).toContainEqual(["1102.02", "15741000.00", "0.00", null, null, null]);
    expect(lines).toContainEqual(["1103.01", "0.00", "16000000.00", "USD", "1000.00", "16000.000000"]);
    expect(lines).toContainEqual(["7103", "100000.00", "0.00", null, null, null]);
    expect(await checks()).toEqual({ receivables: [], currencies: [] });
  });

  it("PPN at the tax rate (KMK) apart from the booking rate: USD 1 000 + PPN at 16 100 booked, VAT at 16 000; Coretax carries the rupiah", async () => {
    await rate("USD", "2026-02-04", "16000", "tax");
    const inv = await invoice({ invoice_date: "2026-02-05", tax_invoice_number: "04002600000000123", details: [{ product_id: f.serviceId, quantity: 1, price: "1000", tax_ids: [f.tax.PPN11] }] });
    expect(inv.status).toBe(200);
    // VAT in dollars 110.00; in rupiah on the DPP at 16 000: 16 000 000 × 11/12 × 12% = 1 760 000.
    expect(inv.body.data).toMatchObject({ total: "1110.00", rate: "16100.000000", tax_rate: "16000.000000", tax_rate_date: "2026-02-04", dpp_base: "16000000.00", vat_base: "1760000.00", total_base: "17871000.00" });
    const lines = await linesOf(inv.body.data.journal_ids[0]);
    expect(lines).toContainEqual(["1103.01", "17871000.00", "0.00", "USD", "1110.00", "16100.000000"]);
    expect(lines).toContainEqual(["4102", "0.00", "16100000.00", "USD", "1000.00", "16100.000000"]);
    expect(lines).toContainEqual(["2102.01", "0.00", "1760000.00", null, null, null]);
    // What the VAT at the booking rate (1 771 000) exceeds the VAT at the tax rate by: an exchange gain.
    expect(lines).toContainEqual(["7103", "0.00", "11000.00", null, null, null]);
    await t.request("PUT", "/api/company/profile", { token: token(), body: { npwp: "3171012345678901" } });
    const xml = await t.app.inject({
      method: "GET",
      url: "/api/transactions/sales-invoice/coretax?date_from=2026-02-05&date_to=2026-02-05",
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain("<TaxBase>16000000.00</TaxBase>");
    expect(xml.body).toContain("<VAT>1760000.00</VAT>");
    // No tax rate on or before the date: named under its field.
    const early = await t.request("POST", "/api/transactions/sales-invoice", {
      token: token(),
      body: { contact_id: usdCustomer, invoice_date: "2026-02-03", details: [{ product_id: f.serviceId, quantity: 1, price: "10", tax_ids: [f.tax.PPN11] }] },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors.tax_rate[0]).toBe("No tax (KMK) rate of USD on or before 2026-02-03: enter it under Master data → Exchange rates.");
  });

  it("refuses what cannot be settled: no rate for the date, invoices of two currencies, a dollar account for rupiah, a deposit in dollars, a return", async () => {
    const early = await t.request("POST", "/api/transactions/sales-invoice", {
      token: token(),
      body: { contact_id: usdCustomer, invoice_date: "2025-12-31", details: [{ product_id: f.serviceId, quantity: 1, price: "5" }] },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors.rate[0]).toBe("No booking rate of USD on or before 2025-12-31: enter it under Master data → Exchange rates.");

    const usd = (await invoice({ invoice_date: "2026-02-05", details: [{ product_id: f.serviceId, quantity: 1, price: "50" }] })).body.data;
    const idr = (await invoice({ invoice_date: "2026-02-05", currency: "IDR", details: [{ product_id: f.serviceId, quantity: 1, price: "50000" }] })).body.data;
    expect(idr).toMatchObject({ currency: "IDR", rate: null, total_base: "50000.00" });
    const mixed = await payment({
      cashbank_id: f.bankId,
      date: "2026-02-06",
      received: "50050",
      details: [
        { invoice_id: usd.id, amount: "50" },
        { invoice_id: idr.id, amount: "50000" },
      ],
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors["details.1.invoice_id"][0]).toBe(`Invoice ${idr.number} is in IDR; this payment pays invoices in USD: pay them separately.`);
    const rupiahIntoDollars = await payment({ date: "2026-02-06", received: "50000", details: [{ invoice_id: idr.id, amount: "50000" }] });
    expect(rupiahIntoDollars.status).toBe(422);
    expect(rupiahIntoDollars.body.errors.cashbank_id[0]).toBe("The account BRI USD holds USD: it takes payments in USD or in the base currency only.");
    const over = await payment({ date: "2026-02-06", received: "60", details: [{ invoice_id: usd.id, amount: "50" }] });
    expect(over.status).toBe(422);
    expect(over.body.errors.received[0]).toBe("A payment in USD cannot use or leave a deposit: apply exactly what is received and deducted.");
    const exceeds = await payment({ date: "2026-02-06", received: "60", details: [{ invoice_id: usd.id, amount: "60" }] });
    expect(exceeds.status).toBe(422);
    const ret = await t.request("POST", "/api/transactions/sales-return", {
      token: token(),
      body: { invoice_id: usd.id, date: "2026-02-07", details: [{ line_no: 1, quantity: 1 }] },
    });
    expect(ret.status).toBe(422);
    expect(ret.body.errors.invoice_id[0]).toBe(`Invoice ${usd.number} is in USD: returns of invoices in a foreign currency are not supported yet.`);
    // Nothing of the refused was written.
    expect((await t.request("GET", `/api/transactions/sales-invoice/${usd.id}`, { token: token() })).body.data.outstanding).toBe("50.00");
  });

  it("the receivable aging reads base: the dollar invoice at its rate beside a rupiah one", async () => {
    const customer = await createCustomer(t, token(), { currency: "USD" });
    const usd = await invoice({ contact_id: customer, invoice_date: "2026-03-02", details: [{ product_id: f.serviceId, quantity: 2, price: "100.50" }] });
    const idr = await invoice({ contact_id: customer, invoice_date: "2026-03-02", currency: "IDR", details: [{ product_id: f.serviceId, quantity: 1, price: "250000" }] });
    expect(usd.body.data.total_base).toBe("3236100.00"); // 201 × 16 100
    const aging = await t.request("GET", `/api/report/sales-aging?date=2026-03-31&contact_ids=${customer}`, { token: token() });
    expect(aging.body.data.totals.total).toBe("3486100.00");
    const part = await payment({ contact_id: customer, date: "2026-03-10", rate: "16200", received: "100", details: [{ invoice_id: usd.body.data.id, amount: "100" }] });
    expect(part.status).toBe(201);
    const later = await t.request("GET", `/api/report/sales-aging?date=2026-03-31&contact_ids=${customer}`, { token: token() });
    // 101 dollars left at 16 100.
    expect(later.body.data.totals.total).toBe(new Decimal("3236100").minus("1610000").plus("250000").toFixed(2));
    const before = await t.request("GET", `/api/report/sales-aging?date=2026-03-05&contact_ids=${customer}`, { token: token() });
    expect(before.body.data.totals.total).toBe("3486100.00");
    // In dollars: the dollar invoices alone, in dollars, with their base beside (summary and detail agree).
    const dollars = await t.request("GET", `/api/report/sales-aging?date=2026-03-05&contact_ids=${customer}&currency=USD`, { token: token() });
    const detail = await t.request("GET", `/api/report/sales-aging-detail?date=2026-03-05&contact_ids=${customer}&currency=USD`, { token: token() });
    expect(dollars.body.data.currency).toBe("USD");
    expect(dollars.body.data.totals.total).toBe(detail.body.data.totals.total);
    expect(dollars.body.data.totals.total_base).toBe(detail.body.data.totals.total_base);
    expect(new Decimal(dollars.body.data.totals.total_base).lessThanOrEqualTo("3486100.00")).toBe(true);
    expect(idr.body.data.currency).toBe("IDR");
  });
});

describe("any sequence of partial payments at random rates", () => {
  it("with a month-end revaluation posted and reversed in each, leaves each journal balanced in base, nothing in base when nothing is left in dollars, and the differences equal to base in less base out", async () => {
    let n = 0;
    let run = 0;
    let realised = new Decimal(0);
    let revaluations = 0;
    const exchangeBefore = await exchangeBalance();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 999_999 }), // the invoice's cents
        fc.integer({ min: 14_000_000_000, max: 17_000_000_000 }), // its rate × 10^6
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 14_000_000_000, max: 17_000_000_000 })), { minLength: 1, maxLength: 4 }),
        async (cents, invoiceRate, parts) => {
          const total = new Decimal(cents).div(100);
          const rateText = new Decimal(invoiceRate).div(1_000_000).toFixed(6);
          const inv = await invoice({ invoice_date: "2026-04-01", rate: rateText, details: [{ product_id: f.serviceId, quantity: 1, price: total.toFixed(2) }] });
          expect(inv.status).toBe(200);
          // The parts as shares of the total, the last taking what is left.
          const weights = parts.reduce((s, [w]) => s + w, 0);
          let left = total;
          let cashBase = new Decimal(0);
          let differences = new Decimal(0);
          for (const [i, [w, r]] of parts.entries()) {
            const amount = i === parts.length - 1 ? left : Decimal.min(left, total.times(w).div(weights).toDecimalPlaces(2, Decimal.ROUND_DOWN));
            if (amount.lte(0)) continue;
            const payRate = new Decimal(r).div(1_000_000).toFixed(6);
            const paid = await payment({ date: `2026-04-${String(2 + (n++ % 27)).padStart(2, "0")}`, rate: payRate, received: amount.toFixed(2), details: [{ invoice_id: inv.body.data.id, amount: amount.toFixed(2) }] });
            expect(paid.status).toBe(201);
            const lines = await linesOf(paid.body.data.journal_ids[0]);
            const debit = lines.reduce((s, l) => s.plus(l[1] as string), new Decimal(0));
            const credit = lines.reduce((s, l) => s.plus(l[2] as string), new Decimal(0));
            expect(debit.toFixed(2)).toBe(credit.toFixed(2));
            cashBase = cashBase.plus(amount.times(payRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
            differences = differences.plus(paid.body.data.exchange_difference);
            left = left.minus(amount);
            // After the first payment, a revaluation at a day of its own: posted, reversed the next day, balanced.
            if (i === 0) {
              const day = `2026-05-${String(1 + (run++ % 28)).padStart(2, "0")}`;
              const saved = await t.request("POST", "/api/transactions/exchange-revaluation", { token: token(), body: { date: day } });
              if (saved.status === 201) {
                const posted = await t.request("POST", `/api/transactions/exchange-revaluation/${saved.body.data.id}/submit`, { token: token() });
                expect(posted.status, JSON.stringify(posted.body)).toBe(200);
                revaluations++;
                const doc = (await t.request("GET", `/api/transactions/exchange-revaluation/${saved.body.data.id}`, { token: token() })).body.data;
                for (const journalId of doc.journal_ids) {
                  const rl = await linesOf(journalId);
                  expect(rl.reduce((s2, l) => s2.plus(l[1] as string), new Decimal(0)).toFixed(2)).toBe(rl.reduce((s2, l) => s2.plus(l[2] as string), new Decimal(0)).toFixed(2));
                }
              } else expect(saved.status).toBe(422);
            }
          }
          realised = realised.plus(differences);
          const after = (await t.request("GET", `/api/transactions/sales-invoice/${inv.body.data.id}`, { token: token() })).body.data;
          expect(after.outstanding).toBe("0.00");
          expect(after.outstanding_base).toBe("0.00");
          expect(differences.toFixed(2)).toBe(cashBase.minus(after.total_base).toFixed(2));
        },
      ),
      { numRuns: 12 },
    );
    expect(await checks()).toEqual({ receivables: [], currencies: [] });
    // Realised and unrealised together: every revaluation was reversed, so what the exchange-difference
    // account gained over the sequences is exactly the payments' realised differences.
    expect(revaluations).toBeGreaterThan(0);
    expect((await exchangeBalance()).minus(exchangeBefore).toFixed(2)).toBe(realised.toFixed(2));
  });
});
