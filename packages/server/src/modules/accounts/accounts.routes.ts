import {
  type AccountBody,
  accountBody,
  accountDefaultsBody,
  accountRoleKeys,
  accountRoles,
  accountTypes,
  renderTemplate,
  translate,
} from "@neraca/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountDefaults, accounts } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import { registerCrud } from "../../platform/crud.js";
import { fieldError } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { type AccountRow, accountColumns, presentAccount, refuseDefaultAccountDelete } from "./accounts.service.js";

const tags = ["master-data"];

/** Leaves: accounts without children, the only ones that take postings. */
const isLeaf = sql`NOT EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = ${accounts.companyId} AND ch.parent_id = ${accounts.id})`;

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.database.db;
  registerCrud<AccountRow, AccountBody, { type?: string; subtype?: string; postable?: string; parent_id?: string }>(app, {
    path: "/master-data/chart-of-account",
    resource: "MdChartOfAccount",
    entity: "account",
    table: accounts,
    body: accountBody,
    toColumns: accountColumns,
    present: presentAccount,
    search: [accounts.code, accounts.name],
    sortable: { code: accounts.code, name: accounts.name, type: accounts.type },
    defaultSort: "code",
    uniqueField: "code",
    filters: {
      schema: {
        type: z.enum(accountTypes).optional(),
        /** One subtype or several, comma-separated (cash,bank). */
        subtype: z
          .string()
          .max(200)
          .regex(/^[a-z_]+(,[a-z_]+)*$/)
          .optional(),
        postable: z.enum(["true", "false"]).optional(),
        parent_id: z.uuid().optional(),
      },
      where: (f) =>
        and(
          f.type ? eq(accounts.type, f.type) : undefined,
          f.subtype ? inArray(accounts.subtype, f.subtype.split(",")) : undefined,
          f.postable === "true" ? and(isLeaf, eq(accounts.isActive, true)) : f.postable === "false" ? sql`NOT ${isLeaf}` : undefined,
          f.parent_id ? eq(accounts.parentId, f.parent_id) : undefined,
        ),
    },
    beforeDelete: (row, context) => refuseDefaultAccountDelete(context.tx, context.actor, row, context.language),
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/master-data/chart-of-account/tree",
    { config: { permission: { action: "read", resource: "MdChartOfAccount" } }, schema: { tags } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await inTransaction(db, actor, (tx) =>
        tx.select().from(accounts).where(eq(accounts.companyId, actor.companyId)).orderBy(asc(accounts.code)).limit(5000),
      );
      type Node = ReturnType<typeof presentAccount> & { is_postable: boolean; children: Node[] };
      const nodes = new Map<string, Node>(rows.map((r) => [r.id, { ...presentAccount(r), is_postable: true, children: [] }]));
      const roots: Node[] = [];
      for (const node of nodes.values()) {
        const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
        if (parent) {
          parent.children.push(node);
          parent.is_postable = false;
        } else roots.push(node);
      }
      return { data: roots };
    },
  );

  api.get(
    "/master-data/setting-coa-default",
    { config: { permission: { action: "read", resource: "MdSettingCoaDefault" } }, schema: { tags } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await inTransaction(db, actor, (tx) =>
        tx
          .select({ role: accountDefaults.role, id: accounts.id, code: accounts.code, name: accounts.name })
          .from(accountDefaults)
          .innerJoin(accounts, and(eq(accounts.companyId, accountDefaults.companyId), eq(accounts.id, accountDefaults.accountId)))
          .where(eq(accountDefaults.companyId, actor.companyId)),
      );
      const byRole = new Map(rows.map((r) => [r.role, r]));
      return {
        data: accountRoleKeys.map((role) => {
          const account = byRole.get(role);
          return {
            role,
            title: accountRoles[role][request.language],
            account: account ? { id: account.id, code: account.code, name: account.name } : null,
          };
        }),
      };
    },
  );

  api.put(
    "/master-data/setting-coa-default",
    { config: { permission: { action: "update", resource: "MdSettingCoaDefault" } }, schema: { tags, body: accountDefaultsBody } },
    async (request) => {
      const actor = actorOf(request);
      const language = request.language;
      await inTransaction(db, actor, async (tx) => {
        const ids = request.body.defaults.flatMap((d) => (d.account_id ? [d.account_id] : []));
        const found = ids.length
          ? await tx
              .select({ id: accounts.id })
              .from(accounts)
              .where(and(eq(accounts.companyId, actor.companyId), inArray(accounts.id, ids), sql`${isLeaf}`))
          : [];
        const known = new Set(found.map((f) => f.id));
        const errors: Record<string, string[]> = {};
        request.body.defaults.forEach((d, i) => {
          if (d.account_id && !known.has(d.account_id)) errors[`defaults.${i}.account_id`] = [renderTemplate("in", "account", language)];
        });
        if (Object.keys(errors).length) throw fieldError(errors);
        for (const d of request.body.defaults) {
          if (d.account_id) {
            await tx
              .insert(accountDefaults)
              .values({ companyId: actor.companyId, role: d.role, accountId: d.account_id })
              .onConflictDoUpdate({
                target: [accountDefaults.companyId, accountDefaults.role],
                set: { accountId: d.account_id, updatedAt: sql`now()` },
              });
          } else {
            await tx.delete(accountDefaults).where(and(eq(accountDefaults.companyId, actor.companyId), eq(accountDefaults.role, d.role)));
          }
        }
        await audit(tx, actor, "update", "account_defaults", null, { defaults: request.body.defaults });
      });
      return { message: translate("updated", language) };
    },
  );
};
