import {
  type AnyQuerySchema,
  lineDimensions,
  officeText,
  periodText,
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
import { type ExportTable, sendExport } from "../../platform/export.js";
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

/** The report as a file: the definition's table, titled in the request's language. */
async function exportTableOf<Q extends AnyQuerySchema, R extends z.ZodType>(
  definition: ReportDefinition<Q, R>,
  ctx: ReportContext,
  data: z.infer<R>,
  query: z.output<Q>,
): Promise<ExportTable> {
  const language = ctx.language;
  const table = definition.table(data, query, language);
  const header = await reportHeader(ctx);
  const officeIds = ctx.filters.officeIds ?? [];
  const offices = officeIds.length ? header.offices.filter((o) => officeIds.includes(o.id)).map((o) => o.name) : null;
  return {
    title: definition.title[language],
    subtitle: [periodText(query, language), officeText(offices, language), ...(table.notes ?? [])],
    companyName: header.companyName,
    columns: table.columns.map((c) => ({ key: c.key, title: c.title[language], kind: c.kind === "link" ? "text" : c.kind, width: c.width })),
    rows: table.rows,
    landscape: typeof definition.landscape === "function" ? definition.landscape(table) : definition.landscape,
    language,
    fileName: definition.fileName(query),
  };
}

/** Every report served, by name: filled by `registerReport` (the contract test runs each against its response schema). */
export const registeredReports = new Map<string, ReportDefinition>();

/**
 * Serves a report defined in core at `GET /report/<name>`: the definition's query schema (bad
 * filters → 422), `read` permission on its resource, a bounded period, one read-only transaction
 * (the session read with its BEGIN: `guardedTransaction`), and the answer as JSON or, with
 * `format=xlsx|pdf|csv`, as a file built from the definition's columns.
 * A module calls this from its own plugin; nothing central lists reports.
 */
export function registerReport<Q extends AnyQuerySchema, R extends z.ZodType>(
  app: FastifyInstance,
  definition: ReportDefinition<Q, R>,
  build: (ctx: ReportContext, query: z.output<Q>) => Promise<z.infer<R>>,
  options: { genericPlans?: boolean } = {},
): void {
  registeredReports.set(definition.name, definition as unknown as ReportDefinition);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/report/${definition.name}`,
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
          const data = await build(ctx, query);
          if (format === "json") return { data, file: null };
          const rows = jsonRowsOf(data);
          if (rows) (data as Record<string, unknown>)[rows.key] = JSON.parse(rows.json);
          return { data, file: await exportTableOf(definition, ctx, data, query) };
        },
      );
      if (file && format !== "json") return sendExport(reply, file, format);
      const rows = jsonRowsOf(data);
      if (!rows) return { data };
      return reply.type("application/json; charset=utf-8").send(answerText(data as object, rows));
    },
  );
}
