import { sql } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import { isPreparedStatementGone } from "../platform/errors.js";
import type { Db, Tx } from "./client.js";

export interface TenantContext {
  companyId: string | null;
  userId: string | null;
}

/** Points row-level security at a company and user for the rest of the transaction (SET LOCAL). */
export async function setTenant(tx: Tx, context: TenantContext): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('app.company_id', ${context.companyId ?? ""}, true), set_config('app.user_id', ${context.userId ?? ""}, true)`,
  );
}

export interface TransactionOptions {
  /**
   * Reads only (reports): the database refuses any write in it, and on PostgreSQL the answer does
   * not wait for the COMMIT (there is nothing to make durable).
   */
  readOnly?: boolean;
  /**
   * Every statement with parameters in the transaction runs on a generic plan (`plan_cache_mode`),
   * planned once per connection for a prepared one (`executePrepared`). Only for a report whose
   * statements' plans do not depend on the values (an index walk in a fixed order, the cash book):
   * left to itself the server re-plans such a statement on every run when a custom plan looks
   * cheaper, which for a page of a large account costs more than the page. Not for reports whose
   * best plan depends on the period's width (the ledger's sums).
   */
  genericPlans?: boolean;
}

/**
 * One command = one transaction. The transaction carries the company and user for row-level
 * security (SET LOCAL, so nothing leaks to the next user of the connection).
 */
export async function inTransaction<T>(
  db: Db,
  context: TenantContext,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const pool = pooledClient(db);
  if (pool) return (await beginPooled(db, pool, context, options)).run(work);
  return db.transaction(
    async (tx) => {
      await setTenant(tx as Tx, context);
      return work(tx as Tx);
    },
    options.readOnly ? { accessMode: "read only" } : undefined,
  );
}

/** The node-postgres pool behind a database, or null on PGlite. */
export function pooledClient(db: Db): pg.Pool | null {
  const pool = (db as unknown as { $client?: unknown }).$client;
  return pool instanceof pg.Pool ? pool : null;
}

/** A transaction begun on a pooled connection, with the rows of what was sent with its BEGIN. */
export interface BegunTransaction {
  /** The rows of the statement sent with BEGIN (`alsoSend`), empty without one. */
  rows: Record<string, unknown>[];
  /** Does the work in the transaction and commits it, or rolls it back when the work throws. */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Rolls back without doing anything (the request was refused) and hands the connection back. */
  abandon(): Promise<void>;
}

/**
 * On PostgreSQL, BEGIN and the tenant settings go to the server as one message (one round trip
 * instead of two, on every request), with `alsoSend` when given: one more statement whose rows the
 * caller wants before the work (the guard's session check), its values written with the
 * connection's own literal quoting. Then the same transaction drizzle would make.
 */
export async function beginPooled(
  db: Db,
  pool: pg.Pool,
  context: TenantContext,
  options: TransactionOptions,
  alsoSend?: (literal: (value: string | null) => string) => string,
): Promise<BegunTransaction> {
  const { dialect, options: sessionOptions } = (db as unknown as { session: { dialect: never; options: never } })
    .session;
  const client = await pool.connect();
  let rows: Record<string, unknown>[];
  try {
    const literal = (value: string | null) => client.escapeLiteral(value ?? "");
    const generic = options.genericPlans ? ", set_config('plan_cache_mode', 'force_generic_plan', true)" : "";
    const extra = alsoSend ? `; ${alsoSend(literal)}` : "";
    const results = (await client.query(
      `BEGIN${options.readOnly ? " READ ONLY" : ""}; SELECT set_config('app.company_id', ${literal(context.companyId)}, true), set_config('app.user_id', ${literal(context.userId)}, true)${generic}${extra}`,
    )) as unknown as pg.QueryResult[];
    rows = alsoSend ? (results[2]?.rows ?? []) : [];
  } catch (error) {
    // A connection that failed mid-way is closed rather than handed to the next request.
    client.release(error as Error);
    throw error;
  }
  let done = false;
  const finish = () => {
    if (done) throw new Error("transaction already finished");
    done = true;
  };
  return {
    rows,
    abandon: async () => {
      if (done) return;
      done = true;
      await client.query("ROLLBACK").then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
    },
    run: async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
      finish();
      let broken: Error | undefined;
      let handedOver = false;
      try {
        // Without drizzle's relational schema (nothing here uses `tx.query`): building its query
        // builders for every table cost more than the rest of the transaction object.
        const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined, sessionOptions), undefined) as unknown as Tx;
        try {
          const result = await work(tx);
          if (options.readOnly) {
            // The connection goes back to the pool once its COMMIT is through; the answer need not wait.
            handedOver = true;
            client.query("COMMIT").then(
              () => client.release(),
              (error: Error) => client.release(error),
            );
            return result;
          }
          await client.query("COMMIT");
          return result;
        } catch (error) {
          await client.query("ROLLBACK").catch((e: Error) => {
            broken = e;
          });
          // A prepared statement the server no longer has, or whose cached plan no longer fits the
          // tables (a migration while running): the client still believes it prepared, so the
          // connection is closed rather than failing every later use of that statement.
          if (isPreparedStatementGone(error)) broken = error as Error;
          throw error;
        }
      } finally {
        if (!handedOver) client.release(broken);
      }
    },
  };
}
