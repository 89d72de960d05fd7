import { PlusOutlined } from "@ant-design/icons";
import type { DocumentStatus } from "@neraca/core";
import { Card, Select, Space } from "antd";
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
import { type PurchaseRequest, requestApi } from "../api";
import { ProgressTag } from "../components/common";

const BASE = "/transactions/purchase-request";

/** `/transactions/purchase-request`: requests through their lifecycle, and where each approved one stands. */
export function RequestListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [status, setStatus] = useState<DocumentStatus | "all">("all");
  return (
    <>
      <PageHeader
        title={t("purchasing.requests.title")}
        subtitle={t("purchasing.requests.subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.requests.title") }]}
        actions={
          ability.can("create", "TxPurchaseRequest") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${BASE}/add`} data-testid="request-add">
              {t("purchasing.requests.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<PurchaseRequest>
          queryKey={["purchasing", "requests"]}
          fetch={requestApi.list}
          filters={{ status: status === "all" ? undefined : status, sort: "-date" }}
          searchPlaceholder={t("purchasing.requests.search")}
          onOpen={(row) => void navigate(`${BASE}/detail/${row.id}`)}
          testId="request-table"
          toolbar={
            <Space wrap className="list-filters">
              <Select value={status} onChange={setStatus} style={{ width: 200 }} options={statusFilterOptions(t)} aria-label={t("purchasing.status")} />
            </Space>
          }
          columns={[
            { title: t("purchasing.number"), dataIndex: "number", key: "number", render: (v: string | null) => v ?? t("lifecycle.no_number") },
            { title: t("purchasing.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate },
            { title: t("purchasing.requests.requester"), dataIndex: "requester", key: "requester" },
            { title: t("purchasing.requests.purpose"), dataIndex: "purpose", key: "purpose", ellipsis: true },
            { title: t("purchasing.requests.needed_by"), dataIndex: "needed_by", key: "needed_by", render: formatDate },
            { title: t("purchasing.status"), dataIndex: "status", key: "status", render: (v: DocumentStatus) => <DocumentStatusTag status={v} /> },
            {
              title: t("purchasing.progress_title"),
              key: "progress",
              render: (_: unknown, row: PurchaseRequest) => (row.status === "approved" ? <ProgressTag progress={row.progress} /> : null),
            },
            { title: t("purchasing.requests.estimated_total"), dataIndex: "estimated_total", key: "amount", align: "right", sorter: true, render: (v: string) => <Amount value={v} /> },
          ]}
        />
      </Card>
    </>
  );
}
