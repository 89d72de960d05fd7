import type { Language } from "../screens/registry.js";

/** Thousands and decimal separators of a language: 1.500.000,00 (id) or 1,500,000.00 (en). */
export const separatorsOf = (language: Language) => (language === "id" ? { group: ".", decimal: "," } : { group: ",", decimal: "." });

const CANONICAL = /^(-?)(\d+)(?:\.(\d*))?$/;

export interface AmountFormat {
  /** Thousands separators (default true). */
  grouped?: boolean;
  /** How a negative amount is written: `-1.234,50` (default) or, as on reports, `(1.234,50)`. */
  negative?: "minus" | "parentheses";
  /** Decimals: two, as money (default), or as many as the value has up to six, trailing zeros dropped (an exchange rate: `16.250,5`). */
  fraction?: "cents" | "rate";
}

/**
 * A canonical decimal string (`"1500000.5"`, as the API sends it) in a language's notation, with two
 * decimals: `1.500.000,50` (id) or `1,500,000.50` (en). Pure string work: no JS number ever holds the
 * amount. A negative zero is zero; text that is not a decimal is returned as it is.
 */
export function formatAmount(value: string | number | bigint | null | undefined, language: Language, format: AmountFormat = {}): string {
  if (value === null || value === undefined || value === "") return "";
  const text = String(value).trim();
  const match = CANONICAL.exec(text);
  if (!match) return text;
  const [, sign, digits = "0", fraction = ""] = match;
  const { group, decimal } = separatorsOf(language);
  const whole = digits.replace(/^0+(?=\d)/, "");
  // More than two decimals never come from the API as money; cut rather than round a bad input.
  const cents = format.fraction === "rate" ? fraction.slice(0, 6).replace(/0+$/, "") : `${fraction}00`.slice(0, 2);
  const withGroups = format.grouped === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const body = cents ? `${withGroups}${decimal}${cents}` : withGroups;
  if (sign !== "-" || !/[1-9]/.test(whole + cents)) return body;
  return format.negative === "parentheses" ? `(${body})` : `-${body}`;
}

/**
 * What a person typed → the canonical decimal string, or null when it is not an amount. The
 * language's notation comes first: group separators are optional but, when present, must sit every
 * three digits (so 1.500 is one thousand five hundred in Indonesian). Failing that, the other
 * notation's decimal separator followed by one or two digits is read as a decimal separator
 * (1500000.5 typed on a numeric keypad in Indonesian); anything else is refused, never guessed.
 */
export function parseAmount(input: string, language: Language): string | null {
  const text = input.replace(/[\s\u00a0]/g, "");
  if (text === "") return "";
  const strict = parseIn(text, separatorsOf(language));
  if (strict !== null) return strict;
  const other = separatorsOf(language === "id" ? "en" : "id");
  const keypadDecimal = new RegExp(`^-?\\d+\\${other.decimal}\\d{1,2}$`);
  return keypadDecimal.test(text) ? parseIn(text, other) : null;
}

function parseIn(text: string, { group, decimal }: { group: string; decimal: string }): string | null {
  const negative = text.startsWith("-");
  const body = negative ? text.slice(1) : text;
  const parts = body.split(decimal);
  if (parts.length > 2) return null;
  const [whole = "", fraction = ""] = parts;
  if (parts.length === 2 && !/^\d{0,2}$/.test(fraction)) return null;
  if (whole === "" && fraction === "") return null;
  let digits = whole;
  if (whole.includes(group)) {
    const groups = whole.split(group);
    const [head = "", ...rest] = groups;
    if (!/^\d{1,3}$/.test(head) || rest.some((g) => !/^\d{3}$/.test(g))) return null;
    digits = groups.join("");
  } else if (!/^\d*$/.test(whole)) {
    return null;
  }
  const normalised = (digits.replace(/^0+(?=\d)/, "") || "0") + (fraction ? `.${fraction}` : "");
  return negative ? `-${normalised}` : normalised;
}
