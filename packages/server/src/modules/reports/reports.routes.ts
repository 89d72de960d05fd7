import { dateRangeQuery, type Language, reportFilters } from "@neraca/core";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inTransaction } from "../../db/tenant.js";
import { AppError } from "../../platform/errors.js";
import { type ExportColumn, type ExportRow, sendExport } from "../../platform/export.js";
import { actorOf } from "../../platform/guard.js";
import { verifyBalances } from "../ledger/balances.js";
import { journalRecap, journalReport, ledgerReport, monthlyMutation, trialBalance, worksheet } from "./reports.ledger.js";
import { auditStatements, balanceSheet, monthColumns, profitLoss } from "./reports.statements.js";
import { type ReportContext, reportHeader } from "./report-context.js";
import { exportTables } from "./report-exports.js";

const tags = ["report"];
const readReports = { permission: { action: "read" as const, resource: "ReportAccounting" as const } };
const RANGE_YEARS_MAX = 10;
const includeZero = z.enum(["true", "false"]).default("false");

type Filters = {
  office_ids: string[];
  work_unit_ids: string[];
  activity_ids: string[];
  element_ids: string[];
  contact_ids: string[];
  tag_ids: string[];
  format: "json" | "xlsx" | "pdf";
  include_zero?: "true" | "false";
};

function assertRange(from: string, to: string) {
  if (Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > RANGE_YEARS_MAX) {
    throw new AppError(422, "report_range_too_long", { years: RANGE_YEARS_MAX });
  }
}

export const reportRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  /** Runs a report in one read transaction; answers JSON or the requested file. */
  async function run<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    query: Filters,
    build: (ctx: ReportContext) => Promise<T>,
    exportAs: (data: T, ctx: ReportContext, header: Awaited<ReturnType<typeof reportHeader>>) => { title: string; subtitle: string[]; columns: ExportColumn[]; rows: ExportRow[]; landscape?: boolean; fileName: string },
  ) {
    const actor = actorOf(request);
    const language: Language = request.language;
    const { data, file } = await inTransaction(db, actor, async (tx) => {
      const ctx: ReportContext = {
        tx,
        companyId: actor.companyId,
        language,
        includeZero: query.include_zero === "true",
        filters: {
          officeIds: query.office_ids,
          workUnitIds: query.work_unit_ids,
          activityIds: query.activity_ids,
          elementIds: query.element_ids,
          contactIds: query.contact_ids,
          tagIds: query.tag_ids,
        },
      };
      const data = await build(ctx);
      if (query.format === "json") return { data, file: null };
      const header = await reportHeader(ctx);
      return { data, file: { ...exportAs(data, ctx, header), companyName: header.companyName, language } };
    }, { readOnly: true });
    if (!file) return { data };
    return sendExport(reply, file, query.format as "xlsx" | "pdf");
  }

  const rangeQuery = dateRangeQuery.safeExtend({ include_zero: includeZero });

  api.get("/report/trial-balance", { config: readReports, schema: { tags, querystring: rangeQuery } }, async (request, reply) => {
    const q = request.query;
    assertRange(q.date_from, q.date_to);
    return run(request, reply, q, (ctx) => trialBalance(ctx, q.date_from, q.date_to), exportTables.trialBalance(q.date_from, q.date_to));
  });

  api.get(
    "/report/ledger",
    {
      config: readReports,
      schema: {
        tags,
        querystring: dateRangeQuery.safeExtend({
          account_ids: z
            .string()
            .max(200 * 37)
            .optional()
            .transform((v) => (v ? v.split(",").filter(Boolean) : []))
            .pipe(z.array(z.uuid()).max(200)),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      assertRange(q.date_from, q.date_to);
      return run(request, reply, q, (ctx) => ledgerReport(ctx, q.date_from, q.date_to, q.account_ids), exportTables.ledger(q.date_from, q.date_to));
    },
  );

  api.get(
    "/report/journal",
    {
      config: readReports,
      schema: {
        tags,
        querystring: dateRangeQuery.safeExtend({
          page: z.coerce.number().int().min(1).max(100000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(25),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      return run(request, reply, q, (ctx) => journalReport(ctx, q.date_from, q.date_to, q.page, q.per_page), exportTables.journal(q.date_from, q.date_to));
    },
  );

  api.get("/report/journalreport", { config: readReports, schema: { tags, querystring: dateRangeQuery } }, async (request, reply) => {
    const q = request.query;
    assertRange(q.date_from, q.date_to);
    return run(request, reply, q, (ctx) => journalRecap(ctx, q.date_from, q.date_to), exportTables.journalRecap(q.date_from, q.date_to));
  });

  api.get("/report/work-sheet", { config: readReports, schema: { tags, querystring: rangeQuery } }, async (request, reply) => {
    const q = request.query;
    assertRange(q.date_from, q.date_to);
    return run(request, reply, q, (ctx) => worksheet(ctx, q.date_from, q.date_to), exportTables.worksheet(q.date_from, q.date_to));
  });

  api.get(
    "/report/balance-sheet",
    {
      config: readReports,
      schema: {
        tags,
        querystring: z.strictObject({ date: z.iso.date(), per_office: z.enum(["true", "false"]).default("false"), include_zero: includeZero, ...reportFilters }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      return run(
        request,
        reply,
        q,
        async (ctx) => {
          if (q.per_office !== "true") return balanceSheet(ctx, [{ key: "total", label: q.date, date: q.date }]);
          const { offices } = await reportHeader(ctx);
          const chosen = q.office_ids.length ? offices.filter((o) => q.office_ids.includes(o.id)) : offices;
          return balanceSheet(ctx, [
            ...chosen.map((o) => ({ key: o.id, label: o.name, date: q.date, officeIds: [o.id] })),
            { key: "total", label: ctx.language === "id" ? "Konsolidasi" : "Consolidated", date: q.date, officeIds: chosen.map((o) => o.id) },
          ]);
        },
        exportTables.balanceSheet(q.date),
      );
    },
  );

  api.get(
    "/report/balance-sheet-comparison",
    {
      config: readReports,
      schema: { tags, querystring: z.strictObject({ date_a: z.iso.date(), date_b: z.iso.date(), include_zero: includeZero, ...reportFilters }) },
    },
    async (request, reply) => {
      const q = request.query;
      return run(
        request,
        reply,
        q,
        (ctx) => balanceSheet(ctx, [{ key: "a", label: q.date_a, date: q.date_a }, { key: "b", label: q.date_b, date: q.date_b }]),
        exportTables.balanceSheetComparison(q.date_a, q.date_b),
      );
    },
  );

  api.get(
    "/report/profit-loss",
    { config: readReports, schema: { tags, querystring: rangeQuery.safeExtend({ columns: z.enum(["total", "month"]).default("total") }) } },
    async (request, reply) => {
      const q = request.query;
      assertRange(q.date_from, q.date_to);
      return run(
        request,
        reply,
        q,
        (ctx) =>
          profitLoss(
            ctx,
            q.columns === "month"
              ? [...monthColumns(q.date_from, q.date_to, ctx.language), { key: "total", label: "Total", from: q.date_from, to: q.date_to }]
              : [{ key: "total", label: `${q.date_from} – ${q.date_to}`, from: q.date_from, to: q.date_to }],
          ),
        exportTables.profitLoss(q.date_from, q.date_to),
      );
    },
  );

  api.get(
    "/report/monthly-mutation",
    { config: readReports, schema: { tags, querystring: z.strictObject({ year: z.coerce.number().int().min(1900).max(2999), include_zero: includeZero, ...reportFilters }) } },
    async (request, reply) => {
      const q = request.query;
      return run(request, reply, q, (ctx) => monthlyMutation(ctx, q.year), exportTables.monthlyMutation(q.year));
    },
  );

  api.get("/report/audit", { config: readReports, schema: { tags, querystring: dateRangeQuery } }, async (request, reply) => {
    const q = request.query;
    assertRange(q.date_from, q.date_to);
    return run(request, reply, q, (ctx) => auditStatements(ctx, q.date_from, q.date_to), exportTables.audit(q.date_from, q.date_to));
  });

  api.get(
    "/ledger/verify",
    { config: { permission: { action: "update", resource: "Setting" } }, schema: { tags: ["ledger"] } },
    async (request) => {
      const actor = actorOf(request);
      const drift = await inTransaction(db, actor, (tx) => verifyBalances(tx, actor.companyId), { readOnly: true });
      return { data: { ok: drift.length === 0, drift } };
    },
  );
};
