import {
  assignPriceBody,
  assignVendorBody,
  closeRequestLineBody,
  formatMoney,
  idParams,
  type Language,
  listQuery,
  orderableQuery,
  outstandingQuery,
  purchasingReports,
  quantity,
  remainingToOrder,
  translate,
} from "@neraca/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { documents } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import type { AuthState } from "../../platform/context.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { presentDocuments } from "../../platform/documents/documents.present.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { findDocument } from "../../platform/documents/documents.service.js";
import { runLineClosed } from "../../platform/documents/effects.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { listResponse } from "../../platform/pagination.js";
import { allowedCashbankIds } from "../master-data/cashbank-users.routes.js";
import { registerReport } from "../reports/register-report.js";
import { goodsReceiptDocument } from "./goods-receipt.document.js";
import { purchaseOrderDocument } from "./purchase-order.document.js";
import { purchaseRequestDocument, requestLines } from "./purchase-request.document.js";
import { masterPr, trackingRows } from "./purchasing.reports.js";
import { q, select } from "./purchasing.helpers.js";
import { assignPrices, assignVendors, awardedOpen, deleteSourcing, findSourcing, listSourcings } from "./sourcing.service.js";
import { listTracking, trackRequest } from "./tracking.service.js";
import { vendorAdvanceDocument } from "./vendor-advance.document.js";

const tags = ["purchasing"];
const can = (action: "create" | "read" | "update" | "delete", resource: "TxPurchaseRequest" | "TxPurchaseOrder" | "TxGoodsRecipient" = "TxPurchaseRequest") => ({
  permission: { action, resource },
});
const requestBase = purchaseRequestDocument.base;
/** Today in the company calendar (Asia/Jakarta) for the days a step has waited. */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Procurement (issue 12): requests, vendor and price assignment, orders, receipts, advances, tracking, reports. */
export const purchasingRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const run = <T>(request: FastifyRequest, work: (ctx: DocumentContext) => Promise<T>, readOnly = false) => {
    const actor: Actor = actorOf(request);
    return inTransaction(db, actor, (tx) => work({ tx, actor, language: request.language as Language }), { readOnly });
  };

  registerDocument(app, purchaseRequestDocument);
  registerDocument(app, purchaseOrderDocument);
  registerDocument(app, goodsReceiptDocument);
  registerDocument(app, vendorAdvanceDocument);

  // An advance is paid from a cash or bank account the user is mapped to (spec §6).
  app.addHook("preHandler", async (request) => {
    if (request.method !== "POST" || request.routeOptions.url !== `/api${vendorAdvanceDocument.base}`) return;
    const cashbankId = (request.body as { cashbank_id?: string } | undefined)?.cashbank_id;
    if (!cashbankId) return;
    const allowed = await inTransaction(db, actorOf(request), (tx) => allowedCashbankIds(tx, request.auth as AuthState), { readOnly: true });
    if (allowed !== "all" && !allowed.includes(cashbankId)) throw new AppError(403, "purchase_cashbank_not_allowed");
  });

  api.post(
    `${requestBase}/:id/close-line`,
    { config: can("update"), schema: { tags, params: idParams, body: closeRequestLineBody } },
    async (request) => {
      const data = await run(request, async (ctx) => {
        const doc = await findDocument(ctx, purchaseRequestDocument, request.params.id, true);
        if (doc.status !== "approved") throw new AppError(422, "purchase_request_not_approved");
        const [line] = (await requestLines(ctx, [doc.id], true)).filter((l) => l.id === request.body.line_id);
        if (!line) throw notFound();
        if (line.close_reason) throw new AppError(409, "purchase_line_already_closed");
        await ctx.tx.execute(
          sql`UPDATE purchase_request_lines SET closed_at = now(), closed_by = ${ctx.actor.userId}, close_reason = ${request.body.reason}
               WHERE company_id = ${ctx.actor.companyId} AND id = ${line.id}`,
        );
        // What the line still holds (of a budget) is given back.
        await runLineClosed(ctx, purchaseRequestDocument, { id: doc.id, date: doc.date }, line.line_no);
        await audit(ctx.tx, ctx.actor, "close_line", "purchase_request", doc.id, { line_id: line.id, line_no: line.line_no, reason: request.body.reason });
        return (await presentDocuments(ctx, purchaseRequestDocument, [doc]))[0];
      });
      return { message: translate("purchase_line_closed", request.language), data };
    },
  );

  api.get(`${requestBase}/outstanding`, { config: can("read"), schema: { tags, querystring: outstandingQuery } }, async (request) => {
    const query = request.query;
    const { rows, total } = await run(
      request,
      async (ctx) => {
        const where = sql`l.company_id = ${ctx.actor.companyId} AND d.status = 'approved' AND l.close_reason IS NULL AND l.ordered_quantity < l.quantity
          ${query.request_id ? sql` AND l.request_id = ${query.request_id}` : sql``}
          ${query.q ? sql` AND (d.number ILIKE ${`%${query.q}%`} OR r.requester ILIKE ${`%${query.q}%`} OR l.description ILIKE ${`%${query.q}%`} OR p.name ILIKE ${`%${query.q}%`})` : sql``}`;
        const from = sql`FROM purchase_request_lines l
          JOIN purchase_requests r ON r.company_id = l.company_id AND r.id = l.request_id
          JOIN documents d ON d.company_id = l.company_id AND d.id = l.request_id
          LEFT JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
          LEFT JOIN catalogue_items u ON u.company_id = l.company_id AND u.id = l.unit_id`;
        // Quantities and prices are NOT NULL columns (decimal strings); the ids are the lines' keys.
        const lines = await select<Record<string, string | number | null> & { request_line_id: string; quantity: string; ordered_quantity: string; estimated_price: string }>(
          ctx.tx,
          sql`SELECT r.id AS request_id, d.number AS request_number, r.date::text AS request_date, r.requester, r.needed_by::text AS needed_by,
                     l.id AS request_line_id, l.line_no, l.product_id, p.name AS product_name, l.description, l.unit_id, u.name AS unit_name,
                     l.quantity, l.ordered_quantity, l.estimated_price
              ${from} WHERE ${where} ORDER BY r.date, d.number, l.line_no LIMIT 1000`,
        );
        const open = await awardedOpen(
          ctx,
          lines.map((l) => l.request_line_id),
        );
        const all = lines.map((l) => {
          const remaining = remainingToOrder({ quantity: l.quantity, ordered_quantity: l.ordered_quantity, closed: false });
          return {
            ...l,
            quantity: q(l.quantity),
            ordered_quantity: q(l.ordered_quantity),
            remaining_quantity: remaining,
            awarded_open_quantity: q(open.get(l.request_line_id) ?? "0"),
            estimated_price: formatMoney(l.estimated_price),
          };
        });
        const staged = query.stage === "assign" ? all.filter((l) => quantity(l.remaining_quantity).greaterThan(quantity(l.awarded_open_quantity))) : all;
        return { rows: staged.slice((query.page - 1) * query.per_page, query.page * query.per_page), total: staged.length };
      },
      true,
    );
    return listResponse(rows, query, total);
  });

  // Assign vendor and assign price: the same records, created by the one and completed by the other.
  const sourcingList = z.strictObject({ ...listQuery.shape, status: z.enum(["vendors_assigned", "priced"]).optional(), request_id: z.uuid().optional() });
  for (const path of ["assign-vendor", "assign-price"] as const) {
    api.get(`${requestBase}/${path}`, { config: can("read"), schema: { tags, querystring: sourcingList } }, async (request) => {
      const { rows, total } = await run(request, (ctx) => listSourcings(ctx, request.query), true);
      return listResponse(rows, request.query, total);
    });
    api.get(`${requestBase}/${path}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => ({
      data: await run(request, (ctx) => findSourcing(ctx, request.params.id), true),
    }));
  }
  api.post(`${requestBase}/assign-vendor`, { config: can("create"), schema: { tags, body: assignVendorBody } }, async (request, reply) => {
    const data = await run(request, (ctx) => assignVendors(ctx, request.body));
    return reply.code(201).send({ message: translate("purchase_vendors_assigned", request.language), data });
  });
  api.delete(`${requestBase}/assign-vendor/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    await run(request, (ctx) => deleteSourcing(ctx, request.params.id));
    return { message: translate("deleted", request.language) };
  });
  api.put(`${requestBase}/assign-price/:id`, { config: can("update"), schema: { tags, params: idParams, body: assignPriceBody } }, async (request) => {
    const data = await run(request, (ctx) => assignPrices(ctx, request.params.id, request.body));
    return { message: translate("purchase_prices_assigned", request.language), data };
  });

  // What a purchase order is built from: quotes won and not yet fully ordered.
  api.get(`${purchaseOrderDocument.base}/orderable`, { config: can("read", "TxPurchaseOrder"), schema: { tags, querystring: orderableQuery } }, async (request) => {
    const data = await run(
      request,
      async (ctx) => {
        // The quotes' price (filtered NOT NULL below) and quantities (NOT NULL columns) are decimal strings.
        const rows = await select<Record<string, string | number | null> & { price: string; awarded_quantity: string; ordered_quantity: string }>(
          ctx.tx,
          sql`SELECT qt.id AS quote_id, qt.vendor_id, c.name AS vendor_name, r.id AS request_id, d.number AS request_number, l.id AS request_line_id, l.line_no,
                     l.product_id, p.name AS product_name, l.description, l.unit_id, qt.price, qt.awarded_quantity, qt.ordered_quantity
                FROM purchase_quotes qt
                JOIN purchase_request_lines l ON l.company_id = qt.company_id AND l.id = qt.request_line_id
                JOIN purchase_requests r ON r.company_id = l.company_id AND r.id = l.request_id
                JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
                JOIN contacts c ON c.company_id = qt.company_id AND c.id = qt.vendor_id
                LEFT JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
               WHERE qt.company_id = ${ctx.actor.companyId} AND d.status = 'approved' AND l.close_reason IS NULL
                 AND qt.awarded_quantity > qt.ordered_quantity AND qt.price IS NOT NULL
                 ${request.query.vendor_id ? sql` AND qt.vendor_id = ${request.query.vendor_id}` : sql``}
               ORDER BY c.name, d.number, l.line_no LIMIT 500`,
        );
        return rows.map((r) => ({
          ...r,
          price: formatMoney(r.price),
          awarded_quantity: q(r.awarded_quantity),
          ordered_quantity: q(r.ordered_quantity),
          remaining_quantity: quantity(r.awarded_quantity).minus(quantity(r.ordered_quantity)).toFixed(),
        }));
      },
      true,
    );
    return { data };
  });

  // The goods-recipient "invoice" screen picks an approved order that is not fully received.
  api.get(
    `${goodsReceiptDocument.base}/open-orders`,
    { config: can("read", "TxGoodsRecipient"), schema: { tags, querystring: z.strictObject({ q: z.string().trim().max(100).optional(), vendor_id: z.uuid().optional() }) } },
    async (request) => {
      const data = await run(
        request,
        async (ctx) => {
          const ids = await select<{ id: string }>(
            ctx.tx,
            sql`SELECT o.id FROM purchase_orders o JOIN documents d ON d.company_id = o.company_id AND d.id = o.id JOIN contacts c ON c.company_id = o.company_id AND c.id = o.vendor_id
                 WHERE o.company_id = ${ctx.actor.companyId} AND d.status = 'approved'
                   AND EXISTS (SELECT 1 FROM purchase_order_lines ol WHERE ol.company_id = o.company_id AND ol.order_id = o.id AND ol.received_quantity < ol.quantity)
                   ${request.query.vendor_id ? sql` AND o.vendor_id = ${request.query.vendor_id}` : sql``}
                   ${request.query.q ? sql` AND (d.number ILIKE ${`%${request.query.q}%`} OR c.name ILIKE ${`%${request.query.q}%`})` : sql``}
                 ORDER BY o.date DESC, d.number DESC LIMIT 100`,
          );
          if (ids.length === 0) return [];
          const rows = await ctx.tx
            .select()
            .from(documents)
            .where(and(eq(documents.companyId, ctx.actor.companyId), inArray(documents.id, ids.map((r) => r.id))))
            .orderBy(desc(documents.date), desc(documents.number));
          return presentDocuments(ctx, purchaseOrderDocument, rows);
        },
        true,
      );
      return { data };
    },
  );

  api.get(`${requestBase}/tracking`, { config: can("read"), schema: { tags, querystring: listQuery } }, async (request) => {
    const { rows, total } = await run(request, (ctx) => listTracking(ctx, request.query, today()), true);
    return listResponse(rows, request.query, total);
  });
  api.get(`${requestBase}/tracking/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => ({
    data: await run(request, (ctx) => trackRequest(ctx, request.params.id, today()), true),
  }));

  registerReport(app, purchasingReports["master-pr"], masterPr);
  registerReport(app, purchasingReports.tracking, trackingRows);
};
