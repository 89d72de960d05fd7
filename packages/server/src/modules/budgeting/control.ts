import {
  type BudgetAction,
  type BudgetBasis,
  type BudgetCheckLine,
  type ControlledDocumentType,
  formatAmount,
  formatMoney,
  type Language,
  type MessageKey,
  money,
  sumMoney,
  translate,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { registerDocumentEffect, registerDocumentGuard } from "../../platform/documents/effects.js";
import { AppError } from "../../platform/errors.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { monthEnd, type ReportContext, rowsOf } from "../reports/report-context.js";
import { budgetLineNames, type CurrentLine, type LineFigures, type LineKey, lineFigures } from "./budgeting.reports.js";

/** What a document holds of the budget, per line: where it falls and how much. */
export interface CommitItem {
  line: number;
  account_id: string | null;
  office_id: string | null;
  work_unit_id: string | null;
  activity_id: string | null;
  element_id: string | null;
  amount: string;
}

/** A company's control of one document type (none configured: ignore). */
export interface BudgetControl {
  basis: BudgetBasis;
  action: BudgetAction;
  tolerance_percent: string;
  override_role_id: string | null;
}

export async function controlOf(ctx: DocumentContext, documentType: string): Promise<BudgetControl> {
  const [row] = rowsOf<BudgetControl>(
    await ctx.tx.execute(sql`SELECT basis, action, tolerance_percent::text AS tolerance_percent, override_role_id FROM budget_controls
      WHERE company_id = ${ctx.actor.companyId} AND document_type = ${documentType}`),
  );
  return row ?? { basis: "year", action: "ignore", tolerance_percent: "0", override_role_id: null };
}

const dims = ["account_id", "office_id", "work_unit_id", "activity_id", "element_id"] as const;

/**
 * A budget line matches a document line when every dimension it names (its own, else its budget's) is
 * the line's; a budget line naming no account covers costs only (as its actual counts expense
 * accounts): a document line on an expense account, or on none yet (an advance's), not one on a
 * balance-sheet account (paying a debt, stock bought).
 */
const matches = (line: Pick<CurrentLine, (typeof dims)[number]>, item: Omit<CommitItem, "line">, costs: ReadonlySet<string>) =>
  dims.every((d) => line[d] === null || line[d] === item[d]) && (line.account_id !== null || item.account_id === null || costs.has(item.account_id));

/** `matches` in SQL, of a budget line `l` (of budget `b`) and an item `it` (with `cost`: on an expense account). */
const itemMatch = sql`(l.account_id = it.account_id OR l.account_id IS NULL AND (it.account_id IS NULL OR it.cost))
        AND (coalesce(l.office_id, b.office_id) IS NULL OR coalesce(l.office_id, b.office_id) = it.office_id)
        AND (coalesce(l.work_unit_id, b.work_unit_id) IS NULL OR coalesce(l.work_unit_id, b.work_unit_id) = it.work_unit_id)
        AND (l.activity_id IS NULL OR l.activity_id = it.activity_id) AND (l.element_id IS NULL OR l.element_id = it.element_id)`;

/** Which of these accounts are expense accounts. */
async function expenseAccounts(ctx: DocumentContext, ids: readonly (string | null)[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await ctx.tx.execute(sql`SELECT id FROM accounts WHERE company_id = ${ctx.actor.companyId} AND type = 'expense' AND id = ANY(${sql.param(wanted)}::uuid[])`),
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * A document's budget items as the ledger will book them: a line with no office falls on the head
 * office, as its journal does (the line's office, else the document's, else the head office).
 */
export async function itemsOf<Content>(source: CommitmentSource<Content>, content: Content, ctx: DocumentContext): Promise<CommitItem[]> {
  const items = await source.items(content, ctx);
  if (items.every((i) => i.office_id !== null)) return items;
  const head = await headOfficeId(ctx.tx, ctx.actor);
  return items.map((i) => (i.office_id === null ? { ...i, office_id: head } : i));
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** A current budget line a document's items fall under, with its period and the items (their positions, from 1) it covers. */
type Candidate = Omit<LineKey, "income"> & { budget_number: string | null; date_start: string; date_end: string; items: number[] };

/**
 * The budget lines a document's lines fall under at `date` — current versions (approved, not
 * superseded, not closed) whose period holds the date — with what the basis reads of each: budget,
 * actual, what other documents hold, this document's request, and what is left. With `lock`, the
 * lines are locked as they are found (in key order), so two documents checked at once take turns;
 * what is read of them comes after, in a statement of its own, so it sees what the other committed.
 * Names are read for the lines over their room only, unless `named` (a screen showing every line).
 */
export async function checkBudget(
  ctx: DocumentContext,
  items: readonly CommitItem[],
  date: string,
  basis: BudgetBasis,
  tolerancePercent: string,
  options: {
    lock: boolean;
    excludeSourceId: string | null;
    takenOver?: readonly TakeOver[];
    /** Spent by documents of this transaction not written yet (earlier journals of a batch), each dated: counted as actual where its date falls in a line's span. */
    pending?: readonly (CommitItem & { date: string })[];
    named?: boolean;
  },
): Promise<BudgetCheckLine[]> {
  if (items.length === 0) return [];
  const c = ctx.actor.companyId;
  const col = <T>(pick: (i: CommitItem) => T) => sql.param(items.map(pick));
  // The items matched in the database (the rule of `matches`), the lines locked in the same statement.
  const matched = rowsOf<Candidate>(
    await ctx.tx.execute(sql`
      WITH it AS (
        SELECT k.n, k.account_id, k.office_id, k.work_unit_id, k.activity_id, k.element_id, coalesce(a.type = 'expense', false) AS cost
        FROM unnest(${col((i) => i.account_id)}::uuid[], ${col((i) => i.office_id)}::uuid[], ${col((i) => i.work_unit_id)}::uuid[], ${col((i) => i.activity_id)}::uuid[],
          ${col((i) => i.element_id)}::uuid[]) WITH ORDINALITY AS k (account_id, office_id, work_unit_id, activity_id, element_id, n)
        LEFT JOIN accounts a ON a.company_id = ${c} AND a.id = k.account_id
      )
      SELECT b.id AS budget_id, d.number AS budget_number, l.line_no, l.account_id, coalesce(l.office_id, b.office_id) AS office_id,
        coalesce(l.work_unit_id, b.work_unit_id) AS work_unit_id, l.activity_id, l.element_id, b.date_start::text AS date_start, b.date_end::text AS date_end,
        ARRAY(SELECT it.n::int FROM it WHERE ${itemMatch} ORDER BY it.n) AS items
      FROM budgets b
      JOIN documents d ON d.company_id = b.company_id AND d.id = b.id AND d.status = 'approved'
      JOIN budget_lines l ON l.company_id = b.company_id AND l.budget_id = b.id
      WHERE b.company_id = ${c} AND b.superseded_by IS NULL AND b.closed_at IS NULL AND b.date_start <= ${date}::date AND b.date_end >= ${date}::date
        AND (l.account_id IS NULL OR l.account_id = ANY(${sql.param([...new Set(items.flatMap((i) => (i.account_id ? [i.account_id] : [])))])}::uuid[]))
        AND EXISTS (SELECT 1 FROM it WHERE ${itemMatch})
      ORDER BY b.id, l.line_no
      ${options.lock ? sql`FOR UPDATE OF l` : sql``}`),
  );
  if (matched.length === 0) return [];
  const spanOf = (l: Candidate) =>
    basis === "year" ? { from: l.date_start, to: l.date_end } : basis === "ytd" ? { from: l.date_start, to: monthEnd(date) } : { from: firstOfMonth(date), to: monthEnd(date) };
  // What the earlier lines taken over still hold (with their dimensions and dates), to know how much of
  // which budget line's commitments becomes this document's own request.
  const takenHeld = new Map<string, (CommitItem & { date: string })[]>();
  for (const o of options.takenOver ?? []) {
    const held = await heldBy(ctx, o.sourceId);
    takenHeld.set(
      `${o.sourceId}:${o.sourceLine}`,
      held.filter((h) => h.source_line === o.sourceLine).map((h) => ({ ...h, line: h.source_line })),
    );
  }
  // Which accounts of what is pending or taken over are costs (for `matches`, read here only when there are any).
  const costs = await expenseAccounts(ctx, [...(options.pending ?? []), ...[...takenHeld.values()].flat()].map((i) => i.account_id));
  const reportCtx: ReportContext = { tx: ctx.tx, companyId: c, language: ctx.language, filters: {} as ReportContext["filters"], includeZero: false };
  const out: BudgetCheckLine[] = [];
  // Lines sharing a span read their figures together.
  const bySpan = new Map<string, Candidate[]>();
  for (const l of matched) {
    const span = spanOf(l);
    const key = `${span.from}|${span.to}`;
    bySpan.set(key, [...(bySpan.get(key) ?? []), l]);
  }
  for (const [key, lines] of bySpan) {
    const [from, to] = key.split("|") as [string, string];
    const figures = await lineFigures(reportCtx, lines.map((l) => ({ ...l, income: false })), from, to, options.excludeSourceId);
    lines.forEach((l, i) => {
      const { budget, actual: posted, committed: held } = figures[i] as LineFigures;
      const pending = sumMoney((options.pending ?? []).filter((p) => p.date >= from && p.date <= to && matches(l, p, costs)).map((p) => p.amount));
      const actual = posted.plus(pending);
      // What this document takes over of earlier commitments is its own request now, not theirs: up to
      // what each still holds of this budget line in the span read.
      const takenBack = sumMoney(
        (options.takenOver ?? []).map((o) => {
          const held = sumMoney((takenHeld.get(`${o.sourceId}:${o.sourceLine}`) ?? []).filter((h) => h.date >= from && h.date <= to && matches(l, h, costs)).map((h) => h.amount));
          return held.lessThan(o.amount) ? held : money(o.amount);
        }),
      );
      const committed = held.minus(takenBack);
      const requested = sumMoney(l.items.map((n) => (items[n - 1] as CommitItem).amount));
      const available = budget.minus(actual).minus(committed);
      const room = available.plus(budget.times(tolerancePercent).dividedBy(100));
      out.push({
        budget_id: l.budget_id,
        budget_number: l.budget_number,
        line_no: l.line_no,
        name: "",
        from,
        to,
        budget: formatMoney(budget),
        actual: formatMoney(actual),
        committed: formatMoney(committed),
        requested: formatMoney(requested),
        available: formatMoney(available),
        used_percent: budget.isZero() ? null : actual.plus(committed).plus(requested).dividedBy(budget).times(100).toFixed(1),
        over: requested.greaterThan(room),
      });
    });
  }
  const names = await budgetLineNames(reportCtx, out.filter((l) => options.named || l.over));
  for (const l of out) l.name = names.get(`${l.budget_id}:${l.line_no}`) ?? "";
  return out;
}

/** `Marketing 6106 (ANG/2027/01/0001 line 2)`: a budget line as a message names it. */
export const lineName = (l: BudgetCheckLine) => `${l.name} (${l.budget_number ?? "—"} #${l.line_no})`;

export const budgetExceededText = (l: BudgetCheckLine, basis: BudgetBasis, language: Language) =>
  translate("budget_exceeded", language, { budget: lineName(l), available: formatAmount(l.available, language), requested: formatAmount(l.requested, language), basis: translate(`budget_basis_${basis}` as MessageKey, language) });

/** What a document's items ask in all. */
export const requestedTotal = (items: readonly CommitItem[]) => formatMoney(sumMoney(items.map((i) => i.amount)));

/** Whether the override role let this document through asking no more than it asks now. */
export async function overridden(ctx: DocumentContext, documentId: string, requested: string) {
  const [row] = rowsOf<{ n: number }>(
    await ctx.tx.execute(sql`SELECT count(*)::int AS n FROM budget_overrides
      WHERE company_id = ${ctx.actor.companyId} AND document_id = ${documentId}::uuid AND amount >= ${requested}::numeric`),
  );
  return (row?.n ?? 0) > 0;
}

/** What a document takes over of an earlier one's commitment: that document's line, up to an amount. */
export interface TakeOver {
  sourceId: string;
  sourceLine: number;
  amount: string;
}

/**
 * What a controlled document type holds of the budget: its lines' dimensions and amounts (none: it
 * holds nothing itself — an invoice is spent, not held), and what it takes over of earlier documents'
 * commitments (an order of its requests' lines, an invoice of its orders').
 */
export interface CommitmentSource<Content> {
  documentType: ControlledDocumentType;
  type: DocumentType<any, Content>;
  /** Checked, not held: its items are spent once approved (an invoice's journal), so nothing is reserved for them. */
  spends?: boolean;
  items(content: Content, ctx: DocumentContext): Promise<CommitItem[]>;
  takesOver?(content: Content, ctx: DocumentContext): Promise<TakeOver[]>;
}

/** The controlled types, by document type. */
export const commitmentSources = new Map<string, CommitmentSource<unknown>>();

/** What a source still holds, per line and dimensions (reservations less consumptions and voids). */
async function heldBy(ctx: DocumentContext, sourceId: string) {
  return rowsOf<Omit<CommitItem, "line"> & { source_line: number; date: string }>(
    await ctx.tx.execute(sql`SELECT source_line, date::text AS date, account_id, office_id, work_unit_id, activity_id, element_id, sum(amount)::text AS amount
      FROM budget_commitments WHERE company_id = ${ctx.actor.companyId} AND source_id = ${sourceId}::uuid
      GROUP BY source_line, date, account_id, office_id, work_unit_id, activity_id, element_id HAVING sum(amount) <> 0`),
  );
}

/**
 * What a document holds and takes over. The guard's check at the approval that completes it keeps
 * what it read (`keep`) for the effect that reserves it next, in the same transaction and command
 * (nothing edits the document between): the effect takes it, else reads it anew.
 */
type HeldRead = Promise<{ items: CommitItem[]; taken: TakeOver[] }>;
const heldReads = new WeakMap<object, Map<string, HeldRead>>();
function heldOf<Content>(source: CommitmentSource<Content>, content: Content, ctx: DocumentContext, documentId: string, use: "keep" | "take" | "fresh"): HeldRead {
  const byId = heldReads.get(ctx.tx) ?? new Map<string, HeldRead>();
  heldReads.set(ctx.tx, byId);
  const kept = byId.get(documentId);
  byId.delete(documentId);
  const read = kept && use === "take" ? kept : (async () => ({ taken: source.takesOver ? await source.takesOver(content, ctx) : [], items: await itemsOf(source, content, ctx) }))();
  if (use === "keep") byId.set(documentId, read);
  return read;
}

/**
 * Puts a document type under budget control: a guard checks it on submit and at each approval level
 * (stop refuses unless the override role let it through; warn and ignore pass), and an effect
 * reserves its lines when it is approved and voids what it still holds when it is cancelled.
 */
export function registerCommitmentSource<Content>(source: CommitmentSource<Content>) {
  commitmentSources.set(source.documentType, source as CommitmentSource<unknown>);
  registerDocumentGuard(source.type, {
    name: "budget_control",
    mayRefuse: async (ctx) => (await controlOf(ctx, source.documentType)).action === "stop",
    async check(content, state, ctx) {
      const control = await controlOf(ctx, source.documentType);
      if (control.action !== "stop") return;
      const { taken, items } = await heldOf(source, content, ctx, state.id, state.final ? "keep" : "fresh");
      const lines = await checkBudget(ctx, items, state.date, control.basis, control.tolerance_percent, {
        lock: state.final,
        excludeSourceId: state.id,
        takenOver: taken,
      });
      const over = lines.find((l) => l.over);
      if (over && !(await overridden(ctx, state.id, requestedTotal(items)))) throw new AppError(422, "budget_exceeded", { budget: lineName(over), available: formatAmount(over.available, ctx.language), requested: formatAmount(over.requested, ctx.language), basis: translate(`budget_basis_${control.basis}` as MessageKey, ctx.language) });
    },
  });
  registerDocumentEffect(source.type, {
    name: "budget_commitment",
    async approved(content, state, ctx) {
      const held = await heldOf(source, content, ctx, state.id, "take");
      for (const o of held.taken) await consume(ctx, o, { type: source.documentType, id: state.id });
      if (source.spends) return;
      const items = held.items.filter((i) => money(i.amount).greaterThan(0));
      await writeCommitments(ctx, source.documentType, state.id, state.date, "reserve", items);
    },
    async released(_content, state, ctx) {
      const held = await heldBy(ctx, state.id);
      for (const h of held) {
        await writeCommitments(ctx, source.documentType, state.id, h.date, "void", [{ ...h, line: h.source_line, amount: money(h.amount).negated().toFixed(2) }]);
      }
      await giveBack(ctx, state.id);
    },
    async lineClosed(state, ctx, line) {
      for (const h of (await heldBy(ctx, state.id)).filter((x) => x.source_line === line)) {
        await writeCommitments(ctx, source.documentType, state.id, h.date, "void", [{ ...h, line, amount: money(h.amount).negated().toFixed(2) }]);
      }
    },
  });
}

/** Takes over up to `o.amount` of what an earlier document's line still holds: a consumption on it, naming the taker. */
async function consume(ctx: DocumentContext, o: TakeOver, by: { type: string; id: string }) {
  const held = (await heldBy(ctx, o.sourceId)).filter((h) => h.source_line === o.sourceLine);
  let left = money(o.amount);
  for (const h of held) {
    if (!left.greaterThan(0)) break;
    const take = money(h.amount).lessThan(left) ? money(h.amount) : left;
    if (!take.greaterThan(0)) continue;
    const [source] = rowsOf<{ source_type: string }>(await ctx.tx.execute(sql`SELECT source_type FROM budget_commitments WHERE company_id = ${ctx.actor.companyId} AND source_id = ${o.sourceId}::uuid LIMIT 1`));
    await writeCommitments(ctx, source?.source_type ?? "", o.sourceId, h.date, "consume", [{ ...h, line: h.source_line, amount: take.negated().toFixed(2) }], by);
    left = left.minus(take);
  }
}

/** A taker released (cancelled or deleted): what it consumed of earlier documents is theirs again. */
async function giveBack(ctx: DocumentContext, takerId: string) {
  const consumed = rowsOf<Omit<CommitItem, "line"> & { source_type: string; source_id: string; source_line: number; date: string }>(
    await ctx.tx.execute(sql`SELECT source_type, source_id, source_line, date::text AS date, account_id, office_id, work_unit_id, activity_id, element_id, sum(amount)::text AS amount
      FROM budget_commitments WHERE company_id = ${ctx.actor.companyId} AND by_id = ${takerId}::uuid
      GROUP BY source_type, source_id, source_line, date, account_id, office_id, work_unit_id, activity_id, element_id HAVING sum(amount) < 0`),
  );
  for (const c of consumed) {
    await writeCommitments(ctx, c.source_type, c.source_id, c.date, "reserve", [{ ...c, line: c.source_line, amount: money(c.amount).negated().toFixed(2) }], { type: "released", id: takerId });
  }
}

/** Writes commitment rows of one source (a reservation, a consumption or a void). */
export async function writeCommitments(ctx: DocumentContext, sourceType: string, sourceId: string, date: string, phase: "reserve" | "consume" | "void", items: readonly CommitItem[], by?: { type: string; id: string }) {
  if (items.length === 0) return;
  const col = <T>(pick: (i: CommitItem) => T) => sql.param(items.map(pick));
  await ctx.tx.execute(sql`
    INSERT INTO budget_commitments (company_id, source_type, source_id, source_line, phase, date, account_id, office_id, work_unit_id, activity_id, element_id, amount, by_type, by_id)
    SELECT ${ctx.actor.companyId}, ${sourceType}, ${sourceId}::uuid, t.line, ${phase}, ${date}::date, t.account_id, t.office_id, t.work_unit_id, t.activity_id, t.element_id, t.amount, ${by?.type ?? null}, ${by?.id ?? null}::uuid
    FROM unnest(${col((i) => i.line)}::int[], ${col((i) => i.account_id)}::uuid[], ${col((i) => i.office_id)}::uuid[], ${col((i) => i.work_unit_id)}::uuid[],
      ${col((i) => i.activity_id)}::uuid[], ${col((i) => i.element_id)}::uuid[], ${col((i) => i.amount)}::numeric[]) AS t (line, account_id, office_id, work_unit_id, activity_id, element_id, amount)`);
}

