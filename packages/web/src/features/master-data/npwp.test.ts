import { npwpPattern } from "@neraca/core";
import { describe, expect, it } from "vitest";
import { displayNpwp, formatLegacyNpwp, normalizeNpwp, npwpForm } from "./npwp";

describe("NPWP", () => {
  it("formats the legacy 15 digits however they were typed", () => {
    expect(normalizeNpwp("012502909801000")).toBe("01.250.290.9-801.000");
    expect(normalizeNpwp(" 01 250 290 9 801 000 ")).toBe("01.250.290.9-801.000");
    expect(normalizeNpwp("01.250.290.9-801.000")).toBe("01.250.290.9-801.000");
    expect(normalizeNpwp("01-250-290-9-801-000")).toBe("01.250.290.9-801.000");
    expect(formatLegacyNpwp("123456789012345")).toBe("12.345.678.9-012.345");
  });

  it("keeps the 16-digit form as bare digits, which the schema accepts", () => {
    expect(normalizeNpwp("0012 5029 0980 1000")).toBe("0012502909801000");
    expect(normalizeNpwp("3171.0123.4567.8901")).toBe("3171012345678901");
    expect(npwpPattern.test(normalizeNpwp("0012 5029 0980 1000"))).toBe(true);
  });

  it("leaves anything else for the schema to refuse, never guessing", () => {
    expect(normalizeNpwp("01.250.290.9-801.00")).toBe("01.250.290.9-801.00");
    expect(normalizeNpwp("12345678901234567")).toBe("12345678901234567");
    expect(normalizeNpwp("NPWP 012502909801000")).toBe("NPWP 012502909801000");
    expect(npwpPattern.test(normalizeNpwp("01.250.290.9-801.00"))).toBe(false);
    expect(normalizeNpwp("")).toBe("");
    expect(normalizeNpwp(null)).toBe("");
  });

  it("tells the two forms apart", () => {
    expect(npwpForm("012502909801000")).toBe("legacy");
    expect(npwpForm("01.250.290.9-801.000")).toBe("legacy");
    expect(npwpForm("0012502909801000")).toBe("sixteen");
    expect(npwpForm("0012")).toBeNull();
    expect(npwpForm("")).toBeNull();
    expect(displayNpwp("012502909801000")).toBe("01.250.290.9-801.000");
    expect(displayNpwp(null)).toBe("");
  });
});
