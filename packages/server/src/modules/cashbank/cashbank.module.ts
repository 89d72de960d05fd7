import type { ServerModule } from "../module.js";
import { cashbankRoutes } from "./cashbank.routes.js";
import { cashbankSubledger } from "./cashbank.subledger.js";
import { reconciliationRoutes } from "./reconciliation.routes.js";

export const cashbankModule: ServerModule = { name: "cashbank", plugins: [cashbankRoutes, reconciliationRoutes], subledgers: [cashbankSubledger] };
