import type { ServerModule } from "../module.js";
import { cashAdvanceRoutes } from "./cash-advance.routes.js";
import { pickerRoutes } from "./pickers.routes.js";
import { cashAdvanceSubledger } from "./subledger.js";

export const cashAdvanceModule: ServerModule = { name: "cash-advance", plugins: [pickerRoutes, cashAdvanceRoutes], subledgers: [cashAdvanceSubledger] };
