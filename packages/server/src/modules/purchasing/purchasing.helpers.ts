import { formatQuantity } from "@neraca/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import type { FieldProblems } from "../../platform/field-errors.js";

export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Rows of a raw query (dates and times come back as text, numbers as decimal strings). */
export async function select<T>(tx: Tx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await tx.execute(query));
}

/** A timestamp as ISO 8601 in UTC, in SQL (so PGlite and PostgreSQL answer alike). */
export const isoTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const q = (value: string | null | undefined) => (value === null || value === undefined ? "0" : formatQuantity(value));

type ReferenceTable = "products" | "catalogue_items" | "work_units" | "dimension_items" | "offices" | "contacts" | "taxes" | "cashbanks" | "tags";

/** Which of these ids exist in the company's table (another company's ids do not: 422 "The selected … is invalid"). */
export async function existingIds(ctx: DocumentContext, table: ReferenceTable, ids: readonly (string | null)[], extra?: SQL): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Set();
  const rows = await select<{ id: string }>(
    ctx.tx,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE company_id = ${ctx.actor.companyId} AND id IN (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})${extra ? sql` AND ${extra}` : sql``}`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Adds an "invalid" error for each referenced id that is not the company's. */
export async function checkReferences(
  ctx: DocumentContext,
  problems: FieldProblems,
  table: ReferenceTable,
  refs: readonly { field: string; id: string | null; name?: string }[],
  extra?: SQL,
) {
  const found = await existingIds(
    ctx,
    table,
    refs.map((r) => r.id),
    extra,
  );
  for (const r of refs) if (r.id && !found.has(r.id)) problems.invalid(r.field, r.name);
}

export const idList = (ids: readonly string[]) => sql.join(
  ids.map((id) => sql`${id}`),
  sql`, `,
);

/** The budget dimensions a purchase carries along its chain: those of the request its order line comes from. */
export interface PurchaseDimensions {
  workUnitId: string | null;
  activityId: string | null;
}

/**
 * The budget dimensions of lines billed or received from an order (request → order → receipt →
 * invoice), in the order given: the work unit and activity of the request each order line comes from
 * (an order line named, or the order line of a receipt line); none for a line without a request.
 * Their journals carry them, so a budget line of a work unit sees what was spent on it, as it saw
 * the request and the order held.
 */
export async function purchaseDimensions(ctx: DocumentContext, lines: readonly { orderLineId: string | null; receiptLineId?: string | null }[]): Promise<PurchaseDimensions[]> {
  const none = { workUnitId: null, activityId: null };
  if (!lines.some((l) => l.orderLineId || l.receiptLineId)) return lines.map(() => none);
  const rows = rowsOf<{ n: number; work_unit_id: string | null; activity_id: string | null }>(
    await ctx.tx.execute(sql`
      SELECT k.n::int AS n, r.work_unit_id, r.activity_id
      FROM unnest(${sql.param(lines.map((l) => l.orderLineId))}::uuid[], ${sql.param(lines.map((l) => l.receiptLineId ?? null))}::uuid[]) WITH ORDINALITY AS k (order_line_id, receipt_line_id, n)
      LEFT JOIN goods_receipt_lines gl ON gl.company_id = ${ctx.actor.companyId} AND gl.id = k.receipt_line_id
      JOIN purchase_order_lines ol ON ol.company_id = ${ctx.actor.companyId} AND ol.id = coalesce(k.order_line_id, gl.order_line_id)
      JOIN purchase_request_lines rl ON rl.company_id = ol.company_id AND rl.id = ol.request_line_id
      JOIN purchase_requests r ON r.company_id = rl.company_id AND r.id = rl.request_id`),
  );
  const byN = new Map(rows.map((r) => [r.n, { workUnitId: r.work_unit_id, activityId: r.activity_id }]));
  return lines.map((_l, i) => byN.get(i + 1) ?? none);
}
