import {
  type BudgetTransferBody,
  budgetTransferBody,
  type BudgetTransferResponse,
  budgetTransferResponse,
  type DocumentStateField,
  formatAmount,
  formatMoney,
  type MessageKey,
  type Money,
  money,
  periodMonths,
  sumMoney,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { FieldProblems } from "../../platform/field-errors.js";
import { standardSignatures } from "../../platform/print.js";
import { todayInJakarta } from "../dashboard/register-widget.js";
import { type ReportContext, rowsOf } from "../reports/report-context.js";
import { actualsOf, budgetLineName, budgetLineNameJoins, committedOf, currentBudgetLines } from "./budgeting.reports.js";

export const BUDGET_TRANSFER_TYPE = "budget_transfer";

/** A transfer as it is kept: the budget it moves within, and its lines with the budget lines' names. */
/** `date`: the day it was entered (last saved). */
export type TransferContent = Omit<BudgetTransferResponse, DocumentStateField> & { id: string; date: string; date_start: string; date_end: string };

async function loadTransfers(ctx: DocumentContext, ids: readonly string[]): Promise<Map<string, TransferContent>> {
  if (ids.length === 0) return new Map();
  const c = ctx.actor.companyId;
  const heads = rowsOf<Omit<TransferContent, "details" | "months">>(
    await ctx.tx.execute(sql`
      SELECT t.id, t.date::text AS date, t.budget_id, bd.number AS budget_number, b.period AS budget_period, b.date_start::text AS date_start, b.date_end::text AS date_end,
        t.description, t.total::text AS total
      FROM budget_transfers t JOIN budgets b ON b.company_id = t.company_id AND b.id = t.budget_id
      JOIN documents bd ON bd.company_id = b.company_id AND bd.id = b.id
      WHERE t.company_id = ${c} AND t.id = ANY(${sql.param([...ids])}::uuid[])`),
  );
  const lines = rowsOf<TransferContent["details"][number] & { transfer_id: string }>(
    await ctx.tx.execute(sql`
      SELECT tl.transfer_id, tl.line_no, tl.from_line_no, f.name AS from_name, tl.to_line_no, d.name AS to_name, tl.month::text AS month, tl.amount::text AS amount
      FROM budget_transfer_lines tl
      JOIN LATERAL (SELECT ${budgetLineName} AS name FROM budget_lines l JOIN budgets b ON b.company_id = l.company_id AND b.id = l.budget_id
        LEFT JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id ${budgetLineNameJoins}
        WHERE l.company_id = tl.company_id AND l.budget_id = tl.budget_id AND l.line_no = tl.from_line_no) f ON true
      JOIN LATERAL (SELECT ${budgetLineName} AS name FROM budget_lines l JOIN budgets b ON b.company_id = l.company_id AND b.id = l.budget_id
        LEFT JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id ${budgetLineNameJoins}
        WHERE l.company_id = tl.company_id AND l.budget_id = tl.budget_id AND l.line_no = tl.to_line_no) d ON true
      WHERE tl.company_id = ${c} AND tl.transfer_id = ANY(${sql.param([...ids])}::uuid[])
      ORDER BY tl.transfer_id, tl.line_no`),
  );
  return new Map(
    heads.map((h) => [
      h.id,
      {
        ...h,
        months: periodMonths(h.date_start, h.date_end),
        details: lines.filter((l) => l.transfer_id === h.id).map(({ transfer_id: _t, ...l }) => ({ ...l, amount: formatMoney(l.amount) })),
      },
    ]),
  );
}

/** The budget a transfer moves within: it must be the current approved version, open (locked with `lock`). */
async function currentBudget(ctx: DocumentContext, budgetId: string, lock: boolean) {
  const [row] = rowsOf<{ number: string | null; status: string; superseded_by: string | null; closed_at: string | null; date_start: string; date_end: string; open_revision: string | null; revising: boolean }>(
    await ctx.tx.execute(sql`
      SELECT d.number, d.status, b.superseded_by, b.closed_at::text AS closed_at, b.date_start::text AS date_start, b.date_end::text AS date_end,
        r.number AS open_revision, r.id IS NOT NULL AS revising
      FROM budgets b JOIN documents d ON d.company_id = b.company_id AND d.id = b.id
      LEFT JOIN LATERAL (SELECT nr.id, nd.number FROM budgets nr JOIN documents nd ON nd.company_id = nr.company_id AND nd.id = nr.id AND nd.status NOT IN ('approved', 'cancelled')
        WHERE nr.company_id = b.company_id AND nr.revision_of = b.id LIMIT 1) r ON true
      WHERE b.company_id = ${ctx.actor.companyId} AND b.id = ${budgetId}::uuid ${lock ? sql`FOR UPDATE OF b, d` : sql``}`),
  );
  return row;
}

function assertCurrent(budget: Awaited<ReturnType<typeof currentBudget>>, language: DocumentContext["language"]) {
  if (budget?.status !== "approved" || budget.superseded_by || budget.closed_at) {
    const problems = new FieldProblems(language);
    problems.message("budget_id", "budget_transfer_not_current", { number: budget?.number ?? "—" });
    problems.throwIfAny();
  }
}

/** A revision copies the months as they are: none move while one is open (409 naming it, or saying a draft is). */
function refuseWhileRevising(budget: Awaited<ReturnType<typeof currentBudget>>) {
  if (!budget?.revising) return;
  if (budget.open_revision) throw new AppError(409, "budget_revision_open", { number: budget.open_revision });
  throw new AppError(409, "budget_revision_draft");
}

/**
 * What a transfer's lines change of each (line, month), net, in line then month order: `sign` 1 as
 * approved (each from-line gives, each to-line receives), −1 taken back. The one reading of the moves
 * both the room check and the write use.
 */
function deltasOf(details: TransferContent["details"] | BudgetTransferBody["details"], sign: 1 | -1) {
  const out = new Map<string, { line: number; month: string; amount: Money }>();
  const add = (line: number, month: string, amount: Money) => {
    const key = `${line}|${month}`;
    out.set(key, { line, month, amount: (out.get(key)?.amount ?? money(0)).plus(amount) });
  };
  for (const d of details) {
    add(d.from_line_no, d.month, money(d.amount).times(-sign));
    add(d.to_line_no, d.month, money(d.amount).times(sign));
  }
  return [...out.values()].filter((d) => !d.amount.isZero()).sort((a, b) => a.line - b.line || a.month.localeCompare(b.month));
}

/** What the moves take out of each (line, month), net, where they take (positive). */
const decreases = (details: TransferContent["details"] | BudgetTransferBody["details"], sign: 1 | -1 = 1) =>
  deltasOf(details, sign).flatMap((d) => (d.amount.isNegative() ? [{ ...d, amount: d.amount.negated() }] : []));

const monthText = (month: string) => month.slice(0, 7);

/**
 * Locks the budget lines a transfer moves between, in the budget control's order (budget, line), so a
 * document checked against them at once waits for the transfer, or the transfer for it: neither takes
 * room the other has just counted.
 */
async function lockLines(ctx: DocumentContext, c: TransferContent) {
  const lines = [...new Set(c.details.flatMap((d) => [d.from_line_no, d.to_line_no]))].sort((a, b) => a - b);
  await ctx.tx.execute(sql`SELECT 1 FROM budget_lines WHERE company_id = ${ctx.actor.companyId} AND budget_id = ${c.budget_id}::uuid
    AND line_no = ANY(${sql.param(lines)}::int[]) ORDER BY budget_id, line_no FOR UPDATE`);
}

/**
 * Refuses (422) moves that take out of a line more than it can give: a month below nothing, or, for a
 * cost line, more than its room over the budget's period (its budget less what was posted against it
 * and what approved documents hold: what the budget control would leave).
 */
async function assertRoom(ctx: DocumentContext, budgetId: string, period: { date_start: string; date_end: string }, taken: ReturnType<typeof decreases>) {
  if (taken.length === 0) return;
  const reportCtx: ReportContext = { tx: ctx.tx, companyId: ctx.actor.companyId, language: ctx.language, filters: {} as ReportContext["filters"], includeZero: false };
  const lines = await currentBudgetLines(reportCtx, period.date_start, period.date_end, budgetId);
  const names = new Map(lines.map((l) => [l.line_no, l.name]));
  for (const t of taken) {
    const line = lines.find((l) => l.line_no === t.line);
    const budget = money(line?.months.get(t.month) ?? "0");
    if (budget.lessThan(t.amount)) {
      throw new AppError(422, "budget_transfer_exceeds", {
        line: names.get(t.line) ?? String(t.line),
        available: formatAmount(formatMoney(budget), ctx.language),
        month: monthText(t.month),
        budget: formatAmount(formatMoney(budget), ctx.language),
        amount: formatAmount(formatMoney(t.amount), ctx.language),
      });
    }
  }
  // The room of each cost line over the period, against all it gives.
  const givers = [...new Set(taken.map((t) => t.line))].flatMap((n) => lines.filter((l) => l.line_no === n && !l.income));
  if (givers.length === 0) return;
  const actuals = await actualsOf(reportCtx, givers, period.date_start, period.date_end);
  const held = await committedOf(reportCtx, givers, period.date_start, period.date_end);
  givers.forEach((l, i) => {
    const budget = sumMoney(l.months.values());
    const room = budget.minus(sumMoney(actuals.get(i)?.values() ?? [])).minus(held[i] ?? money(0));
    const gives = sumMoney(taken.filter((t) => t.line === l.line_no).map((t) => t.amount));
    if (room.lessThan(gives)) {
      const first = taken.find((t) => t.line === l.line_no) as { month: string };
      throw new AppError(422, "budget_transfer_exceeds", {
        line: l.name,
        available: formatAmount(formatMoney(room.lessThan(0) ? money(0) : room), ctx.language),
        month: monthText(first.month),
        budget: formatAmount(formatMoney(budget), ctx.language),
        amount: formatAmount(formatMoney(gives), ctx.language),
      });
    }
  });
}

/** Moves the months: each line's `amount` out of `from` and into `to` (signed by `sign`: −1 takes them back). */
async function applyMoves(ctx: DocumentContext, budgetId: string, details: TransferContent["details"], sign: 1 | -1) {
  const c = ctx.actor.companyId;
  const rows = deltasOf(details, sign);
  if (rows.length === 0) return;
  const lines = sql.param(rows.map((r) => r.line));
  const amounts = sql.param(rows.map((r) => formatMoney(r.amount)));
  await ctx.tx.execute(sql`
    UPDATE budget_amounts m SET amount = m.amount + v.delta
    FROM unnest(${lines}::int[], ${sql.param(rows.map((r) => r.month))}::date[], ${amounts}::numeric[]) v (line_no, month, delta)
    WHERE m.company_id = ${c} AND m.budget_id = ${budgetId}::uuid AND m.line_no = v.line_no AND m.month = v.month`);
  await ctx.tx.execute(sql`
    UPDATE budget_lines l SET amount = l.amount + v.delta
    FROM (SELECT line_no, sum(delta) AS delta FROM unnest(${lines}::int[], ${amounts}::numeric[]) u (line_no, delta) GROUP BY 1) v
    WHERE l.company_id = ${c} AND l.budget_id = ${budgetId}::uuid AND l.line_no = v.line_no`);
}

/**
 * Transfers between budget lines (`/transactions/budget-transfer`, issue 32 item 1): amounts moved from
 * one line of a current approved budget to another, month by month. Approved by the `budget_transfer`
 * levels the amount moved meets; then the lines' months move (the budget's total is unchanged) — never
 * more than a line has left to give (its month, and for a cost line its room over the period after what
 * was spent and is committed). Cancelled, they move back, on the same terms. The realisation report
 * shows the moves beside the original and the revisions. Posts nothing.
 */
export const budgetTransferDocument: DocumentType<BudgetTransferBody, TransferContent, typeof budgetTransferResponse> = {
  type: BUDGET_TRANSFER_TYPE,
  base: "/transactions/budget-transfer",
  resource: "TxBudgetTransfer",
  title: { en: "Budget transfer", id: "Pergeseran anggaran" },
  numberType: "budget_transfer",
  approvalModule: "budget_transfer",
  cancel: "reverse",
  body: budgetTransferBody,
  response: budgetTransferResponse,
  load: loadTransfers,
  async save(ctx, id, body, created) {
    const c = ctx.actor.companyId;
    const budget = await currentBudget(ctx, body.budget_id, false);
    assertCurrent(budget, ctx.language);
    const period = budget as NonNullable<typeof budget>;
    // Each line, whether it budgets income (a credit-normal account) or costs, and whether it is priced
    // as quantity × standard price (its amount is theirs: a transfer would part them).
    const info = rowsOf<{ line_no: number; income: boolean; priced: boolean }>(
      await ctx.tx.execute(sql`SELECT l.line_no, coalesce(a.normal_balance = 'credit', false) AS income, l.quantity IS NOT NULL AND l.standard_price IS NOT NULL AS priced
          FROM budget_lines l
          LEFT JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
          WHERE l.company_id = ${c} AND l.budget_id = ${body.budget_id}::uuid`),
    );
    const income = new Map(info.map((l) => [l.line_no, l.income]));
    const priced = new Set(info.filter((l) => l.priced).map((l) => l.line_no));
    const known = new Set(income.keys());
    const months = periodMonths(period.date_start, period.date_end);
    const problems = new FieldProblems(ctx.language);
    body.details.forEach((d, i) => {
      for (const field of ["from_line_no", "to_line_no"] as const) {
        if (!known.has(d[field])) problems.message(`details.${i}.${field}`, "budget_transfer_no_line", { number: period.number ?? "—", line: d[field] });
        else if (priced.has(d[field])) problems.message(`details.${i}.${field}`, "budget_transfer_priced", { line: d[field] });
      }
      if (d.from_line_no === d.to_line_no) problems.message(`details.${i}.to_line_no`, "budget_transfer_same_line");
      else if (known.has(d.from_line_no) && known.has(d.to_line_no) && income.get(d.from_line_no) !== income.get(d.to_line_no)) {
        problems.message(`details.${i}.to_line_no`, "budget_transfer_kinds");
      }
      if (!months.includes(d.month)) {
        problems.message(`details.${i}.month`, "budget_transfer_month", { month: monthText(d.month), from: monthText(months[0] as string), to: monthText(months.at(-1) as string) });
      }
    });
    problems.throwIfAny();
    // Checked now for the form, and again when approved, against the budget as it is then.
    await assertRoom(ctx, body.budget_id, period, decreases(body.details));
    const total = formatMoney(sumMoney(body.details.map((d) => d.amount)));
    if (created) {
      await ctx.tx.execute(sql`INSERT INTO budget_transfers (company_id, id, budget_id, date, description, total, created_by)
        VALUES (${c}, ${id}::uuid, ${body.budget_id}::uuid, ${todayInJakarta()}::date, ${body.description}, ${total}::numeric, ${ctx.actor.userId}::uuid)`);
    } else {
      await ctx.tx.execute(sql`UPDATE budget_transfers SET (budget_id, date, description, total, updated_at) = (${body.budget_id}::uuid, ${todayInJakarta()}::date, ${body.description}, ${total}::numeric, now())
        WHERE company_id = ${c} AND id = ${id}::uuid`);
      await ctx.tx.execute(sql`DELETE FROM budget_transfer_lines WHERE company_id = ${c} AND transfer_id = ${id}::uuid`);
    }
    const d = body.details;
    await ctx.tx.execute(sql`
      INSERT INTO budget_transfer_lines (company_id, transfer_id, line_no, budget_id, from_line_no, to_line_no, month, amount)
      SELECT ${c}, ${id}::uuid, v.n, ${body.budget_id}::uuid, v.f, v.t, v.m, v.a
      FROM unnest(${sql.param(d.map((_l, i) => i + 1))}::int[], ${sql.param(d.map((l) => l.from_line_no))}::int[], ${sql.param(d.map((l) => l.to_line_no))}::int[],
        ${sql.param(d.map((l) => l.month))}::date[], ${sql.param(d.map((l) => l.amount))}::numeric[]) v (n, f, t, m, a)`);
    const content = (await loadTransfers(ctx, [id])).get(id);
    if (!content) throw notFound();
    return content;
  },
  async remove(ctx, id) {
    await ctx.tx.execute(sql`DELETE FROM budget_transfers WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  },
  // Dated the day it is entered, as a budget is: it posts nothing, so a closed month never stops it.
  summary: (c) => ({ date: todayInJakarta(), officeId: null, description: c.description ?? `${c.budget_number ?? ""} ${c.budget_period}`.trim(), amount: c.total }),
  // Approved: with the budget locked, still current and no revision open (it copies the months as they
  // are), the lines give what they can and the months move.
  async approved(c, _state, ctx) {
    const budget = await currentBudget(ctx, c.budget_id, true);
    assertCurrent(budget, ctx.language);
    refuseWhileRevising(budget);
    await lockLines(ctx, c);
    await assertRoom(ctx, c.budget_id, budget as { date_start: string; date_end: string }, decreases(c.details));
    await applyMoves(ctx, c.budget_id, c.details, 1);
    await ctx.tx.execute(sql`UPDATE budget_transfers SET applied_at = now() WHERE company_id = ${ctx.actor.companyId} AND id = ${c.id}::uuid`);
  },
  // Cancelled or deleted once approved: the moves go back, on the same terms (the lines that received
  // them still have them to give), while the budget is still the current version.
  async released(c, _state, ctx) {
    const budget = await currentBudget(ctx, c.budget_id, true);
    assertCurrent(budget, ctx.language);
    refuseWhileRevising(budget);
    await lockLines(ctx, c);
    await assertRoom(ctx, c.budget_id, budget as { date_start: string; date_end: string }, decreases(c.details, -1));
    await applyMoves(ctx, c.budget_id, c.details, -1);
    await ctx.tx.execute(sql`UPDATE budget_transfers SET applied_at = NULL WHERE company_id = ${ctx.actor.companyId} AND id = ${c.id}::uuid`);
  },
  async print(c, state, ctx) {
    const t = (key: MessageKey) => translate(key, ctx.language);
    return {
      title: t("print_budget_transfer"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: c.date, kind: "date" as const }],
      fields: [
        { label: t("print_budget"), value: [c.budget_number, c.budget_period].filter(Boolean).join(" · ") },
        { label: t("print_description"), value: c.description },
        { label: t("print_status"), value: state.status },
      ],
      columns: [
        { key: "from", title: t("print_from_line") },
        { key: "to", title: t("print_to_line") },
        { key: "month", title: t("print_month"), width: 55 },
        { key: "amount", title: t("print_amount"), kind: "money" as const, width: 90 },
      ],
      lines: c.details.map((l) => ({ from: l.from_name, to: l.to_name, month: monthText(l.month), amount: l.amount })),
      totals: [{ label: t("print_total"), amount: formatMoney(c.total) }],
      amountInWords: null,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(c) {
    const { date_start: _s, date_end: _e, date: _d, ...rest } = c;
    return { ...rest, total: formatMoney(c.total) };
  },
};
