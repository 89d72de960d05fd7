import { type CashbankRequestBody, cashbankRequestBody, formatMoney, type MessageKey, requestTotal, translate, cashbankRequestResponse } from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { cashbankRequests, cashbanks, contacts } from "../../db/schema/index.js";
import type { DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { accountNames, cashbankFor } from "./shared.js";
import { withMoneyFields } from "../../platform/documents/stored-lines.js";

type RequestRow = typeof cashbankRequests.$inferSelect;
type RequestLine = CashbankRequestBody["details"][number];

export interface RequestContent extends RequestRow {
  cashbankName: string | null;
  contactName: string | null;
  paidNumber: string | null;
  paidStatus: string | null;
}

/**
 * Requests for a payment (`cashbank_request` module approval by amount). An approved request is
 * paid once, by a cash-out or bank-out that names it; its answer says `paid` with that payment.
 */
export const cashbankRequestDocument: DocumentType<CashbankRequestBody, RequestContent, typeof cashbankRequestResponse> = {
  type: "cashbank_request",
  base: "/transactions/cashbank/request",
  resource: "TxCashbankRequest",
  title: { en: "Cash and bank request", id: "Permintaan kas dan bank" },
  numberType: "cashbank_request",
  approvalModule: "cashbank_request",
  cancel: "reverse",
  body: cashbankRequestBody,
  response: cashbankRequestResponse,
  listFilters: {
    schema: { settlement: z.enum(["paid", "unpaid"]).optional() },
    where: (filters, ctx) => {
      if (!filters.settlement) return undefined;
      const paid = filters.settlement === "paid" ? sql`IS NOT NULL` : sql`IS NULL`;
      return sql`documents.id IN (SELECT r.id FROM cashbank_requests r WHERE r.company_id = ${ctx.actor.companyId} AND r.paid_transaction_id ${paid})`;
    },
  },
  async load(ctx, ids) {
    const rows = await ctx.tx
      .select({
        row: cashbankRequests,
        cashbankName: sql<string | null>`${cashbanks.code} || ' ' || ${cashbanks.name}`,
        contactName: contacts.name,
        paidNumber: sql<string | null>`(SELECT p.number FROM documents p WHERE p.company_id = ${cashbankRequests.companyId} AND p.id = ${cashbankRequests.paidTransactionId})`,
        paidStatus: sql<string | null>`(SELECT p.status FROM documents p WHERE p.company_id = ${cashbankRequests.companyId} AND p.id = ${cashbankRequests.paidTransactionId})`,
      })
      .from(cashbankRequests)
      .leftJoin(cashbanks, and(eq(cashbanks.companyId, cashbankRequests.companyId), eq(cashbanks.id, cashbankRequests.cashbankId)))
      .leftJoin(contacts, and(eq(contacts.companyId, cashbankRequests.companyId), eq(contacts.id, cashbankRequests.contactId)))
      .where(and(eq(cashbankRequests.companyId, ctx.actor.companyId), inArray(cashbankRequests.id, [...ids])));
    return new Map(rows.map(({ row, ...names }) => [row.id, { ...row, ...names }]));
  },
  async save(ctx, id, body, created) {
    if (body.cashbank_id) await cashbankFor(ctx, body.cashbank_id, "cashbank_id");
    const values = {
      date: body.date,
      officeId: body.office_id,
      cashbankId: body.cashbank_id,
      contactId: body.contact_id,
      purpose: body.purpose,
      details: body.details,
      amount: requestTotal(body.details).toFixed(2),
    };
    const [row] = created
      ? await ctx.tx
          .insert(cashbankRequests)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values })
          .returning()
      : await ctx.tx
          .update(cashbankRequests)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(cashbankRequests.companyId, ctx.actor.companyId), eq(cashbankRequests.id, id)))
          .returning();
    if (!row) throw notFound();
    const loaded = (await cashbankRequestDocument.load(ctx, [id])).get(id);
    if (!loaded) throw notFound();
    return loaded;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(cashbankRequests).where(and(eq(cashbankRequests.companyId, ctx.actor.companyId), eq(cashbankRequests.id, id)));
  },
  summary: (row) => ({ date: row.date, officeId: row.officeId, description: row.purpose, amount: row.amount }),
  async released(row) {
    // A paid request stays as it is until its payment is cancelled or deleted.
    if (row.paidTransactionId) throw new AppError(409, "cashbank_request_is_paid");
  },
  async print(row, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const lines = row.details as RequestLine[];
    const names = await accountNames(ctx.tx, ctx.actor, lines.map((l) => l.account_id));
    return {
      title: t("print_cashbank_request"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: row.date, kind: "date" as const }],
      party: row.contactName ? { label: t("print_paid_to"), name: row.contactName } : null,
      fields: [
        { label: t("print_purpose"), value: row.purpose },
        { label: t("print_cashbank"), value: row.cashbankName },
        { label: t("print_status"), value: row.paidNumber ? `${state.status} · ${row.paidNumber}` : state.status },
      ],
      columns: [
        { key: "account", title: t("print_account"), width: 170 },
        { key: "description", title: t("print_description") },
        { key: "amount", title: t("print_amount"), kind: "money" as const },
      ],
      lines: lines.map((l) => ({ account: names.get(l.account_id) ?? "", description: l.description ?? null, amount: formatMoney(l.amount) })),
      totals: [{ label: t("print_total"), amount: formatMoney(row.amount) }],
      amountInWords: row.amount,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(row) {
    return {
      id: row.id,
      date: row.date,
      office_id: row.officeId,
      cashbank_id: row.cashbankId,
      cashbank_name: row.cashbankName,
      contact_id: row.contactId,
      contact_name: row.contactName,
      purpose: row.purpose,
      details: withMoneyFields(row.details as RequestLine[], ["amount"]),
      total: formatMoney(row.amount),
      settlement_status: row.paidTransactionId ? "paid" : "unpaid",
      paid_transaction_id: row.paidTransactionId,
      paid_number: row.paidNumber,
    };
  },
};
