import type { ServerModule } from "../module.js";
import { cashbankUserRoutes } from "./cashbank-users.routes.js";
import { masterDataRoutes } from "./master-data.routes.js";
import { settingsRoutes } from "./settings.routes.js";

export const masterDataModule: ServerModule = {
  name: "master-data",
  // Fixed paths (cashbank/available) before the generic /:id routes of the same prefix.
  plugins: [cashbankUserRoutes, masterDataRoutes, settingsRoutes],
};
