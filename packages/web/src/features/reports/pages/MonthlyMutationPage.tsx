import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../lib/i18n";
import { ReportScreen } from "../components/ReportScreen";
import { type AmountColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink, monthRange } from "../drill-down";
import { dimensionsOf, reportDefinitions } from "../report-query";
import { accountRows } from "../report-rows";

const definition = reportDefinitions["monthly-mutation"];

const monthName = (month: string, language: "en" | "id") =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language === "id" ? "id-ID" : "en-GB", { month: "short", timeZone: "UTC" });

/** /report/monthly-mutation: each account's movement (on its normal side) in each month of a year. */
export function MonthlyMutationPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { filters, data, screen } = useReportScreen(definition, (d) => d.rows.length === 0);
  const months = data?.months ?? [];
  const dimensions = dimensionsOf(filters);
  const columns: AmountColumn[] = [
    ...months.map((month) => {
      const { from, to } = monthRange(month);
      return {
        key: month,
        title: monthName(month, language),
        link: (row: { accountIds?: readonly string[] }) => (row.accountIds ? ledgerLink(row.accountIds, from, to, dimensions) : undefined),
      };
    }),
    {
      key: "total",
      title: t("reports.rows.total"),
      link: (row) => (row.accountIds ? ledgerLink(row.accountIds, `${filters.year}-01-01`, `${filters.year}-12-31`, dimensions) : undefined),
    },
  ];
  const rows = data
    ? accountRows(data.rows, (row) => ({ ...Object.fromEntries(months.map((month, i) => [month, row.months[i]])), total: row.total }))
    : [];
  return (
    <ReportScreen {...screen}>
      <ReportTable rows={rows} columns={columns} />
    </ReportScreen>
  );
}
