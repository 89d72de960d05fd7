import { Decimal } from "decimal.js";
import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { Posting } from "../ledger/posting.js";
import { money } from "../money/money.js";
import { dateField, idField, limits, optionalString } from "../schemas/common.js";
import { positiveAmountField } from "../schemas/ledger.js";

export const landedCostAllocations = ["value", "quantity"] as const;

/**
 * POST/PUT /transactions/landed-cost: freight, duty or handling of a goods receipt, allocated to its
 * inventory lines by their value or quantity; posted, it raises what those goods cost (the share still
 * on hand; what has been sold since goes to cost of goods sold) against the account it is owed on.
 */
export const landedCostBody = z.strictObject({
  receipt_id: idField(),
  date: dateField(),
  description: optionalString(limits.text_length_max),
  /** Where the cost is owed or was paid: a forwarder's accrual, goods received not invoiced, a clearing account. */
  account_id: idField(),
  allocation: z.enum(landedCostAllocations).default("value"),
  amount: positiveAmountField(),
});
export type LandedCostBody = z.infer<typeof landedCostBody>;

export const landedCostResponse = documentResponse.extend({
  receipt_id: z.string(),
  receipt_number: z.string().nullable(),
  order_number: z.string().nullable(),
  vendor_name: z.string(),
  account_id: z.string(),
  account_code: z.string(),
  account_name: z.string(),
  description: z.string().nullable(),
  allocation: z.enum(landedCostAllocations),
  amount: z.string(),
  details: z.array(
    z.object({
      line_no: z.number(),
      product_id: z.string(),
      product_name: z.string(),
      quantity: z.string(),
      value: z.string(),
      allocated: z.string(),
      /** Once posted: what raised the goods on hand, and what went to cost of goods sold. */
      capitalised: z.string().nullable(),
      expensed: z.string().nullable(),
    }),
  ),
});
export type LandedCostResponse = z.infer<typeof landedCostResponse>;

/**
 * Splits `amount` over lines by their weights (value or quantity), to the cent, half up; the last
 * line with a weight takes what is left, so the parts add up to the amount exactly.
 */
export function allocate(amount: string, weights: readonly string[]): string[] {
  // Weights as they are (quantities have four places): only the parts are rounded, to the cent.
  const total = weights.reduce((sum, w) => sum.plus(w), new Decimal(0));
  if (total.isZero()) return weights.map(() => "0.00");
  const last = weights.map((w) => !new Decimal(w).isZero()).lastIndexOf(true);
  let given = money(0);
  return weights.map((w, i) => {
    if (i === last) return money(amount).minus(given).toFixed(2);
    const part = money(money(amount).times(w).dividedBy(total));
    given = given.plus(part);
    return part.toFixed(2);
  });
}

/** A landed cost's journal: Dr inventory for what raised the goods on hand, Dr cost of goods sold for the rest / Cr the account it is owed on. */
export function landedCostPosting(
  lines: readonly { inventoryAccountId: string; costAccountId: string; capitalised: string; expensed: string }[],
  accountId: string,
  extra: { officeId: string | null; description: string | null },
): Posting {
  const posting = new Posting();
  let total = money(0);
  for (const line of lines) {
    if (!money(line.capitalised).isZero()) posting.debit(line.inventoryAccountId, line.capitalised, extra);
    if (!money(line.expensed).isZero()) posting.debit(line.costAccountId, line.expensed, extra);
    total = total.plus(line.capitalised).plus(line.expensed);
  }
  if (!total.isZero()) posting.credit(accountId, total, extra);
  return posting;
}
