import { AppError } from "../errors.js";
import type { AnyDocumentType, DocumentContext, DocumentPosting } from "./document-type.js";
import type { StockCosts } from "../../modules/inventory/stock.js";

/** The ledger's field paths: the journal's lines (`details`, `details.3.debit`, `details.3.account_id`). */
const journalField = /^details(\.\d+\.[a-z_]+)?$/;

/**
 * A ledger refusal of a document's journal, said in the document's terms (DESIGN §4: errors land
 * under the caller's own fields). The journal's line paths mean nothing to a payment or an invoice —
 * its journal's line 0 is not its `details.0` — so they become the message (422
 * `document_journal_refused` with the reasons); other fields (`office_id`) stay. Types whose body
 * lines are their journal's lines one for one (`journalLinesAreDetails`) keep the paths. The
 * document's own fields are checked before posting (core's amount bound), so what reaches this is
 * what only the journal shows (sums past the ledger's bound, a default account turned header).
 */
export function inDocumentTerms(type: AnyDocumentType, error: unknown): unknown {
  if (type.journalLinesAreDetails || !(error instanceof AppError) || !error.errors) return error;
  const entries = Object.entries(error.errors);
  const journal = entries.filter(([field]) => journalField.test(field));
  if (journal.length === 0) return error;
  const rest = Object.fromEntries(entries.filter(([field]) => !journalField.test(field)));
  const reason = [...new Set(journal.flatMap(([, texts]) => texts))].join(" ");
  return new AppError(422, "document_journal_refused", { reason }, Object.keys(rest).length ? rest : undefined);
}

/** The type's journal for a content (see `DocumentType.posting`), its refusals in the document's terms. */
export async function documentPosting(type: AnyDocumentType, content: unknown, ctx: DocumentContext, stock?: StockCosts): Promise<DocumentPosting | null> {
  if (!type.posting) return null;
  try {
    return await type.posting(content, ctx, stock);
  } catch (error) {
    throw inDocumentTerms(type, error);
  }
}
