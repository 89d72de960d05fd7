import { type BudgetLineBody, budgetLimits, type FieldErrors, formatMoney, periodMonths, renderTemplate, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError } from "../../platform/errors.js";
import { rowsOf } from "../reports/report-context.js";
import type { BudgetContent } from "./budget.document.js";

/** The columns of a budget sheet before its months (one column per month of the period, `YYYY-MM`). */
export const budgetSheetColumns = ["account_code", "work_unit_code", "office_code", "activity_code", "element_code", "description", "quantity", "standard_price", "amount"] as const;

/** The header of a period's sheet: the columns, then its months. */
export const budgetSheetHeader = (dateStart: string, dateEnd: string) => [...budgetSheetColumns, ...periodMonths(dateStart, dateEnd).map((m) => m.slice(0, 7))];

/** A budget's lines as sheet rows under its header: what `linesFromSheet` reads back. */
export function budgetSheetRows(budget: BudgetContent, codes: { work_unit: Map<string, string>; office: Map<string, string>; item: Map<string, string> }): (string | number)[][] {
  return [
    budgetSheetHeader(budget.date_start, budget.date_end),
    ...budget.lines.map((l) => [
      l.account_code ?? "",
      (l.work_unit_id && codes.work_unit.get(l.work_unit_id)) || "",
      (l.office_id && codes.office.get(l.office_id)) || "",
      (l.activity_id && codes.item.get(l.activity_id)) || "",
      (l.element_id && codes.item.get(l.element_id)) || "",
      l.description ?? "",
      l.quantity ?? "",
      l.standard_price ?? "",
      l.amount,
      ...l.months,
    ]),
  ];
}

/** The codes of the work units, offices and activities/elements a budget names, by id. */
export async function codesOf(ctx: DocumentContext, budget: BudgetContent) {
  const c = ctx.actor.companyId;
  const ids = (pick: (l: BudgetContent["lines"][number]) => string | null) => [...new Set(budget.lines.map(pick).filter((v): v is string => !!v))];
  const rows = rowsOf<{ kind: string; id: string; code: string }>(
    await ctx.tx.execute(sql`
      SELECT 'work_unit' AS kind, id, code FROM work_units WHERE company_id = ${c} AND id = ANY(${sql.param(ids((l) => l.work_unit_id))}::uuid[])
      UNION ALL SELECT 'office', id, code FROM offices WHERE company_id = ${c} AND id = ANY(${sql.param(ids((l) => l.office_id))}::uuid[])
      UNION ALL SELECT 'item', id, code FROM dimension_items WHERE company_id = ${c} AND id = ANY(${sql.param([...ids((l) => l.activity_id), ...ids((l) => l.element_id)])}::uuid[])`),
  );
  const of = (kind: string) => new Map(rows.filter((r) => r.kind === kind).map((r) => [r.id, r.code]));
  return { work_unit: of("work_unit"), office: of("office"), item: of("item") };
}

const number = (v: string | undefined) => (v ?? "").replace(/\s/g, "");

/**
 * Rows of a sheet (keyed by the header's lower-case names, as `readSheetRows` gives them) as budget
 * lines of the period: codes to ids (accounts postable and active), the months by their `YYYY-MM`
 * columns (none: the amount, spread when saved). A 422 names each bad row and column
 * (`rows.5.account_code`, the sheet's own row numbers).
 */
export async function linesFromSheet(ctx: DocumentContext, rows: readonly Record<string, string>[], dateStart: string, dateEnd: string): Promise<BudgetLineBody[]> {
  if (rows.length === 0) throw new AppError(422, "validation_failed", {}, { file: [translate("upload_empty", ctx.language)] });
  if (rows.length > budgetLimits.lines_max)
    throw new AppError(422, "validation_failed", {}, { file: [translate("upload_too_many", ctx.language, { max: budgetLimits.lines_max })] });
  const c = ctx.actor.companyId;
  const lower = (v: string | undefined) => (v ?? "").trim().toLowerCase();
  const wanted = (column: string) => [...new Set(rows.map((r) => lower(r[column])).filter(Boolean))];
  const found = rowsOf<{ kind: string; id: string; code: string }>(
    await ctx.tx.execute(sql`
      SELECT 'account' AS kind, a.id, lower(a.code) AS code FROM accounts a WHERE a.company_id = ${c} AND lower(a.code) = ANY(${sql.param(wanted("account_code"))}::text[])
        AND a.is_active AND NOT EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = a.company_id AND ch.parent_id = a.id)
      UNION ALL SELECT 'work_unit', id, lower(code) FROM work_units WHERE company_id = ${c} AND lower(code) = ANY(${sql.param(wanted("work_unit_code"))}::text[])
      UNION ALL SELECT 'office', id, lower(code) FROM offices WHERE company_id = ${c} AND lower(code) = ANY(${sql.param(wanted("office_code"))}::text[])
      UNION ALL SELECT kind, id, lower(code) FROM dimension_items WHERE company_id = ${c} AND kind IN ('activity', 'element')
        AND lower(code) = ANY(${sql.param([...wanted("activity_code"), ...wanted("element_code")])}::text[])`),
  );
  const ids = new Map(found.map((f) => [`${f.kind}:${f.code}`, f.id]));
  const months = periodMonths(dateStart, dateEnd).map((m) => m.slice(0, 7));
  const errors: FieldErrors = {};
  const fail = (row: number, field: string, text: string) => {
    errors[`rows.${row}.${field}`] = [...(errors[`rows.${row}.${field}`] ?? []), text];
  };
  const moneyPattern = /^\d{1,15}(\.\d{1,2})?$/;
  const lines = rows.map((r, index) => {
    const row = index + 2;
    const ref = (column: string, kind: string) => {
      const code = lower(r[column]);
      if (!code) return null;
      const id = ids.get(`${kind}:${code}`);
      if (!id) fail(row, column, renderTemplate("in", column, ctx.language));
      return id ?? null;
    };
    const amountOf = (column: string) => {
      const v = number(r[column]);
      if (v && !moneyPattern.test(v)) fail(row, column, renderTemplate("double", column, ctx.language));
      return v || null;
    };
    const typed = months.map((m) => amountOf(m));
    const line: BudgetLineBody = {
      account_id: ref("account_code", "account"),
      work_unit_id: ref("work_unit_code", "work_unit"),
      office_id: ref("office_code", "office"),
      activity_id: ref("activity_code", "activity"),
      element_id: ref("element_code", "element"),
      description: (r.description ?? "").trim() || null,
      quantity: number(r.quantity) || null,
      standard_price: amountOf("standard_price"),
      amount: amountOf("amount"),
      weights: null,
      months: typed.some((v) => v !== null) ? typed.map((v) => formatMoney(v ?? "0")) : null,
    };
    return line;
  });
  if (Object.keys(errors).length > 0) throw new AppError(422, "validation_failed", {}, errors);
  return lines;
}
