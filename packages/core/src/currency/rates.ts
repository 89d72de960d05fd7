import { Decimal } from "decimal.js";
import { formatMoney, type MoneyInput, money } from "../money/money.js";

/** Rates carry six places; conversions are worked at this precision, then rounded half up to the cent. */
const R = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A rate as stored: six places. */
export const formatRate = (value: string | number): string => new R(value).toDecimalPlaces(6).toFixed(6);

/** A foreign amount in the base currency at a rate (base per one foreign unit), to the cent, half up. */
export const toBase = (amount: MoneyInput, rate: string): string => formatMoney(money(new R(amount.toString()).times(rate)));
