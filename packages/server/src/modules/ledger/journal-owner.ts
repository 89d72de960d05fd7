import type { Language } from "@neraca/core";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { Actor } from "../../platform/audit.js";
import { documentTitle } from "../../platform/documents/registry.js";
import { AppError } from "../../platform/errors.js";

/** The transaction setting that tells the database (0024) which document a reversal or removal acts for. */
export const JOURNAL_OWNER_SETTING = "neraca.journal_owner";

export interface Owner {
  id: string;
  document_type: string;
  number: string | null;
}

/** The document a journal belongs to (a reversal's: its original's), or none. */
export async function journalOwner(tx: Tx, actor: Actor, journal: { id: string; reversalOfId: string | null }): Promise<Owner | null> {
  const result = await tx.execute(sql`
    SELECT d.id, d.document_type, d.number
    FROM journals o
    JOIN documents d ON d.company_id = o.company_id AND d.id = o.source_id AND d.document_type = o.source_type
    WHERE o.company_id = ${actor.companyId} AND o.id = ${journal.reversalOfId ?? journal.id}::uuid`);
  return (result as unknown as { rows: Owner[] }).rows[0] ?? null;
}

/**
 * A document's journal belongs to its document (DESIGN §12): it is reversed or removed only through
 * that document's own cancel, delete or edit, which says so with `forDocument` (its id); the general
 * ledger (`forDocument` null) may change only journals no document owns — manual ones, the year-end
 * closing, and their reversals. Otherwise the invoice would read approved and unpaid while its
 * journal is gone, and the receivable aging would part from the receivable account.
 *
 * The owner of a journal is the document its source names (`source_type` = the document's type,
 * `source_id` its id); a reversal's owner is its original's. The check first tells the database
 * whom this transaction acts for (`neraca.journal_owner`, to commit), so the trigger of 0024 — the
 * wall behind this check, for any statement that bypasses the ledger — lets exactly this through.
 * 409 naming the document (its type in the user's language and its number).
 */
export async function assertJournalOwner(
  tx: Tx,
  actor: Actor,
  journal: { id: string; reversalOfId: string | null },
  forDocument: string | null,
  language: Language,
): Promise<void> {
  await tx.execute(sql`SELECT set_config(${JOURNAL_OWNER_SETTING}, ${forDocument ?? ""}, true)`);
  const owner = await journalOwner(tx, actor, journal);
  if (!owner || owner.id === forDocument) return;
  throw new AppError(409, "journal_owned_by_document", { document: documentTitle(owner.document_type, language), number: owner.number ?? "" });
}
