import { type ExchangeRateBody, exchangeRateBody, formatRate, rateAtQuery, revaluationLimits, translate } from "@neraca/core";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { exchangeRates } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { iso, registerCrud } from "../../platform/crud.js";
import { AppError, fieldError } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { rowsOf } from "../reports/report-context.js";
import { baseCurrency, rateAt } from "./rates.js";
import { REVALUATION_TYPE, revaluationDocument, revaluationItems } from "./revaluation.document.js";

type RateRow = typeof exchangeRates.$inferSelect;

/** The base currency a transaction has read (an import's rows share it). */
const basesOf = new WeakMap<Tx, string>();

const presentRate = (r: RateRow) => ({
  id: r.id,
  currency: r.currency,
  kind: r.kind,
  date: r.date,
  rate: formatRate(r.rate),
  source: r.source,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

/**
 * Exchange rates under master data (issue 29, DESIGN §13): listed with their history (filters by
 * currency, kind and dates), entered by hand, imported from CSV/XLSX with a row-by-row report, and
 * the rate of a date (`/at`) that documents default theirs from.
 */
export const currencyRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  // The exchange revaluation on the document lifecycle, and every item of one, a page at a time (its answer lists the first).
  registerDocument(app, revaluationDocument);
  api.get(
    `${revaluationDocument.base}/:id/items`,
    {
      config: { permission: { action: "read", resource: revaluationDocument.resource } },
      schema: {
        tags: ["documents"],
        params: z.strictObject({ id: z.uuid() }),
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).default(1), per_page: z.coerce.number().int().min(1).max(revaluationLimits.items_page_max).default(100) }),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { page, per_page } = request.query;
      return inTransaction(
        db,
        actor,
        async (tx) => {
          const ctx = { tx, actor, language: request.language };
          const [head] = rowsOf<{ items_count: number }>(await tx.execute(sql`SELECT items_count FROM exchange_revaluations r JOIN documents d ON d.company_id = r.company_id AND d.id = r.id AND d.document_type = ${REVALUATION_TYPE}
            WHERE r.company_id = ${actor.companyId} AND r.id = ${request.params.id}::uuid`));
          if (!head) throw new AppError(404, "not_found");
          const data = await revaluationItems(ctx, request.params.id, { offset: (page - 1) * per_page, limit: per_page });
          return { data, meta: { page, per_page, total: Number(head.items_count) } };
        },
        { readOnly: true },
      );
    },
  );

  // Before the generic /:id route of the same prefix.
  api.get("/master-data/exchange-rate/at", { config: { permission: { action: "read", resource: "MdExchangeRate" } }, schema: { tags: ["master-data"], querystring: rateAtQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const found = await inTransaction(db, actor, (tx) => rateAt(tx, actor.companyId, q.currency, q.kind, q.date), { readOnly: true });
    if (!found) {
      throw new AppError(404, "exchange_rate_missing", { currency: q.currency, date: q.date, kind: translate(`exchange_rate_kind_${q.kind}`, request.language) });
    }
    return { data: { currency: q.currency, kind: q.kind, date: found.date, rate: found.rate } };
  });

  registerCrud<RateRow, ExchangeRateBody, { currency?: string; kind?: string; date_from?: string; date_to?: string }>(app, {
    path: "/master-data/exchange-rate",
    resource: "MdExchangeRate",
    entity: "exchange_rate",
    table: exchangeRates,
    body: exchangeRateBody,
    async toColumns(b, context) {
      // Once per transaction (an import calls this for each of its rows).
      let base = basesOf.get(context.tx);
      if (base === undefined) {
        base = await baseCurrency(context.tx, context.actor.companyId);
        basesOf.set(context.tx, base);
      }
      if (b.currency === base) throw fieldError({ currency: [translate("exchange_rate_base", context.language, { currency: base })] });
      return { currency: b.currency, kind: b.kind, date: b.date, rate: formatRate(b.rate), source: b.source, updatedAt: sql`now()` };
    },
    present: presentRate,
    search: [exchangeRates.currency, exchangeRates.source],
    sortable: { date: exchangeRates.date, currency: exchangeRates.currency, kind: exchangeRates.kind, rate: exchangeRates.rate },
    defaultSort: "date",
    filters: {
      schema: {
        currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).optional(),
        kind: z.enum(["booking", "tax"]).optional(),
        date_from: z.iso.date().optional(),
        date_to: z.iso.date().optional(),
      },
      where: (f) =>
        and(
          f.currency ? eq(exchangeRates.currency, f.currency) : undefined,
          f.kind ? eq(exchangeRates.kind, f.kind) : undefined,
          f.date_from ? gte(exchangeRates.date, f.date_from) : undefined,
          f.date_to ? lte(exchangeRates.date, f.date_to) : undefined,
        ),
    },
    uniqueField: "date",
    uniqueKey: ["currency", "kind", "date"],
    importable: true,
  });
};
