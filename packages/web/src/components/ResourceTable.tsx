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
}: {
  queryKey: readonly unknown[];
  fetch: (params: QueryParams) => Promise<ListResponse<T>>;
  columns: ColumnsType<T>;
  toolbar?: ReactNode;
  searchPlaceholder?: string;
  onOpen?: (row: T) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<string | undefined>();
  const params: QueryParams = { page, per_page: perPage, q: search || undefined, sort };
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
        locale={{ emptyText: search ? t("table.no_match") : t("table.no_data") }}
        onRow={onOpen ? (row) => ({ onClick: () => onOpen(row), style: { cursor: "pointer" } }) : undefined}
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
