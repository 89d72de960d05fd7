import dayjs from "dayjs";
import "dayjs/locale/id";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
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
