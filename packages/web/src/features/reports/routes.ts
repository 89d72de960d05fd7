import { featurePages, type PageMap } from "../../app/lazy-page";
import { budgetingReports, freightReports, inventoryReports, reportPath, salesReports } from "@neraca/core";

const page = featurePages(() => import("./chunk"));

/** Which page of this feature serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  "/report/trial-balance": page("TrialBalancePage"),
  "/report/ledger": page("LedgerReportPage"),
  "/report/journal": page("JournalReportPage"),
  "/report/journalreport": page("JournalRecapPage"),
  "/report/work-sheet": page("WorksheetPage"),
  "/report/balance-sheet": page("BalanceSheetPage"),
  "/report/balance-sheet-comparison": page("BalanceSheetComparisonPage"),
  "/report/profit-loss": page("ProfitLossPage"),
  "/report/monthly-mutation": page("MonthlyMutationPage"),
  "/report/audit": page("AuditReportPage"),
  "/report/master-pr": page("MasterPrReportPage"),
  ...Object.fromEntries([...Object.values(salesReports), ...Object.values(inventoryReports), ...Object.values(freightReports), ...Object.values(budgetingReports)].map((r) => [reportPath(r), page("ModuleReportPage")])),
  "/report/purchase/aging": page("PurchaseAgingPage"),
  "/report/purchase/aging/estimation": page("PurchaseAgingEstimationPage"),
  "/report/purchase/aging-detail": page("PurchaseAgingDetailPage"),
  "/report/purchase/invoice": page("PurchaseInvoiceReportPage"),
  "/report/purchase/invoice-detail": page("PurchaseInvoiceDetailPage"),
};
