import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Engine } from "./client.js";
import { pooledClient } from "./tenant.js";

/**
 * What autovacuum does for PostgreSQL, for the embedded engine that has none.
 *
 * PGlite runs no background workers: without this, `ANALYZE` and `VACUUM` never run, the planner
 * keeps the statistics of the empty tables a company started with (a batch of 500 journals took 1 s
 * into a new company and 20 s after 40 000 journals), and updated rows (balances) stay dead. So the
 * app reads the same counters autovacuum reads (`pg_stat_user_tables`) and, past the same thresholds
 * (the server's `autovacuum_*` settings: by default 50 rows + 10 % of the table changed since the
 * last ANALYZE; 50 + 20 % dead rows, or 1 000 + 20 % inserted since the last VACUUM), maintains one
 * table at a time, between requests. The thresholds grow with the table, so a table is maintained
 * a number of times that grows with the logarithm of its size, and each step is bounded: ANALYZE
 * reads a sample (30 000 rows at the default statistics target), VACUUM the pages changed since the
 * last one (the visibility map skips the rest).
 *
 * On PostgreSQL autovacuum is left to do its work; the app only runs ANALYZE after its own bulk
 * loads (journal batches, uploads, imports), on the tables past the threshold, so the next batch is
 * planned with statistics that know about the last one instead of waiting for autovacuum's minute.
 */

/** One table maintained by a pass. */
export interface MaintenanceStep {
  table: string;
  analyze: boolean;
  vacuum: boolean;
  /** How long the step took: on PGlite, how long a request arriving meanwhile waited. */
  durationMs: number;
  /** Why the step failed (the pass goes on with the next table). */
  error?: string;
}

/** Running totals, for the benchmark and an operator's curiosity. */
export interface MaintenanceTotals {
  passes: number;
  steps: number;
  failures: number;
  stepMsTotal: number;
  stepMsLongest: number;
}

export interface MaintenanceLogger {
  debug(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface MaintenanceOptions {
  /** How often the embedded engine's counters are read (autovacuum's naptime; none on PostgreSQL). */
  intervalMs?: number;
  /** How long after a bulk load its pass starts (PostgreSQL publishes a connection's counters within about a second). */
  bulkLoadDelayMs?: number;
  /**
   * Resolves when no request is in progress, or after `maxWaitMs` at the latest: each step of a
   * periodic pass waits for it, so on PGlite (one query at a time) maintenance runs between requests
   * when it can, and still runs under a load that never pauses. A pass after a bulk load does not
   * wait: the next request (often the next batch) is the one that needs the statistics.
   */
  idle?: (maxWaitMs: number) => Promise<void>;
  log?: MaintenanceLogger;
}

interface Defaults {
  intervalMs: number | null;
  bulkLoadDelayMs: number;
}

const DEFAULTS: Record<Engine, Defaults> = {
  pglite: { intervalMs: 10_000, bulkLoadDelayMs: 0 },
  postgres: { intervalMs: null, bulkLoadDelayMs: 2_000 },
};

/** The longest a step waits for a pause between requests before it runs anyway. */
const IDLE_WAIT_MAX_MS = 2_000;
/** A step longer than this is logged as a warning: a request arriving meanwhile waited that long. */
const STEP_SLOW_MS = 1_000;

interface DueTable {
  table_name: string;
  analyze_due: boolean;
  vacuum_due: boolean;
}

/**
 * The tables of the app's schema past autovacuum's thresholds, most changed (relative to their
 * size) first. `reltuples` is -1 for a table never analyzed or vacuumed: counted as empty, as
 * autovacuum does. A negative insert threshold turns insert-driven vacuums off, as in PostgreSQL.
 */
const dueTablesQuery = sql`
  WITH settings AS (
    SELECT current_setting('autovacuum_analyze_threshold')::float8 AS analyze_base,
      current_setting('autovacuum_analyze_scale_factor')::float8 AS analyze_scale,
      current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
      current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_scale,
      current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
      current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_scale
  ), counts AS (
    SELECT quote_ident(s.relname) AS table_name, greatest(c.reltuples, 0)::float8 AS tuples,
      s.n_mod_since_analyze AS modified, s.n_dead_tup AS dead, s.n_ins_since_vacuum AS inserted
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public' AND c.relkind = 'r'
  ), due AS (
    SELECT table_name, tuples, greatest(modified, dead, inserted) AS changed,
      modified > analyze_base + analyze_scale * tuples AS analyze_due,
      dead > vacuum_base + vacuum_scale * tuples
        OR (insert_base >= 0 AND inserted > insert_base + insert_scale * tuples) AS vacuum_due
    FROM counts, settings
  )
  SELECT table_name, analyze_due, vacuum_due FROM due
  WHERE analyze_due OR vacuum_due
  ORDER BY changed / (tuples + 1) DESC, table_name`;

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows ?? result;
  if (!Array.isArray(rows)) throw new Error("expected rows from the database");
  return rows as T[];
}

function commandFor(step: { table: string; analyze: boolean; vacuum: boolean }): string {
  if (step.vacuum) return `VACUUM ${step.analyze ? "(ANALYZE) " : ""}public.${step.table}`;
  return `ANALYZE public.${step.table}`;
}

/**
 * Watches the tables' counters and maintains the tables past the thresholds. `start()` with the app,
 * `stop()` when it closes (waits for a step in progress); `runPass()` does one pass now (the demo
 * seed at its end, tests).
 */
export class TableMaintenance {
  readonly totals: MaintenanceTotals = { passes: 0, steps: 0, failures: 0, stepMsTotal: 0, stepMsLongest: 0 };
  private readonly intervalMs: number | null;
  private readonly bulkLoadDelayMs: number;
  private readonly idle: (maxWaitMs: number) => Promise<void>;
  private readonly log: MaintenanceLogger | undefined;
  private interval: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private running: Promise<MaintenanceStep[]> | null = null;
  /** A bulk load ended while a pass ran: one more pass after it. */
  private again = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    options: MaintenanceOptions = {},
  ) {
    const defaults = DEFAULTS[database.engine];
    this.intervalMs = options.intervalMs ?? defaults.intervalMs;
    this.bulkLoadDelayMs = options.bulkLoadDelayMs ?? defaults.bulkLoadDelayMs;
    this.idle = options.idle ?? (() => Promise.resolve());
    this.log = options.log;
  }

  /** Reads the counters every `intervalMs` on PGlite; nothing on PostgreSQL (autovacuum does it). */
  start(): void {
    if (this.interval || this.intervalMs === null || this.stopped) return;
    this.interval = setInterval(() => void this.startPass(true), this.intervalMs);
    this.interval.unref();
  }

  /** A bulk load committed: a pass shortly, after the answer has gone (at most one waiting). */
  afterBulkLoad(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.startPass(false);
    }, this.bulkLoadDelayMs);
    this.soon.unref();
  }

  /**
   * One pass now, which reads the counters after everything the caller has written (after the pass
   * in progress, if any): every table past its thresholds, one at a time.
   */
  async runPass(): Promise<MaintenanceStep[]> {
    while (this.running) await this.running;
    return this.startPass(false);
  }

  /** A pass, or the one in progress; with `waitForIdle`, each step waits for a pause between requests. */
  private startPass(waitForIdle: boolean): Promise<MaintenanceStep[]> {
    if (this.stopped) return Promise.resolve([]);
    if (this.running) return this.running;
    const pass = this.pass(waitForIdle).finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.afterBulkLoad();
      }
    });
    this.running = pass;
    return pass;
  }

  /** No more passes; waits for the step in progress, so the database can be closed after. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.interval) clearInterval(this.interval);
    if (this.soon) clearTimeout(this.soon);
    this.interval = this.soon = null;
    await this.running;
  }

  private async pass(waitForIdle: boolean): Promise<MaintenanceStep[]> {
    const steps: MaintenanceStep[] = [];
    try {
      const due = await this.dueTables();
      const pglite = this.database.engine === "pglite";
      for (const table of due) {
        if (this.stopped) break;
        // PostgreSQL vacuums by itself; only the statistics are wanted sooner.
        if (!pglite && !table.analyze_due) continue;
        if (waitForIdle) await this.idle(IDLE_WAIT_MAX_MS);
        if (this.stopped) break;
        const step = { table: table.table_name, analyze: table.analyze_due, vacuum: pglite && table.vacuum_due };
        steps.push(await this.runStep(step));
      }
    } catch (error) {
      // The counters could not be read (the database is away): the next pass tries again.
      this.log?.warn({ error: (error as Error).message }, "table maintenance: pass failed");
    }
    this.totals.passes += 1;
    return steps;
  }

  private async dueTables(): Promise<DueTable[]> {
    // PGlite is one backend: its counters reach the shared statistics at the next idle moment
    // after this (otherwise at most once a second).
    if (this.database.engine === "pglite") await this.database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    return rowsOf<DueTable>(await this.database.db.execute(dueTablesQuery));
  }

  private async runStep(step: { table: string; analyze: boolean; vacuum: boolean }): Promise<MaintenanceStep> {
    const started = performance.now();
    let error: string | undefined;
    try {
      await this.execute(commandFor(step));
    } catch (cause) {
      error = (cause as Error).message;
    }
    const durationMs = performance.now() - started;
    const done: MaintenanceStep = { ...step, durationMs, ...(error ? { error } : {}) };
    this.totals.steps += 1;
    this.totals.stepMsTotal += durationMs;
    this.totals.stepMsLongest = Math.max(this.totals.stepMsLongest, durationMs);
    if (error) {
      this.totals.failures += 1;
      this.log?.warn(done, "table maintenance: step failed");
    } else if (durationMs > STEP_SLOW_MS) this.log?.warn(done, "table maintenance: slow step");
    else this.log?.debug(done, "table maintenance");
    return done;
  }

  /**
   * On PGlite the app's role holds MAINTAIN on the tables (granted when the database opens), so the
   * command runs as any query does: after the open transaction, if any, never inside it (PGlite
   * queues a query behind a transaction). On PostgreSQL the app's role does not: the command runs on
   * a connection of its own as the connecting role (the tables' owner), outside the pool, so it takes
   * no request's connection and no request ever gets one that left the app's role.
   */
  private async execute(command: string): Promise<void> {
    const pool = pooledClient(this.database.db);
    if (!pool) {
      await this.database.db.execute(sql.raw(command));
      return;
    }
    const { options: _role, max: _max, ...connection } = pool.options;
    const client = new pg.Client({ ...connection, application_name: "neraca-maintenance" });
    // A connection dropped mid-command fails the command; the event alone must not end the process.
    client.on("error", (error) => this.log?.warn({ error: error.message }, "table maintenance: connection lost"));
    await client.connect();
    try {
      await client.query(command);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
