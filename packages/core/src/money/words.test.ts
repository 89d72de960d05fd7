import fc from "fast-check";
import { Decimal } from "decimal.js";
import { describe, expect, it } from "vitest";
import { AMOUNT_IN_WORDS_MAX, amountInWords } from "./words.js";

const id = (amount: string) => amountInWords(amount, "id");
const en = (amount: string) => amountInWords(amount, "en");

describe("amountInWords, Indonesian (terbilang)", () => {
  it.each([
    ["0", "nol rupiah"],
    ["0.00", "nol rupiah"],
    ["1", "satu rupiah"],
    ["10", "sepuluh rupiah"],
    ["11", "sebelas rupiah"],
    ["12", "dua belas rupiah"],
    ["19", "sembilan belas rupiah"],
    ["20", "dua puluh rupiah"],
    ["21", "dua puluh satu rupiah"],
    ["100", "seratus rupiah"],
    ["111", "seratus sebelas rupiah"],
    ["200", "dua ratus rupiah"],
    ["1000", "seribu rupiah"],
    ["1100", "seribu seratus rupiah"],
    ["2000", "dua ribu rupiah"],
    ["11000", "sebelas ribu rupiah"],
    ["100000", "seratus ribu rupiah"],
    ["101000", "seratus satu ribu rupiah"],
    ["1000000", "satu juta rupiah"],
    ["1234500", "satu juta dua ratus tiga puluh empat ribu lima ratus rupiah"],
    ["1001000000", "satu miliar satu juta rupiah"],
    ["1000001000", "satu miliar seribu rupiah"],
    ["7000000000000", "tujuh triliun rupiah"],
    ["25300000000000", "dua puluh lima triliun tiga ratus miliar rupiah"],
    ["1000000000000000", "satu kuadriliun rupiah"],
  ])("%s → %s", (amount, words) => {
    expect(id(amount)).toBe(words);
  });

  it("says the cents as sen, rounding half-up past two places", () => {
    expect(id("1500.50")).toBe("seribu lima ratus rupiah lima puluh sen");
    expect(id("0.05")).toBe("lima sen");
    expect(id("0.5")).toBe("lima puluh sen");
    expect(id("2.115")).toBe("dua rupiah dua belas sen");
    expect(id("-11.01")).toBe("minus sebelas rupiah satu sen");
  });

  it("reaches the largest NUMERIC(20,2) amount exactly and refuses beyond it", () => {
    expect(id(AMOUNT_IN_WORDS_MAX)).toBe(
      "sembilan ratus sembilan puluh sembilan kuadriliun sembilan ratus sembilan puluh sembilan triliun " +
        "sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta " +
        "sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah " +
        "sembilan puluh sembilan sen",
    );
    // A float would have lost the last digits of this one.
    expect(id("123456789012345678.91")).toBe(
      "seratus dua puluh tiga kuadriliun empat ratus lima puluh enam triliun tujuh ratus delapan puluh sembilan miliar " +
        "dua belas juta tiga ratus empat puluh lima ribu enam ratus tujuh puluh delapan rupiah sembilan puluh satu sen",
    );
    expect(() => id("1000000000000000000")).toThrow(RangeError);
    expect(() => id("999999999999999999.995")).toThrow(RangeError);
    expect(() => id("12a")).toThrow(RangeError);
    expect(() => id("")).toThrow(RangeError);
    expect(() => id("1e6")).toThrow(RangeError);
  });
});

describe("amountInWords, English", () => {
  it.each([
    ["0", "zero rupiah"],
    ["1", "one rupiah"],
    ["11", "eleven rupiah"],
    ["40", "forty rupiah"],
    ["99", "ninety-nine rupiah"],
    ["100", "one hundred rupiah"],
    ["1000", "one thousand rupiah"],
    ["1000000", "one million rupiah"],
    ["1234500", "one million two hundred thirty-four thousand five hundred rupiah"],
    ["1001000000", "one billion one million rupiah"],
    ["3000000000015", "three trillion fifteen rupiah"],
    ["0.99", "ninety-nine sen"],
    ["1250000.75", "one million two hundred fifty thousand rupiah and seventy-five sen"],
  ])("%s → %s", (amount, words) => {
    expect(en(amount)).toBe(words);
  });

  it("takes a Decimal as well as a string", () => {
    expect(amountInWords(new Decimal("1234500.00"), "en")).toBe("one million two hundred thirty-four thousand five hundred rupiah");
  });
});

describe("amountInWords, properties", () => {
  /** Reads Indonesian words back into a number: the words say exactly the amount. */
  function parseIndonesian(words: string): bigint {
    const units: Record<string, number> = { satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, delapan: 8, sembilan: 9 };
    const scales: Record<string, bigint> = { ribu: 1000n, juta: 10n ** 6n, miliar: 10n ** 9n, triliun: 10n ** 12n, kuadriliun: 10n ** 15n };
    let total = 0n;
    let group = 0;
    let last = 0;
    for (const w of words.replace(/ rupiah$/, "").split(" ")) {
      if (w in units) last = units[w] as number;
      else if (w === "sepuluh") group += 10;
      else if (w === "sebelas") group += 11;
      else if (w === "seratus") group += 100;
      else if (w === "seribu") total += 1000n;
      else if (w === "belas" || w === "puluh" || w === "ratus") {
        group += w === "belas" ? last + 10 : last * (w === "puluh" ? 10 : 100);
        last = 0;
      } else if (w in scales) {
        total += BigInt(group + last) * (scales[w] as bigint);
        group = 0;
        last = 0;
      } else if (w !== "nol") throw new Error(`unexpected word ${w}`);
    }
    return total + BigInt(group + last);
  }

  it("says every whole amount up to 10¹⁸ − 1 so that it reads back to the same number", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), (n) => {
        expect(parseIndonesian(id(n.toString()))).toBe(n);
      }),
      { numRuns: 500 },
    );
  });
});
