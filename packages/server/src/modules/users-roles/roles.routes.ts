import { actions, idParams, listQuery, resourceCatalogue, resources, roleBody, translate } from "@neraca/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import { actorOf } from "../../platform/guard.js";
import { listResponse } from "../../platform/pagination.js";
import { createRole, deleteRole, getRole, listRoles, updateRole } from "./roles.service.js";

const tags = ["setting"];
const can = (action: "create" | "read" | "update" | "delete") => ({
  permission: { action, resource: "Setting" as const },
});

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const base = "/setting/role";

  app.get("/setting/permission-catalogue", { config: can("read"), schema: { tags } }, async (request) => ({
    data: {
      actions,
      resources: resources.map((name) => ({
        name,
        group: resourceCatalogue[name].group,
        title: resourceCatalogue[name][request.language],
      })),
    },
  }));

  app.get(base, { config: can("read"), schema: { tags, querystring: listQuery } }, async (request) => {
    const actor = actorOf(request);
    const { rows, total } = await inTransaction(db, actor, (tx) => listRoles(tx, actor, request.query));
    return listResponse(rows, request.query, total);
  });

  app.get(`${base}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    return { data: await inTransaction(db, actor, (tx) => getRole(tx, actor, request.params.id)) };
  });

  app.post(base, { config: can("create"), schema: { tags, body: roleBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, (tx) => createRole(tx, actor, request.body, request.language));
    return reply.code(201).send({ message: translate("created", request.language), data });
  });

  app.put(`${base}/:id`, { config: can("update"), schema: { tags, params: idParams, body: roleBody } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, (tx) =>
      updateRole(tx, actor, request.params.id, request.body, request.language),
    );
    return { message: translate("updated", request.language), data };
  });

  app.delete(`${base}/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, (tx) => deleteRole(tx, actor, request.params.id));
    return { message: translate("deleted", request.language) };
  });
};
