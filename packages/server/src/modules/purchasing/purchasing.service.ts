import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { q, select } from "./purchasing.helpers.js";

/**
 * For payables (issue 13): the lines of approved purchase orders still to invoice — ordered less
 * invoiced, with what was received — optionally of one vendor or one order. Read it in the invoice's
 * transaction; to consume, lock the rows (`SELECT … FROM purchase_order_lines … FOR UPDATE`) and add
 * to `invoiced_quantity` (CHECK 0 ≤ invoiced ≤ quantity). See docs/procurement.md.
 */
export interface LineToInvoice {
  order_id: string;
  order_number: string;
  order_date: string;
  vendor_id: string;
  order_line_id: string;
  line_no: number;
  request_line_id: string | null;
  product_id: string | null;
  is_inventory: boolean;
  description: string | null;
  unit_id: string | null;
  price: string;
  discount_percent: string;
  tax_ids: string[];
  quantity: string;
  received_quantity: string;
  invoiced_quantity: string;
  /** quantity − invoiced */
  to_invoice_quantity: string;
  /** received − invoiced (never below zero): what a goods invoice may bill now */
  received_not_invoiced_quantity: string;
}

export async function orderLinesToInvoice(tx: Tx, companyId: string, filter: { vendorId?: string; orderId?: string } = {}): Promise<LineToInvoice[]> {
  const rows = await select<LineToInvoice>(
    tx,
    sql`SELECT o.id AS order_id, d.number AS order_number, o.date::text AS order_date, o.vendor_id, ol.id AS order_line_id, ol.line_no, ol.request_line_id,
               ol.product_id, COALESCE(p.is_inventory, false) AS is_inventory, COALESCE(ol.description, p.name) AS description, ol.unit_id,
               ol.price, ol.discount_percent, ol.tax_ids::text[] AS tax_ids, ol.quantity, ol.received_quantity, ol.invoiced_quantity,
               ol.quantity - ol.invoiced_quantity AS to_invoice_quantity,
               GREATEST(ol.received_quantity - ol.invoiced_quantity, 0) AS received_not_invoiced_quantity
          FROM purchase_order_lines ol
          JOIN purchase_orders o ON o.company_id = ol.company_id AND o.id = ol.order_id
          JOIN documents d ON d.company_id = o.company_id AND d.id = o.id
          LEFT JOIN products p ON p.company_id = ol.company_id AND p.id = ol.product_id
         WHERE ol.company_id = ${companyId} AND d.status = 'approved' AND ol.invoiced_quantity < ol.quantity
           ${filter.vendorId ? sql` AND o.vendor_id = ${filter.vendorId}` : sql``}
           ${filter.orderId ? sql` AND o.id = ${filter.orderId}` : sql``}
         ORDER BY o.date, d.number, ol.line_no
         LIMIT 1000`,
  );
  return rows.map((r) => ({
    ...r,
    quantity: q(r.quantity),
    received_quantity: q(r.received_quantity),
    invoiced_quantity: q(r.invoiced_quantity),
    to_invoice_quantity: q(r.to_invoice_quantity),
    received_not_invoiced_quantity: q(r.received_not_invoiced_quantity),
  }));
}

export { registerTrackingSource } from "./tracking.service.js";
