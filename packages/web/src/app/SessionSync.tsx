import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../lib/api";
import { type SessionData, updateSessionData } from "../lib/session";
import { usePreferences } from "./PreferencesProvider";

/**
 * Refreshes the stored user data from `auth/me` once per visit and whenever the language changes
 * (menus come translated from the server). A 401 ends the session through the API client.
 */
export function SessionSync() {
  const { preferences } = usePreferences();
  const me = useQuery({
    queryKey: ["auth", "me", preferences.language],
    queryFn: () => api.get<{ data: SessionData }>("auth/me", { silent: true }),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (me.data?.data) updateSessionData(me.data.data);
  }, [me.data]);
  return null;
}
