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

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Neraca is running at ${config.appUrl} (database: ${database.engine})`);
