import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import { isDatabaseUnavailable, isPreparedStatementGone, isTransactionConflict } from "../platform/errors.js";
import { warningsCheckpoint } from "../platform/warnings.js";
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
 *
 * A transaction that loses a race the database breaks by aborting one side (a deadlock, a
 * serialization failure) is run again from the start, a few times, before its error reaches the
 * caller (409): the work must therefore do nothing outside the transaction that cannot be repeated.
 *
 * Inside a request that holds its transaction open (`holdRequestTransaction`: a POST with an
 * Idempotency-Key), the first write transaction is that one, and every later call of the request
 * runs in it too, in a savepoint; it commits when the answer is written.
 */
export async function inTransaction<T>(
  db: Db,
  context: TenantContext,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const scope = requestScope.getStore();
  if (scope && !scope.closed) {
    if (scope.held) return inHeld(scope.held, context, work);
    if (scope.hold && !options.readOnly) return openHeld(db, scope, context, work);
  }
  return retryConflicts(() => once(db, context, work, options));
}

function once<T>(db: Db, context: TenantContext, work: (tx: Tx) => Promise<T>, options: TransactionOptions): Promise<T> {
  const pool = pooledClient(db);
  if (pool) return beginPooled(db, pool, context, options).then((begun) => begun.run(work));
  return db.transaction(
    async (tx) => {
      await setTenant(tx as Tx, context);
      return work(tx as Tx);
    },
    options.readOnly ? { accessMode: "read only" } : undefined,
  );
}

/** How many times a transaction is tried when it keeps losing deadlocks or serialization races. */
const CONFLICT_ATTEMPTS = 4;

async function retryConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  const restoreWarnings = warningsCheckpoint();
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= CONFLICT_ATTEMPTS || !isTransactionConflict(error)) throw error;
      // The attempt was rolled back: so are its warnings (the retry warns again if it must).
      restoreWarnings();
      // The other side goes on; wait a little, longer each time and not in step with it.
      await new Promise((resolve) => setTimeout(resolve, (10 + Math.random() * 40) * 2 ** tries));
    }
  }
}

/** What a request that holds its transaction open does at its start and after its commit. */
export interface HoldOptions {
  /** Runs first in the held transaction (the Idempotency-Key's row, so a concurrent twin waits on it). */
  begin: (tx: Tx) => Promise<void>;
}

/** A transaction held open until the request's answer is known. */
export interface HeldTransaction {
  tx: Tx;
  /** Commits; a failure (the connection lost) is thrown: the answer is then not sent. */
  commit(): Promise<void>;
  /** Rolls back and hands the connection back; never throws. */
  rollback(): Promise<void>;
}

/** A request's held transaction and what waits for its commit. */
export interface RequestScope {
  hold: HoldOptions | null;
  held: HeldTransaction | null;
  afterCommit: (() => Promise<unknown>)[];
  /** Finished: later work of the request (or started by it) runs in transactions of its own. */
  closed: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs the rest of a request (`next`, the route's handler) with its write work kept in one
 * transaction, held open until `finishRequestTransaction` writes the answer in it and commits: the
 * answer and the work are then durable together or not at all.
 */
export function holdRequestTransaction(hold: HoldOptions, next: () => void): RequestScope {
  const scope: RequestScope = { hold, held: null, afterCommit: [], closed: false };
  requestScope.run(scope, next);
  return scope;
}

/**
 * Ends a request's held transaction: `write` runs in it (the answer's row), then it commits; with
 * `commit` false it rolls back. Work queued with `afterCommit` runs once it has committed.
 */
export async function finishRequestTransaction(
  scope: RequestScope,
  commit: boolean,
  write?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const held = scope.held;
  scope.closed = true;
  scope.hold = null;
  scope.held = null;
  const after = scope.afterCommit.splice(0);
  if (!held) return false;
  if (!commit) {
    await held.rollback();
    return false;
  }
  try {
    if (write) await write(held.tx);
    if (requestTransactionHooks.beforeCommit) await requestTransactionHooks.beforeCommit(held);
  } catch (error) {
    await held.rollback();
    throw error;
  }
  await held.commit();
  if (requestTransactionHooks.afterCommit) await requestTransactionHooks.afterCommit();
  // Before the answer leaves (a test reading the outbox right after it finds the mail).
  for (const task of after) await requestScope.exit(() => runLogged(task));
  return true;
}

/**
 * For tests only: faults injected around a held transaction's COMMIT (a connection lost before it,
 * an answer lost after it).
 */
export const requestTransactionHooks: {
  beforeCommit: ((held: HeldTransaction) => Promise<void>) | null;
  afterCommit: (() => Promise<void>) | null;
} = { beforeCommit: null, afterCommit: null };

/**
 * Runs `task` once the request's work is committed: at once outside a held transaction, after the
 * commit inside one (a mail about an approval is not sent for an approval that was rolled back).
 */
export async function afterCommit(task: () => Promise<unknown>): Promise<void> {
  const scope = requestScope.getStore();
  if (scope?.held && !scope.closed) scope.afterCommit.push(task);
  else await requestScope.exit(() => runLogged(task));
}

/** What runs after a commit cannot undo it: its failure is logged, the answer stays the work's. */
async function runLogged(task: () => Promise<unknown>): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error(`after commit: ${(error as Error).message}`);
  }
}

/**
 * Whether the current request holds a transaction open right now: on PGlite, which runs one
 * transaction at a time, any query not sent through it would wait for it for ever.
 */
export function holdingTransaction(): boolean {
  const scope = requestScope.getStore();
  return !!scope?.held && !scope.closed;
}

/** Runs `task` outside any request's held transaction (a queue serving many requests). */
export function outsideRequest<T>(task: () => T): T {
  return requestScope.exit(task);
}

/** Whether the current request holds its write work in one transaction (an Idempotency-Key). */
export function requestHoldsTransaction(): boolean {
  const scope = requestScope.getStore();
  return !!(scope?.hold || scope?.held);
}

async function openHeld<T>(db: Db, scope: RequestScope, context: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hold = scope.hold as HoldOptions;
  return retryConflicts(async () => {
    if (scope.closed) throw new Error("the request has ended");
    const held = await beginHeld(db, context);
    try {
      await hold.begin(held.tx);
      const result = await work(held.tx);
      // The request ended meanwhile (its answer sent): nobody would finish this transaction.
      if (scope.closed) throw new Error("the request has ended");
      scope.held = held;
      return result;
    } catch (error) {
      await held.rollback();
      throw error;
    }
  });
}

/** A later transaction of a request that holds one: a savepoint in it, so its failure undoes only itself. */
function inHeld<T>(held: HeldTransaction, context: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return held.tx.transaction(async (nested) => {
    await setTenant(nested as Tx, context);
    return work(nested as Tx);
  });
}

async function beginHeld(db: Db, context: TenantContext): Promise<HeldTransaction> {
  const pool = pooledClient(db);
  if (pool) return (await beginPooled(db, pool, context, {})).hold();
  // PGlite: drizzle's transaction is a callback; it stays open until the gate opens.
  return new Promise<HeldTransaction>((resolveHeld, rejectHeld) => {
    let open: (commit: boolean) => void = () => undefined;
    const gate = new Promise<boolean>((resolve) => {
      open = resolve;
    });
    let started = false;
    const done = db
      .transaction(async (tx) => {
        await setTenant(tx as Tx, context);
        started = true;
        resolveHeld({
          tx: tx as Tx,
          commit: async () => {
            open(true);
            await done;
          },
          rollback: async () => {
            open(false);
            await done.catch(() => undefined);
          },
        });
        if (!(await gate)) throw ROLLED_BACK;
      })
      .catch((error: unknown) => {
        if (error === ROLLED_BACK) return;
        if (!started) rejectHeld(error);
        throw error;
      });
    done.catch(() => undefined);
  });
}

const ROLLED_BACK = new Error("held transaction rolled back");

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
  /** The transaction as it is, committed or rolled back later by its holder. */
  hold(): HeldTransaction;
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
  const literal = (value: string | null) => pg.Client.prototype.escapeLiteral(value ?? "");
  const generic = options.genericPlans ? ", set_config('plan_cache_mode', 'force_generic_plan', true)" : "";
  const extra = alsoSend ? `; ${alsoSend(literal)}` : "";
  const begin = `BEGIN${options.readOnly ? " READ ONLY" : ""}; SELECT set_config('app.company_id', ${literal(context.companyId)}, true), set_config('app.user_id', ${literal(context.userId)}, true)${generic}${extra}`;
  let client: pg.PoolClient;
  let rows: Record<string, unknown>[];
  for (let attempt = 1; ; attempt++) {
    client = await pool.connect();
    try {
      const results = (await client.query(begin)) as unknown as pg.QueryResult[];
      rows = alsoSend ? (results[2]?.rows ?? []) : [];
      break;
    } catch (error) {
      // A connection that failed mid-way is closed rather than handed to the next request.
      client.release(error as Error);
      // An idle connection the server dropped (a restart, pg_terminate_backend) before the pool
      // heard of it: nothing was done on it, so a fresh one is taken, as often as the pool is large.
      if (!isDatabaseUnavailable(error) || attempt > pool.options.max) throw error;
    }
  }
  const connection = client;
  let done = false;
  const finish = () => {
    if (done) throw new Error("transaction already finished");
    done = true;
  };
  return {
    rows,
    hold: () => {
      finish();
      let ended = false;
      const end = (error?: Error) => {
        ended = true;
        connection.release(error);
      };
      // The transaction's statements go through a client that refuses them once it has ended: the
      // connection is back in the pool then, maybe in another request's transaction.
      const own = {
        query: (...args: unknown[]) => {
          if (ended) throw new Error("transaction already finished");
          return (connection.query as (...a: unknown[]) => unknown)(...args);
        },
      } as unknown as pg.PoolClient;
      return {
        tx: new NodePgTransaction(dialect, new NodePgSession(own, dialect, undefined, sessionOptions), undefined) as unknown as Tx,
        commit: async () => {
          if (ended) throw new Error("transaction already finished");
          try {
            await connection.query("COMMIT");
          } catch (error) {
            end(error as Error);
            throw error;
          }
          end();
        },
        rollback: async () => {
          if (ended) return;
          await connection.query("ROLLBACK").then(
            () => end(),
            (error: Error) => end(error),
          );
        },
      };
    },
    abandon: async () => {
      if (done) return;
      done = true;
      await connection.query("ROLLBACK").then(
        () => connection.release(),
        (error: Error) => connection.release(error),
      );
    },
    run: async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
      finish();
      let broken: Error | undefined;
      let handedOver = false;
      try {
        // Without drizzle's relational schema (nothing here uses `tx.query`): building its query
        // builders for every table cost more than the rest of the transaction object.
        const tx = new NodePgTransaction(dialect, new NodePgSession(connection, dialect, undefined, sessionOptions), undefined) as unknown as Tx;
        try {
          const result = await work(tx);
          if (options.readOnly) {
            // The connection goes back to the pool once its COMMIT is through; the answer need not wait.
            handedOver = true;
            connection.query("COMMIT").then(
              () => connection.release(),
              (error: Error) => connection.release(error),
            );
            return result;
          }
          await connection.query("COMMIT");
          return result;
        } catch (error) {
          await connection.query("ROLLBACK").catch((e: Error) => {
            broken = e;
          });
          // A prepared statement the server no longer has, or whose cached plan no longer fits the
          // tables (a migration while running): the client still believes it prepared, so the
          // connection is closed rather than failing every later use of that statement.
          if (isPreparedStatementGone(error)) broken = error as Error;
          throw error;
        }
      } finally {
        if (!handedOver) connection.release(broken);
      }
    },
  };
}
