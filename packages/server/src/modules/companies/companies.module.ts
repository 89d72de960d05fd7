import type { ServerModule } from "../module.js";
import { companyRoutes } from "./companies.routes.js";

export const companiesModule: ServerModule = { name: "companies", plugins: [companyRoutes] };
