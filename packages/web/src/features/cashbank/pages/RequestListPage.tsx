import { Select, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { type CashbankRequest, requestApi } from "../api";

/** `/transactions/cashbank/request`: requests for payments through their approval, and whether each is paid. */
export function RequestListPage() {
  const { t } = useTranslation();
  const [settlement, setSettlement] = useState<"all" | "paid" | "unpaid">("all");
  return (
    <DocumentListPage<CashbankRequest>
      title={t("cashbank.requests.title")}
      subtitle={t("cashbank.requests.subtitle")}
      group={t("menu.cash_bank")}
      trailTitle={t("menu.cashbank_request")}
      add={[{ to: "/transactions/cashbank/request/add", label: t("cashbank.requests.add"), resource: "TxCashbankRequest", testId: "request-add" }]}
      queryKey={["transactions", "cashbank", "request", "list"]}
      fetch={requestApi.list}
      searchPlaceholder={t("cashbank.search")}
      rowPath={(row) => `/transactions/cashbank/request/request-detail/${row.id}`}
      testId="request-table"
      filters={{ status: "all" }}
      extraParams={{ settlement: settlement === "all" ? undefined : settlement }}
      extraFilters={
        <Select
          value={settlement}
          onChange={setSettlement}
          style={{ width: 160 }}
          aria-label={t("cashbank.fields.settlement")}
          options={[
            { value: "all", label: t("cashbank.requests.all") },
            { value: "paid", label: t("cashbank.paid") },
            { value: "unpaid", label: t("cashbank.unpaid") },
          ]}
        />
      }
      columns={[
        documentColumns.date(t("cashbank.fields.date")),
        documentColumns.number(t("cashbank.fields.number")),
        { title: t("cashbank.fields.purpose"), dataIndex: "purpose", key: "description" },
        { title: t("cashbank.fields.wanted_account"), dataIndex: "cashbank_name", key: "cashbank" },
        documentColumns.amount(t("cashbank.fields.total"), "total"),
        documentColumns.status(t("cashbank.fields.status")),
        {
          title: t("cashbank.fields.settlement"),
          key: "settlement",
          width: 150,
          render: (_, row) =>
            row.status === "approved" ? (
              <Tag color={row.settlement_status === "paid" ? "green" : "orange"} data-testid="request-settlement">
                {row.settlement_status === "paid" ? t("cashbank.paid") : t("cashbank.unpaid")}
              </Tag>
            ) : null,
        },
      ]}
    />
  );
}
