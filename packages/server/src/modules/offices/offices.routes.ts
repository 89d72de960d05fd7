import { idParams, listQuery, officeBody, translate } from "@neraca/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { inTransaction } from "../../db/tenant.js";
import { actorOf } from "../../platform/guard.js";
import { listResponse } from "../../platform/pagination.js";
import { createOffice, deleteOffice, getOffice, listOffices, presentOffice, updateOffice } from "./offices.service.js";

const tags = ["master-data"];
const can = (action: "create" | "read" | "update" | "delete") => ({
  permission: { action, resource: "MdOffice" as const },
});

export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const base = "/master-data/office";

  app.get(base, { config: can("read"), schema: { tags, querystring: listQuery } }, async (request) => {
    const actor = actorOf(request);
    const { rows, total } = await inTransaction(db, actor, (tx) => listOffices(tx, actor, request.query));
    return listResponse(rows, request.query, total);
  });

  app.get(`${base}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const row = await inTransaction(db, actor, (tx) => getOffice(tx, actor, request.params.id));
    return { data: presentOffice(row) };
  });

  app.post(base, { config: can("create"), schema: { tags, body: officeBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, (tx) => createOffice(tx, actor, request.body, request.language));
    return reply.code(201).send({ message: translate("created", request.language), data });
  });

  app.put(
    `${base}/:id`,
    { config: can("update"), schema: { tags, params: idParams, body: officeBody } },
    async (request) => {
      const actor = actorOf(request);
      const data = await inTransaction(db, actor, (tx) =>
        updateOffice(tx, actor, request.params.id, request.body, request.language),
      );
      return { message: translate("updated", request.language), data };
    },
  );

  app.delete(`${base}/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, (tx) => deleteOffice(tx, actor, request.params.id));
    return { message: translate("deleted", request.language) };
  });
};
