import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import pg from "pg";
import { isDatabaseUnavailable } from "../platform/errors.js";
import { holdingTransaction } from "./tenant.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction. Without drizzle's relational queries (`tx.query`): the transactions begun for a
 * request carry no relational schema (`beginPooled`: building its query builders for every table
 * cost more than the rest of the transaction object), so they are not offered at all.
 */
export type Tx = Omit<PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>, "query">;
/** Anything that runs queries: the database or a transaction. */
export type Queryable = Db | Tx;

export type Engine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  /** PostgreSQL: the connection string (its role owns the schema; the pool works as neraca_app). */
  url?: string;
  close(): Promise<void>;
}

export const APP_ROLE = "neraca_app";
/** The `application_name` of the app's PostgreSQL connections. */
export const APPLICATION_NAME = "neraca";
const CONNECT_TIMEOUT_MS = 10_000;
const IDLE_IN_TRANSACTION_MS = 60_000;

function logConnectionLost(error: Error): void {
  console.error(`database connection lost: ${error.message}`);
}
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

export interface OpenOptions {
  databaseUrl: string | null;
  /** PGlite data directory (`memory://` for tests); ignored with databaseUrl. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests start every file from one migrated dump). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  migrate?: boolean;
  /** Stay the connecting (owner) role: for admin commands that read every company. */
  asOwner?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  // A first start: DATA_DIR and its pglite/ folder do not exist yet (PGlite makes only the last level).
  if (options.dataDir && !options.dataDir.includes("://")) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  if (options.migrate !== false) {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  }
  // PGlite has no autovacuum: the app maintains its tables itself (db/maintenance.ts), as the app's
  // role, which may VACUUM and ANALYZE them but not read past row-level security (statistics are
  // the owner's to read). Granted at every start, so tables of later migrations are covered too.
  await client.exec(`GRANT MAINTAIN ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`);
  // Every later query runs as the unprivileged role, so row-level security applies.
  if (!options.asOwner) await client.exec(`SET ROLE ${APP_ROLE}`);
  refuseQueriesBesideHeldTransaction(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, engine: "pglite", close: () => client.close() };
}

async function openPostgres(options: OpenOptions): Promise<Database> {
  const url = options.databaseUrl as string;
  if (options.migrate !== false) await migratePostgres(url);
  // Every pooled connection starts as the unprivileged role (startup option, before any query).
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Named, so an operator (and the restart tests) can tell the app's connections apart.
    application_name: APPLICATION_NAME,
    // A database that does not answer (stopped, unreachable) fails a request within seconds (503)
    // instead of leaving it waiting past the client's 60 s; a half-open TCP connection is noticed.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // The app's role, and a transaction left open (a request that never finished) is ended by the
    // server after a minute instead of holding its locks for ever. No JIT compilation: the app's
    // queries are indexed reads and aggregates over balances that run in milliseconds to a few
    // seconds, where compiling them (PostgreSQL's default above a cost) took up to a second on its
    // own (the budget month report: 1.0 s of JIT in a 2.2 s query).
    options: `${options.asOwner ? "" : `-c role=${APP_ROLE} `}-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS} -c jit=off`,
  });
  // A connection dropped by the server (restart, failover, pg_terminate_backend) emits 'error' on its
  // client. The pool listens on its idle clients only; a client checked out (a request's transaction,
  // the posting queue's) has no listener then, and an unheard 'error' event ends the process. So every
  // client gets one for its whole life; the query running on it fails on its own, and the code that
  // checked it out releases it with the error, so it is discarded instead of handed to the next request.
  pool.on("connect", (client) => client.on("error", (error) => logConnectionLost(error)));
  pool.on("error", (error) => logConnectionLost(error));
  retryReadsOnLostConnections(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, engine: "postgres", url, close: () => pool.end() };
}

/**
 * PGlite runs one transaction at a time: while a request holds its transaction open (an
 * Idempotency-Key, `db/tenant.ts`), a query of the same request sent beside it would wait for it
 * for ever, and with it the whole database. Such a query fails at once instead, naming the mistake
 * (the request's queries go through `inTransaction`, which runs them in the held transaction).
 */
function refuseQueriesBesideHeldTransaction(client: PGlite): void {
  for (const method of ["query", "exec", "transaction"] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (holdingTransaction()) throw new Error(`a query beside the request's held transaction (PGlite ${method}): use inTransaction`);
      return original(...args);
    };
  }
}

/**
 * A statement sent on the pool by itself (the guard's session read, the readiness check) may be
 * handed a connection the server has just ended (a restart, pg_terminate_backend) before the pool
 * heard of it. A read is sent again on another connection, as often as the pool is large; anything
 * else fails as it is (whether it took effect is unknown).
 */
function retryReadsOnLostConnections(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const isRead = (config: unknown) => {
    const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
    return typeof text === "string" && /^\s*(SELECT|WITH)\b/i.test(text) && !/\b(INSERT|UPDATE|DELETE)\b/i.test(text);
  };
  const retrying = (config: unknown, values?: unknown, ...rest: unknown[]) => {
    // The callback form is not used by the app; it is passed through untouched.
    if (rest.length > 0 || typeof values === "function") return (query as (...a: unknown[]) => unknown)(config, values, ...rest);
    const attempt = (tries: number): Promise<unknown> =>
      query(config, values).catch((error: unknown) => {
        // Not a connect that timed out: the next would wait as long again.
        const timedOut = /timeout exceeded when trying to connect/i.test((error as Error).message ?? "");
        if (tries > pool.options.max || timedOut || !isDatabaseUnavailable(error) || !isRead(config)) throw error;
        return attempt(tries + 1);
      });
    return attempt(1);
  };
  pool.query = retrying as typeof pool.query;
}

/** Migrates under an advisory lock, so several app copies starting at once do not race. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-migrate` });
  client.on("error", (error) => logConnectionLost(error));
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(727001)");
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock(727001)").catch(() => undefined);
    await client.end();
  }
}
