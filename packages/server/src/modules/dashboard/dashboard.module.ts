import type { ServerModule } from "../module.js";
import { dashboardRoutes } from "./dashboard.routes.js";

/**
 * The dashboard (issue 26): the list of the caller's widgets. Each widget is served by the module
 * that declares it (`registerWidget` beside its reports), so a later module adds its own here unseen.
 */
export const dashboardModule: ServerModule = { name: "dashboard", plugins: [dashboardRoutes] };
