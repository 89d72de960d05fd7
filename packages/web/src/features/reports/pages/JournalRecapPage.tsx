import { useTranslation } from "react-i18next";
import { ReportScreen } from "../components/ReportScreen";
import { type AmountColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink } from "../drill-down";
import { dimensionsOf, reportDefinitions } from "../report-query";
import { accountRows, pick, totalRow } from "../report-rows";

const definition = reportDefinitions.journalreport;

/** /report/journalreport: debit and credit per account, by journal type, with their totals. */
export function JournalRecapPage() {
  const { t } = useTranslation();
  const { filters, params, update, data, state } = useReportScreen(definition, (d) => d.rows.length === 0);
  const link = (row: { accountIds?: readonly string[] }) =>
    row.accountIds ? ledgerLink(row.accountIds, filters.date_from, filters.date_to, dimensionsOf(filters)) : undefined;
  const types = data?.journal_types ?? [];
  const keys = [...types.flatMap((type) => [`${type}_debit`, `${type}_credit`]), "debit", "credit"];
  const pair = (key: string, title: string, debit: string, credit: string): AmountColumn => ({
    key,
    title,
    children: [
      { key: debit, title: t("reports.columns.debit"), link },
      { key: credit, title: t("reports.columns.credit"), link },
    ],
  });
  const columns = [
    ...types.map((type) => pair(type, t(`reports.journal_types.${type}`, { defaultValue: type }), `${type}_debit`, `${type}_credit`)),
    pair("all", t("reports.rows.total"), "debit", "credit"),
  ];
  const rows = data ? [...accountRows(data.rows, pick(keys)), totalRow("all", t("reports.rows.total"), pick(keys)(data.totals))] : [];
  return (
    <ReportScreen definition={definition} filters={filters} params={params} update={update} state={state}>
      <ReportTable rows={rows} columns={columns} />
    </ReportScreen>
  );
}
