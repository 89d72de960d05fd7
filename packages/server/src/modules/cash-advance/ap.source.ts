import { formatMoney, money, type PurchaseInvoiceBody, renderTemplate, settlementKindOf, settlementLimit, translate } from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import { cashAdvances, contacts, employees } from "../../db/schema/index.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import type { DocumentEffect } from "../../platform/documents/effects.js";
import { AppError, fieldError } from "../../platform/errors.js";
import type { InvoiceSource } from "../payables/invoice-sources.js";
import type { InvoiceContent } from "../payables/purchase-invoice.document.js";
import { amountsOf } from "./advance.document.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { fieldRule, invalidField } from "../../platform/field-errors.js";
import { type AdvanceRow, advanceState, lockAdvance, lockPaidAdvance, settledByAdvance } from "./lookups.js";

/** What the company owes the employee on the advance now (422 when it owes nothing). */
function owed(advance: AdvanceRow, number: string | null) {
  const amounts = amountsOf(advance);
  if (settlementKindOf(amounts) !== "top_up") throw new AppError(422, "cash_advance_ap_not_owed", { number: number ?? "" });
  return settlementLimit(amounts);
}

/**
 * cash-advance-ap (spec: AP posting → cash-advance-ap): a realised advance on which the employee
 * spent more than they were given, posted as a payable to the employee instead of a top-up paid at
 * once. It is a purchase invoice of kind `cash_advance` — one line on the advance's account, the
 * employee's contact as the party owed, no taxes (the realisation carried them) — so AP posting
 * approves it (Dr employee advance / Cr payable) and payables' vouchers and payments pay it. The
 * advance counts it like a top-up and closes at zero.
 */
export const cashAdvanceInvoiceSource: InvoiceSource = {
  async check(ctx: DocumentContext, body: PurchaseInvoiceBody) {
    if (!body.cash_advance_id) throw fieldRule("cash_advance_id", "required", ctx.language);
    const state = await advanceState(ctx, body.cash_advance_id);
    if (!state) throw invalidField("cash_advance_id", ctx.language);
    if (state.status !== "approved") throw new AppError(422, "cash_advance_not_paid");
    const [advance] = await ctx.tx
      .select()
      .from(cashAdvances)
      .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, body.cash_advance_id)));
    if (!advance) throw invalidField("cash_advance_id", ctx.language);
    const limit = owed(advance, state.number);
    const [line, ...others] = body.lines;
    const shaped =
      line &&
      others.length === 0 &&
      line.account_id === advance.accountId &&
      !line.product_id &&
      !line.tax_id &&
      !line.withholding_tax_id &&
      !line.purchase_order_line_id &&
      !line.goods_receipt_line_id &&
      money(line.quantity).equals(1) &&
      money(line.discount_percent).isZero() &&
      !body.purchase_order_id &&
      body.advances.length === 0 &&
      !body.tax_invoice_number;
    if (!shaped) throw new AppError(422, "cash_advance_ap_shape");
    if (money(line.price).greaterThan(limit)) {
      throw fieldError({ "lines.0.price": [renderTemplate("max_value", "amount", ctx.language, { max: formatMoney(limit) })] });
    }
    const [employee] = await ctx.tx
      .select({ name: employees.name })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.actor.companyId), eq(employees.id, advance.employeeId)));
    const [contact] = advance.contactId
      ? await ctx.tx
          .select()
          .from(contacts)
          .where(and(eq(contacts.companyId, ctx.actor.companyId), eq(contacts.id, advance.contactId)))
      : [];
    if (!contact) throw new AppError(422, "cash_advance_ap_no_contact", { employee: employee?.name ?? "" });
    if (body.contact_id !== contact.id) {
      throw fieldError({ contact_id: [translate("cash_advance_ap_contact", ctx.language, { employee: employee?.name ?? contact.name })] });
    }
    assertNotBeforeSettled(body.date, await settledByAdvance(ctx, advance, true), ctx.language);
    return contact;
  },
};

/**
 * A posted invoice of kind `cash_advance` consumes what the company owes on its advance: what is owed
 * goes down by the payable, the advance row locked (two postings cannot both take it); cancelled or
 * deleted, it goes back up.
 */
export const cashAdvancePayableEffect: DocumentEffect<InvoiceContent> = {
  name: "cash_advance_payable",
  async approved({ invoice }, _state, ctx) {
    if (invoice.kind !== "cash_advance") return;
    if (!invoice.cashAdvanceId) throw new AppError(422, "cash_advance_ap_shape");
    const advance = await lockPaidAdvance(ctx, invoice.cashAdvanceId);
    const state = await advanceState(ctx, advance.id);
    const limit = owed(advance, state?.number ?? null);
    if (money(invoice.payableAmount).greaterThan(limit)) {
      throw new AppError(422, "cash_advance_ap_over", { amount: formatMoney(invoice.payableAmount), owed: formatMoney(limit) });
    }
    await ctx.tx
      .update(cashAdvances)
      .set({ payableAmount: sql`${cashAdvances.payableAmount} + ${invoice.payableAmount}`, updatedAt: sql`now()` })
      .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, advance.id)));
  },
  async released({ invoice }, _state, ctx) {
    if (invoice.kind !== "cash_advance" || !invoice.cashAdvanceId) return;
    await lockAdvance(ctx, invoice.cashAdvanceId);
    await ctx.tx
      .update(cashAdvances)
      .set({ payableAmount: sql`${cashAdvances.payableAmount} - ${invoice.payableAmount}`, updatedAt: sql`now()` })
      .where(and(eq(cashAdvances.companyId, ctx.actor.companyId), eq(cashAdvances.id, invoice.cashAdvanceId)));
  },
};
