import { type DraftJournalBody, draftJournalBody, formatMoney, type JournalLineBody, type MessageKey, money, PostingError, sumMoney, translate, draftJournalResponse } from "@neraca/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { accounts, draftJournals } from "../../db/schema/index.js";
import { standardSignatures } from "../../platform/print.js";
import { AppError, notFound } from "../../platform/errors.js";
import type { DocumentContext, DocumentType } from "../../platform/documents/document-type.js";
import { postingErrors } from "../ledger/ledger.post.js";
import { postingOf } from "./journals.service.js";
import { withMoneyFields } from "../../platform/documents/stored-lines.js";

export type DraftRow = typeof draftJournals.$inferSelect;

const totals = (details: JournalLineBody[]) => {
  const debit = sumMoney(details.map((d) => d.debit));
  const credit = sumMoney(details.map((d) => d.credit));
  return { total_debit: formatMoney(debit), total_credit: formatMoney(credit), balanced: debit.equals(credit) };
};

const columns = (body: DraftJournalBody) => ({
  date: body.date,
  officeId: body.office_id,
  description: body.description,
  journalType: body.journal_type,
  details: body.details,
});

/** A draft's lines as a checked posting: refused with the ledger's messages when it would not post. */
function checkedPosting(row: DraftRow, ctx: DocumentContext) {
  const details = row.details as JournalLineBody[];
  if (details.length < 2) throw new AppError(422, "validation_failed", {}, { details: [translate("journal_no_lines", ctx.language)] });
  const posting = postingOf(details);
  try {
    posting.checkedLines();
  } catch (error) {
    if (error instanceof PostingError) throw postingErrors(error, ctx.language);
    throw error;
  }
  return posting;
}

/**
 * Draft journals: saved incomplete, submitted (through the draft-journal approval levels when the
 * company set any), and posted as general or adjusting journals once approved.
 */
export const draftJournalDocument: DocumentType<DraftJournalBody, DraftRow, typeof draftJournalResponse> = {
  type: "draft_journal",
  base: "/transactions/draft-journal",
  resource: "TxDraftJournal",
  title: { en: "Draft journal", id: "Draf jurnal" },
  numberType: "draft_journal",
  approvalModule: "draft_journal",
  // Posting a draft makes a journal: the same permission as posting one by hand.
  permissions: { submit: { action: "create", resource: "TxJournal" } },
  cancel: "reverse",
  journalLinesAreDetails: true,
  body: draftJournalBody,
  response: draftJournalResponse,
  listFilters: {
    schema: { upload_batch: z.uuid().optional() },
    where: (filters, ctx) =>
      filters.upload_batch
        ? sql`documents.id IN (SELECT id FROM draft_journals WHERE company_id = ${ctx.actor.companyId} AND upload_batch = ${filters.upload_batch as string})`
        : undefined,
  },
  async load(ctx, ids) {
    const rows = await ctx.tx
      .select()
      .from(draftJournals)
      .where(and(eq(draftJournals.companyId, ctx.actor.companyId), inArray(draftJournals.id, [...ids])));
    return new Map(rows.map((r) => [r.id, r]));
  },
  async save(ctx, id, body, created) {
    const [row] = created
      ? await ctx.tx
          .insert(draftJournals)
          .values({ companyId: ctx.actor.companyId, id, createdBy: ctx.actor.userId, ...columns(body) })
          .returning()
      : await ctx.tx
          .update(draftJournals)
          .set({ ...columns(body), updatedAt: sql`now()` })
          .where(and(eq(draftJournals.companyId, ctx.actor.companyId), eq(draftJournals.id, id)))
          .returning();
    if (!row) throw notFound();
    return row;
  },
  async remove(ctx, id) {
    await ctx.tx.delete(draftJournals).where(and(eq(draftJournals.companyId, ctx.actor.companyId), eq(draftJournals.id, id)));
  },
  summary: (row) => ({
    date: row.date,
    officeId: row.officeId,
    description: row.description,
    amount: formatMoney(sumMoney((row.details as JournalLineBody[]).map((d) => d.debit))),
  }),
  async posting(row, ctx) {
    return {
      header: {
        date: row.date,
        officeId: row.officeId,
        description: row.description,
        journalType: row.journalType === "adjustment" ? "adjustment" : "general",
      },
      posting: checkedPosting(row, ctx),
    };
  },
  async print(row, state, ctx) {
    const details = row.details as JournalLineBody[];
    const t = (key: MessageKey) => translate(key, ctx.language);
    const accountIds = [...new Set(details.map((d) => d.account_id))];
    const names = new Map(
      (
        await ctx.tx
          .select({ id: accounts.id, code: accounts.code, name: accounts.name })
          .from(accounts)
          .where(and(eq(accounts.companyId, ctx.actor.companyId), inArray(accounts.id, accountIds)))
      ).map((a) => [a.id, `${a.code} ${a.name}`]),
    );
    const sums = totals(details);
    return {
      title: t("print_draft_journal"),
      number: state.number ?? "—",
      dates: [{ label: t("print_date"), value: row.date, kind: "date" as const }],
      fields: [
        { label: t("print_status"), value: state.status },
        { label: t("print_description"), value: row.description },
      ],
      columns: [
        { key: "account", title: t("print_account"), width: 150 },
        { key: "description", title: t("print_description") },
        { key: "debit", title: t("print_debit"), kind: "money" as const },
        { key: "credit", title: t("print_credit"), kind: "money" as const },
      ],
      lines: details.map((d) => ({
        account: names.get(d.account_id) ?? "",
        description: d.description,
        debit: money(d.debit).isZero() ? null : formatMoney(d.debit),
        credit: money(d.credit).isZero() ? null : formatMoney(d.credit),
      })),
      totals: [
        { label: `${t("print_total")} ${t("print_debit").toLowerCase()}`, amount: sums.total_debit },
        { label: `${t("print_total")} ${t("print_credit").toLowerCase()}`, amount: sums.total_credit },
      ],
      amountInWords: sums.total_debit,
      signatures: standardSignatures(ctx.language, { prepared: state.requestedBy, approved: state.approvedBy }),
    };
  },
  present(row, state) {
    const details = row.details as JournalLineBody[];
    return {
      id: row.id,
      date: row.date,
      description: row.description,
      office_id: row.officeId,
      journal_type: row.journalType as DraftJournalBody["journal_type"],
      journal_id: state.journalIds[0] ?? null,
      upload_batch: row.uploadBatch,
      details: withMoneyFields(details, ["debit", "credit"]),
      line_count: details.length,
      ...totals(details),
    };
  },
};
