import { loadBudgetingTexts } from "../../locales/budgeting";

loadBudgetingTexts();

export { BudgetListPage, BudgetScreen } from "./pages/BudgetPages";
