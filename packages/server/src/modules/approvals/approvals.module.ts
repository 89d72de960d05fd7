import type { ServerModule } from "../module.js";
import { approvalRoutes } from "./approvals.routes.js";
import { approvalWidgetRoutes } from "./approvals.widgets.js";

export const approvalsModule: ServerModule = { name: "approvals", plugins: [approvalRoutes, approvalWidgetRoutes] };
