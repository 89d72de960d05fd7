import { z } from "zod";
import { invoiceReturnBody } from "../documents/returns.js";
import { documentResponse } from "../documents/schemas.js";
import { optionalString } from "../schemas/common.js";
import { Posting } from "../ledger/posting.js";
import { money, sumMoney } from "../money/money.js";

/**
 * POST/PUT /transactions/sales-return (a credit note, *retur penjualan*): what a customer sends back
 * of a posted invoice, by the invoice's line numbers, and the buyer's nota retur number (since PMK
 * 81/2024 the buyer makes it in Coretax; noted here to match Coretax's returns of output tax).
 */
export const salesReturnBody = invoiceReturnBody.extend({ buyer_return_number: optionalString(40) });
export type SalesReturnBody = z.infer<typeof salesReturnBody>;

export const salesReturnResponse = documentResponse.extend({
  invoice_id: z.string(),
  invoice_number: z.string().nullable(),
  contact_id: z.string(),
  contact_name: z.string(),
  office_id: z.string().nullable(),
  notes: z.string().nullable(),
  /** The buyer's nota retur number in Coretax. */
  buyer_return_number: z.string().nullable(),
  /** The returned lines' DPP, their VAT, and both. */
  dpp: z.string(),
  vat: z.string(),
  total: z.string(),
  /** What the goods come back at (their cost when sold). */
  cost: z.string(),
  details: z.array(
    z.object({
      line_no: z.number(),
      product_id: z.string().nullable(),
      product_name: z.string().nullable(),
      description: z.string().nullable(),
      quantity: z.string(),
      sold_quantity: z.string(),
      price: z.string(),
      net: z.string(),
      cost: z.string(),
    }),
  ),
});
export type SalesReturnResponse = z.infer<typeof salesReturnResponse>;

export interface SalesReturnPostingInput {
  receivableAccountId: string;
  /** Where what the invoice no longer owes is credited beyond its outstanding (the customer's deposit). */
  depositAccountId: string | null;
  contactId: string;
  officeId: string | null;
  tagIds: string[];
  description: string;
  /** Each line's DPP on its sales return account. */
  returns: readonly { accountId: string; amount: string }[];
  /** VAT given back on its output-VAT account. */
  vat: readonly { accountId: string; amount: string }[];
  /** Of the total, what comes off the invoice's outstanding; the rest goes to the customer's deposit. */
  applied: string;
  /** The goods back at the cost they left with: Dr inventory / Cr cost of goods sold. */
  costs: readonly { inventoryAccountId: string; costAccountId: string; amount: string }[];
}

/** Money per account, in the order first met, zero left out. */
function byAccount(entries: readonly { accountId: string; amount: string }[]) {
  const sums = new Map<string, ReturnType<typeof money>>();
  for (const e of entries) sums.set(e.accountId, (sums.get(e.accountId) ?? money(0)).plus(money(e.amount)));
  return [...sums].filter(([, amount]) => !amount.isZero());
}

/**
 * A sales return's journal, the invoice's mirror: Dr sales return (DPP) and output VAT / Cr the
 * customer's receivable for what the invoice still owed, the customer's deposit for the rest; and the
 * goods back: Dr inventory / Cr cost of goods sold at the cost they left with.
 */
export function salesReturnPosting(input: SalesReturnPostingInput): Posting {
  const extra = { contactId: input.contactId, officeId: input.officeId, tagIds: input.tagIds, description: input.description };
  const posting = new Posting();
  const total = sumMoney([...input.returns, ...input.vat].map((l) => l.amount));
  for (const [accountId, amount] of byAccount(input.returns)) posting.debit(accountId, amount, extra);
  for (const [accountId, amount] of byAccount(input.vat)) posting.debit(accountId, amount, extra);
  const applied = money(input.applied);
  if (applied.greaterThan(0)) posting.credit(input.receivableAccountId, applied, extra);
  const rest = total.minus(applied);
  if (rest.greaterThan(0)) posting.credit(input.depositAccountId ?? input.receivableAccountId, rest, extra);
  for (const [accountId, amount] of byAccount(input.costs.map((c) => ({ accountId: c.inventoryAccountId, amount: c.amount })))) posting.debit(accountId, amount, extra);
  for (const [accountId, amount] of byAccount(input.costs.map((c) => ({ accountId: c.costAccountId, amount: c.amount })))) posting.credit(accountId, amount, extra);
  return posting;
}
