import type { UiLanguage } from "./i18n";

/** Thousands and decimal separators of the UI language: 1.500.000,00 (id) or 1,500,000.00 (en). */
export const separatorsOf = (language: UiLanguage) =>
  language === "id" ? { group: ".", decimal: "," } : { group: ",", decimal: "." };

const CANONICAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * A canonical decimal string (`"1500000.5"`, as the API sends and the forms keep) in the UI
 * language's notation, with two decimals. Pure string work: no JS number ever holds the amount.
 * Text that is not a decimal is returned as it is.
 */
export function formatAmount(value: string | number | null | undefined, language: UiLanguage, grouped = true): string {
  if (value === null || value === undefined || value === "") return "";
  const text = String(value).trim();
  const match = CANONICAL.exec(text);
  if (!match) return text;
  const [, sign, digits = "0", fraction = ""] = match;
  const { group, decimal } = separatorsOf(language);
  const whole = digits.replace(/^0+(?=\d)/, "");
  const cents = `${fraction}00`.slice(0, 2);
  // More than two decimals never reach the screen from the API; cut rather than round a bad input.
  const withGroups = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const negative = sign === "-" && /[1-9]/.test(whole + cents);
  return `${negative ? "-" : ""}${withGroups}${decimal}${cents}`;
}

/**
 * What a person typed → the canonical decimal string, or null when it is not an amount. The UI
 * language's notation comes first: group separators are optional but, when present, must sit every
 * three digits (so 1.500 is one thousand five hundred in Indonesian). Failing that, the other
 * notation's decimal separator followed by one or two digits is read as a decimal separator
 * (1500000.5 typed on a numeric keypad in Indonesian); anything else is refused, never guessed.
 */
export function parseAmount(input: string, language: UiLanguage): string | null {
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
