// fast-xml-parser (a dependency of the bank statement import): a validating parser, so the test does not read the XML with our own code.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/tenant.js";
import { TestApp } from "../../test/harness.js";
import { line, postJournal } from "../../test/ledger-helpers.js";
import { pdfText } from "../../test/pdf-text.js";
import { approvedInvoice, createCustomer, pay, type SalesFixture, salesFixture } from "../../test/sales-fixture.js";
import { receivableDifferences } from "./sales.subledger.js";

let t: TestApp;
let f: SalesFixture;

/** What the test itself knows it created: invoices (date, due, total) and payments (date, amount) per invoice. */
const book: { id: string; contact: string; date: string; due: string; total: number; payments: { date: string; amount: number }[] }[] = [];
let second: string;

beforeAll(async () => {
  t = await TestApp.start();
  f = await salesFixture(t, "reports");
  second = await createCustomer(t, f.owner.token, { term_of_payment: 0 });
  const plan = [
    { contact: f.customer, date: "2026-01-05", due: "2026-01-20", price: "1000000", pays: [["2026-02-10", "400000"]] },
    { contact: f.customer, date: "2026-02-01", due: "2026-03-03", price: "2500000", pays: [["2026-03-01", "2500000"]] },
    { contact: second, date: "2026-02-15", due: "2026-02-15", price: "750000", pays: [] },
    { contact: second, date: "2026-03-20", due: "2026-04-19", price: "300000", pays: [["2026-04-01", "100000"], ["2026-05-02", "50000"]] },
    { contact: f.customer, date: "2026-04-10", due: "2026-06-09", price: "1200000", pays: [] },
  ] as const;
  for (const p of plan) {
    const invoice = await approvedInvoice(t, f, p.date, p.price, { contactId: p.contact, dueDate: p.due });
    const entry = { id: invoice.id, contact: p.contact, date: p.date, due: p.due, total: Number(p.price), payments: [] as { date: string; amount: number }[] };
    for (const [date, amount] of p.pays) {
      const res = await t.request("POST", "/api/transactions/sales-payment", {
        token: f.owner.token,
        body: { cashbank_id: f.bankId, contact_id: p.contact, date, received: amount, details: [{ invoice_id: invoice.id, amount }] },
      });
      expect(res.status).toBe(201);
      entry.payments.push({ date, amount: Number(amount) });
    }
    book.push(entry);
  }
});
afterAll(() => t.close());

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** The aging recomputed here from the invoices and payments the test made (integers: no cents in the plan). */
function expectedAging(asOf: string) {
  const keys = ["current", "d1_30", "d31_60", "d61_90", "over_90"];
  const byContact = new Map<string, Record<string, number>>();
  for (const inv of book) {
    if (inv.date > asOf) continue;
    const open = inv.total - inv.payments.filter((p) => p.date <= asOf).reduce((s, p) => s + p.amount, 0);
    if (open === 0) continue;
    const late = days(inv.due, asOf);
    const bucket = late <= 0 ? 0 : late <= 30 ? 1 : late <= 60 ? 2 : late <= 90 ? 3 : 4;
    const sums = byContact.get(inv.contact) ?? Object.fromEntries(keys.map((k) => [k, 0]));
    sums[keys[bucket] as string] = (sums[keys[bucket] as string] as number) + open;
    byContact.set(inv.contact, sums);
  }
  return byContact;
}

describe("sales reports", () => {
  it("aging equals a recomputation from invoices and payments at three as-of dates", async () => {
    for (const asOf of ["2026-02-12", "2026-03-31", "2026-06-30"]) {
      const res = await t.request("GET", `/api/report/sales-aging?date=${asOf}`, { token: f.owner.token });
      expect(res.status, asOf).toBe(200);
      const expected = expectedAging(asOf);
      const got = new Map<string, Record<string, number>>(
        res.body.data.rows.map((r: { contact_id: string; buckets: Record<string, string> }) => [
          r.contact_id,
          Object.fromEntries(Object.entries(r.buckets).map(([k, v]) => [k, Number(v)])),
        ]),
      );
      expect(got, asOf).toEqual(expected);
      const detail = await t.request("GET", `/api/report/sales-aging-detail?date=${asOf}`, { token: f.owner.token });
      expect(detail.body.data.totals.total, asOf).toBe(res.body.data.totals.total);
    }
  });

  it("buckets are configurable and a bad list is refused", async () => {
    const res = await t.request("GET", "/api/report/sales-aging?date=2026-06-30&buckets=15,45", { token: f.owner.token });
    expect(res.body.data.bucket_keys).toEqual(["current", "d1_15", "d16_45", "over_45"]);
    const bad = await t.request("GET", "/api/report/sales-aging?date=2026-06-30&buckets=60,30", { token: f.owner.token });
    expect(bad.status).toBe(422);
    const csv = await t.request("GET", "/api/report/sales-aging?date=2026-06-30&format=csv", { token: f.owner.token, headers: { "accept-language": "id" } });
    expect(String(csv.body).split("\n")[0]).toContain("Belum jatuh tempo");
  });

  it("the other receivable and payment reports agree with each other", async () => {
    const register = await t.request("GET", "/api/report/sales/invoice?date_from=2026-01-01&date_to=2026-06-30", { token: f.owner.token });
    expect(register.body.data.totals).toMatchObject({ total: "5750000.00", paid: "3050000.00", outstanding: "2700000.00" });
    const payments = await t.request("GET", "/api/report/payment?date_from=2026-01-01&date_to=2026-06-30", { token: f.owner.token });
    expect(payments.body.data.totals.applied).toBe("3050000.00");
    const byCustomer = await t.request("GET", "/api/report/paymentNew?date_from=2026-01-01&date_to=2026-06-30", { token: f.owner.token });
    expect(byCustomer.body.data.totals).toMatchObject({ payments: 4, applied: "3050000.00" });
    const history = await t.request("GET", `/api/report/history-payment?date_from=2026-01-01&date_to=2026-06-30&contact_ids=${second}`, { token: f.owner.token });
    expect(history.body.data.totals.amount).toBe("150000.00");
    const estimation = await t.request("GET", "/api/report/estimation-collection?date=2026-03-31", { token: f.owner.token });
    const aging = await t.request("GET", "/api/report/sales-aging?date=2026-03-31", { token: f.owner.token });
    expect(estimation.body.data.totals.total).toBe(aging.body.data.totals.total);
    const byDue = await t.request("GET", "/api/report/payment/estimation?date=2026-03-31", { token: f.owner.token });
    expect(byDue.body.data.totals.outstanding).toBe(aging.body.data.totals.total);
    const paymentAging = await t.request("GET", `/api/report/payment/aging-detail?date=2026-06-30&contact_ids=${second}`, { token: f.owner.token });
    expect(paymentAging.body.data.rows.map((r: { payment_date: string | null; days_after_due: number | null }) => [r.payment_date, r.days_after_due])).toEqual([
      [null, null],
      ["2026-04-01", -18],
      ["2026-05-02", 13],
    ]);
    const pdf = await t.request("GET", "/api/report/sales/invoice?date_from=2026-01-01&date_to=2026-06-30&format=pdf", { token: f.owner.token });
    expect(pdf.status).toBe(200);
    const denied = await t.member(f.owner.token, [{ action: "read", resource: "TxSalesInvoice" }], "noreport");
    expect((await t.request("GET", "/api/report/sales-aging?date=2026-06-30", { token: denied.token })).status).toBe(403);
  });

  it("the receivable sub-ledger check finds a planted difference, naming the customer", async () => {
    const actor = { companyId: f.owner.companyId, userId: f.owner.userId };
    const clean = await inTransaction(t.database.db, actor, (tx) => receivableDifferences(tx, f.owner.companyId), { readOnly: true });
    expect(clean).toEqual([]);
    // A manual journal on the receivable account naming the customer: the sub-ledger does not know it.
    const planted = await postJournal(t, f.owner.token, "2026-06-15", [
      line(f.acc["1103.01"] as string, "12345", 0, { contact_id: second }),
      line(f.acc["4101"] as string, 0, "12345"),
    ]);
    expect(planted.status).toBe(201);
    const found = await inTransaction(t.database.db, actor, (tx) => receivableDifferences(tx, f.owner.companyId), { readOnly: true });
    expect(found).toEqual([{ contact_id: second, contact_name: expect.any(String), ledger: "912345.00", subledger: "900000.00" }]);
  });

  it("the customer statement: opening, invoices and payments of the period, closing", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/master-data/contact/${second}/statement?date_from=2026-03-01&date_to=2026-04-30`,
      headers: { authorization: `Bearer ${f.owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain("Statement of account");
    expect(text).toContain("750,000.00");
    expect(text).toContain("950,000.00");
    const other = await t.owner("statement-other");
    const foreign = await t.request("GET", `/api/master-data/contact/${second}/statement?date_from=2026-03-01&date_to=2026-04-30`, { token: other.token });
    expect(foreign.status).toBe(404);
  });
});

describe("Coretax e-Faktur export", () => {
  it("names every problem per invoice, then exports XML with the structure of docs/coretax-efaktur.md", async () => {
    const withVat = await approvedInvoice(t, f, "2026-07-02", "10000000", { taxed: true });
    const without = await approvedInvoice(t, f, "2026-07-03", "500000");
    const check = await t.request("GET", "/api/transactions/sales-invoice/coretax?date_from=2026-07-01&date_to=2026-07-31&check=true", { token: f.owner.token });
    expect(check.status).toBe(200);
    expect(check.body.data.problems.map((p: { message: string }) => p.message)).toEqual([
      "The company's NPWP () is not 16 digits: set it in the company profile.",
      `${without.number}: no line carries VAT.`,
    ]);
    const refused = await t.request("GET", "/api/transactions/sales-invoice/coretax?date_from=2026-07-01&date_to=2026-07-31", { token: f.owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[without.number]).toEqual([`${without.number}: no line carries VAT.`]);
    await t.request("PUT", "/api/company/profile", { token: f.owner.token, body: { npwp: "3171012345678901" } });
    await t.request("DELETE", `/api/transactions/sales-invoice/${without.id}`, { token: f.owner.token });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/transactions/sales-invoice/coretax?date_from=2026-07-01&date_to=2026-07-31",
      headers: { authorization: `Bearer ${f.owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(XMLValidator.validate(res.body)).toBe(true);
    const xml = new XMLParser({ parseTagValue: false }).parse(res.body);
    const invoice = xml.TaxInvoiceBulk.ListOfTaxInvoice.TaxInvoice;
    expect(xml.TaxInvoiceBulk.TIN).toBe("3171012345678901");
    expect(Object.keys(invoice)).toEqual([
      "TaxInvoiceDate", "TaxInvoiceOpt", "TrxCode", "AddInfo", "CustomDoc", "CustomDocMonthYear", "RefDesc", "FacilityStamp",
      "SellerIDTKU", "BuyerTin", "BuyerDocument", "BuyerCountry", "BuyerDocumentNumber", "BuyerName", "BuyerAdress", "BuyerEmail",
      "BuyerIDTKU", "ListOfGoodService",
    ]);
    expect(invoice).toMatchObject({
      TaxInvoiceDate: "2026-07-02",
      TrxCode: "04",
      RefDesc: withVat.number,
      SellerIDTKU: "3171012345678901000000",
      BuyerTin: "0012502909801000",
      BuyerDocument: "TIN",
      BuyerIDTKU: "0012502909801000000000",
    });
    expect(invoice.ListOfGoodService.GoodService).toMatchObject({
      Opt: "B",
      Price: "10000000.00",
      Qty: "1",
      TaxBase: "10000000.00",
      OtherTaxBase: "9166666.67",
      VATRate: "12",
      VAT: "1100000.00",
    });
  });
});
