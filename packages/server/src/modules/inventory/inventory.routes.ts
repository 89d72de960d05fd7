import type { FastifyPluginAsync } from "fastify";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { landedCostDocument } from "./landed-cost.document.js";
import { stockAdjustmentDocument } from "./stock-adjustment.document.js";
import { stockTransferDocument } from "./stock-transfer.document.js";

/** The inventory documents: stock opname, transfers and landed costs, on the common lifecycle's routes. */
export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  registerDocument(app, stockAdjustmentDocument);
  registerDocument(app, stockTransferDocument);
  registerDocument(app, landedCostDocument);
};
