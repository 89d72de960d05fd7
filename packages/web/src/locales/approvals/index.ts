import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/**
 * The document lifecycle's texts (status tags, the actions bar, the approval panel), the module
 * approval inbox and its settings, loaded with the screens that show documents.
 */
export function loadApprovalTexts(): void {
  addTranslations({ en, id });
}
