import { describe, expect, it } from "vitest";
import { daysBetween } from "../calendar.js";
import { formatMoney } from "../money/money.js";
import {
  advanceBalance,
  advanceStatus,
  approvedAmountProblem,
  disbursementPosting,
  overdueAdvance,
  type RealisationLine,
  type RealisationTax,
  realisationPosting,
  realisationTotals,
  settlementKindOf,
  settlementLimit,
  settlementPosting,
} from "./advance.js";
import { cashAdvanceApprovalBody, cashAdvanceRequestBody, cashAdvanceSettingsBody, realisationBody } from "./schemas.js";

const ADVANCE = "00000000-0000-7000-8000-000000000001";
const CASH = "00000000-0000-7000-8000-000000000002";
const TRAVEL = "00000000-0000-7000-8000-000000000003";
const MEALS = "00000000-0000-7000-8000-000000000004";
const VAT_IN = "00000000-0000-7000-8000-000000000005";
const PPN = "00000000-0000-7000-8000-000000000006";
const extras = { description: "Ani" };

const line = (account_id: string, amount: string, tax_id: string | null = null): RealisationLine => ({
  account_id,
  description: null,
  amount,
  tax_id,
  work_unit_id: null,
  activity_id: null,
  element_id: null,
  tag_ids: [],
});
// PPN 12% on DPP nilai lain 11/12: 11% effective.
const taxes = new Map<string, RealisationTax>([[PPN, { id: PPN, kind: "vat", rate: "12", base_numerator: 11, base_denominator: 12, buy_account_id: null }]]);

const sides = (posting: ReturnType<typeof disbursementPosting>) =>
  posting.checkedLines().map((l) => [l.accountId, formatMoney(l.debit), formatMoney(l.credit)]);

describe("an advance's balance and state", () => {
  const paid = { amount: "1000000", realised: "0", refunded: "0", topped_up: "0", payable: "0", is_realised: false };

  it("is paid until realised, whatever it holds", () => {
    expect(advanceStatus(paid)).toBe("paid");
    expect(settlementKindOf(paid)).toBeNull();
    expect(formatMoney(advanceBalance(paid))).toBe("1000000.00");
  });

  it("asks for a refund when less was spent and closes once refunded", () => {
    const realised = { ...paid, realised: "850000", is_realised: true };
    expect(advanceStatus(realised)).toBe("realised");
    expect(settlementKindOf(realised)).toBe("refund");
    expect(formatMoney(settlementLimit(realised))).toBe("150000.00");
    const refunded = { ...realised, refunded: "150000" };
    expect(advanceStatus(refunded)).toBe("closed");
    expect(settlementKindOf(refunded)).toBeNull();
  });

  it("asks for a top-up when more was spent and closes once topped up", () => {
    const over = { ...paid, realised: "1200000.50", is_realised: true };
    expect(settlementKindOf(over)).toBe("top_up");
    expect(formatMoney(settlementLimit(over))).toBe("200000.50");
    expect(advanceStatus({ ...over, topped_up: "100000" })).toBe("realised");
    expect(advanceStatus({ ...over, topped_up: "200000.50" })).toBe("closed");
  });

  it("closes as well when what is owed is posted to AP, in part topped up and in part posted", () => {
    const over = { ...paid, realised: "1200000.50", is_realised: true };
    expect(advanceStatus({ ...over, payable: "200000.50" })).toBe("closed");
    const part = { ...over, topped_up: "50000", payable: "100000" };
    expect(settlementKindOf(part)).toBe("top_up");
    expect(formatMoney(settlementLimit(part))).toBe("50000.50");
    expect(advanceStatus({ ...part, payable: "150000.50" })).toBe("closed");
  });

  it("closes at once when the realisation spends exactly the advance", () => {
    expect(advanceStatus({ ...paid, realised: "1000000", is_realised: true })).toBe("closed");
  });
});

describe("the approved amount", () => {
  it("may not exceed the requested amount, nor be zero", () => {
    expect(approvedAmountProblem("1000000", "1000000")).toBeNull();
    expect(approvedAmountProblem("750000", "1000000")).toBeNull();
    expect(approvedAmountProblem("1000000.01", "1000000")).toBe("above_requested");
    expect(approvedAmountProblem("0", "1000000")).toBe("not_positive");
  });

  it("is refused at the boundary with the spec's template", () => {
    const bad = cashAdvanceApprovalBody.safeParse({ approved_amount: "0" });
    expect(bad.success).toBe(false);
    expect(cashAdvanceApprovalBody.safeParse({ approved_amount: "-5" }).success).toBe(false);
    expect(cashAdvanceApprovalBody.parse({ approved_amount: 500000 }).approved_amount).toBe("500000");
  });
});

describe("postings", () => {
  it("pays: Dr employee advance / Cr cash", () => {
    expect(sides(disbursementPosting({ advanceAccountId: ADVANCE, cashAccountId: CASH, amount: "1000000", extras }))).toEqual([
      [ADVANCE, "1000000.00", "0.00"],
      [CASH, "0.00", "1000000.00"],
    ]);
  });

  it("refunds into cash and tops up from it", () => {
    const refund = settlementPosting({ kind: "refund", advanceAccountId: ADVANCE, cashAccountId: CASH, amount: "150000", extras });
    expect(sides(refund)).toEqual([
      [CASH, "150000.00", "0.00"],
      [ADVANCE, "0.00", "150000.00"],
    ]);
    const topUp = settlementPosting({ kind: "top_up", advanceAccountId: ADVANCE, cashAccountId: CASH, amount: "20000", extras });
    expect(sides(topUp)).toEqual([
      [ADVANCE, "20000.00", "0.00"],
      [CASH, "0.00", "20000.00"],
    ]);
  });

  it("realises expenses and the receipts' VAT against the advance", () => {
    // Hotel 600,000 DPP with PPN 12% on 11/12 → 66,000 VAT; meals 120,000 without VAT.
    const { posting, totals } = realisationPosting({
      advanceAccountId: ADVANCE,
      vatInAccountId: VAT_IN,
      lines: [line(TRAVEL, "600000", PPN), line(MEALS, "120000")],
      taxes,
      extras,
    });
    expect(totals).toEqual({ expense: "720000.00", vat: "66000.00", total: "786000.00", line_vat: ["66000.00", "0.00"] });
    expect(sides(posting)).toEqual([
      [TRAVEL, "600000.00", "0.00"],
      [VAT_IN, "66000.00", "0.00"],
      [MEALS, "120000.00", "0.00"],
      [ADVANCE, "0.00", "786000.00"],
    ]);
  });

  it("rounds VAT down to the rupiah once per document and spreads it over the lines exactly", () => {
    const lines = [line(TRAVEL, "100000.10", PPN), line(MEALS, "33333.33", PPN), line(MEALS, "1")];
    const totals = realisationTotals(lines, taxes);
    // DPP 133,333.43 × 11/12 = 122,222.31; × 12% = 14,666.68 → 14,666 (down).
    expect(totals.vat).toBe("14666.00");
    expect(formatMoney(totals.line_vat.reduce((a, b) => a + Number(b), 0))).toBe("14666.00");
    expect(totals.line_vat[2]).toBe("0.00");
    const { posting } = realisationPosting({ advanceAccountId: ADVANCE, vatInAccountId: VAT_IN, lines, taxes, extras });
    expect(() => posting.checkedLines()).not.toThrow();
  });

  it("refuses VAT without an account to take it", () => {
    expect(() =>
      realisationPosting({ advanceAccountId: ADVANCE, vatInAccountId: null, lines: [line(TRAVEL, "1000", PPN)], taxes, extras }),
    ).toThrow(/VAT-in/);
  });
});

describe("the N-days rule", () => {
  const held = [{ date: "2026-03-01", number: "UM/2026/03/0001" }];

  it("is off unless set", () => {
    expect(overdueAdvance(held, "2026-12-31", null)).toBeNull();
  });

  it("refuses only beyond N days", () => {
    expect(daysBetween("2026-03-01", "2026-03-31")).toBe(30);
    expect(overdueAdvance(held, "2026-03-31", 30)).toBeNull();
    expect(overdueAdvance(held, "2026-04-01", 30)).toEqual(held[0]);
  });
});

describe("bodies", () => {
  const request = {
    date: "2026-03-02",
    purpose_date: "2026-03-05",
    advance_type: "travel",
    employee_id: ADVANCE,
    request_amount: "1500000",
  };

  it("a request needs an amount above zero and refuses unknown fields", () => {
    expect(cashAdvanceRequestBody.parse(request).account_id).toBeNull();
    expect(cashAdvanceRequestBody.safeParse({ ...request, request_amount: "0" }).success).toBe(false);
    expect(cashAdvanceRequestBody.safeParse({ ...request, approved_amount: "1" }).success).toBe(false);
  });

  it("a realisation has at least one line", () => {
    expect(realisationBody.safeParse({ cash_advance_id: ADVANCE, date: "2026-03-09", details: [] }).success).toBe(false);
  });

  it("settings: N days off (null) or at least one day", () => {
    const types = [{ code: "travel", name: "Travel" }];
    expect(cashAdvanceSettingsBody.safeParse({ overdue_days: null, types }).success).toBe(true);
    expect(cashAdvanceSettingsBody.safeParse({ overdue_days: 0, types }).success).toBe(false);
    expect(cashAdvanceSettingsBody.safeParse({ overdue_days: 30, types: [] }).success).toBe(false);
  });
});
