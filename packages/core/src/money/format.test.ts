import { describe, expect, it } from "vitest";
import { Amount } from "./amount.js";
import { formatAmount, parseAmount } from "./format.js";

describe("amounts in a language's notation (screens, PDF and Excel exports)", () => {
  it("shows Indonesian and English notation with two decimals", () => {
    expect(formatAmount("1500000", "id")).toBe("1.500.000,00");
    expect(formatAmount("1500000.5", "en")).toBe("1,500,000.50");
    expect(formatAmount("999999999999999.99", "id")).toBe("999.999.999.999.999,99");
    expect(formatAmount("0.1", "en")).toBe("0.10");
    expect(formatAmount("-2500.25", "id")).toBe("-2.500,25");
    expect(formatAmount("-0.00", "en")).toBe("0.00");
    expect(formatAmount("1234567.89", "id", { grouped: false })).toBe("1234567,89");
    expect(formatAmount("", "id")).toBe("");
    expect(formatAmount(null, "en")).toBe("");
    expect(formatAmount("abc", "en")).toBe("abc");
  });

  it("writes an exchange rate with the decimals it has, up to six", () => {
    expect(formatAmount("16250.500000", "id", { fraction: "rate" })).toBe("16.250,5");
    expect(formatAmount("16250.500000", "en", { fraction: "rate" })).toBe("16,250.5");
    expect(formatAmount("15800.000000", "en", { fraction: "rate" })).toBe("15,800");
    expect(formatAmount("0.000065", "id", { fraction: "rate" })).toBe("0,000065");
    expect(formatAmount("16250.500000", "en", { fraction: "rate", grouped: false })).toBe("16250.5");
  });

  it("writes negatives in parentheses on reports, never a negative zero", () => {
    expect(formatAmount("-1234567.89", "id", { negative: "parentheses" })).toBe("(1.234.567,89)");
    expect(formatAmount("-1234567.89", "en", { negative: "parentheses" })).toBe("(1,234,567.89)");
    expect(formatAmount("1234567.89", "en", { negative: "parentheses" })).toBe("1,234,567.89");
    expect(formatAmount("-0.00", "id", { negative: "parentheses" })).toBe("0,00");
    expect(formatAmount(Amount.of("-0.05").toString(), "id")).toBe("-0,05");
  });

  it("keeps digits beyond what a float holds", () => {
    expect(formatAmount("12345678901234567.01", "en")).toBe("12,345,678,901,234,567.01");
  });

  it("reads what a person types in their language", () => {
    expect(parseAmount("1.500.000,50", "id")).toBe("1500000.50");
    expect(parseAmount("1500000,5", "id")).toBe("1500000.5");
    expect(parseAmount("1,500,000.50", "en")).toBe("1500000.50");
    expect(parseAmount(" 2 500 ", "en")).toBe("2500");
    expect(parseAmount("007", "en")).toBe("7");
    expect(parseAmount(",5", "id")).toBe("0.5");
    expect(parseAmount("", "id")).toBe("");
    expect(parseAmount("-10", "en")).toBe("-10");
  });

  it("reads a keypad's decimal separator when the language's notation cannot", () => {
    expect(parseAmount("1500000.5", "id")).toBe("1500000.5");
    expect(parseAmount("1.5", "id")).toBe("1.5");
    expect(parseAmount("1.500", "id")).toBe("1500"); // a valid group wins
    expect(parseAmount("1,5", "en")).toBe("1.5");
    expect(parseAmount("1,500", "en")).toBe("1500");
  });

  it("refuses what is not an amount instead of guessing", () => {
    expect(parseAmount("1.500.5", "id")).toBeNull();
    expect(parseAmount("1.2345", "id")).toBeNull();
    expect(parseAmount("1.234", "en")).toBeNull(); // three decimals
    expect(parseAmount("1,234,5", "en")).toBeNull();
    expect(parseAmount("12a", "en")).toBeNull();
    expect(parseAmount("1,2,3", "id")).toBeNull();
    expect(parseAmount("-", "en")).toBeNull();
  });
});

describe("report amounts in cents", () => {
  it("add and subtract exactly, and print as the API's decimal string", () => {
    const total = ["0.10", "0.20", "999999999999999.70"].reduce((sum, v) => sum.plus(v), Amount.of(0n));
    expect(total.toString()).toBe("1000000000000000.00");
    expect(Amount.of("10").minus("10.01").toString()).toBe("-0.01");
    expect(Amount.of("-5").negated().isPositive()).toBe(true);
    expect(Amount.of("0.00").isZero()).toBe(true);
    expect(Amount.of("1.005").equals(Amount.of("1.01"))).toBe(true);
  });
});
