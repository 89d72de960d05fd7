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
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return pooledTransaction(db, pool, context, work, options);
  return db.transaction(
    async (tx) => {
      await setTenant(tx as Tx, context);
      return work(tx as Tx);
    },
    options.readOnly ? { accessMode: "read only" } : undefined,
  );
}

/**
 * On PostgreSQL, BEGIN and the tenant settings go to the server as one message (one round trip
 * instead of two, on every request); then the same transaction drizzle would make.
 */
async function pooledTransaction<T>(
  db: Db,
  pool: pg.Pool,
  context: TenantContext,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  const { dialect, schema, options: sessionOptions } = (db as unknown as { session: { dialect: never; schema: never; options: never } })
    .session;
  const client = await pool.connect();
  // A connection that failed mid-way is closed rather than handed to the next request.
  let broken: Error | undefined;
  let handedOver = false;
  const fail = (error: Error) => {
    broken = error;
    throw error;
  };
  try {
    const literal = (value: string | null) => client.escapeLiteral(value ?? "");
    const generic = options.genericPlans ? ", set_config('plan_cache_mode', 'force_generic_plan', true)" : "";
    await client
      .query(
        `BEGIN${options.readOnly ? " READ ONLY" : ""}; SELECT set_config('app.company_id', ${literal(context.companyId)}, true), set_config('app.user_id', ${literal(context.userId)}, true)${generic}`,
      )
      .catch(fail);
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, sessionOptions), schema) as unknown as Tx;
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
}
