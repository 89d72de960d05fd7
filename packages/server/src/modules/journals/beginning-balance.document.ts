import { type BeginningBalanceBody, beginningBalanceBody, formatMoney, type JournalLineBody, sumMoney, beginningBalanceResponse } from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beginningBalances, companies } from "../../db/schema/index.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { notFound } from "../../platform/errors.js";
import { headOfficeId } from "../ledger/ledger.lookup.js";
import { postingOf } from "./journals.service.js";

type Row = typeof beginningBalances.$inferSelect;

async function cutOffDate(ctx: DocumentContext) {
  const [company] = await ctx.tx.select({ cutOff: companies.cutOffDate }).from(companies).where(eq(companies.id, ctx.actor.companyId));
  if (!company) throw notFound();
  return company.cutOff;
}

const total = (details: JournalLineBody[], side: "debit" | "credit") => formatMoney(sumMoney(details.map((d) => d[side])));

/**
 * Beginning balances: the opening journal at the company's cut-off date, posted when saved (no
 * approval), replaced when edited and removed when deleted, while the cut-off month is open.
 */
export const beginningBalanceDocument: DocumentType<BeginningBalanceBody, Row, typeof beginningBalanceResponse> = {
  type: "beginning_balance",
  base: "/transactions/beginning-balance",
  resource: "TxBeginningBalance",
  title: { en: "Beginning balance", id: "Saldo awal" },
  submitOnCreate: true,
  lifecycle: { editApproved: true, deleteApproved: true, cancelApproved: false },
  cancel: "remove",
  journalLinesAreDetails: true,
  body: beginningBalanceBody,
  response: beginningBalanceResponse,
  async load(ctx, ids) {
    const rows = await ctx.tx
      .select()
      .from(beginningBalances)
      .where(and(eq(beginningBalances.companyId, ctx.actor.companyId), inArray(beginningBalances.id, [...ids])));
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    const date = await cutOffDate(ctx);
    const officeId = body.office_id ?? (await headOfficeId(ctx.tx, ctx.actor));
    const values = { date, officeId, description: body.description, details: body.details };
    const [row] = created
      ? await ctx.tx.insert(beginningBalances).values({ companyId: ctx.actor.companyId, id, ...values }).returning()
      : await ctx.tx
          .update(beginningBalances)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(beginningBalances.companyId, ctx.actor.companyId), eq(beginningBalances.id, id)))
          .returning();
    if (!row) throw notFound();
    return row;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(beginningBalances).where(and(eq(beginningBalances.companyId, ctx.actor.companyId), eq(beginningBalances.id, id)));
  },
  summary: (row) => ({
    date: row.date,
    officeId: row.officeId,
    description: row.description,
    amount: total(row.details as JournalLineBody[], "debit"),
  }),
  async posting(row, ctx) {
    return {
      header: {
        date: row.date,
        officeId: row.officeId,
        description: row.description ?? (ctx.language === "id" ? "Saldo awal" : "Opening balance"),
        journalType: "opening",
      },
      posting: postingOf(row.details as JournalLineBody[]),
    };
  },
  present(row, state) {
    const details = row.details as JournalLineBody[];
    return {
      id: row.id,
      date: row.date,
      office_id: row.officeId,
      description: row.description,
      details,
      total_debit: total(details, "debit"),
      total_credit: total(details, "credit"),
      journal_id: state.journalIds[0] ?? null,
      journal_number: state.number,
    };
  },
};
