import { idParams, invitationAcceptBody, invitationBody, translate } from "@neraca/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { afterCommit, inTransaction } from "../../db/tenant.js";
import { actorOf } from "../../platform/guard.js";
import { listResponse } from "../../platform/pagination.js";
import {
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  listInvitations,
  openInvitation,
  resendInvitation,
} from "./invitations.service.js";

const tags = ["company"];
const can = (action: "create" | "read" | "delete") => ({ permission: { action, resource: "Setting" as const } });
const listInvitationsQuery = z.strictObject({
  status: z.enum(["pending", "accepted", "cancelled", "all"]).default("pending"),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;
  const base = "/company/user-invitation";

  app.get(base, { config: can("read"), schema: { tags, querystring: listInvitationsQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { rows, total } = await inTransaction(db, actor, (tx) => listInvitations(tx, actor, q.status, q.page, q.per_page));
    return listResponse(rows, { page: q.page, per_page: q.per_page }, total);
  });

  app.post(base, { config: { ...can("create"), rateLimit: "invitation_mail" }, schema: { tags, body: invitationBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const { data, mail } = await inTransaction(db, actor, (tx) =>
      createInvitation(ctx, tx, actor, request.body, request.language),
    );
    await afterCommit(() => ctx.mailer.send(mail));
    return reply.code(201).send({ message: translate("invitation_sent", request.language), data });
  });

  app.post(`${base}/:id/resend`, { config: { ...can("create"), rateLimit: "invitation_resend" }, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const { data, mail } = await inTransaction(db, actor, (tx) =>
      resendInvitation(ctx, tx, actor, request.params.id, request.language),
    );
    await afterCommit(() => ctx.mailer.send(mail));
    return { message: translate("invitation_sent", request.language), data };
  });

  app.delete(`${base}/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, (tx) => cancelInvitation(tx, actor, request.params.id));
    return { message: translate("invitation_cancelled", request.language) };
  });

  app.get(
    `${base}/activation/:token`,
    { config: { access: "public", rateLimit: "mailed_link" }, schema: { tags, params: z.strictObject({ token: z.string().min(1).max(200) }) } },
    async (request) => {
      const found = await inTransaction(db, { companyId: null, userId: null }, (tx) =>
        openInvitation(tx, request.params.token),
      );
      return {
        data: {
          company_name: found.companyName,
          name: found.invitation.name,
          email: found.invitation.email,
          account_exists: !!found.user,
        },
      };
    },
  );

  app.post(
    `${base}/activation`,
    { config: { access: "public", rateLimit: "mailed_link" }, schema: { tags, body: invitationAcceptBody } },
    async (request) => {
      const result = await inTransaction(db, { companyId: null, userId: null }, (tx) =>
        acceptInvitation(ctx, tx, request.body.token, request.body.password, request.language),
      );
      return {
        message: translate("invitation_accepted", request.language, { company: result.companyName }),
        data: { company_name: result.companyName, email: result.email, account_created: result.accountCreated },
      };
    },
  );
};
