import { useQuery } from "@tanstack/react-query";
import { Typography } from "antd";
import { type LookupKind, lookupApi, lookupLabel, lookups } from "../../lib/ledger";

const LABEL_STALE_MS = 5 * 60_000;

/**
 * The label of a record a document line points at (`6105 · Office supplies`), read once per id and
 * shared with the pickers' cache; a dash when there is none or it cannot be read.
 */
export function RecordLabel({ kind, path, id }: { kind?: LookupKind; path?: string; id: string | null | undefined }) {
  const from = path ?? (kind ? lookups[kind].path : "");
  const one = useQuery({
    queryKey: ["lookup", from, "one", id],
    queryFn: () => lookupApi.get(from, id ?? ""),
    enabled: !!id && !!from,
    staleTime: LABEL_STALE_MS,
    retry: false,
  });
  if (!id) return <>—</>;
  if (one.isPending) return <Typography.Text type="secondary">…</Typography.Text>;
  return <>{one.data ? lookupLabel(one.data.data) : "—"}</>;
}
