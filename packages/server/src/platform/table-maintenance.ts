import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { TableMaintenance } from "../db/maintenance.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The tables' ANALYZE and VACUUM (db/maintenance.ts); `runPass()` runs one pass now. */
    maintenance: TableMaintenance;
  }
  interface FastifyContextConfig {
    /**
     * The route writes many rows at once (a journal batch, an upload, an import): once it has
     * answered, the tables it filled get fresh statistics (db/maintenance.ts).
     */
    bulkLoad?: boolean;
  }
}

/**
 * Starts the app's table maintenance with the app and stops it when the app closes, tells it when a
 * bulk-load route has answered, and lets each of its steps wait for a moment without a request in
 * progress (PGlite runs one query at a time: a step between requests delays none of them).
 */
export const tableMaintenancePlugin = fp(async (app: FastifyInstance) => {
  let inProgress = 0;
  let waiters: (() => void)[] = [];
  const idle = (maxWaitMs: number) =>
    inProgress === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, maxWaitMs);
          timer.unref();
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
  const maintenance = new TableMaintenance(app.ctx.database, { idle, log: app.log });
  app.decorate("maintenance", maintenance);

  app.addHook("onRequest", (_request, _reply, done) => {
    inProgress += 1;
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    // Never below zero: an answer sent before the onRequest hooks ran (a malformed request).
    inProgress = Math.max(0, inProgress - 1);
    if (inProgress === 0 && waiters.length) {
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    }
    if (request.routeOptions.config.bulkLoad && reply.statusCode < 400) maintenance.afterBulkLoad();
    done();
  });
  app.addHook("onReady", async () => maintenance.start());
  app.addHook("onClose", async () => maintenance.stop());
});
