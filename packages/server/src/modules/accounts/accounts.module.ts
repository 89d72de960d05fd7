import type { ServerModule } from "../module.js";
import { accountRoutes } from "./accounts.routes.js";

export const accountsModule: ServerModule = { name: "accounts", plugins: [accountRoutes] };
