import {
  Amount,
  type CsvMapping,
  csvMappingSchema,
  csvPresets,
  formatAmount,
  MATCH_WINDOW_DAYS,
  type StatementImportBody,
  translate,
  ZERO_AMOUNT,
  type AutoMatchResult,
  type ReconciliationBookLine,
  type ReconciliationStatementLine,
  type ReconciliationSummary,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { type Actor, audit } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { nextDay, rowsOf } from "../reports/report-context.js";
import { sumsBeforeDates } from "../ledger/balances.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { parseStatement, StatementError } from "./statement-import.js";

export interface ReconciliationRow {
  id: string;
  cashbank_id: string;
  cashbank_name: string;
  account_id: string;
  statement_date: string;
  date_from: string | null;
  opening_balance: string;
  closing_balance: string;
  status: "open" | "finished";
  source_format: string;
  file_name: string | null;
  finished_at: string | null;
  created_at: string;
}

const ids = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  );

/**
 * A reconciliation; with `lock`, for a command: its row locked, and the company's reconciliation lock
 * taken shared first — the lock the triggers of matches (shared) and of ledger line removals
 * (exclusive) take (0022) — so a command that posts before it matches (a transaction created from a
 * statement line) holds it before its posting holds balance rows, in the order a removal takes them.
 */
export async function findReconciliation(tx: Tx, actor: Actor, id: string, lock = false): Promise<ReconciliationRow> {
  if (lock) await tx.execute(sql`SELECT neraca_reconciliation_lock(${actor.companyId}::uuid, false)`);
  const [row] = rowsOf<ReconciliationRow>(
    await tx.execute(sql`
      SELECT r.id, r.cashbank_id, c.code || ' ' || c.name AS cashbank_name, c.account_id, r.statement_date::text AS statement_date,
        r.date_from::text AS date_from, r.opening_balance::text AS opening_balance, r.closing_balance::text AS closing_balance,
        r.status, r.source_format, r.file_name, r.finished_at, r.created_at
      FROM cashbank_reconciliations r JOIN cashbanks c ON c.company_id = r.company_id AND c.id = r.cashbank_id
      WHERE r.company_id = ${actor.companyId} AND r.id = ${id}::uuid ${lock ? sql`FOR UPDATE OF r` : sql``}`),
  );
  if (!row) throw notFound();
  return row;
}

const assertOpen = (row: ReconciliationRow) => {
  if (row.status !== "open") throw new AppError(409, "rekon_finished_locked");
};

/** The saved CSV mapping of a bank account, a preset's, or the one given (saved when asked). */
async function mappingFor(ctx: DocumentContext, body: StatementImportBody): Promise<CsvMapping | null> {
  if (body.format !== "csv") return null;
  let mapping = body.mapping ?? (body.preset ? csvPresets[body.preset]?.mapping : undefined);
  if (!mapping) {
    const [saved] = rowsOf<{ mapping: unknown }>(
      await ctx.tx.execute(sql`SELECT mapping FROM cashbank_statement_formats WHERE company_id = ${ctx.actor.companyId} AND cashbank_id = ${body.cashbank_id}::uuid`),
    );
    const parsed = csvMappingSchema.safeParse(saved?.mapping);
    mapping = parsed.success ? parsed.data : undefined;
  }
  if (!mapping) throw fieldMessage("mapping", "statement_mapping_required", ctx.language);
  if (body.save_mapping) {
    await ctx.tx.execute(sql`
      INSERT INTO cashbank_statement_formats (company_id, cashbank_id, mapping) VALUES (${ctx.actor.companyId}, ${body.cashbank_id}::uuid, ${JSON.stringify(mapping)}::jsonb)
      ON CONFLICT (company_id, cashbank_id) DO UPDATE SET mapping = EXCLUDED.mapping, updated_at = now()`);
  }
  return mapping;
}

/** The saved CSV mapping of a bank account of this company (null when none is saved; 404 for no such account). */
export async function savedMapping(tx: Tx, actor: Actor, cashbankId: string): Promise<CsvMapping | null> {
  const [saved] = rowsOf<{ mapping: unknown }>(
    await tx.execute(sql`SELECT f.mapping FROM cashbanks c
      LEFT JOIN cashbank_statement_formats f ON f.company_id = c.company_id AND f.cashbank_id = c.id
      WHERE c.company_id = ${actor.companyId} AND c.id = ${cashbankId}::uuid`),
  );
  if (!saved) throw notFound();
  const parsed = csvMappingSchema.safeParse(saved?.mapping);
  return parsed.success ? parsed.data : null;
}

/** Imports a statement file for a bank account as a new open reconciliation with its lines (one statement per 1 000 lines). */
export async function importStatement(ctx: DocumentContext, body: StatementImportBody): Promise<{ id: string; count: number }> {
  const [cashbank] = rowsOf<{ subtype: string | null }>(
    await ctx.tx.execute(sql`SELECT a.subtype FROM cashbanks c JOIN accounts a ON a.company_id = c.company_id AND a.id = c.account_id
      WHERE c.company_id = ${ctx.actor.companyId} AND c.id = ${body.cashbank_id}::uuid`),
  );
  if (!cashbank) throw fieldMessage("cashbank_id", "cashbank_not_allowed", ctx.language);
  if (cashbank.subtype !== "bank") throw fieldMessage("cashbank_id", "rekon_not_bank", ctx.language);
  const mapping = await mappingFor(ctx, body);
  let parsed: ReturnType<typeof parseStatement>;
  try {
    parsed = parseStatement(body.format, body.content, mapping);
  } catch (error) {
    if (error instanceof StatementError) throw error.toAppError(ctx.language);
    throw error;
  }
  const opening = body.opening_balance ?? parsed.opening_balance;
  const closing = body.closing_balance ?? parsed.closing_balance;
  if (opening === null || closing === null) throw fieldMessage("closing_balance", "statement_balance_required", ctx.language);
  const dates = parsed.lines.map((l) => l.date).sort();
  const id = newId();
  await ctx.tx.execute(sql`
    INSERT INTO cashbank_reconciliations (company_id, id, cashbank_id, statement_date, date_from, opening_balance, closing_balance, source_format, file_name, created_by)
    VALUES (${ctx.actor.companyId}, ${id}, ${body.cashbank_id}::uuid, ${body.statement_date ?? parsed.statement_date ?? dates.at(-1)}::date, ${dates[0]}::date,
      ${opening}::numeric, ${closing}::numeric, ${body.format}, ${body.file_name}, ${ctx.actor.userId})`);
  for (let i = 0; i < parsed.lines.length; i += 1000) {
    const values = parsed.lines
      .slice(i, i + 1000)
      .map((l) => sql`(${ctx.actor.companyId}::uuid, ${newId()}::uuid, ${id}::uuid, ${l.line_no}::int, ${l.date}::date, ${l.description}, ${l.reference}, ${l.amount}::numeric)`);
    await ctx.tx.execute(sql`INSERT INTO cashbank_statement_lines (company_id, id, reconciliation_id, line_no, date, description, reference, amount)
      VALUES ${sql.join(values, sql`, `)}`);
  }
  await audit(ctx.tx, ctx.actor, "create", "cashbank_reconciliation", id, { cashbank_id: body.cashbank_id, format: body.format, lines: parsed.lines.length });
  return { id, count: parsed.lines.length };
}

export async function statementLines(tx: Tx, actor: Actor, id: string): Promise<ReconciliationStatementLine[]> {
  return rowsOf<ReconciliationStatementLine>(
    await tx.execute(sql`SELECT id, line_no, date::text AS date, description, reference, amount::text AS amount, match_id
      FROM cashbank_statement_lines WHERE company_id = ${actor.companyId} AND reconciliation_id = ${id}::uuid ORDER BY line_no`),
  );
}

/**
 * The bank account's ledger lines a reconciliation works with: those matched in it, and those not
 * reconciled anywhere dated up to the statement date (from `from` when given: auto-match's window).
 */
export async function bookLines(tx: Tx, actor: Actor, rec: ReconciliationRow, from: string | null = null, to: string = rec.statement_date): Promise<ReconciliationBookLine[]> {
  return rowsOf<ReconciliationBookLine>(
    await tx.execute(sql`
      SELECT l.journal_id, l.line_no, l.date::text AS date, coalesce(d.number, j.number) AS number, coalesce(l.description, j.description) AS description,
        t.reference, (l.debit - l.credit)::text AS amount, j.source_type, j.source_id, r.match_id
      FROM journal_lines l
      JOIN journals j ON j.company_id = l.company_id AND j.id = l.journal_id
      LEFT JOIN documents d ON d.company_id = j.company_id AND d.id = j.source_id
      LEFT JOIN cashbank_transactions t ON j.source_type = 'cashbank' AND t.company_id = j.company_id AND t.id = j.source_id
      LEFT JOIN cashbank_reconciled_lines r ON r.company_id = l.company_id AND r.journal_id = l.journal_id AND r.line_no = l.line_no
      WHERE l.company_id = ${actor.companyId} AND l.account_id = ${rec.account_id}::uuid AND l.date <= ${to}::date
        ${from ? sql`AND l.date >= ${from}::date` : sql``}
        AND (r.reconciliation_id IS NULL OR r.reconciliation_id = ${rec.id}::uuid)
      ORDER BY l.date, l.journal_id, l.line_no`),
  );
}

const shiftDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Days since 1970-01-01 of a YYYY-MM-DD date, read once per line (no Date object, no string built). */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** A ledger line as auto-match needs it; its reference text is read only when several lines fit. */
export type MatchCandidate = Pick<ReconciliationBookLine, "journal_id" | "line_no" | "date" | "amount"> & { match_id?: string | null };

/** A statement line as auto-match needs it. */
export type OpenStatementLine = Pick<ReconciliationStatementLine, "id" | "date" | "reference" | "amount"> & { match_id?: string | null };

/** Unmatched ledger lines by amount (the amount's two-decimal text), each with its day number. */
type AmountIndex = Map<string, { line: MatchCandidate; day: number }[]>;

/** The two-decimal text of an amount; the database's NUMERIC(…, 2) text already is one (no conversion for a million lines). */
const amountKey = (amount: string) => (/^-?\d+\.\d\d$/.test(amount) && amount !== "-0.00" ? amount : Amount.of(amount).toString());

/** Ledger lines of the same amount within the date window of a statement line, not yet taken. */
function fittingFor(byAmount: AmountIndex, s: OpenStatementLine, taken: ReadonlySet<MatchCandidate>, windowDays: number): MatchCandidate[] {
  const day = dayNumber(s.date);
  const fitting: MatchCandidate[] = [];
  for (const c of byAmount.get(amountKey(s.amount)) ?? []) if (!taken.has(c.line) && Math.abs(c.day - day) <= windowDays) fitting.push(c.line);
  return fitting;
}

export function indexByAmount(book: readonly MatchCandidate[] | AmountIndex): AmountIndex {
  if (book instanceof Map) return book;
  const byAmount: AmountIndex = new Map();
  for (const line of book) {
    if (line.match_id) continue;
    const key = amountKey(line.amount);
    const entry = { line, day: dayNumber(line.date) };
    const list = byAmount.get(key);
    if (list) list.push(entry);
    else byAmount.set(key, [entry]);
  }
  return byAmount;
}

/** The journals whose reference text could decide between several fitting lines (statement lines with a reference). */
export function journalsToDisambiguate(statement: readonly OpenStatementLine[], book: readonly MatchCandidate[] | AmountIndex, windowDays = MATCH_WINDOW_DAYS): string[] {
  const byAmount = indexByAmount(book);
  const out = new Set<string>();
  for (const s of statement) {
    if (s.match_id || !s.reference) continue;
    const fitting = fittingFor(byAmount, s, new Set(), windowDays);
    if (fitting.length > 1) for (const b of fitting) out.add(b.journal_id);
  }
  return [...out];
}

/**
 * Pairs each unmatched statement line with the one unreconciled ledger line of the same amount
 * within the date window (a reference in common — the payment's reference, number or description,
 * `references` by journal — wins among several); lines with several fitting candidates are left
 * for the user with their candidates, lines with none are reported. Near linear: the ledger lines
 * are indexed by amount once.
 */
export function planAutoMatch<S extends OpenStatementLine>(
  statement: readonly S[],
  book: readonly MatchCandidate[] | AmountIndex,
  references: ReadonlyMap<string, string> = new Map(),
  windowDays = MATCH_WINDOW_DAYS,
) {
  const byAmount = indexByAmount(book);
  const taken = new Set<MatchCandidate>();
  const pairs: { statement: S; book: MatchCandidate }[] = [];
  const ambiguous: { statement_line_id: string; candidates: MatchCandidate[] }[] = [];
  const unmatched: string[] = [];
  for (const s of statement) {
    if (s.match_id) continue;
    const fitting = fittingFor(byAmount, s, taken, windowDays);
    const reference = s.reference?.toLowerCase();
    const byReference = reference && fitting.length > 1 ? fitting.filter((b) => references.get(b.journal_id)?.includes(reference)) : [];
    const chosen = byReference.length === 1 ? byReference : fitting;
    if (chosen.length === 1) {
      const b = chosen[0] as MatchCandidate;
      taken.add(b);
      pairs.push({ statement: s, book: b });
    } else if (chosen.length > 1) ambiguous.push({ statement_line_id: s.id, candidates: chosen });
    else unmatched.push(s.id);
  }
  return { pairs, ambiguous, unmatched };
}

/** The reference text of journals (the payment's reference, the document's and the journal's number, descriptions), lower case. */
async function referencesOf(tx: Tx, actor: Actor, journalIds: readonly string[]): Promise<Map<string, string>> {
  if (journalIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; text: string }>(
    await tx.execute(sql`
      SELECT j.id, lower(concat_ws(' ', t.reference, d.number, j.number, j.description, t.description)) AS text
      FROM journals j
      LEFT JOIN documents d ON d.company_id = j.company_id AND d.id = j.source_id
      LEFT JOIN cashbank_transactions t ON j.source_type = 'cashbank' AND t.company_id = j.company_id AND t.id = j.source_id
      WHERE j.company_id = ${actor.companyId} AND j.id IN (${ids(journalIds)})`),
  );
  return new Map(rows.map((r) => [r.id, r.text]));
}

export async function autoMatch(ctx: DocumentContext, id: string): Promise<AutoMatchResult> {
  const rec = await findReconciliation(ctx.tx, ctx.actor, id, true);
  assertOpen(rec);
  // The open lines, only what matching needs, put in the statement's order here: sorting in the
  // database spilled to disk at 100 000 lines, while rows read in the order they were imported need
  // next to no sorting.
  const open = rowsOf<OpenStatementLine & { line_no: number }>(
    await ctx.tx.execute(sql`SELECT id, line_no, date::text AS date, reference, amount::text AS amount
      FROM cashbank_statement_lines WHERE company_id = ${ctx.actor.companyId} AND reconciliation_id = ${id}::uuid AND match_id IS NULL`),
  ).sort((a, b) => a.line_no - b.line_no);
  if (open.length === 0) return { matched: 0, ambiguous: [], unmatched: [] };
  let first = (open[0] as OpenStatementLine).date;
  let last = first;
  for (const s of open) {
    if (s.date < first) first = s.date;
    if (s.date > last) last = s.date;
  }
  // Only what matching needs, by the account-and-date index: no joins for the many lines, and only
  // the lines of an amount some open statement line has (no other line can ever fit), so what
  // reaches the server grows with the statement, not with the account's history.
  const book = rowsOf<MatchCandidate>(
    await ctx.tx.execute(sql`
      SELECT l.journal_id, l.line_no, l.date::text AS date, (l.debit - l.credit)::text AS amount FROM journal_lines l
      WHERE l.company_id = ${ctx.actor.companyId} AND l.account_id = ${rec.account_id}::uuid
        AND l.date >= ${shiftDays(first, -MATCH_WINDOW_DAYS)}::date AND l.date <= ${shiftDays(last, MATCH_WINDOW_DAYS)}::date
        AND l.debit - l.credit IN (SELECT s.amount FROM cashbank_statement_lines s
          WHERE s.company_id = ${ctx.actor.companyId} AND s.reconciliation_id = ${rec.id}::uuid AND s.match_id IS NULL)
        AND NOT EXISTS (SELECT 1 FROM cashbank_reconciled_lines r WHERE r.company_id = l.company_id AND r.journal_id = l.journal_id AND r.line_no = l.line_no)`),
  );
  const byAmount = indexByAmount(book);
  const references = await referencesOf(ctx.tx, ctx.actor, journalsToDisambiguate(open, byAmount));
  const plan = planAutoMatch(open, byAmount, references);
  await writeMatches(
    ctx,
    rec.id,
    // A match of one statement line is named by that line (an id of its own, none to make).
    plan.pairs.map((p) => ({ matchId: p.statement.id, statementIds: [p.statement.id], book: [p.book] })),
  );
  await audit(ctx.tx, ctx.actor, "auto_match", "cashbank_reconciliation", id, { matched: plan.pairs.length, ambiguous: plan.ambiguous.length });
  // The candidates the user chooses among, with their numbers (a few at most per line).
  const shown = plan.ambiguous.map((a) => ({ ...a, candidates: a.candidates.slice(0, 20) }));
  const numbers = await numbersOf(ctx.tx, ctx.actor, [...new Set(shown.flatMap((a) => a.candidates.map((c) => c.journal_id)))]);
  return {
    matched: plan.pairs.length,
    ambiguous: shown.map((a) => ({
      statement_line_id: a.statement_line_id,
      candidates: a.candidates.map((c) => ({ journal_id: c.journal_id, line_no: c.line_no, number: numbers.get(c.journal_id) ?? "", date: c.date })),
    })),
    unmatched: plan.unmatched,
  };
}

async function numbersOf(tx: Tx, actor: Actor, journalIds: readonly string[]): Promise<Map<string, string>> {
  if (journalIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; number: string }>(
    await tx.execute(sql`SELECT j.id, coalesce(d.number, j.number) AS number FROM journals j
      LEFT JOIN documents d ON d.company_id = j.company_id AND d.id = j.source_id
      WHERE j.company_id = ${actor.companyId} AND j.id IN (${ids(journalIds)})`),
  );
  return new Map(rows.map((r) => [r.id, r.number]));
}

/**
 * Writes matches: the ledger lines' reconciled rows (a line reconciled twice is refused by the key)
 * and the statement lines' match ids, each in one statement over arrays however many matches there
 * are (statements per chunk of VALUES had the planner scan the statement's lines once per chunk).
 */
async function writeMatches(ctx: DocumentContext, recId: string, matches: { matchId: string; statementIds: string[]; book: Pick<MatchCandidate, "journal_id" | "line_no" | "amount">[] }[]) {
  // In the ledger lines' key order: the check that each is a ledger line (0022) then walks the
  // ledger lines' index in order, not a random page of it per row.
  const book = matches
    .flatMap((m) => m.book.map((b) => ({ matchId: m.matchId, ...b })))
    .sort((a, b) => (a.journal_id < b.journal_id ? -1 : a.journal_id > b.journal_id ? 1 : a.line_no - b.line_no));
  const statement = matches.flatMap((m) => m.statementIds.map((id) => ({ id, matchId: m.matchId })));
  if (book.length === 0) return;
  const array = (values: unknown[]) => sql.param(values);
  await ctx.tx.execute(sql`INSERT INTO cashbank_reconciled_lines (company_id, reconciliation_id, match_id, journal_id, line_no, amount)
    SELECT ${ctx.actor.companyId}::uuid, ${recId}::uuid, v.match_id, v.journal_id, v.line_no, v.amount
    FROM unnest(${array(book.map((b) => b.matchId))}::uuid[], ${array(book.map((b) => b.journal_id))}::uuid[],
      ${array(book.map((b) => b.line_no))}::int[], ${array(book.map((b) => b.amount))}::numeric[]) v (match_id, journal_id, line_no, amount)`);
  await ctx.tx.execute(sql`UPDATE cashbank_statement_lines s SET match_id = v.match_id
    FROM unnest(${array(statement.map((x) => x.id))}::uuid[], ${array(statement.map((x) => x.matchId))}::uuid[]) v (id, match_id)
    WHERE s.company_id = ${ctx.actor.companyId} AND s.reconciliation_id = ${recId}::uuid AND s.id = v.id AND s.match_id IS NULL`);
}

/** A match by hand: statement lines against ledger lines (1:n or n:1) whose sums agree exactly. */
export async function matchByHand(ctx: DocumentContext, id: string, statementIds: string[], refs: { journal_id: string; line_no: number }[]) {
  const rec = await findReconciliation(ctx.tx, ctx.actor, id, true);
  assertOpen(rec);
  const statement = (await statementLines(ctx.tx, ctx.actor, id)).filter((s) => statementIds.includes(s.id));
  if (statement.length !== new Set(statementIds).size) throw notFound();
  const wanted = new Set(refs.map((r) => `${r.journal_id}:${r.line_no}`));
  const book = (await bookLines(ctx.tx, ctx.actor, rec)).filter((b) => wanted.has(`${b.journal_id}:${b.line_no}`));
  if (book.length !== wanted.size) throw notFound();
  if (statement.some((s) => s.match_id) || book.some((b) => b.match_id)) throw new AppError(409, "rekon_line_taken");
  const statementSum = statement.reduce((a, s) => a.plus(s.amount), ZERO_AMOUNT);
  const bookSum = book.reduce((a, b) => a.plus(b.amount), ZERO_AMOUNT);
  if (!statementSum.equals(bookSum)) {
    throw new AppError(422, "rekon_sums_differ", { statement: formatAmount(statementSum.toString(), ctx.language), book: formatAmount(bookSum.toString(), ctx.language) });
  }
  const matchId = newId();
  await writeMatches(ctx, rec.id, [{ matchId, statementIds: statement.map((s) => s.id), book }]);
  await audit(ctx.tx, ctx.actor, "match", "cashbank_reconciliation", id, { match_id: matchId, statement: statement.length, book: book.length });
  return matchId;
}

export async function unmatch(ctx: DocumentContext, id: string, matchId: string) {
  const rec = await findReconciliation(ctx.tx, ctx.actor, id, true);
  assertOpen(rec);
  const removed = rowsOf<{ journal_id: string }>(
    await ctx.tx.execute(sql`DELETE FROM cashbank_reconciled_lines WHERE company_id = ${ctx.actor.companyId} AND reconciliation_id = ${id}::uuid AND match_id = ${matchId}::uuid RETURNING journal_id`),
  );
  if (removed.length === 0) throw notFound();
  await ctx.tx.execute(sql`UPDATE cashbank_statement_lines SET match_id = NULL WHERE company_id = ${ctx.actor.companyId} AND reconciliation_id = ${id}::uuid AND match_id = ${matchId}::uuid`);
  await audit(ctx.tx, ctx.actor, "unmatch", "cashbank_reconciliation", id, { match_id: matchId });
}

/** Links a posted journal's bank line to a statement line (the receipt or payment created from it). */
export async function matchCreated(ctx: DocumentContext, rec: ReconciliationRow, statementLineId: string, journalId: string) {
  const [line] = rowsOf<ReconciliationBookLine>(
    await ctx.tx.execute(sql`SELECT journal_id, line_no, (debit - credit)::text AS amount FROM journal_lines
      WHERE company_id = ${ctx.actor.companyId} AND journal_id = ${journalId}::uuid AND account_id = ${rec.account_id}::uuid ORDER BY line_no LIMIT 1`),
  );
  if (!line) throw notFound();
  await writeMatches(ctx, rec.id, [{ matchId: newId(), statementIds: [statementLineId], book: [line] }]);
}

/**
 * The figures that decide whether it may finish: the ledger balance of the account at the
 * statement date, less the ledger lines of the statement's period not on the statement
 * (outstanding in the books), is the reconciled book balance; it must equal the statement's
 * closing balance, with every statement line matched.
 */
export async function summaryOf(tx: Tx, actor: Actor, rec: ReconciliationRow, statement: ReconciliationStatementLine[], book: ReconciliationBookLine[]): Promise<ReconciliationSummary> {
  const [sums] = await sumsBeforeDates(tx, actor.companyId, [nextDay(rec.statement_date)], { accountIds: [rec.account_id] });
  const balance = sums ? Amount.of((sums.debit[0] ?? 0n) - (sums.credit[0] ?? 0n)) : ZERO_AMOUNT;
  const from = rec.date_from ?? rec.statement_date;
  const outstandingBook = book.filter((b) => !b.match_id && b.date >= from).reduce((a, b) => a.plus(b.amount), ZERO_AMOUNT);
  const unmatched = statement.filter((s) => !s.match_id);
  const outstandingStatement = unmatched.reduce((a, s) => a.plus(s.amount), ZERO_AMOUNT);
  const reconciled = balance.minus(outstandingBook);
  return {
    book_balance: balance.toString(),
    outstanding_book: outstandingBook.toString(),
    outstanding_statement: outstandingStatement.toString(),
    reconciled_balance: reconciled.toString(),
    difference: Amount.of(rec.closing_balance).minus(reconciled).toString(),
    unmatched_statement_lines: unmatched.length,
  };
}

export async function finish(ctx: DocumentContext, id: string) {
  const rec = await findReconciliation(ctx.tx, ctx.actor, id, true);
  assertOpen(rec);
  const statement = await statementLines(ctx.tx, ctx.actor, id);
  const summary = await summaryOf(ctx.tx, ctx.actor, rec, statement, await bookLines(ctx.tx, ctx.actor, rec));
  if (summary.difference !== "0.00" || summary.unmatched_statement_lines > 0) {
    throw new AppError(422, "rekon_not_balanced", {
      statement: formatAmount(rec.closing_balance, ctx.language),
      book: formatAmount(summary.reconciled_balance, ctx.language),
      unmatched: summary.unmatched_statement_lines,
    });
  }
  await ctx.tx.execute(sql`UPDATE cashbank_reconciliations SET status = 'finished', finished_at = now(), finished_by = ${ctx.actor.userId}, updated_at = now()
    WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  await audit(ctx.tx, ctx.actor, "finish", "cashbank_reconciliation", id, { closing_balance: rec.closing_balance });
  return translate("rekon_finished", ctx.language);
}

export async function removeReconciliation(ctx: DocumentContext, id: string) {
  const rec = await findReconciliation(ctx.tx, ctx.actor, id, true);
  assertOpen(rec);
  await ctx.tx.execute(sql`DELETE FROM cashbank_reconciliations WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
  await audit(ctx.tx, ctx.actor, "delete", "cashbank_reconciliation", id, { cashbank_id: rec.cashbank_id });
}

export { ids };
