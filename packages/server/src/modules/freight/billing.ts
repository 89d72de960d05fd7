import { sql } from "drizzle-orm";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import type { DocumentEffect } from "../../platform/documents/effects.js";
import type { JobLine, JobLineBiller } from "../../platform/documents/job-lines.js";
import { fieldMessage, invalidField } from "../../platform/field-errors.js";
import { rowsOf } from "../reports/report-context.js";
import { billLines } from "./ch-job.document.js";

/**
 * BACC (issue 31, DESIGN §9): a job's charge lines become money on the one invoice engine — a sell
 * line on a sales invoice (our invoice to the customer or an agent), a buy line on a purchase invoice
 * (the agent's invoice to us). The invoice asks here what each line is (its account, amount, tax kind
 * and job), bills the lines to itself when saved (`billLines`: once, jobs locked in id order) and
 * gives them back when it loses them or is deleted; its number is written on the lines once approved.
 */

interface LineFacts {
  id: string;
  job_id: string;
  job_number: string | null;
  status: string;
  closed: boolean;
  line_no: number;
  side: "sell" | "buy";
  party_id: string | null;
  party_name: string | null;
  currency: string;
  amount: string;
  tax_kind: JobLine["taxKind"];
  description: string | null;
  charge_name: string;
  account_id: string;
}

/**
 * Locks the document rows of the jobs of these lines (and of `more` jobs), in id order, as the job's
 * save, close and generation lock them: what is read of the lines next stays true until the bill.
 */
async function lockJobsOf(ctx: DocumentContext, lineIds: readonly string[]) {
  if (lineIds.length === 0) return;
  // Two index lookups (the lines' jobs, then their documents), not a join the planner may scan documents for.
  const jobs = rowsOf<{ job_id: string }>(
    await ctx.tx.execute(sql`SELECT DISTINCT job_id FROM ch_job_lines WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...new Set(lineIds)])}::uuid[])`),
  ).map((r) => r.job_id);
  if (jobs.length === 0) return;
  await ctx.tx.execute(sql`SELECT id FROM documents WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param(jobs)}::uuid[]) ORDER BY id FOR UPDATE`);
}

async function lineFacts(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, LineFacts>> {
  if (ids.length === 0) return new Map();
  await lockJobsOf(ctx, ids);
  const rows = rowsOf<LineFacts>(
    await ctx.tx.execute(sql`
      SELECT l.id, l.job_id, j.code AS job_number, d.status, j.closed_at IS NOT NULL AS closed, l.line_no, l.side,
        coalesce(l.party_id, CASE WHEN l.side = 'sell' THEN j.customer_id ELSE j.agent_id END) AS party_id, p.name AS party_name,
        l.currency, l.amount::text AS amount, l.tax_kind, l.description, c.name AS charge_name,
        CASE WHEN l.side = 'sell' THEN c.revenue_account_id ELSE c.cost_account_id END AS account_id
      FROM ch_job_lines l
      JOIN ch_jobs j ON j.company_id = l.company_id AND j.id = l.job_id
      JOIN documents d ON d.company_id = l.company_id AND d.id = l.job_id
      JOIN charge_codes c ON c.company_id = l.company_id AND c.id = l.charge_code_id
      LEFT JOIN contacts p ON p.company_id = l.company_id AND p.id = coalesce(l.party_id, CASE WHEN l.side = 'sell' THEN j.customer_id ELSE j.agent_id END)
      WHERE l.company_id = ${ctx.actor.companyId} AND l.id = ANY(${sql.param([...new Set(ids)])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export const freightJobLineBiller: JobLineBiller = {
  async resolve(ctx, { side, partyId, currency, lines }) {
    const facts = await lineFacts(
      ctx,
      lines.map((l) => l.lineId),
    );
    const out = new Map<string, JobLine>();
    for (const { field, lineId } of lines) {
      const line = facts.get(lineId);
      if (!line) throw invalidField(field, ctx.language);
      const params = { line: line.line_no, job: line.job_number ?? "—" };
      // One charge line once on an invoice: twice would bill its amount twice.
      if (out.has(lineId)) throw fieldMessage(field, "ch_bill_twice", ctx.language, params);
      if (line.status !== "approved") throw fieldMessage(field, "ch_bill_not_confirmed", ctx.language);
      if (line.closed) throw fieldMessage(field, "ch_bill_closed", ctx.language, params);
      if (line.side !== side) throw fieldMessage(field, side === "sell" ? "ch_bill_side_sell" : "ch_bill_side_buy", ctx.language, params);
      if (line.party_id !== partyId) throw fieldMessage(field, "ch_bill_party", ctx.language, { ...params, party: line.party_name ?? "—" });
      if (line.currency !== currency) throw fieldMessage(field, "ch_bill_currency", ctx.language, { ...params, currency: line.currency, invoice: currency });
      out.set(lineId, {
        id: line.id,
        jobId: line.job_id,
        jobNumber: line.job_number ?? "",
        lineNo: line.line_no,
        accountId: line.account_id,
        description: [line.job_number, line.description ?? line.charge_name].filter(Boolean).join(" · "),
        amount: line.amount,
        currency: line.currency,
        taxKind: line.tax_kind,
      });
    }
    return out;
  },

  async hold(ctx, invoice, lineIds) {
    const held = rowsOf<{ id: string }>(
      await ctx.tx.execute(sql`SELECT id FROM ch_job_lines WHERE company_id = ${ctx.actor.companyId} AND billed_id = ${invoice.id}::uuid`),
    ).map((r) => r.id);
    const wanted = new Set(lineIds);
    const given = held.filter((id) => !wanted.has(id));
    const taken = [...wanted].filter((id) => !held.includes(id));
    const by = { type: invoice.type, id: invoice.id, number: null };
    // Every job touched locked at once, in id order: two invoices swapping lines do not deadlock.
    await lockJobsOf(ctx, [...given, ...taken]);
    if (given.length) await billLines(ctx, given, by, true);
    if (taken.length) await billLines(ctx, taken, by);
  },
};

/**
 * Approved: the invoice's number on the lines it bills (the job's lines read "billed by INV/…").
 * Cancelled (a purchase invoice is reversed, not removed): the lines are given back to be billed again.
 */
export const billedNumberEffect = (type: string): DocumentEffect<unknown> => ({
  name: "freight-billed-number",
  async approved(_content, state, ctx) {
    await ctx.tx.execute(sql`UPDATE ch_job_lines SET billed_number = ${state.number} WHERE company_id = ${ctx.actor.companyId} AND billed_id = ${state.id}::uuid`);
  },
  async released(_content, state, ctx, reason) {
    if (reason === "cancel") await freightJobLineBiller.hold(ctx, { type, id: state.id }, []);
  },
});
