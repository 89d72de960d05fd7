import { type AccountRole, accountRoles } from "@neraca/core";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { accountDefaults } from "../db/schema/index.js";
import type { DocumentContext } from "./documents/document-type.js";
import { AppError } from "./errors.js";
import { fieldMessage } from "./field-errors.js";

/** The account a role maps to (Master data → Default accounts), or null when the company has not set it. */
export async function accountForRoleOrNull(tx: Tx, companyId: string, role: AccountRole): Promise<string | null> {
  const [row] = await tx
    .select({ id: accountDefaults.accountId })
    .from(accountDefaults)
    .where(and(eq(accountDefaults.companyId, companyId), eq(accountDefaults.role, role)));
  return row?.id ?? null;
}

/**
 * The account a role maps to, which every document posting through a role asks here: unset, a 422
 * naming the role (`account_role_missing`), under `field` when the body has one that would have
 * chosen the account (a line's account, the customer) — otherwise on the whole body.
 */
export async function accountForRole(ctx: DocumentContext, role: AccountRole, options: { field?: string } = {}): Promise<string> {
  const id = await accountForRoleOrNull(ctx.tx, ctx.actor.companyId, role);
  if (id) return id;
  const params = { role: accountRoles[role][ctx.language] };
  throw options.field ? fieldMessage(options.field, "account_role_missing", ctx.language, params) : new AppError(422, "account_role_missing", params);
}
