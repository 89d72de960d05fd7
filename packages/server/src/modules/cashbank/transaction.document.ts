import {
  accountSubtypeOf,
  type CashbankKind,
  type CashbankLineBody,
  cashbankPosting,
  CashbankTaxAccountMissing,
  type CashbankTransactionBody,
  cashbankTransactionBody,
  directionOf,
  DocumentTaxError,
  documentTaxes,
  formatAmount,
  formatMoney,
  type MessageKey,
  type PostingCurrency,
  PostingError,
  toBase,
  translate,
  cashbankTransactionResponse,
} from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { cashbankRequests, cashbanks, cashbankTransactions, cashbankTransactionTypes, contacts, documents } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { postingErrors } from "../ledger/ledger.post.js";
import { scopeAttached, scopeCondition } from "./access.js";
import { fieldMessage, fieldRule } from "../../platform/field-errors.js";
import { nextPrefixedNumber } from "../ledger/numbering.js";
import { cashbankRequestDocument } from "./request.document.js";
import { accountNames, cashbankFor, taxesFor } from "./shared.js";
import { withMoneyFields } from "../../platform/documents/stored-lines.js";
import { accountForRole } from "../../platform/account-roles.js";
import { baseCurrency, documentRate } from "../currency/rates.js";

type TransactionRow = typeof cashbankTransactions.$inferSelect;

/** A receipt or payment with the names its answers and print show. */
export interface TransactionContent extends TransactionRow {
  typeCode: string;
  typeName: string;
  typePrefix: string;
  cashbankCode: string;
  cashbankName: string;
  cashAccountId: string;
  contactName: string | null;
  requestNumber: string | null;
  /** The lines' total, VAT and tax withheld (core's tax rule; `amount` is what moves through the cash). */
  taxTotals: { subtotal: string; vat: string; withholding: string };
  baseCurrency: string;
}

const linesOf = (row: TransactionRow) => row.details as CashbankLineBody[];

/** The journal of a receipt or payment (core's pure builder), with its taxes read in the transaction. */
async function build(
  ctx: DocumentContext,
  input: {
    kind: CashbankKind;
    cashAccountId: string;
    officeId: string | null;
    contactId: string | null;
    description: string | null;
    details: CashbankLineBody[];
    currency?: PostingCurrency | null;
  },
) {
  const taxIds = input.details.flatMap((l) => l.tax_ids ?? []);
  const taxes = await taxesFor(ctx.tx, ctx.actor, taxIds);
  try {
    return cashbankPosting({
      kind: input.kind,
      cash_account_id: input.cashAccountId,
      office_id: input.officeId,
      contact_id: input.contactId,
      description: input.description,
      lines: input.details,
      taxes,
      currency: input.currency ?? null,
    });
  } catch (error) {
    if (error instanceof DocumentTaxError) throw fieldMessage(`details.${error.lineIndex}.tax_ids`, "cashbank_tax_invalid", ctx.language);
    if (error instanceof CashbankTaxAccountMissing) {
      throw fieldMessage("details", "cashbank_tax_account_missing", ctx.language, { name: taxes.get(error.taxId)?.name ?? "" });
    }
    throw error;
  }
}

/** The lines' total, VAT and withholding of a stored document, as its posting computed them. */
export function taxTotalsOf(lines: readonly CashbankLineBody[], taxes: Awaited<ReturnType<typeof taxesFor>>) {
  const taxLines = lines.map((l) => ({ quantity: "1", price: l.amount, tax_ids: l.tax_ids ?? [] }));
  try {
    const totals = documentTaxes(taxLines, taxes);
    return { subtotal: totals.dpp, vat: totals.vat, withholding: totals.withholding };
  } catch (error) {
    if (!(error instanceof DocumentTaxError)) throw error;
    // A tax of its lines deleted or changed in kind since: the lines' own sum, never a failed read.
    // (Keeping the figures on the row when posted is the lasting fix: issue 25's note.)
    const bare = documentTaxes(taxLines.map((l) => ({ ...l, tax_ids: [] })), new Map());
    return { subtotal: bare.dpp, vat: "0.00", withholding: "0.00" };
  }
}

async function typeFor(ctx: DocumentContext, id: string) {
  const [type] = await ctx.tx
    .select()
    .from(cashbankTransactionTypes)
    .where(and(eq(cashbankTransactionTypes.companyId, ctx.actor.companyId), eq(cashbankTransactionTypes.id, id)));
  if (!type) throw fieldRule("transaction_type_id", "in", ctx.language, "transaction_type");
  if (!type.isActive) throw fieldMessage("transaction_type_id", "cashbank_type_inactive", ctx.language);
  return type;
}

/** The request a payment pays must exist; whether it is approved and unpaid is checked when the payment posts. */
async function assertRequest(ctx: DocumentContext, kind: CashbankKind, requestId: string | null) {
  if (!requestId) return;
  if (directionOf(kind) !== "out") throw fieldMessage("request_id", "cashbank_request_not_payable", ctx.language);
  const [row] = await ctx.tx
    .select({ id: cashbankRequests.id })
    .from(cashbankRequests)
    .where(and(eq(cashbankRequests.companyId, ctx.actor.companyId), eq(cashbankRequests.id, requestId)));
  if (!row) throw fieldRule("request_id", "in", ctx.language, "request");
}

async function columnsOf(ctx: DocumentContext, body: CashbankTransactionBody) {
  const type = await typeFor(ctx, body.transaction_type_id);
  const kind = type.kind as CashbankKind;
  const cashbank = await cashbankFor(ctx, body.cashbank_id, "cashbank_id");
  const subtype = accountSubtypeOf(kind);
  if (cashbank.subtype !== subtype) {
    throw fieldMessage("cashbank_id", "cashbank_wrong_subtype", ctx.language, { kind: translate(`cashbank_subtype_${subtype}` as MessageKey, ctx.language) });
  }
  await assertRequest(ctx, kind, body.request_id);
  const foreign = await transactionCurrency(ctx, body, cashbank);
  const built = await build(ctx, { kind, cashAccountId: cashbank.accountId, officeId: body.office_id, contactId: body.contact_id, description: body.description, details: body.details });
  return {
    currency: foreign.currency,
    rate: foreign.rate,
    rateDate: foreign.rateDate,
    amountBase: foreign.rate ? toBase(built.cash_amount, foreign.rate) : built.cash_amount,
    kind,
    transactionTypeId: type.id,
    cashbankId: cashbank.id,
    date: body.date,
    officeId: body.office_id,
    contactId: body.contact_id,
    reference: body.reference,
    description: body.description,
    requestId: body.request_id,
    details: body.details,
    amount: built.cash_amount,
  };
}

/**
 * On an account in a foreign currency (DESIGN §13) a receipt or payment is in that currency, at the
 * rate typed or the booking rate of its date. Its taxes are not computed (VAT and PPh in rupiah are at
 * the KMK rate on an invoice) and it pays no cash request (requests are in base): both named.
 */
async function transactionCurrency(ctx: DocumentContext, body: CashbankTransactionBody, cashbank: { name: string; currency: string }) {
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  if (cashbank.currency === base) return { currency: null, rate: null, rateDate: null };
  const names = { cashbank: cashbank.name, currency: cashbank.currency };
  const taxed = body.details.findIndex((l) => (l.tax_ids ?? []).length > 0);
  if (taxed >= 0) throw fieldMessage(`details.${taxed}.tax_ids`, "cashbank_foreign_tax", ctx.language, names);
  if (body.request_id) throw fieldMessage("request_id", "cashbank_foreign_request", ctx.language, names);
  return documentRate(ctx, { currency: cashbank.currency, rate: body.rate, date: body.date });
}

/** A stored receipt's or payment's currency as its posting converts at (null in base). */
async function postingCurrency(ctx: DocumentContext, row: TransactionRow): Promise<PostingCurrency | null> {
  return row.currency && row.rate ? { currency: row.currency, rate: row.rate, roundingAccountId: await accountForRole(ctx, "rounding") } : null;
}

/** Marks the request paid by this payment, the request's row locked: a request is paid once. */
async function payRequest(ctx: DocumentContext, row: TransactionContent) {
  if (!row.requestId) return;
  const [request] = await ctx.tx
    .select({ paid: cashbankRequests.paidTransactionId, status: documents.status, number: documents.number, date: documents.date })
    .from(cashbankRequests)
    .innerJoin(documents, and(eq(documents.companyId, cashbankRequests.companyId), eq(documents.id, cashbankRequests.id)))
    .where(and(eq(cashbankRequests.companyId, ctx.actor.companyId), eq(cashbankRequests.id, row.requestId)))
    .for("update", { of: cashbankRequests });
  if (request?.status !== "approved" || !request) throw fieldMessage("request_id", "cashbank_request_not_payable", ctx.language);
  if (request.paid) {
    const [paidBy] = await ctx.tx
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, request.paid)));
    throw new AppError(409, "cashbank_request_paid", { number: paidBy?.number ?? "" });
  }
  assertNotBeforeSettled(row.date, [{ title: cashbankRequestDocument.title, number: request.number, date: request.date }], ctx.language);
  await ctx.tx
    .update(cashbankRequests)
    .set({ paidTransactionId: row.id, updatedAt: sql`now()` })
    .where(and(eq(cashbankRequests.companyId, ctx.actor.companyId), eq(cashbankRequests.id, row.requestId)));
}

export const printTitles: Record<CashbankKind, MessageKey> = {
  cash_in: "print_cash_in",
  cash_out: "print_cash_out",
  bank_in: "print_bank_in",
  bank_out: "print_bank_out",
};

/**
 * Cash and bank receipts and payments (cash-in, cash-out, bank-in, bank-out): numbered by their
 * transaction type's prefix, posted as the cash or bank account against the lines (and their
 * taxes), a cash-out refused when its account may not go below zero, a payment of a request
 * marking the request paid.
 */
export const cashbankTransactionDocument: DocumentType<CashbankTransactionBody, TransactionContent, typeof cashbankTransactionResponse> = {
  type: "cashbank",
  base: "/transactions/cashbank",
  resource: "TxCashbank",
  title: { en: "Cash and bank transaction", id: "Transaksi kas dan bank" },
  cancel: "reverse",
  lifecycle: { deleteApproved: true },
  body: cashbankTransactionBody,
  response: cashbankTransactionResponse,
  listFilters: {
    schema: {
      kind: z.enum(["cash_in", "cash_out", "bank_in", "bank_out"]).optional(),
      cashbank_id: z.uuid().optional(),
      transaction_type_id: z.uuid().optional(),
    },
    where: (filters, ctx) => {
      const scope = scopeAttached(filters);
      const own = sql`t.company_id = ${ctx.actor.companyId} AND ${scopeCondition(scope, sql`t.cashbank_id`)}`;
      const kind = filters.kind ? sql` AND t.kind = ${filters.kind as string}` : sql``;
      const cashbank = filters.cashbank_id ? sql` AND t.cashbank_id = ${filters.cashbank_id as string}::uuid` : sql``;
      const type = filters.transaction_type_id ? sql` AND t.transaction_type_id = ${filters.transaction_type_id as string}::uuid` : sql``;
      return sql`documents.id IN (SELECT t.id FROM cashbank_transactions t WHERE ${own}${kind}${cashbank}${type})`;
    },
  },
  async load(ctx, ids) {
    const rows = await ctx.tx
      .select({
        row: cashbankTransactions,
        typeCode: cashbankTransactionTypes.code,
        typeName: cashbankTransactionTypes.name,
        typePrefix: cashbankTransactionTypes.prefix,
        cashbankCode: cashbanks.code,
        cashbankName: cashbanks.name,
        cashAccountId: cashbanks.accountId,
        contactName: contacts.name,
        baseCurrency: sql<string>`(SELECT c.base_currency FROM companies c WHERE c.id = ${cashbankTransactions.companyId})`,
        requestNumber: sql<string | null>`(SELECT r.number FROM documents r WHERE r.company_id = ${cashbankTransactions.companyId} AND r.id = ${cashbankTransactions.requestId})`,
      })
      .from(cashbankTransactions)
      .innerJoin(
        cashbankTransactionTypes,
        and(eq(cashbankTransactionTypes.companyId, cashbankTransactions.companyId), eq(cashbankTransactionTypes.id, cashbankTransactions.transactionTypeId)),
      )
      .innerJoin(cashbanks, and(eq(cashbanks.companyId, cashbankTransactions.companyId), eq(cashbanks.id, cashbankTransactions.cashbankId)))
      .leftJoin(contacts, and(eq(contacts.companyId, cashbankTransactions.companyId), eq(contacts.id, cashbankTransactions.contactId)))
      .where(and(eq(cashbankTransactions.companyId, ctx.actor.companyId), inArray(cashbankTransactions.id, [...ids])));
    const taxes = await taxesFor(ctx.tx, ctx.actor, rows.flatMap(({ row }) => (row.details as CashbankLineBody[]).flatMap((l) => l.tax_ids ?? [])));
    return new Map(rows.map(({ row, ...names }) => [row.id, { ...row, ...names, taxTotals: taxTotalsOf(row.details as CashbankLineBody[], taxes) }]));
  },
  async save(ctx, id, body, created) {
    const values = await columnsOf(ctx, body);
    const [row] = created
      ? await ctx.tx
          .insert(cashbankTransactions)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values })
          .returning()
      : await ctx.tx
          .update(cashbankTransactions)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(cashbankTransactions.companyId, ctx.actor.companyId), eq(cashbankTransactions.id, id)))
          .returning();
    if (!row) throw notFound();
    const loaded = (await cashbankTransactionDocument.load(ctx, [id])).get(id);
    if (!loaded) throw notFound();
    return loaded;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(cashbankTransactions).where(and(eq(cashbankTransactions.companyId, ctx.actor.companyId), eq(cashbankTransactions.id, id)));
  },
  // In base: approval limits and lists are (a foreign account's total at its rate).
  summary: (row) => ({ date: row.date, officeId: row.officeId, description: row.description, amount: row.amountBase }),
  numberOf: (row, date, ctx) => nextPrefixedNumber(ctx.tx, ctx.actor.companyId, row.typePrefix, date),
  async posting(row, ctx) {
    const built = await build(ctx, {
      kind: row.kind as CashbankKind,
      cashAccountId: row.cashAccountId,
      officeId: row.officeId,
      contactId: row.contactId,
      description: row.description ?? row.typeName,
      details: linesOf(row),
      currency: await postingCurrency(ctx, row),
    });
    try {
      built.posting.checkedLines();
    } catch (error) {
      if (error instanceof PostingError) throw postingErrors(error, ctx.language);
      throw error;
    }
    return { header: { date: row.date, officeId: row.officeId, description: row.description ?? row.typeName }, posting: built.posting };
  },
  async print(row, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const kind = row.kind as CashbankKind;
    const lines = linesOf(row);
    const names = await accountNames(ctx.tx, ctx.actor, lines.map((l) => l.account_id));
    const built = await build(ctx, { kind, cashAccountId: row.cashAccountId, officeId: row.officeId, contactId: row.contactId, description: row.description, details: lines, currency: await postingCurrency(ctx, row) });
    const receipt = directionOf(kind) === "in";
    const totals = [{ label: t("print_subtotal"), amount: formatMoney(built.totals.dpp) }];
    if (built.totals.vat !== "0.00") totals.push({ label: t("print_vat"), amount: formatMoney(built.totals.vat) });
    if (built.totals.withholding !== "0.00") totals.push({ label: t("print_withholding"), amount: `-${formatMoney(built.totals.withholding)}` });
    const foreign = row.currency && row.rate ? { currency: row.currency, rate: row.rate } : null;
    totals.push({ label: foreign ? `${t("print_total")} (${foreign.currency})` : t("print_total"), amount: formatMoney(row.amount) });
    if (foreign) totals.push({ label: `${t("print_total")} (${row.baseCurrency})`, amount: formatMoney(row.amountBase) });
    return {
      title: t(printTitles[kind]),
      currency: foreign?.currency ?? null,
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: row.date, kind: "date" as const }],
      party: row.contactName ? { label: t(receipt ? "print_received_from" : "print_paid_to"), name: row.contactName } : null,
      fields: [
        { label: t("print_cashbank"), value: `${row.cashbankCode} ${row.cashbankName}` },
        { label: t("print_transaction_type"), value: `${row.typeCode} ${row.typeName}` },
        { label: t("print_reference"), value: row.reference },
        { label: t("print_description"), value: row.description },
        ...(foreign ? [{ label: `${t("print_rate")} (${row.baseCurrency}/${foreign.currency})`, value: formatAmount(foreign.rate, ctx.language, { fraction: "rate" }) }] : []),
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "account", title: t("print_account"), width: 170 },
        { key: "description", title: t("print_description") },
        { key: "amount", title: t("print_amount"), kind: "money" as const },
      ],
      lines: lines.map((l) => ({ account: names.get(l.account_id) ?? "", description: l.description ?? null, amount: formatMoney(l.amount) })),
      totals,
      amountInWords: row.amount,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(row, state) {
    return {
      id: row.id,
      kind: row.kind as CashbankKind,
      transaction_type_id: row.transactionTypeId,
      transaction_type_code: row.typeCode,
      transaction_type_name: row.typeName,
      cashbank_id: row.cashbankId,
      cashbank_code: row.cashbankCode,
      cashbank_name: row.cashbankName,
      date: row.date,
      office_id: row.officeId,
      contact_id: row.contactId,
      contact_name: row.contactName,
      reference: row.reference,
      description: row.description,
      request_id: row.requestId,
      request_number: row.requestNumber,
      details: withMoneyFields(linesOf(row), ["amount"]),
      ...row.taxTotals,
      total: formatMoney(row.amount),
      currency: row.currency ?? row.baseCurrency,
      rate: row.rate,
      rate_date: row.rateDate,
      total_base: formatMoney(row.amountBase),
      journal_id: state.journalIds[0] ?? null,
    };
  },
};

// A payment that names a request pays it: once, with the request's row locked; cancelled or deleted, it is unpaid again.
registerDocumentEffect(cashbankTransactionDocument, {
  name: "cashbank_request_paid",
  approved: (row, _state, ctx) => payRequest(ctx, row),
  async released(row, _state, ctx) {
    if (!row.requestId) return;
    await ctx.tx
      .update(cashbankRequests)
      .set({ paidTransactionId: null, updatedAt: sql`now()` })
      .where(and(eq(cashbankRequests.companyId, ctx.actor.companyId), eq(cashbankRequests.id, row.requestId), eq(cashbankRequests.paidTransactionId, row.id)));
  },
});
