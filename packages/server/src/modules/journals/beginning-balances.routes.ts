import { type BeginningBalanceBody, beginningBalanceBody, formatMoney, idParams, type JournalLineBody, listQuery, sumMoney, translate } from "@neraca/core";
import { and, asc, count, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Tx } from "../../db/client.js";
import { beginningBalances, companies, journals } from "../../db/schema/index.js";
import { inTransaction } from "../../db/tenant.js";
import { type Actor, audit } from "../../platform/audit.js";
import { notFound } from "../../platform/errors.js";
import { actorOf } from "../../platform/guard.js";
import { newId } from "../../platform/ids.js";
import { listResponse, pageWindow } from "../../platform/pagination.js";
import { headOfficeId, post, remove } from "../ledger/ledger.service.js";
import { postingOf } from "./journals.service.js";

const tags = ["transactions"];
const can = (action: "create" | "read" | "update" | "delete") => ({
  permission: { action, resource: "TxBeginningBalance" as const },
});
type Row = typeof beginningBalances.$inferSelect;

const present = (row: Row, journalNumber: string | null) => {
  const details = row.details as JournalLineBody[];
  return {
    id: row.id,
    date: row.date,
    office_id: row.officeId,
    description: row.description,
    details,
    total_debit: formatMoney(sumMoney(details.map((d) => d.debit))),
    total_credit: formatMoney(sumMoney(details.map((d) => d.credit))),
    journal_id: row.journalId,
    journal_number: journalNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

async function cutOffDate(tx: Tx, actor: Actor) {
  const [company] = await tx.select({ cutOff: companies.cutOffDate }).from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw notFound();
  return company.cutOff;
}

async function find(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(beginningBalances)
    .where(and(eq(beginningBalances.companyId, actor.companyId), eq(beginningBalances.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

async function numberOf(tx: Tx, actor: Actor, journalId: string | null) {
  if (!journalId) return null;
  const [j] = await tx.select({ number: journals.number }).from(journals).where(and(eq(journals.companyId, actor.companyId), eq(journals.id, journalId)));
  return j?.number ?? null;
}

/** Posts the opening journal of a beginning balance, dated at the company's cut-off date. */
async function postOpening(tx: Tx, actor: Actor, id: string, body: BeginningBalanceBody, language: "en" | "id") {
  const date = await cutOffDate(tx, actor);
  const officeId = body.office_id ?? (await headOfficeId(tx, actor));
  const posted = await post(
    tx,
    actor,
    {
      date,
      officeId,
      description: body.description ?? (language === "id" ? "Saldo awal" : "Opening balance"),
      journalType: "opening",
      sourceType: "beginning_balance",
      sourceId: id,
    },
    postingOf(body.details),
    language,
  );
  return { date, officeId, posted };
}

export const beginningBalanceRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const base = "/transactions/beginning-balance";

  api.get(base, { config: can("read"), schema: { tags, querystring: listQuery } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const { rows, total } = await inTransaction(db, actor, async (tx) => {
      const where = eq(beginningBalances.companyId, actor.companyId);
      const { limit, offset } = pageWindow(q);
      const page = await tx
        .select({ row: beginningBalances, number: journals.number })
        .from(beginningBalances)
        .leftJoin(journals, and(eq(journals.companyId, beginningBalances.companyId), eq(journals.id, beginningBalances.journalId)))
        .where(where)
        .orderBy(asc(beginningBalances.createdAt))
        .limit(limit)
        .offset(offset);
      const [n] = await tx.select({ n: count() }).from(beginningBalances).where(where);
      return { rows: page.map((p) => present(p.row, p.number)), total: n?.n ?? 0 };
    });
    return listResponse(rows, q, total);
  });

  api.get(`${base}/:id`, { config: can("read"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const data = await inTransaction(db, actor, async (tx) => {
      const row = await find(tx, actor, request.params.id);
      return present(row, await numberOf(tx, actor, row.journalId));
    });
    return { data };
  });

  api.post(base, { config: can("create"), schema: { tags, body: beginningBalanceBody } }, async (request, reply) => {
    const actor = actorOf(request);
    const body = request.body;
    const data = await inTransaction(db, actor, async (tx) => {
      const id = newId();
      const { date, officeId, posted } = await postOpening(tx, actor, id, body, request.language);
      const [row] = await tx
        .insert(beginningBalances)
        .values({ companyId: actor.companyId, id, date, officeId, description: body.description, details: body.details, journalId: posted.id })
        .returning();
      await audit(tx, actor, "create", "beginning_balance", id, { journal: posted.number, total: posted.total_debit });
      return present(row as Row, posted.number);
    });
    return reply.code(201).send({ message: translate("journal_posted", request.language), data });
  });

  api.put(`${base}/:id`, { config: can("update"), schema: { tags, params: idParams, body: beginningBalanceBody } }, async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const data = await inTransaction(db, actor, async (tx) => {
      const before = await find(tx, actor, request.params.id);
      // The opening journal is replaced while its period is open (remove refuses otherwise).
      if (before.journalId) await remove(tx, actor, before.journalId);
      const { officeId, posted } = await postOpening(tx, actor, before.id, body, request.language);
      const [row] = await tx
        .update(beginningBalances)
        .set({ officeId, description: body.description, details: body.details, journalId: posted.id })
        .where(and(eq(beginningBalances.companyId, actor.companyId), eq(beginningBalances.id, before.id)))
        .returning();
      await audit(tx, actor, "update", "beginning_balance", before.id, { journal: posted.number, total: posted.total_debit });
      return present(row as Row, posted.number);
    });
    return { message: translate("updated", request.language), data };
  });

  api.delete(`${base}/:id`, { config: can("delete"), schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await inTransaction(db, actor, async (tx) => {
      const before = await find(tx, actor, request.params.id);
      await tx.delete(beginningBalances).where(and(eq(beginningBalances.companyId, actor.companyId), eq(beginningBalances.id, before.id)));
      if (before.journalId) await remove(tx, actor, before.journalId);
      await audit(tx, actor, "delete", "beginning_balance", before.id, { journal_id: before.journalId });
    });
    return { message: translate("deleted", request.language) };
  });
};
