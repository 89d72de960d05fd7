import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** The budgeting module's texts (budgets, their lines, revisions, spreadsheets), loaded with its screens. */
export function loadBudgetingTexts(): void {
  addTranslations({ en, id });
}
