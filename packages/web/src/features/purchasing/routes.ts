import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const PR = "/transactions/purchase-request";
const PO = "/transactions/purchase-order";
const GR = "/transactions/goods-recipient";

/** Which page of procurement serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  [PR]: page("RequestListPage"),
  [`${PR}/add`]: page("RequestFormPage"),
  [`${PR}/detail/:id`]: page("RequestFormPage"),
  [`${PR}/prints/:id`]: page("RequestPrintPage"),
  [`${PR}/outstanding`]: page("OutstandingPage"),
  [`${PR}/assign-vendor`]: page("AssignVendorListPage"),
  [`${PR}/assign-vendor/add`]: page("AssignVendorPage"),
  [`${PR}/assign-vendor/detail/:id`]: page("AssignVendorDetailPage"),
  [`${PR}/assign-price`]: page("AssignPriceListPage"),
  [`${PR}/assign-price/add`]: page("AssignPricePickPage"),
  [`${PR}/assign-price/detail/:id`]: page("AssignPriceDetailPage"),
  [`${PR}/payment-advance`]: page("AdvanceListPage"),
  [`${PR}/payment-advance/invoice`]: page("AdvanceInvoicePage"),
  [`${PR}/payment-advance/add`]: page("AdvanceScreen"),
  [`${PR}/payment-advance/detail/:id`]: page("AdvanceScreen"),
  [`${PR}/tracking`]: page("TrackingListPage"),
  [`${PR}/tracking/detail/:id`]: page("TrackingDetailPage"),
  [PO]: page("OrderListPage"),
  [`${PO}/add`]: page("OrderFormPage"),
  [`${PO}/detail/:id`]: page("OrderFormPage"),
  [`${PO}/prints-v2/:id`]: page("OrderPrintPage"),
  [`${PO}/listImage/:id`]: page("OrderFilesPage"),
  [GR]: page("ReceiptListPage"),
  [`${GR}/invoice`]: page("ReceiptScreen"),
  [`${GR}/detail/:id`]: page("ReceiptScreen"),
  "/tracking": page("TrackingMonitorPage"),
  "/tracking/detail/:id": page("TrackingDetailPage"),
};
