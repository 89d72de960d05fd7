import { chGenerateBody, freightSettingsBody, idParams, listQuery, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import { presentDocuments } from "../../platform/documents/documents.present.js";
import { findDocument, lockDocument } from "../../platform/documents/documents.service.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { AppError } from "../../platform/errors.js";
import { actorOf, userOf } from "../../platform/guard.js";
import { likePattern, listResponse, pageWindow } from "../../platform/pagination.js";
import { readSheetRows, sheetKind, sheetsWorkbook, XLSX_TYPE } from "../../platform/spreadsheet.js";
import { z } from "zod";
import { todayInJakarta } from "../dashboard/register-widget.js";
import { rowsOf } from "../reports/report-context.js";
import { accrualMode, chAccrualDocument } from "./accrual.document.js";
import { baccNettingDocument } from "./netting.document.js";
import { CH_BASE, chJobDocument, loadJobs } from "./ch-job.document.js";
import { batchOf, generate, runAgain } from "./generate.js";
import { shipmentColumns, shipmentExample, shipmentsFromSheet } from "./shipment-upload.js";

const tags = ["freight"];
const BATCHES = "/transactions/chbacc/ch-generate";

/**
 * The freight jobs (CH) on the common lifecycle, with their own actions: close and reopen a billed
 * job; generate jobs' lines from the rate cards in numbered batches (and run a batch again for what it
 * skipped); the month-end accrual document; the company's accrual setting.
 */
export const freightRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  registerDocument(app, chJobDocument);
  registerDocument(app, chAccrualDocument);
  registerDocument(app, baccNettingDocument);

  /** The job's answer after an action of its own. */
  const answer = async (ctx: Parameters<typeof presentDocuments>[0], id: string) =>
    (await presentDocuments(ctx, chJobDocument, [await findDocument(ctx, chJobDocument, id)]))[0];

  // Close: a confirmed job whose every line is billed leaves the monitors; reopen brings it back.
  for (const action of ["close", "reopen"] as const) {
    api.post(`${CH_BASE}/:id/${action}`, { config: { permission: { action: "update", resource: "TxCh" } }, schema: { tags, params: idParams } }, async (request) => {
      const actor = actorOf(request);
      const data = await inTransaction(db, actor, async (tx) => {
        const ctx = { tx, actor, language: request.language, ability: userOf(request).ability };
        const row = await lockDocument(ctx, chJobDocument, request.params.id);
        if (row.status !== "approved") throw new AppError(409, "ch_not_confirmed");
        const job = (await loadJobs(ctx, [row.id])).get(row.id);
        if (!job) throw new AppError(404, "not_found");
        if (action === "close") {
          if (job.closed_at) throw new AppError(409, "ch_closed");
          // Billed means by an approved invoice: a draft's lines would be stuck on a closed job.
          const [open] = rowsOf<{ n: number }>(
            await tx.execute(sql`SELECT count(*)::int AS n FROM ch_job_lines l WHERE l.company_id = ${actor.companyId} AND l.job_id = ${row.id}::uuid
              AND NOT EXISTS (SELECT 1 FROM documents bd WHERE bd.company_id = l.company_id AND bd.id = l.billed_id AND bd.status = 'approved')`),
          );
          const unbilled = open?.n ?? 0;
          if (unbilled > 0 || job.lines.length === 0) throw new AppError(409, "ch_close_unbilled", { count: unbilled });
        }
        await tx.execute(sql`UPDATE ch_jobs SET closed_at = ${action === "close" ? sql`now()` : sql`NULL`}, updated_at = now()
          WHERE company_id = ${actor.companyId} AND id = ${row.id}::uuid`);
        await audit(tx, actor, action === "close" ? "close" : "reopen", chJobDocument.type, row.id, { number: row.number });
        return answer(ctx, row.id);
      });
      return { message: translate("updated", request.language), data };
    });
  }

  api.post(`${CH_BASE}/generate`, { config: { permission: { action: "create", resource: "TxChGenerate" } }, schema: { tags, body: chGenerateBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language };
      const id = await generate(ctx, request.body, todayInJakarta());
      return batchOf(ctx, id);
    });
    return reply.code(201).send({ message: translate("created", request.language), data });
  });

  // A file of shipments (CSV or XLSX): each a draft job, generated from the rate cards in one batch.
  api.post(`${CH_BASE}/generate/upload`, { config: { permission: { action: "create", resource: "TxChGenerate" }, bulkLoad: true }, schema: { tags } }, async (request, reply) => {
    const actor = actorOf(request);
    const language = request.language;
    const kind = sheetKind(request.headers["content-type"]);
    if (!kind || !Buffer.isBuffer(request.body)) throw new AppError(415, "upload_type");
    let rows: Record<string, string>[];
    try {
      rows = await readSheetRows(request.body, kind);
    } catch {
      throw new AppError(422, "validation_failed", {}, { file: [translate("upload_type", language)] });
    }
    const data = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language };
      const shipments = await shipmentsFromSheet(ctx, rows);
      const id = await generate(ctx, { job_ids: [], shipments, description: null }, todayInJakarta());
      return batchOf(ctx, id);
    });
    return reply.code(201).send({ message: translate("created", language), data });
  });
  api.get(
    `${CH_BASE}/generate/template`,
    { config: { permission: { action: "read", resource: "TxChGenerate" } }, schema: { tags, querystring: z.strictObject({ format: z.enum(["xlsx", "csv"]).default("xlsx") }) } },
    async (request, reply) => {
      const rows = [[...shipmentColumns], shipmentExample];
      const body =
        request.query.format === "csv"
          ? Buffer.from(`${rows.map((r) => r.join(",")).join("\n")}\n`)
          : await sheetsWorkbook("Shipments", [{ name: "shipments", rows }]);
      return reply
        .header("content-type", request.query.format === "csv" ? "text/csv" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="shipments-template.${request.query.format}"`)
        .send(body);
    },
  );

  api.get(BATCHES, { config: { permission: { action: "read", resource: "TxChGenerate" } }, schema: { tags, querystring: listQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { limit, offset } = pageWindow(q);
    const search = q.q ? sql`AND (b.number ILIKE ${likePattern(q.q)} OR b.description ILIKE ${likePattern(q.q)})` : sql``;
    const { rows, total } = await inTransaction(
      db,
      actor,
      async (tx) => {
        const rows = rowsOf<{ id: string; number: string; description: string | null; created_at: string; created_by_name: string | null; runs: number; built: number; skipped: number }>(
          await tx.execute(sql`
            SELECT b.id, b.number, b.description, b.created_at::text AS created_at, u.user_name AS created_by_name, b.runs,
              (SELECT count(*) FILTER (WHERE outcome = 'built') FROM (SELECT DISTINCT ON (coalesce(job_id::text, run || ':' || seq)) outcome FROM ch_generate_logs g
                 WHERE g.company_id = b.company_id AND g.batch_id = b.id ORDER BY coalesce(job_id::text, run || ':' || seq), run DESC, seq DESC) o)::int AS built,
              (SELECT count(*) FILTER (WHERE outcome = 'skipped') FROM (SELECT DISTINCT ON (coalesce(job_id::text, run || ':' || seq)) outcome FROM ch_generate_logs g
                 WHERE g.company_id = b.company_id AND g.batch_id = b.id ORDER BY coalesce(job_id::text, run || ':' || seq), run DESC, seq DESC) o)::int AS skipped
            FROM ch_generate_batches b LEFT JOIN users u ON u.id = b.created_by
            WHERE b.company_id = ${actor.companyId} ${search}
            ORDER BY b.created_at DESC, b.id LIMIT ${limit} OFFSET ${offset}`),
        );
        const [n] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM ch_generate_batches b WHERE b.company_id = ${actor.companyId} ${search}`));
        return { rows, total: n?.n ?? 0 };
      },
      { readOnly: true },
    );
    return listResponse(rows, q, total);
  });

  api.get(`${BATCHES}/:id`, { config: { permission: { action: "read", resource: "TxChGenerate" } }, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, (tx) => batchOf({ tx, actor }, request.params.id), { readOnly: true });
    return { data };
  });

  api.post(`${BATCHES}/:id/run`, { config: { permission: { action: "create", resource: "TxChGenerate" } }, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language };
      await runAgain(ctx, request.params.id);
      return batchOf(ctx, request.params.id);
    });
    return { message: translate("updated", request.language), data };
  });

  // The job dimension's picker (core's lineDimensions): confirmed jobs by number or house/master document.
  const JOBS = "/transactions/ch-bacc/job";
  type JobOption = { id: string; code: string | null; name: string };
  api.get(JOBS, { config: { permission: { action: "read", resource: "TxCh" } }, schema: { tags, querystring: listQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { limit, offset } = pageWindow(q);
    const search = q.q ? sql`AND (j.code ILIKE ${likePattern(q.q)} OR j.name ILIKE ${likePattern(q.q)})` : sql``;
    const { rows, total } = await inTransaction(
      db,
      actor,
      async (tx) => {
        const where = sql`j.company_id = ${actor.companyId} AND j.code IS NOT NULL ${search}`;
        const rows = rowsOf<JobOption>(await tx.execute(sql`SELECT j.id, j.code, j.name FROM ch_jobs j WHERE ${where} ORDER BY j.code DESC, j.id LIMIT ${limit} OFFSET ${offset}`));
        const [n] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM ch_jobs j WHERE ${where}`));
        return { rows, total: n?.n ?? 0 };
      },
      { readOnly: true },
    );
    return listResponse(rows, q, total);
  });
  api.get(`${JOBS}/:id`, { config: { permission: { action: "read", resource: "TxCh" } }, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const [data] = await inTransaction(
      db,
      actor,
      async (tx) => rowsOf<JobOption>(await tx.execute(sql`SELECT id, code, name FROM ch_jobs WHERE company_id = ${actor.companyId} AND id = ${request.params.id}::uuid`)),
      { readOnly: true },
    );
    if (!data) throw new AppError(404, "not_found");
    return { data };
  });

  api.get("/settings/freight", { config: { permission: { action: "read", resource: "Setting" } }, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const accrual = await inTransaction(db, actor, (tx) => accrualMode({ tx, actor }), { readOnly: true });
    return { data: { accrual } };
  });
  api.put("/settings/freight", { config: { permission: { action: "update", resource: "Setting" } }, schema: { tags, body: freightSettingsBody } }, async (request) => {
    const actor = actorOf(request);
    const accrual = request.body.accrual;
    await inTransaction(db, actor, async (tx) => {
      await tx.execute(sql`INSERT INTO freight_settings (company_id, accrual) VALUES (${actor.companyId}, ${accrual})
        ON CONFLICT (company_id) DO UPDATE SET accrual = excluded.accrual, updated_at = now()`);
      await audit(tx, actor, "update", "freight_settings", null, { accrual });
    });
    return { message: translate("updated", request.language), data: { accrual } };
  });
};
