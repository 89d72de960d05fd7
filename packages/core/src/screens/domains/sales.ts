import { type MenuEntry, type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

const salesMenu = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "sales", order });
const salesReport = (path: string, resource: "ReportSales" | "ReportPayment", key: MenuKey, order: number): Screen =>
  mainScreen(path, "read", resource, { key, icon: "report", group: "sales_reports", order });

/** Sales (issue 11): invoices and customer payments (spec §2), and the payment and sales reports. */
export const salesScreens: ScreenDomain = {
  name: "sales",
  titles: {
    sales: { en: "Sales", id: "Penjualan" },
    sales_invoice: { en: "Sales invoices", id: "Faktur penjualan" },
    sales_payment: { en: "Sales payments", id: "Penerimaan penjualan" },
    sales_return: { en: "Sales returns", id: "Retur penjualan" },
    sales_reports: { en: "Sales reports", id: "Laporan penjualan" },
    report_sales_aging: { en: "Receivable aging", id: "Umur piutang" },
    report_sales_aging_detail: { en: "Receivable aging detail", id: "Rincian umur piutang" },
    report_payment_aging_detail: { en: "Payment aging detail", id: "Rincian umur pembayaran" },
    report_estimation_collection: { en: "Collection estimate", id: "Estimasi penagihan" },
    report_payment_estimation: { en: "Payment estimate by due date", id: "Estimasi penerimaan per jatuh tempo" },
    report_history_payment: { en: "Payment history", id: "Riwayat pembayaran" },
    report_payment: { en: "Customer payments", id: "Penerimaan pelanggan" },
    report_payment_new: { en: "Payments by customer", id: "Penerimaan per pelanggan" },
    report_sales_invoice: { en: "Sales invoice register", id: "Daftar faktur penjualan" },
  },
  groups: { sales: { icon: "shopping", order: 40 }, sales_reports: { icon: "report", order: 61 } },
  screens: [
    mainScreen("/transactions/sales-invoice", "read", "TxSalesInvoice", salesMenu("sales_invoice", "file", 10)),
    mainScreen("/transactions/sales-invoice/add", "create", "TxSalesInvoice"),
    mainScreen("/transactions/sales-invoice/edit/:id", "read", "TxSalesInvoice"),
    mainScreen("/transactions/sales-invoice/prints/:id", "read", "TxSalesInvoice"),
    mainScreen("/transactions/sales-payment", "read", "TxSalesPayment", salesMenu("sales_payment", "money", 20)),
    mainScreen("/transactions/sales-payment/invoice", "create", "TxSalesPayment"),
    mainScreen("/transactions/sales-payment/detail/:id", "read", "TxSalesPayment"),
    mainScreen("/transactions/sales-return", "read", "TxSalesInvoice", salesMenu("sales_return", "diff", 30)),
    mainScreen("/transactions/sales-return/add", "create", "TxSalesInvoice"),
    mainScreen("/transactions/sales-return/detail/:id", "read", "TxSalesInvoice"),
    salesReport("/report/sales-aging", "ReportSales", "report_sales_aging", 10),
    salesReport("/report/sales-aging-detail", "ReportSales", "report_sales_aging_detail", 20),
    salesReport("/report/payment/aging-detail", "ReportPayment", "report_payment_aging_detail", 30),
    salesReport("/report/estimation-collection", "ReportSales", "report_estimation_collection", 40),
    salesReport("/report/payment/estimation", "ReportPayment", "report_payment_estimation", 50),
    salesReport("/report/history-payment", "ReportPayment", "report_history_payment", 60),
    salesReport("/report/payment", "ReportPayment", "report_payment", 70),
    salesReport("/report/paymentNew", "ReportPayment", "report_payment_new", 80),
    salesReport("/report/sales/invoice", "ReportSales", "report_sales_invoice", 90),
  ],
};
