import { SettingOutlined } from "@ant-design/icons";
import type { AdvanceSettlementStatus } from "@neraca/core";
import { Button, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentColumns, DocumentListPage, DocumentStatusTag } from "../../../components/documents";
import { useAbility } from "../../../lib/ability";
import { advanceApi, type CashAdvance, keys } from "../api";
import { SettingsModal } from "../components/SettingsModal";
import { SettlementTag } from "../components/shared";

type Filter = AdvanceSettlementStatus | "all";

/** `/transactions/cash-advance`: the advances paid, where each stands, and the module's settings. */
export function AdvanceListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [settlement, setSettlement] = useState<Filter>("all");
  const [settings, setSettings] = useState(false);
  return (
    <>
      <DocumentListPage<CashAdvance>
        title={t("cash_advance.advance.title")}
        subtitle={t("cash_advance.advance.subtitle")}
        group={t("cash_advance.group")}
        actions={
          ability.can("update", "Setting") && (
            <Button icon={<SettingOutlined />} onClick={() => setSettings(true)} data-testid="cash-advance-settings-open">
              {t("cash_advance.advance.settings")}
            </Button>
          )
        }
        add={[{ to: "/transactions/cash-advance/add", label: t("cash_advance.advance.add"), resource: "TxCashAdvance", testId: "advance-add" }]}
        queryKey={keys.of("advance")}
        fetch={advanceApi.list}
        searchPlaceholder={t("cash_advance.search")}
        rowPath={(row) => `/transactions/cash-advance/detail/${row.id}`}
        testId="advance-table"
        filters={{ dateRange: true }}
        extraParams={{ settlement_status: settlement === "all" ? undefined : settlement }}
        extraFilters={
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
        }
        columns={[
          documentColumns.date(t("cash_advance.fields.date")),
          documentColumns.number(t("cash_advance.fields.number"), 160),
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
          documentColumns.amount(t("cash_advance.fields.amount"), "amount"),
          documentColumns.amount(t("cash_advance.fields.balance"), "balance", { sorter: false, key: "balance" }),
          {
            title: t("cash_advance.fields.settlement"),
            dataIndex: "settlement_status",
            key: "settlement_status",
            render: (value: AdvanceSettlementStatus, row) => (row.status === "approved" ? <SettlementTag status={value} /> : <DocumentStatusTag status={row.status} />),
          },
        ]}
      />
      <SettingsModal open={settings} onClose={() => setSettings(false)} />
    </>
  );
}
