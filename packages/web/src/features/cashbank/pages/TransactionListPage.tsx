import { DownOutlined, PlusOutlined, SwapOutlined } from "@ant-design/icons";
import { type CashbankKind, cashbankKinds } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Dropdown, Segmented, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { type CashbankTransaction, type CashbankTransfer, detailPath, kindPath, transactionApi, transferApi, typeApi } from "../api";

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
  const header = {
    title: t("cashbank.title"),
    subtitle: t("cashbank.subtitle"),
    group: t("menu.cash_bank"),
    trailTitle: t("menu.cashbank_transactions"),
    searchPlaceholder: t("cashbank.search"),
    filters: { status: "all" as const },
    actions: canCreate && (
      <>
        <LinkButton icon={<SwapOutlined />} to="/transactions/cashbank/add/transfer" data-testid="cashbank-add-transfer">
          {t("cashbank.add_transfer")}
        </LinkButton>
        <Dropdown menu={{ items: addItems }} trigger={["click"]}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="cashbank-add">
            {t("cashbank.add")} <DownOutlined />
          </Button>
        </Dropdown>
      </>
    ),
    above: (
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
    ),
  };
  // One page either way (the same component stays: search and status carry over between the tabs).
  return tab === "transactions" ? (
    <DocumentListPage<CashbankTransaction>
      {...header}
      queryKey={["transactions", "cashbank", "list"]}
      fetch={transactionApi.list}
      rowPath={detailPath}
      testId="cashbank-table"
      extraParams={{ kind: kind === "all" ? undefined : kind }}
      extraFilters={
        <Select<CashbankKind | "all">
          value={kind}
          onChange={setKind}
          style={{ width: 170 }}
          options={[{ value: "all", label: t("cashbank.kinds.all") }, ...cashbankKinds.map((k) => ({ value: k, label: t(`cashbank.kinds.${k}`) }))]}
          aria-label={t("cashbank.fields.type")}
        />
      }
      columns={[
        documentColumns.date(t("cashbank.fields.date")),
        documentColumns.number(t("cashbank.fields.number")),
        { title: t("cashbank.fields.type"), key: "type", render: (_, row) => `${t(`cashbank.kinds.${row.kind}`)} · ${row.transaction_type_code}` },
        { title: t("cashbank.fields.cashbank"), key: "cashbank", render: (_, row) => `${row.cashbank_code} · ${row.cashbank_name}` },
        { title: t("cashbank.fields.description"), key: "description", render: (_, row) => row.description ?? row.contact_name ?? "" },
        documentColumns.amount(t("cashbank.fields.total"), "total"),
        documentColumns.status(t("cashbank.fields.status")),
      ]}
    />
  ) : (
    <DocumentListPage<CashbankTransfer>
      {...header}
      queryKey={["transactions", "cashbank", "transfers"]}
      fetch={transferApi.list}
      rowPath={(row) => `/transactions/cashbank/detail/transfer/${row.id}`}
      testId="cashbank-transfer-table"
      columns={[
        documentColumns.date(t("cashbank.fields.date")),
        documentColumns.number(t("cashbank.fields.number")),
        { title: t("cashbank.fields.from"), dataIndex: "from_cashbank_name", key: "from" },
        { title: t("cashbank.fields.to"), dataIndex: "to_cashbank_name", key: "to" },
        documentColumns.amount(t("cashbank.fields.total"), "total", { sorter: false }),
        documentColumns.status(t("cashbank.fields.status")),
      ]}
    />
  );
}
