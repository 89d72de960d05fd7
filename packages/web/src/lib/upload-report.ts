import type { FieldErrors } from "@neraca/core";

/**
 * Uploaded spreadsheets (draft journals, master-data imports): the content type a file is sent with
 * and the API's row-by-row report of a refused file.
 */

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The content type the upload sends a file with: CSV or XLSX, by its name when the browser gives none. */
export function uploadTypeOf(file: { name: string; type: string }): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".csv") || file.type === "text/csv") return "text/csv";
  if (name.endsWith(".xlsx") || file.type === XLSX_TYPE) return XLSX_TYPE;
  return null;
}

/** One problem of an uploaded file: the spreadsheet row (row 1 is the header), the column, the text. */
export interface UploadProblem {
  key: string;
  row: number | null;
  field: string;
  message: string;
}

const ROW_KEY = /^rows\.(\d+)\.(.+)$/;

/**
 * The API's 422 answer to an upload (`errors: { "rows.5.account_code": [...], file: [...] }`) as a
 * table sorted by row, then by the template's column order. Problems of the whole file come first.
 */
export function uploadProblems(errors: FieldErrors, columns: readonly string[] = []): UploadProblem[] {
  const order = (field: string) => {
    const at = columns.indexOf(field);
    return at < 0 ? columns.length : at;
  };
  const problems: UploadProblem[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = ROW_KEY.exec(key);
    const row = match ? Number(match[1]) : null;
    const field = match?.[2] ?? key;
    messages.forEach((message, index) => {
      problems.push({ key: `${key}#${index}`, row, field, message });
    });
  }
  return problems.sort((a, b) => (a.row ?? -1) - (b.row ?? -1) || order(a.field) - order(b.field) || a.key.localeCompare(b.key));
}

/** How many distinct rows have problems. */
export const rowsWithProblems = (problems: readonly UploadProblem[]) =>
  new Set(problems.flatMap((p) => (p.row === null ? [] : [p.row]))).size;
