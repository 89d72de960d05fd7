import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** The texts of sales (invoices, payments, Coretax export), loaded with the sales screens. */
export function loadSalesTexts(): void {
  addTranslations({ en, id });
}
