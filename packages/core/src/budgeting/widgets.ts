import { budgetUseResponse, defineWidget } from "../dashboard/widget.js";

/** The budgeting module's dashboard widget. */
export const budgetingWidgets = {
  "budget-use": defineWidget({
    name: "budget-use",
    resource: "ReportBudget",
    title: { en: "Budget lines nearest their limit", id: "Mata anggaran mendekati batas" },
    view: "budget",
    drill: { path: "/report/report-budget", period: "range" },
    empty: {
      text: { en: "No approved budget covers this year yet.", id: "Belum ada anggaran disetujui untuk tahun ini." },
      steps: [{ path: "/transactions/budgeting/add", resource: "TxBudgeting", text: { en: "Plan the year's budget", id: "Susun anggaran tahun ini" } }],
    },
    order: 58,
    width: "half",
    response: budgetUseResponse,
  }),
} as const;
