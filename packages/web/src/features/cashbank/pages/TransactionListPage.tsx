import { DownOutlined, PlusOutlined, SwapOutlined } from "@ant-design/icons";
import { type CashbankKind, cashbankKinds, type DocumentStatus } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Dropdown, Segmented, Select, Space, Typography } from "antd";
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
import { type CashbankTransaction, type CashbankTransfer, detailPath, kindPath, transactionApi, transferApi, typeApi } from "../api";

type StatusFilter = DocumentStatus | "all";

/**
 * `/transactions/cashbank`: the receipts and payments (and, on the second tab, the transfers) of the
 * cash and bank accounts mapped to the user, by kind and status; new ones by transaction type.
 */
export function TransactionListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [tab, setTab] = useState<"transactions" | "transfers">("transactions");
  const [kind, setKind] = useState<CashbankKind | "all">("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list() });
  const canCreate = ability.can("create", "TxCashbank");
  const addItems = cashbankKinds.map((k) => ({
    key: k,
    type: "group" as const,
    label: t(`cashbank.kinds.${k}`),
    children: (types.data?.data ?? [])
      .filter((x) => x.kind === k && x.is_active)
      .map((x) => ({ key: `${k}/${x.code}`, label: `${x.code} · ${x.name}`, onClick: () => void navigate(`/transactions/cashbank/add/${kindPath(k)}/${encodeURIComponent(x.code)}`) })),
  }));
  const statusValue = status === "all" ? undefined : status;
  return (
    <>
      <PageHeader
        title={t("cashbank.title")}
        subtitle={t("cashbank.subtitle")}
        trail={[{ title: t("menu.cash_bank") }, { title: t("menu.cashbank_transactions") }]}
        actions={
          canCreate && (
            <Space wrap>
              <LinkButton icon={<SwapOutlined />} to="/transactions/cashbank/add/transfer" data-testid="cashbank-add-transfer">
                {t("cashbank.add_transfer")}
              </LinkButton>
              <Dropdown menu={{ items: addItems }} trigger={["click"]}>
                <Button type="primary" icon={<PlusOutlined />} data-testid="cashbank-add">
                  {t("cashbank.add")} <DownOutlined />
                </Button>
              </Dropdown>
            </Space>
          )
        }
      />
      <Card>
        <Segmented
          value={tab}
          onChange={(value) => setTab(value as typeof tab)}
          options={[
            { value: "transactions", label: t("cashbank.tabs.transactions") },
            { value: "transfers", label: t("cashbank.tabs.transfers") },
          ]}
          style={{ marginBottom: 12 }}
          data-testid="cashbank-tabs"
        />
        {tab === "transactions" ? (
          <ResourceTable<CashbankTransaction>
            queryKey={["transactions", "cashbank", "list"]}
            fetch={transactionApi.list}
            filters={{ kind: kind === "all" ? undefined : kind, status: statusValue }}
            searchPlaceholder={t("cashbank.search")}
            onOpen={(row) => void navigate(detailPath(row))}
            testId="cashbank-table"
            toolbar={
              <Space wrap className="list-filters">
                <Select<CashbankKind | "all">
                  value={kind}
                  onChange={setKind}
                  style={{ width: 170 }}
                  options={[{ value: "all", label: t("cashbank.kinds.all") }, ...cashbankKinds.map((k) => ({ value: k, label: t(`cashbank.kinds.${k}`) }))]}
                  aria-label={t("cashbank.fields.type")}
                />
                <Select<StatusFilter> value={status} onChange={setStatus} style={{ width: 190 }} options={statusFilterOptions(t)} aria-label={t("cashbank.fields.status")} />
              </Space>
            }
            columns={[
              { title: t("cashbank.fields.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
              { title: t("cashbank.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 170, render: (v: string | null) => v ?? <Typography.Text type="secondary">—</Typography.Text> },
              { title: t("cashbank.fields.type"), key: "type", render: (_: unknown, row) => `${t(`cashbank.kinds.${row.kind}`)} · ${row.transaction_type_code}` },
              { title: t("cashbank.fields.cashbank"), key: "cashbank", render: (_: unknown, row) => `${row.cashbank_code} · ${row.cashbank_name}` },
              { title: t("cashbank.fields.description"), key: "description", render: (_: unknown, row) => row.description ?? row.contact_name ?? "" },
              { title: t("cashbank.fields.total"), dataIndex: "total", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
              { title: t("cashbank.fields.status"), dataIndex: "status", key: "status", width: 130, render: (v: DocumentStatus) => <DocumentStatusTag status={v} /> },
            ]}
          />
        ) : (
          <ResourceTable<CashbankTransfer>
            queryKey={["transactions", "cashbank", "transfers"]}
            fetch={transferApi.list}
            filters={{ status: statusValue }}
            searchPlaceholder={t("cashbank.search")}
            onOpen={(row) => void navigate(`/transactions/cashbank/detail/transfer/${row.id}`)}
            testId="cashbank-transfer-table"
            columns={[
              { title: t("cashbank.fields.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
              { title: t("cashbank.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 170, render: (v: string | null) => v ?? "—" },
              { title: t("cashbank.fields.from"), dataIndex: "from_cashbank_name", key: "from" },
              { title: t("cashbank.fields.to"), dataIndex: "to_cashbank_name", key: "to" },
              { title: t("cashbank.fields.total"), dataIndex: "total", key: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
              { title: t("cashbank.fields.status"), dataIndex: "status", key: "status", width: 130, render: (v: DocumentStatus) => <DocumentStatusTag status={v} /> },
            ]}
          />
        )}
      </Card>
    </>
  );
}
