import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { Select, type SelectProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QueryParams } from "../../lib/api";
import { type LookupKind, type LookupRecord, lookupApi, lookupLabel, lookups } from "../../lib/ledger";

const SEARCH_DELAY_MS = 250;
const LABEL_STALE_MS = 5 * 60_000;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The query key a looked-up record is kept under (shared with screens that need more of the record, such as a tax's rate). */
export const oneKey = (path: string, id: string) => ["lookup", path, "one", id] as const;

type Value = string | string[] | null | undefined;

export interface RecordSelectProps
  extends Omit<SelectProps<Value>, "value" | "onChange" | "options" | "mode" | "showSearch" | "filterOption"> {
  /** One of the shared lookups (accounts are postable ones), or an API path. */
  kind?: LookupKind;
  path?: string;
  params?: QueryParams;
  value?: Value;
  onChange?: (value: Value) => void;
  multiple?: boolean;
  /** Names already known (a journal's lines carry them), so no request is made for them. */
  labels?: Record<string, string>;
  /** Records that may not be chosen (an account itself as its own parent). */
  exclude?: (record: LookupRecord) => boolean;
}

/**
 * A searchable select over an API list (`GET path?q=`), typing asks the server. The chosen records'
 * names stay shown even when a search no longer lists them: every listed record is kept in the
 * query cache by id, and an id never listed is fetched once (`GET path/:id`).
 */
export function RecordSelect({ kind, path: pathProp, params: paramsProp, value, onChange, multiple, labels, exclude, ...props }: RecordSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const path = pathProp ?? (kind ? lookups[kind].path : "");
  const params = { ...(kind ? lookups[kind].params : {}), ...paramsProp };
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useQuery({
    queryKey: ["lookup", path, "list", params, q],
    queryFn: async () => {
      const answer = await lookupApi.list(path, { ...params, q: q || undefined });
      for (const record of answer.data) queryClient.setQueryData(oneKey(path, record.id), { data: record });
      return answer;
    },
    staleTime: 60_000,
    enabled: !props.disabled,
  });
  const chosen = useMemo(() => (value == null ? [] : Array.isArray(value) ? value : [value]).filter(Boolean), [value]);
  const named = useQueries({
    queries: chosen.map((id) => ({
      queryKey: oneKey(path, id),
      queryFn: () => lookupApi.get(path, id),
      staleTime: LABEL_STALE_MS,
      enabled: !labels?.[id],
      retry: false,
    })),
  });

  const options = useMemo(() => {
    const records = new Map<string, { value: string; label: string; record?: LookupRecord }>();
    chosen.forEach((id, index) => {
      const record = named[index]?.data?.data;
      const label = labels?.[id] ?? (record ? lookupLabel(record) : undefined);
      records.set(id, { value: id, label: label ?? t("lines.unknown_record"), record });
    });
    for (const record of list.data?.data ?? []) {
      if (exclude?.(record)) continue;
      records.set(record.id, { value: record.id, label: lookupLabel(record), record });
    }
    return [...records.values()];
  }, [chosen, named, labels, list.data, exclude, t]);

  return (
    <Select<Value>
      {...props}
      mode={multiple ? "multiple" : undefined}
      value={multiple ? chosen : (value ?? null)}
      onChange={(next) => onChange?.(next ?? null)}
      options={options.map(({ value: id, label }) => ({ value: id, label }))}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => {
        if (!open) setSearch("");
      }}
      loading={list.isFetching}
      notFoundContent={list.isError ? t("lines.lookup_unavailable") : list.isFetching ? t("common.loading") : t("table.no_data")}
      popupMatchSelectWidth={false}
      allowClear={props.allowClear ?? true}
    />
  );
}
