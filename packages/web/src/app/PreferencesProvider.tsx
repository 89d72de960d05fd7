import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { initI18n } from "../lib/i18n";
import { applyPreferences, loadPreferences, type Preferences, savePreferences } from "./preferences";

interface PreferencesContextValue {
  preferences: Preferences;
  update: (change: Partial<Preferences>) => void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState<Preferences>(() => {
    const loaded = loadPreferences();
    initI18n(loaded.language);
    return loaded;
  });

  const update = useCallback((change: Partial<Preferences>) => {
    // The language (texts and dayjs's month names) switches before the tree renders again, so no
    // date formatted in that render keeps the old language's months.
    if (change.language) initI18n(change.language);
    setPreferences((current) => applyPreferences(current, change));
  }, []);

  useEffect(() => {
    savePreferences(preferences);
    initI18n(preferences.language);
    const root = document.documentElement;
    root.lang = preferences.language;
    root.dir = preferences.rtl ? "rtl" : "ltr";
    root.dataset.skin = preferences.skin;
    root.dataset.layout = preferences.layout;
    root.style.colorScheme = preferences.skin === "dark" ? "dark" : "light";
  }, [preferences]);

  const value = useMemo(() => ({ preferences, update }), [preferences, update]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("usePreferences outside PreferencesProvider");
  return value;
}
