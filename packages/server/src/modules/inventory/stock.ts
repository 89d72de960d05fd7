import { applyMove, formatMoney, formatQuantity, money, movingAverage, type Posting, quantity, type StockPosition, stockLocationName, unitCost } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError } from "../../platform/errors.js";
import { newIds } from "../../platform/ids.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { rowsOf } from "../reports/report-context.js";
import { inventoryProductsOf } from "./products.js";

/**
 * One movement of an inventory product a document declares (`DocumentType.stock`): in with what the
 * goods cost (a receipt at the order's price), or out at the average cost, which the door answers.
 */
export interface StockMove {
  /** The document's line it comes from, unique in the document: the key its cost is answered by. */
  line: number;
  productId: string;
  /** The office its journal line is booked on (null: the head office, as the ledger books it). */
  officeId: string | null;
  /** The location within that office: one of its warehouses, or the office itself (none). */
  warehouseId?: string | null;
  /**
   * `in` with what the goods cost; `out` at the average cost; `count` (a stock opname): `quantity` is
   * what was counted, and the door moves the difference from what is on hand, in or out; `revalue` (a
   * purchase invoice's price against its receipt's): the share of `value` of the units still on hand
   * changes their value, no quantity moves.
   */
  direction: "in" | "out" | "count" | "revalue";
  /**
   * In and out: positive, in the product's unit. Count: what was counted (zero or more). Revalue: the
   * quantity the value is for (a purchase invoice's line), of which only what is still on hand is revalued.
   */
  quantity: string;
  /** In: what the goods cost (two places). Revalue: the difference for the whole quantity, either sign. */
  value?: string;
  /** In: at the value an earlier move of the same document took (a transfer's arrival at its departure's cost). */
  costOf?: number;
  /** Count: the unit cost of units found when nothing is on hand to average (the product's buying price). */
  unitCost?: string;
}

/** A document's stock: its date and moves. */
export interface StockDeclaration {
  date: string;
  moves: StockMove[];
}

/**
 * What each move (by its line) is worth: the value a move in brought, the cost a move out took (both
 * positive); a count's difference signed (found: positive, missing: negative), none when it agreed;
 * a revaluation's share of the units on hand, signed, none when nothing is on hand.
 */
export type StockCosts = ReadonlyMap<number, string>;

/**
 * A move in that covered units sold below zero (the company allows it): what they really cost less
 * the last cost they left at (positive: their cost of goods sold was too low), per product and location.
 */
export interface StockCorrection {
  productId: string;
  officeId: string;
  warehouseId: string | null;
  amount: string;
}

/** What the door did: each move's value by its line, and the corrections of units sold below zero. */
export interface StockOutcome {
  costs: StockCosts;
  corrections: StockCorrection[];
}

/**
 * Whether the company allows stock below zero (Settings → Inventory; refused unless it says so).
 * `lock`: the stock door holds the setting until it commits, so turning it off waits for moves made
 * under it (and they for the change).
 */
export async function negativeStockAllowed(ctx: DocumentContext, lock = false): Promise<boolean> {
  const [row] = rowsOf<{ allow: boolean }>(
    await ctx.tx.execute(sql`SELECT allow_negative_stock AS allow FROM inventory_settings WHERE company_id = ${ctx.actor.companyId} ${lock ? sql`FOR SHARE` : sql``}`),
  );
  return row?.allow === true;
}

/**
 * Where stock is: an office, or a warehouse under it. `locationId` (the warehouse, else the office)
 * keys what is on hand; the office is where the journal books its value.
 */
interface Location {
  productId: string;
  officeId: string;
  warehouseId: string | null;
  locationId: string;
}

/** A move as written: its stock line's signed quantity and value. */
interface Resolved extends Location {
  line: number;
  quantity: string;
  value: string;
}

const key = (productId: string, locationId: string) => `${productId}|${locationId}`;

/**
 * The moves with their locations resolved: a move without an office is at the head office; a move
 * into or out of a warehouse must name that warehouse's office (the database's key says so too).
 */
async function located(ctx: DocumentContext, moves: readonly StockMove[]): Promise<(StockMove & Location)[]> {
  const head = moves.some((m) => !m.officeId) ? await headOfficeId(ctx.tx, ctx.actor) : null;
  const warehouseIds = [...new Set(moves.flatMap((m) => (m.warehouseId ? [m.warehouseId] : [])))];
  const offices = new Map(
    warehouseIds.length
      ? rowsOf<{ id: string; office_id: string }>(
          await ctx.tx.execute(sql`SELECT id, office_id FROM warehouses WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(warehouseIds)}::uuid[])`),
        ).map((w) => [w.id, w.office_id])
      : [],
  );
  const out: (StockMove & Location)[] = [];
  for (const m of moves) {
    const officeId = m.officeId ?? (head as string);
    const warehouseId = m.warehouseId ?? null;
    if (warehouseId && offices.get(warehouseId) !== officeId) {
      const [names] = rowsOf<{ warehouse: string | null; office: string | null }>(
        await ctx.tx.execute(sql`SELECT w.name AS warehouse, o.name AS office FROM warehouses w LEFT JOIN offices o ON o.company_id = w.company_id AND o.id = w.office_id
          WHERE w.company_id = ${ctx.actor.companyId} AND w.id = ${warehouseId}::uuid`),
      );
      throw new AppError(422, "warehouse_other_office", { warehouse: names?.warehouse ?? "?", office: names?.office ?? "?" });
    }
    out.push({ ...m, officeId, warehouseId, locationId: warehouseId ?? officeId });
  }
  return out;
}

/** Names of a product and its location (`Office · Warehouse`), for messages. */
async function namesOf(ctx: DocumentContext, productId: string, locationId: string) {
  const [row] = rowsOf<{ product: string | null; office: string | null; warehouse: string | null }>(
    await ctx.tx.execute(sql`SELECT (SELECT name FROM products WHERE company_id = ${ctx.actor.companyId} AND id = ${productId}::uuid) AS product, o.name AS office, w.name AS warehouse
      FROM (SELECT ${locationId}::uuid AS id) k
      LEFT JOIN warehouses w ON w.company_id = ${ctx.actor.companyId} AND w.id = k.id
      LEFT JOIN offices o ON o.company_id = ${ctx.actor.companyId} AND o.id = coalesce(w.office_id, k.id)`),
  );
  return { product: row?.product ?? "?", office: stockLocationName(row?.office ?? "?", row?.warehouse) };
}

/**
 * What is on hand of these products and locations, locked to commit when `lock` (in key order), and
 * the cost units below zero leave at: the last move in's unit cost, else the product's buying price.
 * Locking reads rows the door has made sure of (a row of nothing on hand is inserted first).
 */
async function positionsOf(ctx: DocumentContext, keys: readonly Location[], lock: boolean) {
  const products = keys.map((k) => k.productId);
  const locations = keys.map((k) => k.locationId);
  const rows = rowsOf<{ product_id: string; location_id: string; quantity: string | null; value: string | null; last_cost: string | null; buying_price: string }>(
    await ctx.tx.execute(sql`
      SELECT k.product_id, k.location_id, h.quantity::text AS quantity, h.value::text AS value,
        h.last_cost::text AS last_cost, p.buying_price::text AS buying_price
      FROM unnest(${sql.param(products)}::uuid[], ${sql.param(locations)}::uuid[]) k (product_id, location_id)
        JOIN products p ON p.company_id = ${ctx.actor.companyId} AND p.id = k.product_id
        ${lock ? sql`JOIN` : sql`LEFT JOIN`} stock_on_hand h ON h.company_id = ${ctx.actor.companyId} AND h.product_id = k.product_id AND h.location_id = k.location_id
      ORDER BY k.product_id, k.location_id
      ${lock ? sql`FOR UPDATE OF h` : sql``}`),
  );
  const positions = new Map<string, StockPosition>();
  const lastCosts = new Map<string, string>();
  const buyingPrices = new Map<string, string>();
  for (const k of keys) positions.set(key(k.productId, k.locationId), { quantity: "0", value: "0" });
  for (const r of rows) {
    if (r.quantity !== null && r.value !== null) positions.set(key(r.product_id, r.location_id), { quantity: r.quantity, value: r.value });
    if (r.last_cost !== null) lastCosts.set(key(r.product_id, r.location_id), r.last_cost);
    buyingPrices.set(key(r.product_id, r.location_id), r.buying_price);
  }
  return { positions, lastCosts, buyingPrices };
}

/** The distinct product-locations of moves, in key order (the order their rows are locked in). */
const keysOf = (moves: readonly Location[]): Location[] =>
  [...new Map(moves.map((m) => [key(m.productId, m.locationId), { productId: m.productId, officeId: m.officeId, warehouseId: m.warehouseId, locationId: m.locationId }])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, k]) => k);

/**
 * Costs moves against positions in the document's line order: a move out takes the average cost of
 * what is on hand before it, a count moves the difference. A move out of more than is on hand: with
 * `below` (the company allows stock below zero) the units beyond leave at the last cost; else `refuse`
 * names the product and location (422), or, a quote, it is costed at nothing. A move in to a position
 * below zero corrects the units it covers (a stock line of value only, and a correction answered).
 * Answers the values by line, the corrections and the stock lines to write.
 */
async function cost(
  ctx: DocumentContext,
  moves: readonly (StockMove & Location)[],
  { positions, lastCosts, buyingPrices }: { positions: Map<string, StockPosition>; lastCosts: Map<string, string>; buyingPrices: Map<string, string> },
  mode: { refuse: boolean; below: boolean },
) {
  const costs = new Map<number, string>();
  const corrections: StockCorrection[] = [];
  const resolved: Resolved[] = [];
  for (const move of moves) {
    const k = key(move.productId, move.locationId);
    const at = { productId: move.productId, officeId: move.officeId, warehouseId: move.warehouseId, locationId: move.locationId };
    const on = positions.get(k) as StockPosition;
    if (move.direction === "revalue") {
      const share = quantity(on.quantity).lessThan(move.quantity) ? quantity(on.quantity).dividedBy(move.quantity) : quantity(1);
      let value = money(money(move.value ?? "0").times(share));
      // Never worth less than nothing.
      if (value.plus(on.value).lessThan(0)) value = money(on.value).negated();
      if (value.isZero() || quantity(on.quantity).lessThanOrEqualTo(0)) continue;
      positions.set(k, { quantity: on.quantity, value: formatMoney(money(on.value).plus(value)) });
      costs.set(move.line, formatMoney(value));
      resolved.push({ ...at, line: move.line, quantity: "0", value: formatMoney(value) });
      continue;
    }
    let direction: "in" | "out" = move.direction === "count" ? "in" : move.direction;
    let amount = quantity(move.quantity);
    let value = move.costOf !== undefined ? (costs.get(move.costOf) ?? "0") : (move.value ?? "0");
    if (move.direction === "count") {
      const difference = amount.minus(on.quantity);
      if (difference.isZero()) continue;
      direction = difference.greaterThan(0) ? "in" : "out";
      amount = difference.abs();
      // Units found below zero are those that left at their provisional cost: found at it, nothing to correct.
      const below = quantity(on.quantity).lessThan(0) ? unitCost({ quantity: formatQuantity(quantity(on.quantity).negated()), value: formatMoney(money(on.value).negated()) }) : null;
      const unit = unitCost(on) ?? below ?? move.unitCost ?? "0";
      value = formatMoney(money(amount.times(unit)));
    }
    const short = direction === "out" && amount.greaterThan(quantity(on.quantity));
    if (short && !mode.below) {
      if (!mode.refuse) {
        costs.set(move.line, formatMoney(0));
        continue;
      }
      const names = await namesOf(ctx, move.productId, move.locationId);
      throw new AppError(422, "stock_insufficient", { ...names, available: formatQuantity(on.quantity), needed: formatQuantity(amount) });
    }
    const next = applyMove(
      movingAverage,
      on,
      direction === "in" ? { direction, quantity: amount.toFixed(), value } : { direction, quantity: amount.toFixed() },
      // The last move in's unit cost; before any, the product's buying price.
      short ? { lastCost: lastCosts.get(k) ?? buyingPrices.get(k) ?? "0" } : undefined,
    );
    positions.set(k, next.position);
    const moveCost = direction === "in" ? unitCost({ quantity: formatQuantity(amount), value }) : null;
    if (moveCost) lastCosts.set(k, moveCost);
    const sign = direction === "in" ? "" : "-";
    costs.set(move.line, move.direction === "count" ? `${sign}${next.value}` : next.value);
    resolved.push({ ...at, line: move.line, quantity: `${sign}${formatQuantity(amount)}`, value: `${sign}${next.value}` });
    if (next.correction) {
      corrections.push({ productId: move.productId, officeId: move.officeId, warehouseId: move.warehouseId, amount: next.correction });
      // Its own stock line, value only, beside the move's: the correction's journal lines book it.
      resolved.push({ ...at, line: correctionLine(move.line), quantity: "0", value: formatMoney(money(next.correction).negated()) });
    }
  }
  return { costs, corrections, resolved };
}

/** Source lines of corrections start here: apart from the document's own lines, after them on the stock card. */
const CORRECTION_LINES = 1_000_000;
const correctionLine = (line: number) => CORRECTION_LINES + line;

/**
 * Books corrections into a document's posting (its journal): a cost too low (positive) Dr cost of
 * sales / Cr inventory, too high the reverse, at the location, on the product's accounts.
 */
export async function bookCorrections(ctx: DocumentContext, posting: Posting, corrections: readonly StockCorrection[], description: string | null): Promise<void> {
  if (corrections.length === 0) return;
  const products = await inventoryProductsOf(ctx, corrections.map((c) => c.productId));
  for (const c of corrections) {
    const product = products.get(c.productId);
    if (!product) continue;
    const amount = money(c.amount);
    const extra = { officeId: c.officeId, description };
    if (amount.greaterThan(0)) {
      posting.debit(product.costAccountId, amount, extra);
      posting.credit(product.inventoryAccountId, amount, extra);
    } else {
      posting.debit(product.inventoryAccountId, amount.negated(), extra);
      posting.credit(product.costAccountId, amount.negated(), extra);
    }
  }
}

/**
 * What moves would cost now, without writing or locking (a document's posting checked at submit,
 * before it is approved): a move out finding too little is costed at nothing rather than refused;
 * the approval's `moveStock` refuses it.
 */
export async function quoteStock(ctx: DocumentContext, declaration: StockDeclaration | null): Promise<StockCosts> {
  if (!declaration || declaration.moves.length === 0) return new Map();
  const moves = await located(ctx, declaration.moves);
  const below = await negativeStockAllowed(ctx);
  return (await cost(ctx, moves, await positionsOf(ctx, keysOf(moves), false), { refuse: false, below })).costs;
}

/**
 * The one door of the stock ledger (DESIGN §14), in the document's transaction: locks what is on
 * hand of each product and location the moves touch (in key order, so two documents wait for each
 * other rather than deadlock, and the second sees what the first took), costs the moves at the moving
 * average, refuses a move out of more than is on hand (422 naming product, location and quantities),
 * writes the stock lines (named by the document and line), what is on hand, and the month's balances.
 * Answers each move's value, which the document's posting books to its inventory accounts.
 */
export async function moveStock(ctx: DocumentContext, source: { type: string; id: string }, declaration: StockDeclaration | null): Promise<StockOutcome> {
  if (!declaration || declaration.moves.length === 0) return { costs: new Map(), corrections: [] };
  const moves = await located(ctx, declaration.moves);
  const keys = keysOf(moves);
  const company = ctx.actor.companyId;
  await ctx.tx.execute(sql`
    INSERT INTO stock_on_hand (company_id, product_id, office_id, warehouse_id)
    SELECT ${company}::uuid, k.product_id, k.office_id, k.warehouse_id
    FROM unnest(${sql.param(keys.map((k) => k.productId))}::uuid[], ${sql.param(keys.map((k) => k.officeId))}::uuid[], ${sql.param(keys.map((k) => k.warehouseId))}::uuid[])
      k (product_id, office_id, warehouse_id)
    ON CONFLICT DO NOTHING`);
  const below = await negativeStockAllowed(ctx, true);
  const held = await positionsOf(ctx, keys, true);
  const before = new Map([...held.positions].map(([k, p]) => [k, { ...p }]));
  const { costs, corrections, resolved } = await cost(ctx, moves, held, { refuse: true, below });
  if (resolved.length === 0) return { costs, corrections };
  await ctx.tx.execute(sql`
    INSERT INTO stock_lines (company_id, id, product_id, office_id, warehouse_id, date, source_type, source_id, source_line, quantity, value)
    SELECT ${company}::uuid, v.id, v.product_id, v.office_id, v.warehouse_id, ${declaration.date}::date, ${source.type}, ${source.id}::uuid, v.line, v.quantity, v.value
    FROM unnest(${sql.param(newIds(resolved.length))}::uuid[], ${sql.param(resolved.map((m) => m.productId))}::uuid[], ${sql.param(resolved.map((m) => m.officeId))}::uuid[],
      ${sql.param(resolved.map((m) => m.warehouseId))}::uuid[], ${sql.param(resolved.map((m) => m.line))}::int[], ${sql.param(resolved.map((m) => m.quantity))}::numeric[],
      ${sql.param(resolved.map((m) => m.value))}::numeric[]) v (id, product_id, office_id, warehouse_id, line, quantity, value)`);
  await writePositions(ctx, keys, held, before, declaration.date, below);
  return { costs, corrections };
}

/**
 * What is on hand after moves (`positions`, from `before`) with the last move in's unit cost, and the
 * month's balances by the difference. `below`: the company allows stock below zero (the row says so,
 * for the database's CHECK; a position already below zero that a write does not lower needs no
 * allowance either).
 */
async function writePositions(
  ctx: DocumentContext,
  keys: readonly Location[],
  { positions, lastCosts }: { positions: ReadonlyMap<string, StockPosition>; lastCosts: ReadonlyMap<string, string> },
  before: ReadonlyMap<string, StockPosition>,
  date: string,
  below: boolean,
) {
  const company = ctx.actor.companyId;
  const after = keys.map((k) => positions.get(key(k.productId, k.locationId)) as StockPosition);
  const delta = keys.map((k, i) => {
    const was = before.get(key(k.productId, k.locationId)) as StockPosition;
    const now = after[i] as StockPosition;
    return { quantity: formatQuantity(quantity(now.quantity).minus(was.quantity)), value: formatMoney(money(now.value).minus(was.value)) };
  });
  const products = sql.param(keys.map((k) => k.productId));
  const offices = sql.param(keys.map((k) => k.officeId));
  const warehouses = sql.param(keys.map((k) => k.warehouseId));
  await ctx.tx.execute(sql`
    UPDATE stock_on_hand h SET quantity = v.quantity, value = v.value, last_cost = v.last_cost,
      below_zero_allowed = ${below} OR (v.quantity < 0 AND v.quantity >= h.quantity)
    FROM unnest(${products}::uuid[], ${sql.param(keys.map((k) => k.locationId))}::uuid[], ${sql.param(after.map((p) => p.quantity))}::numeric[], ${sql.param(after.map((p) => p.value))}::numeric[],
      ${sql.param(keys.map((k) => lastCosts.get(key(k.productId, k.locationId)) ?? null))}::numeric[])
      v (product_id, location_id, quantity, value, last_cost)
    WHERE h.company_id = ${company} AND h.product_id = v.product_id AND h.location_id = v.location_id`);
  await ctx.tx.execute(sql`
    INSERT INTO stock_balances (company_id, product_id, office_id, warehouse_id, period_month, quantity, value)
    SELECT ${company}::uuid, v.product_id, v.office_id, v.warehouse_id, date_trunc('month', ${date}::date)::date, v.quantity, v.value
    FROM unnest(${products}::uuid[], ${offices}::uuid[], ${warehouses}::uuid[], ${sql.param(delta.map((d) => d.quantity))}::numeric[], ${sql.param(delta.map((d) => d.value))}::numeric[])
      v (product_id, office_id, warehouse_id, quantity, value)
    ON CONFLICT (company_id, product_id, location_id, period_month)
    DO UPDATE SET quantity = stock_balances.quantity + excluded.quantity, value = stock_balances.value + excluded.value`);
}

/**
 * Takes a document's stock lines back (its cancel or delete, before its journals are reversed or
 * removed): what is on hand loses what they brought and gets back what they took. Refused (422) when
 * goods it brought have left since, so that what is left would be below zero (unless the company
 * allows it) or worth what no unit carries: cancel what took them out first.
 */
export async function removeStock(ctx: DocumentContext, sourceType: string, sourceId: string): Promise<void> {
  const company = ctx.actor.companyId;
  const lines = rowsOf<{ product_id: string; office_id: string; warehouse_id: string | null; location_id: string; date: string; quantity: string; value: string }>(
    await ctx.tx.execute(sql`SELECT product_id, office_id, warehouse_id, location_id, date::text AS date, quantity::text AS quantity, value::text AS value FROM stock_lines
      WHERE company_id = ${company} AND source_type = ${sourceType} AND source_id = ${sourceId}::uuid ORDER BY source_line`),
  );
  if (lines.length === 0) return;
  const keys = keysOf(lines.map((l) => ({ productId: l.product_id, officeId: l.office_id, warehouseId: l.warehouse_id, locationId: l.location_id })));
  const below = await negativeStockAllowed(ctx, true);
  const held = await positionsOf(ctx, keys, true);
  const positions = held.positions;
  const before = new Map([...positions].map(([k, p]) => [k, { ...p }]));
  for (const l of lines) {
    const k = key(l.product_id, l.location_id);
    const on = positions.get(k) as StockPosition;
    positions.set(k, { quantity: formatQuantity(quantity(on.quantity).minus(l.quantity)), value: formatMoney(money(on.value).minus(l.value)) });
  }
  for (const k of keys) {
    const left = positions.get(key(k.productId, k.locationId)) as StockPosition;
    const q = quantity(left.quantity);
    const v = money(left.value);
    // Below zero only where the company allows it, and then worth below zero too (units at their last cost).
    const consistent = v.isZero() ? true : q.isZero() ? false : v.isNegative() === q.isNegative();
    const lower = q.lessThan(0) && q.lessThan((before.get(key(k.productId, k.locationId)) as StockPosition).quantity);
    if (!consistent || (lower && !below)) {
      const was = before.get(key(k.productId, k.locationId)) as StockPosition;
      const taken = lines.filter((l) => l.product_id === k.productId && l.location_id === k.locationId).reduce((s, l) => s.plus(l.quantity), quantity(0));
      throw new AppError(422, "stock_receipt_consumed", { ...(await namesOf(ctx, k.productId, k.locationId)), available: formatQuantity(was.quantity), needed: formatQuantity(taken) });
    }
  }
  // Units it took below zero that a later move in corrected: their cost went to cost of goods sold
  // with that correction; taking them back first would leave it there. Cancel the corrector first.
  const [corrected] = rowsOf<{ product_id: string; location_id: string; number: string | null }>(
    await ctx.tx.execute(sql`
      SELECT c.product_id, c.location_id, d.number FROM stock_lines c LEFT JOIN documents d ON d.company_id = c.company_id AND d.id = c.source_id
      WHERE c.company_id = ${company} AND c.source_line >= ${CORRECTION_LINES} AND c.source_id <> ${sourceId}::uuid
        AND (c.product_id, c.location_id) IN (SELECT product_id, location_id FROM stock_lines WHERE company_id = ${company} AND source_type = ${sourceType} AND source_id = ${sourceId}::uuid AND quantity < 0)
        AND c.created_at > (SELECT min(created_at) FROM stock_lines WHERE company_id = ${company} AND source_type = ${sourceType} AND source_id = ${sourceId}::uuid)
      LIMIT 1`),
  );
  if (corrected) throw new AppError(422, "stock_corrected_since", { ...(await namesOf(ctx, corrected.product_id, corrected.location_id)), number: corrected.number ?? "—" });
  // Each month's balance loses its lines; lines of one document share its date.
  const date = (lines[0] as { date: string }).date;
  await writePositions(ctx, keys, held, before, date, below);
  await ctx.tx.execute(sql`DELETE FROM stock_lines WHERE company_id = ${company} AND source_type = ${sourceType} AND source_id = ${sourceId}::uuid`);
  // The last cost is again that of the last move in still standing.
  await ctx.tx.execute(sql`
    UPDATE stock_on_hand h SET last_cost = (
      SELECT round(l.value / l.quantity, 6) FROM stock_lines l
      WHERE l.company_id = h.company_id AND l.product_id = h.product_id AND l.location_id = h.location_id AND l.quantity > 0
      ORDER BY l.date DESC, l.created_at DESC LIMIT 1)
    FROM unnest(${sql.param(keys.map((k) => k.productId))}::uuid[], ${sql.param(keys.map((k) => k.locationId))}::uuid[]) k (product_id, location_id)
    WHERE h.company_id = ${company} AND h.product_id = k.product_id AND h.location_id = k.location_id`);
}

/**
 * Locks, in key order, what is on hand of every product and location the stock lines of these
 * documents touch: a command that takes back several documents (an invoice with its returns) locks
 * them all before any, as a sale locks its own, so the two wait for each other instead of deadlocking.
 */
export async function lockStockOf(ctx: DocumentContext, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await ctx.tx.execute(sql`
    SELECT 1 FROM stock_on_hand h
    WHERE h.company_id = ${ctx.actor.companyId} AND (h.product_id, h.location_id) IN (
      SELECT l.product_id, l.location_id FROM stock_lines l WHERE l.company_id = ${ctx.actor.companyId} AND l.source_id = ANY(${sql.param([...sourceIds])}::uuid[]))
    ORDER BY h.product_id, h.location_id
    FOR UPDATE OF h`);
}
