import { PlusOutlined } from "@ant-design/icons";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Amount } from "../../../../components/ledger/Amount";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { formatDate } from "../../../../lib/dates";
import { type BeginningBalance, beginningBalanceApi } from "../api";

/** `/transactions/beginning-balance`: the opening balances, each posted as an opening journal. */
export function BeginningBalanceListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("beginning_balances.title")}
        subtitle={t("beginning_balances.subtitle")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("beginning_balances.title") }]}
        actions={
          ability.can("create", "TxBeginningBalance") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/beginning-balance/add">
              {t("beginning_balances.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<BeginningBalance>
          queryKey={["transactions", "beginning-balance"]}
          fetch={beginningBalanceApi.list}
          onOpen={(row) => void navigate(`/transactions/beginning-balance/detail/${row.id}`)}
          testId="beginning-balance-table"
          columns={[
            { title: t("beginning_balances.cut_off_date"), dataIndex: "date", key: "date", render: formatDate, width: 150 },
            { title: t("fields.description"), dataIndex: "description", key: "description", render: (v: string | null) => v || "—" },
            { title: t("templates.lines"), key: "lines", align: "right", width: 80, render: (_: unknown, row) => row.details.length },
            { title: t("lines.debit"), dataIndex: "total_debit", key: "total_debit", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("lines.credit"), dataIndex: "total_credit", key: "total_credit", align: "right", render: (v: string) => <Amount value={v} /> },
            {
              title: t("beginning_balances.journal"),
              dataIndex: "journal_number",
              key: "journal_number",
              render: (number: string | null, row) =>
                number && row.journal_id ? (
                  <Link to={`/transactions/journal/detail/${row.journal_id}`}>{number}</Link>
                ) : (
                  "—"
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
