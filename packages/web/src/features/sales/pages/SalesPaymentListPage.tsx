import type { SalesPaymentResponse } from "@neraca/core";
import { useTranslation } from "react-i18next";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { paymentApi } from "../api";

/** `/transactions/sales-payment`: customer payments, by date, customer and deposit account. */
export function SalesPaymentListPage() {
  const { t } = useTranslation();
  const amount = (title: string, dataIndex: string) => documentColumns.amount<SalesPaymentResponse>(title, dataIndex, { sorter: false, key: dataIndex });
  return (
    <DocumentListPage<SalesPaymentResponse>
      title={t("sales.payments")}
      subtitle={t("sales.payments_subtitle")}
      group={t("menu.sales")}
      add={[{ to: "/transactions/sales-payment/invoice", label: t("sales.add_payment"), resource: "TxSalesPayment", testId: "payment-add" }]}
      queryKey={["transactions", "sales-payment"]}
      fetch={paymentApi.list}
      searchPlaceholder={t("sales.search")}
      rowPath={(row) => `/transactions/sales-payment/detail/${row.id}`}
      testId="payment-table"
      filters={{ dateRange: true, contact: { type: "customer", label: t("sales.customer") } }}
      columns={[
        documentColumns.date(t("sales.date")),
        documentColumns.number(t("lifecycle.number"), 160),
        { title: t("sales.receive_from"), dataIndex: "contact_name", key: "contact_name", ellipsis: true },
        { title: t("sales.deposit_to"), dataIndex: "cashbank_name", key: "cashbank_name", ellipsis: true },
        amount(t("sales.received"), "received"),
        amount(t("sales.deduction_total"), "deduction_total"),
        amount(t("sales.applied"), "applied"),
      ]}
    />
  );
}
