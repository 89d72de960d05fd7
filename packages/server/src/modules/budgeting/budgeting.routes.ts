import { type BudgetBody, dateField, idParams, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { presentDocuments } from "../../platform/documents/documents.present.js";
import { createDocument, findDocument, lockDocument } from "../../platform/documents/documents.service.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { AppError } from "../../platform/errors.js";
import { actorOf, userOf } from "../../platform/guard.js";
import { z } from "zod";
import { readSheetRows, sheetKind, sheetsWorkbook, XLSX_TYPE } from "../../platform/spreadsheet.js";
import { BUDGET_BASE, type BudgetContent, budgetDocument, loadBudgets } from "./budget.document.js";
import { budgetSheetHeader, budgetSheetRows, codesOf, linesFromSheet } from "./budget-sheet.js";

const periodQuery = z.strictObject({ date_start: dateField(), date_end: dateField() });
const formatQuery = { format: z.enum(["xlsx", "csv"]).default("xlsx") };

/** A sheet as a download: XLSX, or CSV with quoted cells. */
async function sheetFile(rows: (string | number)[][], format: "xlsx" | "csv") {
  if (format === "xlsx") return sheetsWorkbook("Budget", [{ name: "budget", rows }]);
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));
  return Buffer.from(`${rows.map((r) => r.map(cell).join(",")).join("\n")}\n`);
}

const tags = ["budgeting"];

/** The body a budget's content would be saved with: what a revision starts from. */
const bodyOf = (b: BudgetContent): BudgetBody => ({
  period: b.period,
  period_type: b.period_type,
  date_start: b.date_start,
  date_end: b.date_end,
  office_id: b.office_id,
  work_unit_id: b.work_unit_id,
  description: b.description,
  lines: b.lines.map((l) => ({
    account_id: l.account_id,
    office_id: l.office_id,
    work_unit_id: l.work_unit_id,
    activity_id: l.activity_id,
    element_id: l.element_id,
    description: l.description,
    quantity: l.quantity,
    standard_price: l.standard_price,
    amount: l.amount,
    months: l.months,
  })),
});

/** The current version: approved, not superseded, not closed — locked. */
async function currentBudget(ctx: DocumentContext, id: string) {
  const row = await lockDocument(ctx, budgetDocument, id);
  const budget = (await loadBudgets(ctx, [row.id])).get(row.id);
  if (!budget) throw new AppError(404, "not_found");
  if (row.status !== "approved" || budget.superseded_by) throw new AppError(409, "budget_not_current");
  if (budget.closed_at) throw new AppError(409, "budget_closed", { number: row.number ?? "—" });
  return { row, budget };
}

/** One revision of a version open at a time (a draft, waiting or rejected one); its version is locked. */
function refuseOpenRevision(budget: BudgetContent) {
  const open = budget.open_revision;
  if (open) throw open.code ? new AppError(409, "budget_revision_open", { number: open.code }) : new AppError(409, "budget_revision_draft");
}

/**
 * Budgets on the common lifecycle, with their own actions: revise (a new draft version of the
 * current one, its lines copied; approving it supersedes this one) and close (a finished budget
 * leaves the checks and stays in the reports).
 */
export const budgetingRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  registerDocument(app, budgetDocument);

  const answer = async (ctx: DocumentContext, id: string) => (await presentDocuments(ctx, budgetDocument, [await findDocument(ctx, budgetDocument, id)]))[0];

  // Lines from a spreadsheet: a file (CSV or XLSX, the template's columns) or rows pasted from one
  // (keyed by the same header); answered as lines for the form, saved with the budget.
  api.post(
    `${BUDGET_BASE}/lines/upload`,
    { config: { permission: { action: "create", resource: "TxBudgeting" }, bulkLoad: true }, schema: { tags, querystring: periodQuery } },
    async (request) => {
      const actor = actorOf(request);
      const kind = sheetKind(request.headers["content-type"]);
      if (!kind || !Buffer.isBuffer(request.body)) throw new AppError(415, "upload_type");
      let rows: Record<string, string>[];
      try {
        rows = await readSheetRows(request.body, kind);
      } catch {
        throw new AppError(422, "validation_failed", {}, { file: [translate("upload_type", request.language)] });
      }
      const lines = await inTransaction(db, actor, (tx) => linesFromSheet({ tx, actor, language: request.language }, rows, request.query.date_start, request.query.date_end), { readOnly: true });
      return { data: { lines } };
    },
  );
  api.post(
    `${BUDGET_BASE}/lines/paste`,
    {
      config: { permission: { action: "create", resource: "TxBudgeting" } },
      schema: { tags, querystring: periodQuery, body: z.strictObject({ rows: z.array(z.record(z.string(), z.string())).max(5000) }) },
    },
    async (request) => {
      const actor = actorOf(request);
      const rows = request.body.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.trim().toLowerCase(), v])));
      const lines = await inTransaction(db, actor, (tx) => linesFromSheet({ tx, actor, language: request.language }, rows, request.query.date_start, request.query.date_end), { readOnly: true });
      return { data: { lines } };
    },
  );
  api.get(
    `${BUDGET_BASE}/template`,
    { config: { permission: { action: "read", resource: "TxBudgeting" } }, schema: { tags, querystring: periodQuery.extend(formatQuery) } },
    async (request, reply) => {
      const q = request.query;
      const body = await sheetFile([budgetSheetHeader(q.date_start, q.date_end)], q.format);
      return reply
        .header("content-type", q.format === "csv" ? "text/csv" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="budget-template.${q.format}"`)
        .send(body);
    },
  );
  api.get(
    `${BUDGET_BASE}/:id/export`,
    { config: { permission: { action: "read", resource: "TxBudgeting" } }, schema: { tags, params: idParams, querystring: z.strictObject(formatQuery) } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { rows, number } = await inTransaction(
        db,
        actor,
        async (tx) => {
          const ctx = { tx, actor, language: request.language };
          const row = await findDocument(ctx, budgetDocument, request.params.id);
          const budget = (await loadBudgets(ctx, [row.id])).get(row.id);
          if (!budget) throw new AppError(404, "not_found");
          return { rows: budgetSheetRows(budget, await codesOf(ctx, budget)), number: row.number ?? "draft" };
        },
        { readOnly: true },
      );
      const format = request.query.format;
      return reply
        .header("content-type", format === "csv" ? "text/csv" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="budget-${number.replaceAll("/", "-")}.${format}"`)
        .send(await sheetFile(rows, format));
    },
  );

  api.post(`${BUDGET_BASE}/:id/revise`, { config: { permission: { action: "create", resource: "TxBudgeting" } }, schema: { tags, params: idParams } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language, ability: userOf(request).ability };
      const { row, budget } = await currentBudget(ctx, request.params.id);
      refuseOpenRevision(budget);
      const created = await createDocument(ctx, budgetDocument, bodyOf(budget));
      const id = created.rows[0]?.id as string;
      await tx.execute(sql`UPDATE budgets SET revision_of = ${row.id}::uuid, version = ${budget.budget_version + 1} WHERE company_id = ${actor.companyId} AND id = ${id}::uuid`);
      await audit(tx, actor, "revise", budgetDocument.type, row.id, { number: row.number, revision: id });
      return answer(ctx, id);
    });
    return reply.code(201).send({ message: translate("created", request.language), data });
  });

  api.post(`${BUDGET_BASE}/:id/close`, { config: { permission: { action: "update", resource: "TxBudgeting" } }, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language, ability: userOf(request).ability };
      const { row, budget } = await currentBudget(ctx, request.params.id);
      // A revision of a closed budget could never supersede it.
      refuseOpenRevision(budget);
      await tx.execute(sql`UPDATE budgets SET closed_at = now(), updated_at = now() WHERE company_id = ${actor.companyId} AND id = ${row.id}::uuid`);
      await audit(tx, actor, "close", budgetDocument.type, row.id, { number: row.number });
      return answer(ctx, row.id);
    });
    return { message: translate("updated", request.language), data };
  });
};
