import { Posting } from "../ledger/posting.js";
import { type Money, money, sumMoney } from "../money/money.js";

/** Money per account, in the order first met (the journal's lines keep the invoice's order). */
function byAccount(entries: readonly { accountId: string; amount: string }[]): { accountId: string; amount: Money }[] {
  const sums = new Map<string, Money>();
  for (const e of entries) sums.set(e.accountId, (sums.get(e.accountId) ?? money(0)).plus(money(e.amount)));
  return [...sums].filter(([, amount]) => !amount.isZero()).map(([accountId, amount]) => ({ accountId, amount }));
}

export interface SalesInvoicePostingInput {
  receivableAccountId: string;
  contactId: string;
  officeId: string | null;
  tagIds: string[];
  description: string;
  /** Each line's DPP (after its discount) on its revenue account. */
  revenue: readonly { accountId: string; amount: string }[];
  /** Each VAT tax's amount on its output-VAT account. */
  vat: readonly { accountId: string; amount: string }[];
  /**
   * The cost of the inventory products sold (DESIGN §14), each line's at the average cost the stock
   * door took: Dr cost of goods sold / Cr inventory, in the same journal.
   */
  costs?: readonly { costAccountId: string; inventoryAccountId: string; amount: string }[];
}

/**
 * The AR journal of a sales invoice: the customer's receivable for the total against revenue per
 * account and output VAT per account. Withholding the customer will cut is not posted here; it is
 * a deduction of the payment.
 */
export function salesInvoicePosting(input: SalesInvoicePostingInput): Posting {
  const extra = { contactId: input.contactId, officeId: input.officeId, tagIds: input.tagIds, description: input.description };
  const revenue = byAccount(input.revenue);
  const vat = byAccount(input.vat);
  const total = sumMoney([...revenue, ...vat].map((l) => l.amount));
  const posting = new Posting();
  if (!total.isZero()) posting.debit(input.receivableAccountId, total, extra);
  for (const line of revenue) posting.credit(line.accountId, line.amount, extra);
  for (const line of vat) posting.credit(line.accountId, line.amount, extra);
  const costs = input.costs ?? [];
  for (const line of byAccount(costs.map((c) => ({ accountId: c.costAccountId, amount: c.amount })))) posting.debit(line.accountId, line.amount, extra);
  for (const line of byAccount(costs.map((c) => ({ accountId: c.inventoryAccountId, amount: c.amount })))) posting.credit(line.accountId, line.amount, extra);
  return posting;
}

export interface SalesPaymentPostingInput {
  contactId: string;
  officeId: string | null;
  tagIds: string[];
  description: string;
  cashAccountId: string;
  received: string;
  deductions: readonly { accountId: string; amount: string }[];
  depositAccountId: string;
  depositUsed: string;
  overpayment: string;
  /** What each invoice's payment takes off its receivable account. */
  receivables: readonly { accountId: string; amount: string }[];
}

/**
 * A customer payment: cash or bank for what arrived, each deduction (PPh 23 withheld into prepaid
 * tax, bank charges, rounding, discount) and any deposit used, against the receivables it settles
 * and, for an overpayment, the customer's deposit.
 */
export function salesPaymentPosting(input: SalesPaymentPostingInput): Posting {
  const extra = { contactId: input.contactId, officeId: input.officeId, tagIds: input.tagIds, description: input.description };
  const posting = new Posting();
  if (money(input.received).greaterThan(0)) posting.debit(input.cashAccountId, input.received, extra);
  for (const d of byAccount(input.deductions)) posting.debit(d.accountId, d.amount, extra);
  if (money(input.depositUsed).greaterThan(0)) posting.debit(input.depositAccountId, input.depositUsed, extra);
  for (const r of byAccount(input.receivables)) posting.credit(r.accountId, r.amount, extra);
  if (money(input.overpayment).greaterThan(0)) posting.credit(input.depositAccountId, input.overpayment, extra);
  return posting;
}
