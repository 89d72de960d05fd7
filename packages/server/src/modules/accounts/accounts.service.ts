import { type AccountBody, accountSubtypes, type Language, normalSideOf, renderTemplate, translate } from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { accountDefaults, accounts } from "../../db/schema/index.js";
import type { Actor } from "../../platform/audit.js";
import type { CrudContext } from "../../platform/crud.js";
import { AppError, fieldError } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { indonesianChart } from "./indonesian-chart.js";

export type AccountRow = typeof accounts.$inferSelect;

export const presentAccount = (a: AccountRow) => ({
  id: a.id,
  code: a.code,
  name: a.name,
  default_name: a.defaultName,
  description: a.description,
  type: a.type,
  subtype: a.subtype,
  parent_id: a.parentId,
  normal_balance: a.normalBalance,
  is_active: a.isActive,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
});

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function hasPostings(tx: Tx, companyId: string, accountId: string) {
  const [row] = rowsOf<{ used: boolean }>(
    await tx.execute(
      sql`SELECT EXISTS (SELECT 1 FROM journal_lines WHERE company_id = ${companyId} AND account_id = ${accountId}) AS used`,
    ),
  );
  return row?.used === true;
}

/** Checks an account body against the tree: parent of this company and type, no cycle, no postings on a new header. */
export async function accountColumns(body: AccountBody, context: CrudContext) {
  const { tx, actor, language } = context;
  const current = context.current as AccountRow | undefined;
  const subtypeOk = body.subtype === null || (accountSubtypes[body.type] as readonly string[]).includes(body.subtype);
  if (!subtypeOk) throw fieldError({ subtype: [renderTemplate("in", "subtype", language)] });
  if (body.parent_id) {
    const [parent] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.companyId, actor.companyId), eq(accounts.id, body.parent_id)));
    if (!parent) throw fieldError({ parent_id: [renderTemplate("in", "parent_id", language)] });
    if (parent.type !== body.type) throw fieldError({ parent_id: [translate("account_parent_type", language)] });
    if (current) {
      // The parent may not be the account itself or one of its descendants.
      const [cycle] = rowsOf<{ found: boolean }>(
        await tx.execute(sql`
          WITH RECURSIVE up AS (
            SELECT id, parent_id FROM accounts WHERE company_id = ${actor.companyId} AND id = ${body.parent_id}
            UNION ALL
            SELECT a.id, a.parent_id FROM accounts a JOIN up ON a.id = up.parent_id WHERE a.company_id = ${actor.companyId}
          )
          SELECT EXISTS (SELECT 1 FROM up WHERE id = ${current.id}) AS found`),
      );
      if (cycle?.found) throw fieldError({ parent_id: [translate("account_parent_cycle", language)] });
    }
    if (parent.id !== current?.parentId && (await hasPostings(tx, actor.companyId, parent.id))) {
      throw fieldError({ parent_id: [translate("account_parent_posted", language, { code: parent.code })] });
    }
  }
  if (current && current.type !== body.type) {
    const [child] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, actor.companyId), eq(accounts.parentId, current.id)))
      .limit(1);
    if (child) throw fieldError({ type: [translate("account_type_has_children", language)] });
  }
  return {
    code: body.code,
    name: body.name,
    description: body.description,
    type: body.type,
    subtype: body.subtype,
    parentId: body.parent_id,
    normalBalance: body.normal_balance ?? normalSideOf[body.type],
    isActive: body.is_active,
    ...(current ? {} : { defaultName: body.name }),
  };
}

export async function refuseDefaultAccountDelete(tx: Tx, actor: Actor, row: AccountRow, language: Language) {
  const [used] = await tx
    .select({ role: accountDefaults.role })
    .from(accountDefaults)
    .where(and(eq(accountDefaults.companyId, actor.companyId), eq(accountDefaults.accountId, row.id)))
    .limit(1);
  if (used) throw new AppError(409, "account_is_default", { role: used.role });
  void language;
}

/** Gives a new company the Indonesian chart of accounts and its default account roles. */
export async function seedChartOfAccounts(tx: Tx, companyId: string) {
  const ids = new Map<string, string>();
  for (const entry of indonesianChart) ids.set(entry.code, newId());
  await tx.insert(accounts).values(
    indonesianChart.map((entry) => ({
      companyId,
      id: ids.get(entry.code) as string,
      code: entry.code,
      name: entry.name,
      defaultName: entry.name,
      type: entry.type,
      subtype: entry.subtype ?? null,
      parentId: entry.parent ? (ids.get(entry.parent) as string) : null,
      normalBalance: normalSideOf[entry.type],
    })),
  );
  const roles = indonesianChart.filter((e) => e.role);
  await tx.insert(accountDefaults).values(
    roles.map((entry) => ({ companyId, role: entry.role as string, accountId: ids.get(entry.code) as string })),
  );
}
