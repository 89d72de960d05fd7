/** The ledger's shapes: a journal's header, a posting request and its outcome, a posted journal. */
import type { JournalLineResponse, JournalResponse, Language, Posting, PostingLine, TransactionType } from "@neraca/core";
import type { Actor } from "../../platform/audit.js";
import type { AppError } from "../../platform/errors.js";

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
export interface Ready {
  index: number;
  request: PostingRequest;
  lines: readonly PostingLine[];
  journalType: JournalType;
  numberType: TransactionType;
  officeId: string;
  total: string;
  id: string;
}
