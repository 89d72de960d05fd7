import type { ServerModule } from "../module.js";
import { cashbankRoutes } from "./cashbank.routes.js";

export const cashbankModule: ServerModule = { name: "cashbank", plugins: [cashbankRoutes] };
