import { useTranslation } from "react-i18next";
import { documentColumns, DocumentListPage } from "../../../components/documents";
import { formatDate } from "../../../lib/dates";
import { type PurchaseRequest, requestApi } from "../api";
import { listBasics, ProgressTag } from "../components/common";

const BASE = "/transactions/purchase-request";

/** `/transactions/purchase-request`: requests through their lifecycle, and where each approved one stands. */
export function RequestListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<PurchaseRequest>
      {...listBasics<PurchaseRequest>(t, "requests", BASE, "request-table")}
      add={[{ to: `${BASE}/add`, label: t("purchasing.requests.add"), resource: "TxPurchaseRequest", testId: "request-add" }]}
      fetch={requestApi.list}
      columns={[
        documentColumns.number(t("purchasing.number"), 150),
        documentColumns.date(t("purchasing.date")),
        { title: t("purchasing.requests.requester"), dataIndex: "requester", key: "requester" },
        { title: t("purchasing.requests.purpose"), dataIndex: "purpose", key: "purpose", ellipsis: true, width: 200 },
        { title: t("purchasing.requests.needed_by"), dataIndex: "needed_by", key: "needed_by", render: formatDate },
        documentColumns.status(t("purchasing.status")),
        { title: t("purchasing.progress_title"), key: "progress", render: (_, row) => (row.status === "approved" ? <ProgressTag progress={row.progress} /> : null) },
        documentColumns.amount(t("purchasing.requests.estimated_total"), "estimated_total"),
      ]}
    />
  );
}
