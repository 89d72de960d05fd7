import {
  reportPath,
  type AnyQuerySchema,
  lineDimensions,
  officeText,
  periodText,
  type ExportFormat,
  type ReportDefinition,
  type ReportFormat,
  reportSpan,
  REPORT_RANGE_YEARS_MAX,
  spanTooLong,
} from "@neraca/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "../../platform/errors.js";
import { type ExportHead, type ExportRow, exportToFile, sendExportFile } from "../../platform/export.js";
import { guardedTransaction } from "../../platform/guard.js";
import type { LineFilters } from "../ledger/balances.js";
import { type ReportContext, reportHeader } from "./report-context.js";

/** What every report query may carry beyond its own filters. */
type CommonQuery = { format?: ReportFormat; include_zero?: "true" | "false" } & Record<string, unknown>;

/** The line filters of a query, dimension by dimension (core's one list). */
function lineFiltersOf(query: Record<string, unknown>): LineFilters {
  const filters: LineFilters = {};
  for (const d of lineDimensions) {
    const ids = query[d.filter];
    if (Array.isArray(ids)) filters[d.filterField] = ids as string[];
  }
  return filters;
}

const JSON_ROWS = Symbol("rows as JSON text");
type JsonRows = { key: string; json: string };

/**
 * A report's answer whose rows (`data[key]`, left empty) came from the database already as JSON
 * text: the JSON answer carries that text as it is, with no decoding and encoding again on the way
 * through; a file parses it first. For reports whose rows are most of the answer (a page of lines).
 */
export function withJsonRows<T extends object>(data: T, key: keyof T & string, json: string | null): T {
  Object.defineProperty(data, JSON_ROWS, { value: { key, json: json ?? "[]" } satisfies JsonRows, enumerable: false, configurable: true });
  return data;
}

const jsonRowsOf = (data: unknown): JsonRows | undefined => (data as { [JSON_ROWS]?: JsonRows } | null)?.[JSON_ROWS];

/** `{ data }` as JSON text, the rows given as text put in as they are (last, after the other fields). */
function answerText(data: object, rows: JsonRows): string {
  const { [rows.key]: _empty, ...rest } = data as Record<string, unknown>;
  const head = JSON.stringify(rest);
  return `{"data":${head.length > 2 ? `${head.slice(0, -1)},` : "{"}${JSON.stringify(rows.key)}:${rows.json}}}`;
}

/** What a report's file says above its rows: the definition's columns, titled in the request's language. */
async function exportHeadOf<Q extends AnyQuerySchema, R extends z.ZodType>(
  definition: ReportDefinition<Q, R>,
  ctx: ReportContext,
  table: ReturnType<ReportDefinition<Q, R>["table"]>,
  query: z.output<Q>,
): Promise<ExportHead> {
  const language = ctx.language;
  const header = await reportHeader(ctx);
  const officeIds = ctx.filters.officeIds ?? [];
  const offices = officeIds.length ? header.offices.filter((o) => officeIds.includes(o.id)).map((o) => o.name) : null;
  return {
    title: definition.title[language],
    subtitle: [periodText(query, language), officeText(offices, language), ...(table.notes ?? [])],
    companyName: header.companyName,
    columns: table.columns.map((c) => ({ key: c.key, title: c.title[language], kind: c.kind === "link" ? "text" : c.kind, width: c.width })),
    landscape: typeof definition.landscape === "function" ? definition.landscape(table) : definition.landscape,
    language,
    fileName: definition.fileName(query),
  };
}

/**
 * How a report answered a page at a time is read whole for a file: the query of its first page,
 * and of the page after the one answered (null after the last).
 */
export interface ReportPages<Q> {
  first: (query: Q) => Q;
  next: (query: Q, data: unknown) => Q | null;
}

/** Items of a page-numbered report an export reads at a time. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * A report with `page` and `per_page` (the journal report, the cash book…) answers
 * `meta: { page, per_page, total }`, where `total` passes the page's end when another page follows.
 */
const numberedPages: ReportPages<Record<string, unknown>> = {
  first: (query) => ({ ...query, page: 1, per_page: EXPORT_PAGE_SIZE }),
  next: (query, data) => {
    const meta = (data as { meta?: { total: number } }).meta;
    if (!meta) throw new Error("a page-numbered report answers meta");
    return meta.total > (query.page as number) * (query.per_page as number) ? { ...query, page: (query.page as number) + 1 } : null;
  },
};

const isPageNumbered = (definition: ReportDefinition) => "page" in definition.query.shape;

/**
 * The rows of a page-numbered report's table that frame its items (a title and an opening above,
 * a total below): the table of the page with its items taken out gives them; the rows the page's
 * table starts with that are the same are the head, the rest the tail. The file keeps the first
 * page's head and the last page's tail (they speak for the whole report), and every page's items.
 */
function frameOf(definition: ReportDefinition, data: Record<string, unknown>, query: unknown, language: ReportContext["language"], rows: ExportRow[]) {
  const lists = Object.keys(data).filter((key) => Array.isArray(data[key]));
  if (lists.length !== 1) throw new Error(`a page-numbered report answers one list of items (${definition.name}: ${lists.join(", ")})`);
  const frame = definition.table({ ...data, [lists[0] as string]: [] } as never, query as never, language).rows;
  let head = 0;
  while (head < frame.length && head < rows.length && JSON.stringify(frame[head]) === JSON.stringify(rows[head])) head++;
  return { head, tail: frame.length - head };
}

/**
 * The whole report as a file, whatever page the screen shows: page after page (`pages`, or the
 * page numbers of a report that has them) inside the report's transaction, each page's rows written
 * to disk as they come, so memory holds one page. Answers the file's path.
 */
async function writeReportFile<Q extends AnyQuerySchema, R extends z.ZodType>(
  definition: ReportDefinition<Q, R>,
  ctx: ReportContext,
  query: z.output<Q>,
  format: ExportFormat,
  build: (ctx: ReportContext, query: z.output<Q>) => Promise<z.infer<R>>,
  pages: ReportPages<z.output<Q>> | undefined,
): Promise<string> {
  const numbered = !pages && isPageNumbered(definition as unknown as ReportDefinition);
  const walk = pages ?? (numbered ? (numberedPages as unknown as ReportPages<z.output<Q>>) : null);
  const read = async (q: z.output<Q>) => {
    const data = await build(ctx, q);
    const rows = jsonRowsOf(data);
    if (rows) (data as Record<string, unknown>)[rows.key] = JSON.parse(rows.json);
    return { data, table: definition.table(data, query, ctx.language) };
  };
  let q: z.output<Q> | null = walk ? walk.first(query) : query;
  let page = await read(q as z.output<Q>);
  const head = await exportHeadOf(definition, ctx, page.table, query);
  const frame = numbered
    ? frameOf(definition as unknown as ReportDefinition, page.data as Record<string, unknown>, query, ctx.language, page.table.rows)
    : { head: 0, tail: 0 };
  return exportToFile(head, format, async (writer) => {
    for (let first = true; ; first = false) {
      const rows = page.table.rows;
      if (!(await writer.write(rows.slice(first ? 0 : frame.head, rows.length - frame.tail)))) return;
      q = walk ? walk.next(q as z.output<Q>, page.data) : null;
      if (!q) break;
      page = await read(q);
    }
    await writer.write(page.table.rows.slice(page.table.rows.length - frame.tail));
  });
}

/** Every report served, by name: filled by `registerReport` (the contract test runs each against its response schema). */
export const registeredReports = new Map<string, ReportDefinition>();

/**
 * Serves a report defined in core at `GET /report/<name>`: the definition's query schema (bad
 * filters → 422), `read` permission on its resource, a bounded period, one read-only transaction
 * (the session read with its BEGIN: `guardedTransaction`), and the answer as JSON or, with
 * `format=xlsx|pdf|csv`, as a file built from the definition's columns holding the whole report:
 * every page of a paged one (`options.pages`, or its page numbers), written to disk page by page.
 * A module calls this from its own plugin; nothing central lists reports.
 */
export function registerReport<Q extends AnyQuerySchema, R extends z.ZodType>(
  app: FastifyInstance,
  definition: ReportDefinition<Q, R>,
  build: (ctx: ReportContext, query: z.output<Q>) => Promise<z.infer<R>>,
  options: { genericPlans?: boolean; pages?: ReportPages<z.output<Q>> } = {},
): void {
  registeredReports.set(definition.name, definition as unknown as ReportDefinition);
  app.withTypeProvider<ZodTypeProvider>().get(
    reportPath(definition),
    {
      // The session is read with the transaction's BEGIN; a bad query is answered there, after 401 and 403.
      config: { permission: { action: "read", resource: definition.resource }, sessionInTransaction: true },
      attachValidation: true,
      schema: { tags: ["report"], summary: definition.title.en, querystring: definition.query },
    },
    async (request, reply) => {
      const query = request.query as z.output<Q> & CommonQuery;
      const format = query.format ?? "json";
      const { data, file } = await guardedTransaction(
        request,
        reply,
        { readOnly: true, genericPlans: options.genericPlans === true },
        async (tx, auth) => {
          const span = reportSpan(query);
          if (span && spanTooLong(span)) throw new AppError(422, "report_range_too_long", { years: REPORT_RANGE_YEARS_MAX });
          const ctx: ReportContext = {
            tx,
            companyId: auth.companyId as string,
            language: request.language,
            includeZero: query.include_zero === "true",
            filters: lineFiltersOf(query),
            auth,
          };
          if (format !== "json") return { data: null, file: await writeReportFile(definition, ctx, query, format, build, options.pages) };
          return { data: await build(ctx, query), file: null };
        },
      );
      if (file && format !== "json") return sendExportFile(reply, file, format, definition.fileName(query));
      const rows = jsonRowsOf(data);
      if (!rows) return { data };
      return reply.type("application/json; charset=utf-8").send(answerText(data as object, rows));
    },
  );
}
