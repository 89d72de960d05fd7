import { z } from "zod";
import { type LineDimension, lineDimensions } from "../ledger/dimensions.js";
import { rule } from "../messages/issues.js";
import type { Resource } from "../permissions/catalogue.js";
import { dateField, idField } from "../schemas/common.js";
import type { Language } from "../screens/registry.js";

/** A text in both languages of the product. */
export type LocalText = Readonly<Record<Language, string>>;

/** How a column's values are written on screen and in the exports. */
export type ReportColumnKind = "text" | "money" | "date" | "number" | "link";

export interface ReportColumn {
  key: string;
  kind: ReportColumnKind;
  title: LocalText;
  /** Width in Excel characters, when the kind's default does not suit. */
  width?: number;
}

/** One row of a report as a flat table (exports, the generic screen): values by column key. */
export interface ReportTableRow {
  [key: string]: string | number | null | boolean | undefined;
  /** A header account, a section title or a total. */
  _bold?: boolean;
  /** Indentation of the first column (tree depth). */
  _level?: number;
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: ReportTableRow[];
  /** Lines under the title beyond the period and offices (the worksheet's net profit). */
  notes?: string[];
}

export type PeriodKind = "range" | "date" | "dates" | "year";
export type ReportOption = "include_zero" | "per_office" | "month_columns" | "cumulative" | "accounts" | "products" | "warehouses" | "group_by" | "days" | "paged" | "cursor" | "buckets" | "currency" | "tolerance";
export type DimensionFilter = LineDimension["filter"];
export const reportFormats = ["json", "xlsx", "pdf", "csv"] as const;
export type ReportFormat = (typeof reportFormats)[number];
export type ExportFormat = Exclude<ReportFormat, "json">;

/** Each report covers at most this many calendar years (422 `report_range_too_long`). */
export const REPORT_RANGE_YEARS_MAX = 10;
/** Accounts one ledger report may ask for. */
export const REPORT_ACCOUNTS_MAX = 200;

const idCsv = (max: number) =>
  z
    .string()
    .max(max * 37)
    .optional()
    .transform((v) => (v ? v.split(",").filter(Boolean) : []))
    .pipe(z.array(idField()).max(max));

const flag = () => z.enum(["true", "false"]).default("false");

/** Query fields of the report filters, to spread into a definition's query schema. */
export const reportQueryFields = {
  /** Period: one range. */
  range: { date_from: dateField(), date_to: dateField() },
  /** Period: a date. */
  date: { date: dateField() },
  /** Period: two dates compared. */
  dates: { date_a: dateField(), date_b: dateField() },
  /** Period: a calendar year. */
  year: { year: z.coerce.number().int().min(1900).max(2999) },
  include_zero: { include_zero: flag() },
  per_office: { per_office: flag() },
  month_columns: { columns: z.enum(["total", "month"]).default("total") },
  /** Figures from the start of the period through each month instead of the month alone. */
  cumulative: { cumulative: flag() },
  accounts: { account_ids: idCsv(REPORT_ACCOUNTS_MAX) },
  /** Inventory products (the stock reports); none: every one. */
  products: { product_ids: idCsv(REPORT_ACCOUNTS_MAX) },
  /** Warehouses under the offices (the stock reports); none: every location. */
  warehouses: { warehouse_ids: idCsv(100) },
  paged: {
    page: z.coerce.number().int().min(1).max(100000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  },
  format: { format: z.enum(reportFormats).default("json") },
  /** How far beyond a figure (in percent) a row is flagged; 10 when not asked. */
  tolerance: {
    tolerance_percent: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: rule("regex") })
      .default("10"),
  },
  /**
   * Open items of one currency (DESIGN §13): the documents in it, their amounts in it and their value
   * in base beside; none: every document, in base.
   */
  currency: {
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: rule("regex") })
      .optional(),
  },
};

type DimensionFields<K extends DimensionFilter> = { [P in K]: ReturnType<typeof idCsv> };

/**
 * The dimension filters of a report (comma-separated ids), from the one list of line dimensions:
 * every dimension unless some are named.
 */
export function dimensionQueryFields<K extends DimensionFilter = DimensionFilter>(only?: readonly K[]): DimensionFields<K> {
  const chosen = lineDimensions.filter((d) => !only || (only as readonly string[]).includes(d.filter));
  return Object.fromEntries(chosen.map((d) => [d.filter, idCsv(100)])) as DimensionFields<K>;
}

/** A range's end is not before its start (the message names the end date). */
export const rangeInOrder = (query: object) => {
  const range = query as { date_from: string; date_to: string };
  return range.date_from <= range.date_to;
};
export const rangeOrderIssue = { message: rule("date_order"), path: ["date_to"] };

export type AnyQuerySchema = z.ZodObject<any>;

/** What a report is, once, for the server (route, permission, bounds, exports) and the web (filters, types). */
export interface ReportDefinition<Q extends AnyQuerySchema = AnyQuerySchema, R extends z.ZodType = z.ZodType> {
  /** Its key (`/api/report/<name>` and the web screen's path unless `path` says otherwise). */
  name: string;
  /** Its path under `/api` and on the web when not `/report/<name>` (the monitors: `/monitoring/ch`). */
  path?: string;
  /** Permission resource; reading a report needs `read` on it. */
  resource: Resource;
  title: LocalText;
  query: Q;
  response: R;
  /** The report as a flat table: what Excel, PDF and CSV hold, with the columns' titles. */
  table: (data: z.infer<R>, query: z.output<Q>, language: Language) => ReportTable;
  /** The file name without extension. */
  fileName: (query: z.output<Q>) => string;
  /** Wide reports print on landscape A4. */
  landscape?: boolean | ((table: ReportTable) => boolean);
}

/** The filters a report takes, read off its query schema (the web's filter bar shows these). */
export interface ReportFilterShape {
  period: PeriodKind;
  options: readonly ReportOption[];
  dimensions: readonly DimensionFilter[];
}

export function filterShapeOf(query: AnyQuerySchema): ReportFilterShape {
  const keys = new Set(Object.keys(query.shape));
  const period: PeriodKind = keys.has("date_from") ? "range" : keys.has("date_a") ? "dates" : keys.has("year") ? "year" : "date";
  const optionKeys: [ReportOption, string][] = [
    ["include_zero", "include_zero"],
    ["per_office", "per_office"],
    ["month_columns", "columns"],
    ["cumulative", "cumulative"],
    ["accounts", "account_ids"],
    ["products", "product_ids"],
    ["warehouses", "warehouse_ids"],
    ["group_by", "group_by"],
    ["days", "days"],
    ["paged", "page"],
    ["cursor", "start_account_id"],
    ["buckets", "buckets"],
    ["currency", "currency"],
    ["tolerance", "tolerance_percent"],
  ];
  return {
    period,
    options: optionKeys.filter(([, key]) => keys.has(key)).map(([option]) => option),
    dimensions: lineDimensions.map((d) => d.filter).filter((key) => keys.has(key)),
  };
}

/** The dates a report covers, to bound them; null when the report reads one year or one date. */
export function reportSpan(query: Record<string, unknown>): { from: string; to: string } | null {
  if (typeof query.date_from === "string" && typeof query.date_to === "string") return { from: query.date_from, to: query.date_to };
  if (typeof query.date_a === "string" && typeof query.date_b === "string") {
    const [from, to] = [query.date_a, query.date_b].sort() as [string, string];
    return { from, to };
  }
  return null;
}

/** True when the span crosses more calendar years than a report may. */
export const spanTooLong = (span: { from: string; to: string }) =>
  Number(span.to.slice(0, 4)) - Number(span.from.slice(0, 4)) > REPORT_RANGE_YEARS_MAX;

/** Declares a report, keeping its query and response types. */
/** Where a report is served under `/api` and shown on the web. */
export const reportPath = (definition: Pick<ReportDefinition, "name" | "path">): string => definition.path ?? `/report/${definition.name}`;

export const defineReport = <Q extends AnyQuerySchema, R extends z.ZodType>(definition: ReportDefinition<Q, R>): ReportDefinition<Q, R> =>
  definition;

/** The columns' titles in a language, as the exports write them. */
export const columnTitles = (table: Pick<ReportTable, "columns">, language: Language) => table.columns.map((c) => c.title[language]);

/** The same text in both languages (a code, a figure's label from the data). */
export const sameText = (text: string): LocalText => ({ en: text, id: text });

const periodTexts = {
  period: { en: "Period", id: "Periode" },
  as_of: { en: "As of", id: "Per tanggal" },
  year: { en: "Year", id: "Tahun" },
} as const satisfies Record<string, LocalText>;

/** The period a report covers, as its export's subtitle says it: `Period: 2026-01-01 – 2026-03-31`. */
export function periodText(query: Record<string, unknown>, language: Language): string {
  if (typeof query.date_from === "string") return `${periodTexts.period[language]}: ${query.date_from} – ${String(query.date_to)}`;
  if (typeof query.date_a === "string") return `${periodTexts.as_of[language]} ${query.date_a} / ${String(query.date_b)}`;
  if (typeof query.date === "string") return `${periodTexts.as_of[language]} ${query.date}`;
  return `${periodTexts.year[language]} ${String(query.year)}`;
}

const officeTexts = { all: { en: "All offices", id: "Semua kantor" }, some: { en: "Offices", id: "Kantor" } } as const;

/** Which offices a report covers: `All offices`, or `Offices: Jakarta, Surabaya`. */
export const officeText = (names: string[] | null, language: Language) =>
  names === null ? officeTexts.all[language] : `${officeTexts.some[language]}: ${names.join(", ")}`;

const cappedTexts = {
  en: "This file holds the first {rows} rows of the report; the report goes on. Export it to CSV for every row.",
  id: "Berkas ini memuat {rows} baris pertama laporan; laporan masih berlanjut. Ekspor ke CSV untuk semua baris.",
} as const satisfies LocalText;

/** What an export that stopped at its limit of rows says at its end (a PDF or a sheet of a very long report; CSV has no limit). */
export const cappedExportText = (rows: number, language: Language) =>
  cappedTexts[language].replace("{rows}", rows.toLocaleString(language === "id" ? "id-ID" : "en-US"));

/** A report's answer (`data`) as its response schema types it. */
export type ReportResponse<D extends ReportDefinition<any, any>> = z.infer<D["response"]>;
