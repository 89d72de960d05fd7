import { quantity, type TrackingEvent, type TrackingStepKey, timeline } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { notFound } from "../../platform/errors.js";
import { progressOf, requestLines } from "./purchase-request.document.js";
import { payablesEvents } from "./tracking.payables.js";
import { idList, isoTime, q, select } from "./purchasing.helpers.js";

/**
 * The later steps of a request line (invoice, AP posting, voucher, payment) belong to payables
 * (issue 13) and are read from its tables (`tracking.payables.ts`); another source registered here
 * adds steps or replaces them (later events of a step win).
 */
export type TrackingSource = (tx: Tx, companyId: string, requestLineIds: readonly string[]) => Promise<Map<string, TrackingEvent[]>>;
const sources: TrackingSource[] = [];
export function registerTrackingSource(source: TrackingSource) {
  sources.push(source);
  return () => {
    const at = sources.indexOf(source);
    if (at >= 0) sources.splice(at, 1);
  };
}
/** Payables (issue 13) is part of the product: its steps are always read. */
export const payablesTracked = () => true;

interface RequestHeader {
  id: string;
  number: string | null;
  date: string;
  requester: string;
  status: string;
  requested_by_name: string | null;
  approved_at: string | null;
  approved_by_name: string | null;
}

const requestHeaders = (companyId: string) => sql`
  SELECT r.id, d.number, r.date::text AS date, r.requester, d.status, ru.user_name AS requested_by_name,
         CASE WHEN d.status = 'approved' THEN (SELECT max(e->>'at') FROM jsonb_array_elements(d.approval_history) e WHERE e->>'action' IN ('submit', 'approve')) END AS approved_at,
         (SELECT u.user_name FROM jsonb_array_elements(d.approval_history) e JOIN users u ON u.id::text = e->>'user_id'
           WHERE d.status = 'approved' AND e->>'action' IN ('submit', 'approve') ORDER BY e->>'at' DESC LIMIT 1) AS approved_by_name
    FROM purchase_requests r
    JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
    LEFT JOIN users ru ON ru.id = d.requested_by
   WHERE r.company_id = ${companyId}`;

interface LineEvents {
  vendor_at: string | null;
  vendor_by: string | null;
  vendor_names: string | null;
  price_at: string | null;
  price_by: string | null;
  winners: string | null;
  order_at: string | null;
  order_numbers: string | null;
  order_by: string | null;
  ordered: string;
  received: string;
  receipt_at: string | null;
  receipt_numbers: string | null;
  receipt_by: string | null;
}

/** Per request line: when vendors were assigned, prices chosen, orders approved and goods received. */
async function lineEvents(ctx: DocumentContext, lineIds: readonly string[]): Promise<Map<string, LineEvents>> {
  if (lineIds.length === 0) return new Map();
  const company = ctx.actor.companyId;
  const rows = await select<LineEvents & { id: string }>(
    ctx.tx,
    sql`SELECT l.id,
          (SELECT ${isoTime(sql`min(s.created_at)`)} FROM purchase_quotes qt JOIN purchase_sourcings s ON s.company_id = qt.company_id AND s.id = qt.sourcing_id
            WHERE qt.company_id = l.company_id AND qt.request_line_id = l.id) AS vendor_at,
          (SELECT u.user_name FROM purchase_quotes qt JOIN purchase_sourcings s ON s.company_id = qt.company_id AND s.id = qt.sourcing_id JOIN users u ON u.id = s.created_by
            WHERE qt.company_id = l.company_id AND qt.request_line_id = l.id ORDER BY s.created_at LIMIT 1) AS vendor_by,
          (SELECT string_agg(DISTINCT c.name, ', ') FROM purchase_quotes qt JOIN contacts c ON c.company_id = qt.company_id AND c.id = qt.vendor_id
            WHERE qt.company_id = l.company_id AND qt.request_line_id = l.id) AS vendor_names,
          (SELECT ${isoTime(sql`min(s.priced_at)`)} FROM purchase_quotes qt JOIN purchase_sourcings s ON s.company_id = qt.company_id AND s.id = qt.sourcing_id
            WHERE qt.company_id = l.company_id AND qt.request_line_id = l.id AND qt.awarded_quantity > 0) AS price_at,
          (SELECT u.user_name FROM purchase_quotes qt JOIN purchase_sourcings s ON s.company_id = qt.company_id AND s.id = qt.sourcing_id JOIN users u ON u.id = s.priced_by
            WHERE qt.company_id = l.company_id AND qt.request_line_id = l.id AND qt.awarded_quantity > 0 ORDER BY s.priced_at LIMIT 1) AS price_by,
          (SELECT string_agg(c.name || ' ' || trim(trailing '.' from trim(trailing '0' from qt.awarded_quantity::text)), ', ') FROM purchase_quotes qt JOIN contacts c ON c.company_id = qt.company_id AND c.id = qt.vendor_id
            WHERE qt.company_id = l.company_id AND qt.request_line_id = l.id AND qt.awarded_quantity > 0) AS winners,
          (SELECT max(e->>'at') FROM purchase_order_lines ol JOIN documents d ON d.company_id = ol.company_id AND d.id = ol.order_id, jsonb_array_elements(d.approval_history) e
            WHERE ol.company_id = l.company_id AND ol.request_line_id = l.id AND d.status = 'approved' AND e->>'action' IN ('submit', 'approve')) AS order_at,
          (SELECT string_agg(DISTINCT d.number, ', ') FROM purchase_order_lines ol JOIN documents d ON d.company_id = ol.company_id AND d.id = ol.order_id
            WHERE ol.company_id = l.company_id AND ol.request_line_id = l.id AND d.status = 'approved') AS order_numbers,
          (SELECT u.user_name FROM purchase_order_lines ol JOIN documents d ON d.company_id = ol.company_id AND d.id = ol.order_id JOIN users u ON u.id = d.requested_by
            WHERE ol.company_id = l.company_id AND ol.request_line_id = l.id AND d.status = 'approved' ORDER BY d.submitted_at DESC LIMIT 1) AS order_by,
          l.ordered_quantity AS ordered,
          COALESCE((SELECT sum(ol.received_quantity) FROM purchase_order_lines ol JOIN documents d ON d.company_id = ol.company_id AND d.id = ol.order_id
            WHERE ol.company_id = l.company_id AND ol.request_line_id = l.id AND d.status = 'approved'), 0) AS received,
          (SELECT max(g.date)::text FROM goods_receipt_lines gl JOIN goods_receipts g ON g.company_id = gl.company_id AND g.id = gl.receipt_id
             JOIN documents gd ON gd.company_id = g.company_id AND gd.id = g.id JOIN purchase_order_lines ol ON ol.company_id = gl.company_id AND ol.id = gl.order_line_id
            WHERE gl.company_id = l.company_id AND ol.request_line_id = l.id AND gd.status = 'approved') AS receipt_at,
          (SELECT string_agg(DISTINCT gd.number, ', ') FROM goods_receipt_lines gl JOIN documents gd ON gd.company_id = gl.company_id AND gd.id = gl.receipt_id
             JOIN purchase_order_lines ol ON ol.company_id = gl.company_id AND ol.id = gl.order_line_id
            WHERE gl.company_id = l.company_id AND ol.request_line_id = l.id AND gd.status = 'approved') AS receipt_numbers,
          (SELECT g.receiver FROM goods_receipt_lines gl JOIN goods_receipts g ON g.company_id = gl.company_id AND g.id = gl.receipt_id
             JOIN documents gd ON gd.company_id = g.company_id AND gd.id = g.id JOIN purchase_order_lines ol ON ol.company_id = gl.company_id AND ol.id = gl.order_line_id
            WHERE gl.company_id = l.company_id AND ol.request_line_id = l.id AND gd.status = 'approved' ORDER BY g.date DESC LIMIT 1) AS receipt_by
        FROM purchase_request_lines l
       WHERE l.company_id = ${company} AND l.id IN (${idList(lineIds)})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const event = (step: TrackingStepKey, at: string | null, by: string | null, reference: string | null): TrackingEvent => ({ step, at, by, reference });

/** The timelines of requests' lines, as of `today`. */
export async function trackRequests(ctx: DocumentContext, requestIds: readonly string[], today: string) {
  if (requestIds.length === 0) return [];
  const headers = await select<RequestHeader>(ctx.tx, sql`${requestHeaders(ctx.actor.companyId)} AND r.id IN (${idList(requestIds)})`);
  const lines = await requestLines(ctx, requestIds);
  const events = await lineEvents(
    ctx,
    lines.map((l) => l.id),
  );
  // Payables' steps from its tables; a registered source (a fixture in tests) may add or replace them.
  const later = await payablesEvents(
    ctx.tx,
    ctx.actor.companyId,
    lines.map((l) => l.id),
  );
  for (const source of sources) {
    const found = await source(
      ctx.tx,
      ctx.actor.companyId,
      lines.map((l) => l.id),
    );
    for (const [lineId, list] of found) later.set(lineId, [...(later.get(lineId) ?? []), ...list]);
  }
  return headers.map((h) => {
    const own = lines.filter((l) => l.request_id === h.id);
    return {
      request_id: h.id,
      request_number: h.number,
      date: h.date,
      requester: h.requester,
      status: h.status,
      progress: progressOf(h.status, own),
      payables_tracked: payablesTracked(),
      lines: own.map((l) => {
        const e = events.get(l.id) as LineEvents;
        const fullyReceived = !quantity(e.ordered).isZero() && quantity(e.received).greaterThanOrEqualTo(quantity(e.ordered));
        const fullyOrdered = quantity(e.ordered).greaterThanOrEqualTo(quantity(l.quantity));
        const list = [
          event("request", h.date, h.requested_by_name, h.number),
          event("approval", h.approved_at, h.approved_by_name, null),
          event("vendor", e.vendor_at, e.vendor_by, e.vendor_names),
          event("price", e.price_at, e.price_by, e.winners),
          // An order step is done when the line is fully ordered; received likewise.
          event("order", fullyOrdered || (l.close_reason && e.order_at) ? e.order_at : null, e.order_by, e.order_numbers),
          event("receipt", fullyReceived && (fullyOrdered || l.close_reason) ? e.receipt_at : null, e.receipt_by, e.receipt_numbers ? `${e.receipt_numbers} (${q(e.received)}/${q(e.ordered)})` : null),
          ...(later.get(l.id) ?? []),
        ];
        const t = timeline(list, today, { closed: !!l.close_reason });
        const doneDates = t.steps.flatMap((s) => (s.at ? [s.at] : []));
        const last = t.waiting ? today : (doneDates.sort().at(-1) ?? h.date);
        return {
          request_line_id: l.id,
          line_no: l.line_no,
          description: l.description ?? l.product_name ?? "",
          quantity: q(l.quantity),
          closed: !!l.close_reason,
          close_reason: l.close_reason,
          waiting: t.waiting,
          stuck: t.stuck,
          days_total: daysFrom(h.date, last),
          steps: t.steps,
        };
      }),
    };
  });
}

const daysFrom = (from: string, to: string) => Math.max(0, Math.floor((Date.parse(to.length === 10 ? `${to}T00:00:00Z` : to) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));

export async function trackRequest(ctx: DocumentContext, id: string, today: string) {
  const [found] = await trackRequests(ctx, [id], today);
  if (!found) throw notFound();
  return found;
}

/** A request all of whose lines still open went as far as payment: its invoices are paid. */
const paidInFull = (t: { lines: readonly { closed: boolean; steps: readonly { step: string; state: string }[] }[] }) => {
  const open = t.lines.filter((l) => !l.closed);
  return open.length > 0 && open.every((l) => l.steps.some((s) => s.step === "payment" && s.state === "done"));
};

/** Approved requests (paged, newest first) with their tracking summary. */
export async function listTracking(ctx: DocumentContext, query: { page: number; per_page: number; q?: string }, today: string) {
  const filter = query.q ? sql` AND (d.number ILIKE ${`%${query.q}%`} OR r.requester ILIKE ${`%${query.q}%`})` : sql``;
  const ids = await select<{ id: string }>(
    ctx.tx,
    sql`SELECT r.id FROM purchase_requests r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
         WHERE r.company_id = ${ctx.actor.companyId} AND d.status = 'approved'${filter}
         ORDER BY r.date DESC, d.number DESC LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
  );
  const [count] = await select<{ n: number }>(
    ctx.tx,
    sql`SELECT count(*)::int AS n FROM purchase_requests r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
         WHERE r.company_id = ${ctx.actor.companyId} AND d.status = 'approved'${filter}`,
  );
  const tracked = await trackRequests(
    ctx,
    ids.map((r) => r.id),
    today,
  );
  const order = new Map(ids.map((r, i) => [r.id, i]));
  tracked.sort((a, b) => (order.get(a.request_id) ?? 0) - (order.get(b.request_id) ?? 0));
  return {
    rows: tracked.map((t) => ({
      request_id: t.request_id,
      request_number: t.request_number,
      date: t.date,
      requester: t.requester,
      progress: paidInFull(t) ? ("paid" as const) : t.progress,
      line_count: t.lines.length,
      stuck_count: t.lines.filter((l) => l.stuck).length,
      waiting: [...new Set(t.lines.map((l) => l.waiting).filter((w): w is TrackingStepKey => w !== null))],
      days_total: Math.max(0, ...t.lines.map((l) => l.days_total)),
    })),
    total: count?.n ?? 0,
  };
}
