import { Decimal } from "decimal.js";

/**
 * Money is exact: decimal arithmetic, two places, half-up rounding (the rupiah rule used in
 * Indonesian tax documents). JSON carries it as a string with two decimals.
 */
const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;
export type MoneyInput = string | number | Decimal;

export const MONEY_PATTERN = /^-?\d{1,18}(\.\d{1,2})?$/;

export function money(value: MoneyInput): Money {
  return new MoneyDecimal(value).toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
}

export function sumMoney(values: Iterable<MoneyInput>): Money {
  let total = new MoneyDecimal(0);
  for (const v of values) total = total.plus(money(v));
  return total;
}

export function formatMoney(value: MoneyInput): string {
  return money(value).toFixed(2);
}

export const zeroMoney = (): Money => new MoneyDecimal(0);

/** rate × numerator ÷ denominator to four places (PPN 12% on 11/12 of the price: 11.0000). */
export function scaleRate(rate: MoneyInput, numerator: number, denominator: number): string {
  return new MoneyDecimal(rate).times(numerator).dividedBy(denominator).toDecimalPlaces(4, MoneyDecimal.ROUND_HALF_UP).toFixed(4);
}

/**
 * Money in whole cents as a bigint: exact and fast for reports that add thousands of amounts.
 * `toCents("-1234.5")` is -123450n; `centsToString(-123450n)` is "-1234.50".
 */
export function toCents(value: string | number | bigint): bigint {
  if (typeof value === "bigint") return value;
  const text = typeof value === "number" ? money(value).toFixed(2) : value.trim();
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? text.slice(1) : text).split(".");
  const cents = BigInt(whole || "0") * 100n + BigInt((fraction + "00").slice(0, 2));
  const rest = fraction.slice(2);
  // Half-up on anything beyond two places, like `money()`.
  const rounded = rest && rest.charCodeAt(0) >= 53 ? cents + 1n : cents;
  return negative ? -rounded : rounded;
}

export function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}
