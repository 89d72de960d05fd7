import { setTimeout as sleep } from "node:timers/promises";
import { loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { openDatabase } from "./db/client.js";
import path from "node:path";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, "pglite"),
});
const app = await buildApp({ config, database });

/** A whole number of milliseconds from the environment, else the default. */
function milliseconds(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return Number(value);
}
/**
 * How long a stopping process keeps serving while `/api/ready` answers 503, so the load balancer's
 * health checks take it out before it stops accepting (at least their interval × their fall count).
 * PGlite is one process with no balancer in front: nothing to wait for.
 */
const drainMs = milliseconds("SHUTDOWN_DRAIN_MS", database.engine === "postgres" ? 5_000 : 0);
/** Past this, requests still running are abandoned and the process exits with an error. */
const closeTimeoutMs = milliseconds("SHUTDOWN_TIMEOUT_MS", 30_000);

let stopping = false;
/**
 * Graceful shutdown: readiness goes 503 and the process keeps serving for drainMs; then the server
 * stops accepting, the requests in flight finish (Fastify's close; idle keep-alive connections are
 * closed at once, busy ones after their answer), and the pool closes last, after their transactions.
 * A second signal exits at once.
 */
const shutdown = async (signal: string) => {
  if (stopping) {
    app.log.warn(`${signal} received again: exiting without waiting`);
    process.exit(1);
  }
  stopping = true;
  app.ctx.lifecycle.draining = true;
  app.log.info(`${signal} received: not ready; draining for ${drainMs} ms, then closing`);
  setTimeout(() => {
    app.log.error(`shutdown did not finish in ${drainMs + closeTimeoutMs} ms: exiting`);
    process.exit(1);
  }, drainMs + closeTimeoutMs).unref();
  await sleep(drainMs);
  await app.close();
  await database.close();
  app.log.info("closed: every request answered");
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Neraca is running at ${config.appUrl} (database: ${database.engine})`);
