import {
  cashAdvanceListFilters,
  formatMoney,
  type MessageKey,
  money,
  renderTemplate,
  type SettlementBody,
  type SettlementKind,
  settlementBody,
  settlementKindOf,
  settlementLimit,
  settlementPosting,
  translate,
  settlementResponse,
} from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { cashAdvanceSettlements, cashAdvances, cashbanks, documents } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { AppError, fieldError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { amountsOf, lineText } from "./advance.document.js";
import { baseCurrency } from "../currency/rates.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { type AdvanceRow, cashbankAccount, employeeNames, lockAdvance, lockPaidAdvance, settledByAdvance, usableCashbank } from "./lookups.js";

export type SettlementContent = typeof cashAdvanceSettlements.$inferSelect & {
  advanceNumber: string | null;
  accountId: string;
  officeId: string | null;
  contactId: string | null;
  employeeId: string;
  employeeName: string;
  employeeCode: string;
  cashbankName: string;
};

export async function loadSettlements(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, SettlementContent>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ settlement: cashAdvanceSettlements, advance: cashAdvances, advanceNumber: documents.number, cashbankName: cashbanks.name })
    .from(cashAdvanceSettlements)
    .innerJoin(cashAdvances, and(eq(cashAdvances.companyId, cashAdvanceSettlements.companyId), eq(cashAdvances.id, cashAdvanceSettlements.cashAdvanceId)))
    .innerJoin(cashbanks, and(eq(cashbanks.companyId, cashAdvanceSettlements.companyId), eq(cashbanks.id, cashAdvanceSettlements.cashbankId)))
    .leftJoin(documents, and(eq(documents.companyId, cashAdvances.companyId), eq(documents.id, cashAdvances.id)))
    .where(and(eq(cashAdvanceSettlements.companyId, ctx.actor.companyId), inArray(cashAdvanceSettlements.id, [...ids])));
  const names = await employeeNames(ctx.tx, ctx.actor, rows.map((r) => r.advance.employeeId));
  return new Map(
    rows.map((r) => {
      const employee = names.get(r.advance.employeeId);
      return [
        r.settlement.id,
        {
          ...r.settlement,
          advanceNumber: r.advanceNumber,
          accountId: r.advance.accountId,
          officeId: r.advance.officeId,
          contactId: r.advance.contactId,
          employeeId: r.advance.employeeId,
          employeeName: employee?.name ?? "",
          employeeCode: employee?.code ?? "",
          cashbankName: r.cashbankName,
        },
      ];
    }),
  );
}

/** What settles the advance now, and at most how much (422 when it is not realised or already settled). */
function settlementOf(advance: AdvanceRow, amount: string, language: "en" | "id"): SettlementKind {
  const amounts = amountsOf(advance);
  if (!amounts.is_realised) throw new AppError(422, "cash_advance_not_realised");
  const kind = settlementKindOf(amounts);
  if (!kind) throw new AppError(422, "cash_advance_settled");
  const limit = settlementLimit(amounts);
  if (money(amount).greaterThan(limit)) throw fieldError({ amount: [renderTemplate("max_value", "amount", language, { max: formatMoney(limit) })] });
  return kind;
}

/**
 * Refunds and top-ups of a realised advance, posted when saved: a refund into a cash or bank
 * account (Dr cash or bank / Cr employee advance) when the employee spent less, a top-up paid to
 * them (Dr employee advance / Cr cash or bank) when they spent more. The advance closes at zero.
 */
export const settlementDocument: DocumentType<SettlementBody, SettlementContent, typeof settlementResponse> = {
  type: "cash_advance_settlement",
  base: "/transactions/cash-advance/refund",
  resource: "TxCashAdvance",
  title: { en: "Cash advance refund or top-up", id: "Pengembalian atau penambahan uang muka" },
  numberType: "cash_advance_settlement",
  submitOnCreate: true,
  cancel: "reverse",
  body: settlementBody,
  response: settlementResponse,
  listFilters: {
    schema: { cash_advance_id: cashAdvanceListFilters.cash_advance_id },
    where: (filters, ctx) =>
      filters.cash_advance_id
        ? sql`documents.id IN (SELECT id FROM cash_advance_settlements WHERE company_id = ${ctx.actor.companyId} AND cash_advance_id = ${filters.cash_advance_id as string})`
        : undefined,
  },
  load: loadSettlements,
  async save(ctx, id, body, created) {
    const advance = await lockPaidAdvance(ctx, body.cash_advance_id);
    const kind = settlementOf(advance, body.amount, ctx.language);
    assertNotBeforeSettled(body.date, await settledByAdvance(ctx, advance, true), ctx.language);
    const cashbank = await usableCashbank(ctx, body.cashbank_id);
    // Refunds and top-ups are in base (the advance is): through an account in the base currency.
    if (cashbank.currency !== (await baseCurrency(ctx.tx, ctx.actor.companyId)))
      throw fieldMessage("cashbank_id", "cash_advance_settlement_foreign", ctx.language, { cashbank: cashbank.name, currency: cashbank.currency });
    const values = { cashAdvanceId: advance.id, kind, date: body.date, cashbankId: body.cashbank_id, amount: body.amount, description: body.description };
    const [row] = created
      ? await ctx.tx
          .insert(cashAdvanceSettlements)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values })
          .returning()
      : await ctx.tx
          .update(cashAdvanceSettlements)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(cashAdvanceSettlements.companyId, ctx.actor.companyId), eq(cashAdvanceSettlements.id, id)))
          .returning();
    if (!row) throw notFound();
    const loaded = (await loadSettlements(ctx, [id])).get(id);
    if (!loaded) throw notFound();
    return loaded;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(cashAdvanceSettlements).where(and(eq(cashAdvanceSettlements.companyId, ctx.actor.companyId), eq(cashAdvanceSettlements.id, id)));
  },
  summary: (row) => ({ date: row.date, officeId: row.officeId, description: lineText(row), amount: formatMoney(row.amount) }),
  async posting(row, ctx) {
    const cash = await cashbankAccount(ctx, row.cashbankId);
    const extras = { description: lineText(row), officeId: row.officeId, contactId: row.contactId };
    return {
      header: { date: row.date, officeId: row.officeId, description: lineText(row) },
      posting: settlementPosting({ kind: row.kind as SettlementKind, advanceAccountId: row.accountId, cashAccountId: cash.accountId, amount: row.amount, extras }),
    };
  },
  async print(row, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t(row.kind === "refund" ? "print_refund" : "print_top_up"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: row.date, kind: "date" as const }],
      party: { label: t("print_employee"), name: row.employeeName, detail: row.employeeCode },
      fields: [
        { label: t("print_cash_advance"), value: row.advanceNumber },
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
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy, received: row.kind === "refund" ? null : row.employeeName }),
    };
  },
  present(row, state) {
    return {
      id: row.id,
      cash_advance_id: row.cashAdvanceId,
      cash_advance_number: row.advanceNumber,
      employee_id: row.employeeId,
      employee_name: row.employeeName,
      kind: row.kind as SettlementKind,
      date: row.date,
      cashbank_id: row.cashbankId,
      cashbank_name: row.cashbankName,
      amount: formatMoney(row.amount),
      description: row.description,
      journal_id: state.journalIds[0] ?? null,
    };
  },
};

// A refund or top-up consumes what is left of the advance, its row locked: two refunds at once cannot overdraw it.
registerDocumentEffect(settlementDocument, {
  name: "cash_advance_settled",
  async approved(row, _state, ctx) {
    const advance = await lockPaidAdvance(ctx, row.cashAdvanceId);
    const kind = settlementOf(advance, row.amount, ctx.language);
    if (kind !== row.kind) throw new AppError(422, "cash_advance_settled");
    const column = kind === "refund" ? cashAdvances.refundedAmount : cashAdvances.toppedUpAmount;
    await ctx.tx
      .update(cashAdvances)
      .set(kind === "refund" ? { refundedAmount: sql`${column} + ${row.amount}` } : { toppedUpAmount: sql`${column} + ${row.amount}` })
      .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, advance.id)));
  },
  async released(row, _state, ctx) {
    const advance = await lockAdvance(ctx, row.cashAdvanceId);
    const column = row.kind === "refund" ? cashAdvances.refundedAmount : cashAdvances.toppedUpAmount;
    await ctx.tx
      .update(cashAdvances)
      .set(row.kind === "refund" ? { refundedAmount: sql`${column} - ${row.amount}` } : { toppedUpAmount: sql`${column} - ${row.amount}` })
      .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, advance.id)));
  },
});
