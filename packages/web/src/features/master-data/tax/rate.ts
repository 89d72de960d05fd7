import { scaleRate } from "@neraca/core";
import type { UiLanguage } from "../../../lib/i18n";

/** The shared tax schema's rate: up to three digits and four decimals, at most 100 (a canonical "12.5"). */
const RATE = /^\d{1,3}(\.\d{1,4})?$/;

/**
 * A typed percentage → the canonical rate the API takes ("1,1" and "1.1" are both 1.1: a rate has no
 * thousands, so either mark is the decimal one). Text that is not a rate is kept for the schema.
 */
export function parseRate(text: string): string {
  const trimmed = text.trim().replace(/\s*%$/, "");
  const dotted = trimmed.replace(",", ".");
  return RATE.test(dotted) ? dotted.replace(/^0+(?=\d)/, "") : trimmed;
}

/** A rate as the UI language writes it, without trailing zeros: 11 / 1,1 (id) / 1.1 (en). */
export function formatRate(value: string | null | undefined, language: UiLanguage): string {
  if (value === null || value === undefined || value === "") return "";
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return text;
  const [whole = "0", fraction = ""] = text.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const decimal = language === "id" ? "," : ".";
  return trimmed ? `${whole}${decimal}${trimmed}` : whole;
}

const wholeIn = (value: unknown, min: number, max: number): number | null => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * What the tax really charges on the price: rate × numerator ÷ denominator, exact to four places
 * (PPN 12% on the 11/12 other tax base = 11%; on freight 12% × 11/120 = 1.1%). Null while the
 * inputs are not yet valid (the form shows nothing rather than a wrong figure).
 */
export function effectiveRate(rate: unknown, numerator: unknown, denominator: unknown): string | null {
  const canonical = typeof rate === "number" ? String(rate) : typeof rate === "string" ? parseRate(rate) : "";
  if (!RATE.test(canonical) || Number(canonical) > 100) return null;
  const top = wholeIn(numerator ?? 1, 1, 1000);
  const bottom = wholeIn(denominator ?? 1, 1, 1000);
  if (top === null || bottom === null || top > bottom) return null;
  return scaleRate(canonical, top, bottom);
}

/** "12% × 11/12 = 11%" (a base share of 1/1 is the rate itself: "12%"). */
export function describeRate(rate: string, numerator: number, denominator: number, language: UiLanguage): string {
  const shown = `${formatRate(rate, language)}%`;
  if (numerator === denominator) return shown;
  const effective = effectiveRate(rate, numerator, denominator);
  return `${shown} × ${numerator}/${denominator} = ${effective === null ? "—" : `${formatRate(effective, language)}%`}`;
}
