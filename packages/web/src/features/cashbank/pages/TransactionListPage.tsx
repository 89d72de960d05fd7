import { DownOutlined, PlusOutlined, SwapOutlined } from "@ant-design/icons";
import { cashbankKinds, money } from "@neraca/core";
import type { TFunction } from "i18next";
import { useQuery } from "@tanstack/react-query";
import { Button, Dropdown, Segmented, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { Amount } from "../../../components/ledger/Amount";
import { type CashbankMovement, type CashbankTransfer, kindPath, movementPath, movementsApi, transferApi, typeApi } from "../api";

/** A cash/bank document's kind and type, or the module that made the movement. */
const movementType = (t: TFunction, row: CashbankMovement) =>
  row.source === "cashbank" ? `${t(`cashbank.kinds.${row.kind}`)} · ${row.transaction_type_code ?? ""}` : t(`cashbank.sources.${row.source}`);

/** A cash/bank document's VAT (added) and tax withheld (deducted), so its lines, taxes and total add up in the list too. */
function MovementTaxes({ row }: { row: CashbankMovement }) {
  const vat = row.vat && !money(row.vat).isZero() ? row.vat : null;
  const withheld = row.withholding && !money(row.withholding).isZero() ? money(row.withholding).negated().toFixed(2) : null;
  if (!vat && !withheld) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span data-testid="movement-taxes">
      {vat && <Amount value={vat} />}
      {vat && withheld && " / "}
      {withheld && <Amount value={withheld} />}
    </span>
  );
}

/**
 * `/transactions/cashbank`: the receipts and payments of the cash and bank accounts mapped to the
 * user — this module's, and the sales receipts and purchase payments of theirs — by direction and
 * status (and, on the second tab, the transfers); new ones by transaction type.
 */
export function TransactionListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [tab, setTab] = useState<"transactions" | "transfers">("transactions");
  const [direction, setDirection] = useState<"all" | "in" | "out">("all");
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
    <DocumentListPage<CashbankMovement>
      {...header}
      queryKey={["transactions", "cashbank", "movements"]}
      fetch={movementsApi.list}
      rowPath={movementPath}
      testId="cashbank-table"
      extraParams={{ direction: direction === "all" ? undefined : direction }}
      extraFilters={
        <Select<"all" | "in" | "out">
          value={direction}
          onChange={setDirection}
          style={{ width: 170 }}
          options={(["all", "in", "out"] as const).map((d) => ({ value: d, label: t(`cashbank.directions.${d}`) }))}
          aria-label={t("cashbank.fields.type")}
        />
      }
      columns={[
        documentColumns.date(t("cashbank.fields.date")),
        documentColumns.number(t("cashbank.fields.number")),
        { title: t("cashbank.fields.type"), key: "type", render: (_, row) => movementType(t, row) },
        { title: t("cashbank.fields.cashbank"), key: "cashbank", render: (_, row) => `${row.cashbank_code} · ${row.cashbank_name}` },
        { title: t("cashbank.fields.contact"), key: "contact", render: (_, row) => row.contact_name ?? "—" },
        { title: t("cashbank.fields.description"), key: "description", render: (_, row) => row.description ?? "" },
        { title: t("cashbank.fields.taxes"), key: "taxes", align: "right", render: (_, row) => <MovementTaxes row={row} /> },
        documentColumns.amount(t("cashbank.fields.total"), "total", { key: "total" }),
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
