import { idParams, listQuery, memberUpdateBody, translate } from "@neraca/core";
import { and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tx } from "../../db/client.js";
import { memberRoles, memberships, roles, users } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { likePattern, listResponse, pageWindow } from "../../platform/pagination.js";
import { assertRolesExist } from "./roles.service.js";

const tags = ["master-data"];
const can = (action: "read" | "update" | "delete") => ({ permission: { action, resource: "MdUser" as const } });

const memberColumns = {
  id: users.id,
  user_name: users.userName,
  email: users.email,
  avatar: users.avatar,
  activated: users.activatedAt,
  is_owner: memberships.isOwner,
  is_national: memberships.isNational,
  joined_at: memberships.createdAt,
};

async function withRoles<T extends { id: string; joined_at: Date; activated: Date | null }>(tx: Tx, actor: Actor, rows: T[]) {
  const ids = rows.map((r) => r.id);
  const assigned = ids.length
    ? await tx
        .select({ userId: memberRoles.userId, id: roles.id, name: roles.name })
        .from(memberRoles)
        .innerJoin(roles, and(eq(roles.companyId, memberRoles.companyId), eq(roles.id, memberRoles.roleId)))
        .where(and(eq(memberRoles.companyId, actor.companyId), inArray(memberRoles.userId, ids)))
        .orderBy(asc(roles.name))
    : [];
  return rows.map(({ activated, ...r }) => ({
    ...r,
    activated: activated !== null,
    joined_at: r.joined_at.toISOString(),
    roles: assigned.filter((a) => a.userId === r.id).map(({ id, name }) => ({ id, name })),
  }));
}

async function findMember(tx: Tx, actor: Actor, userId: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, actor.companyId), eq(memberships.userId, userId)));
  if (!row) throw notFound();
  const [member] = await withRoles(tx, actor, [row]);
  if (!member) throw notFound();
  return member;
}

/** Members of the active company (spec: master data › user, list and detail). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const base = "/master-data/user";

  app.get(base, { config: can("read"), schema: { tags, querystring: listQuery } }, async (request) => {
    const actor = actorOf(request);
    const query = request.query;
    const { rows, total } = await inTransaction(db, actor, async (tx) => {
      const where = and(
        eq(memberships.companyId, actor.companyId),
        query.q ? or(ilike(users.userName, likePattern(query.q)), ilike(users.email, likePattern(query.q))) : undefined,
      );
      const key = query.sort?.replace(/^-/, "");
      const column = key === "email" ? users.email : key === "joined_at" ? memberships.createdAt : users.userName;
      const direction = query.sort?.startsWith("-") ? desc : asc;
      const { limit, offset } = pageWindow(query);
      const page = await tx
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
        .orderBy(direction(column), asc(users.id))
        .limit(limit)
        .offset(offset);
      const [n] = await tx.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);
      return { rows: await withRoles(tx, actor, page), total: n?.n ?? 0 };
    });
    return listResponse(rows, query, total);
  });

  app.get(`${base}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    return { data: await inTransaction(db, actor, (tx) => findMember(tx, actor, request.params.id)) };
  });

  app.put(
    `${base}/:id`,
    { config: can("update"), schema: { tags, params: idParams, body: memberUpdateBody } },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      const data = await inTransaction(db, actor, async (tx) => {
        const before = await findMember(tx, actor, id);
        if (body.role_ids !== undefined && before.is_owner) throw new AppError(422, "member_owner_roles");
        if (body.is_national !== undefined) {
          await tx
            .update(memberships)
            .set({ isNational: body.is_national })
            .where(and(eq(memberships.companyId, actor.companyId), eq(memberships.userId, id)));
        }
        if (body.role_ids !== undefined) {
          const roleIds = await assertRolesExist(tx, actor, body.role_ids);
          await tx.delete(memberRoles).where(and(eq(memberRoles.companyId, actor.companyId), eq(memberRoles.userId, id)));
          if (roleIds.length) {
            await tx.insert(memberRoles).values(roleIds.map((roleId) => ({ companyId: actor.companyId, userId: id, roleId })));
          }
        }
        const after = await findMember(tx, actor, id);
        await audit(tx, actor, "update", "member", id, {
          is_national: { from: before.is_national, to: after.is_national },
          roles: { from: before.roles.map((r) => r.name), to: after.roles.map((r) => r.name) },
        });
        return after;
      });
      return { message: translate("updated", request.language), data };
    },
  );

  app.delete(`${base}/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const { id } = request.params;
    await inTransaction(db, actor, async (tx) => {
      const member = await findMember(tx, actor, id);
      if (member.is_owner) throw new AppError(409, "member_owner_remove");
      if (id === actor.userId) throw new AppError(409, "member_self_remove");
      await tx.delete(memberships).where(and(eq(memberships.companyId, actor.companyId), eq(memberships.userId, id)));
      await audit(tx, actor, "delete", "member", id, { email: member.email, roles: member.roles.map((r) => r.name) });
    });
    return { message: translate("deleted", request.language) };
  });
};
