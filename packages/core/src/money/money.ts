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
