import { toBase } from "../currency/rates.js";
import { formatMoney, type Money, money, sumMoney, zeroMoney } from "../money/money.js";
import { type LineDimensionInputs, Posting, type PostingCurrency, type PostingLine } from "../ledger/posting.js";
import { lineDimensions } from "../ledger/dimensions.js";
import { type DocumentTaxRate, type DocumentTaxTotals, documentTaxes, vatKinds } from "../tax/document-taxes.js";
import { type CashbankKind, directionOf } from "./schemas.js";

/** A counter line as the posting needs it (the request line, already parsed). */
export interface CashbankPostingLine extends LineDimensionInputs {
  account_id: string;
  amount: string;
  description?: string | null;
  tax_ids?: readonly string[];
}

/** A tax of the company as the posting needs it: its rate and the account it posts to on each side. */
export interface CashbankTax extends DocumentTaxRate {
  /** Sales side (receipts): output VAT, or tax withheld by the customer (prepaid). */
  sell_account_id: string | null;
  /** Purchase side (payments): input VAT, or tax we withhold (payable). */
  buy_account_id: string | null;
}

export interface CashbankPostingInput {
  kind: CashbankKind;
  /** The ledger account of the cash or bank account. */
  cash_account_id: string;
  /** The header's office and contact, given to the cash line (lines keep their own). */
  office_id: string | null;
  contact_id: string | null;
  description: string | null;
  lines: readonly CashbankPostingLine[];
  taxes: ReadonlyMap<string, CashbankTax>;
  /** On an account in a foreign currency (DESIGN §13): the amounts are in it, each line converted once at its rate. */
  currency?: PostingCurrency | null;
}

export interface CashbankPostingResult {
  posting: Posting;
  /** What moves through the cash or bank account: lines + VAT − withholding. */
  cash_amount: string;
  totals: DocumentTaxTotals;
}

export class CashbankTaxAccountMissing extends Error {
  constructor(readonly taxId: string) {
    super(`tax ${taxId} has no account for this side`);
  }
}

const dimensionsOf = (line: LineDimensionInputs): Partial<PostingLine> => {
  const values = line as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const d of lineDimensions) out[d.lineField] = values[d.field] ?? (d.many ? [] : null);
  return out as Partial<PostingLine>;
};

/**
 * A receipt's or payment's journal: the cash or bank account against the counter lines, with the
 * taxes of the lines computed once for the document by core's tax rule.
 *
 * - receipt (cash-in, bank-in): debit cash (lines + VAT − withheld); credit each line; credit output
 *   VAT (the tax's sell account); debit tax withheld by the payer (sell account: prepaid tax).
 * - payment (cash-out, bank-out): credit cash (lines + VAT − withheld); debit each line; debit input
 *   VAT (buy account); credit the tax we withhold (buy account: tax payable).
 */
export function cashbankPosting(input: CashbankPostingInput): CashbankPostingResult {
  const receipt = directionOf(input.kind) === "in";
  const totals = documentTaxes(
    input.lines.map((l) => ({ quantity: "1", price: l.amount, tax_ids: l.tax_ids ?? [] })),
    input.taxes,
  );
  const posting = new Posting(input.currency ?? null);
  const cash = money(totals.payable);
  const header = { description: input.description, officeId: input.office_id, contactId: input.contact_id };
  if (receipt) posting.debit(input.cash_account_id, cash, header);
  for (const line of input.lines) {
    const extra = { description: line.description ?? input.description, ...dimensionsOf(line) };
    if (!extra.officeId) extra.officeId = input.office_id;
    if (receipt) posting.credit(line.account_id, line.amount, extra);
    else posting.debit(line.account_id, line.amount, extra);
  }
  for (const tax of totals.taxes) {
    if (money(tax.amount).isZero()) continue;
    const rate = input.taxes.get(tax.tax_id) as CashbankTax;
    const account = receipt ? rate.sell_account_id : rate.buy_account_id;
    if (!account) throw new CashbankTaxAccountMissing(tax.tax_id);
    const isVat = vatKinds.includes(rate.kind as (typeof vatKinds)[number]);
    const extra = { officeId: input.office_id, contactId: input.contact_id, description: input.description };
    // VAT goes with the lines' side; withholding with the cash's side.
    const onLinesSide = isVat;
    if (receipt === onLinesSide) posting.credit(account, tax.amount, extra);
    else posting.debit(account, tax.amount, extra);
  }
  if (!receipt) posting.credit(input.cash_account_id, cash, header);
  return { posting, cash_amount: cash.toFixed(2), totals };
}

export interface TransferPostingInput {
  from_account_id: string;
  to_account_id: string;
  amount: string;
  charge_amount: string;
  charge_account_id: string | null;
  office_id: string | null;
  description: string | null;
}

/**
 * A transfer with a foreign side (DESIGN §13): the currency, its rate, which account holds it, what
 * arrived in the receiver's currency, and the exchange-difference account.
 */
export interface TransferForeign {
  currency: string;
  rate: string;
  fromForeign: boolean;
  toForeign: boolean;
  amountTo: string;
  exchangeAccountId: string;
}

/**
 * A transfer's journal with a foreign side: the receiver takes what arrived (in its currency: dollars
 * at the rate, or rupiah as they are), the sender gives the amount and the charge (likewise), the
 * charge is an expense in base, and what is left between the two — the bank's rate against the
 * booking rate — is the realised difference (a gain when positive).
 */
export function foreignTransferPosting(input: TransferPostingInput, foreign: TransferForeign): { posting: Posting; difference: string } {
  const extra = { officeId: input.office_id, description: input.description };
  const posting = new Posting({ currency: foreign.currency, rate: foreign.rate, roundingAccountId: foreign.exchangeAccountId });
  if (foreign.toForeign) posting.debit(input.to_account_id, foreign.amountTo, extra);
  else posting.debitBase(input.to_account_id, foreign.amountTo, extra);
  const charge = money(input.charge_amount);
  if (!charge.isZero()) {
    if (!input.charge_account_id) throw new Error("a bank charge needs its account");
    posting.debitBase(input.charge_account_id, foreign.fromForeign ? toBase(charge, foreign.rate) : charge, extra);
  }
  const out = money(input.amount).plus(charge);
  if (foreign.fromForeign) posting.credit(input.from_account_id, out, extra);
  else posting.creditBase(input.from_account_id, out, extra);
  // More arrived in base than left: a gain (credited); less: a loss (debited).
  const left = posting.imbalance();
  if (left.greaterThan(0)) posting.creditBase(foreign.exchangeAccountId, left, extra);
  if (left.isNegative()) posting.debitBase(foreign.exchangeAccountId, left.negated(), extra);
  return { posting, difference: formatMoney(left) };
}

/** A transfer's one journal: debit the receiving account, credit the sender; a bank charge is debited to its expense and credited to the sender too. */
export function transferPosting(input: TransferPostingInput): Posting {
  const extra = { officeId: input.office_id, description: input.description };
  const posting = new Posting().debit(input.to_account_id, input.amount, extra);
  const charge = money(input.charge_amount);
  if (!charge.isZero()) {
    if (!input.charge_account_id) throw new Error("a bank charge needs its account");
    posting.debit(input.charge_account_id, charge, extra);
  }
  return posting.credit(input.from_account_id, money(input.amount).plus(charge), extra);
}

/** What leaves the sending account in a transfer: the amount and the charge. */
export const transferOutflow = (amount: string, charge: string): string => money(amount).plus(money(charge)).toFixed(2);

/** The total of a request's lines. */
export const requestTotal = (lines: readonly { amount: string }[]): Money => (lines.length ? sumMoney(lines.map((l) => l.amount)) : zeroMoney());
