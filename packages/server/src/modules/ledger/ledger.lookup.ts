/** What the ledger reads: what postings point at (one query for a group), the head office, a journal and its lines. */
import {
  dimensionIds,
  type LineDimension,
  lineDimensions,
  type Language,
  type PostingLine,
  renderTemplate,
  type TransactionType,
  translate,
} from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { journalLines, journals, offices } from "../../db/schema/index.js";
import type { Actor } from "../../platform/audit.js";
import { AppError, notFound } from "../../platform/errors.js";
import { postingLock, type YearRange } from "./balances.js";
import { addGuarded, type Guarded, guardedLookup } from "./balance-guard.js";
import type { JournalHeader } from "./ledger.types.js";
import { assertDefined } from "../../platform/assert.js";

export interface Reference {
  kind: string;
  id: string | null;
  code: string | null;
  name: string | null;
  flag: boolean;
  has_children: boolean;
}

export const idList = (ids: Iterable<string>) => {
  const list = [...new Set(ids)];
  return list.length ? sql.join(list.map((id) => sql`${id}::uuid`), sql`, `) : sql`NULL::uuid`;
};

/**
 * One branch of the lookup per line dimension: the referenced rows of this company (of its kind
 * when the table is shared). A dimension no line uses is left out, except the header's, which also
 * reads the record a journal without one is booked on (`flag`: the head office).
 */
function dimensionLookup(c: string, d: LineDimension, items: readonly { header: JournalHeader; lines: readonly PostingLine[] }[]) {
  const ids = items.flatMap((i) => i.lines.flatMap((l) => dimensionIds(l, d)));
  if (d.headerDefault) for (const i of items) if (i.header.officeId) ids.push(i.header.officeId);
  if (!ids.length && !d.headerDefault) return sql``;
  const table = sql.identifier(d.table);
  const flag = d.headerDefault ? sql.identifier(d.headerDefault) : sql`true`;
  return sql`UNION ALL SELECT ${d.key}, id, ${sql.identifier(d.codeColumn)}, name, ${flag}, false FROM ${table}
      WHERE company_id = ${c} AND ${d.tableKind ? sql`kind = ${d.tableKind} AND ` : sql``}(id IN (${idList(ids)})${d.headerDefault ? sql` OR ${sql.identifier(d.headerDefault)}` : sql``})`;
}

/** What the postings of one write point at, read in one query. */
export interface Known {
  found: Map<string, Reference>;
  headOffice: Reference | undefined;
  closedMonths: Set<string>;
  prefixes: Map<string, string>;
  years: YearRange;
  /** Whether `years` holds committed years only (this transaction had written nothing yet). */
  yearsCommitted: boolean;
  userNames: Map<string, string>;
  /** Credited accounts guarded below zero, with their cash or bank account's name and policy. */
  guarded: Map<string, Guarded>;
  /** The company's base currency: asked only when a line is foreign (else null). */
  baseCurrency: string | null;
}

/**
 * Everything a group of postings must know, in one query: their accounts and dimensions (with
 * names for the answer), the head office, which of their months are closed, the numbering
 * prefixes, the kept years and the posting users' names.
 */
export async function lookup(
  tx: Tx,
  companyId: string,
  userIds: string[],
  items: { header: JournalHeader; lines: readonly PostingLine[]; numberType: TransactionType }[],
  lock: boolean,
): Promise<Known> {
  const c = companyId;
  const lines = items.flatMap((i) => i.lines);
  const months = [...new Set(items.map((i) => `${i.header.date.slice(0, 7)}-01`))];
  const types = [...new Set(items.map((i) => i.numberType))];
  const result = await tx.execute(sql`
    SELECT 'account' AS kind, a.id, a.code, a.name, a.is_active AS flag,
           EXISTS (SELECT 1 FROM accounts ch WHERE ch.company_id = a.company_id AND ch.parent_id = a.id) AS has_children
      FROM accounts a WHERE a.company_id = ${c} AND a.id IN (${idList(lines.map((l) => l.accountId))})
    ${sql.join(
      lineDimensions.map((d) => dimensionLookup(c, d, items)),
      sql` `,
    )}
    UNION ALL SELECT 'closed', NULL, period_month::text, NULL, true, false FROM period_closings
      WHERE company_id = ${c} AND period_month IN (${sql.join(months.map((m) => sql`${m}::date`), sql`, `)}) AND status = 'closed'
    UNION ALL SELECT 'prefix', NULL, prefix, transaction_type, true, false FROM prefixes
      WHERE company_id = ${c} AND transaction_type IN (${sql.join(types.map((t) => sql`${t}`), sql`, `)})
    UNION ALL SELECT 'years', NULL, min(fiscal_year)::text, max(fiscal_year)::text, pg_current_xact_id_if_assigned() IS NULL, false
      FROM ledger_years WHERE company_id = ${c}
    UNION ALL SELECT 'user', id, NULL, user_name, true, false FROM users WHERE id IN (${idList(userIds)})
    ${lines.some((l) => l.foreign) ? sql`UNION ALL SELECT 'base', NULL, base_currency, NULL, true, false FROM companies WHERE id = ${c}` : sql``}
    ${guardedLookup(c, idList(lines.filter((l) => !l.credit.isZero()).map((l) => l.accountId)))}
    ${lock ? sql`UNION ALL SELECT 'lock', NULL, NULL, NULL, true, false FROM (SELECT ${postingLock(c)}) AS held` : sql``}`);
  const rows = (result as unknown as { rows: Reference[] }).rows;
  const known: Known = {
    found: new Map(),
    headOffice: undefined,
    closedMonths: new Set(),
    prefixes: new Map(),
    years: { min: null, max: null },
    yearsCommitted: false,
    userNames: new Map(),
    guarded: new Map(),
    baseCurrency: null,
  };
  for (const row of rows) {
    if (row.kind === "office" && row.flag) known.headOffice = row;
    if (row.kind === "closed") known.closedMonths.add(assertDefined(row.code, "a closed month names its month"));
    else if (row.kind === "prefix") known.prefixes.set(assertDefined(row.name, "a prefix names its type"), assertDefined(row.code, "a prefix has its text"));
    else if (row.kind === "years") {
      known.years = { min: row.code === null ? null : Number(row.code), max: row.name === null ? null : Number(row.name) };
      // Read before this transaction wrote anything: committed years only, safe to remember.
      known.yearsCommitted = row.flag;
    }
    else if (row.kind === "base") known.baseCurrency = row.code;
    else if (row.kind === "user") known.userNames.set(assertDefined(row.id, "a user row has its id"), row.name ?? "");
    else if (row.kind === "guarded") addGuarded(known.guarded, assertDefined(row.id, "a guarded account row has its id"), row.name ?? "", row.code ?? "");
    else if (row.kind !== "lock") known.found.set(`${row.kind}:${row.id}`, row);
  }
  return known;
}

export function referenceErrors(found: Map<string, Reference>, lines: readonly PostingLine[], language: Language) {
  const errors: Record<string, string[]> = {};
  const invalid = (key: string, field: string) => {
    errors[key] = [renderTemplate("in", field, language)];
  };
  lines.forEach((l, i) => {
    const account = found.get(`account:${l.accountId}`);
    if (!account) invalid(`details.${i}.account_id`, "account");
    else if (account.has_children) errors[`details.${i}.account_id`] = [translate("account_header", language, { code: account.code ?? "" })];
    else if (!account.flag) errors[`details.${i}.account_id`] = [translate("account_inactive", language, { code: account.code ?? "" })];
    for (const d of lineDimensions) {
      if (dimensionIds(l, d).some((id) => !found.has(`${d.key}:${id}`))) invalid(`details.${i}.${d.field}`, d.messageField);
    }
  });
  return errors;
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

export async function linesOf(tx: Tx, actor: Actor, journalId: string) {
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
