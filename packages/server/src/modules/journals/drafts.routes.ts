import { translate } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { draftJournals } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import { insertDrafts } from "../../platform/documents/documents.service.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { AppError } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { newId } from "../../platform/ids.js";
import { sheetKind, XLSX_TYPE } from "../../platform/spreadsheet.js";
import { draftJournalDocument } from "./draft-journal.document.js";
import { readSheet, uploadTemplate, validateUpload } from "./upload.js";

const tags = ["transactions"];
const base = draftJournalDocument.base;
const can = (action: "create" | "read") => ({ permission: { action, resource: "TxDraftJournal" as const } });
const postPermission = { permission: { action: "create" as const, resource: "TxJournal" as const } };

/** Draft journals: the document lifecycle, plus spreadsheet upload and posting many at once. */
export const draftRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const drafts = registerDocument(app, draftJournalDocument);

  api.get(
    `${base}/upload/template`,
    { config: can("read"), schema: { tags, querystring: z.strictObject({ format: z.enum(["csv", "xlsx"]).default("xlsx") }) } },
    async (request, reply) => {
      const format = request.query.format;
      return reply
        .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="journal-upload-template.${format}"`)
        .send(await uploadTemplate(format));
    },
  );

  api.post(`${base}/upload`, { config: { ...can("create"), bulkLoad: true }, schema: { tags } }, async (request, reply) => {
    const actor = actorOf(request);
    const language = request.language;
    const kind = sheetKind(request.headers["content-type"]);
    if (!kind || !Buffer.isBuffer(request.body)) throw new AppError(415, "upload_type");
    let rows: Awaited<ReturnType<typeof readSheet>>;
    try {
      rows = await readSheet(request.body, kind);
    } catch {
      throw new AppError(422, "validation_failed", {}, { file: [translate("upload_type", language)] });
    }
    const result = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language };
      const journals = await validateUpload(tx, actor, rows, language);
      const batch = newId();
      const contents = await tx
        .insert(draftJournals)
        .values(
          journals.map((j) => ({
            companyId: actor.companyId,
            id: newId(),
            date: j.date,
            officeId: j.officeId,
            description: j.description ?? j.ref,
            details: j.details,
            uploadBatch: batch,
            createdBy: actor.userId,
          })),
        )
        .returning();
      // One after another: the transaction's connection runs one query at a time.
      const summaries = [];
      for (const c of contents) summaries.push({ id: c.id, summary: await draftJournalDocument.summary(c, ctx) });
      await insertDrafts(ctx, draftJournalDocument, summaries);
      const lines = journals.reduce((n, j) => n + j.details.length, 0);
      await audit(tx, actor, "upload", "draft_journal", batch, { journals: journals.length, lines });
      return { batch, journals: journals.length, lines };
    });
    return reply.code(201).send({
      message: translate("upload_done", language, { journals: result.journals, lines: result.lines }),
      data: { upload_batch: result.batch, journals: result.journals, lines: result.lines },
    });
  });

  // Posting a draft is submitting it: posted at once, or after the approval levels its amount meets.
  api.post(`${base}/:id/post`, { config: postPermission, schema: { tags, params: z.strictObject({ id: z.uuid() }) } }, async (request, reply) => {
    const out = await drafts.command(actorOf(request), request.language, (ctx) => drafts.submitMany(ctx, [request.params.id]));
    const data = out.data[0] as { status: string };
    return reply.code(data.status === "approved" ? 201 : 200).send({ message: out.message, data });
  });

  api.post(
    `${base}/post`,
    { config: { ...postPermission, bulkLoad: true }, schema: { tags, body: z.strictObject({ ids: z.array(z.uuid()).min(1).max(1000) }) } },
    async (request, reply) => {
      // All or nothing: one transaction for the whole selection.
      const out = await drafts.command(actorOf(request), request.language, (ctx) => drafts.submitMany(ctx, request.body.ids));
      const posted = out.data.filter((d) => (d as { status: string }).status === "approved").length;
      const message = posted === out.data.length ? translate("drafts_posted", request.language, { count: posted }) : out.message;
      return reply.code(201).send({ message, data: out.data });
    },
  );
};
