import { describe, expect, it } from "vitest";
import { daysBetween, dueDateOf } from "../calendar.js";
import { agingBucketIndex, agingBucketKeys, agingBucketTitles, agingBucketsField } from "../reports/aging.js";
import { estimationIndex } from "./aging.js";
import { npwp16 } from "../schemas/common.js";
import { type CoretaxInvoice, coretaxItems, coretaxProblems, coretaxXml, transactionCodeOf } from "./coretax.js";
import { salesInvoicePosting, salesPaymentPosting } from "./posting.js";
import { normalizeTaxInvoiceNumber, paymentFigures, salesPaymentBody } from "./schemas.js";

const sides = (posting: ReturnType<typeof salesInvoicePosting>) =>
  posting.checkedLines().map((l) => [l.accountId, l.debit.toFixed(2), l.credit.toFixed(2)]);

describe("sales postings", () => {
  it("an invoice: receivable for the total against revenue per account and VAT per account", () => {
    const posting = salesInvoicePosting({
      receivableAccountId: "ar",
      contactId: "c",
      officeId: null,
      tagIds: [],
      description: "PT A",
      revenue: [
        { accountId: "sales", amount: "899999.10" },
        { accountId: "service", amount: "1050.00" },
        { accountId: "sales", amount: "500000.00" },
      ],
      vat: [{ accountId: "vat", amount: "99115.00" }],
    });
    expect(sides(posting)).toEqual([
      ["ar", "1500164.10", "0.00"],
      ["sales", "0.00", "1399999.10"],
      ["service", "0.00", "1050.00"],
      ["vat", "0.00", "99115.00"],
    ]);
    expect(posting.checkedLines().every((l) => l.contactId === "c")).toBe(true);
  });

  it("a payment: bank, deductions and deposit used against the receivables and an overpayment", () => {
    const posting = salesPaymentPosting({
      contactId: "c",
      officeId: null,
      tagIds: [],
      description: "PT A",
      cashAccountId: "bank",
      received: "5800000",
      deductions: [
        { accountId: "pph23", amount: "200000" },
        { accountId: "charges", amount: "0" },
      ],
      depositAccountId: "deposit",
      depositUsed: "100000",
      overpayment: "50000",
      receivables: [{ accountId: "ar", amount: "6050000" }],
    });
    expect(sides(posting)).toEqual([
      ["bank", "5800000.00", "0.00"],
      ["pph23", "200000.00", "0.00"],
      ["deposit", "100000.00", "0.00"],
      ["ar", "0.00", "6050000.00"],
      ["deposit", "0.00", "50000.00"],
    ]);
  });

  it("payment figures: received + deductions + deposit used = applied + overpayment", () => {
    const body = salesPaymentBody.parse({
      cashbank_id: "0190a4a0-0000-7000-8000-000000000001",
      contact_id: "0190a4a0-0000-7000-8000-000000000002",
      date: "2026-03-01",
      received: "980000",
      details: [{ invoice_id: "0190a4a0-0000-7000-8000-000000000003", amount: "900000" }],
      deductions: [{ kind: "withholding", amount: "20000" }],
    });
    expect(paymentFigures(body)).toEqual({ applied: "900000.00", deduction_total: "20000.00", overpayment: "100000.00" });
    expect(paymentFigures({ ...body, received: "800000" }).overpayment).toBe("-80000.00");
  });
});

describe("aging", () => {
  it("buckets: current, 1–30, 31–60, 61–90, over 90 — and configurable", () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map((d) => agingBucketIndex(d, [30, 60, 90]))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(agingBucketKeys([30, 60, 90])).toEqual(["current", "d1_30", "d31_60", "d61_90", "over_90"]);
    expect(agingBucketTitles([15, 45]).map((t) => t.id)).toEqual(["Belum jatuh tempo", "1–15 hari", "16–45 hari", "Lebih dari 45 hari"]);
    expect(agingBucketsField().parse(undefined)).toEqual([30, 60, 90]);
    expect(agingBucketsField().safeParse("60,30").success).toBe(false);
    expect(agingBucketsField().safeParse("0,30").success).toBe(false);
  });

  it("days and due dates across months and leap years", () => {
    expect(daysBetween("2026-01-31", "2026-03-01")).toBe(29);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(dueDateOf("2026-01-31", 30)).toBe("2026-03-02");
    expect(dueDateOf("2026-01-31", null)).toBe("2026-01-31");
    expect([-1, 0, 7, 8, 30, 31, 60, 61].map((d) => estimationIndex(d))).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
  });
});

describe("tax invoice numbers", () => {
  it("accepts e-Faktur's 16 digits (formatted or bare) and Coretax's 17, refuses the rest", () => {
    expect(normalizeTaxInvoiceNumber("010.000-24.00000001")).toBe("0100002400000001");
    expect(normalizeTaxInvoiceNumber("04002500000000123")).toBe("04002500000000123");
    for (const bad of ["12345", "990.000-24.00000001", "012.000-24.00000001", "0100002400000001999"]) expect(normalizeTaxInvoiceNumber(bad), bad).toBeNull();
  });
});

const invoice = (overrides: Partial<CoretaxInvoice> = {}): CoretaxInvoice => ({
  id: "i1",
  number: "INV/2026/07/0001",
  invoice_date: "2026-07-02",
  tax_invoice_number: null,
  buyer_name: "PT Pembeli & Co",
  buyer_address: "Jl. Sudirman 1",
  buyer_email: null,
  buyer_id_type: "tin",
  buyer_id_number: "012502909801000",
  buyer_nitku: null,
  vat: "231.00",
  lines: [
    { kind: "goods", name: "A", quantity: "1", price: "1050", discount: "0", net: "1050.00", vat: { kind: "vat", rate: "12", base_numerator: 11, base_denominator: 12 } },
    { kind: "service", name: "B", quantity: "1", price: "1050", discount: "0", net: "1050.00", vat: { kind: "vat", rate: "12", base_numerator: 11, base_denominator: 12 } },
    { kind: "service", name: "Free", quantity: "1", price: "10", discount: "0", net: "10.00", vat: null },
  ],
  ...overrides,
});

describe("Coretax e-Faktur", () => {
  it("spreads the invoice's VAT (rounded once) over its taxed lines so they add up exactly", () => {
    const items = coretaxItems(invoice());
    expect(items.map((i) => [i.otherTaxBase.toFixed(2), i.vat.toFixed(2)])).toEqual([
      ["962.50", "115.50"],
      ["962.50", "115.50"],
    ]);
  });

  it("names each problem per invoice", () => {
    const problems = coretaxProblems({ name: "PT Saya", npwp: "123", nitku: null }, [
      invoice(),
      invoice({ id: "i2", number: "INV-2", buyer_id_type: "nik", buyer_id_number: "123", buyer_address: null, lines: [] }),
      invoice({ id: "i3", number: "INV-3", buyer_nitku: "1234", lines: [invoice().lines[0]!, { ...invoice().lines[1]!, vat: { kind: "vat_luxury", rate: "12", base_numerator: 1, base_denominator: 1 } }] }),
    ]);
    expect(problems.map((p) => [p.invoice, p.code])).toEqual([
      [null, "coretax_seller_npwp"],
      ["INV-2", "coretax_buyer_address"],
      ["INV-2", "coretax_buyer_nik"],
      ["INV-2", "coretax_no_vat"],
      ["INV-2", "coretax_vat_mismatch"],
      ["INV-3", "coretax_buyer_nitku"],
      ["INV-3", "coretax_mixed_vat"],
    ]);
  });

  it("writes escaped XML with the buyer's 16-digit NPWP and NITKU", () => {
    expect(npwp16("01.250.290.9-801.000")).toBe("0012502909801000");
    expect(transactionCodeOf(invoice().lines)).toBe("04");
    const xml = coretaxXml({ name: "PT Saya", npwp: "3171012345678901", nitku: null }, [invoice()]);
    expect(xml).toContain("<TIN>3171012345678901</TIN>");
    expect(xml).toContain("<BuyerName>PT Pembeli &amp; Co</BuyerName>");
    expect(xml).toContain("<BuyerIDTKU>0012502909801000000000</BuyerIDTKU>");
    expect(xml.match(/<GoodService>/g)).toHaveLength(2);
  });
});
