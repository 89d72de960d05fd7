import { loadPayablesTexts } from "../../locales/payables";

loadPayablesTexts();

export { InvoiceFormPage } from "./pages/InvoiceFormPage";
export { InvoiceListPage } from "./pages/InvoiceListPage";
export { OutstandingPaymentPage } from "./pages/OutstandingPaymentPage";
export { PaymentFormPage, PaymentInvoicePage, PaymentListPage } from "./pages/PaymentPages";
export { PurchaseReturnListPage, PurchaseReturnScreen } from "./pages/PurchaseReturnPages";
export { InvoiceFilesPage, InvoiceJournalPrintPage, InvoicePrintPage, PaymentFilesPage, VoucherPrintPage } from "./pages/PrintPages";
export * from "./pages/variants";
export { VoucherFormPage, VoucherInvoicePage, VoucherListPage } from "./pages/VoucherPages";
