import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { AuthState } from "../../platform/context.js";
import { allowedCashbankIds, seesEveryCashbank } from "../master-data/cashbank-users.routes.js";

/** The cash and bank accounts a user may use and see (spec §6): every one, or the mapped ones. */
export type CashbankScope = readonly string[] | "all";

export { seesEveryCashbank };

export const scopeOf = (tx: Tx, auth: AuthState): Promise<CashbankScope> => allowedCashbankIds(tx, auth);

export const inScope = (scope: CashbankScope, id: string | null | undefined): boolean => !id || scope === "all" || scope.includes(id);

/** A condition keeping rows whose cash or bank account (`column`) is in the scope. */
export function scopeCondition(scope: CashbankScope, column: SQL): SQL {
  if (scope === "all") return sql`TRUE`;
  if (scope.length === 0) return sql`FALSE`;
  return sql`${column} IN (${sql.join(
    scope.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * A condition keeping the cash and bank accounts (`column`: their id) the caller may use, the
 * mapping read in the same statement (no list of ids in its text). `who` gives the company and the
 * user as the statement takes them (placeholders in a statement built once: `executePrepared`).
 */
export function mappedToCaller(
  auth: AuthState | undefined,
  column: SQL,
  who: { companyId: unknown; userId: unknown } = { companyId: auth?.companyId, userId: auth?.userId },
): SQL {
  if (!auth) return sql`FALSE`;
  if (seesEveryCashbank(auth)) return sql`TRUE`;
  return sql`EXISTS (SELECT 1 FROM cashbank_users u WHERE u.company_id = ${who.companyId}::uuid AND u.cashbank_id = ${column} AND u.user_id = ${who.userId}::uuid)`;
}

/**
 * The scope of the request being served, attached to its parsed query by the module's preHandler
 * (document lists and reports read it there: their callbacks receive that same object).
 */
export const SCOPE = Symbol("cashbank scope");
export const scopeAttached = (query: unknown): CashbankScope => {
  const scope = (query as { [SCOPE]?: CashbankScope } | null)?.[SCOPE];
  // Fail closed: without the preHandler's answer nothing is visible.
  return scope ?? [];
};
