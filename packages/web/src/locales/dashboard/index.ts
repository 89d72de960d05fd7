import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** The texts of the dashboard's widgets, loaded with the dashboard. */
export function loadDashboardTexts(): void {
  addTranslations({ en, id });
}
