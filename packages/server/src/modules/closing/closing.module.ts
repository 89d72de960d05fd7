import type { ServerModule } from "../module.js";
import { closingRoutes } from "./closing.routes.js";

export const closingModule: ServerModule = { name: "closing", plugins: [closingRoutes] };
