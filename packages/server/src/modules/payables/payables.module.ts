import type { ServerModule } from "../module.js";
import { payablesReportRoutes } from "./payables.reports.js";
import { payablesRoutes } from "./payables.routes.js";
import { payableSubledger } from "./payables.subledger.js";
import { payablesWidgetRoutes } from "./payables.widgets.js";
// Its open foreign payables for the exchange revaluation.
import "./payables.revaluation.js";

export const payablesModule: ServerModule = { name: "payables", plugins: [payablesRoutes, payablesReportRoutes, payablesWidgetRoutes], subledgers: [payableSubledger] };
