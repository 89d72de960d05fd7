import { defineDomain } from "../manifest.js";
import { payablesWidgets } from "./widgets.js";
import { payablesFieldNames, payablesMessages } from "../messages/payables.js";
import { payablesScreens } from "../screens/domains/payables.js";

/** Payables: purchase invoices, AP posting, payment vouchers, payment forms and purchase payments. */
export const payablesDomain = defineDomain({
  name: "payables",
  resources: {
    TxPurchaseInvoice: { group: "transactions", en: "Purchase invoices", id: "Faktur pembelian" },
    TxPaymentVoucher: { group: "transactions", en: "Payment vouchers", id: "Voucher pembayaran" },
    TxApPosting: { group: "transactions", en: "AP posting", id: "Posting utang" },
    TxFormPayment: { group: "transactions", en: "Payment forms", id: "Formulir pembayaran" },
    TxPurchasePayment: {
      group: "transactions",
      en: "Purchase payments",
      id: "Pembayaran pembelian",
    },
    ReportPurchase: { group: "reports", en: "Purchase reports", id: "Laporan pembelian" },
  },
  approvalModules: {
    purchase_invoice: { en: "Purchase invoice", id: "Faktur pembelian" },
    payment_voucher: { en: "Payment voucher", id: "Voucher pembayaran" },
  },
  transactionTypes: {
    purchase_invoice: { prefix: "PI", en: "Purchase invoice", id: "Faktur pembelian" },
    purchase_payment: { prefix: "PB", en: "Purchase payment", id: "Pembayaran pembelian" },
    payment_voucher: { prefix: "PV", en: "Payment voucher", id: "Voucher pembayaran" },
    vendor_advance: { prefix: "UMB", en: "Advance to vendor", id: "Uang muka pembelian" },
    form_payment: { prefix: "FP", en: "Payment request form", id: "Formulir permintaan pembayaran" },
    purchase_return: { prefix: "RB", en: "Purchase return", id: "Retur pembelian" },
  },
  accountRoles: {
    payable: { en: "Accounts payable", id: "Utang usaha" },
    purchases: { en: "Purchases", id: "Pembelian" },
    purchase_discount: { en: "Purchase discount", id: "Potongan pembelian" },
    vat_in: { en: "VAT in (PPN masukan)", id: "PPN masukan" },
    withholding_payable: { en: "Withholding tax payable", id: "Utang PPh dipotong" },
    advance_payment: { en: "Advance payment to vendors", id: "Uang muka pembelian" },
  },
  messages: payablesMessages,
  fieldNames: payablesFieldNames,
  screens: [payablesScreens],
  widgets: payablesWidgets,
});
