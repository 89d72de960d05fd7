import {
  dimensionIds,
  type JournalLineResponse,
  type JournalResponse,
  formatMoney,
  type LineDimension,
  lineDimensions,
  type Language,
  type Money,
  money,
  Posting,
  PostingError,
  type PostingLine,
  renderTemplate,
  type TransactionType,
  translate,
  transactionTypes,
  zeroMoney,
} from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { journalLines, journals, offices } from "../../db/schema/index.js";
import { type Actor, audit } from "../../platform/audit.js";
import { AppError, conflict, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import {
  ALL_OFFICES,
  applyBalanceDeltas,
  type BalanceDelta,
  balanceUpsert,
  postingLock,
  prepareYears,
  rememberYears,
  type YearRange,
  yearsKept,
} from "./balances.js";
import { assertNotBelowZero, guardedAccounts, guardedLookup, loweredAccounts } from "./balance-guard.js";
import { assertJournalOwner } from "./journal-owner.js";
import { sequenceText } from "./numbering.js";
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
  id: string | null;
  code: string | null;
  name: string | null;
  flag: boolean;
  has_children: boolean;
}

const idList = (ids: Iterable<string>) => {
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
interface Known {
  found: Map<string, Reference>;
  headOffice: Reference | undefined;
  closedMonths: Set<string>;
  prefixes: Map<string, string>;
  years: YearRange;
  /** Whether `years` holds committed years only (this transaction had written nothing yet). */
  yearsCommitted: boolean;
  userNames: Map<string, string>;
  /** Credited accounts that may not go below zero, with their cash or bank account's name. */
  guarded: Map<string, string>;
}

/**
 * Everything a group of postings must know, in one query: their accounts and dimensions (with
 * names for the answer), the head office, which of their months are closed, the numbering
 * prefixes, the kept years and the posting users' names.
 */
async function lookup(
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
  };
  for (const row of rows) {
    if (row.kind === "office" && row.flag) known.headOffice = row;
    if (row.kind === "closed") known.closedMonths.add(row.code as string);
    else if (row.kind === "prefix") known.prefixes.set(row.name as string, row.code as string);
    else if (row.kind === "years") {
      known.years = { min: row.code === null ? null : Number(row.code), max: row.name === null ? null : Number(row.name) };
      // Read before this transaction wrote anything: committed years only, safe to remember.
      known.yearsCommitted = row.flag;
    }
    else if (row.kind === "user") known.userNames.set(row.id as string, row.name ?? "");
    else if (row.kind === "guarded") known.guarded.set(row.id as string, row.name ?? "");
    else if (row.kind !== "lock") known.found.set(`${row.kind}:${row.id}`, row);
  }
  return known;
}

function referenceErrors(found: Map<string, Reference>, lines: readonly PostingLine[], language: Language) {
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

/** A journal line with the names of what it points at, as screens and prints show it. */
export type JournalLineOut = JournalLineResponse;

/** A posted journal as screens show it (built from what the posting already knows). */
export type PostedJournal = JournalResponse & { status: "posted"; reversed_by: null };

export interface PostingRequest {
  actor: Actor;
  header: JournalHeader;
  posting: Posting;
  language: Language;
}

/**
 * A posting's result: the journal, or why it was refused (nothing of it written); neither when it
 * passed its checks but another posting of an all-or-nothing call did not.
 */
export interface PostingOutcome {
  journal?: PostedJournal;
  error?: AppError;
}

/** A posting that passed every check, ready to write. */
interface Ready {
  index: number;
  request: PostingRequest;
  lines: readonly PostingLine[];
  journalType: JournalType;
  numberType: TransactionType;
  officeId: string;
  total: string;
  id: string;
}

/** Lines per write statement: keeps one statement's parameters well under PostgreSQL's 65 535. */
const LINES_PER_WRITE = 1500;

/**
 * The one door of the ledger: checks each posting (balanced, one side per line, postable accounts
 * of this company, open period), numbers it, and writes the journals, their lines, the balances
 * and the audit rows inside the caller's transaction — for any number of postings, in one lookup
 * and one write statement (per 1 500 lines). With `partial`, postings that fail their checks are
 * answered with their error and the others written; without, any failure writes nothing.
 */
export async function postMany(tx: Tx, requests: PostingRequest[], options: { partial: boolean }): Promise<PostingOutcome[]> {
  const outcomes: PostingOutcome[] = requests.map(() => ({}));
  const checked: { index: number; request: PostingRequest; lines: readonly PostingLine[]; journalType: JournalType; numberType: TransactionType }[] = [];
  for (const [index, request] of requests.entries()) {
    try {
      const lines = request.posting.checkedLines();
      if (lines.length < 2) throw new AppError(422, "validation_failed", {}, { details: [translate("journal_no_lines", request.language)] });
      const journalType = request.header.journalType ?? "general";
      checked.push({ index, request, lines, journalType, numberType: numberTypeOf[journalType] });
    } catch (error) {
      if (error instanceof PostingError) outcomes[index] = { error: postingErrors(error, request.language) };
      else if (error instanceof AppError) outcomes[index] = { error };
      else throw error;
    }
  }
  const companyId = requests[0]?.actor.companyId;
  if (!companyId || requests.some((r) => r.actor.companyId !== companyId)) throw new Error("postMany: one company per call");
  if (checked.length === 0) return outcomes;

  // Postings in years already kept take the shared lock in the lookup itself (one round trip less).
  const checkedYears = checked.map((c) => Number(c.request.header.date.slice(0, 4)));
  const locked = yearsKept(companyId, Math.min(...checkedYears), Math.max(...checkedYears));
  const known = await lookup(
    tx,
    companyId,
    [...new Set(requests.map((r) => r.actor.userId))],
    checked.map((c) => ({ header: c.request.header, lines: c.lines, numberType: c.numberType })),
    locked,
  );
  if (known.yearsCommitted) rememberYears(companyId, known.years);
  const ready: Ready[] = [];
  for (const c of checked) {
    const { header, language } = c.request;
    const refuse = (error: AppError) => {
      outcomes[c.index] = { error };
    };
    if (known.closedMonths.has(`${header.date.slice(0, 7)}-01`)) {
      refuse(new AppError(422, "period_closed", { period: header.date.slice(0, 7) }));
      continue;
    }
    if (header.officeId && !known.found.has(`office:${header.officeId}`)) {
      refuse(new AppError(422, "validation_failed", {}, { office_id: [renderTemplate("in", "office", language)] }));
      continue;
    }
    const officeId = header.officeId ?? known.headOffice?.id;
    if (!officeId) {
      refuse(new AppError(422, "no_head_office"));
      continue;
    }
    const errors = referenceErrors(known.found, c.lines, language);
    if (Object.keys(errors).length) {
      refuse(new AppError(422, "validation_failed", {}, errors));
      continue;
    }
    ready.push({ ...c, officeId, total: formatMoney(c.request.posting.totals().debit), id: newId() });
  }
  if (ready.length === 0 || (!options.partial && ready.length < requests.length)) return outcomes;

  const years = ready.map((r) => Number(r.request.header.date.slice(0, 4)));
  if (!locked) await prepareYears(tx, companyId, Math.min(...years), Math.max(...years), known.years);
  const chunks: Ready[][] = [];
  for (let start = 0; start < ready.length; ) {
    let end = start;
    for (let lines = 0; end < ready.length && (end === start || lines + (ready[end] as Ready).lines.length <= LINES_PER_WRITE); end++) {
      lines += (ready[end] as Ready).lines.length;
    }
    chunks.push(ready.slice(start, end));
    start = end;
  }
  // Several statements would lock rows chunk by chunk; lock them all first, in the one global order.
  if (chunks.length > 1) await lockRows(tx, companyId, ready);
  const written = new Map<string, { number: string; posted_at: string | Date }>();
  for (const chunk of chunks) for (const row of await write(tx, companyId, known, chunk)) written.set(row.id, row);
  // A cash or bank account that may not go below zero, checked once everything is written (see balance-guard.ts).
  const lowered = loweredAccounts(
    ready.map((r) => ({ date: r.request.header.date, lines: r.lines })),
    known.guarded,
    1,
  );
  if (lowered.size > 0) await assertNotBelowZero(tx, companyId, lowered, (ready[0] as Ready).request.language);
  for (const r of ready) {
    const row = written.get(r.id);
    if (!row) throw new Error("posting wrote no journal");
    outcomes[r.index] = { journal: presentPosted(r, known, row) };
  }
  return outcomes;
}

/** One posting through the door (see `postMany`): the journal, or its error thrown. */
export async function post(tx: Tx, actor: Actor, header: JournalHeader, posting: Posting, language: Language): Promise<PostedJournal> {
  const [outcome] = await postMany(tx, [{ actor, header, posting, language }], { partial: false });
  if (!outcome?.journal) throw outcome?.error ?? new Error("posting gave no outcome");
  return outcome.journal;
}

/**
 * Locks every counter and balance row the postings will write, counters first, each in sorted
 * order — the order every single write statement also follows — so writers split over several
 * statements cannot deadlock with each other or with anyone else.
 */
async function lockRows(tx: Tx, c: string, ready: Ready[]) {
  const counters = [...new Set(ready.map((r) => `${r.numberType}|${r.request.header.date.slice(0, 7)}`))].sort();
  const rows = new Map<string, { accountId: string; officeId: string; year: number }>();
  for (const r of ready) {
    const year = Number(r.request.header.date.slice(0, 4));
    for (const l of r.lines) {
      for (const officeId of [l.officeId ?? r.officeId, ALL_OFFICES]) {
        rows.set(`${l.accountId}|${officeId}|${year}`, { accountId: l.accountId, officeId, year });
      }
    }
  }
  await tx.execute(sql`
    WITH seq AS (
      INSERT INTO number_sequences (company_id, transaction_type, period, last_value)
      VALUES ${sql.join(
        counters.map((k) => {
          const [type, period] = k.split("|") as [string, string];
          return sql`(${c}::uuid, ${type}::text, ${period}::text, 0)`;
        }),
        sql`, `,
      )}
      ON CONFLICT (company_id, transaction_type, period) DO UPDATE SET last_value = number_sequences.last_value
      RETURNING 1
    ), b AS (
      INSERT INTO ledger_balances (company_id, fiscal_year, account_id, office_id)
      SELECT DISTINCT ${c}::uuid, y.fiscal_year, v.account_id, v.office_id
      FROM (VALUES ${sql.join(
        [...rows.values()].map((r) => sql`(${r.accountId}::uuid, ${r.officeId}::uuid, ${r.year}::int)`),
        sql`, `,
      )}) AS v(account_id, office_id, year)
      JOIN ledger_years y ON y.company_id = ${c}::uuid AND y.fiscal_year >= v.year
      ORDER BY 2, 3, 4
      ON CONFLICT (company_id, fiscal_year, account_id, office_id) DO UPDATE SET opening_debit = ledger_balances.opening_debit
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM seq) AS counters, (SELECT count(*) FROM b) AS balances`);
}

/** The line dimensions' columns of journal_lines, in the list's order. */
const dimensionColumns = sql.join(
  lineDimensions.map((d) => sql.identifier(d.column)),
  sql`, `,
);

/** A posting line's dimension values for `dimensionColumns`; the header's (office) falls back to the journal's. */
const dimensionValues = (l: PostingLine, headerId: string) =>
  sql.join(
    lineDimensions.map((d) => {
      if (d.many) return sql`${`{${dimensionIds(l, d).join(",")}}`}::uuid[]`;
      const id = dimensionIds(l, d)[0] ?? (d.headerDefault ? headerId : null);
      return sql`${id}::uuid`;
    }),
    sql`, `,
  );

/**
 * One statement: the numbers (gapless: each counter row is locked until commit and moved by the
 * number of journals it numbers), the journals, their lines, the balances and the audit rows.
 */
async function write(tx: Tx, c: string, known: Known, ready: Ready[]) {
  // Journals numbered per counter (type and month) in request order.
  const counters = new Map<string, { type: TransactionType; period: string; n: number }>();
  const place = ready.map((r) => {
    const period = r.request.header.date.slice(0, 7);
    const key = `${r.numberType}|${period}`;
    const counter = counters.get(key) ?? { type: r.numberType, period, n: 0 };
    counter.n += 1;
    counters.set(key, counter);
    return counter.n;
  });
  const seqValues = sql.join(
    [...counters.values()]
      .sort((a, b) => a.type.localeCompare(b.type) || a.period.localeCompare(b.period))
      .map((k) => sql`(${c}::uuid, ${k.type}::text, ${k.period}::text, ${k.n}::int)`),
    sql`, `,
  );
  const journalValues = sql.join(
    ready.map((r, i) => {
      const h = r.request.header;
      const prefix = known.prefixes.get(r.numberType) ?? transactionTypes[r.numberType].prefix;
      const n = (counters.get(`${r.numberType}|${h.date.slice(0, 7)}`) as { n: number }).n;
      return sql`(${r.id}::uuid, ${r.numberType}::text, ${h.date.slice(0, 7)}::text, ${n - (place[i] as number)}::int,
        ${`${prefix}/${h.date.slice(0, 4)}/${h.date.slice(5, 7)}/`}::text, ${h.date}::date, ${r.officeId}::uuid, ${h.description ?? null}::text,
        ${r.journalType}::text, ${h.sourceType}::text, ${h.sourceId ?? null}::uuid, ${h.reversalOfId ?? null}::uuid, ${r.total}::numeric,
        ${r.request.actor.userId}::uuid, ${newId()}::uuid)`;
    }),
    sql`, `,
  );
  const lineValues = sql.join(
    ready.flatMap((r) =>
      r.lines.map(
        (l, i) => sql`(${c}::uuid, ${r.id}::uuid, ${i + 1}::int, ${r.request.header.date}::date, ${l.accountId}::uuid,
        ${formatMoney(l.debit)}::numeric, ${formatMoney(l.credit)}::numeric, ${l.description}::text, ${dimensionValues(l, r.officeId)})`,
      ),
    ),
    sql`, `,
  );
  const deltas = ready.flatMap((r) => deltasOf(r.lines, r.request.header.date, r.officeId, 1));
  const result = await tx.execute(sql`
    WITH seq AS (
      INSERT INTO number_sequences (company_id, transaction_type, period, last_value) VALUES ${seqValues}
      ON CONFLICT (company_id, transaction_type, period) DO UPDATE SET last_value = number_sequences.last_value + EXCLUDED.last_value
      RETURNING transaction_type, period, last_value
    ), v AS (
      SELECT * FROM (VALUES ${journalValues}) AS v(id, type, period, back, prefix, date, office_id, description, journal_type,
        source_type, source_id, reversal_of_id, total, user_id, audit_id)
    ), j AS (
      INSERT INTO journals (company_id, id, number, date, office_id, description, journal_type, source_type, source_id,
        reversal_of_id, total_debit, total_credit, posted_by)
      SELECT ${c}, v.id, v.prefix || ${sequenceText(sql`seq.last_value - v.back`)}, v.date, v.office_id, v.description, v.journal_type,
        v.source_type, v.source_id, v.reversal_of_id, v.total, v.total, v.user_id
      FROM v JOIN seq ON seq.transaction_type = v.type AND seq.period = v.period
      RETURNING id, number, posted_at
    ), l AS (
      INSERT INTO journal_lines (company_id, journal_id, line_no, date, account_id, debit, credit, description,
        ${dimensionColumns})
      VALUES ${lineValues}
    ), b AS (${balanceUpsert(c, deltas)}), a AS (
      INSERT INTO audit_log (company_id, id, user_id, action, entity, entity_id, changes)
      SELECT ${c}, v.audit_id, v.user_id, 'post', 'journal', j.id,
        jsonb_build_object('number', j.number, 'date', v.date::text, 'total', v.total::text, 'source', v.source_type)
      FROM j JOIN v ON v.id = j.id
    )
    SELECT id, number, posted_at FROM j`);
  return (result as unknown as { rows: { id: string; number: string; posted_at: string | Date }[] }).rows;
}

/** A posted journal as screens show it, built from what the posting already knows. */
function presentPosted(r: Ready, known: Known, row: { number: string; posted_at: string | Date }): PostedJournal {
  const { header } = r.request;
  const officeId = r.officeId;
  const name = (kind: string, key: string | null) => (key ? (known.found.get(`${kind}:${key}`)?.name ?? null) : null);
  const officeName = (key: string) => (key === known.headOffice?.id ? known.headOffice.name : name("office", key));
  return {
    id: r.id,
    number: row.number,
    date: header.date,
    description: header.description ?? null,
    journal_type: r.journalType,
    source_type: header.sourceType,
    source_id: header.sourceId ?? null,
    status: "posted",
    office_id: officeId,
    office_name: officeName(officeId),
    total_debit: r.total,
    total_credit: r.total,
    reversal_of: header.reversalOfId ? { id: header.reversalOfId, number: null } : null,
    reversed_by: null,
    posted_by: known.userNames.get(r.request.actor.userId) ?? null,
    posted_at: new Date(row.posted_at).toISOString(),
    details: r.lines.map((l, i) => {
      const account = known.found.get(`account:${l.accountId}`);
      // A line without the header's dimension is booked on the header's (the journal's office).
      const dimensions = lineDimensions.flatMap((d): [string, string | string[] | null][] => {
        if (d.headerDefault) {
          const id = l[d.lineField] ?? officeId;
          return [
            [d.field, id],
            [d.nameField, officeName(id) ?? ""],
          ];
        }
        if (d.many) {
          const ids = dimensionIds(l, d);
          return [
            [d.field, ids],
            [d.nameField, ids.map((id) => name(d.key, id) ?? "").sort()],
          ];
        }
        const id = dimensionIds(l, d)[0] ?? null;
        return [
          [d.field, id],
          [d.nameField, name(d.key, id)],
        ];
      });
      return {
        line_no: i + 1,
        account_id: l.accountId,
        account_code: account?.code ?? "",
        account_name: account?.name ?? "",
        debit: formatMoney(l.debit),
        credit: formatMoney(l.credit),
        description: l.description,
        ...(Object.fromEntries(dimensions) as Omit<JournalLineOut, "line_no" | "account_id" | "account_code" | "account_name" | "debit" | "credit" | "description">),
      };
    }),
  };
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

/**
 * Posts the mirror image of a journal (dated `date`, default the original's) and marks it reversed.
 * A journal with a bank line matched in a reconciliation is refused by the database when marked
 * (0022); the lock that check takes is taken first, before the reversal holds balance rows, in the
 * order a reconciliation command takes them (the other way round two of them deadlocked).
 * A document's journal is reversed only by its document's cancel (`forDocument`: its id; null from
 * the general ledger): see `assertJournalOwner`.
 */
export async function reverse(tx: Tx, actor: Actor, journalId: string, date: string | null, language: Language, forDocument: string | null = null) {
  await tx.execute(sql`SELECT neraca_reconciliation_lock(${actor.companyId}::uuid, true)`);
  const original = await findJournal(tx, actor, journalId, true);
  if (original.status !== "posted" || original.reversedById) throw conflict("journal_already_reversed");
  await assertJournalOwner(tx, actor, original, forDocument, language);
  const lines = await linesOf(tx, actor, journalId);
  const posting = Posting.fromInput(
    lines.map((l) => ({
      account_id: l.accountId,
      debit: l.credit,
      credit: l.debit,
      description: l.description,
      // The table's columns are the dimensions' posting-line fields (officeId, tagIds).
      ...Object.fromEntries(lineDimensions.map((d) => [d.field, l[d.lineField]])),
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
 * taking its amounts out of the balances and leaving an audit row. Only for the document that owns
 * it (`forDocument`, see `assertJournalOwner`).
 */
export async function remove(tx: Tx, actor: Actor, journalId: string, forDocument: string | null = null, language: Language = "en") {
  const journal = await findJournal(tx, actor, journalId, true);
  await assertPeriodOpen(tx, actor, journal.date);
  await assertJournalOwner(tx, actor, journal, forDocument, language);
  const lines = await linesOf(tx, actor, journalId);
  await tx.delete(journals).where(and(eq(journals.companyId, actor.companyId), eq(journals.id, journalId)));
  const parsed = lines.map((l) => ({ accountId: l.accountId, officeId: l.officeId, debit: money(l.debit), credit: money(l.credit) }));
  await applyBalanceDeltas(tx, actor.companyId, deltasOf(parsed, journal.date, journal.officeId, -1));
  // Taking out a debit of a cash or bank account lowers it (a deleted receipt): never below zero.
  const debited = parsed.filter((l) => !l.debit.isZero()).map((l) => l.accountId);
  const lowered = loweredAccounts([{ date: journal.date, lines: parsed }], await guardedAccounts(tx, actor.companyId, debited), -1);
  if (lowered.size > 0) await assertNotBelowZero(tx, actor.companyId, lowered, language);
  await audit(tx, actor, "delete", "journal", journalId, { number: journal.number, date: journal.date, total: journal.totalDebit });
}
