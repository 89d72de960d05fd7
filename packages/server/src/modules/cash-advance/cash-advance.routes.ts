import {
  cashAdvanceApprovalBody,
  cashAdvanceReports,
  cashAdvanceSettingsBody,
  formatMoney,
  idParams,
  money,
  renderTemplate,
  translate,
} from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cashAdvanceRequests, cashAdvanceSettings } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { audit } from "../../platform/audit.js";
import { lifecyclePermission } from "../../platform/documents/document-type.js";
import { registerDocument } from "../../platform/documents/documents.routes.js";
import { approveDocument, lockDocument } from "../../platform/documents/documents.service.js";
import { fieldError } from "../../platform/errors.js";
import { actorOf, userOf } from "../../platform/guard.js";
import { registerReport } from "../reports/register-report.js";
import { cashAdvanceDocument } from "./advance.document.js";
import { settingsOf } from "./lookups.js";
import { realisationDocument } from "./realisation.document.js";
import { cashAdvanceSummary, cashAdvanceDetail } from "./reports.service.js";
import { bindRequestAuth } from "./request-auth.js";
import { cashAdvanceRequestDocument, lockRequest } from "./request.document.js";
import { settlementDocument } from "./settlement.document.js";

const tags = ["cash-advance"];

/**
 * Employee cash advances (issue #14): requests, their approval with an approved amount, the advances
 * paid, realisations, refunds and top-ups — each a document on the common lifecycle — plus the
 * module's settings and its two reports.
 */
export const cashAdvanceRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  bindRequestAuth(app);

  const requests = registerDocument(app, cashAdvanceRequestDocument);
  registerDocument(app, cashAdvanceDocument);
  registerDocument(app, realisationDocument);
  registerDocument(app, settlementDocument);

  // An approver of the level the request waits for approves it with the amount they grant
  // (at most the requested amount); the last level's amount is what the cashier pays.
  api.post(
    "/transactions/cash-advance/request-approval/:id/approve",
    {
      config: { permission: lifecyclePermission(cashAdvanceRequestDocument, "approve") },
      schema: { tags, params: idParams, body: cashAdvanceApprovalBody },
    },
    async (request) => {
      const { id } = request.params;
      const { approved_amount: amount, note } = request.body;
      const out = await requests.command(actorOf(request), request.language, async (ctx) => {
        const row = await lockDocument(ctx, cashAdvanceRequestDocument, id);
        if (row.status === "pending") {
          const content = await lockRequest(ctx, id);
          if (money(amount).greaterThan(money(content.requestAmount))) {
            throw fieldError({
              approved_amount: [renderTemplate("max_value", "approved_amount", ctx.language, { max: formatMoney(content.requestAmount) })],
            });
          }
          await ctx.tx
            .update(cashAdvanceRequests)
            .set({ approvedAmount: amount, updatedAt: sql`now()` })
            .where(and(eq(cashAdvanceRequests.companyId, ctx.actor.companyId), eq(cashAdvanceRequests.id, id)));
        }
        // Not pending, or not this user's level: the lifecycle refuses (409 / 403) and all rolls back.
        return approveDocument({ ...ctx, ability: userOf(request).ability }, cashAdvanceRequestDocument, id, note);
      });
      return { message: out.message, data: out.data[0] };
    },
  );

  api.get(
    "/transactions/cash-advance/setting",
    { config: { permission: { action: "read", resource: "TxCashAdvanceRequest" } }, schema: { tags } },
    async (request) => {
      const actor = actorOf(request);
      return { data: await inTransaction(db, actor, (tx) => settingsOf(tx, actor), { readOnly: true }) };
    },
  );

  api.put(
    "/transactions/cash-advance/setting",
    { config: { permission: { action: "update", resource: "Setting" } }, schema: { tags, body: cashAdvanceSettingsBody } },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const codes = body.types.map((t) => t.code);
      const repeated = codes.findIndex((c, i) => codes.indexOf(c) !== i);
      if (repeated >= 0) throw fieldError({ [`types.${repeated}.code`]: [renderTemplate("taken", "code", request.language)] });
      const data = await inTransaction(db, actor, async (tx) => {
        const values = { overdueDays: body.overdue_days, types: body.types, updatedAt: new Date() };
        await tx
          .insert(cashAdvanceSettings)
          .values({ companyId: actor.companyId, ...values })
          .onConflictDoUpdate({ target: cashAdvanceSettings.companyId, set: values });
        await audit(tx, actor, "update", "cash_advance_settings", null, { overdue_days: body.overdue_days, types: codes });
        return settingsOf(tx, actor);
      });
      return { message: translate("cash_advance_settings_saved", request.language), data };
    },
  );

  registerReport(app, cashAdvanceReports["cash-advance"], cashAdvanceSummary);
  registerReport(app, cashAdvanceReports["cash-advance/detail"], cashAdvanceDetail);
};
