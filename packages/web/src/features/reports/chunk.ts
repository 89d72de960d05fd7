import { loadReportTexts } from "../../locales/reports";
import "./reports.css";

// The accounting reports are one lazily loaded chunk, with their texts.
loadReportTexts();

export { AuditReportPage } from "./pages/AuditReportPage";
export { BalanceSheetComparisonPage } from "./pages/BalanceSheetComparisonPage";
export { BalanceSheetPage } from "./pages/BalanceSheetPage";
export { JournalRecapPage } from "./pages/JournalRecapPage";
export { JournalReportPage } from "./pages/JournalReportPage";
export { LedgerReportPage } from "./pages/LedgerReportPage";
export { ModuleReportPage } from "./pages/ModuleReportPage";
export { MonthlyMutationPage } from "./pages/MonthlyMutationPage";
export { ProfitLossPage } from "./pages/ProfitLossPage";
export { TrialBalancePage } from "./pages/TrialBalancePage";
export { WorksheetPage } from "./pages/WorksheetPage";
export { MasterPrReportPage } from "./pages/MasterPrReportPage";
export * from "./pages/PurchaseReportPages";
