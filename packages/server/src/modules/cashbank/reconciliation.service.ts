import { heldBefore } from "../ledger/currency-balances.js";
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
  type StatementImportedAlready,
  type StatementImportResult,
} from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { type Actor, audit } from "../../platform/audit.js";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId, newIds } from "../../platform/ids.js";
import { nextDay, rowsOf } from "../reports/report-context.js";
import { sumsBeforeDates } from "../ledger/balances.js";
import { fieldMessage } from "../../platform/field-errors.js";
import { warn } from "../../platform/warnings.js";
import { arrayText } from "../../db/arrays.js";
import { accountSummary, chooseStatement, readingStatementAccounts, sameAccount } from "./statement-accounts.js";
import { type ParsedStatement, StatementError, type StatementLine, type StatementPart } from "./statement-file.js";
import { lineKeyer } from "./statement-keys.js";

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
  /** An account in a foreign currency (null: base): its statement and lines are in it (DESIGN §13). */
  currency: string | null;
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
        r.status, r.source_format, r.file_name, r.finished_at, r.created_at,
        CASE WHEN c.currency <> (SELECT base_currency FROM companies WHERE id = r.company_id) THEN c.currency END AS currency
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

/** The bank account a statement is imported for, as the import checks it. */
interface ImportTarget {
  subtype: string | null;
  name: string;
  currency: string;
  account_number: string | null;
}

/** A line of no amount (an MT940 bank's note, a verification) moves no money: nothing to match, not imported. */
const movesMoney = (line: { amount: string }) => !/^-?0(\.0+)?$/.test(line.amount);

/** A statement line as a reader gives it, before its number in the reconciliation. */
type LineToWrite = Omit<StatementLine, "line_no">;

/** Statement lines written per statement: the database writes one chunk while the next is read and keyed. */
const LINES_PER_WRITE = 2_000;

/**
 * The lines of a new reconciliation, written a chunk at a time as they come, in file order (one
 * `INSERT … SELECT FROM unnest(…) ON CONFLICT DO NOTHING` each, a line's number its place among the
 * lines written): a chunk is sent and the next one read and keyed while the database writes it. A
 * line whose key the account has (imported before, or by an import of the same lines committing
 * meanwhile: the unique index waits for it) is skipped; what each chunk took is counted.
 */
class StatementLineWriter {
  private keyOf = lineKeyer();
  /** The lines sent, in order, with their keys. */
  lines: LineToWrite[] = [];
  keys: string[] = [];
  imported = 0;
  /** Of each chunk that skipped a line, its first line's number and the numbers it took. */
  private partly: { first: number; count: number; taken: number[] }[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly ctx: DocumentContext,
    private readonly id: string,
    private readonly cashbankId: string,
  ) {}

  /** Writes these next lines, a chunk at a time; answers once the last chunk is sent (not yet written). */
  async write(lines: readonly LineToWrite[]): Promise<void> {
    for (let start = 0; start < lines.length; start += LINES_PER_WRITE) {
      const chunk = lines.slice(start, start + LINES_PER_WRITE);
      const first = this.lines.length + 1;
      const keys = chunk.map(this.keyOf);
      this.lines.push(...chunk);
      this.keys.push(...keys);
      await this.writing;
      this.writing = this.insert(chunk, keys, first);
      // Awaited by the next chunk or `done`; a failure is never left unhandled meanwhile.
      this.writing.catch(() => {});
    }
  }

  private async insert(lines: readonly LineToWrite[], keys: readonly string[], first: number): Promise<void> {
    const { ctx } = this;
    const [written] = rowsOf<{ count: number; taken: number[] | null }>(
      await ctx.tx.execute(sql`
        WITH written AS (
          INSERT INTO cashbank_statement_lines (company_id, id, reconciliation_id, cashbank_id, line_no, date, description, reference, bank_reference, line_key, amount)
          SELECT ${ctx.actor.companyId}::uuid, v.id, ${this.id}::uuid, ${this.cashbankId}::uuid, ${first - 1} + v.n::int, v.date, v.description, v.reference, v.bank_reference, v.line_key, v.amount
          FROM unnest(${arrayText(newIds(lines.length))}::uuid[], ${arrayText(lines.map((l) => l.date))}::date[], ${arrayText(lines.map((l) => l.description))}::text[],
            ${arrayText(lines.map((l) => l.reference))}::text[], ${arrayText(lines.map((l) => l.bank_reference ?? null))}::text[], ${arrayText(keys)}::uuid[],
            ${arrayText(lines.map((l) => l.amount))}::numeric[]) WITH ORDINALITY v (id, date, description, reference, bank_reference, line_key, amount, n)
          ON CONFLICT (company_id, cashbank_id, line_key) DO NOTHING
          RETURNING line_no)
        SELECT count(*)::int AS count, CASE WHEN count(*) < ${lines.length} THEN array_agg(line_no) END AS taken FROM written`),
    );
    this.imported += written?.count ?? 0;
    if (written?.taken || !written?.count) this.partly.push({ first, count: lines.length, taken: written?.taken ?? [] });
  }

  /** Waits for the last chunk; answers, for each line sent, whether it was taken. */
  async done(): Promise<boolean[]> {
    await this.writing;
    const taken = this.lines.map(() => true);
    for (const chunk of this.partly) {
      for (let i = 0; i < chunk.count; i += 1) taken[chunk.first - 1 + i] = false;
      for (const number of chunk.taken) taken[number - 1] = true;
    }
    return taken;
  }

  /** Waits for what is being written, its failure aside (the command fails with what failed first). */
  async settled(): Promise<void> {
    await this.writing?.catch(() => {});
  }

  /** Removes the lines written: the file's statement to import is not the one written as it was read. */
  async discard(): Promise<void> {
    if (this.lines.length === 0) return;
    await this.done();
    await this.ctx.tx.execute(sql`DELETE FROM cashbank_statement_lines WHERE company_id = ${this.ctx.actor.companyId} AND reconciliation_id = ${this.id}::uuid`);
    this.keyOf = lineKeyer();
    this.lines = [];
    this.keys = [];
    this.imported = 0;
    this.partly = [];
  }
}

/**
 * The lines of the account a file gives first, as they are read (its statements in file order),
 * those that move money: written while the rest of the file is read, as the statement to import is
 * most often a file's first (or only) account — when that account may be the one imported
 * (`mayBeImported`: else nothing is taken, and the statement chosen is written once read).
 */
class FirstAccountLines {
  constructor(private readonly mayBeImported: (part: StatementPart) => boolean) {}

  /** The account read first (`joinStatements`' key: its number and currency), once a statement of it has a line. */
  private account: string | null = null;
  /** The statements read so far (the reader's own array, growing), where the lines taken have got to, and which were taken from. */
  private parts: readonly StatementPart[] = [];
  private part = 0;
  private line = 0;
  private readonly takenFrom = new Set<StatementPart>();
  ready: LineToWrite[] = [];

  private static accountOf = (part: StatementPart) => `${part.account ?? ""} ${part.currency ?? ""}`;

  /** Takes the new lines of the statements read so far (the last one may still grow). */
  take(parts: readonly StatementPart[]): void {
    this.parts = parts;
    while (this.part < parts.length) {
      const part = parts[this.part] as StatementPart;
      const account = FirstAccountLines.accountOf(part);
      if (this.account === null && part.lines.length > 0) {
        // Not the statement to import: no other account's keys are written into this one's, even for a while.
        if (!this.mayBeImported(part)) {
          this.part = Number.POSITIVE_INFINITY;
          return;
        }
        this.account = account;
      }
      if (account === this.account) {
        this.takenFrom.add(part);
        for (; this.line < part.lines.length; this.line += 1) {
          const line = part.lines[this.line] as LineToWrite;
          if (movesMoney(line)) this.ready.push(line);
        }
      }
      if (this.part === parts.length - 1) return;
      this.part += 1;
      this.line = 0;
    }
  }

  /**
   * Whether the lines taken (written and ready) are every line of this statement of the file that
   * moves money, in order: it is the account read first (the joined statement of every statement of
   * it in the file), and each statement with lines was taken from exactly when it is of that account
   * as read to the end.
   */
  areAllOf(statement: ParsedStatement): boolean {
    if (this.account === null) return false;
    this.take(this.parts);
    if (`${statement.account ?? ""} ${statement.currency ?? ""}` !== this.account) return false;
    return this.parts.every((part) => part.lines.length === 0 || (FirstAccountLines.accountOf(part) === this.account) === this.takenFrom.has(part));
  }
}

/**
 * Reads the file and writes the lines of the statement to import for this account: the file read
 * (refused naming its line), and of a file of several accounts the one picked or the one of this
 * account's number (else 422 listing them in `data.accounts`). An MT940 is read as it goes, and the
 * lines of its first account are written meanwhile, a chunk at a time; in the end they must be the
 * first lines of the statement chosen, else they are removed and that statement's written.
 */
async function readAndWriteLines(
  ctx: DocumentContext,
  body: StatementImportBody,
  mapping: CsvMapping | null,
  target: ImportTarget,
  writer: StatementLineWriter,
): Promise<ParsedStatement> {
  try {
    const reading = readingStatementAccounts(body.format, body.content, mapping);
    // The account read first may be the one imported: the one picked, or the bank account's own number
    // (in its currency), or any when neither is known (a file of one account).
    const wanted = body.statement_account ?? target.account_number;
    const first = new FirstAccountLines(
      (part) => !part.account || !wanted || (sameAccount(part.account, wanted) && (!!body.statement_account || !part.currency || part.currency.toUpperCase() === target.currency)),
    );
    let step = reading.next();
    while (!step.done) {
      first.take(step.value);
      if (first.ready.length >= LINES_PER_WRITE) await writer.write(first.ready.splice(0));
      step = reading.next();
    }
    const accounts = step.value;
    const chosen = chooseStatement(accounts, body.statement_account, { number: target.account_number, currency: target.currency });
    if (!chosen) {
      const names = accounts.map((a) => [a.account ?? "?", a.currency].filter(Boolean).join(" ")).join(", ");
      const key = body.statement_account ? "statement_account_missing" : accounts.length === 1 ? "statement_other_account" : "statement_choose_account";
      const params = { accounts: names, account: body.statement_account ?? "", own: target.account_number ?? "" };
      throw new AppError(422, key, params, { statement_account: [translate(key, ctx.language, params)] }, {}, { accounts: accounts.map(accountSummary) });
    }
    const lines = chosen.lines.filter(movesMoney);
    if (lines.length === 0) throw new StatementError(1, "statement_reason_empty");
    if (first.areAllOf(chosen)) await writer.write(first.ready);
    else {
      await writer.discard();
      await writer.write(lines);
    }
    return { ...chosen, lines };
  } catch (error) {
    if (error instanceof StatementError) throw error.toAppError(ctx.language);
    throw error;
  }
}

/** A balance the file states wins; one typed is taken only where the file has none (a typed figure that differs is refused). */
function balanceOf(ctx: DocumentContext, field: "opening_balance" | "closing_balance", inFile: string | null, typed: string | null): string | null {
  if (inFile !== null && typed !== null && !Amount.of(inFile).equals(Amount.of(typed))) {
    throw fieldMessage(field, field === "opening_balance" ? "statement_opening_in_file" : "statement_closing_in_file", ctx.language, {
      amount: formatAmount(inFile, ctx.language),
    });
  }
  return inFile ?? typed;
}

/**
 * A reconciliation's figures for the lines it takes of a statement (`taken`, in file order): its
 * opening is the balance just before the first line taken (the statement's opening and the lines
 * before it, imported already), its period starts at that line; the closing stays the statement's.
 */
function figuresOf(lines: readonly StatementLine[], taken: readonly boolean[], opening: string) {
  let before = Amount.of(opening);
  const first = taken.indexOf(true);
  for (const line of lines.slice(0, first)) before = before.plus(line.amount);
  let from: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const date = (lines[i] as StatementLine).date;
    if (taken[i] && (from === null || date < from)) from = date;
  }
  return { opening: before.toString(), from };
}

/** 409: every line of the file is in an import of this account already, named (when, its file, who) in the message and in `data`. */
async function importedAlready(ctx: DocumentContext, cashbankId: string, keys: string[]): Promise<AppError> {
  const [earlier] = rowsOf<{ id: string; at: string; imported_at: string; file_name: string | null; source_format: string; user_name: string | null }>(
    await ctx.tx.execute(sql`
      SELECT r.id, to_char(r.created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') AS at, r.created_at::text AS imported_at, r.file_name, r.source_format, u.user_name
      FROM cashbank_statement_lines s
      JOIN cashbank_reconciliations r ON r.company_id = s.company_id AND r.id = s.reconciliation_id
      LEFT JOIN users u ON u.id = r.created_by
      WHERE s.company_id = ${ctx.actor.companyId} AND s.cashbank_id = ${cashbankId}::uuid AND s.line_key = ANY(${sql.param(keys)}::uuid[])
      ORDER BY r.created_at LIMIT 1`),
  );
  if (!earlier) return new AppError(409, "transaction_conflict");
  const params = { file: earlier.file_name ?? earlier.source_format.toUpperCase(), date: earlier.at, user: earlier.user_name ?? "?" };
  const data: StatementImportedAlready = { reconciliation_id: earlier.id, imported_at: earlier.imported_at, file_name: earlier.file_name, imported_by: earlier.user_name };
  return new AppError(409, "rekon_imported_already", params, undefined, {}, { ...data });
}

/** Warns when a statement does not open where the account's statement before it closed (the last imported up to its first date). */
async function warnIfNotContinuing(ctx: DocumentContext, cashbankId: string, id: string, opening: string, from: string) {
  const [previous] = rowsOf<{ closing_balance: string; statement_date: string; file_name: string | null; source_format: string }>(
    await ctx.tx.execute(sql`
      SELECT closing_balance::text AS closing_balance, statement_date::text AS statement_date, file_name, source_format FROM cashbank_reconciliations
      WHERE company_id = ${ctx.actor.companyId} AND cashbank_id = ${cashbankId}::uuid AND id <> ${id}::uuid AND statement_date <= ${from}::date
      ORDER BY statement_date DESC, created_at DESC LIMIT 1`),
  );
  if (!previous || Amount.of(previous.closing_balance).equals(Amount.of(opening))) return;
  warn(
    translate("statement_opening_differs", ctx.language, {
      opening: formatAmount(opening, ctx.language),
      closing: formatAmount(previous.closing_balance, ctx.language),
      file: previous.file_name ?? previous.source_format.toUpperCase(),
      date: previous.statement_date,
    }),
  );
}

/**
 * Imports a statement file for a bank account as a new open reconciliation with its lines. A line is
 * imported once per account (`lineKeyer`, unique in the database): a file whose every line was imported
 * is refused (409 naming that import), an overlapping one imports its new lines and answers how many it
 * skipped. The statement must be in the account's currency (a CSV is taken to be).
 */
export async function importStatement(ctx: DocumentContext, body: StatementImportBody): Promise<StatementImportResult> {
  const [target] = rowsOf<ImportTarget>(
    await ctx.tx.execute(sql`SELECT a.subtype, c.code || ' ' || c.name AS name, c.currency, c.account_number
      FROM cashbanks c JOIN accounts a ON a.company_id = c.company_id AND a.id = c.account_id
      WHERE c.company_id = ${ctx.actor.companyId} AND c.id = ${body.cashbank_id}::uuid`),
  );
  if (!target) throw fieldMessage("cashbank_id", "cashbank_not_allowed", ctx.language);
  if (target.subtype !== "bank") throw fieldMessage("cashbank_id", "rekon_not_bank", ctx.language);
  const mapping = await mappingFor(ctx, body);
  // The reconciliation first, its figures once the file is read (a file refused on the way rolls it
  // back with the lines written meanwhile: the command is one transaction).
  const id = newId();
  await ctx.tx.execute(sql`
    INSERT INTO cashbank_reconciliations (company_id, id, cashbank_id, statement_date, opening_balance, closing_balance, source_format, file_name, created_by)
    VALUES (${ctx.actor.companyId}, ${id}, ${body.cashbank_id}::uuid, CURRENT_DATE, 0, 0, ${body.format}, ${body.file_name}, ${ctx.actor.userId})`);
  const writer = new StatementLineWriter(ctx, id, body.cashbank_id);
  try {
    const statement = await readAndWriteLines(ctx, body, mapping, target, writer);
    const currency = statement.currency?.toUpperCase() ?? target.currency;
    if (currency !== target.currency) {
      throw fieldMessage("content", "statement_currency_mismatch", ctx.language, { statement: currency, account: target.name, currency: target.currency });
    }
    const opening = balanceOf(ctx, "opening_balance", statement.opening_balance, body.opening_balance);
    const closing = balanceOf(ctx, "closing_balance", statement.closing_balance, body.closing_balance);
    if (opening === null || closing === null) throw fieldMessage("closing_balance", "statement_balance_required", ctx.language);

    const { lines } = statement;
    const taken = await writer.done();
    // What was written is the statement read, line for line (`areAllOf`): never figures of other lines.
    if (taken.length !== lines.length) throw new Error(`${taken.length} statement lines written of the ${lines.length} read`);
    const imported = writer.imported;
    if (imported === 0) throw await importedAlready(ctx, body.cashbank_id, writer.keys);
    // The figures follow the lines taken: the opening just before the first, the period from it.
    const figures = figuresOf(lines, taken, opening);
    const statementDate = body.statement_date ?? statement.statement_date ?? [...lines.map((l) => l.date)].sort().at(-1);
    await ctx.tx.execute(sql`UPDATE cashbank_reconciliations SET statement_date = ${statementDate}::date, date_from = ${figures.from}::date,
        opening_balance = ${figures.opening}::numeric, closing_balance = ${closing}::numeric
      WHERE company_id = ${ctx.actor.companyId} AND id = ${id}::uuid`);
    const skipped = lines.length - imported;
    await warnIfNotContinuing(ctx, body.cashbank_id, id, figures.opening, figures.from ?? statementDate ?? "");
    await audit(ctx.tx, ctx.actor, "create", "cashbank_reconciliation", id, { cashbank_id: body.cashbank_id, format: body.format, lines: imported, skipped });
    return { id, imported, skipped };
  } finally {
    await writer.settled();
  }
}

export async function statementLines(tx: Tx, actor: Actor, id: string): Promise<ReconciliationStatementLine[]> {
  return rowsOf<ReconciliationStatementLine>(
    await tx.execute(sql`SELECT id, line_no, date::text AS date, description, reference, amount::text AS amount, match_id
      FROM cashbank_statement_lines WHERE company_id = ${actor.companyId} AND reconciliation_id = ${id}::uuid ORDER BY line_no`),
  );
}

/**
 * A ledger line's amount as the bank's statement has it: in base, or for an account in a foreign
 * currency its amount in that currency (signed: in positive); and which lines a statement can hold —
 * on a foreign account its lines in that currency (a revaluation's base lines are not bank movements).
 */
const statementAmount = (rec: Pick<ReconciliationRow, "currency">) =>
  rec.currency ? sql`(CASE WHEN l.debit > 0 THEN l.amount_currency ELSE -l.amount_currency END)` : sql`(l.debit - l.credit)`;
const onStatement = (rec: Pick<ReconciliationRow, "currency">) => (rec.currency ? sql` AND l.currency = ${rec.currency}` : sql``);

/**
 * The bank account's ledger lines a reconciliation works with: those matched in it, and those not
 * reconciled anywhere dated up to the statement date (from `from` when given: auto-match's window).
 */
export async function bookLines(tx: Tx, actor: Actor, rec: ReconciliationRow, from: string | null = null, to: string = rec.statement_date): Promise<ReconciliationBookLine[]> {
  return rowsOf<ReconciliationBookLine>(
    await tx.execute(sql`
      SELECT l.journal_id, l.line_no, l.date::text AS date, coalesce(d.number, j.number) AS number, coalesce(l.description, j.description) AS description,
        t.reference, ${statementAmount(rec)}::text AS amount, j.source_type, j.source_id, r.match_id
      FROM journal_lines l
      JOIN journals j ON j.company_id = l.company_id AND j.id = l.journal_id
      LEFT JOIN documents d ON d.company_id = j.company_id AND d.id = j.source_id
      LEFT JOIN cashbank_transactions t ON j.source_type = 'cashbank' AND t.company_id = j.company_id AND t.id = j.source_id
      LEFT JOIN cashbank_reconciled_lines r ON r.company_id = l.company_id AND r.journal_id = l.journal_id AND r.line_no = l.line_no
      WHERE l.company_id = ${actor.companyId} AND l.account_id = ${rec.account_id}::uuid AND l.date <= ${to}::date${onStatement(rec)}
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
      SELECT l.journal_id, l.line_no, l.date::text AS date, ${statementAmount(rec)}::text AS amount FROM journal_lines l
      WHERE l.company_id = ${ctx.actor.companyId} AND l.account_id = ${rec.account_id}::uuid${onStatement(rec)}
        AND l.date >= ${shiftDays(first, -MATCH_WINDOW_DAYS)}::date AND l.date <= ${shiftDays(last, MATCH_WINDOW_DAYS)}::date
        AND ${statementAmount(rec)} IN (SELECT s.amount FROM cashbank_statement_lines s
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
    await ctx.tx.execute(sql`SELECT l.journal_id, l.line_no, ${statementAmount(rec)}::text AS amount FROM journal_lines l
      WHERE l.company_id = ${ctx.actor.companyId} AND l.journal_id = ${journalId}::uuid AND l.account_id = ${rec.account_id}::uuid${onStatement(rec)} ORDER BY l.line_no LIMIT 1`),
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
  // A foreign account's balance in its currency (its statement's), else in base.
  const [sums] = rec.currency ? [] : await sumsBeforeDates(tx, actor.companyId, [nextDay(rec.statement_date)], { accountIds: [rec.account_id] });
  const balance = rec.currency
    ? await heldBefore(tx, actor.companyId, rec.account_id, rec.currency, nextDay(rec.statement_date))
    : sums
      ? Amount.of((sums.debit[0] ?? 0n) - (sums.credit[0] ?? 0n))
      : ZERO_AMOUNT;
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
