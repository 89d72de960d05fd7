import { type QueryKey, useQuery } from "@tanstack/react-query";

/**
 * One document's answer, under `[...queryKey, id]` (shared by the screen and anything beside it that
 * needs the same answer); nothing is asked while there is no id (a new document).
 */
export function useDocument<T>(api: { get: (id: string) => Promise<{ data: T }> }, queryKey: QueryKey, id: string | undefined) {
  return useQuery({ queryKey: [...queryKey, id], queryFn: () => api.get(id ?? ""), enabled: !!id });
}
