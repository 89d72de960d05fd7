import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { type Config, loadSecret, SECRET_FILE } from "../config.js";
import { APPLICATION_NAME, type Database } from "../db/client.js";
import type { SigningKey } from "./tokens.js";

/** The purpose of the session-signing rows of server_secrets. */
export const JWT_PURPOSE = "jwt";

/**
 * The keys that sign and verify session tokens (JWTs), read once at start:
 * - JWT_SECRET when set (then every process must be given the same one);
 * - on PostgreSQL, the rows of `server_secrets`, shared by every process on the database (0026);
 * - on PGlite (one process), a secret generated once and kept in DATA_DIR.
 */
export async function loadSigningKeys(config: Config, database: Database): Promise<SigningKey[]> {
  if (config.jwtSecret) return [{ id: null, secret: config.jwtSecret, signsFrom: 0 }];
  if (database.engine === "postgres" && database.url) return sharedSigningKeys(database.url, config.dataDir);
  return [{ id: null, secret: loadSecret(config.dataDir), signsFrom: 0 }];
}

/**
 * The shared keys, through a connection of the database's owner (the app's own role may not read
 * them). The first process inserts key 1 — the secret it signed with in its DATA_DIR before, when
 * there is one, so its sessions outlive the upgrade; else a new random one — only while the table
 * has no key for the purpose (a rotation may have retired key 1), and ON CONFLICT DO NOTHING: two
 * processes starting at once both read the one that won.
 */
async function sharedSigningKeys(url: string, dataDir: string): Promise<SigningKey[]> {
  const file = path.join(dataDir, SECRET_FILE);
  const candidate = existsSync(file) ? loadSecret(dataDir) : randomBytes(48).toString("base64url");
  const client = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-secrets` });
  client.on("error", (error) => console.error(`database connection lost: ${error.message}`));
  await client.connect();
  try {
    await client.query(
      `INSERT INTO server_secrets (purpose, id, secret)
       SELECT $1, 1, $2 WHERE NOT EXISTS (SELECT 1 FROM server_secrets WHERE purpose = $1)
       ON CONFLICT DO NOTHING`,
      [JWT_PURPOSE, candidate],
    );
    const { rows } = await client.query<{ id: number; secret: string; signs_from: Date }>(
      "SELECT id, secret, signs_from FROM server_secrets WHERE purpose = $1 ORDER BY id",
      [JWT_PURPOSE],
    );
    if (rows.length === 0) throw new Error("server_secrets holds no JWT key although one was just inserted");
    return rows.map((row) => ({ id: String(row.id), secret: row.secret, signsFrom: row.signs_from.getTime() }));
  } catch (error) {
    if ((error as { code?: string }).code === "42501") {
      throw new Error(
        "The shared JWT key (table server_secrets) is readable only by the role that owns the schema: " +
          "connect DATABASE_URL as that role, or set JWT_SECRET (the same on every process).",
        { cause: error },
      );
    }
    throw error;
  } finally {
    await client.end();
  }
}
