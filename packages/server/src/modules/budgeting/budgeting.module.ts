import type { ServerModule } from "../module.js";
import { budgetingReportRoutes } from "./budgeting.reports.js";
import { budgetingRoutes } from "./budgeting.routes.js";
import { budgetingWidgetRoutes } from "./budgeting.widgets.js";

/** Budgets and their reports (DESIGN §15, issue 32). */
export const budgetingModule: ServerModule = { name: "budgeting", plugins: [budgetingRoutes, budgetingReportRoutes, budgetingWidgetRoutes] };
