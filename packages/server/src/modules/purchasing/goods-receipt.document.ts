import {
  exceedsOrdered,
  formatMoney,
  type GoodsReceiptBody,
  goodsReceiptBody,
  goodsReceiptPosting,
  money,
  quantity,
  remainingToReceive,
  sumMoney,
  translate,
  goodsReceiptResponse,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { goodsReceiptLines, goodsReceipts } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { orderLines } from "./purchase-order.document.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { accountForRoleOrNull } from "../../platform/account-roles.js";
import { idList, purchaseDimensions, q, select } from "./purchasing.helpers.js";

interface ReceiptLineRow {
  id: string;
  receipt_id: string;
  order_line_id: string;
  line_no: number;
  description: string;
  unit_name: string | null;
  quantity: string;
  amount: string;
  ordered_quantity: string;
  received_quantity: string;
  is_inventory: boolean;
  inventory_account_id: string | null;
  product_id: string | null;
  product_name: string | null;
}

export interface ReceiptContent {
  id: string;
  order_id: string;
  order_number: string | null;
  office_id: string | null;
  /** The order's warehouse, where its goods are received (null: the office itself). */
  warehouse_id: string | null;
  vendor_id: string;
  vendor_name: string;
  date: string;
  receiver: string;
  note: string | null;
  inventory_amount: string;
  lines: ReceiptLineRow[];
}

/** The open order a receipt is for (its status approved), or a 422 on `order_id`. */
export async function approvedOrder(ctx: DocumentContext, orderId: string, lock = false) {
  const [order] = await select<{ status: string; number: string | null; vendor_id: string; office_id: string | null; total: string; advanced_amount: string }>(
    ctx.tx,
    sql`SELECT d.status, d.number, o.vendor_id, o.office_id, o.total, o.advanced_amount FROM purchase_orders o
          JOIN documents d ON d.company_id = o.company_id AND d.id = o.id
         WHERE o.company_id = ${ctx.actor.companyId} AND o.id = ${orderId}${lock ? sql` FOR UPDATE OF o` : sql``}`,
  );
  const problems = new FieldProblems(ctx.language);
  if (!order) problems.invalid("order_id");
  else if (order.status !== "approved") problems.add("order_id", translate("purchase_order_not_approved", ctx.language));
  problems.throwIfAny();
  return order as NonNullable<typeof order>;
}

/**
 * Values each received line and checks it against what is still to receive. The order's lines are
 * locked here (the receipt posts in the same transaction), so concurrent receipts of one line queue
 * and none can take more than was ordered; a receipt's value is the order line's amount pro rata,
 * cumulatively, so the receipts of a line add up to its amount to the cent.
 */
async function valueLines(ctx: DocumentContext, body: GoodsReceiptBody) {
  const lines = new Map((await orderLines(ctx, [body.order_id], true)).map((l) => [l.id, l]));
  const problems = new FieldProblems(ctx.language);
  const seen = new Set<string>();
  const valued = body.details.map((d, i) => {
    const line = lines.get(d.order_line_id);
    if (!line || seen.has(d.order_line_id)) {
      problems.add(`details.${i}.order_line_id`, translate("purchase_receipt_line_unknown", ctx.language, { line: i + 1 }));
      return null;
    }
    seen.add(d.order_line_id);
    if (exceedsOrdered(line.quantity, line.received_quantity, d.quantity)) {
      problems.add(
        `details.${i}.quantity`,
        translate("purchase_receipt_exceeds", ctx.language, { line: line.line_no, quantity: q(d.quantity), remaining: q(remainingToReceive(line)) }),
      );
      return null;
    }
    const ordered = quantity(line.quantity);
    const before = money(quantity(line.amount).times(quantity(line.received_quantity)).dividedBy(ordered));
    const after = money(quantity(line.amount).times(quantity(line.received_quantity).plus(quantity(d.quantity))).dividedBy(ordered));
    return { line, quantity: d.quantity, amount: formatMoney(after.minus(before)) };
  });
  problems.throwIfAny();
  return valued as NonNullable<(typeof valued)[number]>[];
}

/**
 * Goods receipts (`/transactions/goods-recipient`): what arrived of an approved order, partly or all,
 * numbered and posted when saved. Inventory products post Dr inventory / Cr goods received not
 * invoiced (the payables invoice clears it); other lines only count quantities.
 */
export const goodsReceiptDocument: DocumentType<GoodsReceiptBody, ReceiptContent, typeof goodsReceiptResponse> = {
  type: "goods_receipt",
  base: "/transactions/goods-recipient",
  resource: "TxGoodsRecipient",
  title: { en: "Goods receipt", id: "Penerimaan barang" },
  numberType: "goods_receipt",
  submitOnCreate: true,
  cancel: "reverse",
  body: goodsReceiptBody,
  response: goodsReceiptResponse,
  listFilters: {
    schema: { order_id: z.uuid().optional() },
    where: (filters, ctx) =>
      filters.order_id
        ? sql`documents.id IN (SELECT id FROM goods_receipts WHERE company_id = ${ctx.actor.companyId} AND order_id = ${filters.order_id as string})`
        : undefined,
  },
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const headers = await select<Omit<ReceiptContent, "lines">>(
      ctx.tx,
      sql`SELECT g.id, g.order_id, od.number AS order_number, o.office_id, o.warehouse_id, o.vendor_id, c.name AS vendor_name, g.date::text AS date, g.receiver, g.note, g.inventory_amount
            FROM goods_receipts g
            JOIN purchase_orders o ON o.company_id = g.company_id AND o.id = g.order_id
            JOIN documents od ON od.company_id = o.company_id AND od.id = o.id
            JOIN contacts c ON c.company_id = o.company_id AND c.id = o.vendor_id
           WHERE g.company_id = ${ctx.actor.companyId} AND g.id IN (${idList(ids)})`,
    );
    const lines =
      headers.length === 0
        ? []
        : await select<ReceiptLineRow>(
            ctx.tx,
            sql`SELECT gl.id, gl.receipt_id, gl.order_line_id, ol.line_no, COALESCE(ol.description, p.name, '') AS description, u.name AS unit_name,
                       gl.quantity, gl.amount, ol.quantity AS ordered_quantity, ol.received_quantity, COALESCE(p.is_inventory, false) AS is_inventory,
                       p.inventory_account_id, ol.product_id, p.name AS product_name
                  FROM goods_receipt_lines gl
                  JOIN purchase_order_lines ol ON ol.company_id = gl.company_id AND ol.id = gl.order_line_id
                  LEFT JOIN products p ON p.company_id = ol.company_id AND p.id = ol.product_id
                  LEFT JOIN catalogue_items u ON u.company_id = ol.company_id AND u.id = ol.unit_id
                 WHERE gl.company_id = ${ctx.actor.companyId} AND gl.receipt_id IN (${idList(headers.map((h) => h.id))})
                 ORDER BY ol.line_no`,
          );
    return new Map(headers.map((h) => [h.id, { ...h, lines: lines.filter((l) => l.receipt_id === h.id) }]));
  },
  async save(ctx, id, body, created) {
    if (!created) throw new AppError(409, "document_transition", { status: "approved", action: "edit" });
    await approvedOrder(ctx, body.order_id);
    const valued = await valueLines(ctx, body);
    const inventoryAmount = sumMoney(valued.filter((v) => v.line.is_inventory).map((v) => v.amount));
    await ctx.tx.insert(goodsReceipts).values({
      companyId: ctx.actor.companyId,
      id,
      orderId: body.order_id,
      date: body.date,
      receiver: body.receiver,
      note: body.note,
      inventoryAmount: formatMoney(inventoryAmount),
      createdBy: ctx.actor.userId,
    });
    await ctx.tx.insert(goodsReceiptLines).values(
      valued.map((v) => ({ companyId: ctx.actor.companyId, id: newId(), receiptId: id, orderLineId: v.line.id, quantity: v.quantity, amount: v.amount })),
    );
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM goods_receipts WHERE company_id = ${ctx.actor.companyId} AND id = ${id}`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: c.note ?? c.order_number, amount: c.inventory_amount }),
  /** Its inventory products arrive at the order's office at the order's net price (DESIGN §14). */
  async stock(c) {
    const moves = c.lines.flatMap((l) =>
      // Free goods (price 0) come into stock too, worth nothing.
      l.is_inventory && l.product_id && quantity(l.quantity).greaterThan(0)
        ? [{ line: l.line_no, productId: l.product_id, officeId: c.office_id, warehouseId: c.warehouse_id, direction: "in" as const, quantity: l.quantity, value: formatMoney(l.amount) }]
        : [],
    );
    return { date: c.date, moves };
  },
  async posting(c, ctx) {
    const inventory = c.lines.filter((l) => l.is_inventory && !money(l.amount).isZero());
    if (inventory.length === 0) return null;
    const grni = await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "goods_received_not_invoiced");
    if (!grni) throw new AppError(422, "purchase_grni_missing");
    const fallback = await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, "inventory");
    const dimensions = await purchaseDimensions(ctx, inventory.map((l) => ({ orderLineId: l.order_line_id })));
    const lines = inventory.map((l, i) => {
      const account = l.inventory_account_id ?? fallback;
      if (!account) throw new AppError(422, "purchase_inventory_missing", { product: l.product_name ?? l.description });
      return { inventoryAccountId: account, amount: l.amount, description: l.description, ...dimensions[i] };
    });
    const posting = goodsReceiptPosting(lines, grni, { officeId: c.office_id, contactId: c.vendor_id });
    if (!posting) return null;
    return { header: { date: c.date, officeId: c.office_id, description: `${c.order_number ?? ""} ${c.vendor_name}`.trim() }, posting };
  },
  present(c) {
    return {
      id: c.id,
      date: c.date,
      order_id: c.order_id,
      order_number: c.order_number,
      vendor_id: c.vendor_id,
      vendor_name: c.vendor_name,
      receiver: c.receiver,
      note: c.note,
      inventory_amount: formatMoney(c.inventory_amount),
      details: c.lines.map((l) => ({
        id: l.id,
        order_line_id: l.order_line_id,
        line_no: l.line_no,
        description: l.description,
        unit_name: l.unit_name,
        quantity: q(l.quantity),
        amount: formatMoney(l.amount),
        ordered_quantity: q(l.ordered_quantity),
        received_quantity: q(l.received_quantity),
        remaining_quantity: q(remainingToReceive({ quantity: l.ordered_quantity, received_quantity: l.received_quantity })),
      })),
    };
  },
};

/** A receipt consumes its order lines' quantity still to receive; released, not once invoiced past what stays received. */
registerDocumentEffect(goodsReceiptDocument, {
  name: "purchase_order_lines_received",
  async approved(c, _state, ctx) {
    // The order lines were locked when the receipt was valued (same transaction); the CHECK
    // received_quantity <= quantity is the database's last word.
    for (const l of c.lines) {
      await ctx.tx.execute(sql`UPDATE purchase_order_lines SET received_quantity = received_quantity + ${l.quantity} WHERE company_id = ${ctx.actor.companyId} AND id = ${l.order_line_id}`);
    }
  },
  async released(c, _state, ctx) {
    const lines = new Map((await orderLines(ctx, [c.order_id], true)).map((l) => [l.id, l]));
    for (const l of c.lines) {
      const line = lines.get(l.order_line_id);
      if (line && quantity(line.invoiced_quantity).greaterThan(quantity(line.received_quantity).minus(quantity(l.quantity)))) {
        throw new AppError(409, "purchase_receipt_invoiced");
      }
    }
    for (const l of c.lines) {
      await ctx.tx.execute(sql`UPDATE purchase_order_lines SET received_quantity = received_quantity - ${l.quantity} WHERE company_id = ${ctx.actor.companyId} AND id = ${l.order_line_id}`);
    }
  },
});
