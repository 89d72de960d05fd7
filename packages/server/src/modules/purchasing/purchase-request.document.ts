import {
  formatMoney,
  lineAmounts,
  type MessageKey,
  type PurchaseRequestBody,
  purchaseRequestBody,
  type RequestProgress,
  quantity,
  remainingToOrder,
  sumMoney,
  translate,
  purchaseRequestResponse,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { purchaseRequestLines, purchaseRequests } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { standardSignatures } from "../../platform/print.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { checkReferences, idList, q, select } from "./purchasing.helpers.js";

export interface RequestLineRow {
  id: string;
  request_id: string;
  line_no: number;
  product_id: string | null;
  product_name: string | null;
  is_inventory: boolean;
  description: string | null;
  quantity: string;
  unit_id: string | null;
  unit_name: string | null;
  estimated_price: string;
  ordered_quantity: string;
  /** Received on approved orders of this line. */
  received_quantity: string;
  closed_at: string | null;
  close_reason: string | null;
}

export interface RequestContent {
  id: string;
  date: string;
  requester: string;
  office_id: string | null;
  work_unit_id: string | null;
  work_unit_name: string | null;
  activity_id: string | null;
  activity_name: string | null;
  needed_by: string | null;
  purpose: string | null;
  tag_ids: string[];
  estimated_total: string;
  /** The document's status (read with the content, for `progress`). */
  document_status: string;
  lines: RequestLineRow[];
}

/** The lines of requests, with product and unit names and what approved orders received of them. */
export async function requestLines(ctx: DocumentContext, requestIds: readonly string[], lock = false): Promise<RequestLineRow[]> {
  if (requestIds.length === 0) return [];
  return select<RequestLineRow>(
    ctx.tx,
    sql`SELECT l.id, l.request_id, l.line_no, l.product_id, p.name AS product_name, COALESCE(p.is_inventory, false) AS is_inventory,
          l.description, l.quantity, l.unit_id, u.name AS unit_name, l.estimated_price, l.ordered_quantity,
          COALESCE((SELECT sum(ol.received_quantity) FROM purchase_order_lines ol JOIN documents d ON d.company_id = ol.company_id AND d.id = ol.order_id
                    WHERE ol.company_id = l.company_id AND ol.request_line_id = l.id AND d.status = 'approved'), 0) AS received_quantity,
          to_char(l.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS closed_at, l.close_reason
        FROM purchase_request_lines l
        LEFT JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
        LEFT JOIN catalogue_items u ON u.company_id = l.company_id AND u.id = l.unit_id
        WHERE l.company_id = ${ctx.actor.companyId} AND l.request_id IN (${idList(requestIds)})
        ORDER BY l.request_id, l.line_no${lock ? sql` FOR UPDATE OF l` : sql``}`,
  );
}

const lineLabel = (l: Pick<RequestLineRow, "product_name" | "description">) => l.description ?? l.product_name ?? "";

/** Where an approved request stands: ordered, received or closed, from its lines. */
export function progressOf(status: string, lines: readonly RequestLineRow[]): RequestProgress {
  if (status !== "approved") return "open";
  const open = lines.filter((l) => !l.close_reason);
  const ordered = lines.filter((l) => !quantity(l.ordered_quantity).isZero());
  if (open.length === 0 && ordered.length === 0) return "closed";
  if (ordered.length === 0) return "open";
  const waiting = open.some((l) => remainingToOrder({ quantity: l.quantity, ordered_quantity: l.ordered_quantity, closed: false }) !== "0");
  if (waiting) return "partly_ordered";
  const received = ordered.filter((l) => !quantity(l.received_quantity).isZero());
  if (received.length === 0) return "ordered";
  return ordered.every((l) => quantity(l.received_quantity).greaterThanOrEqualTo(quantity(l.ordered_quantity))) ? "received" : "partly_received";
}

async function validate(ctx: DocumentContext, body: PurchaseRequestBody) {
  const problems = new FieldProblems(ctx.language);
  await checkReferences(ctx, problems, "offices", [{ field: "office_id", id: body.office_id }]);
  await checkReferences(ctx, problems, "work_units", [{ field: "work_unit_id", id: body.work_unit_id }]);
  await checkReferences(ctx, problems, "dimension_items", [{ field: "activity_id", id: body.activity_id, name: "activity" }], sql`kind = 'activity'`);
  await checkReferences(ctx, problems, "tags", body.tag_ids.map((id, i) => ({ field: `tag_ids.${i}`, id, name: "tags" })));
  await checkReferences(
    ctx,
    problems,
    "products",
    body.details.map((d, i) => ({ field: `details.${i}.product_id`, id: d.product_id, name: "product" })),
  );
  await checkReferences(
    ctx,
    problems,
    "catalogue_items",
    body.details.map((d, i) => ({ field: `details.${i}.unit_id`, id: d.unit_id })),
    sql`kind = 'unit'`,
  );
  problems.throwIfAny();
}

const estimatedTotal = (body: PurchaseRequestBody) =>
  formatMoney(sumMoney(body.details.map((d) => lineAmounts({ quantity: d.quantity, price: d.estimated_price }).total)));

/**
 * Purchase requests (`/transactions/purchase-request`): what a department needs, approved through the
 * purchase-request levels by its estimated total. Approved lines are what purchasing assigns vendors
 * and prices to and orders; a line may be closed by hand with a reason.
 */
export const purchaseRequestDocument: DocumentType<PurchaseRequestBody, RequestContent, typeof purchaseRequestResponse> = {
  type: "purchase_request",
  base: "/transactions/purchase-request",
  resource: "TxPurchaseRequest",
  title: { en: "Purchase request", id: "Permintaan pembelian" },
  numberType: "purchase_request",
  approvalModule: "purchase_request",
  cancel: "remove",
  body: purchaseRequestBody,
  response: purchaseRequestResponse,
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const headers = await select<Omit<RequestContent, "lines">>(
      ctx.tx,
      sql`SELECT r.id, r.date::text AS date, r.requester, r.office_id, r.work_unit_id, w.name AS work_unit_name, r.activity_id,
            a.name AS activity_name, r.needed_by::text AS needed_by, r.purpose, r.tag_ids::text[] AS tag_ids, r.estimated_total, COALESCE(d.status, 'draft') AS document_status
          FROM purchase_requests r
          LEFT JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
          LEFT JOIN work_units w ON w.company_id = r.company_id AND w.id = r.work_unit_id
          LEFT JOIN dimension_items a ON a.company_id = r.company_id AND a.id = r.activity_id
          WHERE r.company_id = ${ctx.actor.companyId} AND r.id IN (${idList(ids)})`,
    );
    const lines = await requestLines(
      ctx,
      headers.map((h) => h.id),
    );
    return new Map(headers.map((h) => [h.id, { ...h, lines: lines.filter((l) => l.request_id === h.id) }]));
  },
  async save(ctx, id, body, created) {
    await validate(ctx, body);
    const values = {
      date: body.date,
      requester: body.requester,
      officeId: body.office_id,
      workUnitId: body.work_unit_id,
      activityId: body.activity_id,
      neededBy: body.needed_by,
      purpose: body.purpose,
      tagIds: body.tag_ids,
      estimatedTotal: estimatedTotal(body),
    };
    if (created) {
      await ctx.tx.insert(purchaseRequests).values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...values });
    } else {
      await ctx.tx.execute(sql`DELETE FROM purchase_request_lines WHERE company_id = ${ctx.actor.companyId} AND request_id = ${id}`);
      const updated = await ctx.tx
        .update(purchaseRequests)
        .set({ ...values, updatedAt: sql`now()` })
        .where(sql`company_id = ${ctx.actor.companyId} AND id = ${id}`)
        .returning({ id: purchaseRequests.id });
      if (updated.length === 0) throw notFound();
    }
    await ctx.tx.insert(purchaseRequestLines).values(
      body.details.map((d, i) => ({
        companyId: ctx.actor.companyId,
        id: newId(),
        requestId: id,
        lineNo: i + 1,
        productId: d.product_id,
        description: d.description,
        quantity: d.quantity,
        unitId: d.unit_id,
        estimatedPrice: d.estimated_price,
      })),
    );
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM purchase_requests WHERE company_id = ${ctx.actor.companyId} AND id = ${id}`);
  },
  summary: (c) => ({ date: c.date, officeId: c.office_id, description: c.purpose ?? c.requester, amount: c.estimated_total }),
  async released(content, _state, ctx) {
    // A request others built on stays: its orders and vendor assignments go first.
    const [used] = await select<{ n: number }>(
      ctx.tx,
      sql`SELECT (SELECT count(*) FROM purchase_sourcings WHERE company_id = ${ctx.actor.companyId} AND request_id = ${content.id})::int
            + (SELECT count(*) FROM purchase_request_lines WHERE company_id = ${ctx.actor.companyId} AND request_id = ${content.id} AND ordered_quantity > 0)::int AS n`,
    );
    if ((used?.n ?? 0) > 0) throw new AppError(409, "purchase_request_in_use");
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t("print_purchase_request"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: c.date, kind: "date" as const },
        { label: t("print_needed_by"), value: c.needed_by, kind: "date" as const },
      ],
      party: { label: t("print_requester"), name: c.requester },
      fields: [
        { label: t("print_work_unit"), value: c.work_unit_name },
        { label: t("print_activity"), value: c.activity_name },
        { label: t("print_purpose"), value: c.purpose },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "item", title: t("print_item") },
        { key: "quantity", title: t("print_quantity"), kind: "number" as const, width: 50 },
        { key: "unit", title: t("print_unit"), width: 50 },
        { key: "price", title: t("print_estimated_price"), kind: "money" as const, width: 90 },
        { key: "amount", title: t("print_amount"), kind: "money" as const, width: 95 },
      ],
      lines: c.lines.map((l) => ({
        item: lineLabel(l),
        quantity: q(l.quantity),
        unit: l.unit_name,
        price: formatMoney(l.estimated_price),
        amount: lineAmounts({ quantity: l.quantity, price: l.estimated_price }).total,
      })),
      totals: [{ label: t("print_estimated_total"), amount: formatMoney(c.estimated_total) }],
      amountInWords: formatMoney(c.estimated_total),
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    return {
      id: c.id,
      date: c.date,
      requester: c.requester,
      office_id: c.office_id,
      work_unit_id: c.work_unit_id,
      work_unit_name: c.work_unit_name,
      activity_id: c.activity_id,
      activity_name: c.activity_name,
      needed_by: c.needed_by,
      purpose: c.purpose,
      tag_ids: c.tag_ids,
      estimated_total: formatMoney(c.estimated_total),
      progress: progressOf(c.document_status, c.lines),
      details: c.lines.map((l) => ({
        id: l.id,
        line_no: l.line_no,
        product_id: l.product_id,
        product_name: l.product_name,
        is_inventory: l.is_inventory,
        description: l.description,
        quantity: q(l.quantity),
        unit_id: l.unit_id,
        unit_name: l.unit_name,
        estimated_price: formatMoney(l.estimated_price),
        estimated_amount: lineAmounts({ quantity: l.quantity, price: l.estimated_price }).total,
        ordered_quantity: q(l.ordered_quantity),
        remaining_quantity: remainingToOrder({ quantity: l.quantity, ordered_quantity: l.ordered_quantity, closed: !!l.close_reason }),
        closed: !!l.close_reason,
        close_reason: l.close_reason,
        closed_at: l.closed_at,
      })),
    };
  },
};
