import type { ServerModule } from "../module.js";
import { inventorySubledger } from "./inventory.subledger.js";

/** Perpetual inventory (DESIGN §14): the stock door (`stock.ts`) documents move through, and its checks. */
export const inventoryModule: ServerModule = { name: "inventory", plugins: [], subledgers: [inventorySubledger] };
