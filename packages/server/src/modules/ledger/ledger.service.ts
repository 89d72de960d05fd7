import {
  formatMoney,
  type Language,
  type Money,
  money,
  Posting,
  PostingError,
  type PostingLine,
  renderTemplate,
  type TransactionType,
  translate,
  zeroMoney,
} from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { journalLines, journals, offices } from "../../db/schema/index.js";
import { type Actor, audit } from "../../platform/audit.js";
import { AppError, conflict, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { applyBalanceDeltas, type BalanceDelta } from "./balances.js";
import { nextNumber } from "./numbering.js";
import { assertPeriodOpen } from "./periods.js";

export type JournalType = "general" | "adjustment" | "opening" | "closing" | "reversal";

export interface JournalHeader {
  date: string;
  officeId?: string | null;
  description?: string | null;
  journalType?: JournalType;
  /** What produced the journal: manual, draft_journal, beginning_balance, year_end, reversal, … */
  sourceType: string;
  sourceId?: string | null;
  reversalOfId?: string | null;
}

const numberTypeOf: Record<JournalType, TransactionType> = {
  general: "journal",
  adjustment: "adjustment",
  opening: "opening",
  closing: "closing",
  reversal: "reversal",
};

/** Posting problems → errors under the `details` lines, as the spec's client sends them. */
export function postingErrors(error: PostingError, language: Language): AppError {
  const errors: Record<string, string[]> = {};
  const add = (key: string, text: string) => {
    errors[key] = [...(errors[key] ?? []), text];
  };
  for (const problem of error.problems) {
    switch (problem.code) {
      case "no_lines":
        add("details", translate("journal_no_lines", language));
        break;
      case "too_many_lines":
        add("details", translate("journal_too_many_lines", language));
        break;
      case "unbalanced":
        add("details", translate("journal_unbalanced", language, { debit: problem.debit, credit: problem.credit }));
        break;
      default:
        add(`details.${problem.line}.debit`, translate(problem.code, language));
    }
  }
  return new AppError(422, "validation_failed", {}, errors);
}

interface Reference {
  kind: string;
  id: string;
  code: string;
  is_active: boolean;
  has_children: boolean;
}

const idList = (ids: Iterable<string>) => {
  const list = [...new Set(ids)];
  return list.length ? sql.join(list.map((id) => sql`${id}::uuid`), sql`, `) : sql`NULL::uuid`;
};

/** Checks every account and dimension a posting names, in one query. */
async function checkReferences(tx: Tx, actor: Actor, lines: readonly PostingLine[], language: Language) {
  const accountIds = lines.map((l) => l.accountId);
  const officeIds = lines.flatMap((l) => (l.officeId ? [l.officeId] : []));
  const workUnitIds = lines.flatMap((l) => (l.workUnitId ? [l.workUnitId] : []));
  const dimensionIds = lines.flatMap((l) => [l.activityId, l.elementId].filter((x): x is string => !!x));
  const tagIds = lines.flatMap((l) => l.tagIds);
  const c = actor.companyId;
  const result = await tx.execute(sql`
    SELECT 'account' AS kind, a.id, a.code, a.is_active,
           EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = a.company_id AND ch.parent_id = a.id) AS has_children
      FROM accounts a WHERE a.company_id = ${c} AND a.id IN (${idList(accountIds)})
    UNION ALL SELECT 'office', id, code, true, false FROM offices WHERE company_id = ${c} AND id IN (${idList(officeIds)})
    UNION ALL SELECT 'work_unit', id, code, true, false FROM work_units WHERE company_id = ${c} AND id IN (${idList(workUnitIds)})
    UNION ALL SELECT kind, id, code, true, false FROM dimension_items WHERE company_id = ${c} AND id IN (${idList(dimensionIds)})
    UNION ALL SELECT 'tag', id, name, true, false FROM tags WHERE company_id = ${c} AND id IN (${idList(tagIds)})`);
  const found = new Map<string, Reference>();
  for (const row of (result as unknown as { rows: Reference[] }).rows) found.set(`${row.kind}:${row.id}`, row);
  const errors: Record<string, string[]> = {};
  const invalid = (key: string, field: string) => {
    errors[key] = [renderTemplate("in", field, language)];
  };
  lines.forEach((l, i) => {
    const account = found.get(`account:${l.accountId}`);
    if (!account) invalid(`details.${i}.account_id`, "account");
    else if (account.has_children) errors[`details.${i}.account_id`] = [translate("account_header", language, { code: account.code })];
    else if (!account.is_active) errors[`details.${i}.account_id`] = [translate("account_inactive", language, { code: account.code })];
    if (l.officeId && !found.has(`office:${l.officeId}`)) invalid(`details.${i}.office_id`, "office");
    if (l.workUnitId && !found.has(`work_unit:${l.workUnitId}`)) invalid(`details.${i}.work_unit_id`, "work_unit");
    if (l.activityId && !found.has(`activity:${l.activityId}`)) invalid(`details.${i}.activity_id`, "activity");
    if (l.elementId && !found.has(`element:${l.elementId}`)) invalid(`details.${i}.element_id`, "element");
    if (l.tagIds.some((t) => !found.has(`tag:${t}`))) invalid(`details.${i}.tag_ids`, "tags");
  });
  if (Object.keys(errors).length) throw new AppError(422, "validation_failed", {}, errors);
}

/** The head office: where a journal without an office is booked. */
export async function headOfficeId(tx: Tx, actor: Actor): Promise<string> {
  const [row] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.companyId, actor.companyId), eq(offices.isHeadOffice, true)));
  if (!row) throw new AppError(422, "no_head_office");
  return row.id;
}

async function resolveOffice(tx: Tx, actor: Actor, officeId: string | null | undefined, language: Language) {
  if (!officeId) return headOfficeId(tx, actor);
  const [row] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.companyId, actor.companyId), eq(offices.id, officeId)));
  if (!row) throw new AppError(422, "validation_failed", {}, { office_id: [renderTemplate("in", "office", language)] });
  return row.id;
}

export interface PostedJournal {
  id: string;
  number: string;
  date: string;
  totalDebit: string;
}

/**
 * The one door of the ledger: checks the posting (balanced, one side per line, postable accounts
 * of this company, open period), numbers it, writes the journal and its lines, and keeps the
 * balances, all inside the caller's transaction.
 */
export async function post(
  tx: Tx,
  actor: Actor,
  header: JournalHeader,
  posting: Posting,
  language: Language,
): Promise<PostedJournal> {
  let lines: readonly PostingLine[];
  try {
    lines = posting.checkedLines();
  } catch (error) {
    if (error instanceof PostingError) throw postingErrors(error, language);
    throw error;
  }
  if (lines.length < 2) throw new AppError(422, "validation_failed", {}, { details: [translate("journal_no_lines", language)] });
  await assertPeriodOpen(tx, actor, header.date);
  const officeId = await resolveOffice(tx, actor, header.officeId, language);
  await checkReferences(tx, actor, lines, language);
  const journalType = header.journalType ?? "general";
  const number = await nextNumber(tx, actor.companyId, numberTypeOf[journalType], header.date);
  const { debit } = posting.totals();
  const id = newId();
  await tx.insert(journals).values({
    companyId: actor.companyId,
    id,
    number,
    date: header.date,
    officeId,
    description: header.description ?? null,
    journalType,
    sourceType: header.sourceType,
    sourceId: header.sourceId ?? null,
    reversalOfId: header.reversalOfId ?? null,
    totalDebit: formatMoney(debit),
    totalCredit: formatMoney(debit),
    postedBy: actor.userId,
  });
  await tx.insert(journalLines).values(
    lines.map((l, index) => ({
      companyId: actor.companyId,
      journalId: id,
      lineNo: index + 1,
      date: header.date,
      accountId: l.accountId,
      officeId: l.officeId ?? officeId,
      debit: formatMoney(l.debit),
      credit: formatMoney(l.credit),
      description: l.description,
      workUnitId: l.workUnitId,
      activityId: l.activityId,
      elementId: l.elementId,
      contactId: l.contactId,
      tagIds: l.tagIds,
    })),
  );
  await applyBalanceDeltas(tx, actor.companyId, deltasOf(lines, header.date, officeId, 1));
  await audit(tx, actor, "post", "journal", id, { number, date: header.date, total: formatMoney(debit), source: header.sourceType });
  return { id, number, date: header.date, totalDebit: formatMoney(debit) };
}

function deltasOf(
  lines: readonly { accountId: string; officeId: string | null; debit: Money; credit: Money }[],
  date: string,
  defaultOffice: string,
  sign: 1 | -1,
): BalanceDelta[] {
  const month = `${date.slice(0, 7)}-01`;
  const map = new Map<string, BalanceDelta>();
  for (const l of lines) {
    const officeId = l.officeId ?? defaultOffice;
    const key = `${l.accountId}|${officeId}`;
    const entry = map.get(key) ?? { accountId: l.accountId, officeId, month, debit: zeroMoney(), credit: zeroMoney() };
    entry.debit = sign === 1 ? entry.debit.plus(l.debit) : entry.debit.minus(l.debit);
    entry.credit = sign === 1 ? entry.credit.plus(l.credit) : entry.credit.minus(l.credit);
    map.set(key, entry);
  }
  return [...map.values()];
}

async function linesOf(tx: Tx, actor: Actor, journalId: string) {
  return tx
    .select()
    .from(journalLines)
    .where(and(eq(journalLines.companyId, actor.companyId), eq(journalLines.journalId, journalId)))
    .orderBy(journalLines.lineNo);
}

export async function findJournal(tx: Tx, actor: Actor, id: string, lock = false) {
  const q = tx.select().from(journals).where(and(eq(journals.companyId, actor.companyId), eq(journals.id, id)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound();
  return row;
}

/** Posts the mirror image of a journal (dated `date`, default the original's) and marks it reversed. */
export async function reverse(tx: Tx, actor: Actor, journalId: string, date: string | null, language: Language) {
  const original = await findJournal(tx, actor, journalId, true);
  if (original.status !== "posted" || original.reversedById) throw conflict("journal_already_reversed");
  const lines = await linesOf(tx, actor, journalId);
  const posting = Posting.fromInput(
    lines.map((l) => ({
      account_id: l.accountId,
      debit: l.credit,
      credit: l.debit,
      description: l.description,
      office_id: l.officeId,
      work_unit_id: l.workUnitId,
      activity_id: l.activityId,
      element_id: l.elementId,
      contact_id: l.contactId,
      tag_ids: l.tagIds,
    })),
  );
  const reversal = await post(
    tx,
    actor,
    {
      date: date ?? original.date,
      officeId: original.officeId,
      description: `${language === "id" ? "Pembalik" : "Reversal of"} ${original.number}`,
      journalType: "reversal",
      sourceType: "reversal",
      sourceId: original.id,
      reversalOfId: original.id,
    },
    posting,
    language,
  );
  await tx
    .update(journals)
    .set({ status: "reversed", reversedById: reversal.id })
    .where(and(eq(journals.companyId, actor.companyId), eq(journals.id, journalId)));
  return reversal;
}

/**
 * Removes a source document's journal while its period is open (the spec lets invoices be deleted),
 * taking its amounts out of the balances and leaving an audit row.
 */
export async function remove(tx: Tx, actor: Actor, journalId: string) {
  const journal = await findJournal(tx, actor, journalId, true);
  await assertPeriodOpen(tx, actor, journal.date);
  const lines = await linesOf(tx, actor, journalId);
  await tx.delete(journals).where(and(eq(journals.companyId, actor.companyId), eq(journals.id, journalId)));
  const parsed = lines.map((l) => ({ accountId: l.accountId, officeId: l.officeId, debit: money(l.debit), credit: money(l.credit) }));
  await applyBalanceDeltas(tx, actor.companyId, deltasOf(parsed, journal.date, journal.officeId, -1));
  await audit(tx, actor, "delete", "journal", journalId, { number: journal.number, date: journal.date, total: journal.totalDebit });
}
