import { type OpenItem, type Settlement, settle } from "../currency/settle.js";
import { toBase } from "../currency/rates.js";
import { Posting, type PostingCurrency } from "../ledger/posting.js";
import { formatMoney, type Money, money, sumMoney } from "../money/money.js";

/**
 * Money per account (and per freight job, for lines booked to one), in the order first met (the
 * journal's lines keep the invoice's order).
 */
function byAccount(entries: readonly { accountId: string; amount: string; jobId?: string | null }[]): { accountId: string; amount: Money; jobId: string | null }[] {
  const sums = new Map<string, { accountId: string; amount: Money; jobId: string | null }>();
  for (const e of entries) {
    const key = `${e.accountId}|${e.jobId ?? ""}`;
    const sum = sums.get(key) ?? { accountId: e.accountId, amount: money(0), jobId: e.jobId ?? null };
    sum.amount = sum.amount.plus(money(e.amount));
    sums.set(key, sum);
  }
  return [...sums.values()].filter((s) => !s.amount.isZero());
}

export interface SalesInvoicePostingInput {
  receivableAccountId: string;
  contactId: string;
  officeId: string | null;
  tagIds: string[];
  description: string;
  /** Each line's DPP (after its discount) on its revenue account; a BACC line's on its freight job. */
  revenue: readonly { accountId: string; amount: string; jobId?: string | null }[];
  /** Each VAT tax's amount on its output-VAT account. */
  vat: readonly { accountId: string; amount: string }[];
  /**
   * The cost of the inventory products sold (DESIGN §14), each line's at the average cost the stock
   * door took: Dr cost of goods sold / Cr inventory, in the same journal.
   */
  costs?: readonly { costAccountId: string; inventoryAccountId: string; amount: string }[];
  /** An invoice in a foreign currency (DESIGN §13): its amounts are in it, each line converted once at its rate. */
  currency?: PostingCurrency | null;
  /**
   * A foreign invoice's VAT in base at the tax rate (KMK), per account: credited as it is, and what it
   * differs from the VAT at the booking rate goes to `exchangeAccountId`.
   */
  vatBase?: readonly { accountId: string; amount: string }[] | null;
  exchangeAccountId?: string | null;
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
  const posting = new Posting(input.currency ?? null);
  if (!total.isZero()) posting.debit(input.receivableAccountId, total, extra);
  for (const line of revenue) posting.credit(line.accountId, line.amount, line.jobId ? { ...extra, jobId: line.jobId } : extra);
  const vatBase = input.vatBase && input.currency ? byAccount(input.vatBase) : null;
  if (vatBase) for (const line of vatBase) posting.creditBase(line.accountId, line.amount, extra);
  else for (const line of vat) posting.credit(line.accountId, line.amount, extra);
  // The cost of what was sold is in base whatever the invoice's currency (the stock door's values).
  const costs = input.costs ?? [];
  for (const line of byAccount(costs.map((c) => ({ accountId: c.costAccountId, amount: c.amount })))) posting.debitBase(line.accountId, line.amount, extra);
  for (const line of byAccount(costs.map((c) => ({ accountId: c.inventoryAccountId, amount: c.amount })))) posting.creditBase(line.accountId, line.amount, extra);
  // VAT at the tax rate: the receivable at the booking rate carries more (or less) than revenue and
  // VAT in base; the difference is an exchange difference (a gain when the booking rate is higher).
  if (vatBase && input.exchangeAccountId) {
    const left = posting.imbalance();
    if (left.greaterThan(0)) posting.creditBase(input.exchangeAccountId, left, extra);
    if (left.isNegative()) posting.debitBase(input.exchangeAccountId, left.negated(), extra);
  }
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
  /**
   * What each invoice's payment takes off its receivable account; for a payment in a foreign
   * currency, with what was left of the invoice before it (`item`: relieved at the invoice's rate).
   */
  receivables: readonly { accountId: string; amount: string; item?: OpenItem }[];
  /**
   * A payment of invoices in a foreign currency (DESIGN §13): their currency and the payment's rate
   * (the realised difference goes to `roundingAccountId`, the exchange-difference role's account).
   */
  currency?: PostingCurrency | null;
  /** The cash or bank account holds the payment's currency; otherwise it takes the base amount at the payment's rate. */
  cashInCurrency?: boolean;
}

/** A payment's journal, and for a foreign one each invoice's settlement and the realised difference (a gain when positive). */
export interface SalesPaymentSettlement {
  posting: Posting;
  /** Per receivable, in order: what it relieved in base (a base payment: its amount). */
  settlements: Pick<Settlement, "applied" | "residual">[];
  difference: string;
}

/**
 * A customer payment: cash or bank for what arrived, each deduction (PPh 23 withheld into prepaid
 * tax, bank charges, rounding, discount) and any deposit used, against the receivables it settles
 * and, for an overpayment, the customer's deposit.
 */
export function salesPaymentPosting(input: SalesPaymentPostingInput): Posting {
  return salesPaymentSettlement(input).posting;
}

/**
 * A customer payment's journal with its settlements. In a foreign currency: the money and the
 * deductions at the payment's rate (the deductions' accounts are base accounts), each invoice
 * relieved at its own rate through core's one `settle`, and what is left between the two — the
 * realised exchange difference — on the exchange-difference account, so the base sides balance
 * exactly. A foreign payment has no deposit side (refused before).
 */
export function salesPaymentSettlement(input: SalesPaymentPostingInput): SalesPaymentSettlement {
  const extra = { contactId: input.contactId, officeId: input.officeId, tagIds: input.tagIds, description: input.description };
  const currency = input.currency ?? null;
  if (!currency) {
    const posting = new Posting();
    if (money(input.received).greaterThan(0)) posting.debit(input.cashAccountId, input.received, extra);
    for (const d of byAccount(input.deductions)) posting.debit(d.accountId, d.amount, extra);
    if (money(input.depositUsed).greaterThan(0)) posting.debit(input.depositAccountId, input.depositUsed, extra);
    for (const r of byAccount(input.receivables)) posting.credit(r.accountId, r.amount, extra);
    if (money(input.overpayment).greaterThan(0)) posting.credit(input.depositAccountId, input.overpayment, extra);
    return { posting, settlements: input.receivables.map((r) => ({ applied: formatMoney(r.amount), residual: "0.00" })), difference: "0.00" };
  }
  const posting = new Posting(currency);
  if (money(input.received).greaterThan(0)) {
    if (input.cashInCurrency) posting.debit(input.cashAccountId, input.received, extra);
    else posting.debitBase(input.cashAccountId, toBase(input.received, currency.rate), extra);
  }
  for (const d of byAccount(input.deductions)) posting.debitBase(d.accountId, toBase(d.amount, currency.rate), extra);
  const settlements: SalesPaymentSettlement["settlements"] = [];
  for (const r of input.receivables) {
    if (!r.item) throw new RangeError("a receivable of a foreign payment names what is left of its invoice");
    const s = settle(r.item, { foreign: r.amount, rate: currency.rate });
    posting.credit(r.accountId, r.amount, { ...extra, rate: r.item.rate });
    const residual = money(s.residual);
    if (residual.greaterThan(0)) posting.creditBase(r.accountId, residual, extra);
    if (residual.isNegative()) posting.debitBase(r.accountId, residual.negated(), extra);
    settlements.push({ applied: s.applied, residual: s.residual });
  }
  // What the money brought in base beyond what the invoices carried: a gain (credit) or a loss (debit).
  const difference = posting.imbalance();
  if (difference.greaterThan(0)) posting.creditBase(currency.roundingAccountId, difference, extra);
  if (difference.isNegative()) posting.debitBase(currency.roundingAccountId, difference.negated(), extra);
  return { posting, settlements, difference: formatMoney(difference) };
}
