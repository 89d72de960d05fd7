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
import { orderApi, type PurchaseOrder } from "../api";

const BASE = "/transactions/purchase-order";
const receiptColors = { none: "default", partial: "orange", full: "green" } as const;

export function ReceiptStateTag({ state }: { state: PurchaseOrder["receipt_state"] }) {
  const { t } = useTranslation();
  return <Tag color={receiptColors[state]}>{t(`purchasing.orders.receipt_states.${state}`)}</Tag>;
}

/** `/transactions/purchase-order`: orders through their lifecycle, and how much of each has arrived. */
export function OrderListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [status, setStatus] = useState<DocumentStatus | "all">("all");
  return (
    <>
      <PageHeader
        title={t("purchasing.orders.title")}
        subtitle={t("purchasing.orders.subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.orders.title") }]}
        actions={
          ability.can("create", "TxPurchaseOrder") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${BASE}/add`} data-testid="order-add">
              {t("purchasing.orders.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<PurchaseOrder>
          queryKey={["purchasing", "orders"]}
          fetch={orderApi.list}
          filters={{ status: status === "all" ? undefined : status, sort: "-date" }}
          searchPlaceholder={t("purchasing.orders.search")}
          onOpen={(row) => void navigate(`${BASE}/detail/${row.id}`)}
          testId="order-table"
          toolbar={
            <Space wrap className="list-filters">
              <Select value={status} onChange={setStatus} style={{ width: 200 }} options={statusFilterOptions(t)} aria-label={t("purchasing.status")} />
            </Space>
          }
          columns={[
            { title: t("purchasing.number"), dataIndex: "number", key: "number", render: (v: string | null) => v ?? t("lifecycle.no_number") },
            { title: t("purchasing.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate },
            { title: t("purchasing.vendor"), dataIndex: "vendor_name", key: "vendor" },
            { title: t("purchasing.status"), dataIndex: "status", key: "status", render: (v: DocumentStatus) => <DocumentStatusTag status={v} /> },
            {
              title: t("purchasing.orders.received"),
              key: "received",
              render: (_: unknown, row: PurchaseOrder) => (row.status === "approved" ? <ReceiptStateTag state={row.receipt_state} /> : null),
            },
            { title: t("purchasing.total"), dataIndex: "total", key: "amount", align: "right", sorter: true, render: (v: string) => <Amount value={v} /> },
          ]}
        />
      </Card>
    </>
  );
}
