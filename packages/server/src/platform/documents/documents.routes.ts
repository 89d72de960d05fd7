import {
  approveBody,
  cancelBody,
  documentListQueryFields,
  type DocumentState,
  idParams,
  type Language,
  type MessageKey,
  listQuery,
  rejectBody,
  translate,
  versionField,
} from "@neraca/core";
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { documents } from "../../db/schema/index.js";
import { afterCommit, inTransaction } from "../../db/tenant.js";
import type { Actor } from "../audit.js";
import { actorOf, userOf } from "../guard.js";
import { registerAttachments, removeStoredObjects } from "../attachments.js";
import { likePattern, listResponse, pageWindow } from "../pagination.js";
import { printCompany, renderDocumentPrint, sendPdf } from "../print.js";
import { type AnyDocumentType, type DocumentContext, type LifecycleVerb, lifecyclePermission, type Permission } from "./document-type.js";
import { presentDocuments } from "./documents.present.js";
import {
  approveDocument,
  cancelDocument,
  type CommandResult,
  createDocument,
  deleteDocument,
  contentOf,
  findDocument,
  rejectDocument,
  submitDocuments,
  updateDocument,
} from "./documents.service.js";
import { notifyApprovers } from "./notify.js";
import { documentTypes } from "./registry.js";

const sortColumns = { date: documents.date, number: documents.number, amount: documents.amount, created_at: documents.createdAt } as const;

/**
 * Gives a document type the common routes (DESIGN §12): list, create, read, edit (with `version`),
 * delete, submit, approve, reject and cancel, each one transaction with its audit row, answering
 * the document with its `status`, `number`, `version`, `journal_ids` and `approval`.
 */
export function registerDocument(app: FastifyInstance, type: AnyDocumentType) {
  if (type.approvalModule && !type.numberType && !type.numberOf) throw new Error(`${type.type}: a document that waits for approval needs its own numbers`);
  documentTypes.set(type.type, type);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const tags = ["documents"];
  const allow = (action: Permission["action"]) => ({ permission: { action, resource: type.resource } });
  // The same permission the approvals inbox asks (approve and reject check it again in the command).
  const permissionOf = (verb: LifecycleVerb) => ({ permission: lifecyclePermission(type, verb) });
  const base = type.base;
  const bodySchema = type.body as unknown as z.ZodObject<z.ZodRawShape>;
  // Strict like the body: unknown fields are refused on edit too.
  const updateSchema = z.strictObject({ ...bodySchema.shape, version: versionField() });

  /** Runs a command in one transaction, then mails the approvers of any level it opened. */
  async function command(actor: Actor, language: Language, work: (ctx: DocumentContext) => Promise<CommandResult>) {
    const { result, data, removedFiles } = await inTransaction(db, actor, async (tx) => {
      // Per attempt: a transaction run again after a deadlock collects its own list.
      const removedFiles: string[] = [];
      const ctx = { tx, actor, language, removedFiles };
      const result = await work(ctx);
      return { result, data: await presentDocuments(ctx, type, result.rows), removedFiles };
    });
    // Files of documents that went with this one (a cancelled invoice's payments), once that is committed.
    await afterCommit(() => removeStoredObjects(app.ctx.storage, removedFiles, app.log));
    if (result.notices.length > 0) await afterCommit(() => notifyApprovers(app, actor, type, result.notices));
    return { message: translate(result.message, language, result.messageParams), data };
  }

  const listSchema = listQuery.extend({ ...documentListQueryFields, ...(type.listFilters?.schema ?? {}) });
  api.get(base, { config: allow("read"), schema: { tags, querystring: listSchema } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query as z.infer<typeof listSchema> & Record<string, unknown>;
    const { rows, total } = await inTransaction(
      db,
      actor,
      async (tx) => {
        const ctx = { tx, actor, language: request.language, ability: userOf(request).ability };
        const where: SQL | undefined = and(
          eq(documents.companyId, actor.companyId),
          eq(documents.documentType, type.type),
          q.q ? or(ilike(documents.number, likePattern(q.q)), ilike(documents.description, likePattern(q.q))) : undefined,
          q.status ? eq(documents.status, q.status) : undefined,
          q.date_from ? gte(documents.date, q.date_from) : undefined,
          q.date_to ? lte(documents.date, q.date_to) : undefined,
          type.listFilters?.where(q, ctx),
        );
        const key = (q.sort?.replace(/^-/, "") ?? "date") as keyof typeof sortColumns;
        const direction = q.sort?.startsWith("-") ? desc : asc;
        const { limit, offset } = pageWindow(q);
        const page = await tx
          .select()
          .from(documents)
          .where(where)
          .orderBy(direction(sortColumns[key] ?? documents.date), asc(documents.createdAt), asc(documents.id))
          .limit(limit)
          .offset(offset);
        const [n] = await tx.select({ n: count() }).from(documents).where(where);
        return { rows: await presentDocuments(ctx, type, page), total: n?.n ?? 0 };
      },
      { readOnly: true },
    );
    return listResponse(rows, q, total);
  });

  api.post(base, { config: allow("create"), schema: { tags, body: bodySchema } }, async (request, reply) => {
    const out = await command(actorOf(request), request.language, (ctx) => createDocument(ctx, type, request.body));
    return reply.code(201).send({ message: out.message, data: out.data[0] });
  });

  api.get(`${base}/:id`, { config: allow("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language, ability: userOf(request).ability };
      const row = await findDocument(ctx, type, request.params.id);
      return (await presentDocuments(ctx, type, [row]))[0];
    });
    return { data };
  });

  api.put(`${base}/:id`, { config: allow("update"), schema: { tags, params: idParams, body: updateSchema } }, async (request) => {
    const { version, ...body } = request.body as { version: number } & Record<string, unknown>;
    const out = await command(actorOf(request), request.language, (ctx) => updateDocument(ctx, type, request.params.id, body, version));
    return { message: out.message, data: out.data[0] };
  });

  api.delete(`${base}/:id`, { config: allow("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    // Its own files and those of the documents deleted with it (an invoice's payments).
    const removedFiles = await inTransaction(db, actor, async (tx) => {
      const removedFiles: string[] = [];
      await deleteDocument({ tx, actor, language: request.language, removedFiles }, type, request.params.id);
      return removedFiles;
    });
    await afterCommit(() => removeStoredObjects(app.ctx.storage, removedFiles, request.log));
    return { message: translate("deleted", request.language) };
  });

  // Files on any document (the spec's listImage screens), in every status.
  registerAttachments(app, {
    base,
    documentType: type.type,
    resource: type.resource,
    find: (tx, actor, id) => findDocument({ tx, actor, language: "en" }, type, id),
    tags,
  });

  const print = type.print;
  if (print) {
    api.get(`${base}/:id/print`, { config: allow("read"), schema: { tags, params: idParams } }, async (request, reply) => {
      const actor = actorOf(request);
      const language = request.language;
      const doc = await inTransaction(
        db,
        actor,
        async (tx) => {
          const ctx = { tx, actor, language };
          const row = await findDocument(ctx, type, request.params.id);
          const [presented] = await presentDocuments(ctx, type, [row]);
          const state = presented as unknown as DocumentState;
          const approvers = state.approval.levels.flatMap((l) => l.approved_by.map((a) => a.name));
          const body = await print(await contentOf(ctx, type, row.id), {
            number: row.number,
            status: translate(`status_${row.status}` as MessageKey, language),
            requestedBy: state.requested_by_name,
            approvedBy: approvers.length ? approvers.join(", ") : null,
          }, ctx);
          return { ...body, company: await printCompany(tx, actor) };
        },
        { readOnly: true },
      );
      return sendPdf(reply, await renderDocumentPrint(doc, language), doc.number, "inline");
    });
  }

  api.post(`${base}/:id/submit`, { config: permissionOf("submit"), schema: { tags, params: idParams } }, async (request) => {
    const out = await command(actorOf(request), request.language, (ctx) => submitDocuments(ctx, type, [request.params.id]));
    return { message: out.message, data: out.data[0] };
  });

  api.post(
    `${base}/:id/approve`,
    { config: permissionOf("approve"), schema: { tags, params: idParams, body: approveBody } },
    async (request) => {
      const note = request.body?.note ?? null;
      const out = await command(actorOf(request), request.language, (ctx) =>
        approveDocument({ ...ctx, ability: userOf(request).ability }, type, request.params.id, note),
      );
      return { message: out.message, data: out.data[0] };
    },
  );

  api.post(
    `${base}/:id/reject`,
    { config: permissionOf("reject"), schema: { tags, params: idParams, body: rejectBody } },
    async (request) => {
      const out = await command(actorOf(request), request.language, (ctx) =>
        rejectDocument({ ...ctx, ability: userOf(request).ability }, type, request.params.id, request.body.note),
      );
      return { message: out.message, data: out.data[0] };
    },
  );

  api.post(
    `${base}/:id/cancel`,
    { config: permissionOf("cancel"), schema: { tags, params: idParams, body: cancelBody } },
    async (request) => {
      const note = request.body?.note ?? null;
      const out = await command(actorOf(request), request.language, (ctx) => cancelDocument(ctx, type, request.params.id, note));
      return { message: out.message, data: out.data[0] };
    },
  );

  return { command, submitMany: (ctx: DocumentContext, ids: string[]) => submitDocuments(ctx, type, ids) };
}
