import { type CashAdvanceRequestBody, cashAdvanceListFilters, cashAdvanceRequestBody, formatMoney, type MessageKey, translate, cashAdvanceRequestResponse } from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { cashAdvanceRequests, dimensionItems, documents, offices } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { invalidField } from "../../platform/field-errors.js";
import { assertNotOverdue, assertPostableAccount, employeeNames, findEmployee, settingsOf } from "./lookups.js";

export type RequestRow = typeof cashAdvanceRequests.$inferSelect & { employeeCode: string; employeeName: string; cashAdvanceNumber: string | null };

const columns = (body: CashAdvanceRequestBody) => ({
  date: body.date,
  purposeDate: body.purpose_date,
  advanceType: body.advance_type,
  employeeId: body.employee_id,
  requestAmount: body.request_amount,
  accountId: body.account_id,
  activityId: body.activity_id,
  officeId: body.office_id,
  notes: body.notes,
});

/** What a request refers to, checked in the company (422 on the field otherwise). */
async function checkReferences(ctx: DocumentContext, body: CashAdvanceRequestBody) {
  await findEmployee(ctx, body.employee_id);
  const { types } = await settingsOf(ctx.tx, ctx.actor);
  if (!types.some((t) => t.code === body.advance_type)) throw invalidField("advance_type", ctx.language);
  if (body.account_id) await assertPostableAccount(ctx, body.account_id, "account_id");
  if (body.activity_id) {
    const [row] = await ctx.tx
      .select({ id: dimensionItems.id })
      .from(dimensionItems)
      .where(and(eq(dimensionItems.companyId, ctx.actor.companyId), eq(dimensionItems.id, body.activity_id), eq(dimensionItems.kind, "activity")));
    if (!row) throw invalidField("activity_id", ctx.language);
  }
  if (body.office_id) {
    const [row] = await ctx.tx
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.companyId, ctx.actor.companyId), eq(offices.id, body.office_id)));
    if (!row) throw invalidField("office_id", ctx.language);
  }
  if (body.purpose_date < body.date) throw invalidField("purpose_date", ctx.language);
  // The N-days rule: refused already when asking, not only when paying.
  await assertNotOverdue(ctx, body.employee_id, body.date, null);
}

export async function loadRequests(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, RequestRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ request: cashAdvanceRequests, cashAdvanceNumber: documents.number })
    .from(cashAdvanceRequests)
    .leftJoin(documents, and(eq(documents.companyId, cashAdvanceRequests.companyId), eq(documents.id, cashAdvanceRequests.cashAdvanceId)))
    .where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), inArray(cashAdvanceRequests.id, [...ids])));
  const names = await employeeNames(ctx.tx, ctx.actor, rows.map((r) => r.request.employeeId));
  return new Map(
    rows.map((r) => {
      const employee = names.get(r.request.employeeId);
      return [
        r.request.id,
        { ...r.request, employeeCode: employee?.code ?? "", employeeName: employee?.name ?? "", cashAdvanceNumber: r.cashAdvanceNumber },
      ];
    }),
  );
}

/** Locks a request's content row (the one a payment consumes). */
export async function lockRequest(ctx: DocumentContext, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(cashAdvanceRequests)
    .where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), eq(cashAdvanceRequests.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * Cash advance requests: an employee (or someone for them) asks for an amount; approvers of the
 * cash-advance-request levels its amount meets approve it, each able to lower the amount
 * (`request-approval`); the cashier then pays it once (a cash advance).
 */
export const cashAdvanceRequestDocument: DocumentType<CashAdvanceRequestBody, RequestRow, typeof cashAdvanceRequestResponse> = {
  type: "cash_advance_request",
  base: "/transactions/cash-advance/request",
  resource: "TxCashAdvanceRequest",
  title: { en: "Cash advance request", id: "Permintaan uang muka" },
  numberType: "cash_advance_request",
  approvalModule: "cash_advance_request",
  cancel: "reverse",
  body: cashAdvanceRequestBody,
  response: cashAdvanceRequestResponse,
  listFilters: {
    schema: { employee_id: cashAdvanceListFilters.employee_id, payable: cashAdvanceListFilters.payable },
    where: (filters, ctx) => {
      const conditions = [];
      if (filters.employee_id)
        conditions.push(
          sql`documents.id IN (SELECT id FROM cash_advance_requests WHERE company_id = ${ctx.actor.companyId} AND employee_id = ${filters.employee_id as string})`,
        );
      if (filters.payable === "true")
        conditions.push(
          sql`documents.status = 'approved' AND documents.id IN (SELECT id FROM cash_advance_requests WHERE company_id = ${ctx.actor.companyId} AND cash_advance_id IS NULL)`,
        );
      return conditions.length ? sql.join(conditions, sql` AND `) : undefined;
    },
  },
  load: loadRequests,
  async save(ctx, id, body, created) {
    await checkReferences(ctx, body);
    const [row] = created
      ? await ctx.tx
          .insert(cashAdvanceRequests)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...columns(body) })
          .returning()
      : await ctx.tx
          .update(cashAdvanceRequests)
          // Edited after a rejection: the approvers decide the amount again.
          .set({ ...columns(body), approvedAmount: null, updatedAt: sql`now()` })
          .where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), eq(cashAdvanceRequests.id, id)))
          .returning();
    if (!row) throw notFound();
    const loaded = (await loadRequests(ctx, [id])).get(id);
    if (!loaded) throw notFound();
    return loaded;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(cashAdvanceRequests).where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), eq(cashAdvanceRequests.id, id)));
  },
  summary: (row) => ({
    date: row.date,
    officeId: row.officeId,
    description: [row.employeeName, row.notes].filter(Boolean).join(" — "),
    amount: formatMoney(row.requestAmount),
  }),
  // Approved without an amount of their own (the module-approval inbox): the whole request.
  async approved(_row, state, ctx) {
    await ctx.tx
      .update(cashAdvanceRequests)
      .set({ approvedAmount: sql`coalesce(${cashAdvanceRequests.approvedAmount}, ${cashAdvanceRequests.requestAmount})` })
      .where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), eq(cashAdvanceRequests.id, state.id)));
  },
  // A paid request stays approved until its advance is cancelled.
  async released(_row, state, ctx) {
    const locked = await lockRequest(ctx, state.id);
    if (locked.cashAdvanceId) throw new AppError(409, "cash_advance_request_in_use");
  },
  async print(row, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const { types } = await settingsOf(ctx.tx, ctx.actor);
    const amount = row.approvedAmount ?? row.requestAmount;
    return {
      title: t("print_cash_advance_request"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: row.date, kind: "date" as const },
        { label: t("print_purpose_date"), value: row.purposeDate, kind: "date" as const },
      ],
      party: { label: t("print_employee"), name: row.employeeName, detail: row.employeeCode },
      fields: [
        { label: t("print_status"), value: state.status },
        { label: t("print_advance_type"), value: types.find((x) => x.code === row.advanceType)?.name ?? row.advanceType },
      ],
      columns: [
        { key: "description", title: t("print_description") },
        { key: "amount", title: t("print_amount"), kind: "money" as const },
      ],
      lines: [
        { description: t("print_requested_amount"), amount: formatMoney(row.requestAmount) },
        ...(row.approvedAmount ? [{ description: t("print_approved_amount"), amount: formatMoney(row.approvedAmount) }] : []),
      ],
      totals: [{ label: t("print_total"), amount: formatMoney(amount) }],
      amountInWords: formatMoney(amount),
      notes: row.notes,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy, received: row.employeeName }),
    };
  },
  present(row) {
    return {
      id: row.id,
      date: row.date,
      purpose_date: row.purposeDate,
      advance_type: row.advanceType,
      employee_id: row.employeeId,
      employee_code: row.employeeCode,
      employee_name: row.employeeName,
      request_amount: formatMoney(row.requestAmount),
      approved_amount: row.approvedAmount === null ? null : formatMoney(row.approvedAmount),
      account_id: row.accountId,
      activity_id: row.activityId,
      office_id: row.officeId,
      notes: row.notes,
      cash_advance_id: row.cashAdvanceId,
      cash_advance_number: row.cashAdvanceNumber,
    };
  },
};
