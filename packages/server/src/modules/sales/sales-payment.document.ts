import {
  type AccountRole,
  type DeductionKind,
  formatMoney,
  money,
  paymentFigures,
  type SalesPaymentBody,
  salesPaymentBody,
  type SalesPaymentPostingInput,
  salesPaymentPosting,
  salesPaymentResponse,
  salesPaymentSettlement,
  toBase,
} from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { cashbanks, companies, contacts, documents, salesCustomerDeposits, salesInvoices, salesPaymentLines, salesPayments } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { accountForRole } from "../../platform/account-roles.js";
import { notFound, unprocessable } from "../../platform/errors.js";
import { fieldMessage, fieldRule, invalidField } from "../../platform/field-errors.js";
import { scopeAttached, scopeCondition } from "../cashbank/access.js";
import { salesInvoiceDocument } from "./sales-invoice.document.js";
import { salesReceiptPrint } from "./sales-print.js";
import {
  assertOffice,
  assertPostableAccounts,
  assertTags,
  customerOf,
  taxesOf,
} from "./sales.service.js";
import { assertDefined } from "../../platform/assert.js";
import { baseCurrency, documentRate } from "../currency/rates.js";

export interface PaymentDeduction {
  kind: DeductionKind;
  account_id: string;
  tax_id: string | null;
  amount: string;
  reference: string | null;
  description: string | null;
}

export interface PaymentLine {
  invoice_id: string;
  invoice_number: string | null;
  invoice_date: string;
  invoice_total: string;
  receivable_account_id: string;
  amount: string;
  invoice_rate: string | null;
  base: string | null;
}

export type PaymentContent = typeof salesPayments.$inferSelect & {
  contactName: string;
  cashbankName: string;
  cashAccountId: string;
  cashbankCurrency: string;
  baseCurrency: string;
  lines: PaymentLine[];
};

export const PAYMENT_TYPE = "sales_payment";

const deductionRoles: Record<Exclude<DeductionKind, "other">, AccountRole> = {
  withholding: "withholding_receivable",
  bank_charge: "bank_charges",
  rounding: "rounding",
  discount: "sales_discount",
};

async function resolveDeductions(ctx: DocumentContext, body: SalesPaymentBody): Promise<PaymentDeduction[]> {
  const taxMap = await taxesOf(ctx, body.deductions.flatMap((d) => (d.tax_id ? [d.tax_id] : [])));
  const out: PaymentDeduction[] = [];
  for (const [index, d] of body.deductions.entries()) {
    const tax = d.tax_id ? taxMap.get(d.tax_id) : undefined;
    if (d.tax_id && !tax) throw invalidField(`deductions.${index}.tax_id`, ctx.language);
    let account = d.account_id ?? (d.kind === "withholding" ? (tax?.sellAccountId ?? null) : null);
    if (!account && d.kind === "other") throw fieldRule(`deductions.${index}.account_id`, "required", ctx.language);
    account ??= await accountForRole(ctx, deductionRoles[d.kind as Exclude<DeductionKind, "other">], { field: `deductions.${index}.account_id` });
    out.push({ kind: d.kind, account_id: account, tax_id: d.tax_id, amount: d.amount, reference: d.reference, description: d.description });
  }
  await assertPostableAccounts(ctx, out.map((d) => d.account_id), (i) => `deductions.${i}.account_id`);
  return out;
}

export async function loadPayments(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, PaymentContent>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({
      payment: salesPayments,
      contactName: contacts.name,
      cashbankName: cashbanks.name,
      cashAccountId: cashbanks.accountId,
      cashbankCurrency: cashbanks.currency,
      baseCurrency: companies.baseCurrency,
    })
    .from(salesPayments)
    .innerJoin(companies, eq(companies.id, salesPayments.companyId))
    .innerJoin(contacts, and(eq(contacts.companyId, salesPayments.companyId), eq(contacts.id, salesPayments.contactId)))
    .innerJoin(cashbanks, and(eq(cashbanks.companyId, salesPayments.companyId), eq(cashbanks.id, salesPayments.cashbankId)))
    .where(and(eq(salesPayments.companyId, ctx.actor.companyId), inArray(salesPayments.id, [...ids])));
  const lines = await ctx.tx
    .select({
      paymentId: salesPaymentLines.paymentId,
      invoiceId: salesPaymentLines.invoiceId,
      amount: salesPaymentLines.amount,
      base: salesPaymentLines.base,
      invoiceRate: salesInvoices.rate,
      number: documents.number,
      invoiceDate: salesInvoices.invoiceDate,
      total: salesInvoices.total,
      receivable: salesInvoices.receivableAccountId,
    })
    .from(salesPaymentLines)
    .innerJoin(salesInvoices, and(eq(salesInvoices.companyId, salesPaymentLines.companyId), eq(salesInvoices.id, salesPaymentLines.invoiceId)))
    .innerJoin(documents, and(eq(documents.companyId, salesInvoices.companyId), eq(documents.id, salesInvoices.id)))
    .where(and(eq(salesPaymentLines.companyId, ctx.actor.companyId), inArray(salesPaymentLines.paymentId, [...ids])))
    .orderBy(asc(salesPaymentLines.paymentId), asc(salesPaymentLines.lineNo));
  const byPayment = new Map<string, PaymentLine[]>();
  for (const l of lines) {
    const list = byPayment.get(l.paymentId) ?? [];
    list.push({
      invoice_id: l.invoiceId,
      invoice_number: l.number,
      invoice_date: l.invoiceDate,
      invoice_total: formatMoney(l.total),
      receivable_account_id: assertDefined(l.receivable, "a paid invoice was saved with its receivable account"),
      amount: formatMoney(l.amount),
      invoice_rate: l.invoiceRate,
      base: l.base === null ? null : formatMoney(l.base),
    });
    byPayment.set(l.paymentId, list);
  }
  return new Map(
    rows.map((r) => [
      r.payment.id,
      {
        ...r.payment,
        contactName: r.contactName,
        cashbankName: r.cashbankName,
        cashAccountId: r.cashAccountId,
        cashbankCurrency: r.cashbankCurrency,
        baseCurrency: r.baseCurrency,
        lines: byPayment.get(r.payment.id) ?? [],
      },
    ]),
  );
}

/** The invoices a payment names, locked (in id order, so concurrent payments queue instead of deadlocking). */
/** An invoice a payment names, as locked: what is left of it in its currency and in base, and its rate. */
export interface LockedInvoice {
  id: string;
  contactId: string;
  invoiceDate: string;
  outstanding: string;
  outstandingBase: string;
  currency: string | null;
  rate: string | null;
  status: string;
  number: string | null;
}

export async function lockInvoices(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, LockedInvoice>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({
      id: salesInvoices.id,
      contactId: salesInvoices.contactId,
      invoiceDate: salesInvoices.invoiceDate,
      outstanding: salesInvoices.outstanding,
      outstandingBase: salesInvoices.outstandingBase,
      currency: salesInvoices.currency,
      rate: salesInvoices.rate,
      status: documents.status,
      number: documents.number,
    })
    .from(salesInvoices)
    .innerJoin(documents, and(eq(documents.companyId, salesInvoices.companyId), eq(documents.id, salesInvoices.id)))
    .where(and(eq(salesInvoices.companyId, ctx.actor.companyId), inArray(salesInvoices.id, [...ids])))
    .orderBy(asc(salesInvoices.id))
    // NO KEY UPDATE: a payment being saved holds KEY SHARE on its invoices through its lines' foreign
    // keys, which FOR UPDATE would wait on (20 concurrent payments deadlocked on PostgreSQL).
    .for("no key update", { of: salesInvoices });
  return new Map(rows.map((r) => [r.id, r]));
}

/** Adds to (or takes from, when negative) a customer's deposit, the row locked; refuses to go below zero. */
export async function moveDeposit(ctx: DocumentContext, contactId: string, delta: string, refusal: () => Error) {
  await ctx.tx
    .insert(salesCustomerDeposits)
    .values({ companyId: ctx.actor.companyId, contactId, balance: "0" })
    .onConflictDoNothing();
  const [row] = await ctx.tx
    .select({ balance: salesCustomerDeposits.balance })
    .from(salesCustomerDeposits)
    .where(and(eq(salesCustomerDeposits.companyId, ctx.actor.companyId), eq(salesCustomerDeposits.contactId, contactId)))
    .for("update");
  const next = money(row?.balance ?? "0").plus(money(delta));
  if (next.isNegative()) throw refusal();
  await ctx.tx
    .update(salesCustomerDeposits)
    .set({ balance: next.toFixed(2), updatedAt: sql`now()` })
    .where(and(eq(salesCustomerDeposits.companyId, ctx.actor.companyId), eq(salesCustomerDeposits.contactId, contactId)));
}

export async function depositBalance(ctx: DocumentContext, contactId: string): Promise<string> {
  const [row] = await ctx.tx
    .select({ balance: salesCustomerDeposits.balance })
    .from(salesCustomerDeposits)
    .where(and(eq(salesCustomerDeposits.companyId, ctx.actor.companyId), eq(salesCustomerDeposits.contactId, contactId)));
  return formatMoney(row?.balance ?? "0");
}

/** The cash or bank account a payment went into (null when there is no such payment). */
export async function paymentCashbankId(tx: DocumentContext["tx"], companyId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ cashbankId: salesPayments.cashbankId })
    .from(salesPayments)
    .where(and(eq(salesPayments.companyId, companyId), eq(salesPayments.id, id)));
  return row?.cashbankId ?? null;
}

/**
 * A payment's currency (DESIGN §13): its invoices' — all of one — or the base currency; the money
 * goes into an account of that currency or of the base currency; a foreign payment applies exactly
 * what was received and deducted (no deposit side). Its rate: the one typed, else the booking rate
 * of the payment date.
 */
async function paymentCurrency(
  ctx: DocumentContext,
  body: SalesPaymentBody,
  locked: Map<string, LockedInvoice>,
  cashbank: { name: string; currency: string },
  overpayment: string,
) {
  const first = body.details[0] ? locked.get(body.details[0].invoice_id) : undefined;
  const currency = first?.currency ?? null;
  for (const [index, d] of body.details.entries()) {
    const invoice = locked.get(d.invoice_id);
    if (invoice && (invoice.currency ?? null) !== currency) {
      const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
      throw fieldMessage(`details.${index}.invoice_id`, "sales_payment_currency_mixed", ctx.language, {
        invoice: invoice.number ?? "",
        currency: invoice.currency ?? base,
        payment_currency: currency ?? base,
      });
    }
  }
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  if (cashbank.currency !== base && cashbank.currency !== currency)
    throw fieldMessage("cashbank_id", "sales_payment_cashbank_currency", ctx.language, { cashbank: cashbank.name, currency: cashbank.currency });
  if (!currency) return { currency: null, rate: null, rateDate: null };
  if (money(body.deposit_used).greaterThan(0) || money(overpayment).greaterThan(0))
    throw fieldMessage(money(body.deposit_used).greaterThan(0) ? "deposit_used" : "received", "sales_payment_foreign_deposit", ctx.language, { currency });
  return documentRate(ctx, { currency, rate: body.rate, date: body.date });
}

/**
 * What a payment posts, from its row and its invoices as they stand (locked): the one input of its
 * journal and of its settlement (what each line relieves in base, the realised difference).
 */
async function postingInput(ctx: DocumentContext, row: PaymentContent, locked?: Map<string, LockedInvoice>): Promise<SalesPaymentPostingInput> {
  const needsDeposit = money(row.overpayment).greaterThan(0) || money(row.depositUsed).greaterThan(0);
  const depositAccount = needsDeposit ? await accountForRole(ctx, "customer_deposit", { field: "deposit_used" }) : "";
  const invoices = row.currency ? (locked ?? (await lockInvoices(ctx, row.lines.map((l) => l.invoice_id)))) : new Map<string, LockedInvoice>();
  const currency =
    row.currency && row.rate
      ? { currency: row.currency, rate: row.rate, roundingAccountId: await accountForRole(ctx, "exchange_difference", { field: "rate" }) }
      : null;
  return {
    contactId: row.contactId,
    officeId: row.officeId,
    tagIds: row.tagIds,
    description: row.contactName,
    cashAccountId: row.cashAccountId,
    received: row.received,
    deductions: (row.deductions as PaymentDeduction[]).map((d) => ({ accountId: d.account_id, amount: d.amount })),
    depositAccountId: depositAccount,
    depositUsed: row.depositUsed,
    overpayment: row.overpayment,
    currency,
    cashInCurrency: currency !== null && row.cashbankCurrency === currency.currency,
    receivables: row.lines.map((l) => {
      const invoice = invoices.get(l.invoice_id);
      if (currency && (!invoice?.rate || invoice.status !== "approved")) throw unprocessable("sales_invoice_not_open", { invoice: invoice?.number ?? l.invoice_id });
      if (invoice && money(l.amount).greaterThan(money(invoice.outstanding)))
        throw unprocessable("sales_payment_exceeds", { invoice: invoice.number ?? "", amount: formatMoney(l.amount), outstanding: formatMoney(invoice.outstanding) });
      return {
        accountId: l.receivable_account_id,
        amount: l.amount,
        item: invoice?.rate ? { foreign: invoice.outstanding, base: invoice.outstandingBase, rate: invoice.rate } : undefined,
      };
    }),
  };
}

/**
 * Customer payments (spec §2 sales payment): money into a cash or bank account for one customer's
 * invoices, less what the customer deducted (PPh 23 withheld, bank charges, rounding, discount),
 * plus any deposit used; an overpayment becomes the customer's deposit. Posted when saved; the
 * invoices' outstanding amounts are taken with their rows locked and never go below zero.
 */
export const salesPaymentDocument: DocumentType<SalesPaymentBody, PaymentContent, typeof salesPaymentResponse> = {
  type: PAYMENT_TYPE,
  base: "/transactions/sales-payment",
  resource: "TxSalesPayment",
  title: { en: "Sales payment", id: "Penerimaan penjualan" },
  numberType: "sales_payment",
  submitOnCreate: true,
  lifecycle: { deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  body: salesPaymentBody,
  response: salesPaymentResponse,
  listFilters: {
    schema: { contact_id: z.uuid().optional(), cashbank_id: z.uuid().optional(), invoice_id: z.uuid().optional() },
    where: (filters, ctx) => {
      const f = filters as { contact_id?: string; cashbank_id?: string; invoice_id?: string };
      const scope = scopeAttached(filters);
      if (!f.contact_id && !f.cashbank_id && !f.invoice_id && scope === "all") return undefined;
      const conditions = [sql`p.company_id = ${ctx.actor.companyId}`, scopeCondition(scope, sql`p.cashbank_id`)];
      if (f.contact_id) conditions.push(sql`p.contact_id = ${f.contact_id}`);
      if (f.cashbank_id) conditions.push(sql`p.cashbank_id = ${f.cashbank_id}`);
      if (f.invoice_id)
        conditions.push(sql`EXISTS (SELECT 1 FROM sales_payment_lines l WHERE l.company_id = p.company_id AND l.payment_id = p.id AND l.invoice_id = ${f.invoice_id})`);
      return sql`documents.id IN (SELECT p.id FROM sales_payments p WHERE ${sql.join(conditions, sql` AND `)})`;
    },
  },
  load: loadPayments,
  async save(ctx, id, body, created) {
    // The invoices first, locked in id order before anything of the payment is written (its lines'
    // foreign keys) or posted (balance rows): the order an invoice's deletion takes too — the
    // invoice, then its payments, then balances (docs/documents.md) — so the two never deadlock.
    const locked = await lockInvoices(ctx, body.details.map((d) => d.invoice_id));
    await customerOf(ctx, body.contact_id);
    await assertOffice(ctx, body.office_id);
    await assertTags(ctx, body.tag_ids);
    const [cashbank] = await ctx.tx
      .select({ id: cashbanks.id, name: cashbanks.name, currency: cashbanks.currency })
      .from(cashbanks)
      .where(and(eq(cashbanks.companyId, ctx.actor.companyId), eq(cashbanks.id, body.cashbank_id), eq(cashbanks.isActive, true)));
    if (!cashbank) throw invalidField("cashbank_id", ctx.language);
    const figures = paymentFigures(body);
    if (money(figures.overpayment).isNegative()) {
      const funds = money(body.received).plus(money(figures.deduction_total)).plus(money(body.deposit_used));
      throw fieldMessage("received", "sales_payment_short", ctx.language, { funds: formatMoney(funds), applied: figures.applied });
    }
    const foreign = await paymentCurrency(ctx, body, locked, cashbank, figures.overpayment);
    const deductions = await resolveDeductions(ctx, body);
    const values = {
      currency: foreign.currency,
      rate: foreign.rate,
      rateDate: foreign.rateDate,
      contactId: body.contact_id,
      cashbankId: body.cashbank_id,
      officeId: body.office_id,
      paymentDate: body.date,
      description: body.description,
      reference: body.reference,
      tagIds: body.tag_ids,
      received: body.received,
      deductionTotal: figures.deduction_total,
      depositUsed: body.deposit_used,
      applied: figures.applied,
      overpayment: figures.overpayment,
      deductions,
    };
    if (created) await ctx.tx.insert(salesPayments).values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values });
    else {
      const updated = await ctx.tx
        .update(salesPayments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(salesPayments.companyId, ctx.actor.companyId), eq(salesPayments.id, id)))
        .returning({ id: salesPayments.id });
      if (updated.length === 0) throw notFound();
      await ctx.tx.delete(salesPaymentLines).where(and(eq(salesPaymentLines.companyId, ctx.actor.companyId), eq(salesPaymentLines.paymentId, id)));
    }
    // The invoices must be this customer's (their amounts are checked when the payment posts).
    const unknown = body.details.findIndex((d) => locked.get(d.invoice_id)?.contactId !== body.contact_id);
    if (unknown >= 0) throw invalidField(`details.${unknown}.invoice_id`, ctx.language);
    if (body.details.length > 0)
      await ctx.tx.insert(salesPaymentLines).values(
        // A base line relieves its amount; a foreign one's base is known when it posts (at the invoice's rate, with the residual).
        body.details.map((d, lineNo) => ({
          companyId: ctx.actor.companyId,
          paymentId: id,
          lineNo,
          invoiceId: d.invoice_id,
          paymentDate: body.date,
          amount: d.amount,
          base: foreign.currency ? null : d.amount,
        })),
      );
    const content = (await loadPayments(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(salesPayments).where(and(eq(salesPayments.companyId, ctx.actor.companyId), eq(salesPayments.id, id)));
  },
  summary: (row) => ({
    date: row.paymentDate,
    officeId: row.officeId,
    description: row.description ? `${row.contactName} — ${row.description}` : row.contactName,
    // In base: a foreign payment's money and deductions at its rate.
    amount: row.rate
      ? toBase(money(row.received).plus(money(row.deductionTotal)), row.rate)
      : formatMoney(money(row.received).plus(money(row.deductionTotal)).plus(money(row.depositUsed))),
  }),
  async posting(row, ctx) {
    return {
      header: { date: row.paymentDate, officeId: row.officeId, description: row.description ?? row.contactName, journalType: "general" },
      posting: salesPaymentPosting(await postingInput(ctx, row)),
    };
  },
  print: salesReceiptPrint,
  present(row, state) {
    return {
      id: row.id,
      contact_id: row.contactId,
      contact_name: row.contactName,
      cashbank_id: row.cashbankId,
      cashbank_name: row.cashbankName,
      office_id: row.officeId,
      date: row.paymentDate,
      description: row.description,
      reference: row.reference,
      tag_ids: row.tagIds,
      received: formatMoney(row.received),
      deduction_total: formatMoney(row.deductionTotal),
      deposit_used: formatMoney(row.depositUsed),
      applied: formatMoney(row.applied),
      overpayment: formatMoney(row.overpayment),
      deductions: row.deductions as PaymentDeduction[],
      details: row.lines,
      currency: row.currency ?? row.baseCurrency,
      rate: row.rate,
      rate_date: row.rateDate,
      exchange_difference: formatMoney(row.exchangeDifference),
      journal_id: state.journalIds[0] ?? null,
    };
  },
};

/**
 * A payment consumes the invoices it pays and the customer's deposit: posted, each invoice's
 * outstanding amount is taken (rows locked) and the deposit moved; released, they get them back.
 */
registerDocumentEffect(salesPaymentDocument, {
  name: "sales_invoices_paid",
  // The invoices the payments pay, before the payments' documents (one lock order with the invoice's deletion).
  async lockConsumed(ctx, ids) {
    const lines = await ctx.tx
      .select({ invoiceId: salesPaymentLines.invoiceId })
      .from(salesPaymentLines)
      .where(and(eq(salesPaymentLines.companyId, ctx.actor.companyId), inArray(salesPaymentLines.paymentId, [...ids])));
    await lockInvoices(ctx, [...new Set(lines.map((l) => l.invoiceId))]);
  },
  async approved(row, _state, ctx) {
    const invoices = await lockInvoices(ctx, row.lines.map((l) => l.invoice_id));
    const invoiceTitle = salesInvoiceDocument.title;
    assertNotBeforeSettled(row.paymentDate, [...invoices.values()].map((i) => ({ title: invoiceTitle, number: i.number, date: i.invoiceDate })), ctx.language);
    for (const line of row.lines) {
      const invoice = invoices.get(line.invoice_id);
      if (invoice?.status !== "approved" || invoice.contactId !== row.contactId)
        throw unprocessable("sales_invoice_not_open", { invoice: invoice?.number ?? line.invoice_id });
      if (money(invoice.outstanding).minus(money(line.amount)).isNegative())
        throw unprocessable("sales_payment_exceeds", { invoice: invoice.number ?? "", amount: formatMoney(line.amount), outstanding: formatMoney(invoice.outstanding) });
    }
    // What each line relieved in base — the posting's own computation (core's settle), on the same rows.
    const settled = salesPaymentSettlement(await postingInput(ctx, row, invoices));
    for (const [index, line] of row.lines.entries()) {
      const s = assertDefined(settled.settlements[index], "a settlement per payment line");
      const base = money(s.applied).plus(money(s.residual)).toFixed(2);
      await ctx.tx
        .update(salesInvoices)
        .set({ outstanding: sql`${salesInvoices.outstanding} - ${line.amount}::numeric`, outstandingBase: sql`${salesInvoices.outstandingBase} - ${base}::numeric` })
        .where(and(eq(salesInvoices.companyId, ctx.actor.companyId), eq(salesInvoices.id, line.invoice_id)));
      await ctx.tx
        .update(salesPaymentLines)
        .set({ base })
        .where(and(eq(salesPaymentLines.companyId, ctx.actor.companyId), eq(salesPaymentLines.paymentId, row.id), eq(salesPaymentLines.invoiceId, line.invoice_id)));
    }
    if (row.currency)
      await ctx.tx
        .update(salesPayments)
        .set({ exchangeDifference: settled.difference })
        .where(and(eq(salesPayments.companyId, ctx.actor.companyId), eq(salesPayments.id, row.id)));
    if (money(row.depositUsed).greaterThan(0)) {
      const balance = await depositBalance(ctx, row.contactId);
      await moveDeposit(ctx, row.contactId, money(row.depositUsed).negated().toFixed(2), () =>
        unprocessable("sales_deposit_insufficient", { balance, amount: formatMoney(row.depositUsed) }),
      );
    }
    if (money(row.overpayment).greaterThan(0)) await moveDeposit(ctx, row.contactId, row.overpayment, () => unprocessable("validation_failed"));
  },
  // Deleted: the invoices get their amounts back, the deposit its movement (refused if already used).
  async released(row, state, ctx) {
    await lockInvoices(ctx, row.lines.map((l) => l.invoice_id));
    for (const line of row.lines) {
      const base = assertDefined(line.base, "a posted payment's line keeps the base it relieved");
      await ctx.tx
        .update(salesInvoices)
        .set({ outstanding: sql`${salesInvoices.outstanding} + ${line.amount}::numeric`, outstandingBase: sql`${salesInvoices.outstandingBase} + ${base}::numeric` })
        .where(and(eq(salesInvoices.companyId, ctx.actor.companyId), eq(salesInvoices.id, line.invoice_id)));
    }
    if (money(row.overpayment).greaterThan(0))
      await moveDeposit(ctx, row.contactId, money(row.overpayment).negated().toFixed(2), () => unprocessable("sales_deposit_already_used", { payment: state.number ?? "" }));
    if (money(row.depositUsed).greaterThan(0)) await moveDeposit(ctx, row.contactId, row.depositUsed, () => unprocessable("validation_failed"));
  },
});
