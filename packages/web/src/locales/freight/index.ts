import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** The freight module's texts (charge codes, rate cards, jobs, generation, accruals), loaded with its screens. */
export function loadFreightTexts(): void {
  addTranslations({ en, id });
}
