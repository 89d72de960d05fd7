import { Card, Segmented, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { type OutstandingLine, requestApi } from "../api";

const BASE = "/transactions/purchase-request";

/** `/transactions/purchase-request/outstanding`: approved request lines not yet fully ordered (or awarded). */
export function OutstandingPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [stage, setStage] = useState<"order" | "assign">("order");
  return (
    <>
      <PageHeader
        title={t("purchasing.outstanding.title")}
        subtitle={t("purchasing.outstanding.subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.outstanding.title") }]}
      />
      <Card>
        <ResourceTable<OutstandingLine & { id: string }>
          queryKey={["purchasing", "outstanding"]}
          fetch={async (params) => {
            const answer = await requestApi.outstanding(params);
            return { ...answer, data: answer.data.map((l) => ({ ...l, id: l.request_line_id })) };
          }}
          filters={{ stage }}
          searchPlaceholder={t("purchasing.outstanding.search")}
          testId="outstanding-table"
          toolbar={
            <Space wrap className="list-filters">
              <Segmented
                value={stage}
                onChange={(v) => setStage(v as "order" | "assign")}
                options={[
                  { value: "order", label: t("purchasing.outstanding.to_order") },
                  { value: "assign", label: t("purchasing.outstanding.to_assign") },
                ]}
              />
            </Space>
          }
          columns={[
            {
              title: t("purchasing.requests.one"),
              key: "request",
              render: (_: unknown, l) => <Link to={`${BASE}/detail/${l.request_id}`}>{l.request_number}</Link>,
            },
            { title: t("purchasing.date"), dataIndex: "request_date", render: formatDate },
            { title: t("purchasing.requests.requester"), dataIndex: "requester" },
            { title: t("purchasing.requests.needed_by"), dataIndex: "needed_by", render: formatDate },
            { title: "#", dataIndex: "line_no" },
            { title: t("line_items.product"), key: "item", render: (_: unknown, l) => l.description ?? l.product_name },
            { title: t("line_items.quantity"), dataIndex: "quantity", align: "right" },
            { title: t("purchasing.ordered"), dataIndex: "ordered_quantity", align: "right" },
            { title: t("purchasing.remaining"), dataIndex: "remaining_quantity", align: "right" },
            { title: t("purchasing.outstanding.awarded_open"), dataIndex: "awarded_open_quantity", align: "right" },
            {
              title: t("common.actions"),
              key: "actions",
              render: (_: unknown, l) =>
                ability.can("create", "TxPurchaseRequest") && (
                  <LinkButton size="small" to={`${BASE}/assign-vendor/add?request=${l.request_id}`}>
                    {t("purchasing.sourcing.assign_vendor")}
                  </LinkButton>
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
