import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/** Inventory's texts (stock opname, transfers), loaded with its screens. */
export function loadInventoryTexts(): void {
  addTranslations({ en, id });
}
