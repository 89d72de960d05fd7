import type { Resource } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { userOf } from "../../platform/guard.js";
import { registeredWidgets } from "./register-widget.js";

/**
 * `GET /dashboard`: the widgets the caller may read (`read` on each one's resource), in their order,
 * each served at `/dashboard/<name>` by its own module. A widget the caller may not read is not listed
 * (and its route answers 403).
 */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get("/dashboard", { config: { permission: { action: "read", resource: "Dashboard" } }, schema: { tags: ["dashboard"] } }, async (request) => {
    const { ability } = userOf(request);
    const widgets = [...registeredWidgets.values()]
      .filter((w) => ability.can("read", w.resource as Resource))
      .sort((a, b) => a.order - b.order)
      .map((w) => ({ name: w.name, view: w.view, resource: w.resource, order: w.order }));
    return { data: { widgets } };
  });
};
