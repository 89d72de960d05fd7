import type { ServerModule } from "../module.js";
import { cashbankRoutes } from "./cashbank.routes.js";
import { cashbankSubledger } from "./cashbank.subledger.js";
import { cashbankWidgetRoutes } from "./cashbank.widgets.js";

export const cashbankModule: ServerModule = { name: "cashbank", plugins: [cashbankRoutes, cashbankWidgetRoutes], subledgers: [cashbankSubledger] };
