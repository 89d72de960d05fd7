import { addTranslations } from "../../lib/i18n";
import en from "./en.json";
import id from "./id.json";

/**
 * The texts of the master-data lists of issue 5 (contacts, products, taxes, cash and bank,
 * employees, ports, integrations) and of the settings' integration tokens and default bank, loaded
 * with those screens rather than with the login page.
 */
export function loadMasterDataTexts(): void {
  addTranslations({ en, id });
}
