import { PlusOutlined } from "@ant-design/icons";
import type { DocumentStatus } from "@neraca/core";
import { Card, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DocumentStatusTag, statusFilterOptions } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { type CashbankRequest, requestApi } from "../api";

/** `/transactions/cashbank/request`: requests for payments through their approval, and whether each is paid. */
export function RequestListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [status, setStatus] = useState<DocumentStatus | "all">("all");
  const [settlement, setSettlement] = useState<"all" | "paid" | "unpaid">("all");
  return (
    <>
      <PageHeader
        title={t("cashbank.requests.title")}
        subtitle={t("cashbank.requests.subtitle")}
        trail={[{ title: t("menu.cash_bank") }, { title: t("menu.cashbank_request") }]}
        actions={
          ability.can("create", "TxCashbankRequest") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/cashbank/request/add" data-testid="request-add">
              {t("cashbank.requests.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<CashbankRequest>
          queryKey={["transactions", "cashbank", "request", "list"]}
          fetch={requestApi.list}
          filters={{ status: status === "all" ? undefined : status, settlement: settlement === "all" ? undefined : settlement }}
          searchPlaceholder={t("cashbank.search")}
          onOpen={(row) => void navigate(`/transactions/cashbank/request/request-detail/${row.id}`)}
          testId="request-table"
          toolbar={
            <Space wrap className="list-filters">
              <Select<DocumentStatus | "all"> value={status} onChange={setStatus} style={{ width: 190 }} options={statusFilterOptions(t)} aria-label={t("cashbank.fields.status")} />
              <Select
                value={settlement}
                onChange={setSettlement}
                style={{ width: 160 }}
                aria-label={t("cashbank.fields.settlement")}
                options={[
                  { value: "all", label: t("cashbank.requests.all") },
                  { value: "paid", label: t("cashbank.paid") },
                  { value: "unpaid", label: t("cashbank.unpaid") },
                ]}
              />
            </Space>
          }
          columns={[
            { title: t("cashbank.fields.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
            { title: t("cashbank.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 170, render: (v: string | null) => v ?? "—" },
            { title: t("cashbank.fields.purpose"), dataIndex: "purpose", key: "description" },
            { title: t("cashbank.fields.wanted_account"), dataIndex: "cashbank_name", key: "cashbank" },
            { title: t("cashbank.fields.total"), dataIndex: "total", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("cashbank.fields.status"), dataIndex: "status", key: "status", width: 130, render: (v: DocumentStatus) => <DocumentStatusTag status={v} /> },
            {
              title: t("cashbank.fields.settlement"),
              key: "settlement",
              width: 150,
              render: (_: unknown, row) =>
                row.status === "approved" ? (
                  <Tag color={row.settlement_status === "paid" ? "green" : "orange"} data-testid="request-settlement">
                    {row.settlement_status === "paid" ? t("cashbank.paid") : t("cashbank.unpaid")}
                  </Tag>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
