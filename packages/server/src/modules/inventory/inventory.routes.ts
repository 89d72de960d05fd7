import { inventorySettingsBody, translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { actorOf } from "../../platform/guard.js";
import { landedCostDocument } from "./landed-cost.document.js";
import { negativeStockAllowed } from "./stock.js";
import { stockAdjustmentDocument } from "./stock-adjustment.document.js";
import { stockTransferDocument } from "./stock-transfer.document.js";

const tags = ["inventory"];

/**
 * The inventory documents: stock opname, transfers and landed costs, on the common lifecycle's routes;
 * and the company's inventory setting (stock below zero refused or allowed).
 */
export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  registerDocument(app, stockAdjustmentDocument);
  registerDocument(app, stockTransferDocument);
  registerDocument(app, landedCostDocument);

  api.get("/settings/inventory", { config: { permission: { action: "read", resource: "Setting" } }, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const allow = await inTransaction(db, actor, (tx) => negativeStockAllowed({ tx, actor, language: request.language }), { readOnly: true });
    return { data: { allow_negative_stock: allow } };
  });
  api.put(
    "/settings/inventory",
    { config: { permission: { action: "update", resource: "Setting" } }, schema: { tags, body: inventorySettingsBody } },
    async (request) => {
      const actor = actorOf(request);
      const allow = request.body.allow_negative_stock;
      await inTransaction(db, actor, async (tx) => {
        await tx.execute(sql`
          INSERT INTO inventory_settings (company_id, allow_negative_stock) VALUES (${actor.companyId}, ${allow})
          ON CONFLICT (company_id) DO UPDATE SET allow_negative_stock = excluded.allow_negative_stock, updated_at = now()`);
        await audit(tx, actor, "update", "inventory_settings", null, { allow_negative_stock: allow });
      });
      return { message: translate("updated", request.language), data: { allow_negative_stock: allow } };
    },
  );
};
