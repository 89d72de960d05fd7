import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import type { BarAction } from "./DocumentActions";

/** The lifecycle calls the document bar runs (a `documentApi` has them); `A` is a submit's answer. */
export interface LifecycleApi<A extends { message: string } = { message: string }> {
  remove: (id: string) => Promise<{ message: string }>;
  submit: (id: string) => Promise<A>;
  approve: (id: string, note: string | null) => Promise<{ message: string }>;
  reject: (id: string, note: string) => Promise<{ message: string }>;
  cancel: (id: string, note: string | null) => Promise<{ message: string }>;
}

export interface LifecycleOptions<A extends { message: string } = { message: string }> {
  /** Every query under these keys is refreshed after an action (lists, the document, balances). */
  refresh: readonly QueryKey[];
  /** Where a deleted document's screen goes; absent: it stays (its page shows what is left). */
  listPath?: string;
  /** Runs before submitting (saving the typed changes); false stops the submit. */
  beforeSubmit?: () => Promise<boolean>;
  /** Where a submitted document's screen goes (a posted draft journal: its journal); none: it stays. */
  afterSubmit?: (answer: A) => string | null | undefined;
}

/**
 * What the document bar's buttons do (DESIGN §12): the call, the server's message as a toast, and
 * fresh data — or, after a delete, back to the list. Returns the `run` of `DocumentActions`.
 */
export function useLifecycle<A extends { message: string } = { message: string }>(
  documentApi: LifecycleApi<A>,
  { refresh, listPath, beforeSubmit, afterSubmit }: LifecycleOptions<A>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stay = async (message: string) => {
    toast.success(message);
    await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const leave = async (message: string, path: string) => {
    toast.success(message);
    for (const queryKey of refresh) queryClient.removeQueries({ queryKey });
    await navigate(path);
  };
  return async (id: string, action: BarAction, note: string | null): Promise<void> => {
    if (action === "delete") {
      const { message } = await documentApi.remove(id);
      return listPath ? leave(message, listPath) : stay(message);
    }
    if (action === "submit") {
      if (beforeSubmit && !(await beforeSubmit())) throw new Error("not saved");
      const answer = await documentApi.submit(id);
      const next = afterSubmit?.(answer);
      return next ? leave(answer.message, next) : stay(answer.message);
    }
    if (action === "approve") return stay((await documentApi.approve(id, note)).message);
    if (action === "reject") return stay((await documentApi.reject(id, note ?? "")).message);
    return stay((await documentApi.cancel(id, note)).message);
  };
}
