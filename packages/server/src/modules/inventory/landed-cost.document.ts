import { allocate, formatMoney, formatQuantity, type LandedCostBody, landedCostBody, landedCostPosting, landedCostResponse, money } from "@neraca/core";
import { sql } from "drizzle-orm";
import { type MessageKey, translate } from "@neraca/core";
import { standardSignatures } from "../../platform/print.js";
import { z } from "zod";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { registerDocumentEffect } from "../../platform/documents/effects.js";
import { goodsReceiptDocument } from "../purchasing/goods-receipt.document.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { rowsOf } from "../reports/report-context.js";
import { assertPostableAccounts } from "../sales/sales.service.js";
import { inventoryProductsOf } from "./products.js";

/** A receipt line as a landed cost takes it: the goods, what and how many came, its share of the cost. */
interface LandedLine {
  line_no: number;
  product_id: string;
  product_name: string;
  quantity: string;
  value: string;
  allocated: string;
  capitalised: string | null;
  expensed: string | null;
}

export interface LandedCostContent {
  id: string;
  receipt_id: string;
  receipt_number: string | null;
  order_number: string | null;
  vendor_name: string;
  office_id: string | null;
  /** The order's warehouse, where the receipt's goods are (null: the office itself). */
  warehouse_id: string | null;
  account_id: string;
  account_code: string;
  account_name: string;
  date: string;
  description: string | null;
  allocation: "value" | "quantity";
  amount: string;
  details: LandedLine[];
}

export const LANDED_COST_TYPE = "landed_cost";

/** A posted receipt's inventory lines (line number as the receipt's order line), 422 under `receipt_id` when it has none. */
async function receiptLines(ctx: DocumentContext, receiptId: string) {
  const lines = rowsOf<{ line_no: number; product_id: string; product_name: string; quantity: string; value: string }>(
    await ctx.tx.execute(sql`
      SELECT ol.line_no, ol.product_id, p.name AS product_name, gl.quantity::text AS quantity, gl.amount::text AS value
      FROM goods_receipt_lines gl
      JOIN goods_receipts g ON g.company_id = gl.company_id AND g.id = gl.receipt_id
      JOIN documents d ON d.company_id = g.company_id AND d.id = g.id AND d.status = 'approved'
      JOIN purchase_order_lines ol ON ol.company_id = gl.company_id AND ol.id = gl.order_line_id
      JOIN products p ON p.company_id = ol.company_id AND p.id = ol.product_id AND p.is_inventory
      WHERE gl.company_id = ${ctx.actor.companyId} AND gl.receipt_id = ${receiptId}::uuid AND gl.quantity > 0
      ORDER BY ol.line_no`),
  );
  if (lines.length === 0) throw fieldMessage("receipt_id", "landed_cost_no_goods", ctx.language);
  return lines;
}

/**
 * Landed costs (`/transactions/landed-cost`): freight, duty or handling of a goods receipt, split over
 * its inventory lines by value or quantity. Submitted, the stock door revalues each line's goods still
 * on hand at the receipt's office by its share (what has left since goes to the product's cost of
 * goods sold), and the journal credits the account the cost is owed on. Cancelling takes it back.
 */
export const landedCostDocument: DocumentType<LandedCostBody, LandedCostContent, typeof landedCostResponse> = {
  type: LANDED_COST_TYPE,
  base: "/transactions/landed-cost",
  resource: "TxLandedCost",
  title: { en: "Landed cost", id: "Biaya perolehan tambahan" },
  numberType: "landed_cost",
  cancel: "reverse",
  body: landedCostBody,
  response: landedCostResponse,
  listFilters: {
    schema: { receipt_id: z.uuid().optional() },
    where: (filters, ctx) =>
      filters.receipt_id ? sql`documents.id IN (SELECT id FROM landed_costs WHERE company_id = ${ctx.actor.companyId} AND receipt_id = ${filters.receipt_id as string}::uuid)` : undefined,
  },
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<LandedCostContent>(
      await ctx.tx.execute(sql`
        SELECT l.id, l.receipt_id, rd.number AS receipt_number, od.number AS order_number, c.name AS vendor_name, o.office_id, o.warehouse_id,
          l.account_id, a.code AS account_code, a.name AS account_name, l.date::text AS date, l.description, l.allocation, l.amount::text AS amount, l.details
        FROM landed_costs l
        JOIN goods_receipts g ON g.company_id = l.company_id AND g.id = l.receipt_id
        JOIN documents rd ON rd.company_id = g.company_id AND rd.id = g.id
        JOIN purchase_orders o ON o.company_id = g.company_id AND o.id = g.order_id
        JOIN documents od ON od.company_id = o.company_id AND od.id = o.id
        JOIN contacts c ON c.company_id = o.company_id AND c.id = o.vendor_id
        JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE l.company_id = ${ctx.actor.companyId} AND l.id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    await assertPostableAccounts(ctx, [body.account_id], () => "account_id");
    const lines = await receiptLines(ctx, body.receipt_id);
    const shares = allocate(body.amount, lines.map((l) => (body.allocation === "value" ? l.value : l.quantity)));
    const details: LandedLine[] = lines.map((l, i) => ({ ...l, quantity: formatQuantity(l.quantity), value: formatMoney(l.value), allocated: shares[i] as string, capitalised: null, expensed: null }));
    const values = sql`${body.receipt_id}::uuid, ${body.date}::date, ${body.description}, ${body.account_id}::uuid, ${body.allocation}, ${body.amount}::numeric, ${JSON.stringify(details)}::jsonb`;
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO landed_costs (company_id, id, receipt_id, date, description, account_id, allocation, amount, details, created_by)
        VALUES (${ctx.actor.companyId}, ${id}::uuid, ${values}, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE landed_costs SET (receipt_id, date, description, account_id, allocation, amount, details, updated_at) = (${values}, now())
        WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
    }
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM landed_costs WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: c.description ?? `${c.receipt_number ?? ""} ${c.vendor_name}`.trim(), amount: c.amount }),
  async stock(c) {
    return {
      date: c.date,
      moves: c.details.flatMap((l, i) =>
        money(l.allocated).isZero() ? [] : [{ line: i + 1, productId: l.product_id, officeId: c.office_id, warehouseId: c.warehouse_id, direction: "revalue" as const, quantity: l.quantity, value: l.allocated }],
      ),
    };
  },
  async posting(c, ctx, stock) {
    const products = await inventoryProductsOf(ctx, c.details.map((l) => l.product_id));
    const lines = c.details.flatMap((l, i) => {
      const product = products.get(l.product_id);
      if (!product) return [];
      // A quote at submit knows nothing yet: all of it on hand.
      const capitalised = stock ? (stock.get(i + 1) ?? "0.00") : l.allocated;
      return [{ inventoryAccountId: product.inventoryAccountId, costAccountId: product.costAccountId, capitalised, expensed: formatMoney(money(l.allocated).minus(capitalised)) }];
    });
    const description = c.description ?? `${c.receipt_number ?? ""} ${c.vendor_name}`.trim();
    return { header: { date: c.date, officeId: c.office_id, description }, posting: landedCostPosting(lines, c.account_id, { officeId: c.office_id, description }) };
  },
  // Posted: what each line's share raised on hand, and what went to cost of goods sold.
  async approved(c, state, ctx) {
    const moved = rowsOf<{ source_line: number; value: string }>(
      await ctx.tx.execute(sql`SELECT source_line, value::text AS value FROM stock_lines
        WHERE company_id = ${ctx.actor.companyId} AND source_type = ${LANDED_COST_TYPE} AND source_id = ${state.id}::uuid`),
    );
    const byLine = new Map(moved.map((m) => [m.source_line, m.value]));
    const details = c.details.map((l, i) => {
      const capitalised = formatMoney(byLine.get(i + 1) ?? "0");
      return { ...l, capitalised, expensed: formatMoney(money(l.allocated).minus(capitalised)) };
    });
    await ctx.tx.execute(sql`UPDATE landed_costs SET details = ${JSON.stringify(details)}::jsonb WHERE company_id = ${ctx.actor.companyId} AND id = ${state.id}::uuid`);
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const posted = c.details.some((l) => l.capitalised !== null);
    return {
      title: t("print_landed_cost"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: c.date, kind: "date" as const }],
      party: { label: t("print_vendor"), name: c.vendor_name },
      fields: [
        { label: t("print_goods_receipt"), value: [c.receipt_number, c.order_number].filter(Boolean).join(" · ") },
        { label: t("print_account"), value: `${c.account_code} ${c.account_name}` },
        { label: t("print_allocation"), value: t(c.allocation === "value" ? "print_allocation_value" : "print_allocation_quantity") },
        { label: t("print_description"), value: c.description },
      ],
      columns: [
        { key: "product", title: t("print_product") },
        { key: "quantity", title: t("print_quantity"), kind: "number" as const, width: 50 },
        { key: "value", title: t("print_value"), kind: "money" as const, width: 80 },
        { key: "allocated", title: t("print_share"), kind: "money" as const, width: 75 },
        ...(posted
          ? [
              { key: "capitalised", title: t("print_to_stock"), kind: "money" as const, width: 75 },
              { key: "expensed", title: t("print_to_cogs"), kind: "money" as const, width: 75 },
            ]
          : []),
      ],
      lines: c.details.map((l) => ({ product: l.product_name, quantity: l.quantity, value: formatMoney(l.value), allocated: formatMoney(l.allocated), capitalised: l.capitalised, expensed: l.expensed })),
      totals: [{ label: t("print_total"), amount: formatMoney(c.amount) }],
      amountInWords: formatMoney(c.amount),
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    return {
      id: c.id,
      receipt_id: c.receipt_id,
      receipt_number: c.receipt_number,
      order_number: c.order_number,
      vendor_name: c.vendor_name,
      account_id: c.account_id,
      account_code: c.account_code,
      account_name: c.account_name,
      description: c.description,
      allocation: c.allocation,
      amount: formatMoney(c.amount),
      details: c.details,
    };
  },
};

// A receipt with a posted landed cost keeps it: cancelling the receipt first would leave the cost on
// goods that are no longer there.
registerDocumentEffect(goodsReceiptDocument, {
  name: "landed_costs_on_receipt",
  async released(_receipt, state, ctx) {
    const [posted] = rowsOf<{ number: string | null }>(
      await ctx.tx.execute(sql`SELECT d.number FROM landed_costs l JOIN documents d ON d.company_id = l.company_id AND d.id = l.id
        WHERE l.company_id = ${ctx.actor.companyId} AND l.receipt_id = ${state.id}::uuid AND d.status IN ('approved', 'pending') LIMIT 1`),
    );
    if (posted) throw new AppError(409, "landed_cost_on_receipt", { number: posted.number ?? "" });
  },
});
