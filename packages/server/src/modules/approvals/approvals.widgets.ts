import { dashboardWidgets } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { registerWidget } from "../dashboard/register-widget.js";
import { rowsOf } from "../reports/report-context.js";
import { waitingForMe } from "./approvals.routes.js";

/** What waits for my approval: the inbox's own condition, counted, with the oldest submission's time. */
export const approvalWidgetRoutes: FastifyPluginAsync = async (app) => {
  registerWidget(app, dashboardWidgets.approvals, async (ctx) => {
    const auth = ctx.auth as NonNullable<typeof ctx.auth>;
    const waiting = waitingForMe({ companyId: ctx.companyId, userId: auth.userId }, auth.ability, undefined);
    const [row] = rowsOf<{ n: number; oldest: string | null }>(
      await ctx.tx.execute(sql`SELECT count(*)::int AS n, min(d.submitted_at)::text AS oldest FROM documents d WHERE ${waiting}`),
    );
    return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
  });
};
