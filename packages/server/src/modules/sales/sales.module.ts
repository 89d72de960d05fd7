import type { ServerModule } from "../module.js";
import { salesRoutes } from "./sales.routes.js";
import { salesWidgetRoutes } from "./sales.widgets.js";
import { receivableSubledger } from "./sales.subledger.js";
// Its open foreign receivables for the exchange revaluation.
import "./sales.revaluation.js";

/** Sales (issue #11): invoices, customer payments, receivable reports, Coretax export, statements. */
export const salesModule: ServerModule = { name: "sales", plugins: [salesRoutes, salesWidgetRoutes], subledgers: [receivableSubledger] };
