import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Queryable } from "./client.js";

/**
 * How many different statement texts one process names. Each name is a prepared statement on every
 * connection that runs it (its plan kept by the server), so the set must stay small: past the
 * bound, new texts run unnamed, as `execute` runs them.
 */
export const PREPARED_TEXTS_MAX = 64;
/** How many built statements one process keeps (the oldest goes first). */
export const PREPARED_BUILT_MAX = 256;

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= PREPARED_TEXTS_MAX) return known;
  const name = `n_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  names.set(text, name);
  return name;
}

interface Built {
  sql: string;
  /** The statement's parameters: drizzle placeholders, filled with the values of each run. */
  params: unknown[];
  name: string | undefined;
}

const built = new Map<string, Built>();

interface Session {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): {
    execute(values?: Record<string, unknown>): Promise<unknown>;
  };
}

/**
 * Runs a statement as a named (prepared) statement on PostgreSQL: the server parses and plans it
 * once per connection and reuses the plan, which for a report's hot statement under row-level
 * security costs more than running it. The text names the statement, so the same text always finds
 * the same plan. PGlite ignores the name.
 *
 * The statement is built once per `key` (`build`, its values as `sql.placeholder(name)`) and kept
 * as text: each run only fills the placeholders with `values`, so a request spends nothing on
 * assembling and rendering the SQL again. The key names everything that `build` puts into the
 * statement other than through placeholders; the texts must come from a small set (a few shapes),
 * as each is a plan on every connection.
 */
export function executePrepared(db: Queryable, key: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown> {
  const session = (db as unknown as { session: Session }).session;
  let statement = built.get(key);
  if (!statement) {
    const query = session.dialect.sqlToQuery(build());
    statement = { ...query, name: nameOf(query.sql) };
    if (built.size >= PREPARED_BUILT_MAX) built.delete(built.keys().next().value as string);
    built.set(key, statement);
  }
  return session.prepareQuery(statement, undefined, statement.name, false).execute(values);
}
