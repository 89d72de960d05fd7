import { type AccountingReportName, type accountingReports, type ExportFormat, type ReportDefinition, type ReportResponse, reportPath, worksheetPairs } from "@neraca/core";
import { api } from "../../lib/api";
import type { DownloadedFile } from "../../lib/api-client";

/**
 * Shapes of `GET /api/report/<name>`, derived from each report's response schema in core
 * (packages/core/src/reports), so the server's answer and the screens read one contract.
 */
export type ReportData = { [N in AccountingReportName]: ReportResponse<(typeof accountingReports)[N]> };

export type TrialBalance = ReportData["trial-balance"];
export type TrialBalanceAmounts = TrialBalance["totals"];
export type LedgerReport = ReportData["ledger"];
export type LedgerAccount = LedgerReport["accounts"][number];
export type LedgerLine = LedgerAccount["lines"][number];
export type JournalReport = ReportData["journal"];
export type JournalReportEntry = JournalReport["journals"][number];
export type JournalReportLine = JournalReportEntry["lines"][number];
export type JournalRecap = ReportData["journalreport"];
export type Worksheet = ReportData["work-sheet"];
export type BalanceSheet = ReportData["balance-sheet"];
export type StatementSection = BalanceSheet["assets"];
export type StatementRow = StatementSection["rows"][number];
export type ProfitLoss = ReportData["profit-loss"];
export type MonthlyMutation = ReportData["monthly-mutation"];
export type AuditStatements = ReportData["audit"];
export type AuditGroup = AuditStatements["financial_position"]["current_assets"];
/** The columns every account row carries. */
export type AccountRowBase = Pick<StatementRow, "account_id" | "code" | "name" | "type" | "level" | "is_header">;

export const worksheetColumns = worksheetPairs;
export type { ExportFormat };

/** Any report defined in core, by its definition: the path and the answer's type come from it. */
export const reportApi = {
  get: <R extends ReportDefinition>(report: R, params: Record<string, string>, signal?: AbortSignal) =>
    api.get<{ data: ReportResponse<R> }>(reportPath(report).slice(1), { params, signal }),
  /** The same report as a file (A4 PDF, Excel or CSV), fetched with the bearer token. */
  download: (report: ReportDefinition, params: Record<string, string>, format: ExportFormat): Promise<DownloadedFile> =>
    api.download(reportPath(report).slice(1), { params: { ...params, format } }),
};
