import { currencyBalancesCheck } from "../ledger/currency-balances.js";
import type { ServerModule } from "../module.js";
import { currencyRoutes } from "./currency.routes.js";

/** Currencies and exchange rates (issue 29, DESIGN §13). */
export const currencyModule: ServerModule = { name: "currency", plugins: [currencyRoutes], subledgers: [currencyBalancesCheck] };
