import {
  type DraftJournalBody,
  draftJournalBody,
  formatMoney,
  idParams,
  type JournalLineBody,
  listQuery,
  sumMoney,
  translate,
} from "@neraca/core";
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { draftJournals } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit, diff } from "../../platform/audit.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { newId } from "../../platform/ids.js";
import { likePattern, listResponse, pageWindow } from "../../platform/pagination.js";
import { type PostedJournal, postMany } from "../ledger/ledger.service.js";
import { assertPeriodOpen } from "../ledger/periods.js";
import { postingOf } from "./journals.service.js";
import { sheetKind, XLSX_TYPE } from "../../platform/spreadsheet.js";
import { readSheet, uploadTemplate, validateUpload } from "./upload.js";

const tags = ["transactions"];
const can = (action: "create" | "read" | "update" | "delete") => ({
  permission: { action, resource: "TxDraftJournal" as const },
});
type DraftRow = typeof draftJournals.$inferSelect;

const totals = (details: JournalLineBody[]) => {
  const debit = sumMoney(details.map((d) => d.debit));
  const credit = sumMoney(details.map((d) => d.credit));
  return { total_debit: formatMoney(debit), total_credit: formatMoney(credit), balanced: debit.equals(credit) };
};

const presentDraft = (d: DraftRow) => {
  const details = d.details as JournalLineBody[];
  return {
    id: d.id,
    date: d.date,
    description: d.description,
    office_id: d.officeId,
    journal_type: d.journalType,
    status: d.status,
    journal_id: d.journalId,
    upload_batch: d.uploadBatch,
    details,
    line_count: details.length,
    ...totals(details),
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
};

async function findDraft(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(draftJournals)
    .where(and(eq(draftJournals.companyId, actor.companyId), eq(draftJournals.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** Posts drafts through the door together (one lookup, one write), all or nothing, and marks them posted. */
async function postDrafts(tx: Tx, actor: Actor, drafts: DraftRow[], language: "en" | "id"): Promise<PostedJournal[]> {
  if (drafts.some((d) => d.status !== "draft")) throw new AppError(409, "draft_posted_already");
  const outcomes = await postMany(
    tx,
    drafts.map((draft) => ({
      actor,
      header: {
        date: draft.date,
        officeId: draft.officeId,
        description: draft.description,
        journalType: draft.journalType === "adjustment" ? ("adjustment" as const) : ("general" as const),
        sourceType: "draft_journal",
        sourceId: draft.id,
      },
      posting: postingOf(draft.details as JournalLineBody[]),
      language,
    })),
    { partial: false },
  );
  const refused = outcomes.find((o) => o.error);
  if (refused?.error) throw refused.error;
  const posted = outcomes.map((o) => o.journal as PostedJournal);
  const marks = sql.join(
    drafts.map((d, i) => sql`(${d.id}::uuid, ${(posted[i] as PostedJournal).id}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE draft_journals d SET status = 'posted', journal_id = m.journal_id, updated_at = now()
    FROM (VALUES ${marks}) AS m(id, journal_id)
    WHERE d.company_id = ${actor.companyId} AND d.id = m.id`);
  return posted;
}

export const draftRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const base = "/transactions/draft-journal";

  const draftListQuery = listQuery.extend({
    date_from: z.iso.date().optional(),
    date_to: z.iso.date().optional(),
    status: z.enum(["draft", "posted"]).optional(),
    upload_batch: z.uuid().optional(),
  });

  api.get(base, { config: can("read"), schema: { tags, querystring: draftListQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { rows, total } = await inTransaction(db, actor, async (tx) => {
      const where = and(
        eq(draftJournals.companyId, actor.companyId),
        q.q ? ilike(draftJournals.description, likePattern(q.q)) : undefined,
        q.date_from ? gte(draftJournals.date, q.date_from) : undefined,
        q.date_to ? lte(draftJournals.date, q.date_to) : undefined,
        q.status ? eq(draftJournals.status, q.status) : undefined,
        q.upload_batch ? eq(draftJournals.uploadBatch, q.upload_batch) : undefined,
      );
      const direction = q.sort?.startsWith("-") ? desc : asc;
      const column = q.sort?.replace(/^-/, "") === "created_at" ? draftJournals.createdAt : draftJournals.date;
      const { limit, offset } = pageWindow(q);
      const page = await tx.select().from(draftJournals).where(where).orderBy(direction(column), asc(draftJournals.id)).limit(limit).offset(offset);
      const [n] = await tx.select({ n: count() }).from(draftJournals).where(where);
      return { rows: page.map(presentDraft), total: n?.n ?? 0 };
    });
    return listResponse(rows, q, total);
  });

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

  api.post(`${base}/upload`, { config: can("create"), schema: { tags } }, async (request, reply) => {
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
      const journals = await validateUpload(tx, actor, rows, language);
      const batch = newId();
      await tx.insert(draftJournals).values(
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
      );
      const lines = journals.reduce((n, j) => n + j.details.length, 0);
      await audit(tx, actor, "upload", "draft_journal", batch, { journals: journals.length, lines });
      return { batch, journals: journals.length, lines };
    });
    return reply.code(201).send({
      message: translate("upload_done", language, { journals: result.journals, lines: result.lines }),
      data: { upload_batch: result.batch, journals: result.journals, lines: result.lines },
    });
  });

  api.get(`${base}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const row = await inTransaction(db, actor, async (tx) => {
      const [found] = await tx
        .select()
        .from(draftJournals)
        .where(and(eq(draftJournals.companyId, actor.companyId), eq(draftJournals.id, request.params.id)));
      if (!found) throw notFound();
      return found;
    });
    return { data: presentDraft(row) };
  });

  const columns = (body: DraftJournalBody) => ({
    date: body.date,
    officeId: body.office_id,
    description: body.description,
    journalType: body.journal_type,
    details: body.details,
  });

  api.post(base, { config: can("create"), schema: { tags, body: draftJournalBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      await assertPeriodOpen(tx, actor, request.body.date);
      const id = newId();
      const [row] = await tx
        .insert(draftJournals)
        .values({ companyId: actor.companyId, id, createdBy: actor.userId, ...columns(request.body) })
        .returning();
      const presented = presentDraft(row as DraftRow);
      await audit(tx, actor, "create", "draft_journal", id, { date: presented.date, total_debit: presented.total_debit });
      return presented;
    });
    return reply.code(201).send({ message: translate("created", request.language), data });
  });

  api.put(`${base}/:id`, { config: can("update"), schema: { tags, params: idParams, body: draftJournalBody } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const before = await findDraft(tx, actor, request.params.id);
      if (before.status !== "draft") throw new AppError(409, "draft_posted_already");
      await assertPeriodOpen(tx, actor, before.date);
      await assertPeriodOpen(tx, actor, request.body.date);
      const [row] = await tx
        .update(draftJournals)
        .set({ ...columns(request.body), updatedAt: sql`now()` })
        .where(and(eq(draftJournals.companyId, actor.companyId), eq(draftJournals.id, before.id)))
        .returning();
      const after = presentDraft(row as DraftRow);
      await audit(tx, actor, "update", "draft_journal", before.id, diff(presentDraft(before), after));
      return after;
    });
    return { message: translate("updated", request.language), data };
  });

  api.delete(`${base}/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, async (tx) => {
      const before = await findDraft(tx, actor, request.params.id);
      if (before.status !== "draft") throw new AppError(409, "draft_posted_already");
      await assertPeriodOpen(tx, actor, before.date);
      await tx.delete(draftJournals).where(and(eq(draftJournals.companyId, actor.companyId), eq(draftJournals.id, before.id)));
      await audit(tx, actor, "delete", "draft_journal", before.id, presentDraft(before));
    });
    return { message: translate("deleted", request.language) };
  });

  const postPermission = { permission: { action: "create" as const, resource: "TxJournal" as const } };

  api.post(`${base}/:id/post`, { config: postPermission, schema: { tags, params: idParams } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const draft = await findDraft(tx, actor, request.params.id);
      const [posted] = await postDrafts(tx, actor, [draft], request.language);
      return posted;
    });
    return reply.code(201).send({ message: translate("journal_posted", request.language), data });
  });

  api.post(
    `${base}/post`,
    { config: postPermission, schema: { tags, body: z.strictObject({ ids: z.array(z.uuid()).min(1).max(1000) }) } },
    async (request, reply) => {
      const actor = actorOf(request);
      // All or nothing: one transaction for the whole selection.
      const data = await inTransaction(db, actor, async (tx) => {
        const drafts = await tx
          .select()
          .from(draftJournals)
          .where(and(eq(draftJournals.companyId, actor.companyId), inArray(draftJournals.id, request.body.ids)))
          .orderBy(asc(draftJournals.date), asc(draftJournals.createdAt))
          .for("update");
        if (drafts.length !== new Set(request.body.ids).size) throw notFound();
        return postDrafts(tx, actor, drafts, request.language);
      });
      return reply.code(201).send({ message: translate("drafts_posted", request.language, { count: data.length }), data });
    },
  );
};
