import { useQuery } from "@tanstack/react-query";
import { useAbility } from "./ability";
import { api } from "./api";

/** The approval inbox's route and the query key its screens refresh (under `transactions`). */
export const APPROVAL_INBOX = "/transactions/module-approval";
const COUNT_KEY = ["transactions", "module-approval", "count"] as const;

/**
 * How many documents wait for my approval (top bar badge, dashboard link), or null for who may not
 * open the inbox. Refreshed each minute and whenever a document query is invalidated.
 */
export function useApprovalCount(): number | null {
  const allowed = useAbility().can("read", "TxModuleApproval");
  const count = useQuery({
    queryKey: COUNT_KEY,
    queryFn: () => api.get<{ data: { count: number } }>("transactions/module-approval/count", { silent: true }),
    enabled: allowed,
    refetchInterval: 60_000,
  });
  if (!allowed) return null;
  return count.data?.data.count ?? 0;
}
