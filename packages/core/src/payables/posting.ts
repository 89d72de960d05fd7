import { Posting } from "../ledger/posting.js";
import { type Money, money, sumMoney, zeroMoney } from "../money/money.js";

/** One invoice line as the AP journal needs it: where its cost goes and its taxes, already computed. */
export interface ApLine {
  /** Expense (service) or goods-received-not-invoiced (goods billed against a receipt). */
  accountId: string;
  /** The line's amount before tax (quantity × price less discount). */
  amount: string;
  vatAccountId: string | null;
  vat: string;
  withholdingAccountId: string | null;
  withholding: string;
  description: string | null;
}

export interface ApInvoice {
  payableAccountId: string;
  contactId: string;
  officeId: string | null;
  tagIds: string[];
  description: string | null;
  lines: readonly ApLine[];
  /** A vendor advance offset here: credited to the advance account, lowering what is owed. */
  advance?: { accountId: string; amount: string } | null;
}

/** What the invoice owes the vendor: amounts + VAT − withholding − advance offset. */
export function apPayable(invoice: Pick<ApInvoice, "lines" | "advance">): Money {
  const gross = sumMoney(invoice.lines.flatMap((l) => [l.amount, l.vat]));
  const withheld = sumMoney(invoice.lines.map((l) => l.withholding));
  const advance = invoice.advance ? money(invoice.advance.amount) : zeroMoney();
  return gross.minus(withheld).minus(advance);
}

/** Adds amounts per account, in first-seen order (one journal line per account). */
function byAccount(entries: readonly { accountId: string | null; amount: string }[]): [string, Money][] {
  const totals = new Map<string, Money>();
  for (const { accountId, amount } of entries) {
    if (!accountId || money(amount).isZero()) continue;
    totals.set(accountId, (totals.get(accountId) ?? zeroMoney()).plus(money(amount)));
  }
  return [...totals.entries()];
}

/**
 * The AP journal of a purchase invoice: Dr each line's expense (or GRNI), Dr input VAT, Cr the
 * withholding payable, Cr the advance offset, Cr the vendor's payable for the rest. Every line
 * carries the vendor, the office and the invoice's tags.
 */
export function apInvoicePosting(invoice: ApInvoice): Posting {
  const extra = { contactId: invoice.contactId, officeId: invoice.officeId, tagIds: invoice.tagIds };
  const posting = new Posting();
  for (const line of invoice.lines) {
    if (!money(line.amount).isZero()) posting.debit(line.accountId, line.amount, { ...extra, description: line.description ?? invoice.description });
  }
  for (const [accountId, amount] of byAccount(invoice.lines.map((l) => ({ accountId: l.vatAccountId, amount: l.vat })))) {
    posting.debit(accountId, amount, { ...extra, description: invoice.description });
  }
  for (const [accountId, amount] of byAccount(invoice.lines.map((l) => ({ accountId: l.withholdingAccountId, amount: l.withholding })))) {
    posting.credit(accountId, amount, { ...extra, description: invoice.description });
  }
  if (invoice.advance && !money(invoice.advance.amount).isZero()) {
    posting.credit(invoice.advance.accountId, invoice.advance.amount, { ...extra, description: invoice.description });
  }
  const payable = apPayable(invoice);
  if (!payable.isZero()) posting.credit(invoice.payableAccountId, payable, { ...extra, description: invoice.description });
  return posting;
}

export interface PaymentApplication {
  payableAccountId: string;
  contactId: string;
  amount: string;
  description: string | null;
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
  if (cash.greaterThan(0)) posting.credit(payment.cashAccountId, cash, header);
  return posting;
}
