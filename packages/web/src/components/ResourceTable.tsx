import { useQuery } from "@tanstack/react-query";
import { Input, Table, type TableProps } from "antd";
import type { ColumnsType, SorterResult } from "antd/es/table/interface";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListResponse, QueryParams } from "../lib/api";

const PER_PAGE = 10;

/**
 * A list with server-side pagination, search and sorting (DESIGN §8), with the spec's empty
 * states: `No Data Found`, or `No matching records found` while searching.
 */
export function ResourceTable<T extends { id: string }>({
  queryKey,
  fetch,
  columns,
  toolbar,
  searchPlaceholder,
  onOpen,
  testId,
  filters,
  rowSelection,
  summary,
}: {
  queryKey: readonly unknown[];
  fetch: (params: QueryParams) => Promise<ListResponse<T>>;
  columns: ColumnsType<T>;
  toolbar?: ReactNode;
  searchPlaceholder?: string;
  onOpen?: (row: T) => void;
  testId?: string;
  /** Extra query filters (date range, status, …): a change starts again at page 1. */
  filters?: QueryParams;
  rowSelection?: TableProps<T>["rowSelection"];
  summary?: TableProps<T>["summary"];
}) {
  const { t } = useTranslation();
  const filterKey = JSON.stringify(filters ?? {});
  // The page belongs to the filters it was chosen under: other filters start at page 1.
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [perPage, setPerPage] = useState(PER_PAGE);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<string | undefined>();
  const filtering = Object.entries(filters ?? {}).some(([key, value]) => key !== "sort" && value !== undefined && value !== "");
  // A sort the user picks replaces the one the list starts with (`filters.sort`: newest first).
  const params: QueryParams = { ...filters, page, per_page: perPage, q: search || undefined, sort: sort ?? filters?.sort };
  const list = useQuery({ queryKey: [...queryKey, params], queryFn: () => fetch(params) });

  const onChange: TableProps<T>["onChange"] = (pagination, _filters, sorter) => {
    const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const field = one?.order ? String(one.columnKey ?? one.field ?? "") : "";
    setSort(field ? `${one?.order === "descend" ? "-" : ""}${field}` : undefined);
    setPage(pagination.current ?? 1);
    setPerPage(pagination.pageSize ?? PER_PAGE);
  };

  return (
    <>
      <div className="panel-toolbar">
        <Input.Search
          allowClear
          placeholder={searchPlaceholder ?? t("table.search")}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
          data-testid="table-search"
        />
        {toolbar}
      </div>
      <Table<T>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        columns={columns}
        onChange={onChange}
        scroll={{ x: "max-content" }}
        data-testid={testId}
        locale={{ emptyText: search || filtering ? t("table.no_match") : t("table.no_data") }}
        rowSelection={rowSelection}
        summary={summary}
        onRow={
          onOpen
            ? (row) => ({
                onClick: (event) => {
                  // Ticking a row or following a link inside it is not opening it.
                  if ((event.target as HTMLElement).closest(".ant-table-selection-column, a, button")) return;
                  onOpen(row);
                },
                style: { cursor: "pointer" },
              })
            : undefined
        }
        pagination={{
          current: page,
          pageSize: perPage,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100],
          showTotal: (total) => t("table.total", { count: total }),
        }}
      />
    </>
  );
}
