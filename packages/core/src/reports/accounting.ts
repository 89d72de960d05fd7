import {
  journalRecapReport,
  journalReportDefinition,
  ledgerReportDefinition,
  monthlyMutationReport,
  trialBalanceReport,
  worksheetReport,
} from "./ledger-reports.js";
import { auditReport, balanceSheetComparisonReport, balanceSheetReport, profitLossReport } from "./statement-reports.js";

/** The accounting reports (permission `ReportAccounting`), by name: the server registers each, the web screens read them. */
export const accountingReports = {
  "trial-balance": trialBalanceReport,
  ledger: ledgerReportDefinition,
  journal: journalReportDefinition,
  journalreport: journalRecapReport,
  "work-sheet": worksheetReport,
  "balance-sheet": balanceSheetReport,
  "balance-sheet-comparison": balanceSheetComparisonReport,
  "profit-loss": profitLossReport,
  "monthly-mutation": monthlyMutationReport,
  audit: auditReport,
} as const;

export type AccountingReportName = keyof typeof accountingReports;
