import { useTranslation } from "react-i18next";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { orderApi, type PurchaseOrder } from "../api";
import { listBasics, ReceiptStateTag } from "../components/common";

const BASE = "/transactions/purchase-order";

/** `/transactions/purchase-order`: orders through their lifecycle, and how much of each has arrived. */
export function OrderListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<PurchaseOrder>
      {...listBasics<PurchaseOrder>(t, "orders", BASE, "order-table")}
      add={[{ to: `${BASE}/add`, label: t("purchasing.orders.add"), resource: "TxPurchaseOrder", testId: "order-add" }]}
      fetch={orderApi.list}
      columns={[
        documentColumns.number(t("purchasing.number")),
        documentColumns.date(t("purchasing.date")),
        { title: t("purchasing.vendor"), dataIndex: "vendor_name", key: "vendor" },
        documentColumns.status(t("purchasing.status")),
        { title: t("purchasing.orders.received"), key: "received", render: (_, row) => (row.status === "approved" ? <ReceiptStateTag state={row.receipt_state} /> : null) },
        documentColumns.amount(t("purchasing.total"), "total"),
      ]}
    />
  );
}
