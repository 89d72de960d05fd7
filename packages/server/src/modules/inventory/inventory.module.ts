import type { ServerModule } from "../module.js";
import { inventoryReportRoutes } from "./inventory.reports.js";
import { inventorySubledger } from "./inventory.subledger.js";

/** Perpetual inventory (DESIGN §14): the stock door (`stock.ts`) documents move through, its reports and its checks. */
export const inventoryModule: ServerModule = { name: "inventory", plugins: [inventoryReportRoutes], subledgers: [inventorySubledger] };
