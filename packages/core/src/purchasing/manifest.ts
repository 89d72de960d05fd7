import { defineDomain } from "../manifest.js";
import { purchasingFieldNames, purchasingMessages } from "../messages/purchasing.js";
import { purchasingScreens } from "../screens/domains/purchasing.js";

/** Procurement: purchase requests, orders and goods receipts, and the request tracking. */
export const purchasingDomain = defineDomain({
  name: "purchasing",
  resources: {
    TxPurchaseRequest: {
      group: "transactions",
      en: "Purchase requests",
      id: "Permintaan pembelian",
    },
    TxPurchaseOrder: { group: "transactions", en: "Purchase orders", id: "Pesanan pembelian" },
    TxGoodsRecipient: { group: "transactions", en: "Goods receipts", id: "Penerimaan barang" },
    ReportMasterPr: {
      group: "reports",
      en: "Purchase request master report",
      id: "Laporan master permintaan pembelian",
    },
    MonitoringTracking: {
      group: "monitoring",
      en: "Purchase request tracking",
      id: "Pelacakan permintaan pembelian",
    },
  },
  approvalModules: {
    purchase_request: { en: "Purchase request", id: "Permintaan pembelian" },
    purchase_order: { en: "Purchase order", id: "Pesanan pembelian" },
  },
  transactionTypes: {
    purchase_request: { prefix: "PR", en: "Purchase request", id: "Permintaan pembelian" },
    purchase_order: { prefix: "PO", en: "Purchase order", id: "Pesanan pembelian" },
    goods_receipt: { prefix: "GR", en: "Goods receipt", id: "Penerimaan barang" },
  },
  accountRoles: {
    inventory: { en: "Inventory", id: "Persediaan" },
    goods_received_not_invoiced: { en: "Goods received not invoiced", id: "Barang diterima belum ditagih" },
  },
  messages: purchasingMessages,
  fieldNames: purchasingFieldNames,
  screens: [purchasingScreens],
});
