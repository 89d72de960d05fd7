import { defineDomain } from "../manifest.js";
import { cashAdvanceFieldNames, cashAdvanceMessages } from "./messages.js";
import { cashAdvanceScreens } from "../screens/domains/cash-advance.js";

/** Cash advances to employees: requests, advances, realisations, refunds and top-ups. */
export const cashAdvanceDomain = defineDomain({
  name: "cash-advance",
  resources: {
    TxCashAdvanceRequest: {
      group: "transactions",
      en: "Cash advance requests",
      id: "Permintaan uang muka",
    },
    TxCashAdvance: { group: "transactions", en: "Cash advances", id: "Uang muka" },
    ReportCashAdvance: { group: "reports", en: "Cash advance reports", id: "Laporan uang muka" },
  },
  approvalModules: {
    cash_advance_request: { en: "Cash advance request", id: "Permintaan uang muka" },
  },
  transactionTypes: {
    cash_advance_request: { prefix: "PUM", en: "Cash advance request", id: "Permintaan uang muka" },
    cash_advance: { prefix: "UM", en: "Cash advance", id: "Uang muka" },
    cash_advance_realisation: { prefix: "RUM", en: "Cash advance realisation", id: "Realisasi uang muka" },
    cash_advance_settlement: { prefix: "SUM", en: "Cash advance refund or top-up", id: "Pengembalian atau penambahan uang muka" },
  },
  accountRoles: {
    cash_advance: { en: "Cash advance", id: "Uang muka karyawan" },
  },
  messages: cashAdvanceMessages,
  fieldNames: cashAdvanceFieldNames,
  screens: [cashAdvanceScreens],
});
