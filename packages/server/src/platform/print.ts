import { amountInWords, currencyUnit, type Language, translate } from "@neraca/core";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Tx } from "../db/client.js";
import { companies } from "../db/schema/index.js";
import type { Actor } from "./audit.js";
import { formatAmount, printer } from "./export.js";

/**
 * The one A4 print of a document (DESIGN §12): letterhead, title and number, dates, party, lines,
 * totals, amount in words (Indonesian and English) and signature boxes. Every document type fills
 * a `DocumentPrint`; the layout is decided here once.
 */
export interface PrintCompany {
  name: string;
  address?: string | null;
  npwp?: string | null;
  phone?: string | null;
  email?: string | null;
  /** A data URL (`data:image/png;base64,…` or JPEG), as the company profile stores it. */
  logo?: string | null;
}

export interface PrintColumn {
  key: string;
  title: string;
  kind?: "text" | "money" | "number" | "date";
  /** Points, or `*` for a share of what is left (the default for text columns). */
  width?: number | "*";
}

export type PrintCell = string | number | null | undefined;

export interface PrintField {
  label: string;
  /** Text as is; a date field (`kind: "date"`) takes `YYYY-MM-DD` and is written out in the language. */
  value: string | null | undefined;
  kind?: "text" | "date";
}

export interface DocumentPrint {
  company: PrintCompany;
  title: string;
  number: string;
  /** The document's dates (date, due date, posted at …), shown under the number. */
  dates: PrintField[];
  /** Customer, vendor, employee or contact: the label says which. */
  party?: { label: string; name: string; detail?: string | null } | null;
  /** Other header fields (office, reference, description), shown beside the party. */
  fields?: PrintField[];
  columns: PrintColumn[];
  lines: Record<string, PrintCell>[];
  /** Right-aligned under the lines: subtotal, tax, total … the last one is bold. */
  totals: { label: string; amount: string }[];
  /** The amount written out in words (usually the grand total); null for none. */
  amountInWords?: string | null;
  /** The currency of a document in a foreign one (its words name it); none: rupiah. */
  currency?: string | null;
  /** Which languages the words are written in: both by default, Indonesian first. */
  wordsLanguages?: Language[];
  /** Signature boxes, left to right: prepared by, approved by, received by … with names when known. */
  signatures: { label: string; name?: string | null }[];
  notes?: string | null;
}

const PAGE_MARGIN = 36;
const PRINT_TIME_ZONE = "Asia/Jakarta";
const PAGE_WIDTH = 595.28;
const GREY = "#555555";
const LINE = "#999999";

/** `2026-03-10` → `10 March 2026` / `10 Maret 2026`. */
export function formatPrintDate(value: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return new Intl.DateTimeFormat(language === "id" ? "id-ID" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

const fieldText = (field: PrintField, language: Language) =>
  field.value ? (field.kind === "date" ? formatPrintDate(field.value, language) : field.value) : "";

/** The standard signature boxes, labels in the language: prepared by, approved by, received by. */
export function standardSignatures(
  language: Language,
  names: { prepared?: string | null; approved?: string | null; received?: string | null } = {},
) {
  return [
    { label: translate("print_prepared_by", language), name: names.prepared ?? null },
    { label: translate("print_approved_by", language), name: names.approved ?? null },
    { label: translate("print_received_by", language), name: names.received ?? null },
  ];
}

function letterhead(company: PrintCompany) {
  const lines = [
    { text: company.name, bold: true, fontSize: 13 },
    ...(company.address ? [{ text: company.address, fontSize: 8, color: GREY }] : []),
    ...([company.phone, company.email].some(Boolean) ? [{ text: [company.phone, company.email].filter(Boolean).join(" · "), fontSize: 8, color: GREY }] : []),
    ...(company.npwp ? [{ text: `NPWP ${company.npwp}`, fontSize: 8, color: GREY }] : []),
  ];
  // pdfmake draws PNG and JPEG; any other image is left out rather than failing the print.
  const logo = company.logo && /^data:image\/(png|jpeg);base64,/.test(company.logo) ? company.logo : null;
  return {
    columns: [...(logo ? [{ image: logo, fit: [64, 48], width: 72 }] : []), { stack: lines, width: "*" }],
    columnGap: 8,
  };
}

function header(doc: DocumentPrint, language: Language) {
  const left = doc.party
    ? [
        { text: doc.party.label, fontSize: 8, color: GREY },
        { text: doc.party.name, bold: true },
        ...(doc.party.detail ? [{ text: doc.party.detail, fontSize: 8 }] : []),
      ]
    : [];
  const fields = (doc.fields ?? []).filter((f) => f.value);
  const right = [
    { text: doc.title, bold: true, fontSize: 14, alignment: "right" },
    { text: `${translate("print_number", language)}: ${doc.number}`, bold: true, alignment: "right" },
    ...doc.dates.filter((d) => d.value).map((d) => ({ text: `${d.label}: ${fieldText(d, language)}`, alignment: "right" })),
  ];
  return {
    margin: [0, 12, 0, 10],
    columns: [
      { width: "*", stack: [...left, ...fields.map((f) => ({ text: [{ text: `${f.label}: `, color: GREY }, fieldText(f, language)], margin: [0, 2, 0, 0] }))] },
      { width: 220, stack: right },
    ],
  };
}

function linesTable(doc: DocumentPrint, language: Language) {
  const numeric = (c: PrintColumn) => c.kind === "money" || c.kind === "number";
  const cell = (c: PrintColumn, value: PrintCell) => {
    if (value === null || value === undefined || value === "") return "";
    if (c.kind === "money") return formatAmount(value, language);
    if (c.kind === "date") return formatPrintDate(String(value), language);
    return String(value);
  };
  const body = [
    doc.columns.map((c) => ({ text: c.title, bold: true, fillColor: "#e8f0ee", alignment: numeric(c) ? "right" : "left" })),
    ...doc.lines.map((row) => doc.columns.map((c) => ({ text: cell(c, row[c.key]), alignment: numeric(c) ? "right" : "left" }))),
  ];
  const widths = doc.columns.map((c) => c.width ?? (c.kind === "money" ? 80 : c.kind === "date" ? 60 : c.kind === "number" ? 50 : "*"));
  return { table: { headerRows: 1, widths, body }, layout: "lightHorizontalLines" };
}

function totalsBlock(doc: DocumentPrint, language: Language) {
  if (!doc.totals.length) return null;
  const last = doc.totals.length - 1;
  return {
    margin: [0, 6, 0, 0],
    columns: [
      { width: "*", text: "" },
      {
        width: 220,
        table: {
          widths: ["*", 100],
          body: doc.totals.map((t, i) => [
            { text: t.label, bold: i === last },
            { text: formatAmount(t.amount, language), alignment: "right", bold: i === last },
          ]),
        },
        layout: "noBorders",
      },
    ],
  };
}

function wordsBlock(doc: DocumentPrint, language: Language) {
  if (!doc.amountInWords) return [];
  const amount = doc.amountInWords;
  const languages = doc.wordsLanguages ?? ["id", "en"];
  return languages.map((wordsLanguage) => {
    const words = doc.currency ? amountInWords(amount, wordsLanguage, currencyUnit(doc.currency, wordsLanguage)) : amountInWords(amount, wordsLanguage);
    const label = translate(wordsLanguage === "id" ? "print_in_words_id" : "print_in_words_en", language);
    return {
      margin: [0, 6, 0, 0],
      text: [{ text: `${label}: `, color: GREY }, { text: `${words.charAt(0).toUpperCase()}${words.slice(1)}`, italics: true }],
    };
  });
}

function signatureBoxes(doc: DocumentPrint) {
  if (!doc.signatures.length) return null;
  return {
    margin: [0, 24, 0, 0],
    unbreakable: true,
    columns: doc.signatures.map((s) => ({
      width: "*",
      alignment: "center",
      stack: [
        { text: s.label, fontSize: 8, color: GREY },
        { text: " ", margin: [0, 36, 0, 0] },
        { canvas: [{ type: "line", x1: 10, y1: 0, x2: 140, y2: 0, lineWidth: 0.5, lineColor: LINE }] },
        { text: s.name ?? " ", margin: [0, 3, 0, 0] },
      ],
    })),
    columnGap: 12,
  };
}

/** An A4 portrait PDF of the document in the language (labels, dates, amounts). */
export async function renderDocumentPrint(doc: DocumentPrint, language: Language): Promise<Buffer> {
  // The company calendar's time (DESIGN §5), written YYYY-MM-DD HH:mm.
  const printedAt = new Intl.DateTimeFormat("sv-SE", { timeZone: PRINT_TIME_ZONE, dateStyle: "short", timeStyle: "short" }).format(new Date());
  const content = [
    letterhead(doc.company),
    { canvas: [{ type: "line", x1: 0, y1: 6, x2: PAGE_WIDTH - 2 * PAGE_MARGIN, y2: 6, lineWidth: 1, lineColor: LINE }] },
    header(doc, language),
    linesTable(doc, language),
    totalsBlock(doc, language),
    ...wordsBlock(doc, language),
    ...(doc.notes ? [{ text: doc.notes, margin: [0, 8, 0, 0], fontSize: 8 }] : []),
    signatureBoxes(doc),
  ].filter(Boolean);
  const definition = {
    pageSize: "A4",
    pageOrientation: "portrait",
    pageMargins: [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, 40],
    defaultStyle: { font: "Roboto", fontSize: 9 },
    info: { title: `${doc.title} ${doc.number}`, creator: "Neraca", subject: doc.company.name },
    footer: (page: number, pages: number) => ({
      margin: [PAGE_MARGIN, 12, PAGE_MARGIN, 0],
      fontSize: 7,
      color: "#888888",
      columns: [
        { text: `${doc.number} · ${translate("print_printed_at", language, { time: printedAt })}` },
        { text: translate("print_page", language, { page, pages }), alignment: "right" },
      ],
    }),
    content,
  };
  return printer().createPdf(definition).getBuffer();
}

/** Sends a print: `inline` for the browser's viewer, `attachment` to save it; named after the document's number. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, number: string, disposition: "inline" | "attachment") {
  const fileName = `${number.replace(/[^A-Za-z0-9._-]+/g, "-")}.pdf`;
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `${disposition}; filename="${fileName}"`)
    .send(pdf);
}

/** The letterhead of the actor's company. */
export async function printCompany(tx: Tx, actor: Actor): Promise<PrintCompany> {
  const [company] = await tx
    .select({ name: companies.name, address: companies.address, npwp: companies.npwp, phone: companies.phone, email: companies.email, logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  return company ?? { name: "" };
}
