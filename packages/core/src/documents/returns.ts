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
