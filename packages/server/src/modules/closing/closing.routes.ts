import { centsToString, closingBody, idParams, listQuery, money, Posting, reopenBody, translate, yearEndBody } from "@neraca/core";
import { and, count, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { accountDefaults, periodClosings } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import { AppError, notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { newId } from "../../platform/ids.js";
import { listResponse, pageWindow } from "../../platform/pagination.js";
import { sumsBeforeDates } from "../ledger/balances.js";
import { post } from "../ledger/ledger.post.js";

const tags = ["transactions"];
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

interface ClosingOut {
  id: string;
  period: string;
  status: string;
  note: string | null;
  closing_date: string;
  closing_by: string | null;
  reopened_at: string | null;
  reopened_by: string | null;
  reopen_reason: string | null;
}

const closingSelect = (companyId: string) => sql`
  SELECT pc.id, to_char(pc.period_month, 'YYYY-MM') AS period, pc.status, pc.note,
    to_char(pc.closed_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS closing_date,
    cu.user_name AS closing_by,
    to_char(pc.reopened_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS reopened_at,
    ru.user_name AS reopened_by, pc.reopen_reason
  FROM period_closings pc
  LEFT JOIN users cu ON cu.id = pc.closed_by
  LEFT JOIN users ru ON ru.id = pc.reopened_by
  WHERE pc.company_id = ${companyId}`;

async function findClosing(tx: Tx, actor: Actor, id: string): Promise<ClosingOut> {
  const [row] = rowsOf<ClosingOut>(await tx.execute(sql`${closingSelect(actor.companyId)} AND pc.id = ${id}`));
  if (!row) throw notFound();
  return row;
}

/** Moves the year's revenue and expense into retained earnings, per office, dated 31 December. */
async function closeYear(tx: Tx, actor: Actor, year: number, language: "en" | "id") {
  const [existing] = rowsOf<{ number: string }>(
    await tx.execute(sql`SELECT number FROM journals WHERE company_id = ${actor.companyId} AND source_type = 'year_end'
      AND date = make_date(${year}, 12, 31) AND status = 'posted'`),
  );
  if (existing) throw new AppError(409, "year_end_exists", { number: existing.number, year });
  const [retained] = await tx
    .select({ accountId: accountDefaults.accountId })
    .from(accountDefaults)
    .where(and(eq(accountDefaults.companyId, actor.companyId), eq(accountDefaults.role, "retained_earnings")));
  if (!retained) throw new AppError(422, "year_end_no_retained_earnings");
  const resultTypes = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT id FROM accounts WHERE company_id = ${actor.companyId} AND type IN ('revenue', 'expense')`),
  );
  const isResult = new Set(resultTypes.map((r) => r.id));
  // The year's movement per account and office: everything before 1 January next minus before 1 January.
  const sums = await sumsBeforeDates(tx, actor.companyId, [`${year + 1}-01-01`, `${year}-01-01`], {}, true);
  const net = new Map<string, { accountId: string; officeId: string; amount: ReturnType<typeof money> }>();
  for (const r of sums) {
    if (!isResult.has(r.accountId) || !r.officeId) continue;
    const cents = (r.debit[0] as bigint) - (r.credit[0] as bigint) - ((r.debit[1] as bigint) - (r.credit[1] as bigint));
    net.set(`${r.accountId}|${r.officeId}`, { accountId: r.accountId, officeId: r.officeId, amount: money(centsToString(cents)) });
  }
  const posting = new Posting();
  const perOffice = new Map<string, ReturnType<typeof money>>();
  for (const { accountId, officeId, amount } of net.values()) {
    if (amount.isZero()) continue;
    if (amount.isPositive()) posting.credit(accountId, amount, { officeId });
    else posting.debit(accountId, amount.negated(), { officeId });
    perOffice.set(officeId, (perOffice.get(officeId) ?? money(0)).plus(amount));
  }
  if (posting.size === 0) throw new AppError(422, "year_end_nothing", { year });
  for (const [officeId, amount] of perOffice) {
    if (amount.isZero()) continue;
    // Expense above revenue (a loss) lowers retained earnings; a profit raises them.
    if (amount.isPositive()) posting.debit(retained.accountId, amount, { officeId });
    else posting.credit(retained.accountId, amount.negated(), { officeId });
  }
  return post(
    tx,
    actor,
    {
      date: `${year}-12-31`,
      description: language === "id" ? `Jurnal penutup tahun ${year}` : `Year-end closing ${year}`,
      journalType: "closing",
      sourceType: "year_end",
    },
    posting,
    language,
  );
}

export const closingRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const base = "/transactions/closing";
  const can = (action: "create" | "read") => ({ permission: { action, resource: "TxClosing" as const } });

  api.get(
    base,
    { config: can("read"), schema: { tags, querystring: listQuery.extend({ status: z.enum(["closed", "reopened"]).optional() }) } },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const { rows, total } = await inTransaction(db, actor, async (tx) => {
        const { limit, offset } = pageWindow(q);
        const status = q.status ? sql`AND pc.status = ${q.status}` : sql``;
        const period = q.q ? sql`AND to_char(pc.period_month, 'YYYY-MM') LIKE ${`%${q.q.replace(/[%_\\]/g, "")}%`}` : sql``;
        const page = rowsOf<ClosingOut>(
          await tx.execute(sql`${closingSelect(actor.companyId)} ${status} ${period}
            ORDER BY pc.period_month DESC, pc.closed_at DESC LIMIT ${limit} OFFSET ${offset}`),
        );
        const where = and(eq(periodClosings.companyId, actor.companyId), q.status ? eq(periodClosings.status, q.status) : undefined);
        const [n] = await tx.select({ n: count() }).from(periodClosings).where(where);
        return { rows: page, total: n?.n ?? 0 };
      });
      return listResponse(rows, q, total);
    },
  );

  api.get(
    `${base}/periods`,
    { config: can("read"), schema: { tags, querystring: z.strictObject({ year: z.coerce.number().int().min(1900).max(2999) }) } },
    async (request) => {
      const actor = actorOf(request);
      const year = request.query.year;
      const rows = await inTransaction(db, actor, async (tx) =>
        rowsOf<{ period: string; id: string | null; status: string | null; journals: number }>(
          await tx.execute(sql`
            SELECT to_char(m, 'YYYY-MM') AS period, pc.id, coalesce(pc.status, 'open') AS status,
              (SELECT count(*)::int FROM journals j WHERE j.company_id = ${actor.companyId}
                AND j.date >= m AND j.date < m + interval '1 month') AS journals
            FROM generate_series(make_date(${year}, 1, 1), make_date(${year}, 12, 1), interval '1 month') AS m
            LEFT JOIN period_closings pc ON pc.company_id = ${actor.companyId} AND pc.period_month = m AND pc.status = 'closed'
            ORDER BY m`),
        ),
      );
      const [yearEnd] = await inTransaction(db, actor, async (tx) =>
        rowsOf<{ id: string; number: string }>(
          await tx.execute(sql`SELECT id, number FROM journals WHERE company_id = ${actor.companyId} AND source_type = 'year_end'
            AND date = make_date(${year}, 12, 31) AND status = 'posted'`),
        ),
      );
      return { data: rows, meta: { year_end: yearEnd ?? null } };
    },
  );

  api.get(`${base}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    return { data: await inTransaction(db, actor, (tx) => findClosing(tx, actor, request.params.id)) };
  });

  api.post(base, { config: can("create"), schema: { tags, body: closingBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const month = `${request.body.period}-01`;
      const [open] = await tx
        .select({ id: periodClosings.id })
        .from(periodClosings)
        .where(and(eq(periodClosings.companyId, actor.companyId), eq(periodClosings.periodMonth, month), eq(periodClosings.status, "closed")))
        .for("update");
      if (open) throw new AppError(409, "period_already_closed", { period: request.body.period });
      const id = newId();
      await tx.insert(periodClosings).values({
        companyId: actor.companyId,
        id,
        periodMonth: month,
        status: "closed",
        note: request.body.note,
        closedBy: actor.userId,
      });
      await audit(tx, actor, "close", "period", id, { period: request.body.period });
      return findClosing(tx, actor, id);
    });
    return reply.code(201).send({ message: translate("period_closed_done", request.language, { period: data.period }), data });
  });

  api.post(
    `${base}/:id/reopen`,
    { config: { permission: { action: "create", resource: "TxReopen" } }, schema: { tags, params: idParams, body: reopenBody } },
    async (request) => {
      const actor = actorOf(request);
      const data = await inTransaction(db, actor, async (tx) => {
        const closing = await findClosing(tx, actor, request.params.id);
        if (closing.status !== "closed") throw new AppError(409, "period_not_closed", { period: closing.period });
        await tx
          .update(periodClosings)
          .set({ status: "reopened", reopenedAt: sql`now()`, reopenedBy: actor.userId, reopenReason: request.body.reason })
          .where(and(eq(periodClosings.companyId, actor.companyId), eq(periodClosings.id, closing.id)));
        await audit(tx, actor, "reopen", "period", closing.id, { period: closing.period, reason: request.body.reason });
        return findClosing(tx, actor, closing.id);
      });
      return { message: translate("period_reopened", request.language, { period: data.period }), data };
    },
  );

  api.post(`${base}/year-end`, { config: can("create"), schema: { tags, body: yearEndBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, (tx) => closeYear(tx, actor, request.body.year, request.language));
    return reply.code(201).send({ message: translate("year_end_done", request.language, { year: request.body.year, number: data.number }), data });
  });
};

