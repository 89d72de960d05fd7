import { defaultBankBody, idParams, integrationTokenBody, translate } from "@neraca/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiTokenIndex, cashbanks, companySettings, integrationTokens, roles } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import { assertReference } from "../../platform/crud.js";
import { notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { newCompanyToken } from "../../platform/company-token.js";
import { hashToken, newId } from "../../platform/ids.js";
import { assertRolesExist } from "../users-roles/roles.service.js";
import { presentCashbank } from "./master-data.routes.js";
import { API_TOKEN_PREFIX } from "../../platform/api-token.js";

const tags = ["setting"];


/** Integration tokens (shown once, stored hashed, acting with the chosen roles) and the default bank. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const can = (action: "create" | "read" | "update" | "delete") => ({ permission: { action, resource: "Setting" as const } });

  api.get("/setting/integration-token", { config: can("read"), schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const rows = await inTransaction(db, actor, async (tx) => {
      const tokens = await tx.select().from(integrationTokens).where(eq(integrationTokens.companyId, actor.companyId)).orderBy(desc(integrationTokens.createdAt));
      const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.companyId, actor.companyId));
      const names = new Map(roleRows.map((r) => [r.id, r.name]));
      return tokens.map((t) => ({
        id: t.id,
        name: t.name,
        hint: `${API_TOKEN_PREFIX}…${t.lastFour}`,
        roles: t.roleIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) })),
        created_at: t.createdAt.toISOString(),
        last_used_at: t.lastUsedAt?.toISOString() ?? null,
        revoked_at: t.revokedAt?.toISOString() ?? null,
        status: t.revokedAt ? "revoked" : "active",
      }));
    });
    return { data: rows };
  });

  api.post("/setting/integration-token", { config: can("create"), schema: { tags, body: integrationTokenBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const token = `${API_TOKEN_PREFIX}${newCompanyToken(actor.companyId)}`;
    const data = await inTransaction(db, actor, async (tx) => {
      const roleIds = await assertRolesExist(tx, actor, request.body.role_ids);
      const id = newId();
      await tx.insert(integrationTokens).values({
        companyId: actor.companyId,
        id,
        name: request.body.name,
        roleIds,
        lastFour: token.slice(-4),
        createdBy: actor.userId,
      });
      await tx.insert(apiTokenIndex).values({ tokenHash: hashToken(token), companyId: actor.companyId, tokenId: id });
      await audit(tx, actor, "create", "integration_token", id, { name: request.body.name, role_ids: roleIds });
      return { id, name: request.body.name, token };
    });
    return reply.code(201).send({ message: translate("token_created", request.language), data });
  });

  api.delete("/setting/integration-token/:id", { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, async (tx) => {
      const [row] = await tx
        .update(integrationTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(integrationTokens.companyId, actor.companyId), eq(integrationTokens.id, request.params.id)))
        .returning({ id: integrationTokens.id, revoked: integrationTokens.revokedAt });
      if (!row) throw notFound();
      await tx.delete(apiTokenIndex).where(and(eq(apiTokenIndex.companyId, actor.companyId), eq(apiTokenIndex.tokenId, row.id)));
      await audit(tx, actor, "revoke", "integration_token", row.id);
    });
    return { message: translate("token_revoked", request.language) };
  });

  api.get("/setting/default-bank", { config: can("read"), schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const row = await inTransaction(db, actor, async (tx) => {
      const [found] = await tx
        .select({ cashbank: cashbanks })
        .from(companySettings)
        .innerJoin(cashbanks, and(eq(cashbanks.companyId, companySettings.companyId), eq(cashbanks.id, companySettings.defaultCashbankId)))
        .where(eq(companySettings.companyId, actor.companyId));
      return found;
    });
    return { data: { cashbank: row ? presentCashbank(row.cashbank) : null } };
  });

  api.put("/setting/default-bank", { config: can("update"), schema: { tags, body: defaultBankBody } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, async (tx) => {
      await assertReference({ tx, actor, language: request.language }, cashbanks, "cashbank_id", request.body.cashbank_id, eq(cashbanks.isActive, true));
      const [current] = await tx.select().from(companySettings).where(eq(companySettings.companyId, actor.companyId));
      if ((current?.defaultCashbankId ?? null) === request.body.cashbank_id) return; // nothing changes
      await tx
        .insert(companySettings)
        .values({ companyId: actor.companyId, defaultCashbankId: request.body.cashbank_id })
        .onConflictDoUpdate({ target: companySettings.companyId, set: { defaultCashbankId: request.body.cashbank_id, updatedAt: sql`now()` } });
      await audit(tx, actor, "update", "default_bank", null, { cashbank_id: request.body.cashbank_id });
    });
    return { message: translate("updated", request.language) };
  });
};

