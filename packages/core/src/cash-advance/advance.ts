import { daysBetween } from "../calendar.js";
import { Posting, type PostingCurrency } from "../ledger/posting.js";
import { type Money, type MoneyInput, formatMoney, money, zeroMoney } from "../money/money.js";
import { type DocumentTaxRate, documentTaxes } from "../tax/document-taxes.js";

/**
 * An employee cash advance (kasbon) from payment to close, as pure functions: what it posts at each
 * step and where it stands. The server keeps the consumed amounts in `cash_advances` and calls these.
 *
 *   balance = amount + topped_up + payable − realised − refunded
 *
 * Paid: the employee holds `amount`. Realised: the receipts say what was spent; a positive balance
 * is refunded into a cash or bank account, a negative one topped up to the employee now or posted
 * to AP (`payable`, cash-advance-ap) for payables to pay later. Closed: zero.
 */
export interface AdvanceAmounts {
  amount: MoneyInput;
  realised: MoneyInput;
  refunded: MoneyInput;
  topped_up: MoneyInput;
  /** Posted to AP as owed to the employee (cash-advance-ap). */
  payable: MoneyInput;
  /** Has its realisation been approved? */
  is_realised: boolean;
}

export type AdvanceSettlementStatus = "paid" | "realised" | "closed";
export type SettlementKind = "refund" | "top_up";

export const advanceBalance = (a: AdvanceAmounts): Money =>
  money(a.amount).plus(money(a.topped_up)).plus(money(a.payable)).minus(money(a.realised)).minus(money(a.refunded));

/** Paid until realised; realised until the balance is settled to zero; then closed. */
export function advanceStatus(a: AdvanceAmounts): AdvanceSettlementStatus {
  if (!a.is_realised) return "paid";
  return advanceBalance(a).isZero() ? "closed" : "realised";
}

/** What settles a realised advance: a refund when the employee holds money back, a top-up (or AP posting) when owed; none at zero. */
export function settlementKindOf(a: AdvanceAmounts): SettlementKind | null {
  if (!a.is_realised) return null;
  const balance = advanceBalance(a);
  if (balance.isZero()) return null;
  return balance.greaterThan(0) ? "refund" : "top_up";
}

/** The most a settlement may be: the balance's size. */
export const settlementLimit = (a: AdvanceAmounts): Money => advanceBalance(a).abs();

/** Why an approved amount is refused (null: fine): above the requested, or not above zero. */
export function approvedAmountProblem(approved: MoneyInput, requested: MoneyInput): "above_requested" | "not_positive" | null {
  const value = money(approved);
  if (!value.greaterThan(0)) return "not_positive";
  if (value.greaterThan(money(requested))) return "above_requested";
  return null;
}

/** Line extras the advance's lines carry: the employee by name and as contact, and the request's dimensions. */
export interface AdvanceLineExtras {
  description: string | null;
  contactId?: string | null;
  workUnitId?: string | null;
  activityId?: string | null;
  officeId?: string | null;
}

/** Paying the advance: Dr employee advance / Cr cash or bank. */
export function disbursementPosting(p: {
  advanceAccountId: string;
  cashAccountId: string;
  amount: MoneyInput;
  extras: AdvanceLineExtras;
  /**
   * Paid from an account in a foreign currency (DESIGN §13): what was handed over in it, at the rate;
   * the advance stays the request's amount in base, and what the money cost beyond it (or less) is an
   * exchange difference on `exchangeAccountId` (the posting's rounding account).
   */
  foreign?: { currency: PostingCurrency; amount: MoneyInput } | null;
}): Posting {
  if (!p.foreign) return new Posting().debit(p.advanceAccountId, p.amount, p.extras).credit(p.cashAccountId, p.amount, p.extras);
  const posting = new Posting(p.foreign.currency).debitBase(p.advanceAccountId, p.amount, p.extras).credit(p.cashAccountId, p.foreign.amount, p.extras);
  const left = posting.imbalance();
  if (left.greaterThan(0)) posting.creditBase(p.foreign.currency.roundingAccountId, left, p.extras);
  if (left.isNegative()) posting.debitBase(p.foreign.currency.roundingAccountId, left.negated(), p.extras);
  return posting;
}

/** A refund (Dr cash or bank / Cr employee advance) or a top-up (Dr employee advance / Cr cash or bank). */
export function settlementPosting(p: {
  kind: SettlementKind;
  advanceAccountId: string;
  cashAccountId: string;
  amount: MoneyInput;
  extras: AdvanceLineExtras;
}): Posting {
  const posting = new Posting();
  if (p.kind === "refund") return posting.debit(p.cashAccountId, p.amount, p.extras).credit(p.advanceAccountId, p.amount, p.extras);
  return posting.debit(p.advanceAccountId, p.amount, p.extras).credit(p.cashAccountId, p.amount, p.extras);
}

export interface RealisationLine {
  account_id: string;
  description: string | null;
  amount: MoneyInput;
  tax_id: string | null;
  work_unit_id: string | null;
  activity_id: string | null;
  element_id: string | null;
  tag_ids: string[];
}

/** A VAT tax as the realisation needs it: the rate (core's one tax computation) and its buy account. */
export interface RealisationTax extends DocumentTaxRate {
  buy_account_id: string | null;
}

export interface RealisationTotals {
  /** Σ amounts: the expenses without VAT. */
  expense: string;
  vat: string;
  /** expense + vat: what the realisation takes off the advance. */
  total: string;
  /** Per line: its VAT share (the document's VAT per tax spread over its lines, the last line taking the rounding). */
  line_vat: string[];
}

/**
 * A realisation's totals: each receipt's amount is its DPP; VAT per tax through core's document
 * tax computation (once per document, rounded down to the rupiah), spread back over the lines.
 */
export function realisationTotals(lines: readonly RealisationLine[], taxes: ReadonlyMap<string, RealisationTax>): RealisationTotals {
  const computed = documentTaxes(
    lines.map((l) => ({ quantity: 1, price: l.amount, tax_ids: l.tax_id ? [l.tax_id] : [] })),
    taxes,
  );
  const lineVat = lines.map(() => zeroMoney());
  for (const tax of computed.taxes) {
    const carrying = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.tax_id === tax.tax_id);
    let left = money(tax.amount);
    const base = money(tax.base);
    carrying.forEach(({ l, i }, k) => {
      const share = k === carrying.length - 1 || base.isZero() ? left : money(money(tax.amount).times(money(l.amount)).dividedBy(base));
      lineVat[i] = share;
      left = left.minus(share);
    });
  }
  return { expense: computed.dpp, vat: computed.vat, total: computed.total, line_vat: lineVat.map(formatMoney) };
}

/**
 * Realising the advance: Dr each expense (its dimensions), Dr VAT in on the tax's buy account
 * (or the company's VAT-in account), Cr employee advance for the whole.
 */
export function realisationPosting(p: {
  advanceAccountId: string;
  vatInAccountId: string | null;
  lines: readonly RealisationLine[];
  taxes: ReadonlyMap<string, RealisationTax>;
  extras: AdvanceLineExtras;
}): { posting: Posting; totals: RealisationTotals } {
  const totals = realisationTotals(p.lines, p.taxes);
  const posting = new Posting();
  p.lines.forEach((l, i) => {
    const dimensions = {
      description: l.description ?? p.extras.description,
      officeId: p.extras.officeId ?? null,
      workUnitId: l.work_unit_id,
      activityId: l.activity_id,
      elementId: l.element_id,
      tagIds: l.tag_ids,
    };
    posting.debit(l.account_id, l.amount, dimensions);
    const vat = money(totals.line_vat[i] ?? 0);
    if (vat.greaterThan(0)) {
      const account = (l.tax_id ? p.taxes.get(l.tax_id)?.buy_account_id : null) ?? p.vatInAccountId;
      if (!account) throw new RealisationTaxAccountError(l.tax_id ?? "");
      posting.debit(account, vat, dimensions);
    }
  });
  posting.credit(p.advanceAccountId, totals.total, p.extras);
  return { posting, totals };
}

/** A receipt's VAT has no account to go to (the tax has no buy account and no VAT-in default). */
export class RealisationTaxAccountError extends Error {
  constructor(readonly taxId: string) {
    super(`no VAT-in account for tax ${taxId}`);
  }
}

/**
 * The N-days rule (off when `overdueDays` is null): an employee may not take a new advance while
 * holding one unsettled for more than N days on the new one's date. Answers the offending advance.
 */
export function overdueAdvance<T extends { date: string }>(unsettled: readonly T[], date: string, overdueDays: number | null): T | null {
  if (overdueDays === null) return null;
  return unsettled.find((a) => daysBetween(a.date, date) > overdueDays) ?? null;
}
