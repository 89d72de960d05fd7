import { Decimal } from "decimal.js";
import { formatMoney } from "../money/money.js";
import { z } from "zod";
import { dateField, idField, limits, optionalString } from "../schemas/common.js";
import { quantityField } from "../schemas/ledger.js";

/**
 * The body of a return of a posted invoice (a sales return's credit note, a purchase return's debit
 * note): the invoice, the date, a reason, and the quantity back of each of its lines by number (1 for
 * the first).
 */
export const invoiceReturnBody = z.strictObject({
  invoice_id: idField(),
  date: dateField(),
  notes: optionalString(limits.text_length_max),
  details: z
    .array(z.strictObject({ line_no: z.coerce.number().int().min(1).max(10_000), quantity: quantityField() }))
    .min(1)
    .max(200),
});

/**
 * The withholding (PPh 23 or 4(2)) a return gives back of one tax: what the invoice withheld, less
 * what earlier returns gave back, less what is left to withhold on the base still standing after this
 * return (base × share × rate, rounded down to the rupiah, as the invoice's was). So what stays
 * withheld is always its base's own tax — the e-Bupot slip of the invoice less its returns checks —
 * and returning everything gives back exactly what was withheld. Never below zero.
 */
export function returnedWithholding(a: {
  invoiceAmount: string;
  /** The invoice's base of the tax (its lines' DPP, before the share). */
  invoiceBase: string;
  earlierAmount: string;
  earlierBase: string;
  /** This return's base of the tax (its lines' DPP). */
  base: string;
  rate: string;
  numerator: number;
  denominator: number;
}): string {
  const left = new Decimal(a.invoiceBase).minus(a.earlierBase).minus(a.base);
  const keep = Decimal.max(left, 0).times(a.numerator).dividedBy(a.denominator).times(a.rate).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  const amount = new Decimal(a.invoiceAmount).minus(a.earlierAmount).minus(keep);
  return formatMoney(Decimal.max(amount, 0));
}
