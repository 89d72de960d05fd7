import {
  formatMoney,
  formatQuantity,
  money,
  quantity,
  type StockAdjustmentBody,
  stockAdjustmentBody,
  stockAdjustmentPosting,
  stockAdjustmentResponse,
  sumMoney,
  unitCost,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { type MessageKey, translate } from "@neraca/core";
import { standardSignatures } from "../../platform/print.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { accountForRole } from "../../platform/account-roles.js";
import { AppError, notFound } from "../../platform/errors.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { rowsOf } from "../reports/report-context.js";
import { assertOffice, assertPostableAccounts } from "../sales/sales.service.js";
import { inventoryProductsOf } from "./products.js";
import { assertWarehouse } from "./warehouses.js";

/** A line as the opname keeps it: what was counted, and what was on hand and moved (when saved; once approved, as moved). */
interface AdjustmentLine {
  product_id: string;
  product_code: string;
  product_name: string;
  unit_name: string | null;
  counted: string;
  on_hand: string;
  difference: string;
  value: string;
  note: string | null;
  /** The product's buying price: found units are valued at it when nothing is on hand to average. */
  buying_price: string;
}

export interface AdjustmentContent {
  id: string;
  date: string;
  office_id: string | null;
  office_name: string | null;
  warehouse_id: string | null;
  warehouse_name: string | null;
  account_id: string;
  account_code: string;
  account_name: string;
  description: string | null;
  details: AdjustmentLine[];
  difference_value: string;
  /** When the count was last saved: movements after it make the count stale. */
  updated_at: string;
}

export const ADJUSTMENT_TYPE = "stock_adjustment";

/** What is on hand of products at a location (a warehouse, or an office itself) now, with its value. */
async function onHandAt(ctx: DocumentContext, locationId: string, productIds: readonly string[]) {
  const rows = rowsOf<{ product_id: string; quantity: string; value: string }>(
    await ctx.tx.execute(sql`SELECT product_id, quantity::text AS quantity, value::text AS value FROM stock_on_hand
      WHERE company_id = ${ctx.actor.companyId} AND location_id = ${locationId}::uuid AND product_id = ANY(${sql.param([...productIds])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.product_id, { quantity: r.quantity, value: r.value }]));
}

/** Reads the lines of a body: inventory products only, each once; what is on hand at the office and the difference's estimated value. */
async function linesOf(ctx: DocumentContext, body: StockAdjustmentBody): Promise<AdjustmentLine[]> {
  const ids = body.details.map((d) => d.product_id);
  const products = rowsOf<{ id: string; code: string; name: string; is_inventory: boolean; unit_name: string | null; buying_price: string }>(
    await ctx.tx.execute(sql`SELECT p.id, p.code, p.name, p.is_inventory, u.name AS unit_name, p.buying_price::text AS buying_price FROM products p
      LEFT JOIN catalogue_items u ON u.company_id = p.company_id AND u.id = p.unit_id
      WHERE p.company_id = ${ctx.actor.companyId} AND p.id = ANY(${sql.param(ids)}::uuid[])`),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const problems = new FieldProblems(ctx.language);
  const seen = new Set<string>();
  for (const [i, d] of body.details.entries()) {
    const product = byId.get(d.product_id);
    if (!product) problems.invalid(`details.${i}.product_id`, "product_id");
    else if (!product.is_inventory) problems.message(`details.${i}.product_id`, "stock_not_inventory", { product: product.name });
    else if (seen.has(d.product_id)) problems.message(`details.${i}.product_id`, "stock_product_twice", { product: product.name });
    seen.add(d.product_id);
  }
  problems.throwIfAny();
  const location = body.warehouse_id ?? body.office_id ?? (await headOfficeId(ctx.tx, ctx.actor));
  const onHand = await onHandAt(ctx, location, ids);
  return body.details.map((d) => {
    const product = byId.get(d.product_id) as NonNullable<ReturnType<typeof byId.get>>;
    const on = onHand.get(d.product_id) ?? { quantity: "0", value: "0" };
    const difference = quantity(d.counted).minus(on.quantity);
    const unit = unitCost(on) ?? product.buying_price;
    const value =
      difference.lessThan(0) && difference.negated().equals(quantity(on.quantity)) ? money(on.value).negated() : money(difference.times(unit));
    return {
      product_id: d.product_id,
      product_code: product.code,
      product_name: product.name,
      unit_name: product.unit_name,
      counted: formatQuantity(d.counted),
      on_hand: formatQuantity(on.quantity),
      difference: formatQuantity(difference),
      value: formatMoney(value),
      note: d.note,
      buying_price: product.buying_price,
    };
  });
}

const differenceValue = (lines: readonly AdjustmentLine[]) => formatMoney(sumMoney(lines.map((l) => money(l.value).abs())));

/**
 * Stock opname (`/transactions/stock-adjustment`): what was counted of each inventory product at an
 * office. Submitted, it waits for the `stock_adjustment` approval levels its differences' value meets;
 * approved, the stock door moves each product to what was counted (the difference from what is on hand
 * then, at the average cost) and the journal books it against the adjustment account.
 */
export const stockAdjustmentDocument: DocumentType<StockAdjustmentBody, AdjustmentContent, typeof stockAdjustmentResponse> = {
  type: ADJUSTMENT_TYPE,
  base: "/transactions/stock-adjustment",
  resource: "TxStockAdjustment",
  title: { en: "Stock opname", id: "Stok opname" },
  numberType: "stock_adjustment",
  approvalModule: "stock_adjustment",
  cancel: "reverse",
  body: stockAdjustmentBody,
  response: stockAdjustmentResponse,
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<Omit<AdjustmentContent, "details"> & { details: AdjustmentLine[] }>(
      await ctx.tx.execute(sql`
        SELECT s.id, s.date::text AS date, s.office_id, o.name AS office_name, s.warehouse_id, w.name AS warehouse_name, s.account_id, a.code AS account_code, a.name AS account_name,
          s.description, s.details, s.difference_value::text AS difference_value, s.updated_at::text AS updated_at
        FROM stock_adjustments s
        JOIN accounts a ON a.company_id = s.company_id AND a.id = s.account_id
        LEFT JOIN offices o ON o.company_id = s.company_id AND o.id = s.office_id
        LEFT JOIN warehouses w ON w.company_id = s.company_id AND w.id = s.warehouse_id
        WHERE s.company_id = ${ctx.actor.companyId} AND s.id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    await assertOffice(ctx, body.office_id);
    const current = created ? null : (await this.load(ctx, [id])).get(id);
    await assertWarehouse(ctx, "warehouse_id", body.office_id, body.warehouse_id, current?.warehouse_id);
    const account = body.account_id ?? (await accountForRole(ctx, "inventory_adjustment", { field: "account_id" }));
    await assertPostableAccounts(ctx, [account], () => "account_id");
    const lines = await linesOf(ctx, body);
    const values = sql`${body.date}::date, ${body.office_id}::uuid, ${body.warehouse_id}::uuid, ${account}::uuid, ${body.description}, ${JSON.stringify(lines)}::jsonb, ${differenceValue(lines)}::numeric`;
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO stock_adjustments (company_id, id, date, office_id, warehouse_id, account_id, description, details, difference_value, created_by)
        VALUES (${ctx.actor.companyId}, ${id}::uuid, ${values}, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE stock_adjustments SET (date, office_id, warehouse_id, account_id, description, details, difference_value, updated_at) = (${values}, now())
        WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
    }
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM stock_adjustments WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: c.description, amount: c.difference_value }),
  /**
   * Each product moves to what was counted. A product that moved at the location after the count was
   * saved (a sale, a receipt…) would take that movement into the difference: refused until counted
   * (or saved) again.
   */
  async stock(c, ctx) {
    const office = c.office_id ?? (await headOfficeId(ctx.tx, ctx.actor));
    const location = c.warehouse_id ?? office;
    const [moved] = rowsOf<{ name: string }>(
      await ctx.tx.execute(sql`SELECT p.name FROM stock_lines l JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
        WHERE l.company_id = ${ctx.actor.companyId} AND l.location_id = ${location}::uuid AND l.created_at > ${c.updated_at}::timestamptz
          AND l.product_id = ANY(${sql.param(c.details.map((d) => d.product_id))}::uuid[]) LIMIT 1`),
    );
    if (moved) throw new AppError(422, "stock_count_stale", { product: moved.name });
    return {
      date: c.date,
      moves: c.details.map((l, i) => ({ line: i + 1, productId: l.product_id, officeId: office, warehouseId: c.warehouse_id, direction: "count" as const, quantity: l.counted, unitCost: l.buying_price })),
    };
  },
  async posting(c, ctx, stock) {
    const products = await inventoryProductsOf(ctx, c.details.map((l) => l.product_id));
    const lines = c.details.flatMap((l, i) => {
      const product = products.get(l.product_id);
      const amount = stock ? stock.get(i + 1) : l.value;
      return product && amount ? [{ inventoryAccountId: product.inventoryAccountId, amount }] : [];
    });
    const posting = stockAdjustmentPosting(lines, c.account_id, { officeId: c.office_id, description: c.description });
    return posting ? { header: { date: c.date, officeId: c.office_id, description: c.description ?? "Stock opname" }, posting } : null;
  },
  // Approved: each line as the door moved it (what was on hand then, the difference, its value).
  async approved(c, state, ctx) {
    const moved = rowsOf<{ source_line: number; quantity: string; value: string }>(
      await ctx.tx.execute(sql`SELECT source_line, quantity::text AS quantity, value::text AS value FROM stock_lines
        WHERE company_id = ${ctx.actor.companyId} AND source_type = ${ADJUSTMENT_TYPE} AND source_id = ${state.id}::uuid`),
    );
    const byLine = new Map(moved.map((m) => [m.source_line, m]));
    const lines = c.details.map((l, i) => {
      const m = byLine.get(i + 1);
      const difference = quantity(m?.quantity ?? "0");
      return { ...l, on_hand: formatQuantity(quantity(l.counted).minus(difference)), difference: formatQuantity(difference), value: formatMoney(m?.value ?? "0") };
    });
    await ctx.tx.execute(sql`UPDATE stock_adjustments SET details = ${JSON.stringify(lines)}::jsonb, difference_value = ${differenceValue(lines)}::numeric
      WHERE company_id = ${ctx.actor.companyId} AND id = ${state.id}::uuid`);
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t("print_stock_adjustment"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: c.date, kind: "date" as const }],
      fields: [
        { label: t("print_office"), value: c.office_name },
        ...(c.warehouse_name ? [{ label: t("print_warehouse"), value: c.warehouse_name }] : []),
        { label: t("print_adjustment_account"), value: `${c.account_code} ${c.account_name}` },
        { label: t("print_description"), value: c.description },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "product", title: t("print_product") },
        { key: "unit", title: t("print_unit"), width: 45 },
        { key: "on_hand", title: t("print_on_hand"), kind: "number" as const, width: 55 },
        { key: "counted", title: t("print_counted"), kind: "number" as const, width: 55 },
        { key: "difference", title: t("print_difference"), kind: "number" as const, width: 55 },
        { key: "value", title: t("print_value"), kind: "money" as const, width: 85 },
        { key: "note", title: t("print_notes"), width: 90 },
      ],
      lines: c.details.map((l) => ({ product: `${l.product_code} ${l.product_name}`, unit: l.unit_name, on_hand: l.on_hand, counted: l.counted, difference: l.difference, value: formatMoney(l.value), note: l.note })),
      totals: [{ label: t("print_value"), amount: formatMoney(c.difference_value) }],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    return {
      id: c.id,
      date: c.date,
      office_id: c.office_id,
      office_name: c.office_name,
      warehouse_id: c.warehouse_id,
      warehouse_name: c.warehouse_name,
      account_id: c.account_id,
      account_code: c.account_code,
      account_name: c.account_name,
      description: c.description,
      difference_value: formatMoney(c.difference_value),
      details: c.details.map(({ buying_price: _price, ...l }, i) => ({ line_no: i + 1, ...l })),
    };
  },
};
