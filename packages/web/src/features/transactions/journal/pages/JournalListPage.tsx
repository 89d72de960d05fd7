import { PlusOutlined } from "@ant-design/icons";
import { Card, DatePicker, Select, Space, Tag, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Amount } from "../../../../components/ledger/Amount";
import { RecordSelect } from "../../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { DATE_FORMAT, formatDate } from "../../../../lib/dates";
import { type JournalStatus, type JournalSummary, type JournalType, journalApi } from "../api";
import { JournalStatusTag } from "../components/JournalStatusTag";

/** `/transactions/journal`: posted journals, by date range, office, status and number or description. */
export function JournalListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [status, setStatus] = useState<JournalStatus | "all">("all");
  const filters = {
    date_from: range?.[0]?.format(DATE_FORMAT),
    date_to: range?.[1]?.format(DATE_FORMAT),
    office_id: officeId ?? undefined,
    status: status === "all" ? undefined : status,
  };

  return (
    <>
      <PageHeader
        title={t("journals.title")}
        subtitle={t("journals.subtitle")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("journals.title") }]}
        actions={
          ability.can("create", "TxJournal") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/journal/add">
              {t("journals.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<JournalSummary>
          queryKey={["transactions", "journal"]}
          fetch={journalApi.list}
          filters={filters}
          searchPlaceholder={t("journals.search")}
          onOpen={(row) => void navigate(`/transactions/journal/detail/${row.id}`)}
          testId="journal-table"
          toolbar={
            <Space wrap className="list-filters">
              <DatePicker.RangePicker
                value={range}
                onChange={(value) => setRange(value)}
                format="DD MMM YYYY"
                allowEmpty={[true, true]}
                aria-label={t("journals.date_range")}
                data-testid="journal-range"
              />
              {ability.can("read", "MdOffice") && (
                <RecordSelect
                  kind="office"
                  value={officeId}
                  onChange={(value) => setOfficeId(typeof value === "string" ? value : null)}
                  placeholder={t("journals.all_offices")}
                  style={{ width: 200 }}
                />
              )}
              <Select<JournalStatus | "all">
                value={status}
                onChange={setStatus}
                style={{ width: 150 }}
                aria-label={t("journals.status")}
                options={[
                  { value: "all", label: t("journals.all_statuses") },
                  { value: "posted", label: t("journals.statuses.posted") },
                  { value: "reversed", label: t("journals.statuses.reversed") },
                ]}
              />
            </Space>
          }
          columns={[
            {
              title: t("journals.number"),
              dataIndex: "number",
              key: "number",
              sorter: true,
              render: (number: string) => <Typography.Text strong>{number}</Typography.Text>,
            },
            { title: t("journals.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate },
            {
              title: t("fields.description"),
              dataIndex: "description",
              key: "description",
              ellipsis: true,
              render: (value: string | null) => value || "—",
            },
            { title: t("lines.office"), dataIndex: "office_name", key: "office_name" },
            {
              title: t("journals.type"),
              dataIndex: "journal_type",
              key: "journal_type",
              render: (value: JournalType) => <Tag>{t(`journals.types.${value}`)}</Tag>,
            },
            {
              title: t("journals.status"),
              dataIndex: "status",
              key: "status",
              render: (value: JournalStatus) => <JournalStatusTag status={value} />,
            },
            {
              title: t("journals.amount"),
              dataIndex: "total",
              key: "total",
              sorter: true,
              align: "right",
              render: (value: string) => <Amount value={value} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
