import {
  formatMoney,
  formatQuantity,
  stockLocationName,
  sumMoney,
  type StockTransferBody,
  stockTransferBody,
  stockTransferPosting,
  stockTransferResponse,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { type MessageKey, translate } from "@neraca/core";
import type { DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { fieldMessage, FieldProblems } from "../../platform/field-errors.js";
import { rowsOf } from "../reports/report-context.js";
import { assertExisting } from "../sales/sales.service.js";
import { offices } from "../../db/schema/index.js";
import { inventoryProductsOf } from "./products.js";
import { assertWarehouse } from "./warehouses.js";

interface TransferLine {
  product_id: string;
  product_code: string;
  product_name: string;
  unit_name: string | null;
  quantity: string;
  /** The cost it left with (once posted). */
  value: string;
}

export interface TransferContent {
  id: string;
  date: string;
  from_office_id: string;
  from_office_name: string;
  from_warehouse_id: string | null;
  from_warehouse_name: string | null;
  to_office_id: string;
  to_office_name: string;
  to_warehouse_id: string | null;
  to_warehouse_name: string | null;
  description: string | null;
  details: TransferLine[];
  value: string;
}

export const TRANSFER_TYPE = "stock_transfer";

/** The stock lines of a transfer's line: it leaves on `2i + 1`, arrives on `2i + 2`. */
const outLine = (index: number) => 2 * index + 1;

/** Where a transfer goes: `Office · Warehouse → Office`. */
const routeOf = (c: TransferContent) => `${stockLocationName(c.from_office_name, c.from_warehouse_name)} → ${stockLocationName(c.to_office_name, c.to_warehouse_name)}`;

/**
 * Stock transfers (`/transactions/stock-transfer`): inventory products moved from one location to
 * another (offices, or warehouses under them), posted when saved. Each leaves at its average cost there
 * and arrives at that cost (the stock door's answer), so no profit is made: Dr inventory at the office
 * it arrives at / Cr inventory at the office it left; between warehouses of one office no journal (the
 * office's inventory is unchanged). Cancelling takes both back (refused once the goods have left where they arrived).
 */
export const stockTransferDocument: DocumentType<StockTransferBody, TransferContent, typeof stockTransferResponse> = {
  type: TRANSFER_TYPE,
  base: "/transactions/stock-transfer",
  resource: "TxStockTransfer",
  title: { en: "Stock transfer", id: "Mutasi stok" },
  numberType: "stock_transfer",
  submitOnCreate: true,
  cancel: "reverse",
  body: stockTransferBody,
  response: stockTransferResponse,
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<TransferContent>(
      await ctx.tx.execute(sql`
        SELECT s.id, s.date::text AS date, s.from_office_id, f.name AS from_office_name, s.from_warehouse_id, fw.name AS from_warehouse_name,
          s.to_office_id, o.name AS to_office_name, s.to_warehouse_id, tw.name AS to_warehouse_name,
          s.description, s.details, s.value::text AS value
        FROM stock_transfers s
        JOIN offices f ON f.company_id = s.company_id AND f.id = s.from_office_id
        JOIN offices o ON o.company_id = s.company_id AND o.id = s.to_office_id
        LEFT JOIN warehouses fw ON fw.company_id = s.company_id AND fw.id = s.from_warehouse_id
        LEFT JOIN warehouses tw ON tw.company_id = s.company_id AND tw.id = s.to_warehouse_id
        WHERE s.company_id = ${ctx.actor.companyId} AND s.id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    if (!created) throw new AppError(409, "document_transition", { status: "approved", action: "edit" });
    if ((body.to_warehouse_id ?? body.to_office_id) === (body.from_warehouse_id ?? body.from_office_id)) {
      throw fieldMessage(body.to_warehouse_id ? "to_warehouse_id" : "to_office_id", "stock_transfer_same_office", ctx.language);
    }
    await assertExisting(ctx, offices, [body.from_office_id, body.to_office_id], (i) => (i === 0 ? "from_office_id" : "to_office_id"));
    await assertWarehouse(ctx, "from_warehouse_id", body.from_office_id, body.from_warehouse_id);
    await assertWarehouse(ctx, "to_warehouse_id", body.to_office_id, body.to_warehouse_id);
    const ids = body.details.map((d) => d.product_id);
    const products = rowsOf<{ id: string; code: string; name: string; is_inventory: boolean; unit_name: string | null }>(
      await ctx.tx.execute(sql`SELECT p.id, p.code, p.name, p.is_inventory, u.name AS unit_name FROM products p
        LEFT JOIN catalogue_items u ON u.company_id = p.company_id AND u.id = p.unit_id
        WHERE p.company_id = ${ctx.actor.companyId} AND p.id = ANY(${sql.param(ids)}::uuid[])`),
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const problems = new FieldProblems(ctx.language);
    for (const [i, d] of body.details.entries()) {
      const product = byId.get(d.product_id);
      if (!product) problems.invalid(`details.${i}.product_id`, "product_id");
      else if (!product.is_inventory) problems.message(`details.${i}.product_id`, "stock_not_inventory", { product: product.name });
    }
    problems.throwIfAny();
    const lines: TransferLine[] = body.details.map((d) => {
      const p = byId.get(d.product_id) as NonNullable<ReturnType<typeof byId.get>>;
      return { product_id: p.id, product_code: p.code, product_name: p.name, unit_name: p.unit_name, quantity: formatQuantity(d.quantity), value: "0.00" };
    });
    await ctx.tx.execute(sql`INSERT INTO stock_transfers (company_id, id, date, from_office_id, from_warehouse_id, to_office_id, to_warehouse_id, description, details, created_by)
      VALUES (${ctx.actor.companyId}, ${id}::uuid, ${body.date}::date, ${body.from_office_id}::uuid, ${body.from_warehouse_id}::uuid,
        ${body.to_office_id}::uuid, ${body.to_warehouse_id}::uuid, ${body.description},
        ${JSON.stringify(lines)}::jsonb, ${ctx.actor.userId}::uuid)`);
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM stock_transfers WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: c.from_office_id, description: c.description ?? routeOf(c), amount: c.value }),
  async stock(c) {
    return {
      date: c.date,
      moves: c.details.flatMap((l, i) => [
        { line: outLine(i), productId: l.product_id, officeId: c.from_office_id, warehouseId: c.from_warehouse_id, direction: "out" as const, quantity: l.quantity },
        { line: outLine(i) + 1, productId: l.product_id, officeId: c.to_office_id, warehouseId: c.to_warehouse_id, direction: "in" as const, quantity: l.quantity, costOf: outLine(i) },
      ]),
    };
  },
  async posting(c, ctx, stock) {
    // Between warehouses of one office the office's inventory does not change: no journal.
    if (c.from_office_id === c.to_office_id) return null;
    const products = await inventoryProductsOf(ctx, c.details.map((l) => l.product_id));
    const lines = c.details.flatMap((l, i) => {
      const product = products.get(l.product_id);
      const amount = stock?.get(outLine(i));
      return product && amount ? [{ inventoryAccountId: product.inventoryAccountId, amount }] : [];
    });
    const description = c.description ?? routeOf(c);
    const posting = stockTransferPosting(lines, { from: c.from_office_id, to: c.to_office_id }, description);
    return posting ? { header: { date: c.date, officeId: c.from_office_id, description }, posting } : null;
  },
  // Posted: each line's cost as it left.
  async approved(c, state, ctx) {
    const moved = rowsOf<{ source_line: number; value: string }>(
      await ctx.tx.execute(sql`SELECT source_line, value::text AS value FROM stock_lines
        WHERE company_id = ${ctx.actor.companyId} AND source_type = ${TRANSFER_TYPE} AND source_id = ${state.id}::uuid AND quantity < 0`),
    );
    const byLine = new Map(moved.map((m) => [m.source_line, m.value]));
    const lines = c.details.map((l, i) => ({ ...l, value: formatMoney((byLine.get(outLine(i)) ?? "0").replace(/^-/, "")) }));
    await ctx.tx.execute(sql`UPDATE stock_transfers SET details = ${JSON.stringify(lines)}::jsonb, value = ${formatMoney(sumMoney(lines.map((l) => l.value)))}::numeric
      WHERE company_id = ${ctx.actor.companyId} AND id = ${state.id}::uuid`);
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t("print_stock_transfer"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: c.date, kind: "date" as const }],
      fields: [
        { label: t("print_from_office"), value: c.from_office_name },
        ...(c.from_warehouse_name ? [{ label: t("print_from_warehouse"), value: c.from_warehouse_name }] : []),
        { label: t("print_to_office"), value: c.to_office_name },
        ...(c.to_warehouse_name ? [{ label: t("print_to_warehouse"), value: c.to_warehouse_name }] : []),
        { label: t("print_description"), value: c.description },
      ],
      columns: [
        { key: "product", title: t("print_product") },
        { key: "unit", title: t("print_unit"), width: 55 },
        { key: "quantity", title: t("print_quantity"), kind: "number" as const, width: 70 },
        { key: "value", title: t("print_cost"), kind: "money" as const, width: 100 },
      ],
      lines: c.details.map((l) => ({ product: `${l.product_code} ${l.product_name}`, unit: l.unit_name, quantity: l.quantity, value: formatMoney(l.value) })),
      totals: [{ label: t("print_cost"), amount: formatMoney(c.value) }],
      amountInWords: null,
      signatures: [
        { label: t("print_delivered_by"), name: state.requestedBy },
        { label: t("print_received_by"), name: null },
      ],
    };
  },
  present(c) {
    return {
      id: c.id,
      date: c.date,
      from_office_id: c.from_office_id,
      from_office_name: c.from_office_name,
      from_warehouse_id: c.from_warehouse_id,
      from_warehouse_name: c.from_warehouse_name,
      to_office_id: c.to_office_id,
      to_office_name: c.to_office_name,
      to_warehouse_id: c.to_warehouse_id,
      to_warehouse_name: c.to_warehouse_name,
      description: c.description,
      value: formatMoney(c.value),
      details: c.details.map((l, i) => ({ line_no: i + 1, ...l })),
    };
  },
};
