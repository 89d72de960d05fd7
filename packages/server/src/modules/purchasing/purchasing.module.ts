import type { ServerModule } from "../module.js";
import { purchasingRoutes } from "./purchasing.routes.js";
import { vendorAdvanceSubledger } from "./purchasing.subledgers.js";

export const purchasingModule: ServerModule = { name: "purchasing", plugins: [purchasingRoutes], subledgers: [vendorAdvanceSubledger] };
