import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/**
 * The general ledger's texts (chart of accounts, dimensions, journals, drafts, closing), loaded with
 * the ledger's screens rather than with the login page. Every ledger feature's routes call it.
 */
export function loadLedgerTexts(): void {
  addTranslations({ en, id });
}
