import { type cashAdvanceDetailReport, type cashAdvanceSummaryReport, centsToString as text, type ReportResponse } from "@neraca/core";
import type { ReportContext } from "../reports/report-context.js";
import { employeeNames } from "./lookups.js";
import { ageInDays, advancesAt, isOpen, type Movement, movementsOf } from "./movements.js";

interface Query {
  date_from: string;
  date_to: string;
  employee_id?: string | undefined;
}

const load = (ctx: ReportContext, q: Query) =>
  movementsOf(ctx.tx, ctx.companyId, { dateTo: q.date_to, employeeId: q.employee_id, officeIds: ctx.filters.officeIds, contactIds: ctx.filters.contactIds });

const keys = ["opening", "taken", "topped_up", "payable", "realised", "refunded", "outstanding"] as const;
type Sums = Record<(typeof keys)[number], bigint>;
const zeroSums = (): Sums => ({ opening: 0n, taken: 0n, topped_up: 0n, payable: 0n, realised: 0n, refunded: 0n, outstanding: 0n });
const texts = (s: Sums) => Object.fromEntries(keys.map((k) => [k, text(s[k])])) as Record<(typeof keys)[number], string>;

function add(sums: Sums, m: Movement, from: string) {
  sums.outstanding += m.delta;
  if (m.date < from) {
    sums.opening += m.delta;
    return;
  }
  if (m.kind === "paid") sums.taken += m.delta;
  else if (m.kind === "top_up") sums.topped_up += m.delta;
  else if (m.kind === "payable") sums.payable += m.delta;
  else if (m.kind === "realised") sums.realised -= m.delta;
  else sums.refunded -= m.delta;
}

/** `/report/cash-advance`: per employee, opening, taken, topped up, posted to AP, realised, refunded, outstanding, and how long. */
export async function cashAdvanceSummary(ctx: ReportContext, q: Query): Promise<ReportResponse<typeof cashAdvanceSummaryReport>> {
  const movements = await load(ctx, q);
  const perEmployee = new Map<string, Sums>();
  const totals = zeroSums();
  for (const m of movements) {
    const sums = perEmployee.get(m.employee_id) ?? zeroSums();
    add(sums, m, q.date_from);
    add(totals, m, q.date_from);
    perEmployee.set(m.employee_id, sums);
  }
  const open = new Map<string, { count: number; oldest: string | null }>();
  for (const a of advancesAt(movements, q.date_to).values()) {
    if (!isOpen(a)) continue;
    const entry = open.get(a.employee_id) ?? { count: 0, oldest: null };
    entry.count++;
    if (entry.oldest === null || a.advance_date < entry.oldest) entry.oldest = a.advance_date;
    open.set(a.employee_id, entry);
  }
  const names = await employeeNames(ctx.tx, { companyId: ctx.companyId, userId: "" }, [...perEmployee.keys()]);
  const rows = [...perEmployee.entries()]
    .filter(([id, s]) => ctx.includeZero || keys.some((k) => s[k] !== 0n) || open.has(id))
    .map(([id, s]) => {
      const o = open.get(id);
      return {
        employee_id: id,
        employee_code: names.get(id)?.code ?? "",
        employee_name: names.get(id)?.name ?? "",
        ...texts(s),
        open_advances: o?.count ?? 0,
        days_outstanding: o?.oldest ? ageInDays(o.oldest, q.date_to) : null,
      };
    })
    .sort((a, b) => a.employee_name.localeCompare(b.employee_name) || a.employee_code.localeCompare(b.employee_code));
  return { rows, totals: texts(totals) };
}

/** `/report/cash-advance/detail`: each advance open at the start or moving in the period, with its movements and running balance. */
export async function cashAdvanceDetail(ctx: ReportContext, q: Query): Promise<ReportResponse<typeof cashAdvanceDetailReport>> {
  const movements = await load(ctx, q);
  type Entry = { id: string; number: string; date: string; employee_id: string; amount: bigint; opening: bigint; moves: Movement[] };
  const advances = new Map<string, Entry>();
  for (const m of movements) {
    const entry = advances.get(m.advance_id) ?? {
      id: m.advance_id,
      number: m.advance_number,
      date: m.advance_date,
      employee_id: m.employee_id,
      amount: 0n,
      opening: 0n,
      moves: [],
    };
    if (m.kind === "paid") entry.amount = m.delta;
    if (m.date < q.date_from) entry.opening += m.delta;
    else entry.moves.push(m);
    advances.set(m.advance_id, entry);
  }
  const names = await employeeNames(ctx.tx, { companyId: ctx.companyId, userId: "" }, [...advances.values()].map((a) => a.employee_id));
  const opened = advancesAt(movements, previousDay(q.date_from));
  let opening = 0n;
  let closing = 0n;
  const out = [...advances.values()]
    // Left out: advances closed before the period and untouched in it.
    .filter((a) => a.moves.length > 0 || isOpen(opened.get(a.id) ?? { balance: 0n, realised: true }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number))
    .map((a) => {
      let balance = a.opening;
      const rows = a.moves.map((m) => {
        balance += m.delta;
        return { date: m.date, kind: m.kind, document_id: m.document_id, number: m.number, amount: text(m.delta), balance: text(balance) };
      });
      opening += a.opening;
      closing += balance;
      return {
        id: a.id,
        number: a.number,
        date: a.date,
        employee_name: names.get(a.employee_id)?.name ?? "",
        amount: text(a.amount),
        opening: text(a.opening),
        movements: rows,
        closing: text(balance),
      };
    });
  return { advances: out, totals: { opening: text(opening), closing: text(closing) } };
}

function previousDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
