import { cashbankUsersBody, idParams, translate } from "@neraca/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { cashbanks, cashbankUsers, memberships, users } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import type { AuthState } from "../../platform/context.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { presentCashbank } from "./master-data.routes.js";

const tags = ["master-data"];

/**
 * The cash and bank accounts a user may use in transactions or see in reports: all of them for
 * the owner and for whoever may manage cash and bank master data, the mapped ones for everyone else.
 * Later modules call this.
 */
/** The owner and whoever manages cash and bank accounts use and see every one (spec §6). */
export const seesEveryCashbank = (auth: AuthState): boolean => auth.isOwner || auth.ability.can("manage", "MdCashbank");

export async function allowedCashbankIds(tx: Tx, auth: AuthState): Promise<string[] | "all"> {
  if (seesEveryCashbank(auth)) return "all";
  const rows = await tx
    .select({ id: cashbankUsers.cashbankId })
    .from(cashbankUsers)
    .where(and(eq(cashbankUsers.companyId, auth.companyId as string), eq(cashbankUsers.userId, auth.userId)));
  return rows.map((r) => r.id);
}

async function findCashbank(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx.select().from(cashbanks).where(and(eq(cashbanks.companyId, actor.companyId), eq(cashbanks.id, id)));
  if (!row) throw notFound();
  return row;
}

async function mappedUsers(tx: Tx, actor: Actor, cashbankId: string) {
  return tx
    .select({ id: users.id, user_name: users.userName, email: users.email, mapped_at: cashbankUsers.createdAt })
    .from(cashbankUsers)
    .innerJoin(users, eq(users.id, cashbankUsers.userId))
    .where(and(eq(cashbankUsers.companyId, actor.companyId), eq(cashbankUsers.cashbankId, cashbankId)))
    .orderBy(asc(users.userName));
}

export const cashbankUserRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const read = { permission: { action: "read" as const, resource: "MdCashbank" as const } };
  const update = { permission: { action: "update" as const, resource: "MdCashbank" as const } };

  api.get("/master-data/cashbank/available", { config: read, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const rows = await inTransaction(db, actor, async (tx) => {
      const allowed = await allowedCashbankIds(tx, request.auth as AuthState);
      const where = and(
        eq(cashbanks.companyId, actor.companyId),
        eq(cashbanks.isActive, true),
        allowed === "all" ? undefined : allowed.length ? inArray(cashbanks.id, allowed) : eq(cashbanks.id, "00000000-0000-0000-0000-000000000000"),
      );
      return tx.select().from(cashbanks).where(where).orderBy(asc(cashbanks.code));
    });
    return { data: rows.map(presentCashbank) };
  });

  api.get("/master-data/cashbank/:id/users", { config: read, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      await findCashbank(tx, actor, request.params.id);
      return mappedUsers(tx, actor, request.params.id);
    });
    return { data: data.map((u) => ({ ...u, mapped_at: u.mapped_at.toISOString() })) };
  });

  api.post(
    "/master-data/cashbank/:id/users",
    { config: update, schema: { tags, params: idParams, body: cashbankUsersBody } },
    async (request) => {
      const actor = actorOf(request);
      const count = await inTransaction(db, actor, async (tx) => {
        const cashbank = await findCashbank(tx, actor, request.params.id);
        const ids = [...new Set(request.body.user_ids)];
        const members = await tx
          .select({ id: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.companyId, actor.companyId), inArray(memberships.userId, ids)));
        if (members.length !== ids.length) throw new AppError(422, "validation_failed", {}, { user_ids: [translate("not_member_users", request.language)] });
        await tx
          .insert(cashbankUsers)
          .values(ids.map((userId) => ({ companyId: actor.companyId, cashbankId: cashbank.id, userId })))
          .onConflictDoNothing();
        await audit(tx, actor, "map_users", "cashbank", cashbank.id, { user_ids: ids });
        return ids.length;
      });
      return { message: translate("cashbank_users_mapped", request.language, { count }) };
    },
  );

  api.delete(
    "/master-data/cashbank/:id/users/:userId",
    { config: update, schema: { tags, params: z.strictObject({ id: z.uuid(), userId: z.uuid() }) } },
    async (request) => {
      const actor = actorOf(request);
      await inTransaction(db, actor, async (tx) => {
        const cashbank = await findCashbank(tx, actor, request.params.id);
        const removed = await tx
          .delete(cashbankUsers)
          .where(and(eq(cashbankUsers.companyId, actor.companyId), eq(cashbankUsers.cashbankId, cashbank.id), eq(cashbankUsers.userId, request.params.userId)))
          .returning({ userId: cashbankUsers.userId });
        if (removed.length === 0) throw notFound();
        await audit(tx, actor, "unmap_user", "cashbank", cashbank.id, { user_id: request.params.userId });
      });
      return { message: translate("cashbank_user_removed", request.language) };
    },
  );
};
