import { loadPurchasingTexts } from "../../locales/purchasing";

loadPurchasingTexts();

export { AdvanceInvoicePage, AdvanceListPage, AdvanceScreen } from "./pages/AdvancePages";
export { AssignVendorPage } from "./pages/AssignVendorPage";
export { OrderFilesPage, OrderFormPage } from "./pages/OrderFormPage";
export { OrderListPage } from "./pages/OrderListPage";
export { OutstandingPage } from "./pages/OutstandingPage";
export { OrderPrintPage, RequestPrintPage } from "./pages/PrintPages";
export { ReceiptListPage, ReceiptScreen } from "./pages/ReceiptPages";
export { RequestFormPage } from "./pages/RequestFormPage";
export { RequestListPage } from "./pages/RequestListPage";
export { AssignPriceDetailPage, AssignPricePickPage, AssignVendorDetailPage } from "./pages/SourcingDetailPage";
export { AssignPriceListPage, AssignVendorListPage } from "./pages/SourcingListPage";
export { TrackingDetailPage, TrackingListPage, TrackingMonitorPage } from "./pages/TrackingPages";
