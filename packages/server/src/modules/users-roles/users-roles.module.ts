import type { ServerModule } from "../module.js";
import { invitationRoutes } from "./invitations.routes.js";
import { memberRoutes } from "./members.routes.js";
import { roleRoutes } from "./roles.routes.js";

export const usersRolesModule: ServerModule = { name: "users-roles", plugins: [memberRoutes, roleRoutes, invitationRoutes] };
