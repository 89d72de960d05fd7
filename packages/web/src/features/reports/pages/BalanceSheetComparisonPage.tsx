import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../lib/i18n";
import { BalancedTag } from "../components/BalancedTag";
import { ReportScreen } from "../components/ReportScreen";
import { type AmountColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { changePercent, COMPARISON, withChange } from "../comparison";
import { ledgerLink, ledgerLinkAt } from "../drill-down";
import { formatPercent, formatReportDate } from "../report-format";
import { dimensionsOf, reportDefinitions } from "../report-query";
import { balanceSheetRows } from "../statement-rows";

const definition = reportDefinitions["balance-sheet-comparison"];

/** /report/balance-sheet-comparison: two dates side by side, the change and its percentage. */
export function BalanceSheetComparisonPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { filters, data, screen } = useReportScreen(
    definition,
    (d) => d.assets.rows.length + d.liabilities.rows.length + d.equity.rows.length === 0,
  );
  const dimensions = dimensionsOf(filters);
  const [earlier, later] = [filters.date_a, filters.date_b].sort();
  const columns: AmountColumn[] = [
    {
      key: COMPARISON.first,
      title: formatReportDate(filters.date_a, language),
      link: (row) => (row.accountIds ? ledgerLinkAt(row.accountIds, filters.date_a, dimensions) : undefined),
    },
    {
      key: COMPARISON.second,
      title: formatReportDate(filters.date_b, language),
      link: (row) => (row.accountIds ? ledgerLinkAt(row.accountIds, filters.date_b, dimensions) : undefined),
    },
    {
      key: COMPARISON.change,
      title: t("reports.columns.change"),
      // The lines between the two dates make the change.
      link: (row) => (row.accountIds && earlier && later ? ledgerLink(row.accountIds, dayAfter(earlier), later, dimensions) : undefined),
    },
    { key: "percent", title: t("reports.columns.change_percent"), render: (row) => formatPercent(changePercent(row), language) },
  ];
  return (
    <ReportScreen
      {...screen}
      status={data && <BalancedTag balanced={data.balanced} />}
    >
      <ReportTable rows={data ? withChange(balanceSheetRows(data, t)) : []} columns={columns} />
    </ReportScreen>
  );
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
