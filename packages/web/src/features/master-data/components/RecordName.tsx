import { matchScreen } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Typography } from "antd";
import { useAbility } from "../../../lib/ability";
import { lookupApi, lookupLabel } from "../../../lib/ledger";

const LABEL_STALE_MS = 5 * 60_000;

/**
 * The name of a referenced record in a list cell (`1101.01 · Kas kecil`), fetched once per id and
 * shared with the record pickers' cache; a dash when there is none or it cannot be read (not asked
 * for when the roles may not read that list: its screen's permission says so).
 */
export function RecordName({
  path,
  id,
  enabled = true,
  short = false,
}: {
  path: string;
  id: string | null | undefined;
  enabled?: boolean;
  /** Only the code, the full label on hover (narrow columns). */
  short?: boolean;
}) {
  const ability = useAbility();
  const permission = matchScreen(`/${path}`)?.permission;
  const readable = enabled && (!permission || ability.can(permission.action, permission.resource));
  const one = useQuery({
    queryKey: ["lookup", path, "one", id],
    queryFn: () => lookupApi.get(path, id ?? ""),
    enabled: readable && !!id,
    staleTime: LABEL_STALE_MS,
    retry: false,
  });
  if (!id || !readable) return <>—</>;
  if (one.isPending) return <Typography.Text type="secondary">…</Typography.Text>;
  if (!one.data) return <>—</>;
  const label = lookupLabel(one.data.data);
  return short && one.data.data.code ? (
    <span title={label} className="nowrap">
      {one.data.data.code}
    </span>
  ) : (
    label
  );
}
