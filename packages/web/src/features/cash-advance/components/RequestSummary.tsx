import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { Amount } from "../../../components/ledger/Amount";
import { formatDate } from "../../../lib/dates";
import type { CashAdvanceRequest } from "../api";
import { useAdvanceTypes } from "./shared";

/** A request at a glance: who, what for, when, how much asked and granted. */
export function RequestSummary({ request }: { request: CashAdvanceRequest }) {
  const { t } = useTranslation();
  const { label } = useAdvanceTypes();
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="request-summary">
      <Descriptions.Item label={t("cash_advance.fields.number")}>{request.number ?? "—"}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.employee")}>{`${request.employee_code} · ${request.employee_name}`}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.advance_type")}>{label(request.advance_type)}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.date")}>{formatDate(request.date)}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.purpose_date")}>{formatDate(request.purpose_date)}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.request_amount")}>
        <Amount value={request.request_amount} strong />
      </Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.approved_amount")}>{request.approved_amount ? <Amount value={request.approved_amount} /> : "—"}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.notes")} span={2}>
        {request.notes ?? "—"}
      </Descriptions.Item>
    </Descriptions>
  );
}
