import {
  type BudgetBody,
  budgetBody,
  budgetLimits,
  type BudgetLineResponse,
  budgetResponse,
  type DocumentStateField,
  type BudgetResponse,
  formatMoney,
  type MessageKey,
  periodMonths,
  resolveBudgetLines,
  sumMoney,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { standardSignatures } from "../../platform/print.js";
import { todayInJakarta } from "../dashboard/register-widget.js";
import { rowsOf } from "../reports/report-context.js";

export const BUDGET_TYPE = "budget";
export const BUDGET_BASE = "/transactions/budgeting";

type Named = { id: string | null; code: string | null; name: string | null };

/** A budget as it is kept: the header, its versions' links, and each line with its months. */
export type BudgetContent = Omit<BudgetResponse, DocumentStateField> & { id: string };

/** Refuses lines whose account (postable, active) or dimensions are not the company's, under the line's field. */
async function assertReferences(ctx: DocumentContext, body: BudgetBody, problems: FieldProblems) {
  const c = ctx.actor.companyId;
  const ids = (pick: (l: BudgetBody["lines"][number]) => string | null) => [...new Set(body.lines.map(pick).filter((id): id is string => !!id))];
  const offices = [...new Set([...ids((l) => l.office_id), ...(body.office_id ? [body.office_id] : [])])];
  const units = [...new Set([...ids((l) => l.work_unit_id), ...(body.work_unit_id ? [body.work_unit_id] : [])])];
  const found = rowsOf<{ kind: string; id: string }>(
    await ctx.tx.execute(sql`
      SELECT 'account' AS kind, a.id FROM accounts a WHERE a.company_id = ${c} AND a.id = ANY(${sql.param(ids((l) => l.account_id))}::uuid[]) AND a.is_active
        AND NOT EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = a.company_id AND ch.parent_id = a.id)
      UNION ALL SELECT 'office', id FROM offices WHERE company_id = ${c} AND id = ANY(${sql.param(offices)}::uuid[])
      UNION ALL SELECT 'work_unit', id FROM work_units WHERE company_id = ${c} AND id = ANY(${sql.param(units)}::uuid[])
      UNION ALL SELECT kind, id FROM dimension_items WHERE company_id = ${c} AND kind IN ('activity', 'element')
        AND id = ANY(${sql.param([...ids((l) => l.activity_id), ...ids((l) => l.element_id)])}::uuid[])`),
  );
  const known = new Set(found.map((r) => `${r.kind}:${r.id}`));
  if (body.office_id && !known.has(`office:${body.office_id}`)) problems.invalid("office_id", "office");
  if (body.work_unit_id && !known.has(`work_unit:${body.work_unit_id}`)) problems.invalid("work_unit_id", "work_unit");
  body.lines.forEach((l, i) => {
    if (l.account_id && !known.has(`account:${l.account_id}`)) problems.invalid(`lines.${i}.account_id`, "account");
    if (l.office_id && !known.has(`office:${l.office_id}`)) problems.invalid(`lines.${i}.office_id`, "office");
    if (l.work_unit_id && !known.has(`work_unit:${l.work_unit_id}`)) problems.invalid(`lines.${i}.work_unit_id`, "work_unit");
    if (l.activity_id && !known.has(`activity:${l.activity_id}`)) problems.invalid(`lines.${i}.activity_id`, "activity");
    if (l.element_id && !known.has(`element:${l.element_id}`)) problems.invalid(`lines.${i}.element_id`, "element");
  });
}

/** Reads budgets with their lines, names and months. */
export async function loadBudgets(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, BudgetContent>> {
  if (ids.length === 0) return new Map();
  const c = ctx.actor.companyId;
  const heads = rowsOf<Omit<BudgetContent, "lines" | "months" | "revision_of" | "superseded_by" | "open_revision"> & {
    revision_of_id: string | null;
    revision_of_number: string | null;
    superseded_by_id: string | null;
    superseded_by_number: string | null;
    open_revision_id: string | null;
    open_revision_number: string | null;
  }>(
    await ctx.tx.execute(sql`
      SELECT b.id, b.period, b.period_type, b.date_start::text AS date_start, b.date_end::text AS date_end, b.office_id, o.name AS office_name,
        b.work_unit_id, w.name AS work_unit_name, b.description, b.version AS budget_version, b.closed_at::text AS closed_at, b.total::text AS total,
        b.revision_of AS revision_of_id, rd.number AS revision_of_number, b.superseded_by AS superseded_by_id, sd.number AS superseded_by_number,
        nr.id AS open_revision_id, nr.number AS open_revision_number
      FROM budgets b
      LEFT JOIN offices o ON o.company_id = b.company_id AND o.id = b.office_id
      LEFT JOIN work_units w ON w.company_id = b.company_id AND w.id = b.work_unit_id
      LEFT JOIN documents rd ON rd.company_id = b.company_id AND rd.id = b.revision_of
      LEFT JOIN documents sd ON sd.company_id = b.company_id AND sd.id = b.superseded_by
      LEFT JOIN LATERAL (SELECT nr.id, nd.number FROM budgets nr JOIN documents nd ON nd.company_id = nr.company_id AND nd.id = nr.id
          AND nd.status NOT IN ('approved', 'cancelled')
        WHERE nr.company_id = b.company_id AND nr.revision_of = b.id LIMIT 1) nr ON true
      WHERE b.company_id = ${c} AND b.id = ANY(${sql.param([...ids])}::uuid[])`),
  );
  const lines = rowsOf<BudgetLineResponse & { budget_id: string }>(
    await ctx.tx.execute(sql`
      SELECT l.budget_id, l.line_no, l.account_id, a.code AS account_code, a.name AS account_name, l.office_id, o.name AS office_name,
        l.work_unit_id, w.name AS work_unit_name, l.activity_id, act.name AS activity_name, l.element_id, el.name AS element_name,
        l.description, l.quantity::text AS quantity, l.standard_price::text AS standard_price, l.amount::text AS amount,
        (SELECT array_agg(m.amount::text ORDER BY m.month) FROM budget_amounts m
          WHERE m.company_id = l.company_id AND m.budget_id = l.budget_id AND m.line_no = l.line_no) AS months
      FROM budget_lines l
      LEFT JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      LEFT JOIN offices o ON o.company_id = l.company_id AND o.id = l.office_id
      LEFT JOIN work_units w ON w.company_id = l.company_id AND w.id = l.work_unit_id
      LEFT JOIN dimension_items act ON act.company_id = l.company_id AND act.id = l.activity_id
      LEFT JOIN dimension_items el ON el.company_id = l.company_id AND el.id = l.element_id
      WHERE l.company_id = ${c} AND l.budget_id = ANY(${sql.param([...ids])}::uuid[])
      ORDER BY l.budget_id, l.line_no`),
  );
  const named = (id: string | null, number: string | null): Named | null => (id ? { id, code: number, name: number } : null);
  return new Map(
    heads.map((h) => {
      const { revision_of_id, revision_of_number, superseded_by_id, superseded_by_number, open_revision_id, open_revision_number, ...head } = h;
      return [
        h.id,
        {
          ...head,
          revision_of: named(revision_of_id, revision_of_number),
          superseded_by: named(superseded_by_id, superseded_by_number),
          open_revision: named(open_revision_id, open_revision_number),
          months: periodMonths(h.date_start, h.date_end),
          lines: lines
            .filter((l) => l.budget_id === h.id)
            .map(({ budget_id: _b, ...l }) => ({ ...l, months: (l.months ?? []).map((m) => formatMoney(m)), amount: formatMoney(l.amount) })),
        },
      ];
    }),
  );
}

/** Writes a budget's lines and their months anew (a draft's save replaces them all). */
async function writeLines(ctx: DocumentContext, id: string, body: BudgetBody) {
  const problems = new FieldProblems(ctx.language);
  const months = periodMonths(body.date_start, body.date_end);
  if (months.length > budgetLimits.months_max) problems.message("date_end", "budget_period_too_long", { max: budgetLimits.months_max });
  problems.throwIfAny();
  await assertReferences(ctx, body, problems);
  const resolved = resolveBudgetLines(body);
  for (const p of resolved.problems) problems.message(`lines.${p.line}.${p.field}`, p.key as MessageKey, p.params);
  problems.throwIfAny();
  const c = ctx.actor.companyId;
  await ctx.tx.execute(sql`DELETE FROM budget_lines WHERE company_id = ${c} AND budget_id = ${id}::uuid`);
  const lines = resolved.lines;
  const col = <T>(pick: (l: (typeof lines)[number], i: number) => T) => sql.param(lines.map(pick));
  await ctx.tx.execute(sql`
    INSERT INTO budget_lines (company_id, budget_id, line_no, account_id, office_id, work_unit_id, activity_id, element_id, description, quantity, standard_price, amount)
    SELECT ${c}, ${id}::uuid, t.* FROM unnest(${col((_l, i) => i + 1)}::int[], ${col((l) => l.account_id)}::uuid[], ${col((l) => l.office_id)}::uuid[],
      ${col((l) => l.work_unit_id)}::uuid[], ${col((l) => l.activity_id)}::uuid[], ${col((l) => l.element_id)}::uuid[], ${col((l) => l.description)}::text[],
      ${col((l) => l.quantity)}::numeric[], ${col((l) => l.standard_price)}::numeric[], ${col((l) => l.amount)}::numeric[]) AS t`);
  const amounts = lines.flatMap((l, i) => l.months.map((amount, m) => ({ line: i + 1, month: months[m] as string, amount })));
  await ctx.tx.execute(sql`
    INSERT INTO budget_amounts (company_id, budget_id, line_no, month, amount)
    SELECT ${c}, ${id}::uuid, t.* FROM unnest(${sql.param(amounts.map((a) => a.line))}::int[], ${sql.param(amounts.map((a) => a.month))}::date[],
      ${sql.param(amounts.map((a) => a.amount))}::numeric[]) AS t`);
  return formatMoney(sumMoney(lines.map((l) => l.amount)));
}

/** The budget a revision revises, locked: it must still be the current version. */
async function lockRevised(ctx: DocumentContext, revisedId: string) {
  const [row] = rowsOf<{ superseded_by: string | null; number: string | null }>(
    await ctx.tx.execute(sql`SELECT b.superseded_by, sd.number FROM budgets b LEFT JOIN documents sd ON sd.company_id = b.company_id AND sd.id = b.superseded_by
      WHERE b.company_id = ${ctx.actor.companyId} AND b.id = ${revisedId}::uuid FOR UPDATE OF b`),
  );
  return row;
}

/**
 * A budget (`/transactions/budgeting`, DESIGN §15): a period (the spec's period, period type, date
 * start and end) and lines of an account and/or dimensions with an amount per month. Approved by the
 * `budgeting` levels its total meets. A revision (`POST …/{id}/revise`) is a new budget naming the
 * version it revises; approving it supersedes that one, which stays readable. No journal: budgets
 * are read beside the ledger by the budget reports and checks.
 */
export const budgetDocument: DocumentType<BudgetBody, BudgetContent, typeof budgetResponse> = {
  type: BUDGET_TYPE,
  base: BUDGET_BASE,
  resource: "TxBudgeting",
  title: { en: "Budget", id: "Anggaran" },
  numberType: "budget",
  approvalModule: "budgeting",
  cancel: "reverse",
  body: budgetBody,
  response: budgetResponse,
  // `current=true`: the current versions (not superseded, not closed), the budgets a transfer moves within.
  listFilters: {
    schema: { current: z.enum(["true", "false"]).optional() },
    where: (filters, ctx) =>
      filters.current === "true"
        ? sql`documents.id IN (SELECT id FROM budgets WHERE company_id = ${ctx.actor.companyId} AND superseded_by IS NULL AND closed_at IS NULL)`
        : undefined,
  },
  load: loadBudgets,
  async save(ctx, id, body, created) {
    const c = ctx.actor.companyId;
    const head = sql`${body.period}, ${body.period_type}, ${body.date_start}::date, ${body.date_end}::date, ${body.office_id}::uuid, ${body.work_unit_id}::uuid, ${body.description}`;
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO budgets (company_id, id, period, period_type, date_start, date_end, office_id, work_unit_id, description, created_by)
        VALUES (${c}, ${id}::uuid, ${head}, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE budgets SET (period, period_type, date_start, date_end, office_id, work_unit_id, description, updated_at) = (${head}, now())
        WHERE company_id = ${c} AND id = ${id}::uuid`);
    }
    const total = await writeLines(ctx, id, body);
    await ctx.tx.execute(sql`UPDATE budgets SET total = ${total}::numeric WHERE company_id = ${c} AND id = ${id}::uuid`);
    const content = (await loadBudgets(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM budgets WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  // Dated the day it is entered, not its period's start: a budget posts nothing, so a closed month never
  // stops one (this year's budget, revised in November, belongs to closed months).
  summary: (c) => ({ date: todayInJakarta(), officeId: c.office_id, description: c.description ?? c.period, amount: c.total }),
  // A revision, once approved, supersedes the version it revises — if that one is still current.
  async approved(c, state, ctx) {
    if (!c.revision_of?.id) return;
    const revised = await lockRevised(ctx, c.revision_of.id);
    if (revised?.superseded_by && revised.superseded_by !== state.id) throw new AppError(409, "budget_revised_changed", { number: revised.number ?? "—" });
    await ctx.tx.execute(sql`UPDATE budgets SET superseded_by = ${state.id}::uuid, updated_at = now() WHERE company_id = ${ctx.actor.companyId} AND id = ${c.revision_of.id}::uuid`);
  },
  // Cancelled: a version a later revision superseded stays (cancel that first); a revision gives the
  // version it revised back its place.
  async released(c, _state, ctx) {
    if (c.superseded_by?.id) throw new AppError(409, "budget_not_current");
    if (c.revision_of?.id)
      await ctx.tx.execute(sql`UPDATE budgets SET superseded_by = NULL, updated_at = now() WHERE company_id = ${ctx.actor.companyId} AND id = ${c.revision_of.id}::uuid`);
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    const lineName = (l: BudgetLineResponse) =>
      [l.account_code ? `${l.account_code} ${l.account_name}` : null, l.office_name, l.work_unit_name, l.activity_name, l.element_name].filter(Boolean).join(" · ");
    return {
      title: t("print_budget"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date_start"), value: c.date_start, kind: "date" as const },
        { label: t("print_date_end"), value: c.date_end, kind: "date" as const },
      ],
      fields: [
        { label: t("print_period"), value: c.period },
        { label: t("print_version"), value: String(c.budget_version) },
        { label: t("print_office"), value: c.office_name },
        { label: t("print_description"), value: c.description },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "line", title: t("print_budget_line") },
        { key: "description", title: t("print_description"), width: 120 },
        { key: "amount", title: t("print_amount"), kind: "money" as const, width: 95 },
      ],
      lines: c.lines.map((l) => ({ line: lineName(l), description: l.description, amount: l.amount })),
      totals: [{ label: t("print_total"), amount: c.total }],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    return { ...c, total: formatMoney(c.total) };
  },
};
