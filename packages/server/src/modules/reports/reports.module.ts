import type { ServerModule } from "../module.js";
import { reportRoutes } from "./reports.routes.js";

export const reportsModule: ServerModule = { name: "reports", plugins: [reportRoutes] };
