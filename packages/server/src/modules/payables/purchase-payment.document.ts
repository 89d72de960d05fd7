import {
  type ApPayment,
  apPaymentSettlement,
  formatMoney,
  type MessageKey,
  money,
  paymentCashOut,
  type PurchasePaymentBody,
  purchasePaymentBody,
  sumMoney,
  toBase,
  translate,
  purchasePaymentResponse,
} from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { cashbanks, companies, contacts, documents, paymentVoucherLines, purchaseInvoices, purchasePaymentLines, purchasePayments } from "../../db/schema/index.js";
import { deleteDocumentAttachments } from "../../platform/attachments.js";
import { audit } from "../../platform/audit.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { deleteDocument } from "../../platform/documents/documents.service.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { documentStates, existingAccounts, sortedIds } from "./payables.shared.js";
import { purchaseInvoiceDocument } from "./purchase-invoice.document.js";
import { assertCashbankCurrency, type InvoiceInfo, invoiceInfoFields, oneCurrency, paymentVoucherDocument, voucherInvoices } from "./payment-voucher.document.js";
import { accountForRole } from "../../platform/account-roles.js";
import { assertDefined } from "../../platform/assert.js";
import { baseCurrency, documentRate } from "../currency/rates.js";

export type PaymentRow = typeof purchasePayments.$inferSelect;
export type PaymentLineRow = typeof purchasePaymentLines.$inferSelect;
export interface PaymentContent {
  payment: PaymentRow;
  lines: PaymentLineRow[];
  contactName: string | null;
  invoices: Map<string, InvoiceInfo>;
  cashbankCurrency: string;
  baseCurrency: string;
}

interface StoredDeduction {
  kind: "deduction" | "charge";
  account_id: string;
  amount: string;
  description: string | null;
}

/** The invoices a payment names, with their state (one query). */
async function invoicesOf(ctx: DocumentContext, ids: readonly string[], lock = false) {
  if (ids.length === 0)
    return new Map<
      string,
      {
        id: string;
        number: string | null;
        status: string;
        date: string;
        contactId: string;
        outstanding: string;
        outstandingBase: string;
        currency: string | null;
        rate: string | null;
        payableAccountId: string;
      }
    >();
  const query = ctx.tx
    .select({
      id: purchaseInvoices.id,
      number: documents.number,
      status: documents.status,
      date: purchaseInvoices.date,
      contactId: purchaseInvoices.contactId,
      outstanding: purchaseInvoices.outstanding,
      outstandingBase: purchaseInvoices.outstandingBase,
      currency: purchaseInvoices.currency,
      rate: purchaseInvoices.rate,
      payableAccountId: purchaseInvoices.payableAccountId,
    })
    .from(purchaseInvoices)
    .innerJoin(documents, and(eq(documents.companyId, purchaseInvoices.companyId), eq(documents.id, purchaseInvoices.id)))
    .where(and(eq(purchaseInvoices.companyId, ctx.actor.companyId), inArray(purchaseInvoices.id, sortedIds(ids))))
    .orderBy(asc(purchaseInvoices.id));
  // Locked in id order: two payments of the same invoices wait for each other, never deadlock.
  // NO KEY UPDATE: a payment being saved holds KEY SHARE on the invoice (its lines' foreign key); FOR UPDATE would deadlock with it.
  const rows = lock ? await query.for("no key update", { of: purchaseInvoices }) : await query;
  return new Map(rows.map((r) => [r.id, r]));
}

/** The voucher's lines by invoice (locked when paying). */
async function voucherLinesOf(ctx: DocumentContext, voucherId: string, lock = false) {
  const query = ctx.tx
    .select()
    .from(paymentVoucherLines)
    .where(and(eq(paymentVoucherLines.companyId, ctx.actor.companyId), eq(paymentVoucherLines.voucherId, voucherId)))
    .orderBy(asc(paymentVoucherLines.lineNo));
  const rows = lock ? await query.for("update") : await query;
  return new Map(rows.map((r) => [r.invoiceId, r]));
}

/** Checks a payment against the invoices (posted, open, one vendor unless per voucher) and its voucher. */
async function checkPayment(ctx: DocumentContext, body: PurchasePaymentBody) {
  const errors = new FieldProblems(ctx.language);
  const [cashbank] = await ctx.tx
    .select()
    .from(cashbanks)
    .where(and(eq(cashbanks.companyId, ctx.actor.companyId), eq(cashbanks.id, body.cashbank_id)));
  if (!cashbank) errors.invalid("cashbank_id", "cashbank");
  // Locked before the lines are written (their foreign keys) and before the posting holds balance rows:
  // the invoice, then its payments, then balances — the order a deletion of the invoice takes (docs/documents.md).
  const invoices = await invoicesOf(ctx, body.lines.map((l) => l.invoice_id), true);
  const seen = new Set<string>();
  for (const [i, line] of body.lines.entries()) {
    const invoice = invoices.get(line.invoice_id);
    if (!invoice) {
      errors.invalid(`lines.${i}.invoice_id`, "invoice_id");
      continue;
    }
    if (seen.has(line.invoice_id)) errors.message(`lines.${i}.invoice_id`, "payables_duplicate_invoice", { number: invoice.number ?? "" });
    seen.add(line.invoice_id);
    if (invoice.status !== "approved" || money(invoice.outstanding).isZero()) {
      errors.message(`lines.${i}.invoice_id`, "payables_invoice_not_open", { number: invoice.number ?? "" });
    } else if (money(line.amount).greaterThan(money(invoice.outstanding))) {
      errors.message(`lines.${i}.amount`, "payables_payment_exceeds", {
        amount: formatMoney(line.amount),
        number: invoice.number ?? "",
        outstanding: formatMoney(invoice.outstanding),
      });
    }
  }
  const vendors = new Set([...invoices.values()].map((i) => i.contactId));
  if (!body.voucher_id && vendors.size > 1) errors.message("lines", "payables_one_vendor");
  if (body.voucher_id) await checkVoucher(ctx, body, invoices, errors);
  const deductionAccounts = await existingAccounts(ctx, body.deductions.map((d) => d.account_id));
  for (const [i, d] of body.deductions.entries()) if (!deductionAccounts.has(d.account_id)) errors.invalid(`deductions.${i}.account_id`, "account");
  const cashOut = paymentCashOut({
    applications: body.lines.map((l) => ({ payableAccountId: "", contactId: "", amount: l.amount, description: null })),
    deductions: body.deductions.map((d) => ({ kind: d.kind, accountId: d.account_id, amount: d.amount, description: null })),
  });
  if (!cashOut.greaterThan(0)) errors.message("deductions", "payables_cash_negative");
  // Its currency: its invoices' (all of one); the money leaves an account of it or of the base currency.
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  const currency = oneCurrency(ctx, base, body.lines, invoices, purchasePaymentDocument.title, errors);
  if (cashbank) assertCashbankCurrency(cashbank, currency, base, errors);
  errors.throwIfAny();
  const foreign = await documentRate(ctx, { currency, rate: body.rate, date: body.date });
  return { cashbank: cashbank as NonNullable<typeof cashbank>, invoices, vendors, cashOut, foreign };
}

async function checkVoucher(ctx: DocumentContext, body: PurchasePaymentBody, invoices: Awaited<ReturnType<typeof invoicesOf>>, errors: FieldProblems) {
  const voucherId = body.voucher_id as string;
  const voucher = (await documentStates(ctx, [voucherId])).get(voucherId);
  if (!voucher || voucher.documentType !== "payment_voucher") {
    errors.invalid("voucher_id", "voucher_id");
    return;
  }
  if (voucher.status !== "approved") {
    errors.message("voucher_id", "payables_voucher_not_approved", { number: voucher.number ?? "" });
    return;
  }
  const lines = await voucherLinesOf(ctx, voucherId);
  if ([...lines.values()].every((l) => money(l.paidAmount).equals(money(l.amount)))) {
    errors.message("voucher_id", "payables_voucher_paid", { number: voucher.number ?? "" });
    return;
  }
  for (const [i, line] of body.lines.entries()) {
    const onVoucher = lines.get(line.invoice_id);
    const number = invoices.get(line.invoice_id)?.number ?? "";
    if (!onVoucher) errors.message(`lines.${i}.invoice_id`, "payables_voucher_invoice", { invoice: number, number: voucher.number ?? "" });
    else {
      const left = money(onVoucher.amount).minus(money(onVoucher.paidAmount));
      if (money(line.amount).greaterThan(left)) {
        errors.message(`lines.${i}.amount`, "payables_voucher_exceeds", { amount: formatMoney(line.amount), number: voucher.number ?? "", invoice: number, left: formatMoney(left) });
      }
    }
  }
}

async function loadPayments(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, PaymentContent>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ payment: purchasePayments, contactName: contacts.name, cashbankCurrency: cashbanks.currency, baseCurrency: companies.baseCurrency })
    .from(purchasePayments)
    .leftJoin(contacts, and(eq(contacts.companyId, purchasePayments.companyId), eq(contacts.id, purchasePayments.contactId)))
    .innerJoin(cashbanks, and(eq(cashbanks.companyId, purchasePayments.companyId), eq(cashbanks.id, purchasePayments.cashbankId)))
    .innerJoin(companies, eq(companies.id, purchasePayments.companyId))
    .where(and(eq(purchasePayments.companyId, ctx.actor.companyId), inArray(purchasePayments.id, [...ids])));
  const lines = await ctx.tx
    .select()
    .from(purchasePaymentLines)
    .where(and(eq(purchasePaymentLines.companyId, ctx.actor.companyId), inArray(purchasePaymentLines.paymentId, [...ids])))
    .orderBy(asc(purchasePaymentLines.paymentId), asc(purchasePaymentLines.lineNo));
  const invoices = await voucherInvoices(ctx, lines.map((l) => l.invoiceId));
  const out = new Map<string, PaymentContent>(rows.map((r) => [
      r.payment.id,
      { payment: r.payment, contactName: r.contactName, lines: [], invoices, cashbankCurrency: r.cashbankCurrency, baseCurrency: r.baseCurrency },
    ]));
  for (const line of lines) out.get(line.paymentId)?.lines.push(line);
  return out;
}

/**
 * Consumes (sign −1) or gives back (sign +1) what a payment pays: each invoice's outstanding and,
 * per voucher, each voucher line's unpaid amount — rows locked in id order, the CHECKs the last wall.
 */
async function applyPayment(ctx: DocumentContext, content: PaymentContent, sign: 1 | -1) {
  const { payment, lines } = content;
  const invoices = await invoicesOf(ctx, lines.map((l) => l.invoiceId), true);
  // What each line relieves in base — the posting's own computation (core's settle), on the same rows;
  // given back, what it relieved.
  const settled = sign === -1 ? apPaymentSettlement(await postingInput(ctx, content, invoices)) : null;
  const baseOf = new Map(
    lines.map((l, i) => [
      l.lineNo,
      settled
        ? (() => {
            const s = assertDefined(settled.settlements[i], "a settlement per payment line");
            return money(s.applied).plus(money(s.residual)).toFixed(2);
          })()
        : assertDefined(l.base, "a posted payment's line keeps the base it relieved"),
    ]),
  );
  if (settled && payment.currency)
    await ctx.tx
      .update(purchasePayments)
      .set({ exchangeDifference: settled.difference })
      .where(and(eq(purchasePayments.companyId, ctx.actor.companyId), eq(purchasePayments.id, payment.id)));
  const voucherLines = payment.voucherId ? await voucherLinesOf(ctx, payment.voucherId, true) : null;
  const voucher = payment.voucherId ? (await documentStates(ctx, [payment.voucherId])).get(payment.voucherId) : undefined;
  const voucherNumber = voucher?.number ?? "";
  if (sign === -1) {
    const settled = [...invoices.values()].map((i) => ({ title: purchaseInvoiceDocument.title, number: i.number, date: i.date }));
    assertNotBeforeSettled(payment.date, [...settled, voucher ? { title: paymentVoucherDocument.title, ...voucher } : null], ctx.language);
  }
  if (sign === -1 && voucherLines && [...voucherLines.values()].every((l) => money(l.paidAmount).equals(money(l.amount)))) {
    throw new AppError(422, "payables_voucher_paid", { number: voucherNumber });
  }
  for (const line of [...lines].sort((a, b) => a.invoiceId.localeCompare(b.invoiceId))) {
    const invoice = invoices.get(line.invoiceId);
    if (!invoice) throw notFound();
    if (sign === -1) {
      if (invoice.status !== "approved") throw new AppError(422, "payables_invoice_not_open", { number: invoice.number ?? "" });
      if (money(line.amount).greaterThan(money(invoice.outstanding))) {
        throw new AppError(422, "payables_payment_exceeds", { amount: formatMoney(line.amount), number: invoice.number ?? "", outstanding: formatMoney(invoice.outstanding) });
      }
    }
    const base = baseOf.get(line.lineNo) as string;
    await ctx.tx
      .update(purchaseInvoices)
      .set({
        outstanding: sql`${purchaseInvoices.outstanding} + ${sign === 1 ? line.amount : `-${line.amount}`}::numeric`,
        outstandingBase: sql`${purchaseInvoices.outstandingBase} + ${sign === 1 ? base : `-${base}`}::numeric`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(purchaseInvoices.companyId, ctx.actor.companyId), eq(purchaseInvoices.id, line.invoiceId)));
    if (sign === -1)
      await ctx.tx
        .update(purchasePaymentLines)
        .set({ base })
        .where(and(eq(purchasePaymentLines.companyId, ctx.actor.companyId), eq(purchasePaymentLines.paymentId, payment.id), eq(purchasePaymentLines.lineNo, line.lineNo)));
    if (!voucherLines) continue;
    const voucherLine = voucherLines.get(line.invoiceId);
    if (!voucherLine) throw new AppError(422, "payables_voucher_invoice", { invoice: invoice.number ?? "", number: voucherNumber });
    const left = money(voucherLine.amount).minus(money(voucherLine.paidAmount));
    if (sign === -1 && money(line.amount).greaterThan(left)) {
      throw new AppError(422, "payables_voucher_exceeds", { amount: formatMoney(line.amount), number: voucherNumber, invoice: invoice.number ?? "", left: formatMoney(left) });
    }
    await ctx.tx
      .update(paymentVoucherLines)
      .set({ paidAmount: sql`${paymentVoucherLines.paidAmount} + ${sign === 1 ? `-${line.amount}` : line.amount}::numeric` })
      .where(
        and(
          eq(paymentVoucherLines.companyId, ctx.actor.companyId),
          eq(paymentVoucherLines.voucherId, voucherLine.voucherId),
          eq(paymentVoucherLines.lineNo, voucherLine.lineNo),
        ),
      );
  }
}

/**
 * Deleting an invoice removes its payments (spec: "This will removing all journal and payment that
 * already builded"): each payment touching it is deleted with its journal, giving back what it paid.
 */
export async function removePaymentsOfInvoice(ctx: DocumentContext, invoiceId: string) {
  const rows = await ctx.tx
    .select({ id: purchasePaymentLines.paymentId, status: documents.status })
    .from(purchasePaymentLines)
    .innerJoin(documents, and(eq(documents.companyId, purchasePaymentLines.companyId), eq(documents.id, purchasePaymentLines.paymentId)))
    .where(and(eq(purchasePaymentLines.companyId, ctx.actor.companyId), eq(purchasePaymentLines.invoiceId, invoiceId)));
  for (const row of rows) {
    if (row.status === "approved" || row.status === "draft" || row.status === "rejected") {
      await deleteDocument(ctx, purchasePaymentDocument, row.id);
      continue;
    }
    // Cancelled (its journal already removed) or pending: the record goes with the invoice.
    await ctx.tx.delete(purchasePayments).where(and(eq(purchasePayments.companyId, ctx.actor.companyId), eq(purchasePayments.id, row.id)));
    await ctx.tx.delete(documents).where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, row.id)));
    await audit(ctx.tx, ctx.actor, "delete", "purchase_payment", row.id, { with_invoice: invoiceId, status: row.status });
    // Its files go too: rows now, stored objects after the commit.
    ctx.removedFiles?.push(...(await deleteDocumentAttachments(ctx.tx, ctx.actor, purchasePaymentDocument.type, row.id)));
  }
}

/**
 * What a payment posts, from its row and its invoices as they stand: the one input of its journal and
 * of its settlement (what each line relieves in base at its invoice's rate, the realised difference).
 */
async function postingInput(ctx: DocumentContext, { payment, lines, cashbankCurrency }: PaymentContent, locked?: Awaited<ReturnType<typeof invoicesOf>>): Promise<ApPayment> {
  const invoices = locked ?? (await invoicesOf(ctx, lines.map((l) => l.invoiceId)));
  const currency =
    payment.currency && payment.rate
      ? { currency: payment.currency, rate: payment.rate, roundingAccountId: await accountForRole(ctx, "exchange_difference", { field: "rate" }) }
      : null;
  return {
    cashAccountId: payment.cashAccountId,
    officeId: payment.officeId,
    description: payment.description,
    currency,
    cashInCurrency: currency !== null && cashbankCurrency === currency.currency,
    applications: lines.map((l) => {
      const invoice = invoices.get(l.invoiceId);
      if (!invoice) throw notFound();
      if (currency && (!invoice.rate || invoice.status !== "approved" || money(l.amount).greaterThan(money(invoice.outstanding))))
        throw new AppError(422, "payables_invoice_not_open", { number: invoice.number ?? "" });
      return {
        payableAccountId: invoice.payableAccountId,
        contactId: invoice.contactId,
        amount: l.amount,
        description: invoice.number,
        item: invoice.rate ? { foreign: invoice.outstanding, base: invoice.outstandingBase, rate: invoice.rate } : undefined,
      };
    }),
    deductions: (payment.deductions as StoredDeduction[]).map((d) => ({ kind: d.kind, accountId: d.account_id, amount: d.amount, description: d.description })),
  };
}

const listFilterSchema = { contact_id: z.uuid().optional(), voucher_id: z.uuid().optional(), invoice_id: z.uuid().optional() };

/**
 * Purchase payments: from a cash or bank account the user may use, per voucher or per invoice,
 * with deductions and charges; posted when saved, consuming the invoices' outstanding (and the
 * voucher's lines) in the same transaction, never below zero.
 */
export const purchasePaymentDocument: DocumentType<PurchasePaymentBody, PaymentContent, typeof purchasePaymentResponse> = {
  type: "purchase_payment",
  base: "/transactions/purchase-payment",
  resource: "TxPurchasePayment",
  title: { en: "Purchase payment", id: "Pembayaran pembelian" },
  numberType: "purchase_payment",
  submitOnCreate: true,
  lifecycle: { deleteApproved: true },
  cancel: "remove",
  body: purchasePaymentBody,
  response: purchasePaymentResponse,
  listFilters: {
    schema: listFilterSchema,
    where: (filters, ctx) => {
      const f = filters as { contact_id?: string; voucher_id?: string; invoice_id?: string };
      const parts = [
        f.contact_id ? sql`(pp.contact_id = ${f.contact_id} OR EXISTS (SELECT 1 FROM purchase_payment_lines l JOIN purchase_invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id WHERE l.company_id = pp.company_id AND l.payment_id = pp.id AND i.contact_id = ${f.contact_id}))` : undefined,
        f.voucher_id ? sql`pp.voucher_id = ${f.voucher_id}` : undefined,
        f.invoice_id ? sql`EXISTS (SELECT 1 FROM purchase_payment_lines l WHERE l.company_id = pp.company_id AND l.payment_id = pp.id AND l.invoice_id = ${f.invoice_id})` : undefined,
      ].filter((p) => p !== undefined);
      if (parts.length === 0) return undefined;
      return sql`documents.id IN (SELECT pp.id FROM purchase_payments pp WHERE pp.company_id = ${ctx.actor.companyId} AND ${sql.join(parts, sql` AND `)})`;
    },
  },
  load: loadPayments,
  async save(ctx, id, body, created) {
    const { cashbank, vendors, cashOut, foreign } = await checkPayment(ctx, body);
    const company = ctx.actor.companyId;
    const columns = {
      date: body.date,
      cashbankId: body.cashbank_id,
      cashAccountId: cashbank.accountId,
      voucherId: body.voucher_id,
      contactId: vendors.size === 1 ? ([...vendors][0] as string) : null,
      officeId: body.office_id,
      description: body.description,
      appliedTotal: sumMoney(body.lines.map((l) => l.amount)).toFixed(2),
      cashOut: cashOut.toFixed(2),
      deductions: body.deductions.map((d) => ({ kind: d.kind, account_id: d.account_id, amount: money(d.amount).toFixed(2), description: d.description })),
      currency: foreign.currency,
      rate: foreign.rate,
      rateDate: foreign.rateDate,
    };
    if (created) await ctx.tx.insert(purchasePayments).values({ companyId: company, id, createdBy: ctx.actor.userId, ...columns });
    else {
      const updated = await ctx.tx
        .update(purchasePayments)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(and(eq(purchasePayments.companyId, company), eq(purchasePayments.id, id)))
        .returning({ id: purchasePayments.id });
      if (updated.length === 0) throw notFound();
      await ctx.tx.delete(purchasePaymentLines).where(and(eq(purchasePaymentLines.companyId, company), eq(purchasePaymentLines.paymentId, id)));
    }
    await ctx.tx
      .insert(purchasePaymentLines)
      // A base line relieves its amount; a foreign one's base is known when it posts (at the invoice's rate, with the residual).
      .values(
        body.lines.map((l, i) => ({
          companyId: company,
          paymentId: id,
          lineNo: i,
          invoiceId: l.invoice_id,
          amount: money(l.amount).toFixed(2),
          base: foreign.currency ? null : money(l.amount).toFixed(2),
        })),
      );
    return (await loadPayments(ctx, [id])).get(id) as PaymentContent;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(purchasePayments).where(and(eq(purchasePayments.companyId, ctx.actor.companyId), eq(purchasePayments.id, id)));
  },
  summary: ({ payment }) => ({
    date: payment.date,
    officeId: payment.officeId,
    description: payment.description,
    // In base: a foreign payment's money at its rate.
    amount: payment.rate ? toBase(payment.cashOut, payment.rate) : formatMoney(payment.cashOut),
  }),
  async posting(content, ctx) {
    const { payment } = content;
    const { posting } = apPaymentSettlement(await postingInput(ctx, content));
    return { header: { date: payment.date, officeId: payment.officeId, description: payment.description ?? translate("payables_print_purchase_payment", ctx.language) }, posting };
  },
  async print({ payment, lines }, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const invoices = await invoicesOf(ctx, lines.map((l) => l.invoiceId));
    const contactIds = sortedIds([...invoices.values()].map((i) => i.contactId));
    const names = new Map(
      (
        await ctx.tx
          .select({ id: contacts.id, name: contacts.name })
          .from(contacts)
          .where(and(eq(contacts.companyId, ctx.actor.companyId), inArray(contacts.id, contactIds)))
      ).map((c) => [c.id, c.name]),
    );
    const [cashbank] = await ctx.tx.select().from(cashbanks).where(and(eq(cashbanks.companyId, ctx.actor.companyId), eq(cashbanks.id, payment.cashbankId)));
    const deductions = payment.deductions as StoredDeduction[];
    return {
      title: t("payables_print_purchase_payment"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: payment.date, kind: "date" as const }],
      party: payment.contactId ? { label: t("payables_print_pay_to"), name: names.get(payment.contactId) ?? "" } : null,
      fields: [
        { label: t("payables_print_cashbank"), value: cashbank ? `${cashbank.code} ${cashbank.name}` : null },
        { label: t("print_description"), value: payment.description },
      ],
      columns: [
        { key: "invoice", title: t("payables_print_invoice"), width: 120 },
        { key: "vendor", title: t("payables_print_vendor") },
        { key: "amount", title: t("payables_print_to_pay"), kind: "money" as const, width: 100 },
      ],
      lines: lines.map((l) => {
        const invoice = invoices.get(l.invoiceId);
        return { invoice: invoice?.number ?? "", vendor: invoice ? (names.get(invoice.contactId) ?? "") : "", amount: formatMoney(l.amount) };
      }),
      totals: [
        { label: t("print_total"), amount: formatMoney(payment.appliedTotal) },
        ...deductions.map((d) => ({ label: d.description ?? t("payables_print_deductions"), amount: formatMoney(d.kind === "charge" ? d.amount : money(d.amount).negated()) })),
        { label: t("payables_print_cash_out"), amount: formatMoney(payment.cashOut) },
      ],
      amountInWords: formatMoney(payment.cashOut),
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present({ payment, lines, contactName, invoices, baseCurrency: base }, state) {
    return {
      id: payment.id,
      contact_name: contactName,
      date: payment.date,
      cashbank_id: payment.cashbankId,
      cash_account_id: payment.cashAccountId,
      voucher_id: payment.voucherId,
      contact_id: payment.contactId,
      office_id: payment.officeId,
      description: payment.description,
      applied_total: formatMoney(payment.appliedTotal),
      cash_out: formatMoney(payment.cashOut),
      deductions: (payment.deductions as StoredDeduction[]).map((d) => ({ ...d, amount: formatMoney(d.amount) })),
      currency: payment.currency ?? base,
      rate: payment.rate,
      rate_date: payment.rateDate,
      exchange_difference: formatMoney(payment.exchangeDifference),
      journal_id: state.journalIds[0] ?? null,
      lines: lines.map((l) => ({
        line_no: l.lineNo,
        invoice_id: l.invoiceId,
        amount: formatMoney(l.amount),
        base: l.base === null ? null : formatMoney(l.base),
        ...invoiceInfoFields(invoices.get(l.invoiceId)),
      })),
    };
  },
};

/** A payment consumes the invoices it pays: their outstanding goes down when it posts, back up when it is released. */
registerDocumentEffect(purchasePaymentDocument, {
  name: "purchase_invoices_paid",
  // The invoices the payments pay, before the payments' documents (one lock order with the invoice's deletion).
  async lockConsumed(ctx, ids) {
    const lines = await ctx.tx
      .select({ invoiceId: purchasePaymentLines.invoiceId })
      .from(purchasePaymentLines)
      .where(and(eq(purchasePaymentLines.companyId, ctx.actor.companyId), inArray(purchasePaymentLines.paymentId, [...ids])));
    await invoicesOf(ctx, [...new Set(lines.map((l) => l.invoiceId))], true);
  },
  approved: (content, _state, ctx) => applyPayment(ctx, content, -1),
  released: (content, _state, ctx) => applyPayment(ctx, content, 1),
});
