import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { api } from "./api";
import { clearSession, sessionStore } from "./session";

/**
 * Spec §4: sign-out ends the session on the server, clears the token, the user data and the
 * company list, then goes to the login page (even if the server could not be reached).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (sessionStore.get().token) {
      await api.post("auth/logout", undefined, { silent: true }).catch(() => undefined);
    } else {
      // Spec §8: signing out without a session is a programming slip worth seeing in the console.
      console.error("Sign-out requested without a session");
    }
    clearSession();
    queryClient.clear();
    await navigate("/auth/login", { replace: true });
  }, [navigate, queryClient]);
}
