import { PlusOutlined } from "@ant-design/icons";
import { type DocumentStatus, documentStatuses, type Resource } from "@neraca/core";
import { Card, DatePicker, Select, Space, type TableProps, Tag, Typography } from "antd";
import type { ColumnsType, ColumnType } from "antd/es/table";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAbility } from "../../lib/ability";
import { isoDateOrUndefined, oneOf, useAddressFilters } from "../../lib/address-filters";
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

/**
 * The common filters a list declares: each is shown only when asked for, and kept in the address
 * (`date_from`, `date_to`, `status`, `contact_id`, `office_id`, `tag_id`, `due_from`, `due_to`), so a
 * link opens the list filtered.
 */
export interface CommonFilters {
  dateRange?: boolean;
  /** The status filter, starting at this status. */
  status?: StatusFilter;
  /** Every contact, or those of one type (`customer`), under the list's own label. */
  contact?: boolean | { type?: string; label?: string };
  office?: boolean;
  tag?: boolean;
  /** The due-date range: set by a link (the dashboard's aging), shown while set as a tag that removes it. */
  dueDate?: boolean;
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
  const [address, setAddress] = useAddressFilters({
    date_from: undefined,
    date_to: undefined,
    status: filters.status ?? "all",
    contact_id: undefined,
    office_id: undefined,
    tag_id: undefined,
    due_from: undefined,
    due_to: undefined,
  });
  const dateFrom = isoDateOrUndefined(address.date_from);
  const dateTo = isoDateOrUndefined(address.date_to);
  const status = oneOf<StatusFilter>(address.status, ["all", ...documentStatuses], filters.status ?? "all");
  const dueFrom = isoDateOrUndefined(address.due_from);
  const dueTo = isoDateOrUndefined(address.due_to);
  const contact = typeof filters.contact === "object" ? filters.contact : {};
  const params: QueryParams = {
    ...(filters.dateRange ? { date_from: dateFrom, date_to: dateTo } : {}),
    ...(filters.status ? { status: status === "all" ? undefined : status } : {}),
    ...(filters.contact ? { contact_id: address.contact_id } : {}),
    ...(filters.office ? { office_id: address.office_id } : {}),
    ...(filters.tag ? { tag_id: address.tag_id } : {}),
    ...(filters.dueDate ? { due_from: dueFrom, due_to: dueTo } : {}),
    ...extraParams,
  };
  const pick = (key: "contact_id" | "office_id" | "tag_id") => (value: unknown) => setAddress({ [key]: (value as string | null) ?? undefined });
  const controls = [
    filters.dateRange && (
      <DatePicker.RangePicker
        key="range"
        value={dateFrom || dateTo ? [dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null] : null}
        onChange={(value) => setAddress({ date_from: value?.[0]?.format(DATE_FORMAT), date_to: value?.[1]?.format(DATE_FORMAT) })}
        format={DATE_INPUT_FORMATS}
        allowEmpty={[true, true]}
        aria-label={t("document_list.date_range")}
      />
    ),
    filters.status && (
      <Select<StatusFilter> key="status" value={status} onChange={(value) => setAddress({ status: value })} style={{ width: 190 }} options={statusFilterOptions(t)} aria-label={t("document_list.status")} data-testid="list-status-filter" />
    ),
    filters.contact && (
      <RecordSelect
        key="contact"
        kind="contact"
        params={contact.type ? { type: contact.type } : undefined}
        allowClear
        value={address.contact_id}
        onChange={pick("contact_id")}
        placeholder={contact.label ?? t("document_list.contact")}
        aria-label={contact.label ?? t("document_list.contact")}
        style={{ width: 220 }}
        data-testid="list-contact-filter"
      />
    ),
    filters.office && <RecordSelect key="office" kind="office" allowClear value={address.office_id} onChange={pick("office_id")} placeholder={t("document_list.office")} style={{ width: 200 }} />,
    filters.tag && <RecordSelect key="tag" kind="tag" allowClear value={address.tag_id} onChange={pick("tag_id")} placeholder={t("document_list.tag")} style={{ width: 180 }} />,
  ].filter(Boolean);
  // After the page's own filters: the tag says why the list is short, and removes the range.
  const dueTag = filters.dueDate && (dueFrom || dueTo) && (
    <Tag closable color="blue" onClose={() => setAddress({ due_from: null, due_to: null })} data-testid="list-due-filter">
      {dueFrom && dueTo
        ? t("document_list.due_between", { from: formatDate(dueFrom), to: formatDate(dueTo) })
        : dueFrom
          ? t("document_list.due_from", { date: formatDate(dueFrom) })
          : t("document_list.due_to", { date: formatDate(dueTo) })}
    </Tag>
  );
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
        (controls.length > 0 || extraFilters || dueTag) && (
          <Space wrap className="list-filters">
            {controls}
            {extraFilters}
            {dueTag}
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
