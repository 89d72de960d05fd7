import { z } from "zod";
import { documentResponse } from "../documents/schemas.js";
import { Posting } from "../ledger/posting.js";
import { money } from "../money/money.js";
import { dateField, limits, optionalString } from "../schemas/common.js";

/** Bounds of a revaluation (TIGER_STYLE: a limit on everything): the items a print lists, a page of its items route. */
export const revaluationLimits = {
  /** Items a print lists (the whole list is read from its items route). */
  items_shown_max: 1000,
  items_page_max: 1000,
} as const;

/** What a revaluation revalues: an open receivable or payable (per invoice), a cash or bank balance. */
export const revaluationKinds = ["receivable", "payable", "cash"] as const;
export type RevaluationKind = (typeof revaluationKinds)[number];

/** A payable is a liability: its base rising is a loss; a receivable's or a bank balance's, a gain. */
export const revaluationSign = (kind: RevaluationKind): 1 | -1 => (kind === "payable" ? -1 : 1);

/** POST /transactions/exchange-revaluation: revalue what is open in foreign currencies at a date. */
export const revaluationBody = z.strictObject({
  date: dateField(),
  description: optionalString(limits.text_length_max),
});
export type RevaluationBody = z.infer<typeof revaluationBody>;

export const revaluationItemResponse = z.object({
  line_no: z.number(),
  kind: z.enum(revaluationKinds),
  source_id: z.string(),
  /** The invoice's number, or the cash or bank account's name. */
  source_name: z.string().nullable(),
  contact_name: z.string().nullable(),
  account_id: z.string(),
  account_code: z.string(),
  currency: z.string(),
  /** What is open, in its currency. */
  amount: z.string(),
  old_base: z.string(),
  rate: z.string(),
  new_base: z.string(),
  /** new_base − old_base of the item's own balance (for a payable, what is owed). */
  difference: z.string(),
});
export type RevaluationItemResponse = z.infer<typeof revaluationItemResponse>;

export const revaluationResponse = documentResponse.extend({
  description: z.string().nullable(),
  /** The day its difference is reversed: the next one. */
  reversal_date: z.string(),
  items_count: z.number(),
  gain: z.string(),
  loss: z.string(),
  /** gain − loss. */
  net: z.string(),
});
export type RevaluationResponse = z.infer<typeof revaluationResponse>;

/**
 * The unrealised difference's journal (DESIGN §13): per account, the net of its items' differences
 * in base (an asset's rise debited, a liability's rise credited), against the exchange-difference
 * account. Base lines only: the foreign amounts do not change. None when nothing moved.
 */
export function revaluationPosting(
  accounts: readonly { accountId: string; debit: string }[],
  exchangeAccountId: string,
  extra: { officeId?: string | null; description?: string | null } = {},
): Posting | null {
  const posting = new Posting();
  let net = money(0);
  for (const a of accounts) {
    const amount = money(a.debit);
    if (amount.greaterThan(0)) posting.debitBase(a.accountId, amount, extra);
    if (amount.isNegative()) posting.creditBase(a.accountId, amount.negated(), extra);
    net = net.plus(amount);
  }
  if (posting.size === 0) return null;
  if (net.greaterThan(0)) posting.creditBase(exchangeAccountId, net, extra);
  if (net.isNegative()) posting.debitBase(exchangeAccountId, net.negated(), extra);
  return posting;
}
