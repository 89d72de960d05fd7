import { idParams, listQuery, vatKinds } from "@neraca/core";
import { and, asc, count, eq, ilike, inArray, or } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cashbanks, employees, taxes } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import type { AuthState } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { likePattern, listResponse, pageWindow } from "../../platform/pagination.js";
import { allowedCashbankIds } from "../master-data/cashbank-users.routes.js";

const tags = ["cash-advance"];
const NO_ID = "00000000-0000-0000-0000-000000000000";

/**
 * What the cash-advance forms pick from, for people who work on advances without reading master
 * data: the active employees (requests), the cash and bank accounts mapped to the caller (payments),
 * and the VAT taxes a receipt may carry (realisations).
 */
export const pickerRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const employeeColumns = { id: employees.id, code: employees.code, name: employees.name, position: employees.position };

  api.get(
    "/transactions/cash-advance/employee",
    { config: { permission: { action: "read", resource: "TxCashAdvanceRequest" } }, schema: { tags, querystring: listQuery } },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const where = and(
        eq(employees.companyId, actor.companyId),
        eq(employees.isActive, true),
        q.q ? or(ilike(employees.code, likePattern(q.q)), ilike(employees.name, likePattern(q.q))) : undefined,
      );
      const { rows, total } = await inTransaction(
        db,
        actor,
        async (tx) => {
          const { limit, offset } = pageWindow(q);
          const rows = await tx.select(employeeColumns).from(employees).where(where).orderBy(asc(employees.name), asc(employees.id)).limit(limit).offset(offset);
          const [n] = await tx.select({ n: count() }).from(employees).where(where);
          return { rows, total: n?.n ?? 0 };
        },
        { readOnly: true },
      );
      return listResponse(rows, q, total);
    },
  );

  api.get(
    "/transactions/cash-advance/employee/:id",
    { config: { permission: { action: "read", resource: "TxCashAdvanceRequest" } }, schema: { tags, params: idParams } },
    async (request) => {
      const actor = actorOf(request);
      const [row] = await inTransaction(
        db,
        actor,
        (tx) =>
          tx
            .select(employeeColumns)
            .from(employees)
            .where(and(eq(employees.companyId, actor.companyId), eq(employees.id, request.params.id))),
        { readOnly: true },
      );
      if (!row) throw notFound();
      return { data: row };
    },
  );

  api.get(
    "/transactions/cash-advance/cashbank",
    { config: { permission: { action: "read", resource: "TxCashAdvance" } }, schema: { tags } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await inTransaction(
        db,
        actor,
        async (tx) => {
          const allowed = await allowedCashbankIds(tx, request.auth as AuthState);
          return tx
            .select({ id: cashbanks.id, code: cashbanks.code, name: cashbanks.name, currency: cashbanks.currency })
            .from(cashbanks)
            .where(
              and(
                eq(cashbanks.companyId, actor.companyId),
                eq(cashbanks.isActive, true),
                allowed === "all" ? undefined : inArray(cashbanks.id, allowed.length ? allowed : [NO_ID]),
              ),
            )
            .orderBy(asc(cashbanks.code));
        },
        { readOnly: true },
      );
      return { data: rows };
    },
  );

  api.get(
    "/transactions/cash-advance/tax",
    { config: { permission: { action: "read", resource: "TxCashAdvance" } }, schema: { tags } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await inTransaction(
        db,
        actor,
        (tx) =>
          tx
            .select({ id: taxes.id, code: taxes.code, name: taxes.name, rate: taxes.rate, base_numerator: taxes.baseNumerator, base_denominator: taxes.baseDenominator })
            .from(taxes)
            .where(and(eq(taxes.companyId, actor.companyId), eq(taxes.isActive, true), inArray(taxes.kind, [...vatKinds])))
            .orderBy(asc(taxes.code)),
        { readOnly: true },
      );
      return { data: rows };
    },
  );
};
