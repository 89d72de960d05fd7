import {
  JOURNAL_UPLOAD_ROWS_MAX,
  type JournalLineBody,
  type JournalUploadColumn,
  journalUploadColumns,
  type Language,
  type LineDimension,
  lineDimensions,
  money,
  renderTemplate,
  translate,
} from "@neraca/core";
import ExcelJS from "exceljs";
import { readSheetRows } from "../../platform/spreadsheet.js";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { Actor } from "../../platform/audit.js";
import { AppError } from "../../platform/errors.js";
import { monthOf } from "../ledger/periods.js";

export const uploadColumns = journalUploadColumns;
type Column = JournalUploadColumn;
export const UPLOAD_ROWS_MAX = JOURNAL_UPLOAD_ROWS_MAX;

export interface UploadedJournal {
  ref: string;
  date: string;
  description: string | null;
  officeId: string | null;
  details: JournalLineBody[];
  firstRow: number;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Reads a CSV or XLSX file into rows keyed by the template's column names. */
export async function readSheet(buffer: Buffer, kind: "csv" | "xlsx"): Promise<Record<Column, string>[]> {
  const rows = await readSheetRows(buffer, kind);
  return rows.map((row) => Object.fromEntries(uploadColumns.map((c) => [c, row[c] ?? ""])) as Record<Column, string>);
}

/** Checks every row and groups rows into journals; throws a 422 naming each bad row and field. */
export async function validateUpload(
  tx: Tx,
  actor: Actor,
  rows: Record<Column, string>[],
  language: Language,
): Promise<UploadedJournal[]> {
  const errors: Record<string, string[]> = {};
  const fail = (row: number, field: string, text: string) => {
    const key = `rows.${row}.${field}`;
    errors[key] = [...(errors[key] ?? []), text];
  };
  if (rows.length === 0) throw new AppError(422, "validation_failed", {}, { file: [translate("upload_empty", language)] });
  if (rows.length > UPLOAD_ROWS_MAX) {
    throw new AppError(422, "validation_failed", {}, { file: [translate("upload_too_many", language, { max: UPLOAD_ROWS_MAX })] });
  }
  const c = actor.companyId;
  const codes = async (query: ReturnType<typeof sql>) =>
    new Map(rowsOf<{ key: string; id: string; ok: boolean }>(await tx.execute(query)).map((r) => [r.key.toLowerCase(), r]));
  const accounts = await codes(sql`SELECT a.code AS key, a.id, (a.is_active AND NOT EXISTS (
      SELECT 1 FROM accounts ch WHERE ch.company_id = a.company_id AND ch.parent_id = a.id)) AS ok
    FROM accounts a WHERE a.company_id = ${c}`);
  // Every dimension's codes in one query: `kind` says which dimension a row belongs to.
  const dimensionRows = rowsOf<{ dimension: string; key: string; id: string }>(
    await tx.execute(
      sql.join(
        lineDimensions.map(
          (d) => sql`SELECT ${d.key}::text AS dimension, ${sql.identifier(d.codeColumn)} AS key, id FROM ${sql.identifier(d.table)}
            WHERE company_id = ${c} AND ${sql.identifier(d.codeColumn)} IS NOT NULL${d.tableKind ? sql` AND kind = ${d.tableKind}` : sql``}`,
        ),
        sql` UNION ALL `,
      ),
    ),
  );
  const codesOf = new Map(lineDimensions.map((d) => [d.key, new Map<string, { id: string; ok: boolean }>()]));
  for (const r of dimensionRows) codesOf.get(r.dimension as LineDimension["key"])?.set(r.key.toLowerCase(), { id: r.id, ok: true });
  const closed = new Set(
    rowsOf<{ month: string }>(
      await tx.execute(sql`SELECT period_month::text AS month FROM period_closings WHERE company_id = ${c} AND status = 'closed'`),
    ).map((r) => r.month),
  );

  const groups = new Map<string, UploadedJournal & { debit: ReturnType<typeof money>; credit: ReturnType<typeof money> }>();
  const required = (row: number, field: string) => fail(row, field, renderTemplate("required", field, language));
  const invalid = (row: number, field: string) => fail(row, field, renderTemplate("in", field, language));
  const lookup = (map: Map<string, { id: string; ok: boolean }>, value: string, row: number, field: string) => {
    if (!value) return null;
    const found = map.get(value.toLowerCase());
    if (!found) invalid(row, field);
    return found?.id ?? null;
  };

  rows.forEach((r, index) => {
    const row = index + 2; // the spreadsheet's own row number (row 1 is the header)
    if (!r.journal_ref) required(row, "journal_ref");
    const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(r.date) && !Number.isNaN(Date.parse(`${r.date}T00:00:00Z`));
    if (!r.date) required(row, "date");
    else if (!dateOk) fail(row, "date", renderTemplate("date", "date", language));
    else if (closed.has(monthOf(r.date))) fail(row, "date", translate("period_closed", language, { period: r.date.slice(0, 7) }));
    let accountId: string | null = null;
    if (!r.account_code) required(row, "account_code");
    else {
      const account = accounts.get(r.account_code.toLowerCase());
      if (!account) invalid(row, "account_code");
      else if (!account.ok) fail(row, "account_code", translate("account_header", language, { code: r.account_code }));
      else accountId = account.id;
    }
    const amountOk = (field: "debit" | "credit") => {
      const v = r[field].replace(/,/g, "");
      if (v === "") return "0";
      if (!/^\d{1,16}(\.\d{1,2})?$/.test(v)) {
        fail(row, field, renderTemplate("double", field, language));
        return null;
      }
      return v;
    };
    const debit = amountOk("debit");
    const credit = amountOk("credit");
    if (debit !== null && credit !== null) {
      const d = money(debit);
      const cr = money(credit);
      if (d.isZero() && cr.isZero()) fail(row, "debit", translate("line_no_amount", language));
      if (!d.isZero() && !cr.isZero()) fail(row, "debit", translate("line_both_sides", language));
    }
    // Codes → ids per dimension; several tag names are separated by `;`.
    const ids = Object.fromEntries(
      lineDimensions.map((d) => {
        const codes = codesOf.get(d.key) ?? new Map();
        const value = r[d.uploadColumn];
        if (!d.many) return [d.field, lookup(codes, value, row, d.uploadColumn)];
        const names = value
          .split(";")
          .map((t) => t.trim())
          .filter(Boolean);
        return [d.field, names.map((name) => lookup(codes, name, row, d.uploadColumn)).filter((x): x is string => !!x)];
      }),
    ) as Pick<JournalLineBody, LineDimension["field"]>;
    // The first row of a journal gives its header's dimension (the office).
    const headerId = lineDimensions.find((d) => d.headerDefault)?.field;
    const officeId = headerId ? (ids[headerId] as string | null) : null;
    if (!r.journal_ref) return;
    let group = groups.get(r.journal_ref);
    if (!group) {
      group = {
        ref: r.journal_ref,
        date: r.date,
        description: r.description || null,
        officeId,
        details: [],
        firstRow: row,
        debit: money(0),
        credit: money(0),
      };
      groups.set(r.journal_ref, group);
    } else if (r.date && group.date !== r.date) {
      fail(row, "date", translate("upload_date_mismatch", language, { ref: r.journal_ref }));
    }
    group.debit = group.debit.plus(money(debit ?? "0"));
    group.credit = group.credit.plus(money(credit ?? "0"));
    group.details.push({
      account_id: accountId ?? "",
      debit: debit ?? "0",
      credit: credit ?? "0",
      description: r.line_description || null,
      ...ids,
    });
  });
  for (const group of groups.values()) {
    if (group.details.length < 2) fail(group.firstRow, "journal_ref", translate("journal_no_lines", language));
    if (!group.debit.equals(group.credit)) {
      fail(
        group.firstRow,
        "journal_ref",
        `${group.ref}: ${translate("journal_unbalanced", language, { debit: group.debit.toFixed(2), credit: group.credit.toFixed(2) })}`,
      );
    }
  }
  if (Object.keys(errors).length) {
    throw new AppError(422, "upload_failed", { count: Object.keys(errors).length }, errors);
  }
  return [...groups.values()].map(({ debit: _d, credit: _c, ...journal }) => journal);
}

/** The template: the header and two example journals. */
export async function uploadTemplate(format: "csv" | "xlsx"): Promise<Buffer> {
  const example = [
    ["JV-001", "2026-01-31", "Office rent January", "HO", "6102", "15000000", "", "Rent", "", "", "", "", ""],
    ["JV-001", "2026-01-31", "Office rent January", "HO", "1102.01", "", "15000000", "Transfer", "", "", "", "", ""],
    ["JV-002", "2026-01-31", "Petty cash top-up", "HO", "1101.01", "2500000.50", "", "", "", "", "", "", ""],
    ["JV-002", "2026-01-31", "Petty cash top-up", "HO", "1102.02", "", "2500000.50", "", "", "", "", "", ""],
  ];
  if (format === "csv") {
    return Buffer.from(`${[uploadColumns.join(","), ...example.map((r) => r.join(","))].join("\n")}\n`);
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("journals");
  sheet.addRow([...uploadColumns]).font = { bold: true };
  for (const r of example) sheet.addRow(r);
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
