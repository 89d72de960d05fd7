import { type OpenItem, type Settlement, settle } from "../currency/settle.js";
import { toBase } from "../currency/rates.js";
import { Posting, type PostingCurrency } from "../ledger/posting.js";
import { formatMoney, type Money, money, sumMoney, zeroMoney } from "../money/money.js";

/** One invoice line as the AP journal needs it: where its cost goes, and its amount before tax. */
export interface ApLine {
  /** Expense (service) or goods-received-not-invoiced (goods billed against a receipt). */
  accountId: string;
  /** quantity × price less discount (the line's DPP). */
  amount: string;
  description: string | null;
  /** A BACC line: the freight job it is booked to (the journal line's job dimension). */
  jobId?: string | null;
  /** A line billed from an order: the budget dimensions of the request it comes from (work unit, activity), on each of its journal lines. */
  workUnitId?: string | null;
  activityId?: string | null;
  /**
   * Goods received into inventory: GRNI was credited at the order's price, so the line debits
   * `accountId` (GRNI) that much and the difference (either sign) goes to the variance account.
   */
  grni?: { amount: string; varianceAccountId: string } | null;
  /**
   * Of that difference, what revalued the goods still on hand (DESIGN §14: the stock door's answer),
   * debited (or credited) to their inventory account; only the rest goes to the variance account.
   */
  revalued?: { inventoryAccountId: string; amount: string; officeId?: string | null } | null;
}

/** A tax of the invoice, computed once per document (core `documentTaxes`), and its purchase account. */
export interface ApTax {
  accountId: string;
  amount: string;
}

export interface ApInvoice {
  payableAccountId: string;
  contactId: string;
  officeId: string | null;
  tagIds: string[];
  description: string | null;
  lines: readonly ApLine[];
  /** Input VAT per tax (debited). */
  vat: readonly ApTax[];
  /** PPh 23 / 4(2) withheld per tax (credited to the withholding payable). */
  withholding: readonly ApTax[];
  /** A vendor advance offset here: credited to the advance account, lowering what is owed. */
  advance?: { accountId: string; amount: string } | null;
  /** An invoice in a foreign currency (DESIGN §13): its amounts are in it, each line converted once at its rate. */
  currency?: PostingCurrency | null;
  /**
   * A foreign invoice's taxes in base at the tax rate (KMK), per account: posted as they are, and what
   * they differ from the taxes at the booking rate goes to `exchangeAccountId`.
   */
  taxBase?: { vat: readonly ApTax[]; withholding: readonly ApTax[] } | null;
  exchangeAccountId?: string | null;
}

/** What the invoice owes the vendor: amounts + VAT − withholding − advance offset. */
export function apPayable(invoice: Pick<ApInvoice, "lines" | "vat" | "withholding" | "advance">): Money {
  const gross = sumMoney([...invoice.lines.map((l) => l.amount), ...invoice.vat.map((t) => t.amount)]);
  const withheld = sumMoney(invoice.withholding.map((t) => t.amount));
  const advance = invoice.advance ? money(invoice.advance.amount) : zeroMoney();
  return gross.minus(withheld).minus(advance);
}

/** Adds amounts per account, in first-seen order (one journal line per account). */
function byAccount(entries: readonly ApTax[]): [string, Money][] {
  const totals = new Map<string, Money>();
  for (const { accountId, amount } of entries) {
    if (money(amount).isZero()) continue;
    totals.set(accountId, (totals.get(accountId) ?? zeroMoney()).plus(money(amount)));
  }
  return [...totals.entries()];
}

/**
 * The AP journal of a purchase invoice: Dr each line's expense (or GRNI), Dr input VAT, Cr the
 * withholding payable, Cr the advance offset, Cr the vendor's payable for the rest. Every line
 * carries the vendor, the office and the invoice's tags; a line's own (its expense, variance and
 * revaluation) also its job and budget dimensions — not its GRNI debit, which clears the receipt's
 * credit where it was made.
 */
export function apInvoicePosting(invoice: ApInvoice): Posting {
  const extra = { contactId: invoice.contactId, officeId: invoice.officeId, tagIds: invoice.tagIds, description: invoice.description };
  const currency = invoice.currency ?? null;
  const posting = new Posting(currency);
  for (const line of invoice.lines) {
    if (currency && (line.grni || line.revalued)) throw new RangeError("goods received into stock are billed in the base currency");
    const lineExtra = { ...extra, description: line.description ?? invoice.description, jobId: line.jobId ?? null, workUnitId: line.workUnitId ?? null, activityId: line.activityId ?? null };
    const atOrder = line.grni ? money(line.grni.amount) : money(line.amount);
    // GRNI clears what the receipt credited, on the receipt's dimensions (office and vendor, no budget dimensions).
    if (!atOrder.isZero()) posting.debit(line.accountId, atOrder, line.grni ? { ...lineExtra, workUnitId: null, activityId: null } : lineExtra);
    const revalued = line.grni && line.revalued ? money(line.revalued.amount) : money(0);
    // At the office the goods are at (the stock ledger's), whatever office the invoice is booked on.
    const stockExtra = { ...lineExtra, officeId: line.revalued?.officeId ?? lineExtra.officeId };
    if (line.revalued && revalued.greaterThan(0)) posting.debit(line.revalued.inventoryAccountId, revalued, stockExtra);
    if (line.revalued && revalued.lessThan(0)) posting.credit(line.revalued.inventoryAccountId, revalued.negated(), stockExtra);
    const variance = money(line.amount).minus(atOrder).minus(revalued);
    if (line.grni && variance.greaterThan(0)) posting.debit(line.grni.varianceAccountId, variance, lineExtra);
    if (line.grni && variance.lessThan(0)) posting.credit(line.grni.varianceAccountId, variance.negated(), lineExtra);
  }
  const taxBase = currency ? (invoice.taxBase ?? null) : null;
  if (taxBase) {
    for (const [accountId, amount] of byAccount(taxBase.vat)) posting.debitBase(accountId, amount, extra);
    for (const [accountId, amount] of byAccount(taxBase.withholding)) posting.creditBase(accountId, amount, extra);
  } else {
    for (const [accountId, amount] of byAccount(invoice.vat)) posting.debit(accountId, amount, extra);
    for (const [accountId, amount] of byAccount(invoice.withholding)) posting.credit(accountId, amount, extra);
  }
  if (invoice.advance && !money(invoice.advance.amount).isZero()) posting.credit(invoice.advance.accountId, invoice.advance.amount, extra);
  const payable = apPayable(invoice);
  if (!payable.isZero()) posting.credit(invoice.payableAccountId, payable, extra);
  // Taxes at the tax rate: the payable at the booking rate carries more (or less) than the lines and
  // taxes in base; the difference is an exchange difference (a gain when the booking rate is lower).
  if (taxBase && invoice.exchangeAccountId) {
    const left = posting.imbalance();
    if (left.greaterThan(0)) posting.creditBase(invoice.exchangeAccountId, left, extra);
    if (left.isNegative()) posting.debitBase(invoice.exchangeAccountId, left.negated(), extra);
  }
  return posting;
}

export interface PaymentApplication {
  payableAccountId: string;
  contactId: string;
  amount: string;
  description: string | null;
  /** A payment in a foreign currency: what was left of the invoice before it (relieved at the invoice's rate). */
  item?: OpenItem;
}

export interface PaymentDeduction {
  kind: "deduction" | "charge";
  accountId: string;
  amount: string;
  description: string | null;
}

export interface ApPayment {
  cashAccountId: string;
  officeId: string | null;
  description: string | null;
  applications: readonly PaymentApplication[];
  deductions: readonly PaymentDeduction[];
  /**
   * A payment of invoices in a foreign currency (DESIGN §13): their currency and the payment's rate
   * (the realised difference goes to `roundingAccountId`, the exchange-difference role's account).
   */
  currency?: PostingCurrency | null;
  /** The cash or bank account holds the payment's currency; otherwise it gives the base amount at the payment's rate. */
  cashInCurrency?: boolean;
}

/** A payment's journal, and for a foreign one each invoice's settlement and the realised difference (a gain when positive). */
export interface ApPaymentSettlement {
  posting: Posting;
  /** Per application, in order: what it relieved in base (a base payment: its amount). */
  settlements: Pick<Settlement, "applied" | "residual">[];
  difference: string;
}

/** What leaves the cash or bank account: the invoices paid, plus charges, less deductions. */
export function paymentCashOut(payment: Pick<ApPayment, "applications" | "deductions">): Money {
  const applied = sumMoney(payment.applications.map((a) => a.amount));
  const charges = sumMoney(payment.deductions.filter((d) => d.kind === "charge").map((d) => d.amount));
  const deductions = sumMoney(payment.deductions.filter((d) => d.kind === "deduction").map((d) => d.amount));
  return applied.plus(charges).minus(deductions);
}

/**
 * The journal of a purchase payment: Dr each vendor's payable for what it settles, Dr charges
 * (bank fees the company bears), Cr deductions (rounding, discounts taken), Cr the cash or bank
 * account for the rest. The caller refuses a payment whose cash out is not above zero.
 */
export function apPaymentPosting(payment: ApPayment): Posting {
  return apPaymentSettlement(payment).posting;
}

/**
 * A purchase payment's journal with its settlements. In a foreign currency: each invoice relieved at
 * its own rate through core's one `settle` (with the residual on its last unit), the charges and
 * deductions at the payment's rate (their accounts are base accounts), the money at the payment's
 * rate, and what is left between them — the realised exchange difference — on the exchange-difference
 * account, so the base sides balance exactly.
 */
export function apPaymentSettlement(payment: ApPayment): ApPaymentSettlement {
  const currency = payment.currency ?? null;
  if (currency) return foreignApPayment(payment, currency);
  const posting = new Posting();
  const header = { officeId: payment.officeId, description: payment.description };
  for (const a of payment.applications) {
    posting.debit(a.payableAccountId, a.amount, { ...header, contactId: a.contactId, description: a.description ?? payment.description });
  }
  for (const d of payment.deductions) {
    const extra = { ...header, description: d.description ?? payment.description };
    if (d.kind === "charge") posting.debit(d.accountId, d.amount, extra);
    else posting.credit(d.accountId, d.amount, extra);
  }
  const cash = paymentCashOut(payment);
  // The cash line names the vendor when the payment pays one (the cash book shows who was paid).
  const vendors = new Set(payment.applications.map((a) => a.contactId));
  const vendor = vendors.size === 1 ? ([...vendors][0] as string) : null;
  if (cash.greaterThan(0)) posting.credit(payment.cashAccountId, cash, { ...header, contactId: vendor });
  return { posting, settlements: payment.applications.map((a) => ({ applied: formatMoney(a.amount), residual: "0.00" })), difference: "0.00" };
}

function foreignApPayment(payment: ApPayment, currency: PostingCurrency): ApPaymentSettlement {
  const posting = new Posting(currency);
  const header = { officeId: payment.officeId, description: payment.description };
  const settlements: ApPaymentSettlement["settlements"] = [];
  for (const a of payment.applications) {
    if (!a.item) throw new RangeError("an application of a foreign payment names what is left of its invoice");
    const s = settle(a.item, { foreign: a.amount, rate: currency.rate });
    const extra = { ...header, contactId: a.contactId, description: a.description ?? payment.description };
    posting.debit(a.payableAccountId, a.amount, { ...extra, rate: a.item.rate });
    const residual = money(s.residual);
    if (residual.greaterThan(0)) posting.debitBase(a.payableAccountId, residual, extra);
    if (residual.isNegative()) posting.creditBase(a.payableAccountId, residual.negated(), extra);
    settlements.push({ applied: s.applied, residual: s.residual });
  }
  for (const d of payment.deductions) {
    const extra = { ...header, description: d.description ?? payment.description };
    const base = toBase(d.amount, currency.rate);
    if (d.kind === "charge") posting.debitBase(d.accountId, base, extra);
    else posting.creditBase(d.accountId, base, extra);
  }
  const cash = paymentCashOut(payment);
  const vendors = new Set(payment.applications.map((a) => a.contactId));
  const cashExtra = { ...header, contactId: vendors.size === 1 ? ([...vendors][0] as string) : null };
  if (cash.greaterThan(0)) {
    if (payment.cashInCurrency) posting.credit(payment.cashAccountId, cash, cashExtra);
    else posting.creditBase(payment.cashAccountId, toBase(cash, currency.rate), cashExtra);
  }
  // What the invoices carried in base beyond what the money cost: a gain (credit) or a loss (debit).
  const difference = posting.imbalance();
  if (difference.greaterThan(0)) posting.creditBase(currency.roundingAccountId, difference, header);
  if (difference.isNegative()) posting.debitBase(currency.roundingAccountId, difference.negated(), header);
  return { posting, settlements, difference: formatMoney(difference) };
}
