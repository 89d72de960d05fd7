import {
  addDays,
  type ChAccrualDocumentBody,
  chAccrualDocumentBody,
  chAccrualPosting,
  chAccrualResponse,
  formatMoney,
  type MessageKey,
  money,
  sumMoney,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import { accountForRole } from "../../platform/account-roles.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, isUniqueViolation, notFound } from "../../platform/errors.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { standardSignatures } from "../../platform/print.js";
import { post } from "../ledger/ledger.post.js";
import { todayInJakarta } from "../dashboard/register-widget.js";
import { monthEnd, rowsOf } from "../reports/report-context.js";

export const ACCRUAL_TYPE = "ch_accrual";

interface AccruedJob {
  job_id: string;
  number: string | null;
  customer_name: string;
  sell: string;
  buy: string;
}

/** One booked amount of an accrual: a job's side on one account and office. */
interface AccruedAmount {
  job_id: string;
  number: string | null;
  customer_name: string;
  side: "sell" | "buy";
  account_id: string;
  office_id: string | null;
  amount_base: string;
}

export interface AccrualContent {
  id: string;
  charges: AccruedAmount[];
  /** The month's first day. */
  month: string;
  description: string | null;
  sell: string;
  buy: string;
  jobs: AccruedJob[];
}

/** The company's choice: invoice-based (`invoice`) or month-end accrual (`month_end`). */
export async function accrualMode(ctx: Pick<DocumentContext, "tx" | "actor">): Promise<"invoice" | "month_end"> {
  const [row] = rowsOf<{ accrual: "invoice" | "month_end" }>(await ctx.tx.execute(sql`SELECT accrual FROM freight_settings WHERE company_id = ${ctx.actor.companyId}`));
  return row?.accrual ?? "invoice";
}

/**
 * The charges to accrue at a month's end: lines of confirmed jobs dated up to it, no disbursement, not
 * billed by then (a line billed by a document dated after the month's end is still unbilled at it), per
 * job, side, account and office.
 */
async function chargesAt(ctx: DocumentContext, end: string) {
  return rowsOf<AccruedAmount>(
    await ctx.tx.execute(sql`
      SELECT j.id AS job_id, d.number, c.name AS customer_name, l.side, CASE WHEN l.side = 'sell' THEN k.revenue_account_id ELSE k.cost_account_id END AS account_id,
        j.office_id, sum(l.amount_base)::text AS amount_base
      FROM ch_jobs j
      JOIN documents d ON d.company_id = j.company_id AND d.id = j.id AND d.status = 'approved'
      JOIN contacts c ON c.company_id = j.company_id AND c.id = j.customer_id
      JOIN ch_job_lines l ON l.company_id = j.company_id AND l.job_id = j.id AND NOT l.is_disbursement
        AND NOT EXISTS (SELECT 1 FROM documents bd WHERE bd.company_id = l.company_id AND bd.id = l.billed_id AND bd.status = 'approved' AND bd.date <= ${end}::date)
      JOIN charge_codes k ON k.company_id = l.company_id AND k.id = l.charge_code_id
      WHERE j.company_id = ${ctx.actor.companyId} AND j.date <= ${end}::date
      GROUP BY 1, 2, 3, 4, 5, 6
      ORDER BY d.number, j.id, l.side DESC, 5`),
  );
}

async function accounts(ctx: DocumentContext) {
  return {
    unbilledReceivable: await accountForRole(ctx, "unbilled_receivable", { field: "month" }),
    accruedCost: await accountForRole(ctx, "accrued_cost", { field: "month" }),
  };
}

/**
 * The month-end accrual of job charges (`/transactions/ch-bacc/accrual`, DESIGN §9), for a company that
 * chose it: posted when saved — Dr unbilled receivable / Cr revenue for the sell lines of confirmed,
 * unbilled jobs dated up to the month's end, Dr cost / Cr accrued cost for their buy lines, each line
 * described with its job — and reversed on the next month's first day (its second journal), so the
 * month's profit includes jobs done but not billed, and the next month starts clean for the invoices.
 * One per month; deleting it removes both journals while their periods are open.
 */
export const chAccrualDocument: DocumentType<ChAccrualDocumentBody, AccrualContent, typeof chAccrualResponse> = {
  type: ACCRUAL_TYPE,
  base: "/transactions/ch-bacc/accrual",
  resource: "TxCh",
  title: { en: "Job accrual", id: "Akrual job" },
  numberType: "ch_accrual",
  submitOnCreate: true,
  lifecycle: { deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  body: chAccrualDocumentBody,
  response: chAccrualResponse,
  async load(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<AccrualContent>(
      await ctx.tx.execute(sql`SELECT id, month::text AS month, description, sell::text AS sell, buy::text AS buy, jobs, charges FROM ch_accruals
        WHERE company_id = ${ctx.actor.companyId} AND id = ANY(${sql.param([...ids])}::uuid[])`),
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    if (!created) throw new AppError(409, "document_transition", { status: "approved", action: "edit" });
    if ((await accrualMode(ctx)) !== "month_end") throw fieldMessage("month", "ch_accrual_off", ctx.language);
    const month = `${body.month}-01`;
    const [held] = rowsOf<{ number: string | null }>(
      await ctx.tx.execute(sql`SELECT d.number FROM ch_accruals a JOIN documents d ON d.company_id = a.company_id AND d.id = a.id
        WHERE a.company_id = ${ctx.actor.companyId} AND a.month = ${month}::date`),
    );
    if (held) throw fieldMessage("month", "ch_accrual_posted", ctx.language, { month: body.month, number: held.number ?? "—" });
    if (monthEnd(month) >= todayInJakarta()) throw fieldMessage("month", "ch_accrual_month_open", ctx.language, { month: body.month });
    await accounts(ctx);
    const charges = await chargesAt(ctx, monthEnd(month));
    const jobs = new Map<string, AccruedJob>();
    for (const c of charges) {
      const job = jobs.get(c.job_id) ?? { job_id: c.job_id, number: c.number, customer_name: c.customer_name, sell: "0.00", buy: "0.00" };
      job[c.side] = formatMoney(money(job[c.side]).plus(c.amount_base));
      jobs.set(c.job_id, job);
    }
    const list = [...jobs.values()];
    const sell = formatMoney(sumMoney(list.map((j) => j.sell)));
    const buy = formatMoney(sumMoney(list.map((j) => j.buy)));
    try {
      await ctx.tx.execute(sql`INSERT INTO ch_accruals (company_id, id, month, description, sell, buy, jobs, charges, created_by)
        VALUES (${ctx.actor.companyId}, ${id}::uuid, ${month}::date, ${body.description}, ${sell}::numeric, ${buy}::numeric, ${JSON.stringify(list)}::jsonb,
          ${JSON.stringify(charges)}::jsonb, ${ctx.actor.userId}::uuid)`);
    } catch (error) {
      // The same month saved at once by someone else: the one month's accrual stands.
      if (isUniqueViolation(error)) throw fieldMessage("month", "ch_accrual_posted", ctx.language, { month: body.month, number: "—" });
      throw error;
    }
    const content = (await this.load(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM ch_accruals WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  summary: (c, ctx) => ({
    date: monthEnd(c.month),
    officeId: null,
    description: c.description ?? `${translate("print_ch_accrual", ctx.language)} ${c.month.slice(0, 7)}`,
    amount: formatMoney(money(c.sell).plus(c.buy)),
  }),
  // From the charges taken when saved: the journal and its reversal book the same amounts.
  async posting(c, ctx) {
    const posting = chAccrualPosting(
      c.charges.map((ch) => ({ side: ch.side, amount_base: ch.amount_base, account_id: ch.account_id, office_id: ch.office_id, job_label: ch.number ?? ch.customer_name, job_id: ch.job_id })),
      await accounts(ctx),
    );
    const description = c.description ?? `${translate("print_ch_accrual", ctx.language)} ${c.month.slice(0, 7)}`;
    return posting ? { header: { date: monthEnd(c.month), description, journalType: "adjustment" }, posting } : null;
  },
  // Posted at the month's end: its reversal on the next month's first day, the document's second journal.
  async approved(c, state, ctx) {
    if (state.journalIds.length === 0) return;
    const posting = chAccrualPosting(
      c.charges.map((ch) => ({ side: ch.side, amount_base: ch.amount_base, account_id: ch.account_id, office_id: ch.office_id, job_label: ch.number ?? ch.customer_name, job_id: ch.job_id })),
      await accounts(ctx),
      true,
    );
    if (!posting) return;
    const reversal = await post(
      ctx.tx,
      ctx.actor,
      {
        date: addDays(monthEnd(c.month), 1),
        description: `${translate("print_ch_accrual_reversal", ctx.language)} ${c.month.slice(0, 7)}`,
        journalType: "adjustment",
        sourceType: ACCRUAL_TYPE,
        sourceId: c.id,
      },
      posting,
      ctx.language,
    );
    await ctx.tx.execute(sql`UPDATE documents SET journal_ids = array_append(journal_ids, ${reversal.id}::uuid)
      WHERE company_id = ${ctx.actor.companyId} AND id = ${c.id}::uuid`);
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t("print_ch_accrual"),
      number: state.number ?? "—",
      dates: [
        { label: t("print_date"), value: monthEnd(c.month), kind: "date" as const },
        { label: t("print_reversal_date"), value: addDays(monthEnd(c.month), 1), kind: "date" as const },
      ],
      fields: [{ label: t("print_description"), value: c.description }],
      columns: [
        { key: "job", title: t("print_description") },
        { key: "sell", title: t("print_ch_sell"), kind: "money" as const, width: 110 },
        { key: "buy", title: t("print_ch_buy"), kind: "money" as const, width: 110 },
      ],
      lines: c.jobs.map((j) => ({ job: `${j.number ?? "—"} · ${j.customer_name}`, sell: formatMoney(j.sell), buy: formatMoney(j.buy) })),
      totals: [
        { label: t("print_ch_sell"), amount: formatMoney(c.sell) },
        { label: t("print_ch_buy"), amount: formatMoney(c.buy) },
      ],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    return {
      id: c.id,
      month: c.month.slice(0, 7),
      description: c.description,
      sell: formatMoney(c.sell),
      buy: formatMoney(c.buy),
      jobs: c.jobs.map((j) => ({ ...j, sell: formatMoney(j.sell), buy: formatMoney(j.buy) })),
    };
  },
};
