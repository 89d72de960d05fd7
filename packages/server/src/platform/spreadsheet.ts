import { Readable } from "node:stream";
import ExcelJS from "exceljs";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The kind of an uploaded spreadsheet from its content type, or null when it is neither. */
export function sheetKind(contentType: string | undefined): "csv" | "xlsx" | null {
  const type = String(contentType ?? "");
  return type.startsWith("text/csv") ? "csv" : type.startsWith(XLSX_TYPE) ? "xlsx" : null;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
  }
  return String(value).trim();
}

/** The first sheet of a CSV or XLSX file as rows keyed by the header row's names (lower case); blank rows skipped. */
export async function readSheetRows(buffer: Buffer, kind: "csv" | "xlsx"): Promise<Record<string, string>[]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = kind === "xlsx" ? (await workbook.xlsx.load(buffer as never)).worksheets[0] : await workbook.csv.read(Readable.from(buffer));
  if (!sheet) return [];
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map((v) => cellText(v).toLowerCase());
  const out: Record<string, string>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    const record: Record<string, string> = {};
    header.forEach((name, i) => {
      if (name) record[name] = cellText(values[i]);
    });
    if (Object.values(record).some((v) => v !== "")) out.push(record);
  });
  return out;
}

/** A workbook of sheets given as rows of cells (header row bold). */
export async function sheetsWorkbook(title: string, sheets: readonly { name: string; rows: (string | number)[][] }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((c) => {
      c.width = 22;
    });
  }
  book.title = title;
  return Buffer.from(await book.xlsx.writeBuffer());
}
