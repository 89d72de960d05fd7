import "./sales.css";
import { loadApprovalTexts } from "../../locales/approvals";
import { loadLedgerTexts } from "../../locales/ledger";
import { loadSalesTexts } from "../../locales/sales";

loadLedgerTexts();
loadApprovalTexts();
loadSalesTexts();

export { SalesInvoiceFormPage } from "./pages/SalesInvoiceFormPage";
export { SalesInvoiceListPage } from "./pages/SalesInvoiceListPage";
export { SalesInvoicePrintPage } from "./pages/SalesInvoicePrintPage";
export { SalesPaymentFormPage } from "./pages/SalesPaymentFormPage";
export { SalesPaymentListPage } from "./pages/SalesPaymentListPage";
export { SalesReturnListPage, SalesReturnScreen } from "./pages/SalesReturnPages";
