import { describe, expect, it } from "vitest";
import { cashbankPosting, type CashbankTax, transferPosting } from "./posting.js";
import { cashFlowSectionOf, cashbankReports } from "./reports.js";
import { cashbankTransactionBody, cashbankTransferBody } from "./schemas.js";

const CASH = "cash";
const vat: CashbankTax = { id: "vat", kind: "vat", rate: "11", base_numerator: 1, base_denominator: 1, sell_account_id: "vat-out", buy_account_id: "vat-in" };
const pph23: CashbankTax = { id: "pph23", kind: "withholding", rate: "2", base_numerator: 1, base_denominator: 1, sell_account_id: "pph-prepaid", buy_account_id: "pph-payable" };
const taxes = new Map([
  ["vat", vat],
  ["pph23", pph23],
]);
const sides = (lines: readonly { accountId: string; debit: { toFixed(n: number): string }; credit: { toFixed(n: number): string } }[]) =>
  lines.map((l) => [l.accountId, l.debit.toFixed(2), l.credit.toFixed(2)]);

describe("cash and bank postings", () => {
  it("a payment credits cash with lines + input VAT − tax withheld, and debits each line", () => {
    const { posting, cash_amount } = cashbankPosting({
      kind: "bank_out",
      cash_account_id: CASH,
      office_id: null,
      contact_id: null,
      description: "Jasa konsultan",
      lines: [{ account_id: "6110", amount: "1000000.00", tax_ids: ["vat", "pph23"] }],
      taxes,
    });
    // 1 000 000 + 110 000 − 20 000
    expect(cash_amount).toBe("1090000.00");
    expect(sides(posting.checkedLines())).toEqual([
      ["6110", "1000000.00", "0.00"],
      ["vat-in", "110000.00", "0.00"],
      ["pph-payable", "0.00", "20000.00"],
      [CASH, "0.00", "1090000.00"],
    ]);
  });

  it("a receipt debits cash and the tax the customer withheld, and credits lines and output VAT", () => {
    const { posting, cash_amount } = cashbankPosting({
      kind: "cash_in",
      cash_account_id: CASH,
      office_id: null,
      contact_id: null,
      description: null,
      lines: [
        { account_id: "4102", amount: "500000.50", tax_ids: ["vat", "pph23"] },
        { account_id: "7102", amount: "250000" },
      ],
      taxes,
    });
    // VAT 11% of 500 000.50 = 55 000.05 → 55 000 (down to the rupiah); PPh 23 2% → 10 000
    expect(cash_amount).toBe("795000.50");
    expect(sides(posting.checkedLines())).toEqual([
      [CASH, "795000.50", "0.00"],
      ["4102", "0.00", "500000.50"],
      ["7102", "0.00", "250000.00"],
      ["vat-out", "0.00", "55000.00"],
      ["pph-prepaid", "10000.00", "0.00"],
    ]);
  });

  it("a transfer is one journal; the bank charge comes out of the sender too", () => {
    const posting = transferPosting({
      from_account_id: "bca",
      to_account_id: "cash",
      amount: "2000000",
      charge_amount: "6500",
      charge_account_id: "8101",
      office_id: null,
      description: null,
    });
    expect(sides(posting.checkedLines())).toEqual([
      ["cash", "2000000.00", "0.00"],
      ["8101", "6500.00", "0.00"],
      ["bca", "0.00", "2006500.00"],
    ]);
    const plain = transferPosting({ ...{ from_account_id: "bca", to_account_id: "cash", amount: "10", charge_amount: "0", charge_account_id: null, office_id: null, description: null } });
    expect(plain.size).toBe(2);
  });
});

describe("cash and bank schemas", () => {
  const id = "01900000-0000-7000-8000-000000000001";
  it("refuses a zero line, a transfer to the same account, and a charge without its account", () => {
    const base = { transaction_type_id: id, cashbank_id: id, date: "2026-03-01" };
    expect(cashbankTransactionBody.safeParse({ ...base, details: [{ account_id: id, amount: "0" }] }).success).toBe(false);
    expect(cashbankTransactionBody.safeParse({ ...base, details: [{ account_id: id, amount: "10.5" }] }).success).toBe(true);
    const transfer = { date: "2026-03-01", from_cashbank_id: id, to_cashbank_id: id, amount: "10" };
    expect(cashbankTransferBody.safeParse(transfer).success).toBe(false);
    const other = { ...transfer, to_cashbank_id: "01900000-0000-7000-8000-000000000002" };
    expect(cashbankTransferBody.safeParse(other).success).toBe(true);
    expect(cashbankTransferBody.safeParse({ ...other, charge_amount: "5000" }).success).toBe(false);
  });
});

describe("cash-flow sections", () => {
  it("classes counter accounts by type and subtype", () => {
    expect(cashFlowSectionOf("revenue", "sales")).toBe("operating");
    expect(cashFlowSectionOf("asset", "fixed_asset")).toBe("investing");
    expect(cashFlowSectionOf("liability", "long_term_liability")).toBe("financing");
    expect(cashFlowSectionOf("equity", "capital")).toBe("financing");
    expect(cashFlowSectionOf("asset", "bank")).toBe("transfers");
    expect(cashFlowSectionOf("liability", "payable")).toBe("operating");
  });

  it("every report's table has titled columns in both languages", () => {
    for (const definition of Object.values(cashbankReports)) {
      expect(definition.title.en).not.toBe(definition.title.id);
      expect(definition.resource).toBe("ReportCashBank");
    }
  });
});
