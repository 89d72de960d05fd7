import type { TrackingEvent } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { registerTrackingSource } from "../purchasing/purchasing.service.js";
import { rowsOf } from "../reports/report-context.js";

interface Row {
  request_line_id: string;
  invoice_numbers: string | null;
  invoice_at: string | null;
  invoice_by: string | null;
  posted_at: string | null;
  posted_numbers: string | null;
  voucher_at: string | null;
  voucher_numbers: string | null;
  paid_at: string | null;
  payment_numbers: string | null;
  open_invoices: number;
}

/**
 * The purchase request tracking's last steps (procurement's timeline): for each request line, the
 * invoices billing its order lines (invoice), their posting to AP, the vouchers holding them and
 * the payments that settled them — "paid" once every posted invoice of the line is paid.
 */
export async function payablesTracking(tx: Tx, companyId: string, requestLineIds: readonly string[]): Promise<Map<string, TrackingEvent[]>> {
  if (requestLineIds.length === 0) return new Map();
  const ids = sql.join(
    requestLineIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      WITH inv AS (
        SELECT DISTINCT ol.request_line_id, pi.id, pi.outstanding, d.number, d.status, d.created_at, d.submitted_at, u.user_name
        FROM purchase_invoice_lines il
        JOIN purchase_order_lines ol ON ol.company_id = il.company_id AND ol.id = il.purchase_order_line_id
        JOIN purchase_invoices pi ON pi.company_id = il.company_id AND pi.id = il.invoice_id
        JOIN documents d ON d.company_id = pi.company_id AND d.id = pi.id AND d.status <> 'cancelled'
        LEFT JOIN users u ON u.id = d.created_by
        WHERE il.company_id = ${companyId} AND ol.request_line_id IN (${ids})
      )
      SELECT inv.request_line_id,
        string_agg(DISTINCT inv.number, ', ') AS invoice_numbers,
        min(inv.created_at)::text AS invoice_at, min(inv.user_name) AS invoice_by,
        max(inv.submitted_at) FILTER (WHERE inv.status = 'approved')::text AS posted_at,
        string_agg(DISTINCT inv.number, ', ') FILTER (WHERE inv.status = 'approved') AS posted_numbers,
        (SELECT max(vd.date)::text FROM payment_voucher_lines vl JOIN documents vd ON vd.company_id = vl.company_id AND vd.id = vl.voucher_id AND vd.status = 'approved'
          WHERE vl.company_id = ${companyId} AND vl.invoice_id IN (SELECT i2.id FROM inv i2 WHERE i2.request_line_id = inv.request_line_id)) AS voucher_at,
        (SELECT string_agg(DISTINCT vd.number, ', ') FROM payment_voucher_lines vl JOIN documents vd ON vd.company_id = vl.company_id AND vd.id = vl.voucher_id AND vd.status = 'approved'
          WHERE vl.company_id = ${companyId} AND vl.invoice_id IN (SELECT i2.id FROM inv i2 WHERE i2.request_line_id = inv.request_line_id)) AS voucher_numbers,
        (SELECT max(pp.date)::text FROM purchase_payment_lines pl JOIN purchase_payments pp ON pp.company_id = pl.company_id AND pp.id = pl.payment_id
           JOIN documents pd ON pd.company_id = pl.company_id AND pd.id = pl.payment_id AND pd.status = 'approved'
          WHERE pl.company_id = ${companyId} AND pl.invoice_id IN (SELECT i2.id FROM inv i2 WHERE i2.request_line_id = inv.request_line_id)) AS paid_at,
        (SELECT string_agg(DISTINCT pd.number, ', ') FROM purchase_payment_lines pl
           JOIN documents pd ON pd.company_id = pl.company_id AND pd.id = pl.payment_id AND pd.status = 'approved'
          WHERE pl.company_id = ${companyId} AND pl.invoice_id IN (SELECT i2.id FROM inv i2 WHERE i2.request_line_id = inv.request_line_id)) AS payment_numbers,
        count(*) FILTER (WHERE inv.status = 'approved' AND inv.outstanding > 0)::int AS open_invoices
      FROM inv
      GROUP BY inv.request_line_id`),
  );
  const out = new Map<string, TrackingEvent[]>();
  for (const r of rows) {
    out.set(r.request_line_id, [
      { step: "invoice", at: r.invoice_at, by: r.invoice_by, reference: r.invoice_numbers },
      { step: "ap_posting", at: r.posted_at, by: null, reference: r.posted_numbers },
      { step: "voucher", at: r.voucher_at, by: null, reference: r.voucher_numbers },
      // Paid once nothing posted for the line is left to pay.
      { step: "payment", at: r.open_invoices === 0 && r.posted_at ? r.paid_at : null, by: null, reference: r.payment_numbers },
    ]);
  }
  return out;
}

let registered = false;
/** Registers the payables steps with procurement's tracking, once per process. */
export function registerPayablesTracking() {
  if (registered) return;
  registered = true;
  registerTrackingSource(payablesTracking);
}
