import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { idempotencyKeys } from "../db/schema/index.js";
import { AppError } from "./errors.js";

const KEY_LENGTH_MAX = 200;
const KEEP_HOURS = 24;

/**
 * `Idempotency-Key` on POST: the first answer (below 500) is kept for 24 hours and replayed for the
 * same caller and key; the same key with another request is refused; a replay arriving while the
 * first is still running gets 409.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const db = app.ctx.database.db;
  app.decorateRequest("idempotency", null);

  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers["idempotency-key"];
    if (request.method !== "POST" || typeof key !== "string" || key === "") return;
    if (key.length > KEY_LENGTH_MAX) {
      throw new AppError(422, "validation_failed", {}, { "Idempotency-Key": [`max ${KEY_LENGTH_MAX}`] });
    }
    const scope = request.auth ? `user:${request.auth.userId}:${request.auth.companyId ?? "-"}` : `ip:${request.ip}`;
    const requestHash = createHash("sha256")
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest("hex");
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      request.idempotency = { scope, key };
      if (Math.random() < 0.01) {
        await db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`));
      }
      return;
    }
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!existing || existing.requestHash !== requestHash) throw new AppError(422, "idempotency_mismatch");
    if (existing.statusCode === null || existing.responseBody === null) {
      throw new AppError(409, "idempotency_in_progress");
    }
    reply
      .code(existing.statusCode)
      .header("content-type", "application/json; charset=utf-8")
      .header("idempotent-replayed", "true");
    return reply.send(existing.responseBody);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const pending = request.idempotency;
    if (!pending) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.scope, pending.scope), eq(idempotencyKeys.key, pending.key));
    if (reply.statusCode >= 500 || typeof payload !== "string") {
      await db.delete(idempotencyKeys).where(where);
    } else {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, responseBody: payload })
        .where(where);
    }
    return payload;
  });
});
