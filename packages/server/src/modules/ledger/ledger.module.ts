import type { ServerModule } from "../module.js";
import { prefixRoutes } from "./prefixes.routes.js";

export const ledgerModule: ServerModule = { name: "ledger", plugins: [prefixRoutes] };
