import { keepPreviousData, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusOutlined } from "@ant-design/icons";
import { Button, Divider, Select, type SelectProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QueryParams } from "../../lib/api";
import { type LookupKind, type LookupRecord, lookupApi, lookupLabel, lookups } from "../../lib/ledger";
import { rankRecords } from "../../lib/record-ranking";
import { type CreatedRecord, QuickCreateModal, useQuickCreate } from "../QuickCreate";
import { EmptyPickList } from "../EmptyPickList";

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
  /** The master data's API path when the list comes from another route (`transactions/cash-advance-request/employee` lists employees): an empty list says what to add, and where. */
  source?: string;
  /**
   * "+ Add …" under the options opens the record's master-data form in a modal (when one is registered
   * for this path and the roles may create it); the saved record is chosen. `initialValues` start the
   * form (a customer select's new contact is a customer).
   */
  quickCreate?: boolean | { initialValues?: Record<string, unknown> };
}

/**
 * A searchable select over an API list (`GET path?q=`), typing asks the server. The chosen records'
 * names stay shown even when a search no longer lists them: every listed record is kept in the
 * query cache by id, and an id never listed is fetched once (`GET path/:id`).
 *
 * Options are ranked for what is typed (`rankRecords`: code prefix, code contains, name), the chosen
 * records only after every listed one, so the first option is the best match. Enter takes it, also
 * when pressed before the server has answered the search: the pick waits for the answer.
 */
export function RecordSelect({ kind, path: pathProp, params: paramsProp, value, onChange, multiple, labels, exclude, source, quickCreate, ...props }: RecordSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const path = pathProp ?? (kind ? lookups[kind].path : "");
  const params = { ...(kind ? lookups[kind].params : {}), ...paramsProp };
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState(false);
  const [pickPending, setPickPending] = useState(false);
  const [creating, setCreating] = useState(false);
  const creator = useQuickCreate(source ?? path, !!quickCreate && !props.disabled);
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
    // The last answer stays listed (ranked for the new text) while the next search is asked.
    placeholderData: keepPreviousData,
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
    const records = new Map<string, { value: string; label: string }>();
    const listed = (list.data?.data ?? []).filter((record) => !exclude?.(record));
    for (const record of rankRecords(listed, search)) records.set(record.id, { value: record.id, label: lookupLabel(record) });
    chosen.forEach((id, index) => {
      if (records.has(id)) return;
      const record = named[index]?.data?.data;
      const label = labels?.[id] ?? (record ? lookupLabel(record) : undefined);
      records.set(id, { value: id, label: label ?? t("lines.unknown_record") });
    });
    return [...records.values()];
  }, [chosen, named, labels, list.data, exclude, search, t]);

  const answered = !list.isFetching && q === search.trim();
  const close = () => {
    setOpen(false);
    setSearch("");
  };
  const pick = (id: string) => {
    onChange?.(multiple ? [...new Set([...chosen, id])] : id);
    close();
  };
  useEffect(() => {
    if (!pickPending || !answered) return;
    setPickPending(false);
    const first = options[0];
    if (first && list.data?.data.some((record) => record.id === first.value)) pick(first.value);
  });

  const created = (record: CreatedRecord) => {
    queryClient.setQueryData(oneKey(path, record.id), { data: record });
    setCreating(false);
    pick(record.id);
    // As picking it from the list would: a customer's address fills the invoice's bill-to.
    props.onSelect?.(record.id, { value: record.id, label: lookupLabel(record as LookupRecord) });
  };
  const select = (
    <Select<Value>
      {...props}
      mode={multiple ? "multiple" : undefined}
      value={multiple ? chosen : (value ?? null)}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch("");
      }}
      onInputKeyDown={(event) => {
        props.onInputKeyDown?.(event);
        // Typed faster than the server answers: Enter waits for the answer, then takes its best match.
        if (event.key !== "Enter" || !search.trim() || answered) return;
        event.preventDefault();
        event.stopPropagation();
        setPickPending(true);
      }}
      loading={list.isFetching}
      notFoundContent={
        list.isError ? (
          t("lines.lookup_unavailable")
        ) : list.isFetching ? (
          t("common.loading")
        ) : !q && list.data?.data.length === 0 ? (
          <EmptyPickList path={source ?? path} />
        ) : (
          t("table.no_data")
        )
      }
      popupMatchSelectWidth={false}
      allowClear={props.allowClear ?? true}
      popupRender={
        creator
          ? (menu) => (
              <>
                {menu}
                <Divider style={{ margin: "4px 0" }} />
                <Button
                  type="text"
                  block
                  icon={<PlusOutlined />}
                  style={{ textAlign: "start" }}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    close();
                    setCreating(true);
                  }}
                  data-testid="quick-create"
                >
                  {t(creator.label)}
                </Button>
              </>
            )
          : props.popupRender
      }
    />
  );
  if (!creator) return select;
  return (
    <>
      {select}
      <QuickCreateModal
        entry={creator}
        open={creating}
        initialValues={typeof quickCreate === "object" ? quickCreate.initialValues : undefined}
        onClose={() => setCreating(false)}
        onSaved={created}
      />
    </>
  );
}
