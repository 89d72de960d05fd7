import { useTranslation } from "react-i18next";
import { DocumentListPage } from "../../../components/documents";
import type { CashAdvanceRequest } from "../api";
import { useRequestTable } from "../components/RequestTable";

/** `/transactions/cash-advance/request`: every request, newest states first by the status filter. */
export function RequestListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<CashAdvanceRequest>
      title={t("cash_advance.request.title")}
      subtitle={t("cash_advance.request.subtitle")}
      group={t("cash_advance.group")}
      add={[{ to: "/transactions/cash-advance/request/add", label: t("cash_advance.request.add"), resource: "TxCashAdvanceRequest", testId: "request-add" }]}
      {...useRequestTable("all")}
      rowPath={(row) => `/transactions/cash-advance/request/detail/${row.id}`}
      testId="request-table"
    />
  );
}

/** `/transactions/cash-advance/request-approval`: requests waiting at a level; the approver's own are marked. */
export function ApprovalListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<CashAdvanceRequest>
      title={t("cash_advance.approval.title")}
      subtitle={t("cash_advance.approval.subtitle")}
      group={t("cash_advance.group")}
      add={[{ to: "/transactions/cash-advance/request-approval/add", label: t("cash_advance.approval.add"), resource: "TxCashAdvanceRequest" }]}
      {...useRequestTable("pending")}
      rowPath={(row) => `/transactions/cash-advance/request-approval/detail/${row.id}`}
      testId="approval-table"
    />
  );
}
