/** Undoing a journal: its reversal (a mirror posting) or its removal (a source document deleted in an open period). */
import { lineDimensions, type Language, money, Posting } from "@neraca/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { journals } from "../../db/schema/index.js";
import { type Actor, audit } from "../../platform/audit.js";
import { type AppError, conflict } from "../../platform/errors.js";
import { applyBalanceDeltas } from "./balances.js";
import { assertNotBelowZero, guardedAccounts, loweredAccounts } from "./balance-guard.js";
import { assertJournalOwner } from "./journal-owner.js";
import { assertPeriodOpen } from "./periods.js";
import { applyCurrencyDeltas, currencyDeltasOf } from "./currency-balances.js";
import { findJournal, linesOf } from "./ledger.lookup.js";
import { deltasOf } from "./ledger.write.js";
import { post } from "./ledger.post.js";
import type { JournalHeader, PostingRequest } from "./ledger.types.js";

/**
 * Posts the mirror image of a journal (dated `date`, default the original's) and marks it reversed.
 * A journal with a bank line matched in a reconciliation is refused by the database when marked
 * (0022); the lock that check takes is taken first, before the reversal holds balance rows, in the
 * order a reconciliation command takes them (the other way round two of them deadlocked).
 * A document's journal is reversed only by its document's cancel (`forDocument`: its id; null from
 * the general ledger): see `assertJournalOwner`.
 */
export async function reverse(
  tx: Tx,
  actor: Actor,
  journalId: string,
  date: string | null,
  language: Language,
  forDocument: string | null = null,
  /** A manual journal's reversal is a manual posting: the checks on those (budget control) answer it, an error refusing it. */
  check?: (request: PostingRequest) => Promise<AppError | null>,
) {
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
      // A foreign line stays foreign: the same amount in its currency, on the other side.
      currency: l.currency,
      amount_currency: l.amountCurrency,
      rate: l.rate,
      // The table's columns are the dimensions' posting-line fields (officeId, tagIds).
      ...Object.fromEntries(lineDimensions.map((d) => [d.field, l[d.lineField]])),
    })),
  );
  const header: JournalHeader = {
    date: date ?? original.date,
    officeId: original.officeId,
    description: `${language === "id" ? "Pembalik" : "Reversal of"} ${original.number}`,
    journalType: "reversal",
    sourceType: "reversal",
    sourceId: original.id,
    reversalOfId: original.id,
  };
  // A year-end closing's reversal reopens the year: it spends nothing, and nothing checks it as spending.
  const refused = check && original.journalType !== "closing" ? await check({ actor, header, posting, language }) : null;
  if (refused) throw refused;
  const reversal = await post(tx, actor, header, posting, language);
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
  // Its foreign amounts go with it.
  const foreign = lines.map((l) => ({
    accountId: l.accountId,
    officeId: l.officeId,
    debit: money(l.debit),
    foreign: l.currency && l.amountCurrency && l.rate ? { currency: l.currency, amount: money(l.amountCurrency), rate: l.rate } : null,
  }));
  await applyCurrencyDeltas(tx, actor.companyId, currencyDeltasOf(foreign, journal.date, journal.officeId, -1));
  // Taking out a debit of a cash or bank account lowers it (a deleted receipt): never below zero.
  const debited = parsed.filter((l) => !l.debit.isZero()).map((l) => l.accountId);
  const lowered = loweredAccounts([{ date: journal.date, lines: parsed }], await guardedAccounts(tx, actor.companyId, debited), -1);
  if (lowered.size > 0) await assertNotBelowZero(tx, actor.companyId, lowered, language);
  await audit(tx, actor, "delete", "journal", journalId, { number: journal.number, date: journal.date, total: journal.totalDebit });
}
