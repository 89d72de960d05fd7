import { listAddDetail, type MenuEntry, type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

const budgeting = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "budgeting", order });

const report = (path: string, key: MenuKey, icon: string, order: number): Screen => mainScreen(path, "read", "ReportBudget", budgeting(key, icon, order));

/** Budgeting (issue 32): budgets by account and dimension per month, and their reports. */
export const budgetingScreens: ScreenDomain = {
  name: "budgeting",
  titles: {
    budgeting: { en: "Budgeting", id: "Anggaran" },
    budget: { en: "Budgets", id: "Anggaran" },
    budget_transfer: { en: "Budget transfers", id: "Pergeseran anggaran" },
    report_budget: { en: "Budget realisation", id: "Realisasi anggaran" },
    report_budget_month: { en: "Budget by month", id: "Anggaran per bulan" },
    report_profit_loss_v2: { en: "Profit and loss against budget", id: "Laba rugi dibanding anggaran" },
    report_audit_standard: { en: "Actual against standard", id: "Realisasi terhadap standar" },
    evaluation: { en: "Budget evaluations", id: "Evaluasi anggaran" },
  },
  groups: { budgeting: { icon: "calculator", order: 55 } },
  screens: [
    ...listAddDetail("/transactions/budgeting", "TxBudgeting", budgeting("budget", "account-book", 2)),
    ...listAddDetail("/transactions/budget-transfer", "TxBudgetTransfer", budgeting("budget_transfer", "transfer", 3)),
    ...listAddDetail("/transactions/evaluation", "TxEvaluation", budgeting("evaluation", "audit", 4)),
    mainScreen("/transactions/evaluation/evaluation-diagram", "read", "TxEvaluation"),
    mainScreen("/transactions/evaluation/transactions/prints-eval/:id", "read", "TxEvaluation"),
    report("/report/report-budget", "report_budget", "chart", 10),
    report("/report/report-budget-month", "report_budget_month", "calendar", 20),
    report("/report/profit-loss-v2", "report_profit_loss_v2", "rise", 30),
    report("/report/audit/standard", "report_audit_standard", "audit", 40),
  ],
};
