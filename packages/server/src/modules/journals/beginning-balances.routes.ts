import type { FastifyPluginAsync } from "fastify";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { beginningBalanceDocument } from "./beginning-balance.document.js";

/** Beginning balances: the document lifecycle, posting when saved. */
export const beginningBalanceRoutes: FastifyPluginAsync = async (app) => {
  registerDocument(app, beginningBalanceDocument);
};
