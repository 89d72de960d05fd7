import { useQuery } from "@tanstack/react-query";
import { Card, Descriptions, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { useAbility } from "../../../../lib/ability";
import { formatPeriod } from "../../../../lib/dates";
import { closingApi } from "../api";
import { ClosingStatusTag } from "../components/ClosingStatusTag";
import { ReopenButton } from "../components/PeriodActions";

/** `/transactions/closing/detail/:id`: one closing: period, closing date and who closed (and reopened). */
export function ClosingDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const query = useQuery({ queryKey: ["transactions", "closing", id], queryFn: () => closingApi.get(id) });
  const closing = query.data?.data;
  return (
    <>
      <PageHeader
        title={closing ? t("closing.detail_title", { period: formatPeriod(closing.period) }) : t("closing.title")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("closing.title") }, { title: t("common.detail") }]}
        actions={
          closing?.status === "closed" &&
          ability.can("create", "TxReopen") && (
            <Space>
              <ReopenButton id={closing.id} period={closing.period} />
            </Space>
          )
        }
      />
      <Card>
        {!closing ? (
          <Skeleton active />
        ) : (
          <Descriptions
            bordered
            column={{ xs: 1, md: 2 }}
            size="small"
            items={[
              { key: "period", label: t("closing.period"), children: formatPeriod(closing.period) },
              { key: "status", label: t("journals.status"), children: <ClosingStatusTag status={closing.status} /> },
              { key: "closing_date", label: t("closing.closing_date"), children: closing.closing_date },
              { key: "closing_by", label: t("closing.closing_by"), children: closing.closing_by ?? "—" },
              { key: "note", label: t("closing.note"), children: closing.note || "—", span: "filled" },
              ...(closing.reopened_at
                ? [
                    { key: "reopened_at", label: t("closing.reopened_at"), children: closing.reopened_at },
                    { key: "reopened_by", label: t("closing.reopened_by"), children: closing.reopened_by ?? "—" },
                    { key: "reason", label: t("closing.reason"), children: closing.reopen_reason ?? "—", span: "filled" as const },
                  ]
                : []),
            ]}
          />
        )}
        <div style={{ marginTop: 16 }}>
          <LinkButton to="/transactions/closing">{t("common.back")}</LinkButton>
        </div>
      </Card>
    </>
  );
}
