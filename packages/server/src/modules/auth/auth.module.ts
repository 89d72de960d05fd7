import type { ServerModule } from "../module.js";
import { authRoutes } from "./auth.routes.js";

export const authModule: ServerModule = { name: "auth", plugins: [authRoutes] };
