import { createRequire } from "node:module";
import path from "node:path";
import { formatAmount as formatMoneyText, type Language } from "@neraca/core";
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

export interface ExportTable {
  title: string;
  subtitle?: string[];
  companyName: string;
  columns: ExportColumn[];
  rows: ExportRow[];
  landscape?: boolean;
  language: Language;
  fileName: string;
}

const require = createRequire(import.meta.url);

/** Money on a printed report: the language's notation, negatives in parentheses (core's one formatter). */
export const formatAmount = (value: string | number | null | undefined, language: Language) =>
  formatMoneyText(value, language, { negative: "parentheses" });

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Neraca";
  const sheet = workbook.addWorksheet(table.title.replace(/[*?:\\/[\]]/g, "-").slice(0, 31));
  sheet.addRow([table.companyName]).font = { bold: true, size: 13 };
  sheet.addRow([table.title]).font = { bold: true, size: 12 };
  for (const line of table.subtitle ?? []) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => c.title));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8F0EE" } };
    cell.border = { bottom: { style: "thin" } };
  });
  for (const row of table.rows) {
    const added = sheet.addRow(
      table.columns.map((c) => {
        const value = row[c.key];
        if (value === null || value === undefined || value === "") return null;
        if (c.kind === "money" || c.kind === "number") return Number(value);
        if (c.key === table.columns[0]?.key && row._level) return `${"  ".repeat(row._level)}${value}`;
        return value as string;
      }),
    );
    if (row._bold) added.font = { bold: true };
  }
  table.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width ?? (c.kind === "money" ? 18 : c.kind === "date" ? 12 : 28);
    if (c.kind === "money") column.numFmt = "#,##0.00;(#,##0.00)";
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

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

/** An A4 PDF (595.28 × 841.89 pt) with the company, title and filters on top and page numbers below. */
export async function toPdf(table: ExportTable): Promise<Buffer> {
  const body = [
    table.columns.map((c) => ({ text: c.title, bold: true, alignment: c.kind === "money" || c.kind === "number" ? "right" : "left", fillColor: "#e8f0ee" })),
    ...table.rows.map((row) =>
      table.columns.map((c, i) => {
        const value = row[c.key];
        const text =
          c.kind === "money" ? formatAmount(value as string | number | null | undefined, table.language) : value === null || value === undefined ? "" : String(value);
        return {
          text,
          bold: !!row._bold,
          alignment: c.kind === "money" || c.kind === "number" ? "right" : "left",
          margin: i === 0 && row._level ? [row._level * 8, 0, 0, 0] : [0, 0, 0, 0],
        };
      }),
    ),
  ];
  // Money columns share what the page leaves after a readable first column (A4 less margins).
  const usable = (table.landscape ? 841.89 : 595.28) - 56;
  const moneyColumns = table.columns.filter((c) => c.kind === "money").length;
  const moneyWidth = Math.min(70, Math.floor((usable - 170) / Math.max(1, moneyColumns)));
  const widths = table.columns.map((c) => (c.kind === "money" ? moneyWidth : c.kind === "date" ? 52 : "*"));
  const fontSize = moneyWidth < 60 ? 6.5 : 7.5;
  const doc = {
    pageSize: "A4",
    pageOrientation: table.landscape ? "landscape" : "portrait",
    pageMargins: [28, 56, 28, 40],
    defaultStyle: { font: "Roboto", fontSize },
    info: { title: table.title, creator: "Neraca" },
    header: { margin: [28, 18, 28, 0], columns: [{ text: table.companyName, bold: true, fontSize: 10 }, { text: table.title, alignment: "right", fontSize: 10 }] },
    footer: (page: number, pages: number) => ({
      margin: [28, 10, 28, 0],
      columns: [
        { text: new Date().toISOString().slice(0, 16).replace("T", " "), fontSize: 7, color: "#888" },
        { text: `${page} / ${pages}`, alignment: "right", fontSize: 7, color: "#888" },
      ],
    }),
    content: [
      { text: table.title, fontSize: 13, bold: true, margin: [0, 0, 0, 2] },
      ...(table.subtitle ?? []).map((line) => ({ text: line, fontSize: 8, color: "#555" })),
      { text: " ", fontSize: 4 },
      { table: { headerRows: 1, widths, body }, layout: "lightHorizontalLines" },
    ],
  };
  return printer().createPdf(doc).getBuffer();
}

/** Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is quoted with `'` (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | boolean | null | undefined, kind: ExportColumn["kind"]): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if ((kind === undefined || kind === "text") && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read the accents): the
 * column titles, then one line per row. Amounts stay canonical decimals (`-1500000.00`) whatever the
 * language, so the file reads back exactly.
 */
export function toCsv(table: ExportTable): Buffer {
  const lines = [
    table.columns.map((c) => csvCell(c.title, "text")).join(","),
    ...table.rows.map((row) => table.columns.map((c) => csvCell(row[c.key], c.kind)).join(",")),
  ];
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

const contentTypes = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
} as const;

/** Sends a table as the requested file. */
export async function sendExport(reply: FastifyReply, table: ExportTable, format: "xlsx" | "pdf" | "csv") {
  const buffer = format === "xlsx" ? await toXlsx(table) : format === "pdf" ? await toPdf(table) : toCsv(table);
  return reply
    .header("content-type", contentTypes[format])
    .header("content-disposition", `attachment; filename="${table.fileName}.${format}"`)
    .send(buffer);
}
