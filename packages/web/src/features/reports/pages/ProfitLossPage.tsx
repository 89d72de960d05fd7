import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { ReportScreen } from "../components/ReportScreen";
import { type AmountColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink } from "../drill-down";
import { dimensionsOf, MONTH_COLUMNS_MAX, monthsBetween, reportDefinitions } from "../report-query";
import { profitLossRows } from "../statement-rows";

const definition = reportDefinitions["profit-loss"];


/** /report/profit-loss: revenue, expenses and net profit of a period, optionally month by month. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const { filters, data, screen } = useReportScreen(definition, (d) => d.revenue.rows.length + d.expense.rows.length === 0);
  const dimensions = dimensionsOf(filters);
  const columns: AmountColumn[] = (data?.columns ?? []).map((column) => ({
    key: column.key,
    title: data && data.columns.length > 1 ? column.label : t("reports.columns.amount"),
    link: (row) => (row.accountIds ? ledgerLink(row.accountIds, column.from, column.to, dimensions) : undefined),
  }));
  return (
    <ReportScreen {...screen}>
      {filters.month_columns && monthsBetween(filters.date_from, filters.date_to) > MONTH_COLUMNS_MAX && (
        <Alert type="info" showIcon className="report-notice" title={t("reports.profit_loss.months_capped", { count: MONTH_COLUMNS_MAX })} />
      )}
      <ReportTable rows={data ? profitLossRows(data, t) : []} columns={columns} />
    </ReportScreen>
  );
}
