import {
  type DocumentStateField,
  type EvaluationBody,
  evaluationBody,
  type EvaluationLineResponse,
  type EvaluationResponse,
  evaluationResponse,
  formatAmount,
  formatMoney,
  type MessageKey,
  money,
  sumMoney,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentGuard } from "../../platform/documents/effects.js";
import { AppError, notFound } from "../../platform/errors.js";
import { standardSignatures } from "../../platform/print.js";
import { todayInJakarta } from "../dashboard/register-widget.js";
import { type ReportContext, rowsOf } from "../reports/report-context.js";
import { actualsOf, committedOf, type CurrentLine, currentBudgetLines, favourable } from "./budgeting.reports.js";

export const EVALUATION_BASE = "/transactions/evaluation";

export type EvaluationContent = Omit<EvaluationResponse, DocumentStateField> & { id: string };

/** The budget reports' context for an evaluation's office or work unit. */
export const evaluationScope = (ctx: DocumentContext, office: string | null, unit: string | null): ReportContext => ({
  tx: ctx.tx,
  companyId: ctx.actor.companyId,
  language: ctx.language,
  filters: { officeIds: office ? [office] : [], workUnitIds: unit ? [unit] : [] },
  includeZero: false,
});

/** The current budget lines of the scope in the period, each with its budget, actual and committed there. */
export async function evaluationFigures(ctx: DocumentContext, b: Pick<EvaluationBody, "date_from" | "date_to" | "office_id" | "work_unit_id">) {
  const scope = evaluationScope(ctx, b.office_id, b.work_unit_id);
  const lines = await currentBudgetLines(scope, b.date_from, b.date_to);
  const actuals = await actualsOf(scope, lines, b.date_from, b.date_to);
  const committed = await committedOf(scope, lines, b.date_from, b.date_to);
  return { lines, actuals, committed };
}

async function load(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, EvaluationContent>> {
  if (ids.length === 0) return new Map();
  const c = ctx.actor.companyId;
  const heads = rowsOf<Omit<EvaluationContent, "lines">>(
    await ctx.tx.execute(sql`
      SELECT e.id, e.date_from::text AS date_from, e.date_to::text AS date_to, e.office_id, o.name AS office_name, e.work_unit_id, w.name AS work_unit_name,
        e.tolerance_percent::text AS tolerance_percent, e.description, e.budget_total::text AS budget_total, e.actual_total::text AS actual_total
      FROM budget_evaluations e
      LEFT JOIN offices o ON o.company_id = e.company_id AND o.id = e.office_id
      LEFT JOIN work_units w ON w.company_id = e.company_id AND w.id = e.work_unit_id
      WHERE e.company_id = ${c} AND e.id = ANY(${sql.param([...ids])}::uuid[])`),
  );
  const lines = rowsOf<EvaluationLineResponse & { evaluation_id: string }>(
    await ctx.tx.execute(sql`
      SELECT l.evaluation_id, l.line_no, l.budget_id, d.number AS budget_number, l.budget_line_no, l.name, l.income, l.budget::text AS budget, l.actual::text AS actual,
        l.committed::text AS committed, l.variance::text AS variance,
        CASE WHEN l.budget = 0 THEN NULL ELSE round(l.variance / abs(l.budget) * 100, 1)::text END AS variance_percent,
        l.beyond_tolerance, l.explanation, l.follow_up
      FROM budget_evaluation_lines l LEFT JOIN documents d ON d.company_id = l.company_id AND d.id = l.budget_id
      WHERE l.company_id = ${c} AND l.evaluation_id = ANY(${sql.param([...ids])}::uuid[])
      ORDER BY l.evaluation_id, l.line_no`),
  );
  return new Map(heads.map((h) => [h.id, { ...h, lines: lines.filter((l) => l.evaluation_id === h.id).map(({ evaluation_id: _e, ...l }) => l) }]));
}

/**
 * A budget evaluation (`/transactions/evaluation`, resource `TxEvaluation`; our reading of the spec,
 * docs/budgeting.md): over a period, for an office or a work unit (or the whole company), each
 * current budget line's budget, actual, committed and variance, filled when saved; the unit head
 * explains each line unfavourable beyond the tolerance and says what follows. Submitted and approved
 * through the `evaluation` levels; printed on A4 with the approvers.
 */
export const evaluationDocument: DocumentType<EvaluationBody, EvaluationContent, typeof evaluationResponse> = {
  type: "evaluation",
  base: EVALUATION_BASE,
  resource: "TxEvaluation",
  title: { en: "Budget evaluation", id: "Evaluasi anggaran" },
  numberType: "evaluation",
  approvalModule: "evaluation",
  cancel: "reverse",
  body: evaluationBody,
  response: evaluationResponse,
  load,
  async save(ctx, id, body, created) {
    const c = ctx.actor.companyId;
    for (const [field, table, value] of [
      ["office_id", "offices", body.office_id],
      ["work_unit_id", "work_units", body.work_unit_id],
    ] as const) {
      if (!value) continue;
      const [found] = rowsOf<{ id: string }>(await ctx.tx.execute(sql`SELECT id FROM ${sql.raw(table)} WHERE company_id = ${c} AND id = ${value}::uuid`));
      if (!found) throw new AppError(422, "validation_failed", {}, { [field]: [translate("validation_failed", ctx.language)] });
    }
    const { lines, actuals, committed } = await evaluationFigures(ctx, body);
    if (lines.length === 0) throw new AppError(422, "validation_failed", {}, { date_from: [translate("evaluation_no_lines", ctx.language)] });
    const notes = new Map(body.notes.map((n) => [`${n.budget_id}:${n.budget_line_no}`, n]));
    const rows = lines.map((l: CurrentLine, i) => {
      const budget = sumMoney(l.months.values());
      const actual = sumMoney(actuals.get(i)?.values() ?? []);
      const variance = favourable(l.income, budget, actual);
      const beyond = variance.isNegative() && variance.abs().greaterThan(budget.times(body.tolerance_percent).dividedBy(100));
      const note = notes.get(`${l.budget_id}:${l.line_no}`);
      return { l, budget, actual, committed: committed[i] ?? money(0), variance, beyond, note };
    });
    const head = sql`${body.date_from}::date, ${body.date_to}::date, ${body.office_id}::uuid, ${body.work_unit_id}::uuid, ${body.tolerance_percent}::numeric, ${body.description},
      ${formatMoney(sumMoney(rows.map((r) => r.budget)))}::numeric, ${formatMoney(sumMoney(rows.map((r) => r.actual)))}::numeric`;
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO budget_evaluations (company_id, id, date_from, date_to, office_id, work_unit_id, tolerance_percent, description, budget_total, actual_total, created_by)
        VALUES (${c}, ${id}::uuid, ${head}, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE budget_evaluations SET (date_from, date_to, office_id, work_unit_id, tolerance_percent, description, budget_total, actual_total, updated_at) = (${head}, now())
        WHERE company_id = ${c} AND id = ${id}::uuid`);
      await ctx.tx.execute(sql`DELETE FROM budget_evaluation_lines WHERE company_id = ${c} AND evaluation_id = ${id}::uuid`);
    }
    const col = <T>(pick: (r: (typeof rows)[number], i: number) => T) => sql.param(rows.map(pick));
    await ctx.tx.execute(sql`
      INSERT INTO budget_evaluation_lines (company_id, evaluation_id, line_no, budget_id, budget_line_no, name, income, budget, actual, committed, variance, beyond_tolerance, explanation, follow_up)
      SELECT ${c}, ${id}::uuid, t.* FROM unnest(${col((_r, i) => i + 1)}::int[], ${col((r) => r.l.budget_id)}::uuid[], ${col((r) => r.l.line_no)}::int[], ${col((r) => r.l.name)}::text[],
        ${col((r) => r.l.income)}::boolean[], ${col((r) => formatMoney(r.budget))}::numeric[], ${col((r) => formatMoney(r.actual))}::numeric[], ${col((r) => formatMoney(r.committed))}::numeric[],
        ${col((r) => formatMoney(r.variance))}::numeric[], ${col((r) => r.beyond)}::boolean[], ${col((r) => r.note?.explanation ?? null)}::text[], ${col((r) => r.note?.follow_up ?? null)}::text[]) AS t`);
    const content = (await load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM budget_evaluations WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  // Dated the day it is written (it posts nothing), like a budget.
  summary: (c) => ({ date: todayInJakarta(), officeId: c.office_id, description: c.description ?? `${c.date_from} – ${c.date_to}`, amount: c.budget_total }),
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t("print_evaluation"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date_start"), value: c.date_from, kind: "date" as const },
        { label: t("print_date_end"), value: c.date_to, kind: "date" as const },
      ],
      fields: [
        { label: t("print_office"), value: c.office_name },
        { label: t("print_tolerance"), value: `${formatAmount(c.tolerance_percent, ctx.language)} %` },
        { label: t("print_description"), value: c.description },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "line", title: t("print_budget_line") },
        { key: "budget", title: t("print_budget_amount"), kind: "money" as const, width: 80 },
        { key: "actual", title: t("print_actual"), kind: "money" as const, width: 80 },
        { key: "variance", title: t("print_variance"), kind: "money" as const, width: 80 },
        { key: "explanation", title: t("print_explanation"), width: 110 },
        { key: "follow_up", title: t("print_follow_up"), width: 100 },
      ],
      lines: c.lines.map((l) => ({ line: `${l.beyond_tolerance ? "! " : ""}${l.name}`, budget: l.budget, actual: l.actual, variance: l.variance, explanation: l.explanation, follow_up: l.follow_up })),
      totals: [
        { label: t("print_budget_amount"), amount: c.budget_total },
        { label: t("print_actual"), amount: c.actual_total },
      ],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    return { ...c };
  },
};

// Submitted only with every line beyond the tolerance explained and followed up.
registerDocumentGuard(evaluationDocument, {
  name: "evaluation_explained",
  async check(content, _state, ctx, moment) {
    if (moment !== "submit") return;
    const missing = content.lines.find((l) => l.beyond_tolerance && (!l.explanation || !l.follow_up));
    if (missing)
      throw new AppError(422, "evaluation_explanation_required", {
        line: missing.name,
        variance: formatAmount(money(missing.variance).abs().toFixed(2), ctx.language),
        tolerance: String(Number(content.tolerance_percent)),
      });
  },
});
