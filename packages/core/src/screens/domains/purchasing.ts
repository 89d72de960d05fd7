import { listAddDetail, type MenuEntry, type MenuKey, mainScreen, type ScreenDomain } from "../screen.js";

const purchasing = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "purchasing", order });
const PR = "/transactions/purchase-request";

/**
 * Procurement (issue 12): purchase requests with outstanding, assign vendor, assign price, advances to
 * vendors and tracking; purchase orders; goods receipts; `/tracking`; the master-pr report.
 */
export const purchasingScreens: ScreenDomain = {
  name: "purchasing",
  titles: {
    purchasing: { en: "Purchasing", id: "Pembelian" },
    purchase_request: { en: "Purchase requests", id: "Permintaan pembelian" },
    purchase_outstanding: { en: "Outstanding requests", id: "Permintaan outstanding" },
    assign_vendor: { en: "Assign vendor", id: "Penetapan vendor" },
    assign_price: { en: "Assign price", id: "Penetapan harga" },
    purchase_order: { en: "Purchase orders", id: "Pesanan pembelian" },
    goods_receipt: { en: "Goods receipts", id: "Penerimaan barang" },
    payment_advance: { en: "Advances to vendors", id: "Uang muka pembelian" },
    purchase_tracking: { en: "Request tracking", id: "Pelacakan permintaan" },
    tracking: { en: "Tracking monitor", id: "Monitor pelacakan" },
    report_master_pr: { en: "Purchase request master", id: "Master permintaan pembelian" },
  },
  groups: { purchasing: { icon: "cart", order: 45 } },
  screens: [
    ...listAddDetail(PR, "TxPurchaseRequest", purchasing("purchase_request", "file", 10)),
    mainScreen(`${PR}/prints/:id`, "read", "TxPurchaseRequest"),
    mainScreen(`${PR}/outstanding`, "read", "TxPurchaseRequest", purchasing("purchase_outstanding", "folder-open", 20)),
    ...listAddDetail(`${PR}/assign-vendor`, "TxPurchaseRequest", purchasing("assign_vendor", "contacts", 30)),
    ...listAddDetail(`${PR}/assign-price`, "TxPurchaseRequest", purchasing("assign_price", "percentage", 40)),
    ...listAddDetail("/transactions/purchase-order", "TxPurchaseOrder", purchasing("purchase_order", "shopping", 50)),
    mainScreen("/transactions/purchase-order/prints-v2/:id", "read", "TxPurchaseOrder"),
    mainScreen("/transactions/purchase-order/listImage/:id", "read", "TxPurchaseOrder"),
    mainScreen("/transactions/goods-recipient", "read", "TxGoodsRecipient", purchasing("goods_receipt", "import", 60)),
    mainScreen("/transactions/goods-recipient/invoice", "create", "TxGoodsRecipient"),
    mainScreen("/transactions/goods-recipient/detail/:id", "read", "TxGoodsRecipient"),
    ...listAddDetail(`${PR}/payment-advance`, "TxPurchaseRequest", purchasing("payment_advance", "wallet", 70)),
    mainScreen(`${PR}/payment-advance/invoice`, "create", "TxPurchaseRequest"),
    mainScreen(`${PR}/tracking`, "read", "TxPurchaseRequest", purchasing("purchase_tracking", "branches", 80)),
    mainScreen(`${PR}/tracking/detail/:id`, "read", "TxPurchaseRequest"),
    mainScreen("/tracking", "read", "MonitoringTracking", purchasing("tracking", "monitor", 90)),
    mainScreen("/tracking/detail/:id", "read", "MonitoringTracking"),
    mainScreen("/report/master-pr", "read", "ReportMasterPr", purchasing("report_master_pr", "table", 100)),
  ],
};
