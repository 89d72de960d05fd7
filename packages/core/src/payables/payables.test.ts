import { describe, expect, it } from "vitest";
import { documentTaxes } from "../tax/document-taxes.js";
import { daysBetween, dueDateOf } from "../calendar.js";
import { npwp16 } from "../schemas/common.js";
import { agingBucketIndex, agingBucketKeys } from "../reports/aging.js";
import { estimationBucketOf } from "./aging.js";
import { buildEbupot, ebupotSheets } from "./ebupot.js";
import { matchBreaches } from "./match.js";
import { apInvoicePosting, apPayable, apPaymentPosting, paymentCashOut } from "./posting.js";
import { purchaseInvoiceBody } from "./schemas.js";

const ppn = { id: "ppn", kind: "vat", rate: "12", base_numerator: 11, base_denominator: 12 };
const pph23 = { id: "pph23", kind: "withholding", rate: "2", base_numerator: 1, base_denominator: 1 };
const pph42 = { id: "pph42", kind: "final", rate: "10", base_numerator: 1, base_denominator: 1 };
const rates = new Map([ppn, pph23, pph42].map((r) => [r.id, r]));

const sides = (posting: ReturnType<typeof apInvoicePosting>) =>
  posting.checkedLines().map((l) => [l.accountId, l.debit.toFixed(2), l.credit.toFixed(2)]);

describe("AP journal of a purchase invoice", () => {
  it("debits expense and input VAT, credits withholding and the vendor (hand-computed)", () => {
    // Consulting 2 × 5 000 000 less 10%, PPN 12% on 11/12, PPh 23 2%.
    const taxes = documentTaxes([{ quantity: "2", price: "5000000", discount_percent: "10", tax_ids: ["ppn", "pph23"] }], rates);
    expect(taxes).toMatchObject({ dpp: "9000000.00", vat_base: "8250000.00", vat: "990000.00", withholding: "180000.00", payable: "9810000.00" });
    const invoice = {
      payableAccountId: "ap",
      contactId: "v",
      officeId: null,
      tagIds: [],
      description: "Consulting",
      lines: [{ accountId: "exp", amount: taxes.lines[0]!.net, description: null }],
      vat: [{ accountId: "vat-in", amount: taxes.vat }],
      withholding: [{ accountId: "pph23-payable", amount: taxes.withholding }],
    };
    expect(sides(apInvoicePosting(invoice))).toEqual([
      ["exp", "9000000.00", "0.00"],
      ["vat-in", "990000.00", "0.00"],
      ["pph23-payable", "0.00", "180000.00"],
      ["ap", "0.00", "9810000.00"],
    ]);
    expect(apPayable(invoice).toFixed(2)).toBe(taxes.payable);
  });

  it("keeps exempt lines out of VAT, rounds the document's tax down once, and offsets an advance", () => {
    // 3 × 333 333.33 taxed + 1 000 000 exempt; PPN base 999 999.99 × 11/12 = 916 666.66 → 12% = 109 999.99 → 109 999.
    const taxes = documentTaxes(
      [
        { quantity: "3", price: "333333.33", tax_ids: ["ppn"] },
        { quantity: "1", price: "1000000", tax_ids: [] },
      ],
      rates,
    );
    expect(taxes).toMatchObject({ dpp_exempt: "1000000.00", vat: "109999.00", total: "2109998.99" });
    const posting = apInvoicePosting({
      payableAccountId: "ap",
      contactId: "v",
      officeId: null,
      tagIds: [],
      description: null,
      lines: taxes.lines.map((l, i) => ({ accountId: `exp${i}`, amount: l.net, description: null })),
      vat: [{ accountId: "vat-in", amount: taxes.vat }],
      withholding: [],
      advance: { accountId: "advance", amount: "500000" },
    });
    expect(sides(posting)).toContainEqual(["advance", "0.00", "500000.00"]);
    expect(sides(posting)).toContainEqual(["ap", "0.00", "1609998.99"]);
  });

  it("withholds PPh 4(2) at 10% of rent", () => {
    const taxes = documentTaxes([{ quantity: "1", price: "25000000", tax_ids: ["pph42"] }], rates);
    expect(taxes).toMatchObject({ vat: "0.00", withholding: "2500000.00", payable: "22500000.00" });
  });
});

describe("payment journal", () => {
  it("debits the payables, adds charges, subtracts deductions from the bank", () => {
    const payment = {
      cashAccountId: "bank",
      officeId: null,
      description: "Pay",
      applications: [
        { payableAccountId: "ap", contactId: "a", amount: "1000000.40", description: null },
        { payableAccountId: "ap", contactId: "b", amount: "500000", description: null },
      ],
      deductions: [
        { kind: "deduction" as const, accountId: "rounding", amount: "0.40", description: null },
        { kind: "charge" as const, accountId: "fees", amount: "6500", description: null },
      ],
    };
    expect(paymentCashOut(payment).toFixed(2)).toBe("1506500.00");
    const lines = apPaymentPosting(payment).checkedLines();
    expect(lines.map((l) => [l.accountId, l.debit.toFixed(2), l.credit.toFixed(2), l.contactId])).toEqual([
      ["ap", "1000000.40", "0.00", "a"],
      ["ap", "500000.00", "0.00", "b"],
      ["rounding", "0.00", "0.40", null],
      ["fees", "6500.00", "0.00", null],
      ["bank", "0.00", "1506500.00", null],
    ]);
    // One vendor paid: the cash line names it (the cash book shows who was paid).
    const one = apPaymentPosting({ ...payment, applications: payment.applications.slice(0, 1), deductions: [] }).checkedLines();
    expect(one.map((l) => [l.accountId, l.contactId])).toEqual([
      ["ap", "a"],
      ["bank", "a"],
    ]);
  });
});

describe("aging", () => {
  it("buckets by days past due and by days until due", () => {
    const bucketOf = (due: string, asOf: string) => agingBucketKeys([30, 60, 90])[agingBucketIndex(daysBetween(due, asOf), [30, 60, 90])];
    expect(bucketOf("2026-03-31", "2026-03-31")).toBe("current");
    expect(bucketOf("2026-03-01", "2026-03-31")).toBe("d1_30");
    expect(bucketOf("2026-01-30", "2026-03-31")).toBe("d31_60");
    expect(bucketOf("2025-12-31", "2026-03-31")).toBe("d61_90");
    expect(bucketOf("2025-12-30", "2026-03-31")).toBe("over_90");
    expect(estimationBucketOf("2026-03-30", "2026-03-31")).toBe("overdue");
    expect(estimationBucketOf("2026-04-07", "2026-03-31")).toBe("due_7");
    expect(estimationBucketOf("2026-06-30", "2026-03-31")).toBe("later");
    expect(dueDateOf("2026-01-31", 30)).toBe("2026-03-02");
    expect(dueDateOf("2026-01-31", null)).toBe("2026-01-31");
  });
});

describe("three-way match", () => {
  it("names a quantity beyond what was received and a price beyond the tolerance", () => {
    const breaches = matchBreaches(
      [
        { line: 0, product: "Semen", quantity: "10", price: "100000", orderedPrice: "100000", received: "12", invoiced: "4" },
        { line: 1, product: "Pasir", quantity: "5", price: "103000", orderedPrice: "100000", received: "5", invoiced: "0" },
        { line: 2, product: "Batu", quantity: "5", price: "102000", orderedPrice: "100000", received: "5", invoiced: "0" },
      ],
      "2",
    );
    expect(breaches).toEqual([
      { code: "quantity_over_received", line: 0, product: "Semen", quantity: "10", available: "8" },
      { code: "price_over_tolerance", line: 1, product: "Pasir", price: "103000", ordered: "100000", tolerance: "2" },
    ]);
  });
});

describe("e-Bupot", () => {
  const invoice = {
    invoiceNumber: "PI/2026/03/0001",
    vendorInvoiceNumber: "INV-77",
    date: "2026-03-10",
    vendorName: "PT Jasa",
    vendorNpwp: "01.250.290.9-801.000",
    kind: "pph23" as const,
    taxes: [{ base: "9000000", rate: "2", withheld: "180000", objectCodes: [null, "24-104-14"] }],
  };

  it("builds one slip per invoice and tax, NPWP in 16 digits, dates as dd/MM/yyyy", () => {
    const { slips, problems } = buildEbupot("0012502909801000", [invoice]);
    expect(problems).toEqual([]);
    expect(slips).toEqual([expect.objectContaining({ npwp: "0012502909801000", taxObjectCode: "24-104-14", base: "9000000.00", withheld: "180000.00" })]);
    const sheets = ebupotSheets("2026-03", slips);
    expect(sheets.map((s) => s.name)).toEqual(["Rekap", "42152223", "Dasar Pemotongan"]);
    expect(sheets[0]?.rows[1]).toEqual([2026, 3, 1, 0]);
    expect(sheets[1]?.rows[1]).toEqual([1, "10/03/2026", "NPWP", "0012502909801000", "", "PT Jasa", "24-104-14", "Pengurus", "N", 9000000, 2, 180000]);
    expect(sheets[2]?.rows[1]).toEqual([1, "Faktur", "INV-77", "10/03/2026"]);
  });

  it("refuses a slip without the vendor's NPWP, a 4(2) code on PPh 23, and a wrong amount", () => {
    const { problems } = buildEbupot(null, [
      { ...invoice, vendorNpwp: null, vendorInvoiceNumber: null, taxes: [{ base: "9000000", rate: "2", withheld: "190000", objectCodes: ["28-409-01"] }] },
    ]);
    expect(problems.map((p) => p.key)).toEqual([
      "payables_ebupot_company_npwp",
      "payables_ebupot_vendor_npwp",
      "payables_ebupot_document",
      "payables_ebupot_object_code",
      "payables_ebupot_amount",
    ]);
    expect(npwp16("12.345")).toBeNull();
  });
});

describe("purchase invoice body", () => {
  it("refuses a bad tax invoice number, no lines and a zero quantity, naming the fields", () => {
    const parsed = purchaseInvoiceBody.safeParse({
      contact_id: "0190a8f0-0000-7000-8000-000000000001",
      vendor_invoice_number: "A-1",
      tax_invoice_number: "12-34",
      date: "2026-03-01",
      lines: [{ quantity: "0", price: "10" }],
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(["tax_invoice_number", "lines.0.quantity"]);
  });
});
