import { money } from "@neraca/core";
import { useTranslation } from "react-i18next";
import type { TrialBalanceAmounts } from "../api";
import { BalancedTag } from "../components/BalancedTag";
import { ReportScreen } from "../components/ReportScreen";
import { debitCreditColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { periodLedgerLink } from "../drill-down";
import { reportDefinitions } from "../report-query";
import { accountRows, pick, totalRow } from "../report-rows";

const definition = reportDefinitions["trial-balance"];
const amountKeys = ["opening_debit", "opening_credit", "debit", "credit", "closing_debit", "closing_credit"] as const;

/** Debits equal credits in each pair of the totals. */
export const trialBalanceBalances = (totals: TrialBalanceAmounts): boolean =>
  money(totals.opening_debit).equals(money(totals.opening_credit)) &&
  money(totals.debit).equals(money(totals.credit)) &&
  money(totals.closing_debit).equals(money(totals.closing_credit));

/** /report/trial-balance: opening, movement and closing per account, totals that balance. */
export function TrialBalancePage() {
  const { t } = useTranslation();
  const { filters, data, screen } = useReportScreen(definition, (d) => d.rows.length === 0);
  const link = periodLedgerLink(filters);
  const pair = (key: string, title: string, debit: string, credit: string) => debitCreditColumn(t, key, title, link, debit, credit);
  const rows = data
    ? [...accountRows(data.rows, pick(amountKeys)), totalRow("all", t("reports.rows.total"), pick(amountKeys)(data.totals))]
    : [];
  return (
    <ReportScreen
      {...screen}
      status={data && <BalancedTag balanced={trialBalanceBalances(data.totals)} />}
    >
      <ReportTable
        rows={rows}
        columns={[
          pair("opening", t("reports.columns.opening"), "opening_debit", "opening_credit"),
          pair("movement", t("reports.columns.movement"), "debit", "credit"),
          pair("closing", t("reports.columns.closing"), "closing_debit", "closing_credit"),
        ]}
      />
    </ReportScreen>
  );
}
