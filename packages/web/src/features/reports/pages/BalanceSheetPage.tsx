import { useTranslation } from "react-i18next";
import { BalancedTag } from "../components/BalancedTag";
import { ReportScreen } from "../components/ReportScreen";
import { type AmountColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLinkAt } from "../drill-down";
import { dimensionsOf, reportDefinitions } from "../report-query";
import { balanceSheetRows } from "../statement-rows";

const definition = reportDefinitions["balance-sheet"];
/** The API's key of the consolidated column. */
const CONSOLIDATED = "total";

/**
 * /report/balance-sheet: assets = liabilities + equity at a date, consolidated, or one column per
 * office beside the consolidated one.
 */
export function BalanceSheetPage() {
  const { t } = useTranslation();
  const { filters, data, screen } = useReportScreen(
    definition,
    (d) => d.assets.rows.length + d.liabilities.rows.length + d.equity.rows.length === 0,
  );
  const dimensions = dimensionsOf(filters);
  const columns: AmountColumn[] = (data?.columns ?? []).map((column) => ({
    key: column.key,
    title: data && data.columns.length > 1 ? column.label : t("reports.columns.amount"),
    link: (row) =>
      row.accountIds
        ? ledgerLinkAt(row.accountIds, column.date, column.key === CONSOLIDATED ? dimensions : { ...dimensions, office_ids: [column.key] })
        : undefined,
  }));
  return (
    <ReportScreen
      {...screen}
      status={data && <BalancedTag balanced={data.balanced} />}
    >
      <ReportTable rows={data ? balanceSheetRows(data, t) : []} columns={columns} />
    </ReportScreen>
  );
}
