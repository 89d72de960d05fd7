import {
  type CashbankTransferBody,
  cashbankTransferBody,
  cashbankTransferResponse,
  foreignTransferPosting,
  formatMoney,
  type MessageKey,
  money,
  PostingError,
  transferOutflow,
  transferPosting,
  translate,
} from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accounts, cashbanks, cashbankTransfers } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { postingErrors } from "../ledger/ledger.post.js";
import { scopeAttached, scopeCondition } from "./access.js";
import { fieldRule } from "../../platform/field-errors.js";
import { cashbankFor } from "./shared.js";
import { accountForRole } from "../../platform/account-roles.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { baseCurrency, documentRate } from "../currency/rates.js";

type TransferRow = typeof cashbankTransfers.$inferSelect;

export interface TransferContent extends TransferRow {
  fromName: string;
  fromAccountId: string;
  fromCurrency: string;
  toName: string;
  toAccountId: string;
  toCurrency: string;
  chargeAccountName: string | null;
}

const fromCashbanks = alias(cashbanks, "from_cashbank");
const toCashbanks = alias(cashbanks, "to_cashbank");

async function assertChargeAccount(ctx: DocumentContext, id: string | null) {
  if (!id) return;
  const [row] = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, ctx.actor.companyId), eq(accounts.id, id)));
  if (!row) throw fieldRule("charge_account_id", "in", ctx.language, "account");
}

/**
 * A transfer's foreign side (DESIGN §13): none between two base accounts; between accounts of one
 * foreign currency, what arrived is what left; between a foreign and a base account, what arrived is
 * given in the receiver's currency (`amount_to`). The rate: typed, else the booking rate of the date.
 * Two different foreign currencies go through the base currency (two transfers). The realised
 * difference is core's (`foreignTransferPosting`), kept to be read.
 */
async function transferCurrency(ctx: DocumentContext, body: CashbankTransferBody, fromCurrency: string, toCurrency: string) {
  const base = await baseCurrency(ctx.tx, ctx.actor.companyId);
  if (fromCurrency === base && toCurrency === base) return { currency: null, rate: null, rateDate: null, amountTo: null, exchangeDifference: "0" };
  if (fromCurrency !== base && toCurrency !== base && fromCurrency !== toCurrency)
    throw fieldMessage("to_cashbank_id", "transfer_two_currencies", ctx.language, { from: fromCurrency, to: toCurrency, base });
  const currency = fromCurrency === base ? toCurrency : fromCurrency;
  const amountTo = fromCurrency === toCurrency ? body.amount : body.amount_to;
  if (!money(amountTo).greaterThan(0)) throw fieldMessage("amount_to", "transfer_amount_to_required", ctx.language, { currency: toCurrency });
  const found = await documentRate(ctx, { currency, rate: body.rate, date: body.date });
  const rate = found.rate as string;
  const { difference } = foreignTransferPosting(
    { from_account_id: "from", to_account_id: "to", amount: body.amount, charge_amount: body.charge_amount, charge_account_id: "charge", office_id: null, description: null },
    { currency, rate, fromForeign: fromCurrency === currency, toForeign: toCurrency === currency, amountTo, exchangeAccountId: "exchange" },
  );
  return { currency, rate, rateDate: found.rateDate, amountTo: formatMoney(amountTo), exchangeDifference: difference };
}

/** Transfers between two cash or bank accounts: one journal, an optional bank charge borne by the sender. */
export const cashbankTransferDocument: DocumentType<CashbankTransferBody, TransferContent, typeof cashbankTransferResponse> = {
  type: "cashbank_transfer",
  base: "/transactions/cashbank/transfer",
  resource: "TxCashbank",
  title: { en: "Cash and bank transfer", id: "Transfer kas dan bank" },
  numberType: "transfer",
  cancel: "reverse",
  lifecycle: { deleteApproved: true },
  body: cashbankTransferBody,
  response: cashbankTransferResponse,
  listFilters: {
    schema: {},
    where: (filters, ctx) => {
      const scope = scopeAttached(filters);
      return sql`documents.id IN (SELECT t.id FROM cashbank_transfers t WHERE t.company_id = ${ctx.actor.companyId}
        AND ${scopeCondition(scope, sql`t.from_cashbank_id`)} AND ${scopeCondition(scope, sql`t.to_cashbank_id`)})`;
    },
  },
  async load(ctx, ids) {
    const rows = await ctx.tx
      .select({
        row: cashbankTransfers,
        fromName: sql<string>`${fromCashbanks.code} || ' ' || ${fromCashbanks.name}`,
        fromAccountId: fromCashbanks.accountId,
        fromCurrency: fromCashbanks.currency,
        toName: sql<string>`${toCashbanks.code} || ' ' || ${toCashbanks.name}`,
        toAccountId: toCashbanks.accountId,
        toCurrency: toCashbanks.currency,
        chargeAccountName: sql<string | null>`${accounts.code} || ' ' || ${accounts.name}`,
      })
      .from(cashbankTransfers)
      .innerJoin(fromCashbanks, and(eq(fromCashbanks.companyId, cashbankTransfers.companyId), eq(fromCashbanks.id, cashbankTransfers.fromCashbankId)))
      .innerJoin(toCashbanks, and(eq(toCashbanks.companyId, cashbankTransfers.companyId), eq(toCashbanks.id, cashbankTransfers.toCashbankId)))
      .leftJoin(accounts, and(eq(accounts.companyId, cashbankTransfers.companyId), eq(accounts.id, cashbankTransfers.chargeAccountId)))
      .where(and(eq(cashbankTransfers.companyId, ctx.actor.companyId), inArray(cashbankTransfers.id, [...ids])));
    return new Map(rows.map(({ row, ...names }) => [row.id, { ...row, ...names }]));
  },
  async save(ctx, id, body, created) {
    // Also on edit, where the body's own refinements do not run (the lifecycle rebuilds its schema).
    if (body.from_cashbank_id === body.to_cashbank_id) throw fieldRule("to_cashbank_id", "in", ctx.language, "cashbank");
    if (!money(body.charge_amount).isZero() && !body.charge_account_id) throw fieldRule("charge_account_id", "required", ctx.language, "account");
    const from = await cashbankFor(ctx, body.from_cashbank_id, "from_cashbank_id");
    const to = await cashbankFor(ctx, body.to_cashbank_id, "to_cashbank_id");
    await assertChargeAccount(ctx, body.charge_account_id);
    const foreign = await transferCurrency(ctx, body, from.currency, to.currency);
    const values = {
      ...foreign,
      date: body.date,
      officeId: body.office_id,
      fromCashbankId: body.from_cashbank_id,
      toCashbankId: body.to_cashbank_id,
      amount: body.amount,
      chargeAmount: body.charge_amount,
      chargeAccountId: body.charge_account_id,
      reference: body.reference,
      description: body.description,
    };
    const [row] = created
      ? await ctx.tx
          .insert(cashbankTransfers)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values })
          .returning()
      : await ctx.tx
          .update(cashbankTransfers)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(cashbankTransfers.companyId, ctx.actor.companyId), eq(cashbankTransfers.id, id)))
          .returning();
    if (!row) throw notFound();
    const loaded = (await cashbankTransferDocument.load(ctx, [id])).get(id);
    if (!loaded) throw notFound();
    return loaded;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(cashbankTransfers).where(and(eq(cashbankTransfers.companyId, ctx.actor.companyId), eq(cashbankTransfers.id, id)));
  },
  summary: (row) => ({ date: row.date, officeId: row.officeId, description: row.description, amount: row.amount }),
  async posting(row, ctx) {
    const input = {
      from_account_id: row.fromAccountId,
      to_account_id: row.toAccountId,
      amount: row.amount,
      charge_amount: row.chargeAmount,
      charge_account_id: row.chargeAccountId,
      office_id: row.officeId,
      description: row.description ?? `${row.fromName} → ${row.toName}`,
    };
    const posting =
      row.currency && row.rate && row.amountTo
        ? foreignTransferPosting(input, {
            currency: row.currency,
            rate: row.rate,
            fromForeign: row.fromCurrency === row.currency,
            toForeign: row.toCurrency === row.currency,
            amountTo: row.amountTo,
            exchangeAccountId: await accountForRole(ctx, "exchange_difference", { field: "rate" }),
          }).posting
        : transferPosting(input);
    try {
      posting.checkedLines();
    } catch (error) {
      if (error instanceof PostingError) throw postingErrors(error, ctx.language);
      throw error;
    }
    return { header: { date: row.date, officeId: row.officeId, description: row.description ?? `${row.fromName} → ${row.toName}` }, posting };
  },
  async print(row, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const total = transferOutflow(row.amount, row.chargeAmount);
    return {
      title: t("print_transfer"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: row.date, kind: "date" as const }],
      fields: [
        { label: t("print_from"), value: row.fromName },
        { label: t("print_to"), value: row.toName },
        { label: t("print_reference"), value: row.reference },
        { label: t("print_description"), value: row.description },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "description", title: t("print_description") },
        { key: "amount", title: t("print_amount"), kind: "money" as const },
      ],
      lines: [
        { description: `${row.fromName} → ${row.toName}`, amount: formatMoney(row.amount) },
        ...(!money(row.chargeAmount).isZero()
          ? [{ description: `${t("print_bank_charge")} (${row.chargeAccountName ?? ""})`, amount: formatMoney(row.chargeAmount) }]
          : []),
      ],
      totals: [{ label: t("print_total"), amount: formatMoney(total) }],
      amountInWords: total,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(row, state) {
    return {
      id: row.id,
      date: row.date,
      office_id: row.officeId,
      from_cashbank_id: row.fromCashbankId,
      from_cashbank_name: row.fromName,
      to_cashbank_id: row.toCashbankId,
      to_cashbank_name: row.toName,
      amount_transferred: formatMoney(row.amount),
      charge_amount: formatMoney(row.chargeAmount),
      charge_account_id: row.chargeAccountId,
      charge_account_name: row.chargeAccountName,
      reference: row.reference,
      description: row.description,
      total: transferOutflow(row.amount, row.chargeAmount),
      from_currency: row.fromCurrency,
      to_currency: row.toCurrency,
      rate: row.rate,
      rate_date: row.rateDate,
      amount_to: formatMoney(row.amountTo ?? row.amount),
      exchange_difference: formatMoney(row.exchangeDifference),
      journal_id: state.journalIds[0] ?? null,
    };
  },
};
