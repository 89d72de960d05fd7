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
