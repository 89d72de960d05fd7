import { formatMoney, money, type VendorAdvanceBody, translate, vendorAdvanceBody, vendorAdvancePosting, vendorAdvanceResponse } from "@neraca/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { vendorAdvances } from "../../db/schema/index.js";
import type { DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { AppError, notFound } from "../../platform/errors.js";
import { approvedOrder } from "./goods-receipt.document.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { accountForRoleOrNull } from "../../platform/account-roles.js";
import { checkReferences, idList, select } from "./purchasing.helpers.js";

export interface AdvanceContent {
  id: string;
  order_id: string;
  order_number: string | null;
  order_total: string;
  office_id: string | null;
  vendor_id: string;
  vendor_name: string;
  cashbank_id: string;
  cashbank_name: string;
  cash_account_id: string;
  date: string;
  amount: string;
  description: string | null;
  settled_amount: string;
}

/** What is left of an order to pay in advance: its total less the advances already approved. */
const leftOf = (order: { total: string; advanced_amount: string }) => money(order.total).minus(money(order.advanced_amount));

/**
 * Advances to vendors (`/transactions/purchase-request/payment-advance`): a down payment against an
 * approved order, paid from a cash or bank account the user is mapped to, posted when saved:
 * Dr advance payment to vendors / Cr the cash or bank account. Payables offsets it on the vendor's
 * invoice (`settled_amount`).
 */
export const vendorAdvanceDocument: DocumentType<VendorAdvanceBody, AdvanceContent, typeof vendorAdvanceResponse> = {
  type: "vendor_advance",
  base: "/transactions/purchase-request/payment-advance",
  resource: "TxPurchaseRequest",
  title: { en: "Advance to vendor", id: "Uang muka pembelian" },
  numberType: "vendor_advance",
  submitOnCreate: true,
  cancel: "reverse",
  body: vendorAdvanceBody,
  response: vendorAdvanceResponse,
  listFilters: {
    schema: { order_id: z.uuid().optional() },
    where: (filters, ctx) =>
      filters.order_id
        ? sql`documents.id IN (SELECT id FROM vendor_advances WHERE company_id = ${ctx.actor.companyId} AND order_id = ${filters.order_id as string})`
        : undefined,
  },
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = await select<AdvanceContent>(
      ctx.tx,
      sql`SELECT a.id, a.order_id, od.number AS order_number, o.total AS order_total, o.office_id, a.vendor_id, c.name AS vendor_name, a.cashbank_id,
                 cb.name AS cashbank_name, cb.account_id AS cash_account_id, a.date::text AS date, a.amount, a.description, a.settled_amount
            FROM vendor_advances a
            JOIN purchase_orders o ON o.company_id = a.company_id AND o.id = a.order_id
            JOIN documents od ON od.company_id = o.company_id AND od.id = o.id
            JOIN contacts c ON c.company_id = a.company_id AND c.id = a.vendor_id
            JOIN cashbanks cb ON cb.company_id = a.company_id AND cb.id = a.cashbank_id
           WHERE a.company_id = ${ctx.actor.companyId} AND a.id IN (${idList(ids)})`,
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    if (!created) throw new AppError(409, "document_transition", { status: "approved", action: "edit" });
    // The order row is locked: two advances at once cannot pass its total.
    const order = await approvedOrder(ctx, body.order_id, true);
    const problems = new FieldProblems(ctx.language);
    await checkReferences(ctx, problems, "cashbanks", [{ field: "cashbank_id", id: body.cashbank_id }], sql`is_active`);
    if (money(body.amount).greaterThan(leftOf(order))) problems.add("amount", translate("purchase_advance_exceeds", ctx.language, { remaining: formatMoney(leftOf(order)) }));
    problems.throwIfAny();
    await ctx.tx.insert(vendorAdvances).values({
      companyId: ctx.actor.companyId,
      id,
      orderId: body.order_id,
      vendorId: order.vendor_id,
      cashbankId: body.cashbank_id,
      date: body.date,
      amount: body.amount,
      description: body.description,
      createdBy: ctx.actor.userId,
    });
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM vendor_advances WHERE company_id = ${ctx.actor.companyId} AND id = ${id}`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: c.description ?? c.order_number, amount: c.amount }),
  async posting(c, ctx) {
    const advance = await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "advance_payment");
    if (!advance) throw new AppError(422, "purchase_advance_account_missing");
    return {
      header: { date: c.date, officeId: c.office_id, description: c.description ?? `${c.order_number ?? ""} ${c.vendor_name}`.trim() },
      posting: vendorAdvancePosting(c.amount, { advanceAccountId: advance, cashAccountId: c.cash_account_id }, { officeId: c.office_id, contactId: c.vendor_id, description: c.description }),
    };
  },
  // Cancelled: not once an invoice offset it (then its effect gives the order its amount back).
  async released(c, _state, ctx) {
    const [row] = await select<{ settled_amount: string }>(
      ctx.tx,
      sql`SELECT settled_amount FROM vendor_advances WHERE company_id = ${ctx.actor.companyId} AND id = ${c.id} FOR UPDATE`,
    );
    if (row && !money(row.settled_amount).isZero()) throw new AppError(409, "purchase_advance_settled");
  },
  present(c) {
    return {
      id: c.id,
      date: c.date,
      order_id: c.order_id,
      order_number: c.order_number,
      order_total: formatMoney(c.order_total),
      vendor_id: c.vendor_id,
      vendor_name: c.vendor_name,
      cashbank_id: c.cashbank_id,
      cashbank_name: c.cashbank_name,
      description: c.description,
      settled_amount: formatMoney(c.settled_amount),
    };
  },
};

/** An advance counts against its order's advanced amount; cancelled, the order's row locked, it no longer does. */
registerDocumentEffect(vendorAdvanceDocument, {
  name: "purchase_order_advanced",
  async approved(c, _state, ctx) {
    await ctx.tx.execute(sql`UPDATE purchase_orders SET advanced_amount = advanced_amount + ${c.amount} WHERE company_id = ${ctx.actor.companyId} AND id = ${c.order_id}`);
  },
  async released(c, _state, ctx) {
    await select(ctx.tx, sql`SELECT id FROM purchase_orders WHERE company_id = ${ctx.actor.companyId} AND id = ${c.order_id} FOR UPDATE`);
    await ctx.tx.execute(sql`UPDATE purchase_orders SET advanced_amount = advanced_amount - ${c.amount} WHERE company_id = ${ctx.actor.companyId} AND id = ${c.order_id}`);
  },
});
