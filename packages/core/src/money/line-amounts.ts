import { Decimal } from "decimal.js";
import type { MoneyInput } from "./money.js";

/**
 * The amounts of a document line (sales or purchase invoice, order …), exact: quantity × price,
 * less the discount (a percentage of it), and the tax at its effective rate — each rounded half-up
 * to the cent once, in that order, on both sides (the web's running totals and the server's posting).
 */
const LineDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const lineAmountLimits = {
  quantity: /^\d{1,12}(\.\d{1,4})?$/,
  price: /^\d{1,16}(\.\d{1,2})?$/,
  /** 0 to 100, up to four decimals. */
  percent: /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/,
} as const;

/** A value as a decimal; empty or not (yet) a valid entry counts as zero, as in running totals. */
const read = (value: MoneyInput | null | undefined, pattern: RegExp) => {
  const text = value === null || value === undefined ? "" : String(value).trim();
  return new LineDecimal(pattern.test(text) ? text : "0");
};

const cents = (value: Decimal) => value.toDecimalPlaces(2, LineDecimal.ROUND_HALF_UP);

export interface LineAmountInput {
  quantity?: MoneyInput | null;
  price?: MoneyInput | null;
  /** Discount in percent of quantity × price ("10" is 10%). */
  discount_percent?: MoneyInput | null;
  /** The tax's effective rate in percent ("11.0000" for PPN 12% on 11/12); none for no tax. */
  tax_rate?: MoneyInput | null;
}

export interface LineAmounts {
  /** quantity × price */
  gross: string;
  discount: string;
  /** gross − discount: the line's amount before tax */
  amount: string;
  tax: string;
  /** amount + tax */
  total: string;
}

export function lineAmounts(input: LineAmountInput): LineAmounts {
  const gross = cents(read(input.quantity, lineAmountLimits.quantity).times(read(input.price, lineAmountLimits.price)));
  const discount = cents(gross.times(read(input.discount_percent, lineAmountLimits.percent)).dividedBy(100));
  const amount = gross.minus(discount);
  const tax = cents(amount.times(read(input.tax_rate, lineAmountLimits.percent)).dividedBy(100));
  return { gross: gross.toFixed(2), discount: discount.toFixed(2), amount: amount.toFixed(2), tax: tax.toFixed(2), total: amount.plus(tax).toFixed(2) };
}

/** The sums of several lines' amounts (tax summed per line, as each line shows it). */
export function lineAmountTotals(lines: readonly LineAmountInput[]): LineAmounts {
  const sum = { gross: new LineDecimal(0), discount: new LineDecimal(0), amount: new LineDecimal(0), tax: new LineDecimal(0), total: new LineDecimal(0) };
  for (const line of lines) {
    const amounts = lineAmounts(line);
    for (const key of Object.keys(sum) as (keyof LineAmounts)[]) sum[key] = sum[key].plus(amounts[key]);
  }
  return { gross: sum.gross.toFixed(2), discount: sum.discount.toFixed(2), amount: sum.amount.toFixed(2), tax: sum.tax.toFixed(2), total: sum.total.toFixed(2) };
}
