import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";

/**
 * Resolves once some transaction waits on a lock (PostgreSQL): a race test's second side has met
 * the first. At once on PGlite, which runs one transaction at a time (the second waits its turn).
 */
export async function untilSomeoneWaits(database: Database): Promise<void> {
  if (database.engine !== "postgres") return;
  for (let i = 0; i < 100; i++) {
    const waiting = (await database.db.execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`)) as unknown as { rows: { n: number }[] };
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the second transaction never waited on the first");
}
