import type { DocumentStatus } from "@neraca/core";
import { Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ColumnsType } from "antd/es/table";
import { documentColumns, DocumentStatusTag } from "../../../components/documents";
import { type CashAdvanceRequest, keys, requestApi } from "../api";
import { useAdvanceTypes } from "./shared";

/**
 * The requests list, as requesters see it (all of theirs) or approvers (those pending, theirs
 * marked): the table's props for `DocumentListPage`.
 */
export function useRequestTable(initialStatus: DocumentStatus | "all") {
  const { t } = useTranslation();
  const { label } = useAdvanceTypes();
  return {
    queryKey: keys.of("request"),
    fetch: requestApi.list,
    filters: { dateRange: true, status: initialStatus },
    searchPlaceholder: t("cash_advance.search"),
    columns: [
        documentColumns.date(t("cash_advance.fields.date")),
        documentColumns.number(t("cash_advance.fields.number"), 160),
        { title: t("cash_advance.fields.employee"), dataIndex: "employee_name", key: "employee_name" },
        { title: t("cash_advance.fields.advance_type"), dataIndex: "advance_type", key: "advance_type", render: (code: string) => label(code) },
        { ...documentColumns.date<CashAdvanceRequest>(t("cash_advance.fields.purpose_date"), "purpose_date"), sorter: false },
        documentColumns.amount(t("cash_advance.fields.request_amount"), "request_amount"),
        documentColumns.amount(t("cash_advance.fields.approved_amount"), "approved_amount", { sorter: false, key: "approved_amount" }),
        {
          title: t("cash_advance.fields.status"),
          dataIndex: "status",
          key: "status",
          render: (value: CashAdvanceRequest["status"], row) => (
            <Space size={4} wrap>
              <DocumentStatusTag status={value} />
              {row.approval.can_act && <Tag color="gold">{t("cash_advance.approval.yours")}</Tag>}
            </Space>
          ),
        },
        {
          title: t("cash_advance.fields.paid_by"),
          dataIndex: "cash_advance_number",
          key: "cash_advance_number",
          render: (value: string | null, row) =>
            value && row.cash_advance_id ? (
              <Link to={`/transactions/cash-advance/detail/${row.cash_advance_id}`} onClick={(event) => event.stopPropagation()}>
                {value}
              </Link>
            ) : (
              "—"
            ),
        },
    ] satisfies ColumnsType<CashAdvanceRequest>,
  };
}
