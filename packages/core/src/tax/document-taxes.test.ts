import { describe, expect, it } from "vitest";
import { type DocumentTaxRate, DocumentTaxError, documentTaxes } from "./document-taxes.js";

// The starter taxes of every company (master-data seeds), as master data holds them.
const rates = new Map<string, DocumentTaxRate>([
  ["ppn", { id: "ppn", kind: "vat", rate: "12", base_numerator: 11, base_denominator: 12 }],
  ["lux", { id: "lux", kind: "vat_luxury", rate: "12", base_numerator: 1, base_denominator: 1 }],
  ["freight", { id: "freight", kind: "vat_freight", rate: "12", base_numerator: 11, base_denominator: 120 }],
  ["pph23", { id: "pph23", kind: "withholding", rate: "2", base_numerator: 1, base_denominator: 1 }],
  ["pph42", { id: "pph42", kind: "final", rate: "10", base_numerator: 1, base_denominator: 1 }],
]);

describe("document taxes (hand-computed)", () => {
  it("PPN 12% on DPP nilai lain 11/12: 10 × 1 000 000 → DPP 10 000 000, base 9 166 666.67, PPN 1 100 000", () => {
    const t = documentTaxes([{ quantity: "10", price: "1000000", tax_ids: ["ppn"] }], rates);
    expect(t).toMatchObject({ subtotal: "10000000.00", dpp: "10000000.00", vat_base: "9166666.67", vat: "1100000.00", total: "11100000.00" });
    expect(t.taxes).toEqual([{ tax_id: "ppn", kind: "vat", base: "10000000.00", tax_base: "9166666.67", amount: "1100000.00" }]);
  });

  it("discount first, then PPN rounded down to the rupiah: 3 × 333 333 less 10%", () => {
    // gross 999 999.00, discount 99 999.90, net 899 999.10; × 11/12 = 824 999.175 → 824 999.18; × 12% = 98 999.90… → 98 999
    const t = documentTaxes([{ quantity: "3", price: "333333", discount_percent: "10", tax_ids: ["ppn"] }], rates);
    expect(t).toMatchObject({ subtotal: "999999.00", discount: "99999.90", dpp: "899999.10", vat_base: "824999.18", vat: "98999.00", total: "998998.10" });
  });

  it("computes the tax on the exact base: 5 000 000 at 12% on 11/12 is 550 000 (the base shows 4 583 333.33)", () => {
    const t = documentTaxes([{ quantity: "1", price: "5000000", tax_ids: ["ppn"] }], rates);
    expect(t).toMatchObject({ vat_base: "4583333.33", vat: "550000.00", total: "5550000.00" });
  });

  it("rounds once per document, not per line: two lines of 1 050 give 231, not 115 + 115", () => {
    const t = documentTaxes(
      [
        { quantity: "1", price: "1050", tax_ids: ["ppn"] },
        { quantity: "1", price: "1050", tax_ids: ["ppn"] },
      ],
      rates,
    );
    expect(t.vat_base).toBe("1925.00");
    expect(t.vat).toBe("231.00");
  });

  it("luxury PPN on the full base, exempt lines untaxed, freight at an effective 1.1%", () => {
    const t = documentTaxes(
      [
        { quantity: "2", price: "5000000", tax_ids: ["lux"] },
        { quantity: "1", price: "500000" },
        { quantity: "1", price: "1000000", tax_ids: ["freight"] },
      ],
      rates,
    );
    expect(t.taxes.find((x) => x.tax_id === "lux")).toMatchObject({ tax_base: "10000000.00", amount: "1200000.00" });
    // 1 000 000 × 11/120 = 91 666.67; × 12% = 11 000.0004 → 11 000
    expect(t.taxes.find((x) => x.tax_id === "freight")).toMatchObject({ tax_base: "91666.67", amount: "11000.00" });
    expect(t).toMatchObject({ dpp: "11500000.00", dpp_taxable: "11000000.00", dpp_exempt: "500000.00", vat: "1211000.00", total: "12711000.00" });
    expect(t.lines[1]).toEqual({ gross: "500000.00", discount: "0.00", net: "500000.00" });
  });

  it("withholding (PPh 23 2%) and final tax reduce what is paid, not the total", () => {
    const t = documentTaxes(
      [
        { quantity: "1", price: "10000000", tax_ids: ["ppn", "pph23"] },
        { quantity: "1", price: "2500000", tax_ids: ["pph42"] },
      ],
      rates,
    );
    expect(t).toMatchObject({ dpp: "12500000.00", vat: "1100000.00", withholding: "450000.00", total: "13600000.00", payable: "13150000.00" });
  });

  it("keeps cents on DPP and rounds the withholding down: 1 × 123 456.78 at 2% → 2 469", () => {
    const t = documentTaxes([{ quantity: "1", price: "123456.78", tax_ids: ["pph23"] }], rates);
    expect(t).toMatchObject({ dpp: "123456.78", withholding: "2469.00", total: "123456.78", payable: "120987.78" });
  });

  it("refuses an unknown tax and two VAT taxes on one line, naming the line", () => {
    expect(() => documentTaxes([{ quantity: "1", price: "1", tax_ids: ["nope"] }], rates)).toThrow(DocumentTaxError);
    try {
      documentTaxes(
        [
          { quantity: "1", price: "1" },
          { quantity: "1", price: "1", tax_ids: ["ppn", "lux"] },
        ],
        rates,
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: "tax_two_vat", lineIndex: 1, taxId: "lux" });
    }
    expect(() => documentTaxes([{ quantity: "1", price: "1", tax_ids: ["pph23", "pph42"] }], rates)).toThrow(/tax_two_withholding/);
  });

  it("an empty document is all zeros", () => {
    expect(documentTaxes([], rates)).toMatchObject({ subtotal: "0.00", vat: "0.00", total: "0.00", payable: "0.00", taxes: [] });
  });
});
