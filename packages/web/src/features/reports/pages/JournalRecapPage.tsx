import { useTranslation } from "react-i18next";
import { ReportScreen } from "../components/ReportScreen";
import { debitCreditColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { periodLedgerLink } from "../drill-down";
import { reportDefinitions } from "../report-query";
import { accountRows, pick, totalRow } from "../report-rows";

const definition = reportDefinitions.journalreport;

/** /report/journalreport: debit and credit per account, by journal type, with their totals. */
export function JournalRecapPage() {
  const { t } = useTranslation();
  const { filters, data, screen } = useReportScreen(definition, (d) => d.rows.length === 0);
  const link = periodLedgerLink(filters);
  const types = data?.journal_types ?? [];
  const keys = [...types.flatMap((type) => [`${type}_debit`, `${type}_credit`]), "debit", "credit"];
  const pair = (key: string, title: string, debit: string, credit: string) => debitCreditColumn(t, key, title, link, debit, credit);
  const columns = [
    ...types.map((type) => pair(type, t(`reports.journal_types.${type}`, { defaultValue: type }), `${type}_debit`, `${type}_credit`)),
    pair("all", t("reports.rows.total"), "debit", "credit"),
  ];
  const rows = data ? [...accountRows(data.rows, pick(keys)), totalRow("all", t("reports.rows.total"), pick(keys)(data.totals))] : [];
  return (
    <ReportScreen {...screen}>
      <ReportTable rows={rows} columns={columns} />
    </ReportScreen>
  );
}
