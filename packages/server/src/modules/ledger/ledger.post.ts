/** The one door of the ledger (DESIGN §6): every posting is checked here, then written by `ledger.write.ts`. */
import { formatMoney, type Language, type Posting, PostingError, type PostingLine, renderTemplate, type TransactionType, translate } from "@neraca/core";
import type { Tx } from "../../db/client.js";
import type { Actor } from "../../platform/audit.js";
import { AppError } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { prepareYears, rememberYears, yearsKept } from "./balances.js";
import { assertNotBelowZero, loweredAccounts } from "./balance-guard.js";
import type { JournalHeader, JournalType, PostedJournal, PostingOutcome, PostingRequest, Ready } from "./ledger.types.js";
import { lookup, referenceErrors } from "./ledger.lookup.js";
import { lockRows, write } from "./ledger.write.js";
import { presentPosted } from "./ledger.present.js";

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
      case "line_foreign_mismatch":
        add(`details.${problem.line}.${problem.side}`, translate(problem.code, language, { ...problem, side: translate(problem.side === "debit" ? "print_debit" : "print_credit", language).toLowerCase() }));
        break;
      case "line_foreign_invalid":
        add(`details.${problem.line}.currency`, translate(problem.code, language));
        break;
      default:
        add(`details.${problem.line}.debit`, translate(problem.code, language));
    }
  }
  return new AppError(422, "validation_failed", {}, errors);
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
    // A foreign line is in another currency than the base one (DESIGN §13).
    for (const [i, l] of c.lines.entries()) {
      if (l.foreign && l.foreign.currency === known.baseCurrency) errors[`details.${i}.currency`] = [translate("line_foreign_base", language, { currency: l.foreign.currency })];
    }
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
