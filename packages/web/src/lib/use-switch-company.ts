import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { api } from "./api";
import { type SessionData, startSession } from "./session";
import { toast } from "./toast";

/** Makes another of the user's companies the active one; every cached list belonged to the old one. */
export function useSwitchCompany(): (companyId: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (companyId: string) => {
      const answer = await api
        .put<{ message: string; token: string; data: SessionData }>("auth/active-company", { company_id: companyId })
        .catch(() => null);
      if (!answer) return;
      startSession(answer.token, answer.data);
      queryClient.clear();
      toast.success(answer.message);
      await navigate("/dashboard");
    },
    [navigate, queryClient],
  );
}
