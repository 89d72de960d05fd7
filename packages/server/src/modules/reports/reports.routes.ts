import { accountingReports, LEDGER_PER_PAGE_MAX } from "@neraca/core";
import type { FastifyPluginAsync } from "fastify";
import { inTransaction } from "../../db/tenant.js";
import { actorOf } from "../../platform/guard.js";
import { verifyBalances } from "../ledger/balances.js";
import { journalRecap, journalReport, ledgerReport, monthlyMutation, trialBalance, worksheet } from "./reports.ledger.js";
import { auditStatements, balanceSheet, monthColumns, profitLoss } from "./reports.statements.js";
import { reportHeader } from "./report-context.js";
import { registerReport } from "./register-report.js";

const consolidated = { en: "Consolidated", id: "Konsolidasi" } as const;

/** The accounting reports: each defined in core, served by `registerReport` with its builder. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const r = accountingReports;
  registerReport(app, r["trial-balance"], (ctx, q) => trialBalance(ctx, q.date_from, q.date_to));
  registerReport(app, r.ledger, ledgerReport, {
    // An export reads every page from the first, a thousand lines a page.
    pages: {
      first: (q) => ({ ...q, start_account_id: undefined, start_line: 0, per_page: LEDGER_PER_PAGE_MAX }),
      next: (q, data) => {
        const next = (data as { next: { account_id: string; line: number } | null }).next;
        return next && { ...q, start_account_id: next.account_id, start_line: next.line };
      },
    },
  });
  registerReport(app, r.journal, (ctx, q) => journalReport(ctx, q.date_from, q.date_to, q.page, q.per_page));
  registerReport(app, r.journalreport, (ctx, q) => journalRecap(ctx, q.date_from, q.date_to));
  registerReport(app, r["work-sheet"], (ctx, q) => worksheet(ctx, q.date_from, q.date_to));
  registerReport(app, r["balance-sheet"], async (ctx, q) => {
    if (q.per_office !== "true") return balanceSheet(ctx, [{ key: "total", label: q.date, date: q.date }]);
    const { offices } = await reportHeader(ctx);
    const chosen = q.office_ids.length ? offices.filter((o) => q.office_ids.includes(o.id)) : offices;
    return balanceSheet(ctx, [
      ...chosen.map((o) => ({ key: o.id, label: o.name, date: q.date, officeIds: [o.id] })),
      { key: "total", label: consolidated[ctx.language], date: q.date, officeIds: chosen.map((o) => o.id) },
    ]);
  });
  registerReport(app, r["balance-sheet-comparison"], (ctx, q) =>
    balanceSheet(ctx, [
      { key: "a", label: q.date_a, date: q.date_a },
      { key: "b", label: q.date_b, date: q.date_b },
    ]),
  );
  registerReport(app, r["profit-loss"], (ctx, q) =>
    profitLoss(
      ctx,
      q.columns === "month"
        ? [...monthColumns(q.date_from, q.date_to, ctx.language), { key: "total", label: "Total", from: q.date_from, to: q.date_to }]
        : [{ key: "total", label: `${q.date_from} – ${q.date_to}`, from: q.date_from, to: q.date_to }],
    ),
  );
  registerReport(app, r["monthly-mutation"], (ctx, q) => monthlyMutation(ctx, q.year));
  registerReport(app, r.audit, (ctx, q) => auditStatements(ctx, q.date_from, q.date_to));

  app.get("/ledger/verify", { config: { permission: { action: "update", resource: "Setting" } }, schema: { tags: ["ledger"] } }, async (request) => {
    const actor = actorOf(request);
    const drift = await inTransaction(app.ctx.database.db, actor, (tx) => verifyBalances(tx, actor.companyId), { readOnly: true });
    return { data: { ok: drift.length === 0, drift } };
  });
};
