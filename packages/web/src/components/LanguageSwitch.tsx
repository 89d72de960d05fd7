import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../app/PreferencesProvider";
import { api } from "../lib/api";
import { sessionStore } from "../lib/session";

/** EN / ID. A signed-in user's choice is also saved to their profile, so mails follow it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  const choose = (language: "en" | "id") => {
    if (language === preferences.language) return;
    update({ language });
    if (sessionStore.get().token) void api.put("auth/profile", { language }, { silent: true }).catch(() => undefined);
  };
  return (
    <Segmented<"en" | "id">
      size="small"
      value={preferences.language}
      onChange={choose}
      aria-label={t("navbar.language")}
      data-testid="language-switch"
      options={[
        { value: "en", label: <span data-testid="language-en" title="English">EN</span> },
        { value: "id", label: <span data-testid="language-id" title="Bahasa Indonesia">ID</span> },
      ]}
    />
  );
}
