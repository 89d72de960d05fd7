import {
  advanceBalance,
  advanceStatus,
  type CashAdvanceBody,
  cashAdvanceBody,
  cashAdvanceListFilters,
  disbursementPosting,
  formatMoney,
  type MessageKey,
  money,
  settlementKindOf,
  toBase,
  translate,
  cashAdvanceResponse,
} from "@neraca/core";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cashAdvanceRequests, cashAdvances, cashbanks, documents } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { fieldMessage, invalidField } from "../../platform/field-errors.js";
import { accountForRole } from "../../platform/account-roles.js";
import { baseCurrency, documentRate } from "../currency/rates.js";
import { advanceAccountId, advanceBalanceSql, assertNotOverdue, cashbankAccount, employeeContactId, employeeNames, findEmployee, lockAdvance, usableCashbank } from "./lookups.js";
import { lockRequest } from "./request.document.js";

export type AdvanceContent = typeof cashAdvances.$inferSelect & {
  employeeCode: string;
  employeeName: string;
  requestNumber: string | null;
  cashbankName: string;
  activityId: string | null;
};

const requestDocs = alias(documents, "request_documents");

export async function loadAdvances(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, AdvanceContent>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ advance: cashAdvances, requestNumber: requestDocs.number, cashbankName: cashbanks.name, activityId: cashAdvanceRequests.activityId })
    .from(cashAdvances)
    .innerJoin(cashbanks, and(eq(cashbanks.companyId, cashAdvances.companyId), eq(cashbanks.id, cashAdvances.cashbankId)))
    .innerJoin(cashAdvanceRequests, and(eq(cashAdvanceRequests.companyId, cashAdvances.companyId), eq(cashAdvanceRequests.id, cashAdvances.requestId)))
    .leftJoin(requestDocs, and(eq(requestDocs.companyId, cashAdvances.companyId), eq(requestDocs.id, cashAdvances.requestId)))
    .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), inArray(cashAdvances.id, [...ids])));
  const names = await employeeNames(ctx.tx, ctx.actor, rows.map((r) => r.advance.employeeId));
  return new Map(
    rows.map((r) => {
      const employee = names.get(r.advance.employeeId);
      return [
        r.advance.id,
        {
          ...r.advance,
          employeeCode: employee?.code ?? "",
          employeeName: employee?.name ?? "",
          requestNumber: r.requestNumber,
          cashbankName: r.cashbankName,
          activityId: r.activityId,
        },
      ];
    }),
  );
}

/** The amounts of an advance as core's functions take them. */
export const amountsOf = (a: typeof cashAdvances.$inferSelect) => ({
  amount: a.amount,
  realised: a.realisedAmount,
  refunded: a.refundedAmount,
  topped_up: a.toppedUpAmount,
  payable: a.payableAmount,
  is_realised: a.realisationId !== null,
});

/** What the advance's journal lines say: the employee by name, and the description. */
export const lineText = (a: { employeeName: string; description: string | null }) => [a.employeeName, a.description].filter(Boolean).join(" — ");

/** The approved request being paid (422 when it is not approved, or paid by another advance). */
async function payableRequest(ctx: DocumentContext, requestId: string, advanceId: string) {
  const [doc] = await ctx.tx
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, requestId), eq(documents.documentType, "cash_advance_request")));
  if (!doc) throw invalidField("cash_advance_request_id", ctx.language);
  if (doc.status !== "approved") throw new AppError(422, "cash_advance_request_not_approved");
  const request = await lockRequest(ctx, requestId);
  if (request.cashAdvanceId && request.cashAdvanceId !== advanceId) {
    const [paid] = await ctx.tx
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.companyId, ctx.actor.companyId), eq(documents.id, request.cashAdvanceId)));
    throw new AppError(422, "cash_advance_request_paid", { number: paid?.number ?? "" });
  }
  return request;
}

const statusCondition = (filter: { status?: string; kind?: string }, companyId: string): SQL => {
  const balance = advanceBalanceSql;
  const condition =
    filter.kind === "refund"
      ? sql`${cashAdvances.realisationId} IS NOT NULL AND ${balance} > 0`
      : filter.kind === "top_up"
        ? sql`${cashAdvances.realisationId} IS NOT NULL AND ${balance} < 0`
        : filter.status === "paid"
          ? sql`${cashAdvances.realisationId} IS NULL`
          : filter.status === "closed"
            ? sql`${cashAdvances.realisationId} IS NOT NULL AND ${balance} = 0`
            : sql`${cashAdvances.realisationId} IS NOT NULL AND ${balance} <> 0`;
  return sql`documents.status = 'approved' AND documents.id IN (SELECT ${cashAdvances.id} FROM ${cashAdvances} WHERE ${cashAdvances.companyId} = ${companyId} AND ${condition})`;
};

/**
 * Paid from an account in a foreign currency (DESIGN §13): what was handed over in it (required, a
 * 422 naming the account), at the rate typed or the booking rate of the date; the advance stays the
 * request's amount in base and the difference from that money in base is kept (a gain when positive).
 */
async function disbursedCurrency(ctx: DocumentContext, body: CashAdvanceBody, cashbank: { name: string; currency: string }, amount: string) {
  const none = { currency: null, amountCurrency: null, rate: null, rateDate: null, exchangeDifference: "0" };
  if (cashbank.currency === (await baseCurrency(ctx.tx, ctx.actor.companyId))) return none;
  if (!body.amount_currency) throw fieldMessage("amount_currency", "cash_advance_amount_currency", ctx.language, { cashbank: cashbank.name, currency: cashbank.currency });
  const found = await documentRate(ctx, { currency: cashbank.currency, rate: body.rate, date: body.date });
  const rate = found.rate as string;
  return {
    currency: cashbank.currency,
    amountCurrency: money(body.amount_currency).toFixed(2),
    rate,
    rateDate: found.rateDate,
    exchangeDifference: money(amount).minus(money(toBase(body.amount_currency, rate))).toFixed(2),
  };
}

/**
 * Cash advances: an approved request paid once, from a cash or bank account the cashier is mapped
 * to — Dr employee advance / Cr cash or bank — posted when saved. It is then realised (receipts),
 * refunded or topped up, and closes when what the employee holds nets to zero.
 */
export const cashAdvanceDocument: DocumentType<CashAdvanceBody, AdvanceContent, typeof cashAdvanceResponse> = {
  type: "cash_advance",
  base: "/transactions/cash-advance",
  resource: "TxCashAdvance",
  title: { en: "Cash advance", id: "Uang muka" },
  numberType: "cash_advance",
  submitOnCreate: true,
  cancel: "reverse",
  body: cashAdvanceBody,
  response: cashAdvanceResponse,
  listFilters: {
    schema: {
      employee_id: cashAdvanceListFilters.employee_id,
      settlement_status: cashAdvanceListFilters.settlement_status,
      settlement_kind: cashAdvanceListFilters.settlement_kind,
    },
    where: (filters, ctx) => {
      const conditions: SQL[] = [];
      if (filters.employee_id)
        conditions.push(sql`documents.id IN (SELECT id FROM cash_advances WHERE company_id = ${ctx.actor.companyId} AND employee_id = ${filters.employee_id as string})`);
      if (filters.settlement_status) conditions.push(statusCondition({ status: filters.settlement_status as string }, ctx.actor.companyId));
      if (filters.settlement_kind) conditions.push(statusCondition({ kind: filters.settlement_kind as string }, ctx.actor.companyId));
      return conditions.length ? sql.join(conditions, sql` AND `) : undefined;
    },
  },
  load: loadAdvances,
  async save(ctx, id, body, created) {
    const request = await payableRequest(ctx, body.cash_advance_request_id, id);
    const cashbank = await usableCashbank(ctx, body.cashbank_id);
    const amount = request.approvedAmount ?? request.requestAmount;
    const foreign = await disbursedCurrency(ctx, body, cashbank, amount);
    await assertNotOverdue(ctx, request.employeeId, body.date, id);
    const values = {
      requestId: request.id,
      date: body.date,
      employeeId: request.employeeId,
      cashbankId: body.cashbank_id,
      accountId: await advanceAccountId(ctx, request.accountId),
      officeId: request.officeId,
      contactId: await employeeContactId(ctx, await findEmployee(ctx, request.employeeId, "cash_advance_request_id")),
      description: body.description,
      amount,
      ...foreign,
    };
    const [row] = created
      ? await ctx.tx
          .insert(cashAdvances)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values })
          .returning()
      : await ctx.tx
          .update(cashAdvances)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, id)))
          .returning();
    if (!row) throw notFound();
    const loaded = (await loadAdvances(ctx, [id])).get(id);
    if (!loaded) throw notFound();
    return loaded;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(cashAdvances).where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, id)));
  },
  summary: (row) => ({ date: row.date, officeId: row.officeId, description: lineText(row), amount: formatMoney(row.amount) }),
  async posting(row, ctx) {
    const cash = await cashbankAccount(ctx, row.cashbankId);
    const extras = { description: lineText(row), officeId: row.officeId, activityId: row.activityId, contactId: row.contactId };
    const foreign =
      row.currency && row.rate && row.amountCurrency
        ? { currency: { currency: row.currency, rate: row.rate, roundingAccountId: await accountForRole(ctx, "exchange_difference") }, amount: row.amountCurrency }
        : null;
    return {
      header: { date: row.date, officeId: row.officeId, description: lineText(row) },
      posting: disbursementPosting({ advanceAccountId: row.accountId, cashAccountId: cash.accountId, amount: row.amount, extras, foreign }),
    };
  },
  // Cancelled: not while receipts or refunds stand on it (then its effect frees the request).
  async released(_row, state, ctx) {
    const advance = await lockAdvance(ctx, state.id);
    if (advance.realisationId || !money(advance.refundedAmount).isZero() || !money(advance.toppedUpAmount).isZero() || !money(advance.payableAmount).isZero()) {
      throw new AppError(409, "cash_advance_realised_first");
    }
  },
  async print(row, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t("print_cash_advance"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: row.date, kind: "date" as const }],
      party: { label: t("print_employee"), name: row.employeeName, detail: row.employeeCode },
      fields: [
        { label: t("print_request"), value: row.requestNumber },
        { label: t("print_cashbank"), value: row.cashbankName },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "description", title: t("print_description") },
        { key: "amount", title: t("print_amount"), kind: "money" as const },
      ],
      lines: [{ description: lineText(row), amount: formatMoney(row.amount) }],
      totals: [{ label: t("print_total"), amount: formatMoney(row.amount) }],
      amountInWords: formatMoney(row.amount),
      // The employee signs for the money received.
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy, received: row.employeeName }),
    };
  },
  present(row, state) {
    const amounts = amountsOf(row);
    return {
      id: row.id,
      request_id: row.requestId,
      request_number: row.requestNumber,
      date: row.date,
      employee_id: row.employeeId,
      employee_code: row.employeeCode,
      employee_name: row.employeeName,
      cashbank_id: row.cashbankId,
      cashbank_name: row.cashbankName,
      account_id: row.accountId,
      office_id: row.officeId,
      contact_id: row.contactId,
      description: row.description,
      amount: formatMoney(row.amount),
      realised_amount: formatMoney(row.realisedAmount),
      refunded_amount: formatMoney(row.refundedAmount),
      topped_up_amount: formatMoney(row.toppedUpAmount),
      payable_amount: formatMoney(row.payableAmount),
      balance: formatMoney(advanceBalance(amounts)),
      settlement_status: advanceStatus(amounts),
      settlement_kind: settlementKindOf(amounts),
      realisation_id: row.realisationId,
      currency: row.currency,
      amount_currency: row.amountCurrency === null ? null : formatMoney(row.amountCurrency),
      rate: row.rate,
      rate_date: row.rateDate,
      exchange_difference: formatMoney(row.exchangeDifference),
      journal_id: state.journalIds[0] ?? null,
    };
  },
};

/**
 * Paying consumes the request: with its row locked, a second payment of it is refused. (The cash or
 * bank account that refuses to go below zero is checked by the ledger as the journal is written.)
 * Cancelled, the request may be paid again.
 */
registerDocumentEffect(cashAdvanceDocument, {
  name: "cash_advance_request_paid",
  async approved(row, state, ctx) {
    const request = await payableRequest(ctx, row.requestId, state.id);
    await assertNotOverdue(ctx, request.employeeId, row.date, state.id);
    await ctx.tx
      .update(cashAdvanceRequests)
      .set({ cashAdvanceId: state.id, updatedAt: sql`now()` })
      .where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), eq(cashAdvanceRequests.id, row.requestId)));
  },
  async released(row, _state, ctx) {
    await lockRequest(ctx, row.requestId);
    await ctx.tx
      .update(cashAdvanceRequests)
      .set({ cashAdvanceId: null, updatedAt: sql`now()` })
      .where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), eq(cashAdvanceRequests.id, row.requestId)));
  },
});
