import { lineAmounts, money } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { type InvoiceContent, purchaseInvoiceDocument } from "../payables/purchase-invoice.document.js";
import { type OrderContent, purchaseOrderDocument } from "../purchasing/purchase-order.document.js";
import { purchaseRequestDocument, type RequestContent } from "../purchasing/purchase-request.document.js";
import { rowsOf } from "../reports/report-context.js";
import { type CommitItem, registerCommitmentSource, type TakeOver } from "./control.js";

/** The account a product's purchase is booked to: its inventory account when stocked, else its purchase account. */
async function purchaseAccounts(ctx: DocumentContext, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, string | null>();
  const rows = rowsOf<{ id: string; account_id: string | null }>(
    await ctx.tx.execute(sql`SELECT id, CASE WHEN is_inventory THEN coalesce(inventory_account_id, purchase_account_id) ELSE purchase_account_id END AS account_id
      FROM products WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...productIds])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, r.account_id]));
}

/**
 * The documents under budget control (issue 32), each with what it holds: a purchase request its
 * lines at their estimated price, on the product's purchase account and the request's office, work
 * unit and activity; an order its lines at their net price, on the same dimensions as the requests
 * they come from, taking over those requests' lines; a purchase invoice (spent, holding nothing) takes
 * over its orders' lines as it bills them.
 */
export function registerBudgetSources() {
  registerCommitmentSource<RequestContent>({
    documentType: "purchase_request",
    type: purchaseRequestDocument,
    async items(content, ctx): Promise<CommitItem[]> {
      const accounts = await purchaseAccounts(ctx, content.lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
      return content.lines.map((l) => ({
        line: l.line_no,
        account_id: l.product_id ? (accounts.get(l.product_id) ?? null) : null,
        office_id: content.office_id,
        work_unit_id: content.work_unit_id,
        activity_id: content.activity_id,
        element_id: null,
        amount: lineAmounts({ quantity: l.quantity, price: l.estimated_price }).total,
      }));
    },
  });
  registerCommitmentSource<OrderContent>({
    documentType: "purchase_order",
    type: purchaseOrderDocument,
    async items(content, ctx): Promise<CommitItem[]> {
      const accounts = await purchaseAccounts(ctx, content.lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
      const requests = await requestHeads(ctx, content.lines.flatMap((l) => (l.request_id ? [l.request_id] : [])));
      return content.lines.map((l) => {
        const request = l.request_id ? requests.get(l.request_id) : undefined;
        return {
          line: l.line_no,
          account_id: (l.product_id ? accounts.get(l.product_id) : null) ?? null,
          office_id: content.office_id ?? request?.office_id ?? null,
          work_unit_id: request?.work_unit_id ?? null,
          activity_id: request?.activity_id ?? null,
          element_id: null,
          amount: lineAmounts({ quantity: l.quantity, price: l.price, discount_percent: l.discount_percent }).amount,
        };
      });
    },
    async takesOver(content, ctx): Promise<TakeOver[]> {
      const ids = content.lines.flatMap((l) => (l.request_line_id ? [l.request_line_id] : []));
      if (ids.length === 0) return [];
      const lines = new Map(
        rowsOf<{ id: string; request_id: string; line_no: number; estimated_price: string }>(
          await ctx.tx.execute(sql`SELECT id, request_id, line_no, estimated_price::text AS estimated_price FROM purchase_request_lines
            WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(ids)}::uuid[])`),
        ).map((r) => [r.id, r]),
      );
      return content.lines.flatMap((l) => {
        const r = l.request_line_id ? lines.get(l.request_line_id) : undefined;
        return r ? [{ sourceId: r.request_id, sourceLine: r.line_no, amount: lineAmounts({ quantity: l.quantity, price: r.estimated_price }).total }] : [];
      });
    },
  });
  registerCommitmentSource<InvoiceContent>({
    documentType: "purchase_invoice",
    type: purchaseInvoiceDocument,
    // Spent when approved (its journal is the actual): checked by its lines' amounts in base, holding nothing.
    spends: true,
    async items(content): Promise<CommitItem[]> {
      const rate = content.invoice.currency && content.invoice.currency !== content.baseCurrency ? (content.invoice.rate ?? "1") : "1";
      return content.lines.map((l) => ({
        line: l.lineNo,
        account_id: l.accountId,
        office_id: content.invoice.officeId ?? null,
        work_unit_id: null,
        activity_id: null,
        element_id: null,
        amount: money(l.amount).times(rate).toDecimalPlaces(2).toFixed(2),
      }));
    },
    async takesOver(content, ctx): Promise<TakeOver[]> {
      const orderLines = content.lines.filter((l) => l.purchaseOrderLineId || l.goodsReceiptLineId);
      if (orderLines.length === 0) return [];
      const rows = rowsOf<{ key: number; order_id: string; line_no: number; price: string; discount_percent: string }>(
        await ctx.tx.execute(sql`SELECT k.key, ol.order_id, ol.line_no, ol.price::text AS price, ol.discount_percent::text AS discount_percent
          FROM unnest(${sql.param(orderLines.map((l) => l.lineNo))}::int[], ${sql.param(orderLines.map((l) => l.purchaseOrderLineId))}::uuid[], ${sql.param(orderLines.map((l) => l.goodsReceiptLineId))}::uuid[]) AS k (key, order_line_id, receipt_line_id)
          LEFT JOIN goods_receipt_lines gl ON gl.company_id = ${ctx.actor.companyId} AND gl.id = k.receipt_line_id
          JOIN purchase_order_lines ol ON ol.company_id = ${ctx.actor.companyId} AND ol.id = coalesce(k.order_line_id, gl.order_line_id)`),
      );
      const byLine = new Map(rows.map((r) => [r.key, r]));
      return orderLines.flatMap((l) => {
        const o = byLine.get(l.lineNo);
        return o ? [{ sourceId: o.order_id, sourceLine: o.line_no, amount: lineAmounts({ quantity: l.quantity, price: o.price, discount_percent: o.discount_percent }).amount }] : [];
      });
    },
  });
}

/** The office, work unit and activity of requests, by id. */
async function requestHeads(ctx: DocumentContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { office_id: string | null; work_unit_id: string | null; activity_id: string | null }>();
  const rows = rowsOf<{ id: string; office_id: string | null; work_unit_id: string | null; activity_id: string | null }>(
    await ctx.tx.execute(sql`SELECT id, office_id, work_unit_id, activity_id FROM purchase_requests WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...new Set(ids)])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}
