import { PlusOutlined } from "@ant-design/icons";
import { Card, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { formatDate, formatTime } from "../../../lib/dates";
import { type Sourcing, sourcingApi } from "../api";

const BASE = "/transactions/purchase-request";
type Mode = "vendor" | "price";

export function SourcingStatusTag({ status }: { status: Sourcing["status"] }) {
  const { t } = useTranslation();
  return <Tag color={status === "priced" ? "green" : "gold"}>{t(`purchasing.sourcing.statuses.${status}`)}</Tag>;
}

/** `assign-vendor` and `assign-price` lists: the same records, waiting for prices or priced. */
function SourcingList({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Sourcing["status"] | "all">(mode === "price" ? "vendors_assigned" : "all");
  const path = mode === "vendor" ? "assign-vendor" : "assign-price";
  const title = mode === "vendor" ? t("purchasing.sourcing.vendor_title") : t("purchasing.sourcing.price_title");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={mode === "vendor" ? t("purchasing.sourcing.vendor_subtitle") : t("purchasing.sourcing.price_subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title }]}
        actions={
          ability.can(mode === "vendor" ? "create" : "update", "TxPurchaseRequest") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${BASE}/${path}/add`} data-testid="sourcing-add">
              {mode === "vendor" ? t("purchasing.sourcing.assign_vendor") : t("purchasing.sourcing.assign_price")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<Sourcing>
          queryKey={["purchasing", "sourcings", mode]}
          fetch={sourcingApi.list}
          filters={{ status: status === "all" ? undefined : status }}
          searchPlaceholder={t("purchasing.sourcing.search")}
          onOpen={(row) => void navigate(`${BASE}/${path}/detail/${row.id}`)}
          testId="sourcing-table"
          toolbar={
            <Space wrap className="list-filters">
              <Select
                value={status}
                onChange={setStatus}
                style={{ width: 200 }}
                aria-label={t("purchasing.status")}
                options={[
                  { value: "vendors_assigned", label: t("purchasing.sourcing.statuses.vendors_assigned") },
                  { value: "priced", label: t("purchasing.sourcing.statuses.priced") },
                  { value: "all", label: t("lifecycle.all_statuses") },
                ]}
              />
            </Space>
          }
          columns={[
            { title: t("purchasing.requests.one"), dataIndex: "request_number", key: "request" },
            { title: t("purchasing.requests.requester"), dataIndex: "requester", key: "requester" },
            { title: t("purchasing.date"), dataIndex: "date", key: "date", render: formatDate },
            { title: t("purchasing.sourcing.vendors"), dataIndex: "vendor_count", key: "vendors", align: "right" },
            { title: t("purchasing.status"), dataIndex: "status", key: "status", render: (v: Sourcing["status"]) => <SourcingStatusTag status={v} /> },
            { title: t("purchasing.sourcing.priced_at"), dataIndex: "priced_at", key: "priced_at", render: (v: string | null) => (v ? formatTime(v) : "—") },
          ]}
        />
      </Card>
    </>
  );
}

export const AssignVendorListPage = () => <SourcingList mode="vendor" />;
export const AssignPriceListPage = () => <SourcingList mode="price" />;
