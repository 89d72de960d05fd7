import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Queryable } from "./client.js";

/**
 * How many different statement texts one process names. Each name is a prepared statement on every
 * connection that runs it (its plan kept by the server), so the set must stay small: past the
 * bound, new texts run unnamed, as `execute` runs them.
 */
export const PREPARED_TEXTS_MAX = 64;

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= PREPARED_TEXTS_MAX) return known;
  const name = `n_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  names.set(text, name);
  return name;
}

interface Session {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): {
    execute(): Promise<unknown>;
  };
}

/**
 * Runs a statement as a named (prepared) statement on PostgreSQL: the server parses and plans it
 * once per connection and reuses the plan, which for a report's hot statement under row-level
 * security costs more than running it. The text names the statement, so the same text always finds
 * the same plan. For statements run on every request whose text comes from a small set (the
 * values are parameters); anything else should use `execute`. PGlite ignores the name.
 */
export function executePrepared(db: Queryable, query: SQL): Promise<unknown> {
  const session = (db as unknown as { session: Session }).session;
  const built = session.dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
}
