import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cappedExportText, type ExportFormat, formatAmount as formatMoneyText, type Language } from "@neraca/core";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";

/** A report or list as a table, ready for Excel or an A4 PDF. */
export interface ExportColumn {
  key: string;
  title: string;
  kind?: "text" | "money" | "date" | "number";
  width?: number;
}

export interface ExportRow {
  [key: string]: string | number | null | boolean | undefined;
  _bold?: boolean;
  _level?: number;
}

/** What a file says above its rows: company, title, filters, the columns. */
export interface ExportHead {
  title: string;
  subtitle?: string[];
  companyName: string;
  columns: ExportColumn[];
  landscape?: boolean;
  language: Language;
  fileName: string;
}

export interface ExportTable extends ExportHead {
  rows: ExportRow[];
}

/**
 * A file being written a batch of rows at a time, to disk, so a report of any length is written
 * with the memory of one batch. `write` answers false once the file holds all its format takes (a
 * PDF stops at PDF_ROWS_MAX rows, a sheet at Excel's limit): what follows is left out, and the
 * file's last line says so.
 */
export interface ExportWriter {
  write(rows: readonly ExportRow[]): Promise<boolean>;
  close(): Promise<void>;
}

/** Rows an A4 PDF holds (some 250 pages); longer reports go to Excel or CSV. */
export const PDF_ROWS_MAX = 10_000;
/** Rows of one Excel sheet, less the lines above the table. */
const XLSX_ROWS_MAX = 1_048_576 - 16;

const require = createRequire(import.meta.url);

/** Money on a printed report: the language's notation, negatives in parentheses (core's one formatter). */
export const formatAmount = (value: string | number | null | undefined, language: Language) =>
  formatMoneyText(value, language, { negative: "parentheses" });

let pdfmake: {
  addFonts(f: unknown): void;
  setUrlAccessPolicy(f: (url: string) => boolean): void;
  setLocalAccessPolicy(f: (p: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
} | null = null;

/** pdfmake, loaded once, reading nothing but its bundled fonts. */
export function printer() {
  if (!pdfmake) {
    pdfmake = require("pdfmake");
    const fonts = require("pdfmake/fonts/Roboto.js");
    const fontDir = path.dirname(require.resolve("pdfmake/fonts/Roboto.js"));
    pdfmake!.addFonts(fonts);
    // Reports never load anything but the bundled fonts.
    pdfmake!.setUrlAccessPolicy(() => false);
    pdfmake!.setLocalAccessPolicy((p) => path.resolve(p).startsWith(fontDir));
  }
  return pdfmake!;
}

/** Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is quoted with `'` (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | boolean | null | undefined, kind: ExportColumn["kind"]): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if ((kind === undefined || kind === "text") && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows at most `max` in all: how many of `rows` still fit after `written`. */
const fitting = (rows: readonly ExportRow[], written: number, max: number) => rows.slice(0, Math.max(0, max - written));

/**
 * CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read the accents): the column titles,
 * then one line per row. Amounts stay canonical decimals (`-1500000.00`) whatever the language, so
 * the file reads back exactly. No limit: every row is written as it comes.
 */
function csvWriter(head: ExportHead, file: string): ExportWriter {
  const out = createWriteStream(file);
  const put = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  const line = (cells: string[]) => `${cells.join(",")}\r\n`;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    await put(`\uFEFF${line(head.columns.map((c) => csvCell(c.title, "text")))}`);
  };
  return {
    async write(rows) {
      await start();
      let text = "";
      for (const row of rows) text += line(head.columns.map((c) => csvCell(row[c.key], c.kind)));
      if (text) await put(text);
      return true;
    },
    async close() {
      await start();
      out.end();
      await once(out, "finish");
    },
  };
}

/** Excel, written a row at a time (ExcelJS's streaming writer): amounts as numbers with a number format. */
function xlsxWriter(head: ExportHead, file: string): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  workbook.creator = "Neraca";
  const sheet = workbook.addWorksheet(head.title.replace(/[*?:\\/[\]]/g, "-").slice(0, 31));
  sheet.columns = head.columns.map((c) => ({ key: c.key, width: c.width ?? (c.kind === "money" ? 18 : c.kind === "date" ? 12 : 28) }));
  const moneyFormat = "#,##0.00;(#,##0.00)";
  const add = (values: (string | number | null)[], font?: Partial<ExcelJS.Font>, style?: (row: ExcelJS.Row) => void) => {
    const row = sheet.addRow(values);
    if (font) row.font = font;
    style?.(row);
    row.commit();
  };
  add([head.companyName], { bold: true, size: 13 });
  add([head.title], { bold: true, size: 12 });
  for (const text of head.subtitle ?? []) add([text]);
  add([]);
  add(
    head.columns.map((c) => c.title),
    { bold: true },
    (row) =>
      row.eachCell((cell) => {
        cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8F0EE" } };
        cell.border = { bottom: { style: "thin" } };
      }),
  );
  let written = 0;
  let capped = false;
  return {
    async write(rows) {
      const batch = fitting(rows, written, XLSX_ROWS_MAX);
      for (const row of batch) {
        const values = head.columns.map((c) => {
          const value = row[c.key];
          if (value === null || value === undefined || value === "") return null;
          if (c.kind === "money" || c.kind === "number") return Number(value);
          if (c.key === head.columns[0]?.key && row._level) return `${"  ".repeat(row._level)}${value}`;
          return value as string;
        });
        add(values, row._bold ? { bold: true } : undefined, (added) =>
          head.columns.forEach((c, i) => {
            if (c.kind === "money" && values[i] !== null) added.getCell(i + 1).numFmt = moneyFormat;
          }),
        );
      }
      written += batch.length;
      capped ||= batch.length < rows.length;
      return !capped;
    },
    async close() {
      if (capped) add([cappedExportText(written, head.language)], { italic: true });
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** An A4 PDF (595.28 × 841.89 pt) with the company, title and filters on top and page numbers below; at most PDF_ROWS_MAX rows. */
function pdfWriter(head: ExportHead, file: string): ExportWriter {
  const align = (c: ExportColumn) => (c.kind === "money" || c.kind === "number" ? "right" : "left");
  const body: unknown[] = [head.columns.map((c) => ({ text: c.title, bold: true, alignment: align(c), fillColor: "#e8f0ee" }))];
  let written = 0;
  let capped = false;
  return {
    async write(rows) {
      const batch = fitting(rows, written, PDF_ROWS_MAX);
      for (const row of batch) {
        body.push(
          head.columns.map((c, i) => {
            const value = row[c.key];
            const text =
              c.kind === "money" ? formatAmount(value as string | number | null | undefined, head.language) : value === null || value === undefined ? "" : String(value);
            return { text, bold: !!row._bold, alignment: align(c), margin: i === 0 && row._level ? [row._level * 8, 0, 0, 0] : [0, 0, 0, 0] };
          }),
        );
      }
      written += batch.length;
      capped ||= batch.length < rows.length;
      return !capped;
    },
    async close() {
      // Money columns share what the page leaves after a readable first column (A4 less margins).
      const usable = (head.landscape ? 841.89 : 595.28) - 56;
      const moneyColumns = head.columns.filter((c) => c.kind === "money").length;
      const moneyWidth = Math.min(70, Math.floor((usable - 170) / Math.max(1, moneyColumns)));
      const widths = head.columns.map((c) => (c.kind === "money" ? moneyWidth : c.kind === "date" ? 52 : "*"));
      const fontSize = moneyWidth < 60 ? 6.5 : 7.5;
      const doc = {
        pageSize: "A4",
        pageOrientation: head.landscape ? "landscape" : "portrait",
        pageMargins: [28, 56, 28, 40],
        defaultStyle: { font: "Roboto", fontSize },
        info: { title: head.title, creator: "Neraca" },
        header: { margin: [28, 18, 28, 0], columns: [{ text: head.companyName, bold: true, fontSize: 10 }, { text: head.title, alignment: "right", fontSize: 10 }] },
        footer: (page: number, pages: number) => ({
          margin: [28, 10, 28, 0],
          columns: [
            { text: new Date().toISOString().slice(0, 16).replace("T", " "), fontSize: 7, color: "#888" },
            { text: `${page} / ${pages}`, alignment: "right", fontSize: 7, color: "#888" },
          ],
        }),
        content: [
          { text: head.title, fontSize: 13, bold: true, margin: [0, 0, 0, 2] },
          ...(head.subtitle ?? []).map((line) => ({ text: line, fontSize: 8, color: "#555" })),
          { text: " ", fontSize: 4 },
          { table: { headerRows: 1, widths, body }, layout: "lightHorizontalLines" },
          ...(capped ? [{ text: cappedExportText(written, head.language), bold: true, margin: [0, 8, 0, 0] }] : []),
        ],
      };
      await writeFile(file, await printer().createPdf(doc).getBuffer());
    },
  };
}

const writers = { csv: csvWriter, xlsx: xlsxWriter, pdf: pdfWriter } as const;

/**
 * Writes a file to a temporary path, `fill` handing it rows batch by batch (for instance page after
 * page of a report, inside its transaction); answers the path. The file is removed if `fill` fails.
 */
export async function exportToFile(head: ExportHead, format: ExportFormat, fill: (writer: ExportWriter) => Promise<void>): Promise<string> {
  const file = path.join(tmpdir(), `neraca-export-${randomUUID()}.${format}`);
  try {
    const writer = writers[format](head, file);
    await fill(writer);
    await writer.close();
    return file;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

const contentTypes = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
} as const;

/** Sends a file `exportToFile` wrote as a download, streamed from disk, and removes it once sent. */
export async function sendExportFile(reply: FastifyReply, file: string, format: ExportFormat, fileName: string) {
  const { size } = await stat(file);
  const stream = createReadStream(file);
  stream.once("close", () => void rm(file, { force: true }));
  return reply
    .header("content-type", contentTypes[format])
    .header("content-length", size)
    .header("content-disposition", `attachment; filename="${fileName}.${format}"`)
    .send(stream);
}

/** Sends a table as the requested file. */
export async function sendExport(reply: FastifyReply, table: ExportTable, format: ExportFormat) {
  const file = await exportToFile(table, format, async (writer) => {
    await writer.write(table.rows);
  });
  return sendExportFile(reply, file, format, table.fileName);
}
