import { translate } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** How long the readiness check waits for the database before answering 503. */
const READY_TIMEOUT_MS = 3_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers (a load balancer or supervisor restarts it when this fails).
  app.get("/health", { config: { access: "public" }, schema: { tags: ["health"] } }, async () => {
    return { status: "ok", database: app.ctx.database.engine };
  });

  // Readiness, for a load balancer: 200 while this process can serve (its database answers and it is
  // not shutting down), else 503 so requests go to another process. `app.ctx.lifecycle.draining` is
  // set by a graceful shutdown before it stops accepting.
  app.get("/ready", { config: { access: "public" }, schema: { tags: ["health"] } }, async (request, reply) => {
    const language = request.language;
    if (app.ctx.lifecycle.draining) {
      return reply.code(503).send({ status: "draining", message: translate("not_ready", language) });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("readiness check timed out")), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.ctx.database.db.execute(sql`SELECT 1`), timeout]);
    } catch (error) {
      request.log.warn({ err: error }, "readiness check: database unavailable");
      return reply.code(503).header("retry-after", "5").send({ status: "unavailable", message: translate("database_unavailable", language) });
    } finally {
      clearTimeout(timer);
    }
    return { status: "ready", database: app.ctx.database.engine };
  });
};
