import type { ServerModule } from "../module.js";
import { inventoryReportRoutes } from "./inventory.reports.js";
import { inventoryRoutes } from "./inventory.routes.js";
import { inventoryWidgetRoutes } from "./inventory.widgets.js";
import { inventorySubledger } from "./inventory.subledger.js";
import { warehouseRoutes } from "./warehouses.js";

/** Perpetual inventory (DESIGN §14): the stock door (`stock.ts`) documents move through, its reports and its checks. */
export const inventoryModule: ServerModule = { name: "inventory", plugins: [warehouseRoutes, inventoryRoutes, inventoryReportRoutes, inventoryWidgetRoutes], subledgers: [inventorySubledger] };
