import dayjs from "dayjs";
import "dayjs/locale/id";
import i18n from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import en from "../locales/en.json";
import id from "../locales/id.json";

export type UiLanguage = "en" | "id";

export const resources = { en: { translation: en }, id: { translation: id } } as const;

export function initI18n(language: UiLanguage): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: "en",
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  dayjs.locale(language === "id" ? "id" : "en");
  return i18n;
}

export const currentLanguage = (): UiLanguage => (i18n.language === "id" ? "id" : "en");

export { i18n };

/**
 * Adds the texts of a lazily loaded group of screens (the ledger's, for example) so they stay out of
 * the login page's bundle. Deep-merged into the one `translation` namespace.
 */
export function addTranslations(bundles: Record<UiLanguage, object>): void {
  for (const language of ["en", "id"] as const) {
    i18n.addResourceBundle(language, "translation", bundles[language], true, true);
  }
}

/** The UI language, re-rendering the caller when it changes. */
export function useUiLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  return instance.language === "id" ? "id" : "en";
}
