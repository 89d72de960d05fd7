import { sql } from "drizzle-orm";
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

/**
 * One command = one transaction. The transaction carries the company and user for row-level
 * security (SET LOCAL, so nothing leaks to the next user of the connection).
 */
export async function inTransaction<T>(
  db: Db,
  context: TenantContext,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setTenant(tx as Tx, context);
    return work(tx as Tx);
  });
}
