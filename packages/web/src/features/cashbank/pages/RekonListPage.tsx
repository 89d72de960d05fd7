import { PlusOutlined } from "@ant-design/icons";
import { Card, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { type ReconciliationListItem, rekonApi } from "../api";
import { formatLabel } from "../statement-import";

/** `/transactions/cashbank/rekon`: the reconciliations of the bank accounts mapped to the user. */
export function RekonListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("cashbank.rekon.title")}
        subtitle={t("cashbank.rekon.subtitle")}
        trail={[{ title: t("menu.cash_bank") }, { title: t("menu.cashbank_rekon") }]}
        actions={
          ability.can("create", "TxRekon") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/cashbank/rekon/add" data-testid="rekon-add">
              {t("cashbank.rekon.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<ReconciliationListItem>
          queryKey={["transactions", "cashbank", "rekon"]}
          fetch={rekonApi.list}
          onOpen={(row) => void navigate(`/transactions/cashbank/rekon/add/${row.id}`)}
          testId="rekon-table"
          columns={[
            { title: t("cashbank.rekon.statement_date"), dataIndex: "statement_date", render: formatDate, width: 140 },
            { title: t("cashbank.fields.cashbank"), dataIndex: "cashbank_name" },
            { title: t("cashbank.rekon.format"), dataIndex: "source_format", render: formatLabel },
            // The file a refused import names as the one that has its lines.
            { title: t("cashbank.rekon.file"), dataIndex: "file_name", render: (v: string | null) => v ?? "" },
            { title: t("cashbank.rekon.closing"), dataIndex: "closing_balance", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("cashbank.rekon.unmatched"), key: "unmatched", render: (_: unknown, row) => `${row.unmatched_count} / ${row.line_count}` },
            {
              title: t("cashbank.fields.status"),
              dataIndex: "status",
              render: (v: "open" | "finished") => <Tag color={v === "finished" ? "green" : "blue"}>{t(`cashbank.rekon.status.${v}`)}</Tag>,
            },
          ]}
        />
      </Card>
    </>
  );
}
