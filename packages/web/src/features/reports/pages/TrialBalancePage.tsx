import { money } from "@neraca/core";
import { useTranslation } from "react-i18next";
import type { TrialBalanceAmounts } from "../api";
import { BalancedTag } from "../components/BalancedTag";
import { ReportScreen } from "../components/ReportScreen";
import { type AmountColumn, ReportTable } from "../components/ReportTable";
import { useReportScreen } from "../components/use-report-screen";
import { ledgerLink } from "../drill-down";
import { dimensionsOf, reportDefinitions } from "../report-query";
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
  const { filters, params, update, data, state } = useReportScreen(definition, (d) => d.rows.length === 0);
  const link = (row: { accountIds?: readonly string[] }) =>
    row.accountIds ? ledgerLink(row.accountIds, filters.date_from, filters.date_to, dimensionsOf(filters)) : undefined;
  const pair = (key: string, title: string, debit: string, credit: string): AmountColumn => ({
    key,
    title,
    children: [
      { key: debit, title: t("reports.columns.debit"), link },
      { key: credit, title: t("reports.columns.credit"), link },
    ],
  });
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
