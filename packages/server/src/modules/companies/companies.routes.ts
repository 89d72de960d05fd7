import { companyProfileBody, companyRegisterBody, translate } from "@neraca/core";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companies, memberships, offices, users } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { audit, diff } from "../../platform/audit.js";
import { fieldError, notFound, unauthenticated } from "../../platform/errors.js";
import { rowsOf } from "../reports/report-context.js";
import { actorOf, userOf } from "../../platform/guard.js";
import { newId } from "../../platform/ids.js";
import { seedChartOfAccounts } from "../accounts/accounts.service.js";
import { seedMasterData } from "../master-data/seeds.js";
import { seedDefaultRoles } from "../users-roles/roles.service.js";
import { authStateFor, signFor } from "../auth/auth.service.js";
import { companiesOf, sessionData } from "../auth/session-data.js";

const tags = ["company"];

export const presentCompany = (c: typeof companies.$inferSelect) => ({
  id: c.id,
  organization_name: c.name,
  brand_name: c.brandName,
  business_type: c.businessType,
  cut_off_date: c.cutOffDate,
  pricing_plan: c.pricingPlan,
  billing_cycle: c.billingCycle,
  npwp: c.npwp,
  address: c.address,
  phone: c.phone,
  email: c.email,
  logo: c.logo,
  base_currency: c.baseCurrency,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;

  app.post(
    "/company/register",
    { config: { access: "user" }, schema: { tags, body: companyRegisterBody } },
    async (request, reply) => {
      const auth = userOf(request);
      const body = request.body;
      const companyId = newId();
      const actor = { companyId, userId: auth.userId };
      const result = await inTransaction(db, actor, async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            id: companyId,
            name: body.organization_name,
            brandName: body.brand_name,
            businessType: body.business_type,
            cutOffDate: body.cut_off_date,
            pricingPlan: body.pricing_plan,
            billingCycle: body.billing_cycle,
            baseCurrency: body.base_currency,
            createdBy: auth.userId,
          })
          .returning();
        await tx.insert(memberships).values({ companyId, userId: auth.userId, isOwner: true });
        const officeId = newId();
        await tx.insert(offices).values({
          companyId,
          id: officeId,
          code: "HO",
          name: body.organization_name,
          brand: body.brand_name,
          branch: null,
          isHeadOffice: true,
        });
        await seedChartOfAccounts(tx, companyId);
        await seedMasterData(tx, companyId, request.language);
        await seedDefaultRoles(tx, companyId, request.language);
        await audit(tx, actor, "create", "company", companyId, { ...body });
        await audit(tx, actor, "create", "office", officeId, { code: "HO", is_head_office: true });
        const [user] = await tx
          .update(users)
          .set({ activeCompanyId: companyId })
          .where(eq(users.id, auth.userId))
          .returning();
        if (!user || !company) throw unauthenticated();
        const next = await authStateFor(tx, auth.sessionId, user, companyId);
        const token = await signFor(ctx, next);
        return { token, data: await sessionData(tx, next, request.language), company: presentCompany(company) };
      });
      reply.header("Authorization", `Bearer ${result.token}`);
      return reply.code(201).send({ message: translate("company_registered", request.language), ...result });
    },
  );

  app.get("/company", { config: { access: "user" }, schema: { tags } }, async (request) => {
    const auth = userOf(request);
    const data = await inTransaction(db, auth, (tx) => companiesOf(tx, auth.userId));
    return { data };
  });

  app.get(
    "/company/profile",
    { config: { permission: { action: "read", resource: "Setting" } }, schema: { tags } },
    async (request) => {
      const actor = actorOf(request);
      const company = await inTransaction(db, actor, async (tx) => {
        const [row] = await tx.select().from(companies).where(eq(companies.id, actor.companyId));
        return row;
      });
      if (!company) throw notFound();
      return { data: presentCompany(company) };
    },
  );

  app.put(
    "/company/profile",
    { config: { permission: { action: "update", resource: "Setting" } }, schema: { tags, body: companyProfileBody } },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const changes = {
        name: body.organization_name,
        brandName: body.brand_name,
        businessType: body.business_type,
        npwp: body.npwp,
        address: body.address,
        phone: body.phone,
        email: body.email,
        logo: body.logo,
        baseCurrency: body.base_currency,
      };
      const company = await inTransaction(db, actor, async (tx) => {
        const [before] = await tx.select().from(companies).where(eq(companies.id, actor.companyId)).for("update");
        if (!before) throw notFound();
        // The base currency is what every posted amount is in: fixed once anything is posted.
        if (body.base_currency && body.base_currency !== before.baseCurrency) {
          const [posted] = rowsOf<{ one: number }>(await tx.execute(sql`SELECT 1 AS one FROM journals WHERE company_id = ${actor.companyId} LIMIT 1`));
          if (posted) throw fieldError({ base_currency: [translate("company_base_currency_fixed", request.language, { currency: before.baseCurrency })] });
        }
        const [after] = await tx
          .update(companies)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(companies.id, actor.companyId))
          .returning();
        if (!after) throw notFound();
        const changed = diff(presentCompany(before), presentCompany(after));
        delete changed.updated_at;
        if (changed.logo) changed.logo = { from: "(image)", to: "(image)" };
        await audit(tx, actor, "update", "company", actor.companyId, changed);
        return after;
      });
      return { message: translate("company_updated", request.language), data: presentCompany(company) };
    },
  );
};
