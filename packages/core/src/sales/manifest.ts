import { defineDomain } from "../manifest.js";
import { salesWidgets } from "./widgets.js";
import { salesFieldNames, salesMessages } from "../messages/sales.js";
import { salesScreens } from "../screens/domains/sales.js";

/** Sales: invoices and customer payments, and the sales and payment reports. */
export const salesDomain = defineDomain({
  name: "sales",
  resources: {
    TxSalesInvoice: { group: "transactions", en: "Sales invoices", id: "Faktur penjualan" },
    TxSalesPayment: { group: "transactions", en: "Sales payments", id: "Penerimaan penjualan" },
    ReportSales: { group: "reports", en: "Sales reports", id: "Laporan penjualan" },
    ReportPayment: { group: "reports", en: "Payment reports", id: "Laporan pembayaran" },
  },
  approvalModules: {
    sales_invoice: { en: "Sales invoice", id: "Faktur penjualan" },
    sales_return: { en: "Sales return", id: "Retur penjualan" },
  },
  transactionTypes: {
    sales_invoice: { prefix: "INV", en: "Sales invoice", id: "Faktur penjualan" },
    sales_payment: { prefix: "PP", en: "Sales payment", id: "Penerimaan penjualan" },
    sales_return: { prefix: "RJ", en: "Sales return", id: "Retur penjualan" },
  },
  accountRoles: {
    receivable: { en: "Accounts receivable", id: "Piutang usaha" },
    sales: { en: "Sales", id: "Penjualan" },
    sales_discount: { en: "Sales discount", id: "Potongan penjualan" },
    sales_return: { en: "Sales return", id: "Retur penjualan" },
    cost_of_sales: { en: "Cost of sales", id: "Harga pokok penjualan" },
    vat_out: { en: "VAT out (PPN keluaran)", id: "PPN keluaran" },
    withholding_receivable: { en: "Prepaid withholding tax (PPh 23)", id: "PPh 23 dibayar di muka" },
    customer_deposit: { en: "Customer deposits", id: "Uang muka penjualan" },
  },
  messages: salesMessages,
  fieldNames: salesFieldNames,
  screens: [salesScreens],
  widgets: salesWidgets,
});
