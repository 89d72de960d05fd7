import { formatMoney, type MatchBreach, matchBreaches, money, type PurchaseInvoiceBody, sumMoney } from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { payablesSettings, purchaseOrderLines, vendorAdvances } from "../../db/schema/index.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError } from "../../platform/errors.js";
import { assertNotBeforeSettled } from "../../platform/documents/settlement-dates.js";
import { vendorAdvanceDocument } from "../purchasing/vendor-advance.document.js";
import { rowsOf } from "../reports/report-context.js";
import type { FieldProblems } from "../../platform/field-errors.js";
import { accountForRole } from "../../platform/account-roles.js";
import { sortedIds } from "./payables.shared.js";

/** An approved order's line as a goods invoice line bills it. */
export interface OrderLineInfo {
  id: string;
  order_id: string;
  order_number: string;
  vendor_id: string;
  product_id: string | null;
  product_name: string | null;
  is_inventory: boolean;
  purchase_account_id: string | null;
  quantity: string;
  price: string;
  discount_percent: string;
  amount: string;
  received_quantity: string;
  invoiced_quantity: string;
}

/** Approved orders' lines by id (another company's or an unapproved order's are missing). */
async function orderLines(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, OrderLineInfo>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<OrderLineInfo>(
    await ctx.tx.execute(sql`
      SELECT ol.id, ol.order_id, d.number AS order_number, o.vendor_id, ol.product_id, p.name AS product_name,
        coalesce(p.is_inventory, false) AS is_inventory, p.purchase_account_id, ol.quantity::text, ol.price::text,
        ol.discount_percent::text, ol.amount::text, ol.received_quantity::text, ol.invoiced_quantity::text
      FROM purchase_order_lines ol
      JOIN purchase_orders o ON o.company_id = ol.company_id AND o.id = ol.order_id
      JOIN documents d ON d.company_id = o.company_id AND d.id = o.id AND d.status = 'approved'
      LEFT JOIN products p ON p.company_id = ol.company_id AND p.id = ol.product_id
      WHERE ol.company_id = ${ctx.actor.companyId} AND ol.id IN (${sql.join(
        sortedIds(ids).map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The company's price tolerance of the three-way match (percent of the order's price). */
async function priceTolerance(ctx: DocumentContext): Promise<string> {
  const [row] = await ctx.tx.select().from(payablesSettings).where(eq(payablesSettings.companyId, ctx.actor.companyId));
  return row ? money(row.priceTolerancePercent).toFixed() : "0";
}

/** A goods line's account and GRNI split, from its order line (inventory goods were credited to GRNI at the order's price). */
export interface GoodsLine {
  accountId: string | null;
  grniAmount: string | null;
  varianceAccountId: string | null;
}

/**
 * Checks the lines that bill an order (the vendor's approved order) and the advances offset (the
 * vendor's approved advances, not more than is left of each), and matches quantities and prices:
 * each breach named, for an approver's override.
 */
export async function checkGoods(ctx: DocumentContext, body: PurchaseInvoiceBody, errors: FieldProblems) {
  const ids = body.lines.flatMap((l) => (l.purchase_order_line_id ? [l.purchase_order_line_id] : []));
  const lines = await orderLines(ctx, ids);
  const goods: (GoodsLine | null)[] = [];
  const toMatch = [];
  let grni: string | null = null;
  for (const [i, line] of body.lines.entries()) {
    const order = line.purchase_order_line_id ? lines.get(line.purchase_order_line_id) : undefined;
    if (!line.purchase_order_line_id) {
      goods.push(null);
      continue;
    }
    if (!order || order.vendor_id !== body.contact_id || (body.purchase_order_id && order.order_id !== body.purchase_order_id)) {
      errors.invalid(`lines.${i}.purchase_order_line_id`, "purchase_order_line_id");
      goods.push(null);
      continue;
    }
    const unitNet = money(order.amount).dividedBy(money(order.quantity));
    if (order.is_inventory) {
      grni ??= await accountForRole(ctx, "goods_received_not_invoiced");
      const variance = order.purchase_account_id ?? (await accountForRole(ctx, "purchases"));
      goods.push({ accountId: grni, grniAmount: unitNet.times(money(line.quantity)).toDecimalPlaces(2).toFixed(2), varianceAccountId: variance });
    } else goods.push({ accountId: line.account_id ?? order.purchase_account_id ?? null, grniAmount: null, varianceAccountId: null });
    toMatch.push({
      line: i,
      product: order.product_name ?? order.order_number,
      quantity: money(line.quantity).toFixed(),
      price: money(line.price).toFixed(2),
      orderedPrice: money(order.price).toFixed(2),
      received: money(order.received_quantity).toFixed(),
      invoiced: money(order.invoiced_quantity).toFixed(),
    });
  }
  const breaches: MatchBreach[] = toMatch.length ? matchBreaches(toMatch, await priceTolerance(ctx)) : [];
  const advance = await checkAdvances(ctx, body, errors);
  return { goods, breaches, advance };
}

async function checkAdvances(ctx: DocumentContext, body: PurchaseInvoiceBody, errors: FieldProblems) {
  if (body.advances.length === 0) return { amount: "0", accountId: null as string | null };
  const rows = rowsOf<{ id: string; vendor_id: string; amount: string; settled_amount: string; status: string; number: string | null; date: string }>(
    await ctx.tx.execute(sql`
      SELECT a.id, a.vendor_id, a.amount::text, a.settled_amount::text, d.status, d.number, d.date::text AS date
      FROM vendor_advances a JOIN documents d ON d.company_id = a.company_id AND d.id = a.id
      WHERE a.company_id = ${ctx.actor.companyId} AND a.id IN (${sql.join(
        sortedIds(body.advances.map((a) => a.advance_id)).map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, a] of body.advances.entries()) {
    const row = byId.get(a.advance_id);
    if (!row || row.status !== "approved" || row.vendor_id !== body.contact_id) errors.invalid(`advances.${i}.advance_id`, "advance_id");
    else if (money(a.amount).greaterThan(money(row.amount).minus(money(row.settled_amount)))) {
      errors.message(`advances.${i}.amount`, "payables_advance_exceeds", { left: formatMoney(money(row.amount).minus(money(row.settled_amount))) });
    }
  }
  // The invoice that offsets an advance is not dated before the advance was paid.
  assertNotBeforeSettled(body.date, rows.map((r) => ({ title: vendorAdvanceDocument.title, number: r.number, date: r.date })), ctx.language);
  return { amount: sumMoney(body.advances.map((a) => a.amount)).toFixed(2), accountId: await accountForRole(ctx, "advance_payment") };
}

export interface StoredAdvance {
  advance_id: string;
  amount: string;
}

/**
 * Consumes (sign 1) or gives back (sign −1) what a posted goods invoice uses: its order lines'
 * invoiced quantity and its advances' settled amount, rows locked in id order, the CHECKs the last wall.
 */
export async function applyGoods(
  ctx: DocumentContext,
  lines: { purchaseOrderLineId: string | null; quantity: string }[],
  advances: StoredAdvance[],
  sign: 1 | -1,
  overridden = false,
) {
  const company = ctx.actor.companyId;
  const orderIds = sortedIds(lines.flatMap((l) => (l.purchaseOrderLineId ? [l.purchaseOrderLineId] : [])));
  if (orderIds.length) {
    const locked = await ctx.tx
      .select()
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.companyId, company), inArray(purchaseOrderLines.id, orderIds)))
      .orderBy(asc(purchaseOrderLines.id))
      // NO KEY UPDATE: invoices being saved hold KEY SHARE on their order lines (foreign key).
      .for("no key update");
    const byId = new Map(locked.map((l) => [l.id, l]));
    for (const line of lines) {
      const order = line.purchaseOrderLineId ? byId.get(line.purchaseOrderLineId) : undefined;
      if (!order) continue;
      const next = money(order.invoicedQuantity).plus(money(line.quantity).times(sign));
      if (next.greaterThan(money(order.quantity))) throw new AppError(422, "payables_over_ordered", { quantity: money(order.quantity).toFixed() });
      // Checked again with the row locked: another invoice of the line may have been posted since this one was matched.
      if (sign === 1 && !overridden && next.greaterThan(money(order.receivedQuantity))) {
        throw new AppError(422, "payables_match_breach", { breaches: `${money(line.quantity).toFixed()} > ${money(order.receivedQuantity).minus(money(order.invoicedQuantity)).toFixed()}` });
      }
      order.invoicedQuantity = next.toFixed();
      await ctx.tx
        .update(purchaseOrderLines)
        .set({ invoicedQuantity: next.toFixed() })
        .where(and(eq(purchaseOrderLines.companyId, company), eq(purchaseOrderLines.id, order.id)));
    }
  }
  if (advances.length === 0) return;
  const lockedAdvances = await ctx.tx
    .select()
    .from(vendorAdvances)
    .where(and(eq(vendorAdvances.companyId, company), inArray(vendorAdvances.id, sortedIds(advances.map((a) => a.advance_id)))))
    .orderBy(asc(vendorAdvances.id))
    .for("update");
  const byId = new Map(lockedAdvances.map((a) => [a.id, a]));
  for (const a of advances) {
    const row = byId.get(a.advance_id);
    if (!row) continue;
    const next = money(row.settledAmount).plus(money(a.amount).times(sign));
    if (next.greaterThan(money(row.amount))) throw new AppError(422, "payables_advance_exceeds", { left: formatMoney(money(row.amount).minus(money(row.settledAmount))) });
    row.settledAmount = next.toFixed(2);
    await ctx.tx
      .update(vendorAdvances)
      .set({ settledAmount: next.toFixed(2) })
      .where(and(eq(vendorAdvances.companyId, company), eq(vendorAdvances.id, row.id)));
  }
}
