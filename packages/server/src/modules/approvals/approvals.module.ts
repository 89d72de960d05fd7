import type { ServerModule } from "../module.js";
import { approvalRoutes } from "./approvals.routes.js";

export const approvalsModule: ServerModule = { name: "approvals", plugins: [approvalRoutes] };
