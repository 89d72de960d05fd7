import {
  DocumentTaxError,
  type DocumentTaxRate,
  documentTaxes,
  formatMoney,
  isOverOrder,
  type MessageKey,
  type PurchaseOrderBody,
  purchaseOrderBody,
  quantity,
  remainingToReceive,
  sumQuantities,
  translate,
  purchaseOrderResponse,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { purchaseOrderLines, purchaseOrders } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { AppError, fieldError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { standardSignatures } from "../../platform/print.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { checkReferences, idList, q, select } from "./purchasing.helpers.js";
import { assertWarehouse } from "../inventory/warehouses.js";

export interface OrderLineRow {
  id: string;
  order_id: string;
  line_no: number;
  request_line_id: string | null;
  request_id: string | null;
  request_number: string | null;
  quote_id: string | null;
  product_id: string | null;
  product_name: string | null;
  is_inventory: boolean;
  inventory_account_id: string | null;
  description: string | null;
  quantity: string;
  unit_id: string | null;
  unit_name: string | null;
  price: string;
  discount_percent: string;
  tax_ids: string[];
  amount: string;
  received_quantity: string;
  invoiced_quantity: string;
}

export interface OrderContent {
  id: string;
  vendor_id: string;
  vendor_name: string;
  vendor_address: string | null;
  vendor_npwp: string | null;
  date: string;
  office_id: string | null;
  warehouse_id: string | null;
  delivery_date: string | null;
  delivery_address: string | null;
  terms: string | null;
  payment_term_days: number | null;
  description: string | null;
  over_order_confirmed: boolean;
  subtotal: string;
  discount_total: string;
  dpp: string;
  vat_base: string;
  vat: string;
  withholding: string;
  total: string;
  payable: string;
  taxes: { tax_id: string; kind: string; base: string; tax_base: string; amount: string }[];
  advanced_amount: string;
  lines: OrderLineRow[];
}

export const orderLineLabel = (l: Pick<OrderLineRow, "description" | "product_name">) => l.description ?? l.product_name ?? "";

/** Lines of orders with names (and, locked, for the receipts that consume them). */
export async function orderLines(ctx: DocumentContext, orderIds: readonly string[], lock = false): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return select<OrderLineRow>(
    ctx.tx,
    sql`SELECT ol.id, ol.order_id, ol.line_no, ol.request_line_id, rl.request_id, rd.number AS request_number, ol.quote_id, ol.product_id, p.name AS product_name,
               COALESCE(p.is_inventory, false) AS is_inventory, p.inventory_account_id, ol.description, ol.quantity, ol.unit_id, u.name AS unit_name,
               ol.price, ol.discount_percent, ol.tax_ids::text[] AS tax_ids, ol.amount, ol.received_quantity, ol.invoiced_quantity
          FROM purchase_order_lines ol
          LEFT JOIN purchase_request_lines rl ON rl.company_id = ol.company_id AND rl.id = ol.request_line_id
          LEFT JOIN documents rd ON rd.company_id = rl.company_id AND rd.id = rl.request_id
          LEFT JOIN products p ON p.company_id = ol.company_id AND p.id = ol.product_id
          LEFT JOIN catalogue_items u ON u.company_id = ol.company_id AND u.id = ol.unit_id
         WHERE ol.company_id = ${ctx.actor.companyId} AND ol.order_id IN (${idList(orderIds)})
         ORDER BY ol.order_id, ol.line_no${lock ? sql` FOR UPDATE OF ol` : sql``}`,
  );
}

interface RequestLineState {
  id: string;
  line_no: number;
  quantity: string;
  ordered_quantity: string;
  close_reason: string | null;
  status: string;
}

async function requestLineStates(ctx: DocumentContext, ids: readonly string[], lock: boolean): Promise<Map<string, RequestLineState>> {
  if (ids.length === 0) return new Map();
  const rows = await select<RequestLineState>(
    ctx.tx,
    sql`SELECT l.id, l.line_no, l.quantity, l.ordered_quantity, l.close_reason, d.status
          FROM purchase_request_lines l JOIN documents d ON d.company_id = l.company_id AND d.id = l.request_id
         WHERE l.company_id = ${ctx.actor.companyId} AND l.id IN (${idList(ids)}) ORDER BY l.id${lock ? sql` FOR UPDATE OF l` : sql``}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

interface QuoteState {
  id: string;
  request_line_id: string;
  vendor_id: string;
  price: string | null;
  awarded_quantity: string;
  ordered_quantity: string;
}

async function quoteStates(ctx: DocumentContext, ids: readonly string[], lock: boolean): Promise<Map<string, QuoteState>> {
  if (ids.length === 0) return new Map();
  const rows = await select<QuoteState>(
    ctx.tx,
    sql`SELECT id, request_line_id, vendor_id, price, awarded_quantity, ordered_quantity FROM purchase_quotes
         WHERE company_id = ${ctx.actor.companyId} AND id IN (${idList(ids)}) ORDER BY id${lock ? sql` FOR UPDATE` : sql``}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Sum of this order's quantities per key (request line or quote), with the first line number that uses it. */
function quantitiesBy(details: readonly { quantity: string }[], keyOf: (i: number) => string | null) {
  const out = new Map<string, { total: string; line: number }>();
  details.forEach((d, i) => {
    const key = keyOf(i);
    if (!key) return;
    const current = out.get(key);
    out.set(key, { total: sumQuantities([current?.total ?? "0", d.quantity]), line: current?.line ?? i + 1 });
  });
  return out;
}

/**
 * The request lines and quotes an order consumes, checked: request approved, line open, quote awarded to
 * this vendor for this line, and — unless the user confirmed an over-order — no more than is left.
 * `lock`: in the approval's transaction, rows locked before they are consumed.
 */
async function checkConsumption(ctx: DocumentContext, vendorId: string, overOrderConfirmed: boolean, details: readonly { request_line_id: string | null; quote_id: string | null; quantity: string }[], lock: boolean) {
  const problems = new FieldProblems(ctx.language);
  const quotes = await quoteStates(ctx, details.map((d) => d.quote_id).filter((x): x is string => !!x), lock);
  const lineIds = details.map((d, i) => d.request_line_id ?? (d.quote_id ? (quotes.get(d.quote_id)?.request_line_id ?? null) : null) ?? `missing-${i}`);
  const lines = await requestLineStates(ctx, lineIds.filter((id) => !id.startsWith("missing-")), lock);
  const overOrders: string[] = [];
  const firstOver: { key: "purchase_over_order" | "purchase_quote_exceeds"; params: Record<string, string | number> }[] = [];
  for (const [i, d] of details.entries()) {
    if (d.quote_id) {
      const quote = quotes.get(d.quote_id);
      if (!quote) {
        problems.invalid(`details.${i}.quote_id`, "quote_id");
        continue;
      }
      if (quote.vendor_id !== vendorId || quantity(quote.awarded_quantity).isZero() || (d.request_line_id && d.request_line_id !== quote.request_line_id)) {
        problems.add(`details.${i}.quote_id`, translate("purchase_quote_mismatch", ctx.language, { line: i + 1 }));
      }
    }
    const lineId = d.request_line_id ?? (d.quote_id ? quotes.get(d.quote_id)?.request_line_id : null);
    if (!lineId) continue;
    const line = lines.get(lineId);
    if (!line) problems.invalid(`details.${i}.request_line_id`, "request_line_id");
    else if (line.status !== "approved" || line.close_reason) problems.add(`details.${i}.request_line_id`, translate("purchase_line_not_open", ctx.language, { line: line.line_no }));
  }
  problems.throwIfAny();
  for (const [lineId, { total, line }] of quantitiesBy(details, (i) => lineIds[i]?.startsWith("missing-") ? null : (lineIds[i] ?? null))) {
    const state = lines.get(lineId) as RequestLineState;
    if (isOverOrder(state.quantity, state.ordered_quantity, total)) {
      const left = quantity(state.quantity).minus(quantity(state.ordered_quantity));
      const params = { line, quantity: q(total), remaining: left.isNegative() ? "0" : left.toFixed() };
      firstOver.push({ key: "purchase_over_order", params });
      overOrders.push(translate("purchase_over_order", ctx.language, params));
    }
  }
  for (const [quoteId, { total, line }] of quantitiesBy(details, (i) => details[i]?.quote_id ?? null)) {
    const quote = quotes.get(quoteId) as QuoteState;
    if (isOverOrder(quote.awarded_quantity, quote.ordered_quantity, total)) {
      const left = quantity(quote.awarded_quantity).minus(quantity(quote.ordered_quantity));
      const params = { line, quantity: q(total), remaining: left.isNegative() ? "0" : left.toFixed() };
      firstOver.push({ key: "purchase_quote_exceeds", params });
      overOrders.push(translate("purchase_quote_exceeds", ctx.language, params));
    }
  }
  if (overOrders.length && !overOrderConfirmed) {
    // At approval (another order took the quantity meanwhile) the approver reads the message itself.
    const first = firstOver[0];
    if (lock && first) throw new AppError(422, first.key, first.params, { over_order_confirmed: overOrders });
    throw fieldError({ over_order_confirmed: overOrders });
  }
  return { lineIds, quotes, lines };
}

/** The document's taxes by core's one computation; an unknown or doubled tax is a 422 on its line. */
async function orderTotals(ctx: DocumentContext, body: PurchaseOrderBody) {
  const taxIds = [...new Set(body.details.flatMap((d) => d.tax_ids))];
  const rates = new Map<string, DocumentTaxRate>();
  if (taxIds.length) {
    const rows = await select<DocumentTaxRate>(
      ctx.tx,
      sql`SELECT id, kind, rate::text AS rate, base_numerator, base_denominator FROM taxes WHERE company_id = ${ctx.actor.companyId} AND id IN (${idList(taxIds)})`,
    );
    for (const r of rows) rates.set(r.id, r);
  }
  try {
    return documentTaxes(body.details.map((d) => ({ quantity: d.quantity, price: d.price, discount_percent: d.discount_percent, tax_ids: d.tax_ids })), rates);
  } catch (error) {
    if (error instanceof DocumentTaxError) {
      const problems = new FieldProblems(ctx.language);
      problems.invalid(`details.${error.lineIndex}.tax_ids`, "tax");
      problems.throwIfAny();
    }
    throw error;
  }
}

/** Checks the order's references; `kept`: the warehouse it already named (allowed when made inactive since). */
async function validate(ctx: DocumentContext, body: PurchaseOrderBody, kept: string | null) {
  const problems = new FieldProblems(ctx.language);
  await checkReferences(ctx, problems, "contacts", [{ field: "vendor_id", id: body.vendor_id }]);
  await checkReferences(ctx, problems, "offices", [{ field: "office_id", id: body.office_id }]);
  await checkReferences(ctx, problems, "products", body.details.map((d, i) => ({ field: `details.${i}.product_id`, id: d.product_id, name: "product" })));
  await checkReferences(ctx, problems, "catalogue_items", body.details.map((d, i) => ({ field: `details.${i}.unit_id`, id: d.unit_id })), sql`kind = 'unit'`);
  problems.throwIfAny();
  await assertWarehouse(ctx, "warehouse_id", body.office_id, body.warehouse_id, kept);
}

/**
 * Purchase orders (`/transactions/purchase-order`): from vendors' winning quotes or by hand; taxes by
 * core's `documentTaxes`; approved through the purchase-order levels by total. Approval consumes the
 * request lines and quotes it orders (locked), goods receipts and purchase invoices consume its lines.
 */
export const purchaseOrderDocument: DocumentType<PurchaseOrderBody, OrderContent, typeof purchaseOrderResponse> = {
  type: "purchase_order",
  base: "/transactions/purchase-order",
  resource: "TxPurchaseOrder",
  title: { en: "Purchase order", id: "Pesanan pembelian" },
  numberType: "purchase_order",
  approvalModule: "purchase_order",
  cancel: "remove",
  body: purchaseOrderBody,
  response: purchaseOrderResponse,
  // The orders that took lines of a request (its screen lists them, as an order names its requests).
  listFilters: {
    schema: { request_id: z.uuid().optional() },
    where: (filters, ctx) =>
      filters.request_id
        ? sql`documents.id IN (SELECT ol.order_id FROM purchase_order_lines ol JOIN purchase_request_lines rl ON rl.company_id = ol.company_id AND rl.id = ol.request_line_id
                               WHERE ol.company_id = ${ctx.actor.companyId} AND rl.request_id = ${filters.request_id as string})`
        : undefined,
  },
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const headers = await select<Omit<OrderContent, "lines">>(
      ctx.tx,
      sql`SELECT o.id, o.vendor_id, c.name AS vendor_name, c.address AS vendor_address, c.npwp AS vendor_npwp, o.date::text AS date, o.office_id, o.warehouse_id,
                 o.delivery_date::text AS delivery_date, o.delivery_address, o.terms, o.payment_term_days, o.description, o.over_order_confirmed,
                 o.subtotal, o.discount_total, o.dpp, o.vat_base, o.vat, o.withholding, o.total, o.payable, o.taxes, o.advanced_amount
            FROM purchase_orders o JOIN contacts c ON c.company_id = o.company_id AND c.id = o.vendor_id
           WHERE o.company_id = ${ctx.actor.companyId} AND o.id IN (${idList(ids)})`,
    );
    const lines = await orderLines(
      ctx,
      headers.map((h) => h.id),
    );
    return new Map(headers.map((h) => [h.id, { ...h, lines: lines.filter((l) => l.order_id === h.id) }]));
  },
  async save(ctx, id, body, created) {
    const [was] = created ? [] : await select<{ warehouse_id: string | null }>(ctx.tx, sql`SELECT warehouse_id FROM purchase_orders WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
    const kept = was?.warehouse_id ?? null;
    await validate(ctx, body, kept);
    const { quotes } = await checkConsumption(ctx, body.vendor_id, body.over_order_confirmed, body.details, false);
    const totals = await orderTotals(ctx, body);
    const values = {
      vendorId: body.vendor_id,
      date: body.date,
      officeId: body.office_id,
      warehouseId: body.warehouse_id,
      deliveryDate: body.delivery_date,
      deliveryAddress: body.delivery_address,
      terms: body.terms,
      paymentTermDays: body.payment_term_days,
      description: body.description,
      overOrderConfirmed: body.over_order_confirmed,
      subtotal: totals.subtotal,
      discountTotal: totals.discount,
      dpp: totals.dpp,
      vatBase: totals.vat_base,
      vat: totals.vat,
      withholding: totals.withholding,
      total: totals.total,
      payable: totals.payable,
      taxes: totals.taxes,
    };
    if (created) await ctx.tx.insert(purchaseOrders).values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values });
    else {
      await ctx.tx.execute(sql`DELETE FROM purchase_order_lines WHERE company_id = ${ctx.actor.companyId} AND order_id = ${id}`);
      const updated = await ctx.tx
        .update(purchaseOrders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(sql`company_id = ${ctx.actor.companyId} AND id = ${id}`)
        .returning({ id: purchaseOrders.id });
      if (updated.length === 0) throw notFound();
    }
    await ctx.tx.insert(purchaseOrderLines).values(
      body.details.map((d, i) => ({
        companyId: ctx.actor.companyId,
        id: newId(),
        orderId: id,
        lineNo: i + 1,
        requestLineId: d.request_line_id ?? (d.quote_id ? (quotes.get(d.quote_id)?.request_line_id ?? null) : null),
        quoteId: d.quote_id,
        productId: d.product_id,
        description: d.description,
        quantity: d.quantity,
        unitId: d.unit_id,
        price: d.price,
        discountPercent: d.discount_percent,
        taxIds: d.tax_ids,
        amount: totals.lines[i]?.net ?? "0",
      })),
    );
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM purchase_orders WHERE company_id = ${ctx.actor.companyId} AND id = ${id}`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: c.description ?? c.vendor_name, amount: c.total }),
  // Cancelled: not while receipts, invoices or advances stand on it (then its effect gives back the request lines and quotes).
  async released(content, _state, ctx) {
    const [header] = await select<{ advanced_amount: string }>(
      ctx.tx,
      sql`SELECT advanced_amount FROM purchase_orders WHERE company_id = ${ctx.actor.companyId} AND id = ${content.id} FOR UPDATE`,
    );
    const lines = await orderLines(ctx, [content.id], true);
    const used = lines.some((l) => !quantity(l.received_quantity).isZero() || !quantity(l.invoiced_quantity).isZero());
    if (used || !quantity(header?.advanced_amount ?? "0").isZero()) throw new AppError(409, "purchase_order_in_use");
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const totals = [
      { label: t("print_subtotal"), amount: formatMoney(c.subtotal) },
      ...(quantity(c.discount_total).isZero() ? [] : [{ label: t("print_discount"), amount: formatMoney(c.discount_total) }]),
      { label: t("print_dpp"), amount: formatMoney(c.dpp) },
      { label: t("print_vat"), amount: formatMoney(c.vat) },
      ...(quantity(c.withholding).isZero() ? [] : [{ label: t("print_withholding"), amount: formatMoney(c.withholding) }]),
      { label: t("print_total"), amount: formatMoney(c.total) },
    ];
    return {
      title: t("print_purchase_order"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: c.date, kind: "date" as const },
        { label: t("print_delivery_date"), value: c.delivery_date, kind: "date" as const },
      ],
      party: { label: t("print_vendor"), name: c.vendor_name, detail: [c.vendor_address, c.vendor_npwp ? `NPWP ${c.vendor_npwp}` : null].filter(Boolean).join("\n") || null },
      fields: [
        { label: t("print_delivery_address"), value: c.delivery_address },
        { label: t("print_terms"), value: c.terms },
        { label: t("print_payment_term"), value: c.payment_term_days === null ? null : translate("print_payment_term_days", ctx.language, { days: c.payment_term_days }) },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "item", title: t("print_item") },
        { key: "quantity", title: t("print_quantity"), kind: "number" as const, width: 45 },
        { key: "unit", title: t("print_unit"), width: 45 },
        { key: "price", title: t("print_price"), kind: "money" as const, width: 80 },
        { key: "discount", title: t("print_discount"), kind: "number" as const, width: 45 },
        { key: "amount", title: t("print_amount"), kind: "money" as const, width: 90 },
      ],
      lines: c.lines.map((l) => ({
        item: orderLineLabel(l),
        quantity: q(l.quantity),
        unit: l.unit_name,
        price: formatMoney(l.price),
        discount: quantity(l.discount_percent).isZero() ? null : quantity(l.discount_percent).toFixed(),
        amount: formatMoney(l.amount),
      })),
      totals,
      amountInWords: formatMoney(c.total),
      notes: c.description,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    const lines = c.lines;
    const received = lines.filter((l) => !quantity(l.received_quantity).isZero());
    const full = lines.every((l) => quantity(l.received_quantity).greaterThanOrEqualTo(quantity(l.quantity)));
    return {
      id: c.id,
      date: c.date,
      vendor_id: c.vendor_id,
      vendor_name: c.vendor_name,
      office_id: c.office_id,
      warehouse_id: c.warehouse_id,
      delivery_date: c.delivery_date,
      delivery_address: c.delivery_address,
      terms: c.terms,
      payment_term_days: c.payment_term_days,
      description: c.description,
      over_order_confirmed: c.over_order_confirmed,
      subtotal: formatMoney(c.subtotal),
      discount_total: formatMoney(c.discount_total),
      dpp: formatMoney(c.dpp),
      vat_base: formatMoney(c.vat_base),
      vat: formatMoney(c.vat),
      withholding: formatMoney(c.withholding),
      total: formatMoney(c.total),
      payable: formatMoney(c.payable),
      taxes: c.taxes,
      advanced_amount: formatMoney(c.advanced_amount),
      receipt_state: full ? "full" : received.length ? "partial" : "none",
      details: lines.map((l) => ({
        id: l.id,
        line_no: l.line_no,
        request_line_id: l.request_line_id,
        request_id: l.request_id,
        request_number: l.request_number,
        quote_id: l.quote_id,
        product_id: l.product_id,
        product_name: l.product_name,
        is_inventory: l.is_inventory,
        description: l.description,
        quantity: q(l.quantity),
        unit_id: l.unit_id,
        unit_name: l.unit_name,
        price: formatMoney(l.price),
        discount_percent: quantity(l.discount_percent).toFixed(),
        tax_ids: l.tax_ids,
        amount: formatMoney(l.amount),
        received_quantity: q(l.received_quantity),
        remaining_quantity: q(remainingToReceive({ quantity: l.quantity, received_quantity: l.received_quantity })),
        invoiced_quantity: q(l.invoiced_quantity),
      })),
    };
  },
};

/** An order consumes its request lines' and quotes' quantities (checked again with their rows locked); cancelled, it gives them back. */
registerDocumentEffect(purchaseOrderDocument, {
  name: "purchase_request_lines_ordered",
  async approved(content, _state, ctx) {
    const details = content.lines.map((l) => ({ request_line_id: l.request_line_id, quote_id: l.quote_id, quantity: l.quantity }));
    await checkConsumption(ctx, content.vendor_id, content.over_order_confirmed, details, true);
    for (const [lineId, { total }] of quantitiesBy(details, (i) => details[i]?.request_line_id ?? null)) {
      await ctx.tx.execute(sql`UPDATE purchase_request_lines SET ordered_quantity = ordered_quantity + ${total} WHERE company_id = ${ctx.actor.companyId} AND id = ${lineId}`);
    }
    for (const [quoteId, { total }] of quantitiesBy(details, (i) => details[i]?.quote_id ?? null)) {
      await ctx.tx.execute(sql`UPDATE purchase_quotes SET ordered_quantity = ordered_quantity + ${total} WHERE company_id = ${ctx.actor.companyId} AND id = ${quoteId}`);
    }
  },
  async released(content, _state, ctx) {
    const details = content.lines.map((l) => ({ request_line_id: l.request_line_id, quote_id: l.quote_id, quantity: l.quantity }));
    await requestLineStates(ctx, details.map((d) => d.request_line_id).filter((x): x is string => !!x), true);
    await quoteStates(ctx, details.map((d) => d.quote_id).filter((x): x is string => !!x), true);
    for (const [lineId, { total }] of quantitiesBy(details, (i) => details[i]?.request_line_id ?? null)) {
      await ctx.tx.execute(sql`UPDATE purchase_request_lines SET ordered_quantity = ordered_quantity - ${total} WHERE company_id = ${ctx.actor.companyId} AND id = ${lineId}`);
    }
    for (const [quoteId, { total }] of quantitiesBy(details, (i) => details[i]?.quote_id ?? null)) {
      await ctx.tx.execute(sql`UPDATE purchase_quotes SET ordered_quantity = ordered_quantity - ${total} WHERE company_id = ${ctx.actor.companyId} AND id = ${quoteId}`);
    }
  },
});
