import type { DocumentStatus } from "@neraca/core";
import { DatePicker, Select, Space, Tag, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DocumentStatusTag, statusFilterOptions } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { ResourceTable } from "../../../components/ResourceTable";
import { DATE_FORMAT, formatDate } from "../../../lib/dates";
import { type CashAdvanceRequest, keys, requestApi } from "../api";
import { useAdvanceTypes } from "./shared";

type StatusFilter = DocumentStatus | "all";

/** The requests list, as requesters see it (all of theirs) or approvers (those pending, theirs marked). */
export function RequestTable({ initialStatus, onOpen, testId }: { initialStatus: StatusFilter; onOpen: (row: CashAdvanceRequest) => void; testId: string }) {
  const { t } = useTranslation();
  const { label } = useAdvanceTypes();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [status, setStatus] = useState<StatusFilter>(initialStatus);
  const filters = {
    date_from: range?.[0]?.format(DATE_FORMAT),
    date_to: range?.[1]?.format(DATE_FORMAT),
    status: status === "all" ? undefined : status,
  };
  return (
    <ResourceTable<CashAdvanceRequest>
      queryKey={keys.of("request")}
      fetch={requestApi.list}
      filters={filters}
      searchPlaceholder={t("cash_advance.search")}
      onOpen={onOpen}
      testId={testId}
      toolbar={
        <Space wrap className="list-filters">
          <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} format="DD MMM YYYY" allowEmpty={[true, true]} aria-label={t("cash_advance.date_range")} />
          <Select<StatusFilter> value={status} onChange={setStatus} style={{ width: 200 }} aria-label={t("cash_advance.fields.status")} options={statusFilterOptions(t)} />
        </Space>
      }
      columns={[
        { title: t("cash_advance.fields.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
        {
          title: t("cash_advance.fields.number"),
          dataIndex: "number",
          key: "number",
          sorter: true,
          width: 160,
          render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
        },
        { title: t("cash_advance.fields.employee"), dataIndex: "employee_name", key: "employee_name" },
        { title: t("cash_advance.fields.advance_type"), dataIndex: "advance_type", key: "advance_type", render: (code: string) => label(code) },
        { title: t("cash_advance.fields.purpose_date"), dataIndex: "purpose_date", key: "purpose_date", render: formatDate, width: 120 },
        { title: t("cash_advance.fields.request_amount"), dataIndex: "request_amount", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
        {
          title: t("cash_advance.fields.approved_amount"),
          dataIndex: "approved_amount",
          key: "approved_amount",
          align: "right",
          render: (v: string | null) => (v ? <Amount value={v} /> : "—"),
        },
        {
          title: t("cash_advance.fields.status"),
          dataIndex: "status",
          key: "status",
          render: (value: CashAdvanceRequest["status"], row) => (
            <Space size={4} wrap>
              <DocumentStatusTag status={value} />
              {row.approval.can_act && <Tag color="gold">{t("cash_advance.approval.yours")}</Tag>}
            </Space>
          ),
        },
        {
          title: t("cash_advance.fields.paid_by"),
          dataIndex: "cash_advance_number",
          key: "cash_advance_number",
          render: (value: string | null, row) =>
            value && row.cash_advance_id ? (
              <Link to={`/transactions/cash-advance/detail/${row.cash_advance_id}`} onClick={(event) => event.stopPropagation()}>
                {value}
              </Link>
            ) : (
              "—"
            ),
        },
      ]}
    />
  );
}
