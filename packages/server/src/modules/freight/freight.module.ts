import type { ServerModule } from "../module.js";
import { freightMasterRoutes } from "./freight-master.routes.js";
import { freightReportRoutes } from "./freight.reports.js";
import { freightRoutes } from "./freight.routes.js";
import { freightWidgetRoutes } from "./freight.widgets.js";

/** Freight forwarding, CH (DESIGN §9, issue 30): charge codes, rate cards, jobs, generation, accruals, monitors and reports. */
export const freightModule: ServerModule = { name: "freight", plugins: [freightMasterRoutes, freightRoutes, freightReportRoutes, freightWidgetRoutes] };
