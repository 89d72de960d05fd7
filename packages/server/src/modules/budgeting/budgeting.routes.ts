import {
  type BudgetBody,
  type BudgetCheckResponse,
  type BudgetControlResponse,
  budgetControlsBody,
  budgetOverrideBody,
  controlledDocumentTypes,
  dateField,
  type EvaluationDiagramResponse,
  formatMoney,
  type Money,
  money,
  periodMonths,
  idParams,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { presentDocuments } from "../../platform/documents/documents.present.js";
import { createDocument, findDocument, lockDocument } from "../../platform/documents/documents.service.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { budgetTransferDocument } from "./budget-transfer.document.js";
import { AppError } from "../../platform/errors.js";
import { actorOf, userOf } from "../../platform/guard.js";
import { z } from "zod";
import { readSheetRows, sheetKind, sheetsWorkbook, XLSX_TYPE } from "../../platform/spreadsheet.js";
import { BUDGET_BASE, type BudgetContent, budgetDocument, loadBudgets } from "./budget.document.js";
import { budgetSheetHeader, budgetSheetRows, codesOf, linesFromSheet } from "./budget-sheet.js";
import { checkBudget, commitmentSources, controlOf, itemsOf, overridden, requestedTotal } from "./control.js";
import { registerBudgetSources } from "./sources.js";
import { EVALUATION_BASE, evaluationDocument, evaluationFigures } from "./evaluation.document.js";
import { rowsOf } from "../reports/report-context.js";
import { documentTypes } from "../../platform/documents/registry.js";

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
  registerDocument(app, budgetTransferDocument);
  registerDocument(app, evaluationDocument);
  registerBudgetSources();

  // An evaluation's diagram: budget against actual per month of its period (the current lines of its
  // scope as they stand) and per line (as evaluated).
  api.get(`${EVALUATION_BASE}/:id/diagram`, { config: { permission: { action: "read", resource: "TxEvaluation" } }, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(
      db,
      actor,
      async (tx): Promise<EvaluationDiagramResponse> => {
        const ctx = { tx, actor, language: request.language };
        const row = await findDocument(ctx, evaluationDocument, request.params.id);
        const evaluation = (await evaluationDocument.load(ctx, [row.id])).get(row.id);
        if (!evaluation) throw new AppError(404, "not_found");
        const { lines, actuals } = await evaluationFigures(ctx, evaluation);
        const months = new Map<string, { budget: Money; actual: Money }>();
        for (const month of periodMonths(evaluation.date_from, evaluation.date_to)) months.set(month, { budget: money(0), actual: money(0) });
        lines.forEach((l, i) => {
          for (const [month, amount] of l.months) {
            const m = months.get(month);
            if (m) m.budget = m.budget.plus(amount);
          }
          for (const [month, amount] of actuals.get(i) ?? []) {
            const m = months.get(month);
            if (m) m.actual = m.actual.plus(amount);
          }
        });
        return {
          months: [...months].map(([month, m]) => ({ month, budget: formatMoney(m.budget), actual: formatMoney(m.actual) })),
          lines: evaluation.lines.map((l) => ({ name: l.name, budget: l.budget, actual: l.actual })),
        };
      },
      { readOnly: true },
    );
    return { data };
  });

  // The company's budget control per document type (none set: ignore).
  api.get("/settings/budget-control", { config: { permission: { action: "read", resource: "Setting" } }, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(
      db,
      actor,
      async (tx): Promise<BudgetControlResponse[]> => {
        const ctx = { tx, actor, language: request.language };
        return Promise.all(controlledDocumentTypes.map(async (document_type) => ({ document_type, ...(await controlOf(ctx, document_type)) })));
      },
      { readOnly: true },
    );
    return { data };
  });
  api.put("/settings/budget-control", { config: { permission: { action: "update", resource: "Setting" } }, schema: { tags, body: budgetControlsBody } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, async (tx) => {
      for (const c of request.body.controls) {
        if (c.override_role_id) {
          const [role] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM roles WHERE company_id = ${actor.companyId} AND id = ${c.override_role_id}::uuid`));
          if (!role) throw new AppError(422, "validation_failed", {}, { override_role_id: [translate("validation_failed", request.language)] });
        }
        await tx.execute(sql`INSERT INTO budget_controls (company_id, document_type, basis, action, tolerance_percent, override_role_id)
          VALUES (${actor.companyId}, ${c.document_type}, ${c.basis}, ${c.action}, ${c.tolerance_percent}::numeric, ${c.override_role_id}::uuid)
          ON CONFLICT (company_id, document_type) DO UPDATE SET basis = EXCLUDED.basis, action = EXCLUDED.action, tolerance_percent = EXCLUDED.tolerance_percent,
            override_role_id = EXCLUDED.override_role_id, updated_at = now()`);
      }
      await audit(tx, actor, "update", "budget_control", null, { controls: request.body.controls.length });
    });
    return { message: translate("updated", request.language) };
  });

  // Where a controlled document stands against the budget: each budget line it falls under, what is
  // left, and the overrides that let it through.
  api.get(
    `${BUDGET_BASE}/check`,
    { config: { permission: { action: "read", resource: "TxBudgeting" } }, schema: { tags, querystring: z.strictObject({ document_type: z.enum(controlledDocumentTypes), document_id: z.uuid() }) } },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const data = await inTransaction(
        db,
        actor,
        async (tx): Promise<BudgetCheckResponse> => {
          const ctx = { tx, actor, language: request.language };
          const source = commitmentSources.get(q.document_type);
          const type = documentTypes.get(q.document_type);
          if (!source || !type) throw new AppError(404, "not_found");
          const row = await findDocument(ctx, type, q.document_id);
          const content = (await type.load(ctx, [row.id])).get(row.id);
          const control = await controlOf(ctx, q.document_type);
          // An approved document holds its lines already: read what others hold beside it.
          const takenOver = source.takesOver ? await source.takesOver(content, ctx) : [];
          const lines = await checkBudget(ctx, await itemsOf(source, content, ctx), row.date, control.basis, control.tolerance_percent, { lock: false, excludeSourceId: row.id, takenOver, named: true });
          const overrides = rowsOf<{ user_name: string | null; reason: string; created_at: string }>(
            await tx.execute(sql`SELECT u.user_name, o.reason, o.created_at::text AS created_at FROM budget_overrides o LEFT JOIN users u ON u.id = o.user_id
              WHERE o.company_id = ${actor.companyId} AND o.document_id = ${row.id}::uuid ORDER BY o.created_at`),
          );
          return { document_type: q.document_type, action: control.action, basis: control.basis, lines, overrides };
        },
        { readOnly: true },
      );
      return { data };
    },
  );

  // The override role lets a document the budget stops through, with its reason.
  api.post(`${BUDGET_BASE}/override`, { config: { permission: { action: "read", resource: "TxBudgeting" } }, schema: { tags, body: budgetOverrideBody } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, async (tx) => {
      const ctx = { tx, actor, language: request.language };
      const [doc] = rowsOf<{ document_type: string; date: string; status: string }>(
        await tx.execute(sql`SELECT document_type, date::text AS date, status FROM documents WHERE company_id = ${actor.companyId} AND id = ${request.body.document_id}::uuid`),
      );
      const source = doc ? commitmentSources.get(doc.document_type) : undefined;
      const type = doc ? documentTypes.get(doc.document_type) : undefined;
      if (!doc || !source || !type) throw new AppError(404, "not_found");
      const control = await controlOf(ctx, doc.document_type);
      const [member] = control.override_role_id
        ? rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM member_roles WHERE company_id = ${actor.companyId} AND user_id = ${actor.userId}::uuid AND role_id = ${control.override_role_id}::uuid`))
        : [];
      if (!member?.n) throw new AppError(403, "budget_override_not_allowed");
      const content = (await type.load(ctx, [request.body.document_id])).get(request.body.document_id);
      const takenOver = source.takesOver ? await source.takesOver(content, ctx) : [];
      const items = await itemsOf(source, content, ctx);
      const lines = await checkBudget(ctx, items, doc.date, control.basis, control.tolerance_percent, {
        lock: false,
        excludeSourceId: request.body.document_id,
        takenOver,
      });
      const requested = requestedTotal(items);
      if (control.action !== "stop" || !lines.some((l) => l.over) || (await overridden(ctx, request.body.document_id, requested))) throw new AppError(409, "budget_override_not_needed");
      await tx.execute(sql`INSERT INTO budget_overrides (company_id, document_id, user_id, reason, amount)
        VALUES (${actor.companyId}, ${request.body.document_id}::uuid, ${actor.userId}::uuid, ${request.body.reason}, ${requested}::numeric)`);
      await audit(tx, actor, "budget_override", doc.document_type, request.body.document_id, { reason: request.body.reason });
    });
    return { message: translate("updated", request.language) };
  });

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
