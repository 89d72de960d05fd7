import { loadCashbankTexts } from "../../locales/cashbank";
import { loadLedgerTexts } from "../../locales/ledger";

loadLedgerTexts();
loadCashbankTexts();

export { TransactionAddPage } from "./pages/TransactionAddPage";
export { TransactionFormPage } from "./pages/TransactionFormPage";
export { TransactionListPage } from "./pages/TransactionListPage";
export { TransferFormPage } from "./pages/TransferFormPage";
export { RequestApprovalPage } from "./pages/RequestApprovalPage";
export { RequestFormPage } from "./pages/RequestFormPage";
export { RequestListPage } from "./pages/RequestListPage";
export { TypesPage } from "./pages/TypesPage";
export { CashBookPage, CashBankSummaryPage, CashAndBankPositionPage, CashAndBankByTypePage, CashFlowPage } from "./pages/ReportPages";
export { RekonListPage } from "./pages/RekonListPage";
export { RekonPage } from "./pages/RekonPage";
