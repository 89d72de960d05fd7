import { useTranslation } from "react-i18next";
import { worksheetColumns } from "../api";
import { ReportScreen } from "../components/ReportScreen";
import { debitCreditColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { periodLedgerLink } from "../drill-down";
import { reportDefinitions } from "../report-query";
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
  const { filters, data, screen } = useReportScreen(definition, (d) => d.rows.length === 0);
  const link = periodLedgerLink(filters);
  const columns = worksheetColumns.map((column) => debitCreditColumn(t, column, t(`reports.worksheet.${column}`), link));
  const rows = data
    ? [...accountRows(data.rows, pick(amountKeys)), totalRow("all", t("reports.rows.total"), pick(amountKeys)(data.totals))]
    : [];
  return (
    <ReportScreen
      {...screen}
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
