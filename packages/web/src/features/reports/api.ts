import { api } from "../../lib/api";
import type { DownloadedFile } from "../../lib/api-client";
import type { ReportName } from "./report-query";

/** Shapes of `GET /api/report/<name>` (packages/server/src/modules/reports). Money is a decimal string. */

export interface AccountRowBase {
  account_id: string;
  code: string;
  name: string;
  type: string;
  level: number;
  is_header: boolean;
}

export interface TrialBalanceAmounts {
  opening_debit: string;
  opening_credit: string;
  debit: string;
  credit: string;
  closing_debit: string;
  closing_credit: string;
}
export interface TrialBalance {
  rows: (AccountRowBase & TrialBalanceAmounts & { normal_balance: "debit" | "credit" })[];
  totals: TrialBalanceAmounts;
}

export interface LedgerLine {
  account_id: string;
  journal_id: string;
  number: string;
  date: string;
  journal_type: string;
  journal_description: string | null;
  description: string | null;
  debit: string;
  credit: string;
  office_name: string;
  balance: string;
}
export interface LedgerAccount {
  account_id: string;
  code: string;
  name: string;
  normal_balance: "debit" | "credit";
  opening_balance: string;
  debit: string;
  credit: string;
  closing_balance: string;
  lines: LedgerLine[];
}
export interface LedgerReport {
  accounts: LedgerAccount[];
}

export interface JournalReportLine {
  journal_id: string;
  code: string;
  name: string;
  description: string | null;
  debit: string;
  credit: string;
}
export interface JournalReportEntry {
  id: string;
  number: string;
  date: string;
  description: string | null;
  journal_type: string;
  total: string;
  status: string;
  lines: JournalReportLine[];
}
export interface JournalReport {
  journals: JournalReportEntry[];
  total_journals: number;
  total_debit: string;
}

export interface JournalRecap {
  journal_types: string[];
  rows: (AccountRowBase & Record<string, string | number | boolean>)[];
  totals: Record<string, string>;
}

export const worksheetColumns = ["trial", "adjustment", "adjusted", "profit_loss", "balance_sheet"] as const;
export interface Worksheet {
  rows: (AccountRowBase & Record<string, string | number | boolean>)[];
  totals: Record<string, string>;
  net_profit: string;
}

export interface StatementRow extends AccountRowBase {
  values: Record<string, string>;
}
export interface StatementSection {
  title: string;
  rows: StatementRow[];
  total: Record<string, string>;
}
export interface BalanceSheet {
  columns: { key: string; label: string; date: string }[];
  assets: StatementSection;
  liabilities: StatementSection;
  equity: StatementSection & {
    prior_earnings: { label: string; values: Record<string, string> };
    current_earnings: { label: string; values: Record<string, string> };
  };
  liabilities_and_equity: Record<string, string>;
  balanced: boolean;
}

export interface ProfitLoss {
  columns: { key: string; label: string; from: string; to: string }[];
  revenue: StatementSection;
  expense: StatementSection;
  net_profit: Record<string, string>;
}

export interface MonthlyMutation {
  months: string[];
  rows: (AccountRowBase & { months: string[]; total: string })[];
}

export interface AuditGroup {
  key: string;
  title: string;
  lines: { account_id: string; code: string; name: string; amount: string }[];
  total: string;
}
export interface AuditStatements {
  financial_position: {
    date: string;
    current_assets: AuditGroup;
    non_current_assets: AuditGroup;
    total_assets: string;
    current_liabilities: AuditGroup;
    non_current_liabilities: AuditGroup;
    total_liabilities: string;
    equity: AuditGroup;
    prior_earnings: string;
    current_earnings: string;
    total_equity: string;
    total_liabilities_and_equity: string;
  };
  profit_or_loss: {
    from: string;
    to: string;
    revenue: AuditGroup;
    cost_of_sales: AuditGroup;
    gross_profit: string;
    operating_expenses: AuditGroup;
    operating_profit: string;
    other_income: AuditGroup;
    other_expenses: AuditGroup;
    profit_before_tax: string;
    tax_expense: AuditGroup;
    net_profit: string;
  };
  balanced: boolean;
}

export interface ReportData {
  "trial-balance": TrialBalance;
  ledger: LedgerReport;
  journal: JournalReport;
  journalreport: JournalRecap;
  "work-sheet": Worksheet;
  "balance-sheet": BalanceSheet;
  "balance-sheet-comparison": BalanceSheet;
  "profit-loss": ProfitLoss;
  "monthly-mutation": MonthlyMutation;
  audit: AuditStatements;
}

export type ExportFormat = "xlsx" | "pdf";

export const reportApi = {
  get: <N extends ReportName>(name: N, params: Record<string, string>, signal?: AbortSignal) =>
    api.get<{ data: ReportData[N] }>(`report/${name}`, { params, signal }),
  /** The same report as a file (A4 PDF or Excel), fetched with the bearer token. */
  download: (name: ReportName, params: Record<string, string>, format: ExportFormat): Promise<DownloadedFile> =>
    api.download(`report/${name}`, { params: { ...params, format } }),
};
