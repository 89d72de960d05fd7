import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Posting } from "../ledger/posting.js";
import { formatMoney, money } from "../money/money.js";
import { toBase } from "./rates.js";
import { settle } from "./settle.js";

describe("a posting in a foreign currency", () => {
  it("converts each line once at the rate, keeps its foreign amount, and books what rounding leaves to the rounding account", () => {
    // Three lines of USD at 15 800.125: 33.33 → 526 618.17 (526 618.16625), twice, and 66.66 → 1 053 236.33 (1 053 236.3325):
    // debits 1 053 236.34, credit 1 053 236.33: a cent to the rounding account on the credit side.
    const posting = new Posting({ currency: "USD", rate: "15800.125", roundingAccountId: "rounding" });
    posting.debit("receivable", "33.33").debit("receivable", "33.33").credit("revenue", "66.66");
    const lines = posting.checkedLines();
    expect(lines.map((l) => [l.accountId, formatMoney(l.debit), formatMoney(l.credit), l.foreign ? formatMoney(l.foreign.amount) : null])).toEqual([
      ["receivable", "526618.17", "0.00", "33.33"],
      ["receivable", "526618.17", "0.00", "33.33"],
      ["revenue", "0.00", "1053236.33", "66.66"],
      ["rounding", "0.00", "0.01", null],
    ]);
    expect(lines[0]?.foreign).toMatchObject({ currency: "USD", rate: "15800.125000" });
    // Its reversal takes the rounding line back too.
    expect(posting.reversal().checkedLines()).toHaveLength(4);
  });

  it("an invoice of USD 1 000 at 15 800 is 15 800 000; a base line (a realised difference) has no foreign side", () => {
    const posting = new Posting({ currency: "USD", rate: "15800", roundingAccountId: "rounding" });
    posting.debit("bank", "1000").creditBase("gain", "300000").debitBase("x", "300000").credit("receivable", "1000");
    expect(posting.checkedLines().map((l) => [l.accountId, formatMoney(l.debit), formatMoney(l.credit), l.foreign?.currency ?? null])).toEqual([
      ["bank", "15800000.00", "0.00", "USD"],
      ["gain", "0.00", "300000.00", null],
      ["x", "300000.00", "0.00", null],
      ["receivable", "0.00", "15800000.00", "USD"],
    ]);
  });

  it("never leaves more than rounding to the rounding account: an unbalanced foreign posting is refused", () => {
    const posting = new Posting({ currency: "USD", rate: "15800", roundingAccountId: "rounding" });
    posting.debit("a", "10").credit("b", "9");
    expect(posting.problems()).toEqual([expect.objectContaining({ code: "unbalanced" })]);
  });

  it("balances in base to the cent for any lines and any rate of one rupiah or more (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1_000_000, max: 30_000_000_000 }),
        (cents, rateMillionths) => {
          const rate = (rateMillionths / 1_000_000).toFixed(6);
          const posting = new Posting({ currency: "EUR", rate, roundingAccountId: "rounding" });
          const amounts = cents.map((c) => (c / 100).toFixed(2));
          for (const a of amounts) posting.debit("d", a);
          posting.credit("c", formatMoney(amounts.reduce((s, a) => s.plus(a), money(0))));
          const { debit, credit } = posting.totals();
          expect(debit.equals(credit)).toBe(true);
          expect(posting.problems()).toEqual([]);
        },
      ),
    );
  });
});

describe("settling a foreign open item", () => {
  it("an invoice of USD 1 000 at 15 800 paid at 16 100: 300 000 gained, nothing left in either currency", () => {
    const s = settle({ foreign: "1000", base: "15800000", rate: "15800" }, { foreign: "1000", rate: "16100" });
    expect(s).toEqual({ applied: "15800000.00", residual: "0.00", paid: "16100000.00", difference: "300000.00", left: { foreign: "0.00", base: "0.00", rate: "15800" } });
  });

  it("part payments relieve the item at its rate; the last takes what is left, the odd cent as a base residual", () => {
    const first = settle({ foreign: "1000", base: "15800000", rate: "15800" }, { foreign: "333.33", rate: "15900" });
    expect(first).toMatchObject({ applied: "5266614.00", residual: "0.00", paid: "5299947.00", difference: "33333.00", left: { foreign: "666.67", base: "10533386.00" } });
    const last = settle(first.left, { foreign: "666.67", rate: "15700" });
    expect(last).toMatchObject({ applied: "10533386.00", residual: "0.00", left: { foreign: "0.00", base: "0.00" } });
    // 0.01 × 0.5 rounds up: three thirds of a cent-worth item leave a residual cent with the last.
    const odd = { foreign: "0.03", base: "0.01", rate: "0.5" };
    const a = settle(odd, { foreign: "0.01", rate: "0.5" });
    expect(a).toMatchObject({ applied: "0.01", residual: "0.00", left: { foreign: "0.02", base: "0.00" } });
    const b = settle(a.left, { foreign: "0.02", rate: "0.5" });
    expect(b).toMatchObject({ applied: "0.01", residual: "-0.01", left: { foreign: "0.00", base: "0.00" } });
    // In three parts: the middle one overshoots what is left in base and gives the cent back, never below zero.
    const m = settle(a.left, { foreign: "0.01", rate: "0.5" });
    expect(m).toMatchObject({ applied: "0.01", residual: "-0.01", left: { foreign: "0.01", base: "0.00" } });
    expect(settle(m.left, { foreign: "0.01", rate: "0.5" })).toMatchObject({ residual: "-0.01", left: { foreign: "0.00", base: "0.00" } });
    expect(() => settle(first.left, { foreign: "700", rate: "1" })).toThrow(RangeError);
  });

  it("for any sequence of part payments: nothing is left once paid in full, and the differences add up to paid less the invoice's base (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), fc.integer({ min: 10_000, max: 20_000 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }), fc.array(fc.integer({ min: 10_000, max: 20_000 }), { minLength: 8, maxLength: 8 }), (cents, invoiceRate, parts, rates) => {
        const foreign = (cents / 100).toFixed(2);
        let item = { foreign, base: toBase(foreign, String(invoiceRate)), rate: String(invoiceRate) };
        const invoiceBase = money(item.base);
        const weights = parts.reduce((s, p) => s + p, 0);
        let paid = money(0);
        let differences = money(0);
        for (const [i, p] of parts.entries()) {
          const last = i === parts.length - 1;
          const share = last ? item.foreign : formatMoney(money(foreign).times(p).dividedBy(weights).toDecimalPlaces(2, 1));
          if (money(share).isZero() || money(share).greaterThan(item.foreign)) continue;
          const s = settle(item, { foreign: share, rate: String(rates[i]) });
          paid = paid.plus(s.paid);
          differences = differences.plus(s.difference);
          item = s.left;
        }
        expect(item).toMatchObject({ foreign: "0.00", base: "0.00" });
        expect(formatMoney(differences)).toBe(formatMoney(paid.minus(invoiceBase)));
      }),
    );
  });
});

describe("a payment's journal in a foreign currency", () => {
  it("the bank at the payment's rate, the receivable at the invoice's, the realised difference in base: balanced, no rounding", () => {
    const s = settle({ foreign: "1000", base: "15800000", rate: "15800" }, { foreign: "1000", rate: "16100" });
    const posting = new Posting({ currency: "USD", rate: "16100", roundingAccountId: "rounding" });
    posting.debit("bank", "1000").credit("receivable", "1000", { rate: "15800" }).creditBase("exchange_gain", s.difference);
    expect(posting.checkedLines().map((l) => [l.accountId, formatMoney(l.debit), formatMoney(l.credit), l.foreign?.rate ?? null])).toEqual([
      ["bank", "16100000.00", "0.00", "16100.000000"],
      ["receivable", "0.00", "15800000.00", "15800.000000"],
      ["exchange_gain", "0.00", "300000.00", null],
    ]);
  });
});

describe("the rounding line takes only what converting left", () => {
  it("base lines out of balance, or foreign amounts out of balance, are refused, not rounded away", () => {
    const base = new Posting({ currency: "USD", rate: "15800", roundingAccountId: "rounding" });
    for (let i = 0; i < 10; i++) base.debit("receivable", "1");
    base.credit("revenue", "10").debitBase("gain", "0.04");
    expect(base.problems()).toEqual([expect.objectContaining({ code: "unbalanced" })]);
    const foreign = new Posting({ currency: "IDR", rate: "0.000065", roundingAccountId: "rounding" });
    foreign.debit("a", "1000").credit("b", "900");
    expect(foreign.problems()).toEqual([expect.objectContaining({ code: "unbalanced" })]);
  });
});
