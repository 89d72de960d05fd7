import {
  actionResponseSchema,
  dataResponseSchema,
  idParams,
  type JournalBody,
  journalBatchItemResponse,
  journalBody,
  journalListItemResponse,
  journalResponse,
  type Language,
  lineDimensions,
  listQuery,
  listResponseSchema,
  reverseBody,
  translate,
} from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inTransaction } from "../../db/tenant.js";
import { registerAttachments } from "../../platform/attachments.js";
import { AppError } from "../../platform/errors.js";
import { sendExport } from "../../platform/export.js";
import { sendPdf } from "../../platform/print.js";
import type { Actor } from "../../platform/audit.js";
import { actorOf } from "../../platform/guard.js";
import { listResponse } from "../../platform/pagination.js";
import { findJournal } from "../ledger/ledger.lookup.js";
import type { PostedJournal, PostingOutcome, PostingRequest } from "../ledger/ledger.types.js";
import { postMany } from "../ledger/ledger.post.js";
import { guardManualPostings } from "./manual-guards.js";
import { reverse } from "../ledger/ledger.reverse.js";
import { PostingQueue } from "../ledger/posting-queue.js";
import { printCompany, renderJournalVoucher } from "./journal-print.js";
import { type JournalListQuery, journalDetail, listJournals, postingOf } from "./journals.service.js";

const tags = ["transactions"];
export const JOURNAL_BATCH_MAX = 500;
const can = (action: "create" | "read" | "update") => ({ permission: { action, resource: "TxJournal" as const } });

export const journalListQuery = listQuery.extend({
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  office_id: z.uuid().optional(),
  status: z.enum(["posted", "reversed"]).optional(),
  journal_type: z.enum(["general", "adjustment", "opening", "closing", "reversal"]).optional(),
  source_type: z.string().max(40).optional(),
});

/** The answers' shapes, from core: the serializer checks each answer against them and the web types come from them. */
const journalList = { 200: listResponseSchema(journalListItemResponse) };
const journalPosted = { 201: actionResponseSchema(journalResponse) };

const t = (language: "en" | "id", en: string, id: string) => (language === "id" ? id : en);

/** A journal typed in (or sent by an integration) as a posting for the ledger's door. */
const manualPosting = (actor: Actor, body: JournalBody, language: Language): PostingRequest => ({
  actor,
  header: { date: body.date, officeId: body.office_id, description: body.description, journalType: body.journal_type, sourceType: "manual" },
  posting: postingOf(body.details),
  language,
});

export const journalRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const base = "/transactions/journal";
  // Manual journals pass the guards other modules put on them (budget control) in their transaction.
  const postings = new PostingQueue(db, guardManualPostings);
  registerAttachments(app, { base, documentType: "journal", resource: "TxJournal", find: findJournal, tags });

  api.get(base, { config: can("read"), schema: { tags, querystring: journalListQuery, response: journalList } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query as JournalListQuery;
    const { rows, total } = await inTransaction(db, actor, (tx) => listJournals(tx, actor, q));
    return listResponse(rows, q, total);
  });

  api.get(
    `${base}/:id`,
    {
      config: can("read"),
      schema: {
        tags,
        params: idParams,
        querystring: z.strictObject({ format: z.enum(["json", "pdf", "xlsx"]).default("json") }),
        // PDF and Excel answers are files, sent as they are.
        response: { 200: dataResponseSchema(journalResponse) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const language = request.language;
      const { data, company } = await inTransaction(
        db,
        actor,
        async (tx) => ({
          data: await journalDetail(tx, actor, request.params.id, language),
          company: request.query.format === "json" ? null : await printCompany(tx, actor),
        }),
        { readOnly: true },
      );
      if (!company) return { data };
      if (request.query.format === "pdf") {
        return sendPdf(reply, await renderJournalVoucher(data, company, language), data.number, "attachment");
      }
      const companyName = company.name;
      return sendExport(
        reply,
        {
          title: `${t(language, "Journal", "Jurnal")} ${data.number}`,
          subtitle: [
            `${t(language, "Date", "Tanggal")}: ${data.date}    ${t(language, "Office", "Kantor")}: ${data.office_name ?? ""}`,
            data.description ?? "",
            data.reversal_of ? `${t(language, "Reverses", "Membalik")} ${data.reversal_of.number}` : "",
            data.reversed_by ? `${t(language, "Reversed by", "Dibalik oleh")} ${data.reversed_by.number}` : "",
          ].filter(Boolean),
          companyName,
          language,
          fileName: data.number.replaceAll("/", "-"),
          columns: [
            { key: "account", title: t(language, "Account", "Akun") },
            { key: "description", title: t(language, "Description", "Keterangan") },
            { key: "dimensions", title: t(language, "Dimensions", "Dimensi") },
            { key: "debit", title: "Debit", kind: "money" },
            { key: "credit", title: t(language, "Credit", "Kredit"), kind: "money" },
          ],
          rows: [
            ...data.details.map((l) => ({
              account: `${l.account_code} ${l.account_name}`,
              description: l.description,
              dimensions: lineDimensions
                .flatMap((d) => [l[d.nameField]].flat())
                .filter(Boolean)
                .join(" · "),
              debit: Number(l.debit) ? l.debit : null,
              credit: Number(l.credit) ? l.credit : null,
            })),
            { account: "Total", debit: data.total_debit, credit: data.total_credit, _bold: true },
          ],
        },
        "xlsx",
      );
    },
  );

  // The voucher for the browser's PDF viewer (DESIGN §12: every document has GET /:id/print).
  api.get(`${base}/:id/print`, { config: can("read"), schema: { tags, params: idParams } }, async (request, reply) => {
    const actor = actorOf(request);
    const { data, company } = await inTransaction(
      db,
      actor,
      async (tx) => ({ data: await journalDetail(tx, actor, request.params.id, request.language), company: await printCompany(tx, actor) }),
      { readOnly: true },
    );
    return sendPdf(reply, await renderJournalVoucher(data, company, request.language), data.number, "inline");
  });

  api.post(base, { config: can("create"), schema: { tags, body: journalBody, response: journalPosted } }, async (request, reply) => {
    const actor = actorOf(request);
    const body = request.body;
    const data = await postings.post(manualPosting(actor, body, request.language));
    return reply.code(201).send({ message: translate("journal_posted", request.language), data });
  });

  // Many journals in one transaction, all or nothing: for integrations and imports of whole periods.
  api.post(
    `${base}/batch`,
    {
      config: { ...can("create"), bulkLoad: true },
      schema: {
        tags,
        body: z.strictObject({ journals: z.array(journalBody).min(1).max(JOURNAL_BATCH_MAX) }),
        response: { 201: actionResponseSchema(z.array(journalBatchItemResponse)) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const language = request.language;
      const outcomes = await inTransaction(db, actor, async (tx) => {
        const requests = request.body.journals.map((body) => manualPosting(actor, body, language));
        const refused = await guardManualPostings(tx, requests);
        if (refused.some(Boolean)) return refused.map((error): PostingOutcome => (error ? { error } : {}));
        return postMany(tx, requests, { partial: false });
      });
      // Nothing was written if any journal was refused: name every problem under its journal,
      // `journals.3.details.0.account_id`.
      const refused = outcomes.flatMap((o, index) => (o.error ? [{ index, error: o.error }] : []));
      if (refused.length) {
        const errors: Record<string, string[]> = {};
        for (const { index, error } of refused) {
          for (const [k, v] of Object.entries(error.errors ?? { body: [translate(error.messageKey, language, error.params)] })) errors[`journals.${index}.${k}`] = v;
        }
        const first = (refused[0] as { error: AppError }).error;
        throw new AppError(first.statusCode, first.messageKey, first.params, errors);
      }
      const data = outcomes.map(({ journal }) => {
        const j = journal as PostedJournal;
        return { id: j.id, number: j.number, date: j.date, total: j.total_debit };
      });
      return reply.code(201).send({ message: translate("journals_posted", request.language, { count: data.length }), data });
    },
  );

  api.post(
    `${base}/:id/reverse`,
    { config: can("create"), schema: { tags, params: idParams, body: reverseBody, response: journalPosted } },
    async (request, reply) => {
      const actor = actorOf(request);
      const data = await inTransaction(db, actor, async (tx) => {
        const reversal = await reverse(tx, actor, request.params.id, request.body.date ?? null, request.language, null, async (r) => (await guardManualPostings(tx, [r]))[0] ?? null);
        return journalDetail(tx, actor, reversal.id, request.language);
      });
      return reply.code(201).send({ message: translate("journal_reversed", request.language), data });
    },
  );
};
