import { loadBudgetingTexts } from "../../locales/budgeting";

loadBudgetingTexts();

export { BudgetListPage, BudgetScreen } from "./pages/BudgetPages";
export { EvaluationDiagramPage, EvaluationListPage, EvaluationPrintPage, EvaluationScreen } from "./pages/EvaluationPages";
export { TransferListPage, TransferScreen } from "./pages/TransferPages";
