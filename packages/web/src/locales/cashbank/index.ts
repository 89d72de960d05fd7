import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** The cash and bank screens' texts, loaded with those screens. */
export function loadCashbankTexts(): void {
  addTranslations({ en, id });
}
