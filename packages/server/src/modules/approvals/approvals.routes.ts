import {
  type AppAbility,
  approvalModuleKeys,
  approvalModules,
  approveBody,
  type ApprovalInboxItem,
  formatMoney,
  idParams,
  listQuery,
  moduleApprovalBody,
  moduleApprovalParams,
  rejectBody,
  translate,
} from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { documents, memberships, moduleApprovalLevels, moduleApprovalSettings, roles, users } from "../../db/schema/index.js";
import { afterCommit, inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import { documentPath, documentTypes } from "../../platform/documents/registry.js";
import { presentDocuments } from "../../platform/documents/documents.present.js";
import { lifecyclePermission } from "../../platform/documents/document-type.js";
import { approvalLevelsOf, approvalOptionsOf, approveDocument, rejectDocument } from "../../platform/documents/documents.service.js";
import { notifyApprovers } from "../../platform/documents/notify.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf, userOf } from "../../platform/guard.js";
import { listResponse, pageWindow } from "../../platform/pagination.js";

const tags = ["approvals"];
const settings = (action: "read" | "update") => ({ permission: { action, resource: "Setting" as const } });
const inbox = { permission: { action: "read" as const, resource: "TxModuleApproval" as const } };

/** Approvers must be members or roles of this company: 422 naming each one that is not. */
async function assertApprovers(tx: Tx, actor: Actor, body: z.infer<typeof moduleApprovalBody>, language: "en" | "id") {
  const userIds = body.levels.flatMap((l) => l.approvers.filter((a) => a.type === "user").map((a) => a.id));
  const roleIds = body.levels.flatMap((l) => l.approvers.filter((a) => a.type === "role").map((a) => a.id));
  const members = userIds.length
    ? await tx.select({ id: memberships.userId }).from(memberships).where(and(eq(memberships.companyId, actor.companyId), inArray(memberships.userId, userIds)))
    : [];
  const known = new Set([
    ...members.map((m) => m.id),
    ...(roleIds.length
      ? await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, actor.companyId), inArray(roles.id, roleIds)))
      : []
    ).map((r) => r.id),
  ]);
  const errors: Record<string, string[]> = {};
  for (const [i, level] of body.levels.entries()) {
    for (const [j, a] of level.approvers.entries()) {
      if (!known.has(a.id)) errors[`levels.${i}.approvers.${j}.id`] = [translate("approver_unknown", language, { id: a.id })];
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, "validation_failed", {}, errors);
}

/** The document types whose approval the caller's permissions allow (the inbox lists only those). */
const approvableTypes = (ability: Pick<AppAbility, "can">) =>
  [...documentTypes.values()]
    .filter((type) => {
      const permission = lifecyclePermission(type, "approve");
      return ability.can(permission.action, permission.resource);
    })
    .map((type) => type.type);

/**
 * What approveDocument would accept (DESIGN §12): a type I may approve, waiting for a level that
 * names me (or one of my roles, read in the same statement), submitted by someone else, created by
 * someone else unless the module allows its creator, and not yet approved by me in this round. The
 * inbox, its count and the dashboard's widget share it.
 */
export function waitingForMe(actor: Actor, ability: Pick<AppAbility, "can">, documentType: string | undefined) {
  const typeArray = `{${approvableTypes(ability).join(",")}}`;
  return sql`d.company_id = ${actor.companyId} AND d.status = 'pending'
    AND d.document_type = ANY(${typeArray}::text[])
    AND d.requested_by IS DISTINCT FROM ${actor.userId}::uuid
    AND (d.created_by IS DISTINCT FROM ${actor.userId}::uuid OR EXISTS (SELECT 1 FROM module_approval_settings s
      WHERE s.company_id = d.company_id AND s.module = d.approval_module AND s.allow_creator_approval))
    ${documentType ? sql`AND d.document_type = ${documentType}` : sql``}
    AND EXISTS (SELECT 1 FROM jsonb_array_elements(d.approval_levels -> d.approval_level -> 'approvers') a
      WHERE (a->>'type' = 'user' AND a->>'id' = ${actor.userId}) OR (a->>'type' = 'role' AND (a->>'id')::uuid IN (
        SELECT m.role_id FROM member_roles m WHERE m.company_id = d.company_id AND m.user_id = ${actor.userId}::uuid)))
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(d.approval_history) e
      WHERE e->>'action' = 'approve' AND e->>'user_id' = ${actor.userId}
        AND (e->>'level')::int = d.approval_level AND (e->>'round')::int = d.approval_round)`;
}

/** The single count of a `SELECT count(*)::int AS n` answer. */
function countOf(answer: unknown): number {
  const n = (answer as { rows: { n: unknown }[] }).rows[0]?.n;
  if (typeof n !== "number") throw new Error("count(*) answered no integer");
  return n;
}

type Approvers = readonly { type: "user" | "role"; id: string }[];

/** The names of the approvers the levels mention (members by user name, roles of this company), in two queries. */
async function approverNames(tx: Tx, actor: Actor, approvers: Approvers): Promise<Map<string, string>> {
  const userIds = [...new Set(approvers.filter((a) => a.type === "user").map((a) => a.id))];
  const roleIds = [...new Set(approvers.filter((a) => a.type === "role").map((a) => a.id))];
  const userRows = userIds.length ? await tx.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, userIds)) : [];
  const roleRows = roleIds.length
    ? await tx.select({ id: roles.id, name: roles.name }).from(roles).where(and(eq(roles.companyId, actor.companyId), inArray(roles.id, roleIds)))
    : [];
  return new Map([...userRows, ...roleRows].map((r) => [r.id, r.name]));
}

/**
 * Module approvals: the settings (per module, ordered levels with a limit and approvers) and each
 * user's inbox of documents waiting for them, with approve and reject in place.
 */
export const approvalRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  api.get("/settings/module-approval", { config: settings("read"), schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language };
      // One after another: the transaction's connection runs one query at a time.
      const modules = [];
      for (const module of approvalModuleKeys) modules.push({ module, levels: await approvalLevelsOf(ctx, module) });
      const options = await approvalOptionsOf(ctx, approvalModuleKeys);
      const names = await approverNames(
        tx,
        actor,
        modules.flatMap((m) => m.levels.flatMap((l) => l.approvers)),
      );
      return modules.map(({ module, levels }) => ({
        module,
        name: approvalModules[module][request.language],
        allow_creator_approval: options.get(module)?.allow_creator_approval ?? false,
        levels: levels.map((l, index) => ({
          ...l,
          index,
          amount_min: l.amount_min === null ? null : formatMoney(l.amount_min),
          amount_max: l.amount_max === null ? null : formatMoney(l.amount_max),
          approvers: l.approvers.map((a) => ({ ...a, name: names.get(a.id) ?? "" })),
        })),
      }));
    });
    return { data };
  });

  api.put(
    "/settings/module-approval/:module",
    { config: settings("update"), schema: { tags, params: moduleApprovalParams, body: moduleApprovalBody } },
    async (request) => {
      const actor = actorOf(request);
      const { module } = request.params;
      await inTransaction(db, actor, async (tx) => {
        await assertApprovers(tx, actor, request.body, request.language);
        const where = and(eq(moduleApprovalLevels.companyId, actor.companyId), eq(moduleApprovalLevels.module, module));
        const before = await tx.select().from(moduleApprovalLevels).where(where).orderBy(asc(moduleApprovalLevels.level));
        await tx.delete(moduleApprovalLevels).where(where);
        if (request.body.levels.length > 0) {
          await tx.insert(moduleApprovalLevels).values(
            request.body.levels.map((l, level) => ({
              companyId: actor.companyId,
              module,
              level,
              limitType: l.limit_type,
              amountMin: l.amount_min,
              amountMax: l.amount_max,
              mode: l.mode,
              approvers: l.approvers,
            })),
          );
        }
        const allowCreatorApproval = request.body.allow_creator_approval;
        if (allowCreatorApproval !== undefined) {
          await tx
            .insert(moduleApprovalSettings)
            .values({ companyId: actor.companyId, module, allowCreatorApproval })
            .onConflictDoUpdate({
              target: [moduleApprovalSettings.companyId, moduleApprovalSettings.module],
              set: { allowCreatorApproval, updatedAt: sql`now()` },
            });
        }
        await audit(tx, actor, "update", "module_approval", null, {
          module,
          from: before.length,
          to: request.body.levels,
          ...(allowCreatorApproval === undefined ? {} : { allow_creator_approval: allowCreatorApproval }),
        });
      });
      return { message: translate("updated", request.language) };
    },
  );

  const inboxQuery = listQuery.extend({ document_type: z.string().max(60).optional() });
  /** How many documents wait for me (the top bar's badge): the inbox's own condition, counted only. */
  api.get("/transactions/module-approval/count", { config: inbox, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const count = await inTransaction(
      db,
      actor,
      async (tx) => {
        const waiting = waitingForMe(actor, userOf(request).ability, undefined);
        const counted = await tx.execute(sql`SELECT count(*)::int AS n FROM documents d WHERE ${waiting}`);
        return countOf(counted);
      },
      { readOnly: true },
    );
    return { data: { count } };
  });
  api.get("/transactions/module-approval", { config: inbox, schema: { tags, querystring: inboxQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { rows, total } = await inTransaction(
      db,
      actor,
      async (tx) => {
        const waiting = waitingForMe(actor, userOf(request).ability, q.document_type);
        const { limit, offset } = pageWindow(q);
        const page = await tx.execute(sql`
          SELECT d.id, d.document_type, d.approval_module, d.number, d.date::text AS date, d.description, d.amount::text AS amount,
            u.user_name AS requested_by_name, d.submitted_at, d.approval_level, jsonb_array_length(d.approval_levels) AS levels
          FROM documents d LEFT JOIN users u ON u.id = d.requested_by
          WHERE ${waiting}
          ORDER BY d.submitted_at, d.id LIMIT ${limit} OFFSET ${offset}`);
        const counted = await tx.execute(sql`SELECT count(*)::int AS n FROM documents d WHERE ${waiting}`);
        type Found = {
          id: string;
          document_type: string;
          approval_module: string | null;
          number: string | null;
          date: string;
          description: string | null;
          amount: string;
          requested_by_name: string | null;
          submitted_at: Date | string;
          approval_level: number;
          levels: number;
        };
        const found = (page as unknown as { rows: Found[] }).rows;
        const items: ApprovalInboxItem[] = found.map((r) => ({
          id: r.id,
          document_type: r.document_type,
          module: r.approval_module ?? r.document_type,
          path: documentPath(r.document_type, r.id),
          number: r.number,
          date: r.date,
          description: r.description,
          amount: formatMoney(r.amount),
          requested_by_name: r.requested_by_name,
          submitted_at: new Date(r.submitted_at).toISOString(),
          level: r.approval_level + 1,
          levels: Number(r.levels),
        }));
        return { rows: items, total: countOf(counted) };
      },
      { readOnly: true },
    );
    return listResponse(rows, q, total);
  });

  /**
   * Approve or reject from the inbox: the document's own lifecycle, found by id whatever its type,
   * with the caller's ability, so the command asks the type's own approve permission as its route does.
   */
  async function act(request: FastifyRequest & { params: { id: string } }, verb: "approve" | "reject", note: string | null) {
    const actor = actorOf(request);
    const { result, data, type } = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language, ability: userOf(request).ability };
      const [found] = await tx
        .select({ type: documents.documentType })
        .from(documents)
        .where(and(eq(documents.companyId, actor.companyId), eq(documents.id, request.params.id)));
      const type = found ? documentTypes.get(found.type) : undefined;
      if (!type) throw notFound();
      const result =
        verb === "approve"
          ? await approveDocument(ctx, type, request.params.id, note)
          : await rejectDocument(ctx, type, request.params.id, note ?? "");
      return { result, type, data: (await presentDocuments(ctx, type, result.rows))[0] };
    });
    if (result.notices.length > 0) await afterCommit(() => notifyApprovers(app, actor, type, result.notices));
    return { message: translate(result.message, request.language, result.messageParams), data };
  }

  api.post(
    "/transactions/module-approval/:id/approve",
    { config: inbox, schema: { tags, params: idParams, body: approveBody } },
    async (request) => act(request, "approve", request.body?.note ?? null),
  );
  api.post(
    "/transactions/module-approval/:id/reject",
    { config: inbox, schema: { tags, params: idParams, body: rejectBody } },
    async (request) => act(request, "reject", request.body.note),
  );
};
