import { type MenuEntry, type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

const payablesMenu = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "payables", order });
const report = (path: string, key: MenuKey, icon: string, order: number): Screen =>
  mainScreen(path, "read", "ReportPurchase", { key, icon, group: "payables", order });

/** The spec's form payments: vendor, vendor advance, agent, agent advance (each list, invoice or add, detail, report). */
const formScreens = (path: string, entry: "invoice" | "add", key: MenuKey, order: number): Screen[] => [
  mainScreen(path, "read", "TxFormPayment", payablesMenu(key, "solution", order)),
  // Picking invoices is the first step of creating the form: both entries ask create (spec §6).
  mainScreen(`${path}/${entry}`, "create", "TxFormPayment"),
  mainScreen(`${path}/detail/:id`, "read", "TxFormPayment"),
  mainScreen(`${path}/report/:id`, "read", "TxFormPayment"),
];

/**
 * Payables (issue 13): purchase invoices, AP posting, payment vouchers, form payments, purchase
 * payments and the purchase reports. `cash-advance-ap` is the cash-advance domain's (its invoices are payables').
 */
export const payablesScreens: ScreenDomain = {
  name: "payables",
  titles: {
    payables: { en: "Payables", id: "Utang usaha" },
    purchase_invoice: { en: "Purchase invoices", id: "Faktur pembelian" },
    ap_posting: { en: "AP posting", id: "Posting utang" },
    ap_outstanding_payment: { en: "Outstanding payments", id: "Utang belum dibayar" },
    payment_voucher: { en: "Payment vouchers", id: "Voucher pembayaran" },
    purchase_payment: { en: "Purchase payments", id: "Pembayaran pembelian" },
    purchase_return: { en: "Purchase returns", id: "Retur pembelian" },
    form_payment_vendor: { en: "Payment forms: vendor", id: "Formulir bayar vendor" },
    form_payment_advance: { en: "Payment forms: advance", id: "Formulir uang muka" },
    form_payment_agent: { en: "Payment forms: agent", id: "Formulir bayar agen" },
    form_payment_agent_advance: { en: "Agent advances", id: "Uang muka agen" },
    report_purchase_aging: { en: "Payable aging", id: "Umur utang" },
    report_purchase_aging_estimation: { en: "Payment estimation", id: "Estimasi pembayaran" },
    report_purchase_aging_detail: { en: "Payable aging detail", id: "Rincian umur utang" },
    report_purchase_invoice: { en: "Purchase invoice report", id: "Laporan faktur pembelian" },
    report_purchase_invoice_detail: { en: "Purchase invoice detail", id: "Rincian faktur pembelian" },
  },
  groups: { payables: { icon: "wallet", order: 45 } },
  screens: [
    mainScreen("/transactions/purchase-invoice", "read", "TxPurchaseInvoice", payablesMenu("purchase_invoice", "file", 10)),
    mainScreen("/transactions/purchase-invoice/listImage/:id", "read", "TxPurchaseInvoice"),
    mainScreen("/transactions/purchase-invoice/add", "create", "TxPurchaseInvoice"),
    mainScreen("/transactions/purchase-invoice/invoice-service/add", "create", "TxPurchaseInvoice"),
    mainScreen("/transactions/purchase-invoice/detail/:id", "read", "TxPurchaseInvoice"),
    mainScreen("/transactions/purchase-invoice/prints/:id", "read", "TxPurchaseInvoice"),
    mainScreen("/transactions/purchase-invoice/prints-v2/:id", "read", "TxPurchaseInvoice"),
    mainScreen("/transactions/ap-posting", "read", "TxApPosting", payablesMenu("ap_posting", "audit", 20)),
    mainScreen("/transactions/ap-posting/detail/:id", "read", "TxApPosting"),
    mainScreen("/transactions/ap-posting/outstanding", "read", "TxApPosting"),
    mainScreen("/transactions/ap-posting/outstanding-payment", "read", "TxApPosting", payablesMenu("ap_outstanding_payment", "money", 25)),
    mainScreen("/transactions/payment-voucher", "read", "TxPaymentVoucher", payablesMenu("payment_voucher", "profile", 30)),
    mainScreen("/transactions/payment-voucher/invoice", "create", "TxPaymentVoucher"),
    mainScreen("/transactions/payment-voucher/add", "create", "TxPaymentVoucher"),
    mainScreen("/transactions/payment-voucher/detail/:id", "read", "TxPaymentVoucher"),
    mainScreen("/transactions/payment-voucher/report/:id", "read", "TxPaymentVoucher"),
    mainScreen("/transactions/purchase-return", "read", "TxPurchaseInvoice", payablesMenu("purchase_return", "diff", 15)),
    mainScreen("/transactions/purchase-return/add", "create", "TxPurchaseInvoice"),
    mainScreen("/transactions/purchase-return/detail/:id", "read", "TxPurchaseInvoice"),
    mainScreen("/transactions/purchase-payment", "read", "TxPurchasePayment", payablesMenu("purchase_payment", "money", 40)),
    mainScreen("/transactions/purchase-payment/listImage/:id", "read", "TxPurchasePayment"),
    mainScreen("/transactions/purchase-payment/invoice", "create", "TxPurchasePayment"),
    mainScreen("/transactions/purchase-payment/add", "create", "TxPurchasePayment"),
    mainScreen("/transactions/purchase-payment/add/:id", "create", "TxPurchasePayment"),
    mainScreen("/transactions/purchase-payment/payment-per-voucher/add", "create", "TxPurchasePayment"),
    mainScreen("/transactions/purchase-payment/payment-per-voucher/add/:id", "create", "TxPurchasePayment"),
    mainScreen("/transactions/purchase-payment/detail/:id", "read", "TxPurchasePayment"),
    ...formScreens("/transactions/form-payment/vendor", "invoice", "form_payment_vendor", 50),
    ...formScreens("/transactions/form-payment/advance", "add", "form_payment_advance", 51),
    ...formScreens("/transactions/form-payment/agent", "invoice", "form_payment_agent", 52),
    ...formScreens("/transactions/form-payment/agent-advance", "add", "form_payment_agent_advance", 53),
    report("/report/purchase/aging", "report_purchase_aging", "table", 60),
    report("/report/purchase/aging/estimation", "report_purchase_aging_estimation", "calendar", 61),
    report("/report/purchase/aging-detail", "report_purchase_aging_detail", "profile", 62),
    report("/report/purchase/invoice", "report_purchase_invoice", "file", 63),
    report("/report/purchase/invoice-detail", "report_purchase_invoice_detail", "file", 64),
  ],
};
