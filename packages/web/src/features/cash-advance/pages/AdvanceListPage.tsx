import { PlusOutlined, SettingOutlined } from "@ant-design/icons";
import type { AdvanceSettlementStatus } from "@neraca/core";
import { Button, Card, DatePicker, Select, Space } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { DATE_FORMAT, formatDate } from "../../../lib/dates";
import { advanceApi, type CashAdvance, keys } from "../api";
import { SettingsModal } from "../components/SettingsModal";
import { SettlementTag } from "../components/shared";

type Filter = AdvanceSettlementStatus | "all";

/** `/transactions/cash-advance`: the advances paid, where each stands, and the module's settings. */
export function AdvanceListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [settlement, setSettlement] = useState<Filter>("all");
  const [settings, setSettings] = useState(false);
  const filters = {
    date_from: range?.[0]?.format(DATE_FORMAT),
    date_to: range?.[1]?.format(DATE_FORMAT),
    settlement_status: settlement === "all" ? undefined : settlement,
  };
  return (
    <>
      <PageHeader
        title={t("cash_advance.advance.title")}
        subtitle={t("cash_advance.advance.subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.advance.title") }]}
        actions={
          <Space wrap>
            {ability.can("update", "Setting") && (
              <Button icon={<SettingOutlined />} onClick={() => setSettings(true)} data-testid="cash-advance-settings-open">
                {t("cash_advance.advance.settings")}
              </Button>
            )}
            {ability.can("create", "TxCashAdvance") && (
              <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/cash-advance/add" data-testid="advance-add">
                {t("cash_advance.advance.add")}
              </LinkButton>
            )}
          </Space>
        }
      />
      <Card>
        <ResourceTable<CashAdvance>
          queryKey={keys.of("advance")}
          fetch={advanceApi.list}
          filters={filters}
          searchPlaceholder={t("cash_advance.search")}
          onOpen={(row) => void navigate(`/transactions/cash-advance/detail/${row.id}`)}
          testId="advance-table"
          toolbar={
            <Space wrap className="list-filters">
              <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} format="DD MMM YYYY" allowEmpty={[true, true]} aria-label={t("cash_advance.date_range")} />
              <Select<Filter>
                value={settlement}
                onChange={setSettlement}
                style={{ width: 240 }}
                aria-label={t("cash_advance.fields.settlement")}
                options={[
                  ...(["paid", "realised", "closed"] as const).map((s) => ({ value: s, label: t(`cash_advance.settlement_status.${s}`) })),
                  { value: "all" as const, label: t("cash_advance.all_settlements") },
                ]}
                data-testid="advance-settlement-filter"
              />
            </Space>
          }
          columns={[
            { title: t("cash_advance.fields.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
            { title: t("cash_advance.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 160 },
            { title: t("cash_advance.fields.employee"), dataIndex: "employee_name", key: "employee_name" },
            {
              title: t("cash_advance.fields.request"),
              dataIndex: "request_number",
              key: "request_number",
              render: (value: string | null, row) => (
                <Link to={`/transactions/cash-advance/request/detail/${row.request_id}`} onClick={(event) => event.stopPropagation()}>
                  {value}
                </Link>
              ),
            },
            { title: t("cash_advance.fields.amount"), dataIndex: "amount", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("cash_advance.fields.balance"), dataIndex: "balance", key: "balance", align: "right", render: (v: string) => <Amount value={v} /> },
            {
              title: t("cash_advance.fields.settlement"),
              dataIndex: "settlement_status",
              key: "settlement_status",
              render: (value: AdvanceSettlementStatus, row) => (row.status === "approved" ? <SettlementTag status={value} /> : <DocumentStatusTag status={row.status} />),
            },
          ]}
        />
      </Card>
      <SettingsModal open={settings} onClose={() => setSettings(false)} />
    </>
  );
}
