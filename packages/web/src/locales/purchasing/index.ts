import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** Procurement's texts (requests, sourcing, orders, receipts, advances, tracking), loaded with its screens. */
export function loadPurchasingTexts(): void {
  addTranslations({ en, id });
}
