import { PlusOutlined } from "@ant-design/icons";
import type { DocumentStatus, Resource } from "@neraca/core";
import { Card, DatePicker, Select, Space, type TableProps, Typography } from "antd";
import type { ColumnsType, ColumnType } from "antd/es/table";
import type { Dayjs } from "dayjs";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAbility } from "../../lib/ability";
import type { ListResponse, QueryParams } from "../../lib/api";
import { DATE_FORMAT, DATE_INPUT_FORMATS, formatDate } from "../../lib/dates";
import { Amount } from "../ledger/Amount";
import { RecordSelect } from "../ledger/RecordSelect";
import { LinkButton } from "../LinkButton";
import { PageHeader } from "../PageHeader";
import { ResourceTable } from "../ResourceTable";
import { statusFilterOptions } from "./document-state";
import { DocumentStatusTag } from "./DocumentStatusTag";

type StatusFilter = DocumentStatus | "all";

/** An add button of the list's header, shown to those who may create `resource`. */
export interface AddAction {
  to: string;
  label: ReactNode;
  resource: Resource;
  icon?: ReactNode;
  primary?: boolean;
  testId?: string;
}

/** The common filters a list declares: each is shown only when asked for. */
export interface CommonFilters {
  dateRange?: boolean;
  /** The status filter, starting at this status. */
  status?: StatusFilter;
  contact?: boolean;
  office?: boolean;
  tag?: boolean;
}

export interface DocumentTableProps<T extends { id: string }> {
  queryKey: readonly unknown[];
  fetch: (params: QueryParams) => Promise<ListResponse<T>>;
  columns: ColumnsType<T>;
  /** Where a row opens (its screen). */
  rowPath?: (row: T) => string;
  testId: string;
  searchPlaceholder?: string;
  filters?: CommonFilters;
  /** The page's own filters: their controls, and the query parameters they set. */
  extraFilters?: ReactNode;
  extraParams?: QueryParams;
  /** Rows picked for an action on several at once (posting many draft journals). */
  rowSelection?: TableProps<T>["rowSelection"];
}

/**
 * A document list's table: server-side search, sorting and paging (`ResourceTable`) with the common
 * filters the list declares (date range, status, contact, office, tag) and the page's own.
 */
export function DocumentTable<T extends { id: string }>({
  queryKey,
  fetch,
  columns,
  rowPath,
  testId,
  searchPlaceholder,
  filters = {},
  extraFilters,
  extraParams,
  rowSelection,
}: DocumentTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [status, setStatus] = useState<StatusFilter>(filters.status ?? "all");
  const [contact, setContact] = useState<string | undefined>();
  const [office, setOffice] = useState<string | undefined>();
  const [tag, setTag] = useState<string | undefined>();
  const params: QueryParams = {
    ...(filters.dateRange ? { date_from: range?.[0]?.format(DATE_FORMAT), date_to: range?.[1]?.format(DATE_FORMAT) } : {}),
    ...(filters.status ? { status: status === "all" ? undefined : status } : {}),
    ...(filters.contact ? { contact_id: contact } : {}),
    ...(filters.office ? { office_id: office } : {}),
    ...(filters.tag ? { tag_id: tag } : {}),
    ...extraParams,
  };
  const controls = [
    filters.dateRange && (
      <DatePicker.RangePicker key="range" value={range} onChange={(value) => setRange(value)} format={DATE_INPUT_FORMATS} allowEmpty={[true, true]} aria-label={t("document_list.date_range")} />
    ),
    filters.status && <Select<StatusFilter> key="status" value={status} onChange={setStatus} style={{ width: 190 }} options={statusFilterOptions(t)} aria-label={t("document_list.status")} data-testid="list-status-filter" />,
    filters.contact && <RecordSelect key="contact" kind="contact" allowClear value={contact} onChange={(v: unknown) => setContact((v as string) ?? undefined)} placeholder={t("document_list.contact")} style={{ width: 220 }} />,
    filters.office && <RecordSelect key="office" kind="office" allowClear value={office} onChange={(v: unknown) => setOffice((v as string) ?? undefined)} placeholder={t("document_list.office")} style={{ width: 200 }} />,
    filters.tag && <RecordSelect key="tag" kind="tag" allowClear value={tag} onChange={(v: unknown) => setTag((v as string) ?? undefined)} placeholder={t("document_list.tag")} style={{ width: 180 }} />,
  ].filter(Boolean);
  return (
    <ResourceTable<T>
      queryKey={queryKey}
      fetch={fetch}
      filters={params}
      searchPlaceholder={searchPlaceholder}
      onOpen={rowPath && ((row) => void navigate(rowPath(row)))}
      testId={testId}
      rowSelection={rowSelection}
      toolbar={
        (controls.length > 0 || extraFilters) && (
          <Space wrap className="list-filters">
            {controls}
            {extraFilters}
          </Space>
        )
      }
      columns={columns}
    />
  );
}

export interface DocumentListPageProps<T extends { id: string }> extends DocumentTableProps<T> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The breadcrumb: the menu group, then the menu's title of the list (default: `title`). */
  group: ReactNode;
  trailTitle?: ReactNode;
  add?: readonly AddAction[];
  /** More header actions (settings, upload), before the add buttons. */
  actions?: ReactNode;
  /** Inside the card, above the table (tabs, a banner). */
  above?: ReactNode;
}

/**
 * The list screen of a document type (DESIGN §8, §12), as `MasterDataList` is for master data: the
 * header (title, subtitle, trail), the add actions the user may use, and `DocumentTable`.
 */
export function DocumentListPage<T extends { id: string }>({ title, subtitle, group, trailTitle, add = [], actions, above, ...table }: DocumentListPageProps<T>) {
  const ability = useAbility();
  const adds = add.filter((a) => ability.can("create", a.resource));
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        trail={[{ title: group }, { title: trailTitle ?? title }]}
        actions={
          (actions || adds.length > 0) && (
            <Space wrap>
              {actions}
              {adds.map((a) => (
                <LinkButton key={a.to} type={a.primary === false ? "default" : "primary"} icon={a.icon ?? <PlusOutlined />} to={a.to} data-testid={a.testId}>
                  {a.label}
                </LinkButton>
              ))}
            </Space>
          )
        }
      />
      <Card>
        {above}
        <DocumentTable<T> {...table} />
      </Card>
    </>
  );
}

/** The common columns of document lists, each titled by the caller. */
export const documentColumns = {
  date: <T,>(title: ReactNode, key = "date"): ColumnType<T> => ({ title, dataIndex: key, key, sorter: true, render: formatDate, width: 120 }),
  number: <T,>(title: ReactNode, width = 170): ColumnType<T> => ({
    title,
    dataIndex: "number",
    key: "number",
    sorter: true,
    width,
    render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
  }),
  status: <T,>(title: ReactNode): ColumnType<T> => ({ title, dataIndex: "status", key: "status", width: 130, render: (value: DocumentStatus) => <DocumentStatusTag status={value} /> }),
  amount: <T,>(title: ReactNode, dataIndex: string, { sorter = true, key = "amount" }: { sorter?: boolean; key?: string } = {}): ColumnType<T> => ({
    title,
    dataIndex,
    key,
    sorter,
    align: "right",
    render: (value: string | null) => (value === null ? "—" : <Amount value={value} />),
  }),
};
