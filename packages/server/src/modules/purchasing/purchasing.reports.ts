import { formatMoney, type masterPrReport, type ReportResponse, sumMoney, type trackingReport } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import type { ReportContext } from "../reports/report-context.js";
import { progressOf, requestLines } from "./purchase-request.document.js";
import { idList, select } from "./purchasing.helpers.js";
import { trackRequests } from "./tracking.service.js";

/** Reports read at most this many requests (newest first). */
export const REPORT_REQUESTS_MAX = 2000;

const documentContext = (ctx: ReportContext): DocumentContext => ({ tx: ctx.tx, actor: { companyId: ctx.companyId, userId: "" }, language: ctx.language });
const inList = (column: string, ids: readonly string[] | undefined) => (ids?.length ? sql` AND ${sql.raw(column)} IN (${idList(ids)})` : sql``);

/** `/report/master-pr`: requests of the period (not cancelled) with their state, estimated, ordered and received amounts. */
export async function masterPr(ctx: ReportContext, q: { date_from: string; date_to: string }): Promise<ReportResponse<typeof masterPrReport>> {
  const rows = await select<{
    id: string;
    number: string | null;
    date: string;
    requester: string;
    work_unit_name: string | null;
    purpose: string | null;
    status: string;
    estimated_total: string;
    ordered_amount: string;
    received_amount: string;
  }>(
    ctx.tx,
    sql`SELECT r.id, d.number, r.date::text AS date, r.requester, w.name AS work_unit_name, r.purpose, d.status, r.estimated_total,
          COALESCE((SELECT sum(ol.amount) FROM purchase_order_lines ol JOIN purchase_request_lines l ON l.company_id = ol.company_id AND l.id = ol.request_line_id
                      JOIN documents od ON od.company_id = ol.company_id AND od.id = ol.order_id
                     WHERE l.company_id = r.company_id AND l.request_id = r.id AND od.status = 'approved'), 0) AS ordered_amount,
          COALESCE((SELECT sum(gl.amount) FROM goods_receipt_lines gl JOIN purchase_order_lines ol ON ol.company_id = gl.company_id AND ol.id = gl.order_line_id
                      JOIN purchase_request_lines l ON l.company_id = ol.company_id AND l.id = ol.request_line_id
                      JOIN documents gd ON gd.company_id = gl.company_id AND gd.id = gl.receipt_id
                     WHERE l.company_id = r.company_id AND l.request_id = r.id AND gd.status = 'approved'), 0) AS received_amount
        FROM purchase_requests r
        JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
        LEFT JOIN work_units w ON w.company_id = r.company_id AND w.id = r.work_unit_id
       WHERE r.company_id = ${ctx.companyId} AND d.status <> 'cancelled' AND r.date BETWEEN ${q.date_from}::date AND ${q.date_to}::date
         ${inList("r.office_id", ctx.filters.officeIds)}${inList("r.work_unit_id", ctx.filters.workUnitIds)}
       ORDER BY r.date, d.number NULLS LAST, r.id
       LIMIT ${REPORT_REQUESTS_MAX}`,
  );
  const lines = await requestLines(
    documentContext(ctx),
    rows.map((r) => r.id),
  );
  const data = rows.map((r) => {
    const own = lines.filter((l) => l.request_id === r.id);
    return {
      ...r,
      progress: progressOf(r.status, own),
      line_count: own.length,
      estimated_total: formatMoney(r.estimated_total),
      ordered_amount: formatMoney(r.ordered_amount),
      received_amount: formatMoney(r.received_amount),
    };
  });
  const total = (key: "estimated_total" | "ordered_amount" | "received_amount") => formatMoney(sumMoney(data.map((r) => r[key])));
  return { rows: data, totals: { estimated_total: total("estimated_total"), ordered_amount: total("ordered_amount"), received_amount: total("received_amount") } };
}

/**
 * `/tracking`: each line of the approved requests dated up to the date — with a vendor among the
 * contacts and a tag among the tags when those are given — where it waits and for how long; stuck first.
 */
export async function trackingRows(ctx: ReportContext, q: { date: string }): Promise<ReportResponse<typeof trackingReport>> {
  const contacts = ctx.filters.contactIds ?? [];
  const tags = ctx.filters.tagIds ?? [];
  const requests = await select<{ id: string }>(
    ctx.tx,
    sql`SELECT r.id FROM purchase_requests r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id
         WHERE r.company_id = ${ctx.companyId} AND d.status = 'approved' AND r.date <= ${q.date}::date
           ${tags.length ? sql` AND r.tag_ids && ARRAY[${idList(tags)}]::uuid[]` : sql``}
           ${
             contacts.length
               ? sql` AND EXISTS (SELECT 1 FROM purchase_request_lines l WHERE l.company_id = r.company_id AND l.request_id = r.id AND (
                   EXISTS (SELECT 1 FROM purchase_quotes qt WHERE qt.company_id = l.company_id AND qt.request_line_id = l.id AND qt.vendor_id IN (${idList(contacts)}))
                   OR EXISTS (SELECT 1 FROM purchase_order_lines ol JOIN purchase_orders o ON o.company_id = ol.company_id AND o.id = ol.order_id
                              WHERE ol.company_id = l.company_id AND ol.request_line_id = l.id AND o.vendor_id IN (${idList(contacts)}))))`
               : sql``
           }
         ORDER BY r.date DESC LIMIT ${REPORT_REQUESTS_MAX}`,
  );
  const tracked = await trackRequests(
    documentContext(ctx),
    requests.map((r) => r.id),
    q.date,
  );
  const rows = tracked.flatMap((t) =>
    t.lines.map((l) => {
      const step = (key: string) => l.steps.find((s) => s.step === key);
      return {
        request_id: t.request_id,
        request_number: t.request_number,
        request_date: t.date,
        request_line_id: l.request_line_id,
        line_no: l.line_no,
        description: l.description,
        vendor_names: step("vendor")?.reference ?? null,
        order_numbers: step("order")?.reference ?? null,
        waiting_step: l.waiting,
        days_waiting: l.waiting ? (step(l.waiting)?.days ?? null) : null,
        days_total: l.days_total,
        stuck: l.stuck,
        closed: l.closed,
      };
    }),
  );
  rows.sort((a, b) => Number(b.stuck) - Number(a.stuck) || (b.days_waiting ?? -1) - (a.days_waiting ?? -1) || a.request_date.localeCompare(b.request_date) || a.line_no - b.line_no);
  return { rows, stuck_count: rows.filter((r) => r.stuck).length };
}
