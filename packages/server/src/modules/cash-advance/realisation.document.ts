import {
  cashAdvanceListFilters,
  type DocumentTaxKind,
  formatMoney,
  type MessageKey,
  money,
  type RealisationBody,
  type RealisationLine,
  type RealisationLineBody,
  type RealisationTax,
  RealisationTaxAccountError,
  realisationBody,
  realisationPosting,
  realisationTotals,
  renderTemplate,
  translate,
  vatKinds,
  realisationResponse,
} from "@neraca/core";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { accounts, cashAdvanceRealisations, cashAdvances, documents, taxes } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { AppError, fieldError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { lineText } from "./advance.document.js";
import { accountForRoleOrNull } from "../../platform/account-roles.js";
import { assertPostableAccount, employeeNames, lockAdvance, lockPaidAdvance, settledByAdvance } from "./lookups.js";
import { withMoneyFields } from "../../platform/documents/stored-lines.js";

export type RealisationContent = typeof cashAdvanceRealisations.$inferSelect & {
  advanceNumber: string | null;
  advanceAmount: string;
  advanceDate: string;
  accountId: string;
  officeId: string | null;
  contactId: string | null;
  employeeId: string;
  employeeName: string;
  employeeCode: string;
  advanceDescription: string | null;
};

const linesOf = (row: { details: unknown }) => row.details as RealisationLine[];

export async function loadRealisations(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, RealisationContent>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ realisation: cashAdvanceRealisations, advance: cashAdvances, advanceNumber: documents.number })
    .from(cashAdvanceRealisations)
    .innerJoin(cashAdvances, and(eq(cashAdvances.companyId, cashAdvanceRealisations.companyId), eq(cashAdvances.id, cashAdvanceRealisations.cashAdvanceId)))
    .leftJoin(documents, and(eq(documents.companyId, cashAdvances.companyId), eq(documents.id, cashAdvances.id)))
    .where(and(eq(cashAdvanceRealisations.companyId, ctx.actor.companyId), inArray(cashAdvanceRealisations.id, [...ids])));
  const names = await employeeNames(ctx.tx, ctx.actor, rows.map((r) => r.advance.employeeId));
  return new Map(
    rows.map((r) => {
      const employee = names.get(r.advance.employeeId);
      return [
        r.realisation.id,
        {
          ...r.realisation,
          advanceNumber: r.advanceNumber,
          advanceAmount: r.advance.amount,
          advanceDate: r.advance.date,
          accountId: r.advance.accountId,
          officeId: r.advance.officeId,
          contactId: r.advance.contactId,
          employeeId: r.advance.employeeId,
          employeeName: employee?.name ?? "",
          employeeCode: employee?.code ?? "",
          advanceDescription: r.advance.description,
        },
      ];
    }),
  );
}

/** The VAT taxes the lines name, as core's tax computation takes them (422 on a line naming another). */
async function taxesOf(ctx: DocumentContext, lines: readonly { tax_id: string | null }[]): Promise<Map<string, RealisationTax>> {
  const ids = [...new Set(lines.flatMap((l) => (l.tax_id ? [l.tax_id] : [])))];
  const rows = ids.length
    ? await ctx.tx
        .select()
        .from(taxes)
        .where(and(eq(taxes.companyId, ctx.actor.companyId), inArray(taxes.id, ids), eq(taxes.isActive, true)))
    : [];
  const map = new Map<string, RealisationTax>(
    rows
      .filter((t) => vatKinds.includes(t.kind as DocumentTaxKind))
      .map((t) => [t.id, { id: t.id, kind: t.kind, rate: t.rate, base_numerator: t.baseNumerator, base_denominator: t.baseDenominator, buy_account_id: t.buyAccountId }]),
  );
  const errors: Record<string, string[]> = {};
  lines.forEach((l, i) => {
    if (l.tax_id && !map.has(l.tax_id)) errors[`details.${i}.tax_id`] = [renderTemplate("in", "tax_id", ctx.language)];
  });
  if (Object.keys(errors).length) throw fieldError(errors);
  return map;
}

/** Another realisation of the advance that is not cancelled (one per advance). */
async function otherRealisation(ctx: DocumentContext, advanceId: string, id: string) {
  const [row] = await ctx.tx
    .select({ id: documents.id, number: documents.number })
    .from(cashAdvanceRealisations)
    .innerJoin(documents, and(eq(documents.companyId, cashAdvanceRealisations.companyId), eq(documents.id, cashAdvanceRealisations.id)))
    .where(
      and(
        eq(cashAdvanceRealisations.companyId, ctx.actor.companyId),
        eq(cashAdvanceRealisations.cashAdvanceId, advanceId),
        ne(cashAdvanceRealisations.id, id),
        ne(documents.status, "cancelled"),
      ),
    );
  return row ?? null;
}

const hasRealisation = (number: string | null, language: "en" | "id") =>
  new AppError(422, "cash_advance_has_realisation", { number: number ?? translate("status_draft", language) });

/**
 * Realisations: the receipts of what an advance paid for — each expense on its account with its
 * dimensions and the receipt's VAT — Dr expenses (and VAT in) / Cr employee advance. One per advance;
 * the receipts are its attachments. What is left is refunded, what was spent beyond is topped up.
 */
export const realisationDocument: DocumentType<RealisationBody, RealisationContent, typeof realisationResponse> = {
  type: "cash_advance_realisation",
  base: "/transactions/cash-advance/realisation",
  resource: "TxCashAdvance",
  title: { en: "Cash advance realisation", id: "Realisasi uang muka" },
  numberType: "cash_advance_realisation",
  cancel: "reverse",
  body: realisationBody,
  response: realisationResponse,
  listFilters: {
    schema: { cash_advance_id: cashAdvanceListFilters.cash_advance_id },
    where: (filters, ctx) =>
      filters.cash_advance_id
        ? sql`documents.id IN (SELECT id FROM cash_advance_realisations WHERE company_id = ${ctx.actor.companyId} AND cash_advance_id = ${filters.cash_advance_id as string})`
        : undefined,
  },
  load: loadRealisations,
  async save(ctx, id, body, created) {
    const advance = await lockPaidAdvance(ctx, body.cash_advance_id);
    const other = await otherRealisation(ctx, advance.id, id);
    if (other) throw hasRealisation(other.number, ctx.language);
    assertNotBeforeSettled(body.date, await settledByAdvance(ctx, advance, false), ctx.language);
    for (const accountId of new Set(body.details.map((d) => d.account_id))) {
      const index = body.details.findIndex((d) => d.account_id === accountId);
      await assertPostableAccount(ctx, accountId, `details.${index}.account_id`);
    }
    const totals = realisationTotals(body.details, await taxesOf(ctx, body.details));
    const values = {
      cashAdvanceId: advance.id,
      date: body.date,
      description: body.description,
      details: body.details,
      expenseAmount: totals.expense,
      vatAmount: totals.vat,
      totalAmount: totals.total,
    };
    const [row] = created
      ? await ctx.tx
          .insert(cashAdvanceRealisations)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values })
          .returning()
      : await ctx.tx
          .update(cashAdvanceRealisations)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(cashAdvanceRealisations.companyId, ctx.actor.companyId), eq(cashAdvanceRealisations.id, id)))
          .returning();
    if (!row) throw notFound();
    const loaded = (await loadRealisations(ctx, [id])).get(id);
    if (!loaded) throw notFound();
    return loaded;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(cashAdvanceRealisations).where(and(eq(cashAdvanceRealisations.companyId, ctx.actor.companyId), eq(cashAdvanceRealisations.id, id)));
  },
  summary: (row) => ({
    date: row.date,
    officeId: row.officeId,
    description: [row.employeeName, row.description].filter(Boolean).join(" — "),
    amount: formatMoney(row.totalAmount),
  }),
  async posting(row, ctx) {
    const lines = linesOf(row);
    try {
      const { posting } = realisationPosting({
        advanceAccountId: row.accountId,
        vatInAccountId: await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "vat_in"),
        lines,
        taxes: await taxesOf(ctx, lines),
        extras: { description: lineText({ employeeName: row.employeeName, description: row.description }), officeId: row.officeId, contactId: row.contactId },
      });
      return { header: { date: row.date, officeId: row.officeId, description: lineText({ employeeName: row.employeeName, description: row.description }) }, posting };
    } catch (error) {
      if (error instanceof RealisationTaxAccountError) throw new AppError(422, "cash_advance_no_vat_account");
      throw error;
    }
  },
  async print(row, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const lines = linesOf(row);
    const totals = realisationTotals(lines, await taxesOf(ctx, lines));
    const accountIds = [...new Set(lines.map((l) => l.account_id))];
    const names = new Map(
      (
        await ctx.tx
          .select({ id: accounts.id, code: accounts.code, name: accounts.name })
          .from(accounts)
          .where(and(eq(accounts.companyId, ctx.actor.companyId), inArray(accounts.id, accountIds)))
      ).map((a) => [a.id, `${a.code} ${a.name}`]),
    );
    return {
      title: t("print_realisation"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: row.date, kind: "date" as const }],
      party: { label: t("print_employee"), name: row.employeeName, detail: row.employeeCode },
      fields: [
        { label: t("print_cash_advance"), value: `${row.advanceNumber ?? ""} (${formatMoney(row.advanceAmount)})` },
        { label: t("print_status"), value: state.status },
        { label: t("print_description"), value: row.description },
      ],
      columns: [
        { key: "account", title: t("print_account"), width: 150 },
        { key: "description", title: t("print_description") },
        { key: "amount", title: t("print_amount"), kind: "money" as const },
        { key: "vat", title: t("print_vat"), kind: "money" as const },
      ],
      lines: lines.map((l, i) => ({
        account: names.get(l.account_id) ?? "",
        description: l.description,
        amount: formatMoney(l.amount),
        vat: money(totals.line_vat[i] ?? 0).isZero() ? null : totals.line_vat[i],
      })),
      totals: [
        { label: t("print_amount"), amount: totals.expense },
        { label: t("print_vat"), amount: totals.vat },
        { label: t("print_total"), amount: totals.total },
      ],
      amountInWords: totals.total,
      signatures: standardSignatures(ctx.language, { prepared: row.employeeName, approved: state.approvedBy }),
    };
  },
  present(row, state) {
    const lines = withMoneyFields(row.details as RealisationLineBody[], ["amount"]);
    return {
      id: row.id,
      cash_advance_id: row.cashAdvanceId,
      cash_advance_number: row.advanceNumber,
      advance_amount: formatMoney(row.advanceAmount),
      advance_date: row.advanceDate,
      employee_id: row.employeeId,
      employee_name: row.employeeName,
      date: row.date,
      description: row.description,
      details: lines,
      expense_amount: formatMoney(row.expenseAmount),
      vat_amount: formatMoney(row.vatAmount),
      total_amount: formatMoney(row.totalAmount),
      /** What the employee holds after it: positive to refund, negative to top up. */
      difference: formatMoney(money(row.advanceAmount).minus(money(row.totalAmount))),
      journal_id: state.journalIds[0] ?? null,
    };
  },
};

// Realising consumes the advance: its row locked, one realisation only; released, not while refunds, top-ups or a payable stand on it.
registerDocumentEffect(realisationDocument, {
  name: "cash_advance_realised",
  async approved(row, state, ctx) {
    const advance = await lockPaidAdvance(ctx, row.cashAdvanceId);
    if (advance.realisationId && advance.realisationId !== state.id) {
      const other = await otherRealisation(ctx, advance.id, state.id);
      throw hasRealisation(other?.number ?? null, ctx.language);
    }
    await ctx.tx
      .update(cashAdvances)
      .set({ realisationId: state.id, realisedAmount: row.totalAmount, updatedAt: sql`now()` })
      .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, advance.id)));
  },
  async released(row, _state, ctx) {
    const advance = await lockAdvance(ctx, row.cashAdvanceId);
    if (!money(advance.refundedAmount).isZero() || !money(advance.toppedUpAmount).isZero() || !money(advance.payableAmount).isZero()) {
      throw new AppError(409, "cash_advance_has_settlements");
    }
    await ctx.tx
      .update(cashAdvances)
      .set({ realisationId: null, realisedAmount: "0", updatedAt: sql`now()` })
      .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, advance.id)));
  },
});
