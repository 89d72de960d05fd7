import {
  type CrudAction,
  type Language,
  type ListQuery,
  listQuery,
  idParams,
  renderTemplate,
  type Resource,
  translate,
} from "@neraca/core";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Tx } from "../db/client.js";
import { inTransaction } from "../db/tenant.js";
import { type Actor, audit, diff } from "./audit.js";
import { conflict, fieldError, isForeignKeyViolation, isUniqueViolation, notFound } from "./errors.js";
import { type Reference, registerImportExport } from "./crud-io.js";
import { actorOf } from "./guard.js";
import { newId } from "./ids.js";
import { likePattern, listResponse, pageWindow } from "./pagination.js";

/** A company-scoped table with the usual columns. */
type ScopedTable = PgTable & {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export interface CrudContext {
  tx: Tx;
  actor: Actor;
  language: Language;
  /** The row being updated (absent on create). */
  current?: Record<string, unknown>;
  /**
   * An import's unique values (lower case) not in the table yet: those typed in its file, and those
   * given to its earlier rows. A value the server picks for a row (a contact's next code) skips them.
   */
  reserved?: Set<string>;
}

export interface CrudSpec<Row extends Record<string, unknown>, Body, Filters extends Record<string, unknown>> {
  /** API path under /api, e.g. `/master-data/work-unit`. */
  path: string;
  resource: Resource;
  /** Name in the audit log. */
  entity: string;
  table: ScopedTable;
  body: z.ZodType<Body>;
  /** Body → columns, checking references (throw fieldError for bad ones). */
  toColumns(body: Body, context: CrudContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  present(row: Row): Record<string, unknown>;
  search: AnyPgColumn[];
  sortable: Record<string, AnyPgColumn>;
  defaultSort: string;
  /** Extra list filters (query string) and the condition they make. */
  filters?: { schema: z.ZodRawShape; where(filters: Filters): SQL | undefined };
  /** A condition every query adds (a kind of a shared table). */
  scope?: SQL;
  /** The field named in the "already taken" message of a unique violation. */
  uniqueField: string;
  /** An import's unique key of several fields (their columns in `sortable`), instead of `uniqueField` alone. */
  uniqueKey?: string[];
  /** Throw to refuse a deletion (beyond foreign keys, which answer 409 by themselves). */
  beforeDelete?(row: Row, context: CrudContext): Promise<void> | void;
  tags?: string[];
  /** Export to Excel/PDF and import from CSV/XLSX (all or nothing, row-by-row report). */
  importable?: boolean;
  /** Reference fields that files carry as codes. */
  references?: Record<string, Reference>;
}

/** List, detail, create, update and delete of one master-data resource, with audit and RLS. */
export function registerCrud<Row extends Record<string, unknown>, Body, Filters extends Record<string, unknown>>(
  app: FastifyInstance,
  spec: CrudSpec<Row, Body, Filters>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const table = spec.table as ScopedTable;
  const tags = spec.tags ?? ["master-data"];
  const can = (action: CrudAction) => ({ permission: { action, resource: spec.resource } });
  const query = listQuery.extend(spec.filters?.schema ?? {});
  const taken = (language: Language) =>
    fieldError({ [spec.uniqueField]: [renderTemplate("taken", spec.uniqueField, language)] });
  const scoped = (actor: Actor, extra?: SQL) => and(eq(table.companyId, actor.companyId), spec.scope, extra);

  async function find(tx: Tx, actor: Actor, id: string, lock = false): Promise<Row> {
    const q = tx.select().from(table as PgTable).where(scoped(actor, eq(table.id, id)));
    const [row] = lock ? await q.for("update") : await q;
    if (!row) throw notFound();
    return row as Row;
  }

  async function write<T>(language: Language, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(language);
      throw error;
    }
  }

  api.get(spec.path, { config: { ...can("read"), lookup: true }, schema: { tags, querystring: query } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query as ListQuery & Filters;
    const { rows, total } = await inTransaction(db, actor, async (tx) => {
      const search = q.q ? or(...spec.search.map((c) => ilike(c, likePattern(q.q as string)))) : undefined;
      const where = scoped(actor, and(search, spec.filters?.where(q)));
      const key = q.sort?.replace(/^-/, "") ?? spec.defaultSort;
      const column = spec.sortable[key] ?? spec.sortable[spec.defaultSort];
      const direction = q.sort?.startsWith("-") ? desc : asc;
      const { limit, offset } = pageWindow(q);
      const page = await tx
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(direction(column as AnyPgColumn), asc(table.id))
        .limit(limit)
        .offset(offset);
      const [n] = await tx.select({ n: count() }).from(table as PgTable).where(where);
      return { rows: page as Row[], total: n?.n ?? 0 };
    });
    return listResponse(rows.map(spec.present), q, total);
  });

  api.get(`${spec.path}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const row = await inTransaction(db, actor, (tx) => find(tx, actor, request.params.id));
    return { data: spec.present(row) };
  });

  api.post(spec.path, { config: can("create"), schema: { tags, body: spec.body } }, async (request, reply) => {
    const actor = actorOf(request);
    const language = request.language;
    const data = await inTransaction(db, actor, async (tx) => {
      const columns = await spec.toColumns(request.body as Body, { tx, actor, language });
      const id = newId();
      const [row] = await write(language, () =>
        tx.insert(table).values({ ...columns, companyId: actor.companyId, id }).returning(),
      );
      const presented = spec.present(row as Row);
      await audit(tx, actor, "create", spec.entity, id, presented);
      return presented;
    });
    return reply.code(201).send({ message: translate("created", language), data });
  });

  api.put(
    `${spec.path}/:id`,
    { config: can("update"), schema: { tags, params: idParams, body: spec.body } },
    async (request) => {
      const actor = actorOf(request);
      const language = request.language;
      const { id } = request.params;
      const data = await inTransaction(db, actor, async (tx) => {
        const before = await find(tx, actor, id, true);
        const columns = await spec.toColumns(request.body as Body, { tx, actor, language, current: before });
        const [row] = await write(language, () =>
          tx
            .update(table)
            .set({ ...columns, updatedAt: sql`now()` })
            .where(scoped(actor, eq(table.id, id)))
            .returning(),
        );
        const after = spec.present(row as Row);
        const changed = diff(spec.present(before), after);
        delete changed.updated_at;
        await audit(tx, actor, "update", spec.entity, id, changed);
        return after;
      });
      return { message: translate("updated", language), data };
    },
  );

  api.delete(`${spec.path}/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const language = request.language;
    const { id } = request.params;
    await inTransaction(db, actor, async (tx) => {
      const before = await find(tx, actor, id, true);
      await spec.beforeDelete?.(before, { tx, actor, language });
      try {
        await tx.delete(table).where(scoped(actor, eq(table.id, id)));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw conflict("record_in_use");
        throw error;
      }
      await audit(tx, actor, "delete", spec.entity, id, spec.present(before));
    });
    return { message: translate("deleted", language) };
  });

  if (spec.importable) {
    registerImportExport(app, {
      path: spec.path,
      resource: spec.resource,
      entity: spec.entity,
      table: spec.table,
      body: spec.body,
      scope: spec.scope,
      uniqueField: spec.uniqueField,
      uniqueColumn: spec.sortable[spec.uniqueField] as AnyPgColumn,
      uniqueKey: spec.uniqueKey ? { fields: spec.uniqueKey, columns: spec.uniqueKey.map((f) => spec.sortable[f] as AnyPgColumn) } : undefined,
      references: spec.references,
      toColumns: spec.toColumns,
      present: spec.present,
    });
  }
  return { find };
}

/** Checks that an optional reference points at a row of this company (422 on the field otherwise). */
export async function assertReference(
  context: CrudContext,
  table: ScopedTable,
  field: string,
  id: string | null | undefined,
  extra?: SQL,
): Promise<void> {
  if (!id) return;
  const [row] = await context.tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.companyId, context.actor.companyId), eq(table.id, id), extra));
  if (!row) throw fieldError({ [field]: [renderTemplate("in", field, context.language)] });
}

export const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
