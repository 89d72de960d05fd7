import { defineDomain } from "../manifest.js";

/** Budgets and their evaluation (DESIGN §15): the spec's resources, until the module is built. */
export const budgetingDomain = defineDomain({
  name: "budgeting",
  resources: {
    TxBudgeting: { group: "transactions", en: "Budgeting", id: "Anggaran" },
    TxEvaluation: { group: "transactions", en: "Evaluations", id: "Evaluasi" },
    ReportBudget: { group: "reports", en: "Budget reports", id: "Laporan anggaran" },
  },
});
