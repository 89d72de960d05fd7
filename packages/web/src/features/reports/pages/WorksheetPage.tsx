import { useTranslation } from "react-i18next";
import { worksheetColumns } from "../api";
import { ReportScreen } from "../components/ReportScreen";
import { type AmountColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink } from "../drill-down";
import { dimensionsOf, reportDefinitions } from "../report-query";
import { accountRows, pick, totalRow } from "../report-rows";
import { ReportAmount } from "../components/ReportAmount";

const definition = reportDefinitions["work-sheet"];
const amountKeys = worksheetColumns.flatMap((column) => [`${column}_debit`, `${column}_credit`]);

/**
 * /report/work-sheet: trial balance, adjustments, adjusted balance, then the profit-and-loss and
 * balance-sheet columns; the net profit closes both pairs.
 */
export function WorksheetPage() {
  const { t } = useTranslation();
  const { filters, params, update, data, state } = useReportScreen(definition, (d) => d.rows.length === 0);
  const link = (row: { accountIds?: readonly string[] }) =>
    row.accountIds ? ledgerLink(row.accountIds, filters.date_from, filters.date_to, dimensionsOf(filters)) : undefined;
  const columns: AmountColumn[] = worksheetColumns.map((column) => ({
    key: column,
    title: t(`reports.worksheet.${column}`),
    children: [
      { key: `${column}_debit`, title: t("reports.columns.debit"), link },
      { key: `${column}_credit`, title: t("reports.columns.credit"), link },
    ],
  }));
  const rows = data
    ? [...accountRows(data.rows, pick(amountKeys)), totalRow("all", t("reports.rows.total"), pick(amountKeys)(data.totals))]
    : [];
  return (
    <ReportScreen
      definition={definition}
      filters={filters}
      params={params}
      update={update}
      state={state}
      status={
        data && (
          <span className="report-figure" data-testid="worksheet-net-profit">
            {t("reports.rows.net_profit")}: <ReportAmount value={data.net_profit} strong showZero />
          </span>
        )
      }
    >
      <ReportTable rows={rows} columns={columns} />
    </ReportScreen>
  );
}
