import { applyMove, formatMoney, formatQuantity, money, movingAverage, quantity, type StockPosition, unitCost } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError } from "../../platform/errors.js";
import { newIds } from "../../platform/ids.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { rowsOf } from "../reports/report-context.js";

/**
 * One movement of an inventory product a document declares (`DocumentType.stock`): in with what the
 * goods cost (a receipt at the order's price), or out at the average cost, which the door answers.
 */
export interface StockMove {
  /** The document's line it comes from, unique in the document: the key its cost is answered by. */
  line: number;
  productId: string;
  /** The location: the office its journal line is booked on (null: the head office, as the ledger books it). */
  officeId: string | null;
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

/** A move as written: its stock line's signed quantity and value. */
interface Resolved {
  line: number;
  productId: string;
  officeId: string;
  quantity: string;
  value: string;
}

const key = (productId: string, officeId: string) => `${productId}|${officeId}`;

/** The moves with their locations resolved (a move without an office is at the head office). */
async function located(ctx: DocumentContext, moves: readonly StockMove[]) {
  const head = moves.some((m) => !m.officeId) ? await headOfficeId(ctx.tx, ctx.actor) : null;
  return moves.map((m) => ({ ...m, officeId: m.officeId ?? (head as string) }));
}

/** Names of products and offices, for messages. */
async function namesOf(ctx: DocumentContext, productId: string, officeId: string) {
  const [row] = rowsOf<{ product: string; office: string }>(
    await ctx.tx.execute(sql`SELECT (SELECT name FROM products WHERE company_id = ${ctx.actor.companyId} AND id = ${productId}::uuid) AS product,
      (SELECT name FROM offices WHERE company_id = ${ctx.actor.companyId} AND id = ${officeId}::uuid) AS office`),
  );
  return { product: row?.product ?? "?", office: row?.office ?? "?" };
}

/** What is on hand of these products and locations, locked to commit when `lock` (in key order). */
async function positionsOf(ctx: DocumentContext, keys: readonly { productId: string; officeId: string }[], lock: boolean) {
  const products = keys.map((k) => k.productId);
  const offices = keys.map((k) => k.officeId);
  const rows = rowsOf<{ product_id: string; office_id: string; quantity: string; value: string }>(
    await ctx.tx.execute(sql`
      SELECT h.product_id, h.office_id, h.quantity::text AS quantity, h.value::text AS value
      FROM stock_on_hand h JOIN unnest(${sql.param(products)}::uuid[], ${sql.param(offices)}::uuid[]) k (product_id, office_id)
        ON h.product_id = k.product_id AND h.office_id = k.office_id
      WHERE h.company_id = ${ctx.actor.companyId}
      ORDER BY h.product_id, h.office_id
      ${lock ? sql`FOR UPDATE OF h` : sql``}`),
  );
  const positions = new Map<string, StockPosition>();
  for (const k of keys) positions.set(key(k.productId, k.officeId), { quantity: "0", value: "0" });
  for (const r of rows) positions.set(key(r.product_id, r.office_id), { quantity: r.quantity, value: r.value });
  return positions;
}

/** The distinct product-locations of moves, in key order (the order their rows are locked in). */
const keysOf = (moves: readonly { productId: string; officeId: string }[]) =>
  [...new Map(moves.map((m) => [key(m.productId, m.officeId), { productId: m.productId, officeId: m.officeId }])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, k]) => k);

/**
 * Costs moves against positions in the document's line order: a move out takes the average cost of
 * what is on hand before it, a count moves the difference. `refuse` names the product and location a
 * move out finds too little of (else, a quote, it is costed at nothing). Answers the values by line and
 * the stock lines to write.
 */
async function cost(ctx: DocumentContext, moves: readonly (StockMove & { officeId: string })[], positions: Map<string, StockPosition>, refuse: boolean) {
  const costs = new Map<number, string>();
  const resolved: Resolved[] = [];
  for (const move of moves) {
    const k = key(move.productId, move.officeId);
    const on = positions.get(k) as StockPosition;
    if (move.direction === "revalue") {
      const share = quantity(on.quantity).lessThan(move.quantity) ? quantity(on.quantity).dividedBy(move.quantity) : quantity(1);
      let value = money(money(move.value ?? "0").times(share));
      // Never worth less than nothing.
      if (value.plus(on.value).lessThan(0)) value = money(on.value).negated();
      if (value.isZero() || quantity(on.quantity).lessThanOrEqualTo(0)) continue;
      positions.set(k, { quantity: on.quantity, value: formatMoney(money(on.value).plus(value)) });
      costs.set(move.line, formatMoney(value));
      resolved.push({ line: move.line, productId: move.productId, officeId: move.officeId, quantity: "0", value: formatMoney(value) });
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
      const unit = unitCost(on) ?? move.unitCost ?? "0";
      value = formatMoney(money(amount.times(unit)));
    }
    if (direction === "out" && amount.greaterThan(quantity(on.quantity))) {
      if (!refuse) {
        costs.set(move.line, formatMoney(0));
        continue;
      }
      const names = await namesOf(ctx, move.productId, move.officeId);
      throw new AppError(422, "stock_insufficient", { ...names, available: formatQuantity(on.quantity), needed: formatQuantity(amount) });
    }
    const next = applyMove(movingAverage, on, direction === "in" ? { direction, quantity: amount.toFixed(), value } : { direction, quantity: amount.toFixed() });
    positions.set(k, next.position);
    const sign = direction === "in" ? "" : "-";
    costs.set(move.line, move.direction === "count" ? `${sign}${next.value}` : next.value);
    resolved.push({ line: move.line, productId: move.productId, officeId: move.officeId, quantity: `${sign}${formatQuantity(amount)}`, value: `${sign}${next.value}` });
  }
  return { costs, resolved };
}

/**
 * What moves would cost now, without writing or locking (a document's posting checked at submit,
 * before it is approved): a move out finding too little is costed at nothing rather than refused;
 * the approval's `moveStock` refuses it.
 */
export async function quoteStock(ctx: DocumentContext, declaration: StockDeclaration | null): Promise<StockCosts> {
  if (!declaration || declaration.moves.length === 0) return new Map();
  const moves = await located(ctx, declaration.moves);
  return (await cost(ctx, moves, await positionsOf(ctx, keysOf(moves), false), false)).costs;
}

/**
 * The one door of the stock ledger (DESIGN §14), in the document's transaction: locks what is on
 * hand of each product and location the moves touch (in key order, so two documents wait for each
 * other rather than deadlock, and the second sees what the first took), costs the moves at the moving
 * average, refuses a move out of more than is on hand (422 naming product, location and quantities),
 * writes the stock lines (named by the document and line), what is on hand, and the month's balances.
 * Answers each move's value, which the document's posting books to its inventory accounts.
 */
export async function moveStock(ctx: DocumentContext, source: { type: string; id: string }, declaration: StockDeclaration | null): Promise<StockCosts> {
  if (!declaration || declaration.moves.length === 0) return new Map();
  const moves = await located(ctx, declaration.moves);
  const keys = keysOf(moves);
  const company = ctx.actor.companyId;
  await ctx.tx.execute(sql`
    INSERT INTO stock_on_hand (company_id, product_id, office_id)
    SELECT ${company}::uuid, k.product_id, k.office_id FROM unnest(${sql.param(keys.map((k) => k.productId))}::uuid[], ${sql.param(keys.map((k) => k.officeId))}::uuid[]) k (product_id, office_id)
    ON CONFLICT DO NOTHING`);
  const positions = await positionsOf(ctx, keys, true);
  const before = new Map([...positions].map(([k, p]) => [k, { ...p }]));
  const { costs, resolved } = await cost(ctx, moves, positions, true);
  if (resolved.length === 0) return costs;
  await ctx.tx.execute(sql`
    INSERT INTO stock_lines (company_id, id, product_id, office_id, date, source_type, source_id, source_line, quantity, value)
    SELECT ${company}::uuid, v.id, v.product_id, v.office_id, ${declaration.date}::date, ${source.type}, ${source.id}::uuid, v.line, v.quantity, v.value
    FROM unnest(${sql.param(newIds(resolved.length))}::uuid[], ${sql.param(resolved.map((m) => m.productId))}::uuid[], ${sql.param(resolved.map((m) => m.officeId))}::uuid[],
      ${sql.param(resolved.map((m) => m.line))}::int[], ${sql.param(resolved.map((m) => m.quantity))}::numeric[],
      ${sql.param(resolved.map((m) => m.value))}::numeric[]) v (id, product_id, office_id, line, quantity, value)`);
  await writePositions(ctx, keys, positions, before, declaration.date);
  return costs;
}

/**
 * What is on hand after moves (`positions`, from `before`), and the month's balances by the
 * difference; the unit cost of the last move in kept for the day negative stock is allowed.
 */
async function writePositions(
  ctx: DocumentContext,
  keys: readonly { productId: string; officeId: string }[],
  positions: ReadonlyMap<string, StockPosition>,
  before: ReadonlyMap<string, StockPosition>,
  date: string,
) {
  const company = ctx.actor.companyId;
  const after = keys.map((k) => positions.get(key(k.productId, k.officeId)) as StockPosition);
  const delta = keys.map((k, i) => {
    const was = before.get(key(k.productId, k.officeId)) as StockPosition;
    const now = after[i] as StockPosition;
    return { quantity: formatQuantity(quantity(now.quantity).minus(was.quantity)), value: formatMoney(money(now.value).minus(was.value)) };
  });
  const products = sql.param(keys.map((k) => k.productId));
  const offices = sql.param(keys.map((k) => k.officeId));
  await ctx.tx.execute(sql`
    UPDATE stock_on_hand h SET quantity = v.quantity, value = v.value
    FROM unnest(${products}::uuid[], ${offices}::uuid[], ${sql.param(after.map((p) => p.quantity))}::numeric[], ${sql.param(after.map((p) => p.value))}::numeric[])
      v (product_id, office_id, quantity, value)
    WHERE h.company_id = ${company} AND h.product_id = v.product_id AND h.office_id = v.office_id`);
  await ctx.tx.execute(sql`
    INSERT INTO stock_balances (company_id, product_id, office_id, period_month, quantity, value)
    SELECT ${company}::uuid, v.product_id, v.office_id, date_trunc('month', ${date}::date)::date, v.quantity, v.value
    FROM unnest(${products}::uuid[], ${offices}::uuid[], ${sql.param(delta.map((d) => d.quantity))}::numeric[], ${sql.param(delta.map((d) => d.value))}::numeric[])
      v (product_id, office_id, quantity, value)
    ON CONFLICT (company_id, product_id, office_id, period_month)
    DO UPDATE SET quantity = stock_balances.quantity + excluded.quantity, value = stock_balances.value + excluded.value`);
}

/**
 * Takes a document's stock lines back (its cancel or delete, before its journals are reversed or
 * removed): what is on hand loses what they brought and gets back what they took. Refused (422) when
 * goods it brought have left since, so that what is left would be below zero or worth what no unit
 * carries: cancel what took them out first.
 */
export async function removeStock(ctx: DocumentContext, sourceType: string, sourceId: string): Promise<void> {
  const company = ctx.actor.companyId;
  const lines = rowsOf<{ product_id: string; office_id: string; date: string; quantity: string; value: string }>(
    await ctx.tx.execute(sql`SELECT product_id, office_id, date::text AS date, quantity::text AS quantity, value::text AS value FROM stock_lines
      WHERE company_id = ${company} AND source_type = ${sourceType} AND source_id = ${sourceId}::uuid ORDER BY source_line`),
  );
  if (lines.length === 0) return;
  const keys = keysOf(lines.map((l) => ({ productId: l.product_id, officeId: l.office_id })));
  const positions = await positionsOf(ctx, keys, true);
  const before = new Map([...positions].map(([k, p]) => [k, { ...p }]));
  for (const l of lines) {
    const k = key(l.product_id, l.office_id);
    const on = positions.get(k) as StockPosition;
    positions.set(k, { quantity: formatQuantity(quantity(on.quantity).minus(l.quantity)), value: formatMoney(money(on.value).minus(l.value)) });
  }
  for (const k of keys) {
    const left = positions.get(key(k.productId, k.officeId)) as StockPosition;
    const q = quantity(left.quantity);
    const v = money(left.value);
    if (q.lessThan(0) || v.lessThan(0) || (q.isZero() && !v.isZero())) {
      const was = before.get(key(k.productId, k.officeId)) as StockPosition;
      const taken = lines.filter((l) => l.product_id === k.productId && l.office_id === k.officeId).reduce((s, l) => s.plus(l.quantity), quantity(0));
      throw new AppError(422, "stock_receipt_consumed", { ...(await namesOf(ctx, k.productId, k.officeId)), available: formatQuantity(was.quantity), needed: formatQuantity(taken) });
    }
  }
  // Each month's balance loses its lines; lines of one document share its date.
  const date = (lines[0] as { date: string }).date;
  await writePositions(ctx, keys, positions, before, date);
  await ctx.tx.execute(sql`DELETE FROM stock_lines WHERE company_id = ${company} AND source_type = ${sourceType} AND source_id = ${sourceId}::uuid`);
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
    WHERE h.company_id = ${ctx.actor.companyId} AND (h.product_id, h.office_id) IN (
      SELECT l.product_id, l.office_id FROM stock_lines l WHERE l.company_id = ${ctx.actor.companyId} AND l.source_id = ANY(${sql.param([...sourceIds])}::uuid[]))
    ORDER BY h.product_id, h.office_id
    FOR UPDATE OF h`);
}
