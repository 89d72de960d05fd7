import type { ServerModule } from "../module.js";
import { reportRoutes } from "./reports.routes.js";
import { reportWidgetRoutes } from "./reports.widgets.js";

export const reportsModule: ServerModule = { name: "reports", plugins: [reportRoutes, reportWidgetRoutes] };
