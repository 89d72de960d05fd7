import { type MenuEntry, type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

const cashBank = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "cash_bank", order });
const report = (path: string, key: MenuKey, icon: string, order: number): Screen =>
  mainScreen(path, "read", "ReportCashBank", { key, icon, group: "reports", order });

/**
 * Cash and bank (issue 10): receipts and payments by transaction type, transfers, requests with
 * their approvals, bank reconciliation, transaction types, and the cash and bank reports.
 */
export const cashbankScreens: ScreenDomain = {
  name: "cashbank",
  titles: {
    cash_bank: { en: "Cash and bank", id: "Kas dan bank" },
    cashbank_transactions: { en: "Receipts and payments", id: "Penerimaan dan pengeluaran" },
    cashbank_request: { en: "Requests", id: "Permintaan" },
    cashbank_request_approval: { en: "Request approval", id: "Persetujuan permintaan" },
    cashbank_rekon: { en: "Bank reconciliation", id: "Rekonsiliasi bank" },
    cashbank_types: { en: "Transaction types", id: "Jenis transaksi" },
    report_cash_bank: { en: "Cash and bank book", id: "Buku kas dan bank" },
    report_cash_bank_summary: { en: "Cash and bank summary", id: "Ringkasan kas dan bank" },
    report_cash_and_bank: { en: "Cash and bank position", id: "Posisi kas dan bank" },
    report_cash_and_bank_report: { en: "Cash and bank by type", id: "Kas dan bank per jenis" },
    report_cash_flow: { en: "Cash-flow statement", id: "Laporan arus kas" },
  },
  groups: { cash_bank: { icon: "wallet", order: 25 } },
  screens: [
    mainScreen("/transactions/cashbank", "read", "TxCashbank", cashBank("cashbank_transactions", "transfer", 10)),
    mainScreen("/transactions/cashbank/add", "create", "TxCashbank"),
    mainScreen("/transactions/cashbank/add/cash-in/:transactionTypeCode", "create", "TxCashbank"),
    mainScreen("/transactions/cashbank/add/cash-out/:transactionTypeCode", "create", "TxCashbank"),
    mainScreen("/transactions/cashbank/add/bank-in/:transactionTypeCode", "create", "TxCashbank"),
    mainScreen("/transactions/cashbank/add/bank-out/:transactionTypeCode", "create", "TxCashbank"),
    mainScreen("/transactions/cashbank/add/transfer", "create", "TxCashbank"),
    mainScreen("/transactions/cashbank/detail/transfer/:id", "read", "TxCashbank"),
    mainScreen("/transactions/cashbank/detail/:id/:transactionTypeCode", "read", "TxCashbank"),
    // Where the approval inbox and the journal's source links point (`{base}/detail/{id}`).
    mainScreen("/transactions/cashbank/detail/:id", "read", "TxCashbank"),
    mainScreen("/transactions/cashbank/transfer/detail/:id", "read", "TxCashbank"),
    mainScreen("/transactions/cashbank/request", "read", "TxCashbankRequest", cashBank("cashbank_request", "file", 20)),
    mainScreen("/transactions/cashbank/request/add", "create", "TxCashbankRequest"),
    mainScreen("/transactions/cashbank/request/request-approval", "read", "TxModuleApproval", cashBank("cashbank_request_approval", "audit", 30)),
    mainScreen("/transactions/cashbank/request/:id", "read", "TxCashbankRequest"),
    mainScreen("/transactions/cashbank/request/request-detail/:id", "read", "TxCashbankRequest"),
    mainScreen("/transactions/cashbank/request/detail/:id", "read", "TxCashbankRequest"),
    mainScreen("/transactions/cashbank/rekon", "read", "TxRekon", cashBank("cashbank_rekon", "diff", 40)),
    mainScreen("/transactions/cashbank/rekon/add", "create", "TxRekon"),
    mainScreen("/transactions/cashbank/rekon/add/:id", "create", "TxRekon"),
    mainScreen("/transactions/cashbank/types", "read", "MdCashbank", cashBank("cashbank_types", "setting", 50)),
    report("/report/cash-bank", "report_cash_bank", "book", 200),
    report("/report/cash-bank-summary", "report_cash_bank_summary", "table", 210),
    report("/report/cash-and-bank", "report_cash_and_bank", "bank", 220),
    report("/report/cash-and-bank-report", "report_cash_and_bank_report", "profile", 230),
    report("/report/cash-flow", "report_cash_flow", "rise", 240),
  ],
};
