import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** Payables' texts (purchase invoices, AP posting, vouchers, payments, payment forms, e-Bupot), loaded with its screens. */
export function loadPayablesTexts(): void {
  addTranslations({ en, id });
}
