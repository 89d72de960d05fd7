import { type JournalKind, type JournalLineBody, type JournalStatus, type Language, type LineDimension, lineDimensions, Posting } from "@neraca/core";
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { journals, offices } from "../../db/schema/index.js";
import type { Actor } from "../../platform/audit.js";
import { likePattern, pageWindow } from "../../platform/pagination.js";
import { findJournal } from "../ledger/ledger.lookup.js";
import type { JournalLineOut } from "../ledger/ledger.types.js";
import { documentPath, documentTitle } from "../../platform/documents/registry.js";
import { journalOwner } from "../ledger/journal-owner.js";

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Request lines (`details`) → a posting. */
export const postingOf = (details: readonly JournalLineBody[]) => Posting.fromInput(details);

export interface JournalListQuery {
  page: number;
  per_page: number;
  q?: string;
  sort?: string;
  date_from?: string;
  date_to?: string;
  office_id?: string;
  status?: "posted" | "reversed";
  journal_type?: string;
  source_type?: string;
}

export async function listJournals(tx: Tx, actor: Actor, q: JournalListQuery) {
  const where = and(
    eq(journals.companyId, actor.companyId),
    q.q ? or(ilike(journals.number, likePattern(q.q)), ilike(journals.description, likePattern(q.q))) : undefined,
    q.date_from ? gte(journals.date, q.date_from) : undefined,
    q.date_to ? lte(journals.date, q.date_to) : undefined,
    q.office_id ? eq(journals.officeId, q.office_id) : undefined,
    q.status ? eq(journals.status, q.status) : undefined,
    q.journal_type ? eq(journals.journalType, q.journal_type) : undefined,
    q.source_type ? eq(journals.sourceType, q.source_type) : undefined,
  );
  const key = q.sort?.replace(/^-/, "") ?? "date";
  const column = key === "number" ? journals.number : key === "total" ? journals.totalDebit : journals.date;
  const direction = q.sort ? (q.sort.startsWith("-") ? desc : asc) : desc;
  const { limit, offset } = pageWindow(q);
  const rows = await tx
    .select({
      id: journals.id,
      number: journals.number,
      date: journals.date,
      description: journals.description,
      journal_type: sql<JournalKind>`${journals.journalType}`,
      source_type: journals.sourceType,
      source_id: journals.sourceId,
      status: sql<JournalStatus>`${journals.status}`,
      total: journals.totalDebit,
      office_id: journals.officeId,
      office_name: offices.name,
      reversal_of_id: journals.reversalOfId,
      reversed_by_id: journals.reversedById,
      posted_at: journals.postedAt,
    })
    .from(journals)
    .innerJoin(offices, and(eq(offices.companyId, journals.companyId), eq(offices.id, journals.officeId)))
    .where(where)
    .orderBy(direction(column), direction(journals.number))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(journals).where(where);
  return { rows: rows.map((r) => ({ ...r, posted_at: r.posted_at.toISOString() })), total: total?.n ?? 0 };
}

/**
 * Each line dimension's id and the name of what it points at: a join per dimension (its rows of
 * this company), names sorted for the ones with several values (tags).
 */
const dimensionColumns = (d: LineDimension) => {
  const column = sql`l.${sql.identifier(d.column)}`;
  const table = sql.identifier(d.table);
  if (d.many) {
    return sql`${column} AS ${sql.identifier(d.field)}, coalesce((SELECT array_agg(x.name ORDER BY x.name) FROM ${table} x
      WHERE x.company_id = l.company_id AND x.id = ANY(${column})), '{}') AS ${sql.identifier(d.nameField)}`;
  }
  return sql`${column} AS ${sql.identifier(d.field)}, (SELECT x.name FROM ${table} x
      WHERE x.company_id = l.company_id AND x.id = ${column}) AS ${sql.identifier(d.nameField)}`;
};

/** Lines with the names of what they point at, for screens and prints. */
export async function journalLinesOut(tx: Tx, actor: Actor, journalId: string): Promise<JournalLineOut[]> {
  return rowsOf<JournalLineOut>(
    await tx.execute(sql`
      SELECT l.line_no, l.account_id, a.code AS account_code, a.name AS account_name,
        l.debit::text AS debit, l.credit::text AS credit, l.description,
        ${sql.join(lineDimensions.map(dimensionColumns), sql`, `)},
        CASE WHEN l.currency IS NULL THEN NULL ELSE jsonb_build_object('currency', l.currency, 'amount', l.amount_currency::text, 'rate', l.rate::text) END AS "foreign"
      FROM journal_lines l
      JOIN accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      WHERE l.company_id = ${actor.companyId} AND l.journal_id = ${journalId}
      ORDER BY l.line_no`),
  );
}

export async function journalDetail(tx: Tx, actor: Actor, id: string, language: Language) {
  const j = await findJournal(tx, actor, id);
  const [office] = await tx
    .select({ name: offices.name })
    .from(offices)
    .where(and(eq(offices.companyId, actor.companyId), eq(offices.id, j.officeId)));
  const numbers = rowsOf<{ id: string; number: string }>(
    await tx.execute(sql`SELECT id, number FROM journals WHERE company_id = ${actor.companyId}
      AND id IN (${j.reversalOfId ?? sql`NULL`}::uuid, ${j.reversedById ?? sql`NULL`}::uuid)`),
  );
  const numberOf = (x: string | null) => numbers.find((n) => n.id === x)?.number ?? null;
  const [poster] = j.postedBy
    ? rowsOf<{ user_name: string }>(await tx.execute(sql`SELECT user_name FROM users WHERE id = ${j.postedBy}`))
    : [];
  const owner = await journalOwner(tx, actor, j);
  return {
    id: j.id,
    number: j.number,
    date: j.date,
    description: j.description,
    // The table's checks hold these to the lists core names.
    journal_type: j.journalType as JournalKind,
    source_type: j.sourceType,
    source_id: j.sourceId,
    status: j.status as JournalStatus,
    office_id: j.officeId,
    office_name: office?.name ?? null,
    total_debit: j.totalDebit,
    total_credit: j.totalCredit,
    reversal_of: j.reversalOfId ? { id: j.reversalOfId, number: numberOf(j.reversalOfId) } : null,
    reversed_by: j.reversedById ? { id: j.reversedById, number: numberOf(j.reversedById) } : null,
    document: owner
      ? { id: owner.id, type: owner.document_type, title: documentTitle(owner.document_type, language), number: owner.number, path: documentPath(owner.document_type, owner.id) }
      : null,
    posted_by: poster?.user_name ?? null,
    posted_at: j.postedAt.toISOString(),
    details: await journalLinesOut(tx, actor, id),
  };
}
