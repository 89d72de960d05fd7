import { journalBody } from "@neraca/core";
import { describe, expect, it } from "vitest";
import {
  balancingSide,
  emptyLine,
  foreignBase,
  lineProblems,
  lineRules,
  lineTotals,
  linesFromTemplate,
  linesWithErrors,
} from "./journal-lines";

const account = "0190d0a4-1111-7000-8000-000000000001";
const line = (debit: string, credit = "") => emptyLine({ account_id: account, debit, credit });

describe("line editor: totals", () => {
  it("sums exactly, where floats would not", () => {
    expect(lineTotals([line("0.1"), line("0.2"), line("", "0.3")])).toEqual({
      debit: "0.30",
      credit: "0.30",
      difference: "0.00",
      balanced: true,
    });
    expect(0.1 + 0.2).not.toBe(0.3); // what the editor must not do
    const big = lineTotals([line("999999999999999.99"), line("0.01"), line("", "1000000000000000.00")]);
    expect(big).toMatchObject({ debit: "1000000000000000.00", balanced: true });
  });

  it("counts empty, partial and bad amounts as zero while typing", () => {
    expect(lineTotals([line(""), line("abc"), line("1.2.3"), line("", "12.5"), undefined as never])).toEqual({
      debit: "0.00",
      credit: "12.50",
      difference: "-12.50",
      balanced: false,
    });
    expect(lineTotals(undefined).balanced).toBe(true);
  });
});

describe("line editor: checks", () => {
  it("names the line and side of each problem, as the API keys them", () => {
    const errors = lineProblems([line("100", "100"), line(""), line("", "50")], lineRules.journal, "en");
    expect(errors["details.0.debit"]).toEqual(["A line takes either a debit or a credit, not both."]);
    expect(errors["details.1.debit"]).toEqual(["Enter a debit or a credit amount."]);
    expect(errors["details.2.debit"]).toBeUndefined();
    expect(errors.details).toEqual(["Total debit (100.00) must equal total credit (150.00)."]);
  });

  it("writes amounts in the message in the UI language", () => {
    const errors = lineProblems([line("1500000"), line("", "1000000")], lineRules.journal, "id");
    expect(errors.details).toEqual(["Total debit (1.500.000,00) harus sama dengan total kredit (1.000.000,00)."]);
  });

  it("asks two lines of a journal, one of a draft, and no balance of drafts and templates", () => {
    expect(lineProblems([line("10")], lineRules.journal, "en").details).toContain("A journal needs at least two lines.");
    expect(lineProblems([line("10")], lineRules.draft, "en")).toEqual({});
    expect(lineProblems([line(""), line("", "")], lineRules.template, "en")).toEqual({});
    expect(lineProblems([line("10"), line("", "10")], lineRules.beginning_balance, "en")).toEqual({});
  });

  it("gives the shared schema lines it accepts (empty side = 0)", () => {
    const parsed = journalBody.safeParse({ date: "2025-01-31", details: [line("1500000.5"), line("", "1500000.50")] });
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data.details.map((d) => [d.debit, d.credit])).toEqual([["1500000.5", "0"], ["0", "1500000.50"]]);
  });
});

describe("line editor: helpers", () => {
  it("balances with the short side", () => {
    expect(balancingSide([line("100"), line("", "40")])).toEqual({ debit: "", credit: "60.00" });
    expect(balancingSide([line("", "100")])).toEqual({ debit: "100.00", credit: "" });
    expect(balancingSide([line("5"), line("", "5")])).toBeNull();
  });

  it("starts a journal from a template, zero amounts left blank", () => {
    const lines = linesFromTemplate([{ account_id: account, debit: "0", credit: "2500000", description: "Sewa" }]);
    expect(lines).toEqual([emptyLine({ account_id: account, debit: "", credit: "2500000.00", description: "Sewa" })]);
  });

  it("lists the lines an API error names", () => {
    expect(linesWithErrors({ "details.3.account_id": ["x"], "details.0.debit": ["y"], "details.3.debit": ["z"], date: ["d"] })).toEqual([1, 4]);
  });
});

describe("a line in a foreign currency", () => {
  it("carries its amount at its rate, to the cent, on the side it has", () => {
    expect(foreignBase({ currency: "USD", amount_currency: "100", rate: "16250.5" })).toEqual({ side: "debit", base: "1625050.00" });
    expect(foreignBase({ currency: "usd", amount_currency: "33.33", rate: "15800.125", credit: "1" })).toEqual({ side: "credit", base: "526618.17" });
    // Nothing until currency, an amount above zero and a rate of six places at most are typed.
    expect(foreignBase({ currency: "USD", amount_currency: "100" })).toBeNull();
    expect(foreignBase({ currency: "", amount_currency: "100", rate: "1" })).toBeNull();
    expect(foreignBase({ currency: "USD", amount_currency: "0", rate: "1" })).toBeNull();
    expect(foreignBase({ currency: "USD", amount_currency: "1", rate: "1.1234567" })).toBeNull();
    expect(foreignBase({ currency: "USD", amount_currency: "1", rate: "abc" })).toBeNull();
  });
});
