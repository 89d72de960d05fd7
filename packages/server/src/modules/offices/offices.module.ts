import type { ServerModule } from "../module.js";
import { officeRoutes } from "./offices.routes.js";

export const officesModule: ServerModule = { name: "offices", plugins: [officeRoutes] };
