import {
  type DimensionItemBody,
  dimensionItemBody,
  type Resource,
  type TagBody,
  tagBody,
  type WorkUnitBody,
  workUnitBody,
} from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { dimensionItems, memberships, tags, workUnits } from "../../db/schema/index.js";
import { assertReference, iso, registerCrud } from "../../platform/crud.js";
import { conflict, fieldError } from "../../platform/errors.js";
import { renderTemplate } from "@neraca/core";

type WorkUnitRow = typeof workUnits.$inferSelect;
type DimensionRow = typeof dimensionItems.$inferSelect;
type TagRow = typeof tags.$inferSelect;

/** The activity and element hierarchies: three levels each, kept in one table by kind. */
export const dimensionKinds = [
  { kind: "activity_main_group", path: "coa-main-group-activity", parent: null, resource: "MdActivity" },
  { kind: "activity_group", path: "coa-group-activity", parent: "activity_main_group", resource: "MdActivity" },
  { kind: "activity", path: "coa-activity", parent: "activity_group", resource: "MdActivity" },
  { kind: "element_main_group", path: "element-main-group-activity", parent: null, resource: "MdElement" },
  { kind: "element_group", path: "element-group-activity", parent: "element_main_group", resource: "MdElement" },
  { kind: "element", path: "element-activity", parent: "element_group", resource: "MdElement" },
] as const;

const presentWorkUnit = (w: WorkUnitRow) => ({
  id: w.id,
  code: w.code,
  name: w.name,
  head: w.head,
  head_user_id: w.headUserId,
  group_head: w.groupHead,
  created_at: iso(w.createdAt),
  updated_at: iso(w.updatedAt),
});

const presentDimension = (d: DimensionRow) => ({
  id: d.id,
  kind: d.kind,
  code: d.code,
  name: d.name,
  description: d.description,
  parent_id: d.parentId,
  created_at: iso(d.createdAt),
  updated_at: iso(d.updatedAt),
});

const presentTag = (t: TagRow) => ({
  id: t.id,
  name: t.name,
  color: t.color,
  description: t.description,
  created_at: iso(t.createdAt),
  updated_at: iso(t.updatedAt),
});

export const dimensionRoutes: FastifyPluginAsync = async (app) => {
  registerCrud<WorkUnitRow, WorkUnitBody, Record<string, never>>(app, {
    path: "/master-data/work-unit",
    resource: "MdWorkUnit",
    entity: "work_unit",
    table: workUnits,
    body: workUnitBody,
    toColumns: async (body, context) => {
      if (body.head_user_id) {
        const [member] = await context.tx
          .select({ id: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.companyId, context.actor.companyId), eq(memberships.userId, body.head_user_id)));
        if (!member) throw fieldError({ head_user_id: [renderTemplate("in", "head_user_id", context.language)] });
      }
      return { code: body.code, name: body.name, head: body.head, headUserId: body.head_user_id, groupHead: body.group_head };
    },
    present: presentWorkUnit,
    search: [workUnits.code, workUnits.name, workUnits.head],
    sortable: { code: workUnits.code, name: workUnits.name },
    defaultSort: "code",
    uniqueField: "code",
  });

  for (const level of dimensionKinds) {
    registerCrud<DimensionRow, DimensionItemBody, { parent_id?: string }>(app, {
      path: `/master-data/${level.path}`,
      resource: level.resource as Resource,
      entity: level.kind,
      table: dimensionItems,
      scope: eq(dimensionItems.kind, level.kind),
      body: dimensionItemBody,
      toColumns: async (body, context) => {
        if (level.parent === null && body.parent_id) {
          throw fieldError({ parent_id: [renderTemplate("not_allowed", "parent_id", context.language)] });
        }
        if (level.parent !== null) {
          if (!body.parent_id) throw fieldError({ parent_id: [renderTemplate("required", "parent_id", context.language)] });
          await assertReference(context, dimensionItems, "parent_id", body.parent_id, eq(dimensionItems.kind, level.parent));
        }
        return { kind: level.kind, code: body.code, name: body.name, description: body.description, parentId: body.parent_id };
      },
      present: presentDimension,
      search: [dimensionItems.code, dimensionItems.name],
      sortable: { code: dimensionItems.code, name: dimensionItems.name },
      defaultSort: "code",
      uniqueField: "code",
      filters: {
        schema: { parent_id: z.uuid().optional() },
        where: (f) => (f.parent_id ? eq(dimensionItems.parentId, f.parent_id) : undefined),
      },
    });
  }

  registerCrud<TagRow, TagBody, Record<string, never>>(app, {
    path: "/master-data/tag",
    resource: "MdTag",
    entity: "tag",
    table: tags,
    body: tagBody,
    toColumns: (body) => ({ name: body.name, color: body.color, description: body.description }),
    present: presentTag,
    search: [tags.name],
    sortable: { name: tags.name, created_at: tags.createdAt },
    defaultSort: "name",
    uniqueField: "name",
    beforeDelete: async (row, context) => {
      // Tags live in an array on journal lines, so no foreign key guards them.
      const used = await context.tx.execute(
        sql`SELECT 1 FROM journal_lines WHERE company_id = ${context.actor.companyId} AND tag_ids @> ARRAY[${row.id}::uuid] LIMIT 1`,
      );
      if ((used as unknown as { rows: unknown[] }).rows.length) {
        throw conflict("record_in_use");
      }
    },
  });
};
