import {
  type AssignPriceBody,
  type AssignVendorBody,
  awardProblems,
  formatMoney,
  lineAmounts,
  quantity,
  remainingToOrder,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { purchaseQuotes, purchaseSourcings } from "../../db/schema/index.js";
import { audit } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { requestLines } from "./purchase-request.document.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { checkReferences, idList, isoTime, q, select } from "./purchasing.helpers.js";

interface SourcingRow {
  id: string;
  request_id: string;
  request_number: string | null;
  requester: string;
  date: string;
  note: string | null;
  status: "vendors_assigned" | "priced";
  version: number;
  created_by_name: string | null;
  created_at: string;
  priced_by_name: string | null;
  priced_at: string | null;
}

interface QuoteRow {
  id: string;
  sourcing_id: string;
  request_line_id: string;
  line_no: number;
  line_description: string;
  line_quantity: string;
  unit_name: string | null;
  vendor_id: string;
  vendor_name: string;
  price: string | null;
  delivery_days: number | null;
  terms: string | null;
  awarded_quantity: string;
  award_reason: string | null;
  ordered_quantity: string;
}

const sourcingSelect = (companyId: string) => sql`
  SELECT s.id, s.request_id, d.number AS request_number, r.requester, s.date::text AS date, s.note, s.status, s.version,
         cu.user_name AS created_by_name, ${isoTime(sql`s.created_at`)} AS created_at,
         pu.user_name AS priced_by_name, ${isoTime(sql`s.priced_at`)} AS priced_at
    FROM purchase_sourcings s
    JOIN purchase_requests r ON r.company_id = s.company_id AND r.id = s.request_id
    JOIN documents d ON d.company_id = s.company_id AND d.id = s.request_id
    LEFT JOIN users cu ON cu.id = s.created_by
    LEFT JOIN users pu ON pu.id = s.priced_by
   WHERE s.company_id = ${companyId}`;

async function quotesOf(ctx: DocumentContext, sourcingIds: readonly string[]): Promise<QuoteRow[]> {
  if (sourcingIds.length === 0) return [];
  return select<QuoteRow>(
    ctx.tx,
    sql`SELECT qt.id, qt.sourcing_id, qt.request_line_id, l.line_no, COALESCE(l.description, p.name, '') AS line_description, l.quantity AS line_quantity,
               u.name AS unit_name, qt.vendor_id, c.name AS vendor_name, qt.price, qt.delivery_days, qt.terms, qt.awarded_quantity,
               qt.award_reason, qt.ordered_quantity
          FROM purchase_quotes qt
          JOIN purchase_request_lines l ON l.company_id = qt.company_id AND l.id = qt.request_line_id
          LEFT JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
          LEFT JOIN catalogue_items u ON u.company_id = l.company_id AND u.id = l.unit_id
          JOIN contacts c ON c.company_id = qt.company_id AND c.id = qt.vendor_id
         WHERE qt.company_id = ${ctx.actor.companyId} AND qt.sourcing_id IN (${idList(sourcingIds)})
         ORDER BY l.line_no, c.name, qt.id`,
  );
}

function presentQuotes(quotes: readonly QuoteRow[]) {
  const cheapest = new Map<string, string>();
  for (const qt of quotes) {
    if (qt.price === null) continue;
    const current = cheapest.get(qt.request_line_id);
    if (current === undefined || quantity(qt.price).lessThan(quantity(current))) cheapest.set(qt.request_line_id, qt.price);
  }
  return quotes.map((qt) => ({
    id: qt.id,
    request_line_id: qt.request_line_id,
    line_no: qt.line_no,
    line_description: qt.line_description,
    line_quantity: q(qt.line_quantity),
    unit_name: qt.unit_name,
    vendor_id: qt.vendor_id,
    vendor_name: qt.vendor_name,
    price: qt.price === null ? null : formatMoney(qt.price),
    amount: qt.price === null ? null : lineAmounts({ quantity: quantity(qt.line_quantity).toFixed(), price: qt.price }).total,
    delivery_days: qt.delivery_days,
    terms: qt.terms,
    awarded_quantity: q(qt.awarded_quantity),
    award_reason: qt.award_reason,
    ordered_quantity: q(qt.ordered_quantity),
    cheapest: qt.price !== null && cheapest.get(qt.request_line_id) !== undefined && quantity(qt.price).equals(quantity(cheapest.get(qt.request_line_id) as string)),
  }));
}

async function present(ctx: DocumentContext, rows: readonly SourcingRow[]) {
  const quotes = await quotesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const own = quotes.filter((qt) => qt.sourcing_id === r.id);
    return { ...r, vendor_count: new Set(own.map((qt) => qt.vendor_id)).size, quotes: presentQuotes(own) };
  });
}

export async function findSourcing(ctx: DocumentContext, id: string, lock = false) {
  const [row] = await select<SourcingRow>(ctx.tx, sql`${sourcingSelect(ctx.actor.companyId)} AND s.id = ${id}${lock ? sql` FOR UPDATE OF s` : sql``}`);
  if (!row) throw notFound();
  return (await present(ctx, [row]))[0] as Awaited<ReturnType<typeof present>>[number];
}

export async function listSourcings(ctx: DocumentContext, query: { page: number; per_page: number; q?: string; status?: string; request_id?: string }) {
  const where = sql.join(
    [
      sql``,
      query.status ? sql` AND s.status = ${query.status}` : sql``,
      query.request_id ? sql` AND s.request_id = ${query.request_id}` : sql``,
      query.q ? sql` AND (d.number ILIKE ${`%${query.q}%`} OR r.requester ILIKE ${`%${query.q}%`})` : sql``,
    ],
    sql``,
  );
  const rows = await select<SourcingRow>(
    ctx.tx,
    sql`${sourcingSelect(ctx.actor.companyId)}${where} ORDER BY s.date DESC, s.created_at DESC LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
  );
  const [count] = await select<{ n: number }>(
    ctx.tx,
    sql`SELECT count(*)::int AS n FROM purchase_sourcings s JOIN purchase_requests r ON r.company_id = s.company_id AND r.id = s.request_id
          JOIN documents d ON d.company_id = s.company_id AND d.id = s.request_id WHERE s.company_id = ${ctx.actor.companyId}${where}`,
  );
  return { rows: await present(ctx, rows), total: count?.n ?? 0 };
}

/** Quantity awarded to vendors and not yet ordered, per request line (other sourcings than `except`). */
export async function awardedOpen(ctx: DocumentContext, lineIds: readonly string[], except?: string): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  const rows = await select<{ request_line_id: string; open: string }>(
    ctx.tx,
    sql`SELECT request_line_id, sum(GREATEST(awarded_quantity - ordered_quantity, 0)) AS open FROM purchase_quotes
         WHERE company_id = ${ctx.actor.companyId} AND request_line_id IN (${idList(lineIds)})${except ? sql` AND sourcing_id <> ${except}` : sql``}
         GROUP BY request_line_id`,
  );
  return new Map(rows.map((r) => [r.request_line_id, r.open]));
}

/** The approved request (locked), or a 422 on `request_id`. */
async function approvedRequest(ctx: DocumentContext, requestId: string) {
  const [doc] = await select<{ status: string }>(
    ctx.tx,
    sql`SELECT status FROM documents WHERE company_id = ${ctx.actor.companyId} AND id = ${requestId} AND document_type = 'purchase_request' FOR UPDATE`,
  );
  const problems = new FieldProblems(ctx.language);
  if (!doc) problems.invalid("request_id");
  else if (doc.status !== "approved") problems.add("request_id", translate("purchase_request_not_approved", ctx.language));
  problems.throwIfAny();
}

/** Assign vendor: the vendors asked to quote for some open lines of one approved request. */
export async function assignVendors(ctx: DocumentContext, body: AssignVendorBody) {
  await approvedRequest(ctx, body.request_id);
  const lines = new Map((await requestLines(ctx, [body.request_id], true)).map((l) => [l.id, l]));
  const problems = new FieldProblems(ctx.language);
  const seen = new Set<string>();
  for (const [i, entry] of body.lines.entries()) {
    const line = lines.get(entry.request_line_id);
    if (!line || seen.has(entry.request_line_id)) {
      problems.add(`lines.${i}.request_line_id`, translate("purchase_request_line_unknown", ctx.language));
      continue;
    }
    seen.add(entry.request_line_id);
    const left = remainingToOrder({ quantity: line.quantity, ordered_quantity: line.ordered_quantity, closed: !!line.close_reason });
    if (left === "0") problems.add(`lines.${i}.request_line_id`, translate("purchase_line_not_open", ctx.language, { line: line.line_no }));
    if (new Set(entry.vendor_ids).size !== entry.vendor_ids.length) problems.invalid(`lines.${i}.vendor_ids`, "vendor_ids");
  }
  await checkReferences(
    ctx,
    problems,
    "contacts",
    body.lines.flatMap((entry, i) => entry.vendor_ids.map((id, j) => ({ field: `lines.${i}.vendor_ids.${j}`, id, name: "vendor_id" }))),
  );
  problems.throwIfAny();
  const id = newId();
  await ctx.tx.insert(purchaseSourcings).values({ companyId: ctx.actor.companyId, id, requestId: body.request_id, date: body.date, note: body.note, createdBy: ctx.actor.userId });
  await ctx.tx.insert(purchaseQuotes).values(
    body.lines.flatMap((entry) =>
      entry.vendor_ids.map((vendorId) => ({ companyId: ctx.actor.companyId, id: newId(), sourcingId: id, requestLineId: entry.request_line_id, vendorId })),
    ),
  );
  await audit(ctx.tx, ctx.actor, "assign_vendor", "purchase_sourcing", id, { request_id: body.request_id, lines: body.lines.length });
  return findSourcing(ctx, id);
}

/**
 * Assign price: each vendor's quote and the quantity it wins. The request's lines are locked, so two
 * people awarding the same line at once cannot award more than is left to order of it.
 */
export async function assignPrices(ctx: DocumentContext, id: string, body: AssignPriceBody) {
  const sourcing = await findSourcing(ctx, id, true);
  if (sourcing.version !== body.version) throw new AppError(409, "document_stale", { current: sourcing.version });
  if (sourcing.quotes.some((qt) => !quantity(qt.ordered_quantity).isZero())) throw new AppError(409, "purchase_quote_ordered");
  const lines = new Map((await requestLines(ctx, [sourcing.request_id], true)).map((l) => [l.id, l]));
  const byId = new Map(sourcing.quotes.map((qt) => [qt.id, qt]));
  const problems = new FieldProblems(ctx.language);
  body.quotes.forEach((entry, i) => {
    if (!byId.has(entry.quote_id)) problems.invalid(`quotes.${i}.quote_id`);
  });
  problems.throwIfAny();
  // Quotes not in the body keep what they had.
  const merged = sourcing.quotes.map((qt) => {
    const entry = body.quotes.find((e) => e.quote_id === qt.id);
    return entry
      ? { quote_id: qt.id, request_line_id: qt.request_line_id, price: entry.price, delivery_days: entry.delivery_days, terms: entry.terms, awarded_quantity: entry.awarded_quantity, award_reason: entry.award_reason }
      : { quote_id: qt.id, request_line_id: qt.request_line_id, price: qt.price, delivery_days: qt.delivery_days, terms: qt.terms, awarded_quantity: qt.awarded_quantity, award_reason: qt.award_reason };
  });
  const elsewhere = await awardedOpen(ctx, [...lines.keys()], id);
  const remaining = new Map(
    [...lines.values()].map((l) => {
      const left = quantity(remainingToOrder({ quantity: l.quantity, ordered_quantity: l.ordered_quantity, closed: !!l.close_reason })).minus(quantity(elsewhere.get(l.id) ?? "0"));
      return [l.id, left.isNegative() ? "0" : left.toFixed()];
    }),
  );
  const bodyIndex = (quoteId: string) => body.quotes.findIndex((e) => e.quote_id === quoteId);
  for (const problem of awardProblems(merged, remaining)) {
    const quote = merged[problem.index];
    const at = quote ? bodyIndex(quote.quote_id) : -1;
    const prefix = at >= 0 ? `quotes.${at}` : `quotes.${problem.index}`;
    if (problem.code === "award_reason_required") problems.add(`${prefix}.award_reason`, translate("purchase_award_reason_required", ctx.language));
    else if (problem.code === "award_needs_price") problems.add(`${prefix}.price`, translate("purchase_award_needs_price", ctx.language));
    else if (problem.code === "award_exceeds") problems.add(`${prefix}.awarded_quantity`, translate("purchase_award_exceeds", ctx.language, { awarded: problem.awarded, remaining: problem.remaining }));
  }
  problems.throwIfAny();
  for (const m of merged) {
    await ctx.tx
      .update(purchaseQuotes)
      .set({ price: m.price, deliveryDays: m.delivery_days, terms: m.terms, awardedQuantity: m.awarded_quantity, awardReason: quantity(m.awarded_quantity).isZero() ? null : m.award_reason })
      .where(sql`company_id = ${ctx.actor.companyId} AND id = ${m.quote_id}`);
  }
  await ctx.tx.execute(
    sql`UPDATE purchase_sourcings SET status = 'priced', priced_by = ${ctx.actor.userId}, priced_at = now(), version = version + 1, updated_at = now()
         WHERE company_id = ${ctx.actor.companyId} AND id = ${id}`,
  );
  await audit(ctx.tx, ctx.actor, "assign_price", "purchase_sourcing", id, { quotes: body.quotes.length });
  return findSourcing(ctx, id);
}

/** Removes an assignment nothing was ordered from yet. */
export async function deleteSourcing(ctx: DocumentContext, id: string) {
  const sourcing = await findSourcing(ctx, id, true);
  if (sourcing.quotes.some((qt) => !quantity(qt.ordered_quantity).isZero())) throw new AppError(409, "purchase_quote_ordered");
  await ctx.tx.execute(sql`DELETE FROM purchase_sourcings WHERE company_id = ${ctx.actor.companyId} AND id = ${id}`);
  await audit(ctx.tx, ctx.actor, "delete", "purchase_sourcing", id, { request_id: sourcing.request_id });
}
