import { defineDomain } from "../manifest.js";
import { cashbankWidgets } from "./widgets.js";
import { cashbankFieldNames, cashbankMessages } from "../messages/cashbank.js";
import { cashbankScreens } from "../screens/domains/cashbank.js";

/** Cash and bank: requests, receipts and payments, transfers, bank reconciliation and their reports. */
export const cashbankDomain = defineDomain({
  name: "cashbank",
  resources: {
    TxCashbankRequest: {
      group: "transactions",
      en: "Cash and bank requests",
      id: "Permintaan kas dan bank",
    },
    TxCashbank: { group: "transactions", en: "Cash and bank", id: "Kas dan bank" },
    TxRekon: { group: "transactions", en: "Bank reconciliation", id: "Rekonsiliasi bank" },
    ReportCashBank: { group: "reports", en: "Cash and bank reports", id: "Laporan kas dan bank" },
  },
  approvalModules: {
    cashbank_request: { en: "Cash and bank request", id: "Permintaan kas dan bank" },
  },
  transactionTypes: {
    cash_in: { prefix: "KM", en: "Cash in", id: "Kas masuk" },
    cash_out: { prefix: "KK", en: "Cash out", id: "Kas keluar" },
    bank_in: { prefix: "BM", en: "Bank in", id: "Bank masuk" },
    bank_out: { prefix: "BK", en: "Bank out", id: "Bank keluar" },
    transfer: { prefix: "TF", en: "Cash and bank transfer", id: "Transfer kas dan bank" },
    cashbank_request: { prefix: "PKB", en: "Cash and bank request", id: "Permintaan kas dan bank" },
  },
  accountRoles: {
    bank_charges: { en: "Bank charges", id: "Biaya administrasi bank" },
  },
  messages: cashbankMessages,
  fieldNames: cashbankFieldNames,
  screens: [cashbankScreens],
  widgets: cashbankWidgets,
});
