import { z } from "zod";
import { invoiceReturnBody } from "../documents/returns.js";
import { documentResponse } from "../documents/schemas.js";
import { type LineExtra, Posting } from "../ledger/posting.js";
import { money } from "../money/money.js";

/**
 * POST/PUT /transactions/purchase-return (a debit note, *retur pembelian*): what goes back to the
 * vendor of a posted purchase invoice, by the invoice's line numbers.
 */
export const purchaseReturnBody = invoiceReturnBody;
export type PurchaseReturnBody = z.infer<typeof purchaseReturnBody>;

export const purchaseReturnResponse = documentResponse.extend({
  invoice_id: z.string(),
  invoice_number: z.string().nullable(),
  vendor_invoice_number: z.string(),
  contact_id: z.string(),
  contact_name: z.string(),
  office_id: z.string().nullable(),
  notes: z.string().nullable(),
  dpp: z.string(),
  vat: z.string(),
  withholding: z.string(),
  /** What the invoice owes less: DPP + VAT − withholding. */
  total: z.string(),
  details: z.array(
    z.object({
      line_no: z.number(),
      product_id: z.string().nullable(),
      description: z.string().nullable(),
      quantity: z.string(),
      billed_quantity: z.string(),
      price: z.string(),
      net: z.string(),
      /** Goods out of stock at their average cost (once posted; none for a line that moves no stock). */
      cost: z.string().nullable(),
    }),
  ),
});
export type PurchaseReturnResponse = z.infer<typeof purchaseReturnResponse>;

export interface PurchaseReturnPostingInput {
  payableAccountId: string;
  contactId: string;
  officeId: string | null;
  tagIds: string[];
  description: string;
  /** Each line's DPP where it goes back: goods to their inventory at cost and the variance the rest; others to the line's account. */
  lines: readonly ((
    | { kind: "goods"; inventoryAccountId: string; varianceAccountId: string; net: string; cost: string; officeId: string }
    | { kind: "other"; accountId: string; net: string }
  ) & {
    /** The budget dimensions of the invoice line it returns (its order's request), on its credits. */
    workUnitId?: string | null;
    activityId?: string | null;
  })[];
  /** Input VAT reversed, per account. */
  vat: readonly { accountId: string; amount: string }[];
  /** Withholding given back, per account. */
  withholding: readonly { accountId: string; amount: string }[];
}

/**
 * A purchase return's journal, the invoice's mirror: Dr the vendor's payable for DPP + VAT −
 * withholding; Cr input VAT, Dr the withholding payable; goods out of inventory at their average cost,
 * the difference from what they were billed at to (or from) the variance account; other lines back
 * to their accounts.
 */
export function purchaseReturnPosting(input: PurchaseReturnPostingInput): Posting {
  const extra = { contactId: input.contactId, officeId: input.officeId, tagIds: input.tagIds, description: input.description };
  const posting = new Posting();
  let payable = money(0);
  const credits: [string, ReturnType<typeof money>, LineExtra][] = [];
  for (const line of input.lines) {
    payable = payable.plus(line.net);
    const at = { ...extra, workUnitId: line.workUnitId ?? null, activityId: line.activityId ?? null };
    if (line.kind === "other") {
      credits.push([line.accountId, money(line.net), at]);
      continue;
    }
    // The inventory at the office the goods leave (the stock ledger's), whatever office the invoice is booked on.
    credits.push([line.inventoryAccountId, money(line.cost), { ...at, officeId: line.officeId }]);
    credits.push([line.varianceAccountId, money(line.net).minus(line.cost), at]);
  }
  for (const t of input.vat) payable = payable.plus(t.amount);
  for (const t of input.withholding) payable = payable.minus(t.amount);
  if (payable.greaterThan(0)) posting.debit(input.payableAccountId, payable, extra);
  for (const t of input.withholding) if (!money(t.amount).isZero()) posting.debit(t.accountId, t.amount, extra);
  for (const [accountId, amount, at] of credits) {
    if (amount.greaterThan(0)) posting.credit(accountId, amount, at);
    if (amount.lessThan(0)) posting.debit(accountId, amount.negated(), at);
  }
  for (const t of input.vat) if (!money(t.amount).isZero()) posting.credit(t.accountId, t.amount, extra);
  return posting;
}
