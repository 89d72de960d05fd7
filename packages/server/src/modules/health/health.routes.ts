import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { config: { access: "public" }, schema: { tags: ["health"] } }, async () => {
    await app.ctx.database.db.execute(sql`SELECT 1`);
    return { status: "ok", database: app.ctx.database.engine };
  });
};
