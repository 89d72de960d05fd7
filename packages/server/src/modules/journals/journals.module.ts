import type { ServerModule } from "../module.js";
import { beginningBalanceRoutes } from "./beginning-balances.routes.js";
import { draftRoutes } from "./drafts.routes.js";
import { journalRoutes } from "./journals.routes.js";
import { templateRoutes } from "./templates.routes.js";

export const journalsModule: ServerModule = { name: "journals", plugins: [journalRoutes, draftRoutes, templateRoutes, beginningBalanceRoutes] };
