// Purchases in a foreign currency (issue 29, items 3, 5, 6 and 7): a service invoice in US dollars is
// converted once at its rate and keeps its amounts in dollars and what it owes in base; its VAT and PPh
// in base are at the tax rate (KMK), the difference from the booking rate on the exchange-difference
// account; a payment relieves it at the invoice's rate and the bank at the payment's, the realised
// difference on that account; an invoice paid in full in dollars owes nothing in base either; the
// revaluation revalues open payables; the payable reports and the sub-ledger read base. Hand-computed.
import { Decimal } from "decimal.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { journalLinesOf } from "../../test/ledger-helpers.js";
import { type SalesFixture, salesFixture, uniqueCode } from "../../test/sales-fixture.js";
import { currencyBalancesCheck } from "../ledger/currency-balances.js";
import { payableSubledger } from "./payables.subledger.js";

let t: TestApp;
let f: SalesFixture;
let usdVendor: string;
let usdBank: string;

const PI = "/api/transactions/purchase-invoice";
const PAY = "/api/transactions/purchase-payment";
const token = () => f.owner.token;
const actor = () => ({ companyId: f.owner.companyId, userId: f.owner.userId });

async function rate(currency: string, date: string, value: string, kind = "booking") {
  const res = await t.request("POST", "/api/master-data/exchange-rate", { token: token(), body: { currency, kind, date, rate: value } });
  if (res.status !== 201) throw new Error(`rate: ${JSON.stringify(res.body)}`);
}

/** A USD 1 000 consulting invoice of the dollar vendor, optionally taxed, saved and submitted (approved: no levels). */
async function invoice(extra: Record<string, unknown> = {}, line: Record<string, unknown> = {}) {
  const created = await t.request("POST", PI, {
    token: token(),
    body: {
      contact_id: usdVendor,
      vendor_invoice_number: uniqueCode("US-"),
      date: "2026-01-15",
      lines: [{ account_id: f.acc["6102"], description: "Consulting", quantity: "1", price: "1000", ...line }],
      ...extra,
    },
  });
  if (created.status !== 201) return created;
  return t.request("POST", `${PI}/${created.body.data.id}/submit`, { token: token() });
}

const pay = (lines: { invoice_id: string; amount: string }[], extra: Record<string, unknown> = {}) =>
  t.request("POST", PAY, { token: token(), body: { date: "2026-02-10", cashbank_id: usdBank, lines, ...extra } });

/** A journal's lines as [code, debit, credit, currency, amount, rate]. */
const linesOf = (journalId: string) => journalLinesOf(t, actor(), journalId);

async function checks() {
  return inTransaction(
    t.database.db,
    actor(),
    async (tx) => ({ payables: await payableSubledger.check(tx, f.owner.companyId), currencies: await currencyBalancesCheck.check(tx, f.owner.companyId) }),
    { readOnly: true },
  );
}

const get = async (path: string) => (await t.request("GET", path, { token: token() })).body.data;

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "foreign-purchases");
  const vendor = await t.request("POST", "/api/master-data/contact", {
    token: token(),
    body: { code: "V-USD", name: "Pacific Consulting LLC", contact_types: ["vendor"], currency: "USD", term_of_payment: 30 },
  });
  if (vendor.status !== 201) throw new Error(JSON.stringify(vendor.body));
  usdVendor = vendor.body.data.id;
  const bank = await t.request("POST", "/api/master-data/cashbank", { token: token(), body: { code: "BRIUSD", name: "BRI USD", account_id: f.acc["1102.03"], currency: "USD" } });
  if (bank.status !== 201) throw new Error(JSON.stringify(bank.body));
  usdBank = bank.body.data.id;
  await rate("USD", "2026-01-01", "15800");
  await rate("USD", "2026-02-01", "16100");
  await rate("USD", "2026-03-01", "16100");
  await rate("USD", "2026-03-01", "16000", "tax");
});
afterAll(() => t.close());

describe("a purchase invoice in US dollars", () => {
  it("USD 1 000 at 15 800 paid at 16 100: the payable goes at 15 800 000, the bank gives 16 100 000, the loss of 300 000 is on the exchange-difference account", async () => {
    // No currency given: the vendor's (USD); no rate: the booking rate of the invoice date.
    const inv = await invoice();
    expect(inv.status, JSON.stringify(inv.body)).toBe(200);
    expect(inv.body.data).toMatchObject({
      currency: "USD",
      rate: "15800.000000",
      rate_date: "2026-01-01",
      payable_amount: "1000.00",
      payable_base: "15800000.00",
      outstanding_base: "15800000.00",
      amount: "15800000.00",
    });
    const payable = (await linesOf(inv.body.data.journal_id))[1]?.[0] as string;
    expect(await linesOf(inv.body.data.journal_id)).toEqual([
      ["6102", "15800000.00", "0.00", "USD", "1000.00", "15800.000000"],
      [payable, "0.00", "15800000.00", "USD", "1000.00", "15800.000000"],
    ]);

    const paid = await pay([{ invoice_id: inv.body.data.id, amount: "1000" }]);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ currency: "USD", rate: "16100.000000", rate_date: "2026-02-01", exchange_difference: "-300000.00", amount: "16100000.00" });
    expect(paid.body.data.lines[0]).toMatchObject({ amount: "1000.00", base: "15800000.00" });
    expect(await linesOf(paid.body.data.journal_id)).toEqual([
      [payable, "15800000.00", "0.00", "USD", "1000.00", "15800.000000"],
      ["1102.03", "0.00", "16100000.00", "USD", "1000.00", "16100.000000"],
      ["7103", "300000.00", "0.00", null, null, null],
    ]);
    expect(await get(`${PI}/${inv.body.data.id}`)).toMatchObject({ outstanding: "0.00", outstanding_base: "0.00", settlement: "paid" });
    expect(await checks()).toEqual({ payables: [], currencies: [] });

    // Deleted, the payment gives the invoice back both amounts.
    expect((await t.request("DELETE", `${PAY}/${paid.body.data.id}`, { token: token() })).status).toBe(200);
    expect(await get(`${PI}/${inv.body.data.id}`)).toMatchObject({ outstanding: "1000.00", outstanding_base: "15800000.00", settlement: "unpaid" });
    expect(await checks()).toEqual({ payables: [], currencies: [] });
  });

  it("taxes at the KMK rate: PPN and PPh 23 on USD 1 000 at 16 000 while booked at 16 100 — the 9 000 between them is an exchange loss", async () => {
    const inv = await invoice({ date: "2026-03-05", tax_invoice_number: "010.000-26.00000009" }, { tax_id: f.tax.PPN11, withholding_tax_id: f.tax.PPH23 });
    expect(inv.status, JSON.stringify(inv.body)).toBe(200);
    // USD: DPP 1 000, PPN 12% on 11/12 = 110, PPh 23 2% = 20, owed 1 090.
    expect(inv.body.data).toMatchObject({
      currency: "USD",
      rate: "16100.000000",
      tax_rate: "16000.000000",
      tax_rate_date: "2026-03-01",
      vat: "110.00",
      withholding: "20.00",
      payable_amount: "1090.00",
      payable_base: "17549000.00",
      dpp_base: "16000000.00",
      vat_base: "1760000.00",
    });
    const lines = await linesOf(inv.body.data.journal_id);
    const payable = lines.find((l) => l[4] === "1090.00")?.[0];
    // Expense at the booking rate, VAT in at KMK (16 000 000 × 11/12 × 12%), PPh 23 at KMK (2% of 16 000 000), the payable at the booking rate.
    expect(lines.map((l) => [l[0], l[1], l[2]]).sort()).toEqual(
      [
        ["6102", "16100000.00", "0.00"],
        [lines.find((l) => l[1] === "1760000.00")?.[0], "1760000.00", "0.00"],
        [lines.find((l) => l[2] === "320000.00")?.[0], "0.00", "320000.00"],
        [payable, "0.00", "17549000.00"],
        ["7103", "9000.00", "0.00"],
      ].sort(),
    );
    expect(inv.body.data.taxes.map((x: Record<string, string>) => [x.amount, x.amount_base])).toEqual([
      ["110.00", "1760000.00"],
      ["20.00", "320000.00"],
    ]);
    // The e-Bupot slip of its PPh 23 is in rupiah at the KMK rate.
    const preview = await t.request("GET", `${PI}/ebupot?period=2026-03`, { token: token() });
    expect(preview.body.data.slips).toContainEqual(expect.objectContaining({ base: "16000000.00", withheld: "320000.00" }));
    expect(await checks()).toEqual({ payables: [], currencies: [] });
  });

  it("paid in two parts, one from a rupiah account with a bank charge: each part at its rate, the last dollar clears the base to zero", async () => {
    const inv = (await invoice({ date: "2026-01-20", rate: "15833.333333" })).body.data;
    expect(inv.payable_base).toBe("15833333.33");
    // USD 400 at 16 200 from the rupiah account, with a charge of USD 5: the bank gives 405 × 16 200.
    const first = await t.request("POST", PAY, {
      token: token(),
      body: {
        date: "2026-02-11",
        cashbank_id: f.bankId,
        rate: "16200",
        lines: [{ invoice_id: inv.id, amount: "400" }],
        deductions: [{ kind: "charge", account_id: f.acc["8101"], amount: "5", description: "Bank fee" }],
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Payable 400 × 15 833.333333 = 6 333 333.33; bank 405 × 16 200 = 6 561 000; the charge 81 000; the loss 146 666.67.
    expect(first.body.data).toMatchObject({ rate: "16200.000000", rate_date: null, exchange_difference: "-146666.67" });
    const firstLines = await linesOf(first.body.data.journal_id);
    expect(firstLines.find((l) => l[0] === "1102.02")).toEqual(["1102.02", "0.00", "6561000.00", null, null, null]);
    expect(firstLines.find((l) => l[4] === "400.00")?.slice(1)).toEqual(["6333333.33", "0.00", "USD", "400.00", "15833.333333"]);

    // The rest, USD 600 at 15 500 from the dollar account: 600 × 15 833.333333 = 9 499 999.99 and the residual cent.
    const last = await pay([{ invoice_id: inv.id, amount: "600" }], { date: "2026-02-12", rate: "15500" });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    expect(last.body.data.lines[0]).toMatchObject({ amount: "600.00", base: "9500000.00" });
    expect(last.body.data.exchange_difference).toBe("200000.00");
    // The rupiah account's movements show what left it in rupiah (USD 405 at 16 200), not the dollars.
    const moves = await t.request("GET", `/api/transactions/cashbank/movements?cashbank_id=${f.bankId}&per_page=100`, { token: token() });
    expect(moves.body.data.find((m: { id: string }) => m.id === first.body.data.id)).toMatchObject({ total: "6561000.00" });
    expect(await get(`${PI}/${inv.id}`)).toMatchObject({ outstanding: "0.00", outstanding_base: "0.00", settlement: "paid" });
    expect(await checks()).toEqual({ payables: [], currencies: [] });
  });

  it("refuses what cannot be in a foreign currency, naming the field", async () => {
    // Goods into stock are billed in base.
    const goods = await invoice({ kind: "goods", currency: "USD" });
    expect(goods.status).toBe(422);
    expect(goods.body.errors.currency[0]).toContain("USD");
    // A dollar account does not pay a rupiah invoice.
    const idr = await invoice({ currency: "IDR", vendor_invoice_number: uniqueCode("ID-") });
    expect(idr.status).toBe(200);
    const wrongBank = await pay([{ invoice_id: idr.body.data.id, amount: "1000" }]);
    expect(wrongBank.status).toBe(422);
    expect(wrongBank.body.errors.cashbank_id[0]).toContain("BRI USD");
    // One currency per payment and per voucher.
    const usd = (await invoice()).body.data;
    const mixed = await pay(
      [
        { invoice_id: usd.id, amount: "10" },
        { invoice_id: idr.body.data.id, amount: "10" },
      ],
      { cashbank_id: f.bankId },
    );
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors["lines.1.invoice_id"][0]).toContain("IDR");
    const voucher = await t.request("POST", "/api/transactions/payment-voucher", {
      token: token(),
      body: {
        date: "2026-02-10",
        planned_date: "2026-02-20",
        lines: [
          { invoice_id: usd.id, amount: "10" },
          { invoice_id: idr.body.data.id, amount: "10" },
        ],
      },
    });
    expect(voucher.status).toBe(422);
    expect(voucher.body.errors["lines.1.invoice_id"][0]).toContain("USD");
    // A return of a foreign invoice is not supported yet.
    const ret = await t.request("POST", "/api/transactions/purchase-return", {
      token: token(),
      body: { invoice_id: usd.id, date: "2026-02-10", details: [{ line_no: 1, quantity: "1" }] },
    });
    expect(ret.status).toBe(422);
    expect(ret.body.errors.invoice_id[0]).toContain("USD");
  });

  it("a voucher of dollar invoices is in dollars, its total in base at their rates; paid per voucher at the payment's rate", async () => {
    const inv = (await invoice({ date: "2026-01-25" })).body.data;
    const created = await t.request("POST", "/api/transactions/payment-voucher", {
      token: token(),
      body: { date: "2026-02-01", planned_date: "2026-02-15", cashbank_id: usdBank, lines: [{ invoice_id: inv.id, amount: "250" }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ currency: "USD", total: "250.00", total_base: "3950000.00" });
    const voucher = (await t.request("POST", `/api/transactions/payment-voucher/${created.body.data.id}/submit`, { token: token() })).body.data;
    expect(voucher.status).toBe("approved");
    const paid = await pay([{ invoice_id: inv.id, amount: "250" }], { voucher_id: voucher.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ exchange_difference: "-75000.00" });
    expect(await get(`${PI}/${inv.id}`)).toMatchObject({ outstanding: "750.00", outstanding_base: "11850000.00" });
    expect(await checks()).toEqual({ payables: [], currencies: [] });
  });
});

describe("open dollar payables in the reports and the revaluation", () => {
  it("the aging reads base; the month-end revaluation raises a payable at a higher rate as a loss and reverses it the next day", async () => {
    const inv = (await invoice({ date: "2026-04-02", rate: "16000" })).body.data;
    await rate("USD", "2026-04-30", "16300");
    const aging = await t.request("GET", "/api/report/purchase/aging-detail?date=2026-04-30", { token: token() });
    expect(aging.status).toBe(200);
    expect(aging.body.data.rows.find((r: { invoice_id: string }) => r.invoice_id === inv.id)).toMatchObject({ payable: "16000000.00", outstanding: "16000000.00" });
    // The invoice detail reads base too: the line's amount at the invoice's rate.
    const detail = await t.request("GET", "/api/report/purchase/invoice-detail?date=2026-04-30&per_page=100", { token: token() });
    expect(detail.body.data.rows.find((r: { invoice_id: string }) => r.invoice_id === inv.id)).toMatchObject({ amount: "16000000.00", outstanding: "16000000.00" });
    // In dollars: only the dollar bills, their amounts in dollars and what is left in base beside.
    const inDollars = await t.request("GET", "/api/report/purchase/aging-detail?date=2026-04-30&currency=USD", { token: token() });
    expect(inDollars.body.data.currency).toBe("USD");
    expect(inDollars.body.data.rows.find((r: { invoice_id: string }) => r.invoice_id === inv.id)).toMatchObject({ payable: "1000.00", outstanding: "1000.00", outstanding_base: "16000000.00" });
    const summary = await t.request("GET", "/api/report/purchase/aging?date=2026-04-30&currency=USD", { token: token() });
    expect(summary.body.data.totals.total).toBe(inDollars.body.data.totals.outstanding);
    expect(summary.body.data.totals.total_base).toBe(inDollars.body.data.totals.outstanding_base);
    // The base currency's code asks for every bill in base, as no currency does.
    const inBase = await t.request("GET", "/api/report/purchase/aging?date=2026-04-30&currency=IDR", { token: token() });
    expect(inBase.body.data.currency).toBeNull();
    expect(inBase.body.data.totals.total).toBe((await t.request("GET", "/api/report/purchase/aging?date=2026-04-30", { token: token() })).body.data.totals.total);

    const saved = await t.request("POST", "/api/transactions/exchange-revaluation", { token: token(), body: { date: "2026-04-30" } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const items = await get(`/api/transactions/exchange-revaluation/${saved.body.data.id}/items?per_page=100`);
    expect(items.find((i: { source_id: string }) => i.source_id === inv.id)).toMatchObject({
      kind: "payable",
      amount: "1000.00",
      old_base: "16000000.00",
      new_base: "16300000.00",
      difference: "300000.00",
    });
    const approved = await t.request("POST", `/api/transactions/exchange-revaluation/${saved.body.data.id}/submit`, { token: token() });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // The payable account is credited with what every open payable rose by, and debited back the next day.
    const raised = items
      .filter((i: { kind: string }) => i.kind === "payable")
      .reduce((sum: Decimal, i: { difference: string }) => sum.plus(i.difference), new Decimal(0));
    const [posted, reversal] = (await get(`/api/transactions/exchange-revaluation/${saved.body.data.id}`)).journal_ids as string[];
    const payableCode = (await linesOf(inv.journal_id))[1]?.[0];
    expect((await linesOf(posted as string)).find((l) => l[0] === payableCode)?.slice(1, 3)).toEqual(["0.00", raised.toFixed(2)]);
    expect((await linesOf(reversal as string)).find((l) => l[0] === payableCode)?.slice(1, 3)).toEqual([raised.toFixed(2), "0.00"]);
    expect(await checks()).toEqual({ payables: [], currencies: [] });
  });
});

describe("any sequence of partial payments of a dollar bill at random rates", () => {
  it("leaves each journal balanced in base, nothing owed in base when nothing is owed in dollars, and the differences equal to base owed less base paid", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 999_999 }), // the bill's cents
        fc.integer({ min: 14_000_000_000, max: 17_000_000_000 }), // its rate × 10^6
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 14_000_000_000, max: 17_000_000_000 }), fc.boolean()), { minLength: 1, maxLength: 4 }),
        async (cents, billRate, parts) => {
          const total = new Decimal(cents).div(100);
          const rateText = new Decimal(billRate).div(1_000_000).toFixed(6);
          const inv = await invoice({ date: "2026-05-01", rate: rateText }, { price: total.toFixed(2) });
          expect(inv.status, JSON.stringify(inv.body)).toBe(200);
          const weights = parts.reduce((s, [w]) => s + w, 0);
          let left = total;
          let cashBase = new Decimal(0);
          let differences = new Decimal(0);
          for (const [i, [w, r, rupiah]] of parts.entries()) {
            const amount = i === parts.length - 1 ? left : Decimal.min(left, total.times(w).div(weights).toDecimalPlaces(2, Decimal.ROUND_DOWN));
            if (amount.lte(0)) continue;
            const payRate = new Decimal(r).div(1_000_000).toFixed(6);
            // From the dollar account or the rupiah one: the bank gives the same base either way.
            const paid = await pay([{ invoice_id: inv.body.data.id, amount: amount.toFixed(2) }], {
              date: `2026-05-${String(2 + (n++ % 27)).padStart(2, "0")}`,
              rate: payRate,
              cashbank_id: rupiah ? f.bankId : usdBank,
            });
            expect(paid.status, JSON.stringify(paid.body)).toBe(201);
            const lines = await linesOf(paid.body.data.journal_id);
            const debit = lines.reduce((s, l) => s.plus(l[1] as string), new Decimal(0));
            const credit = lines.reduce((s, l) => s.plus(l[2] as string), new Decimal(0));
            expect(debit.toFixed(2)).toBe(credit.toFixed(2));
            cashBase = cashBase.plus(amount.times(payRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
            differences = differences.plus(paid.body.data.exchange_difference);
            left = left.minus(amount);
          }
          const after = await get(`${PI}/${inv.body.data.id}`);
          expect(after.outstanding).toBe("0.00");
          expect(after.outstanding_base).toBe("0.00");
          // A gain is what the bill carried in base beyond what the money cost.
          expect(differences.toFixed(2)).toBe(new Decimal(after.payable_base).minus(cashBase).toFixed(2));
        },
      ),
      { numRuns: 12 },
    );
    expect(await checks()).toEqual({ payables: [], currencies: [] });
  });
});
