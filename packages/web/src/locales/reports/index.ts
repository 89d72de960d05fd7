import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** The accounting reports' texts, loaded with the report screens rather than with the login page. */
export function loadReportTexts(): void {
  addTranslations({ en, id });
}
