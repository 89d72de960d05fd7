import type { ServerModule } from "../module.js";
import { dimensionRoutes } from "./dimensions.routes.js";

export const dimensionsModule: ServerModule = { name: "dimensions", plugins: [dimensionRoutes] };
