import { type ExchangeRateBody, exchangeRateBody, formatRate, rateAtQuery, translate } from "@neraca/core";
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
import { baseCurrency, rateAt } from "./rates.js";

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
