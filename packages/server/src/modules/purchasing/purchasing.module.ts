import type { ServerModule } from "../module.js";
import { purchasingRoutes } from "./purchasing.routes.js";

export const purchasingModule: ServerModule = { name: "purchasing", plugins: [purchasingRoutes] };
