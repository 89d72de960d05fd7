import { formatDocumentNumber, prefixBody, translate, transactionTypeKeys, transactionTypes } from "@neraca/core";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { prefixes } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import { actorOf } from "../../platform/guard.js";

const tags = ["master-data"];

/** Number prefixes per transaction type (`/master-data/prefix/add`). */
export const prefixRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  api.get("/master-data/prefix", { config: { permission: { action: "read", resource: "MdPrefix" } }, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const rows = await inTransaction(db, actor, (tx) => tx.select().from(prefixes).where(eq(prefixes.companyId, actor.companyId)));
    const custom = new Map(rows.map((r) => [r.transactionType, r.prefix]));
    // Today in the company calendar (Asia/Jakarta), not UTC.
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Jakarta" });
    return {
      data: transactionTypeKeys.map((type) => {
        const prefix = custom.get(type) ?? transactionTypes[type].prefix;
        return {
          transaction_type: type,
          title: transactionTypes[type][request.language],
          prefix,
          default_prefix: transactionTypes[type].prefix,
          example: formatDocumentNumber(prefix, today, 1),
        };
      }),
    };
  });

  api.put(
    "/master-data/prefix",
    { config: { permission: { action: "update", resource: "MdPrefix" } }, schema: { tags, body: prefixBody } },
    async (request) => {
      const actor = actorOf(request);
      await inTransaction(db, actor, async (tx) => {
        for (const entry of request.body.prefixes) {
          await tx
            .insert(prefixes)
            .values({ companyId: actor.companyId, transactionType: entry.transaction_type, prefix: entry.prefix.toUpperCase() })
            .onConflictDoUpdate({
              target: [prefixes.companyId, prefixes.transactionType],
              set: { prefix: entry.prefix.toUpperCase(), updatedAt: sql`now()` },
            });
        }
        await audit(tx, actor, "update", "prefix", null, { prefixes: request.body.prefixes });
      });
      return { message: translate("updated", request.language) };
    },
  );
};
