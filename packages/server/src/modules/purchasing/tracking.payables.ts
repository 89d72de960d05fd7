import type { TrackingEvent } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { idList, select } from "./purchasing.helpers.js";

interface Row {
  request_line_id: string;
  ordered: string;
  invoiced: string;
  invoice_at: string | null;
  invoice_by: string | null;
  invoice_numbers: string | null;
  invoices: number;
  posted: number;
  posted_at: string | null;
  posted_by: string | null;
  vouchered: number;
  voucher_at: string | null;
  voucher_numbers: string | null;
  open: string;
  paid_at: string | null;
  payment_numbers: string | null;
}

/**
 * The payables steps of request lines (issue 13's tables, read only): the purchase invoices that bill
 * the lines' orders (invoice: done once the invoices cover what was ordered), their posting to AP
 * (every one approved), vouchers (every one on an approved voucher) and payment (none left owing).
 */
export async function payablesEvents(tx: Tx, companyId: string, lineIds: readonly string[]): Promise<Map<string, TrackingEvent[]>> {
  if (lineIds.length === 0) return new Map();
  const rows = await select<Row>(
    tx,
    sql`WITH billed AS (
          SELECT ol.request_line_id, pi.id AS invoice_id, pd.number, pd.status, pi.date, pi.outstanding, pd.approval_history, pd.created_by,
                 sum(il.quantity) AS quantity
            FROM purchase_invoice_lines il
            JOIN purchase_order_lines ol ON ol.company_id = il.company_id AND ol.id = il.purchase_order_line_id
            JOIN purchase_invoices pi ON pi.company_id = il.company_id AND pi.id = il.invoice_id
            JOIN documents pd ON pd.company_id = pi.company_id AND pd.id = pi.id
           WHERE il.company_id = ${companyId} AND ol.request_line_id IN (${idList(lineIds)}) AND pd.status <> 'cancelled'
           GROUP BY ol.request_line_id, pi.id, pd.number, pd.status, pi.date, pi.outstanding, pd.approval_history, pd.created_by),
        vouchered AS (
          SELECT DISTINCT ON (b.request_line_id, b.invoice_id) b.request_line_id, b.invoice_id, vd.number, v.date
            FROM billed b
            JOIN payment_voucher_lines vl ON vl.company_id = ${companyId} AND vl.invoice_id = b.invoice_id
            JOIN payment_vouchers v ON v.company_id = vl.company_id AND v.id = vl.voucher_id
            JOIN documents vd ON vd.company_id = v.company_id AND vd.id = v.id AND vd.status = 'approved'
           ORDER BY b.request_line_id, b.invoice_id, v.date),
        paid AS (
          SELECT b.request_line_id, max(p.date) AS date, string_agg(DISTINCT ppd.number, ', ') AS numbers
            FROM billed b
            JOIN purchase_payment_lines pl ON pl.company_id = ${companyId} AND pl.invoice_id = b.invoice_id
            JOIN purchase_payments p ON p.company_id = pl.company_id AND p.id = pl.payment_id
            JOIN documents ppd ON ppd.company_id = p.company_id AND ppd.id = p.id AND ppd.status = 'approved'
           GROUP BY b.request_line_id)
        SELECT l.id AS request_line_id, l.ordered_quantity AS ordered,
               COALESCE((SELECT sum(quantity) FROM billed b WHERE b.request_line_id = l.id), 0) AS invoiced,
               (SELECT max(date)::text FROM billed b WHERE b.request_line_id = l.id) AS invoice_at,
               (SELECT u.user_name FROM billed b JOIN users u ON u.id = b.created_by WHERE b.request_line_id = l.id ORDER BY b.date DESC LIMIT 1) AS invoice_by,
               (SELECT string_agg(COALESCE(number, '—'), ', ') FROM billed b WHERE b.request_line_id = l.id) AS invoice_numbers,
               (SELECT count(*)::int FROM billed b WHERE b.request_line_id = l.id) AS invoices,
               (SELECT count(*)::int FROM billed b WHERE b.request_line_id = l.id AND b.status = 'approved') AS posted,
               (SELECT max(e->>'at') FROM billed b, jsonb_array_elements(b.approval_history) e WHERE b.request_line_id = l.id AND b.status = 'approved' AND e->>'action' IN ('submit', 'approve')) AS posted_at,
               (SELECT u.user_name FROM billed b, jsonb_array_elements(b.approval_history) e JOIN users u ON u.id::text = e->>'user_id'
                 WHERE b.request_line_id = l.id AND b.status = 'approved' AND e->>'action' IN ('submit', 'approve') ORDER BY e->>'at' DESC LIMIT 1) AS posted_by,
               (SELECT count(*)::int FROM vouchered v WHERE v.request_line_id = l.id) AS vouchered,
               (SELECT max(date)::text FROM vouchered v WHERE v.request_line_id = l.id) AS voucher_at,
               (SELECT string_agg(DISTINCT number, ', ') FROM vouchered v WHERE v.request_line_id = l.id) AS voucher_numbers,
               COALESCE((SELECT sum(outstanding) FROM billed b WHERE b.request_line_id = l.id AND b.status = 'approved'), 0) AS open,
               (SELECT date::text FROM paid p WHERE p.request_line_id = l.id) AS paid_at,
               (SELECT numbers FROM paid p WHERE p.request_line_id = l.id) AS payment_numbers
          FROM purchase_request_lines l
         WHERE l.company_id = ${companyId} AND l.id IN (${idList(lineIds)})`,
  );
  const out = new Map<string, TrackingEvent[]>();
  for (const r of rows) {
    if (r.invoices === 0) continue;
    const billedAll = Number(r.invoiced) >= Number(r.ordered) && Number(r.ordered) > 0;
    const postedAll = billedAll && r.posted === r.invoices;
    out.set(r.request_line_id, [
      { step: "invoice", at: billedAll ? r.invoice_at : null, by: r.invoice_by, reference: r.invoice_numbers },
      { step: "ap_posting", at: postedAll ? r.posted_at : null, by: r.posted_by, reference: r.posted ? r.invoice_numbers : null },
      { step: "voucher", at: postedAll && r.vouchered === r.invoices ? r.voucher_at : null, by: null, reference: r.voucher_numbers },
      { step: "payment", at: postedAll && Number(r.open) === 0 && r.paid_at ? r.paid_at : null, by: null, reference: r.payment_numbers },
    ]);
  }
  return out;
}

