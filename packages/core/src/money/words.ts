import type { Decimal } from "decimal.js";
import type { Language } from "../screens/registry.js";
import { toCents } from "./money.js";

/** The largest amount NUMERIC(20,2) holds: eighteen digits before the point. */
export const AMOUNT_IN_WORDS_MAX = "999999999999999999.99";
const CENTS_MAX = 99999999999999999999n;
const AMOUNT_PATTERN = /^-?\d+(\.\d+)?$/;

const indonesianUnits = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];
/** Thousands groups from the smallest: ribu (10³) … kuadriliun (10¹⁵). */
const indonesianScales = ["", "ribu", "juta", "miliar", "triliun", "kuadriliun"];

const englishUnits = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const englishTeens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const englishTens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const englishScales = ["", "thousand", "million", "billion", "trillion", "quadrillion"];

/** 1–999 in Indonesian: sebelas, seratus, dua ratus dua puluh satu. */
function indonesianBelowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push("seratus");
  else if (hundreds > 1) words.push(indonesianUnits[hundreds] as string, "ratus");
  if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest > 11 && rest < 20) words.push(indonesianUnits[rest - 10] as string, "belas");
  else {
    const tens = Math.floor(rest / 10);
    if (tens > 0) words.push(indonesianUnits[tens] as string, "puluh");
    if (rest % 10 > 0) words.push(indonesianUnits[rest % 10] as string);
  }
  return words;
}

/** 1–999 in English: eleven, one hundred, two hundred twenty-one. */
function englishBelowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(englishUnits[hundreds] as string, "hundred");
  if (rest >= 10 && rest < 20) words.push(englishTeens[rest - 10] as string);
  else if (rest >= 20) words.push(rest % 10 ? `${englishTens[Math.floor(rest / 10)]}-${englishUnits[rest % 10]}` : (englishTens[rest / 10] as string));
  else if (rest > 0) words.push(englishUnits[rest] as string);
  return words;
}

/** A whole number below 10¹⁸ in words; the groups of three digits are small numbers, exact. */
function wholeInWords(value: bigint, language: Language): string[] {
  if (value === 0n) return [language === "id" ? "nol" : "zero"];
  const groups: number[] = [];
  for (let rest = value; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale] as number;
    if (group === 0) continue;
    if (language === "id") {
      // "seribu", not "satu ribu"; but "satu juta", "satu miliar".
      if (scale === 1 && group === 1) words.push("seribu");
      else words.push(...indonesianBelowThousand(group), ...(scale > 0 ? [indonesianScales[scale] as string] : []));
    } else {
      words.push(...englishBelowThousand(group), ...(scale > 0 ? [englishScales[scale] as string] : []));
    }
  }
  return words;
}

/** The words of a currency's unit and its hundredth (rupiah and sen; US dollar and cents …). */
export interface AmountUnit {
  major: string;
  minor: string;
}

const RUPIAH: AmountUnit = { major: "rupiah", minor: "sen" };

/**
 * An amount of rupiah (or of `unit`: a foreign invoice's currency) in words (Indonesian *terbilang* or English) for prints:
 * `"1234500.00"` → "satu juta dua ratus tiga puluh empat ribu lima ratus rupiah" /
 * "one million two hundred thirty-four thousand five hundred rupiah"; cents as sen
 * ("… rupiah lima puluh sen", "… rupiah and fifty sen"). Read from the decimal text, never a float;
 * up to 999 999 999 999 999 999.99 (NUMERIC(20,2)), half-up beyond two places.
 */
export function amountInWords(amount: string | Decimal, language: Language, unit: AmountUnit = RUPIAH): string {
  const text = typeof amount === "string" ? amount.trim() : amount.toFixed();
  if (!AMOUNT_PATTERN.test(text)) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  const cents = toCents(text);
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  if (absolute > CENTS_MAX) throw new RangeError(`amount beyond ${AMOUNT_IN_WORDS_MAX}: ${text}`);
  const whole = absolute / 100n;
  const sen = Number(absolute % 100n);
  const words: string[] = negative ? ["minus"] : [];
  if (whole > 0n || sen === 0) words.push(...wholeInWords(whole, language), unit.major);
  if (sen > 0) {
    if (whole > 0n && language === "en") words.push("and");
    words.push(...wholeInWords(BigInt(sen), language), unit.minor);
  }
  return words.join(" ");
}
