import { type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

/** An accounting report: all read `ReportAccounting`. */
const report = (path: string, key: MenuKey, icon: string, order: number): Screen =>
  mainScreen(path, "read", "ReportAccounting", { key, icon, group: "reports", order });

/** The accounting reports (issue 4). */
export const reportScreens: ScreenDomain = {
  name: "reports",
  titles: {
    reports: { en: "Reports", id: "Laporan" },
    report_trial_balance: { en: "Trial balance", id: "Neraca saldo" },
    report_ledger: { en: "Ledger report", id: "Laporan buku besar" },
    report_journal: { en: "Journal report", id: "Laporan jurnal" },
    report_journal_recap: { en: "Journal recap", id: "Rekap jurnal" },
    report_work_sheet: { en: "Worksheet", id: "Neraca lajur" },
    report_balance_sheet: { en: "Balance sheet", id: "Neraca" },
    report_balance_sheet_comparison: { en: "Balance sheet comparison", id: "Perbandingan neraca" },
    report_profit_loss: { en: "Profit and loss", id: "Laba rugi" },
    report_monthly_mutation: { en: "Monthly mutation", id: "Mutasi bulanan" },
    report_audit: { en: "Financial statements", id: "Laporan keuangan" },
  },
  groups: { reports: { icon: "report", order: 60 } },
  screens: [
    report("/report/trial-balance", "report_trial_balance", "table", 10),
    report("/report/ledger", "report_ledger", "book", 20),
    report("/report/journal", "report_journal", "file", 30),
    report("/report/journalreport", "report_journal_recap", "profile", 40),
    report("/report/work-sheet", "report_work_sheet", "calculator", 50),
    report("/report/balance-sheet", "report_balance_sheet", "account-book", 60),
    report("/report/balance-sheet-comparison", "report_balance_sheet_comparison", "diff", 70),
    report("/report/profit-loss", "report_profit_loss", "rise", 80),
    report("/report/monthly-mutation", "report_monthly_mutation", "calendar", 90),
    report("/report/audit", "report_audit", "audit", 100),
  ],
};
