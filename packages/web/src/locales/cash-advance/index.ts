import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** The cash-advance screens' texts, loaded with those screens (requests, advances, realisations, refunds, reports). */
export function loadCashAdvanceTexts(): void {
  addTranslations({ en, id });
}
