import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const BASE = "/transactions/budgeting";

/** Which page of budgeting serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  [BASE]: page("BudgetListPage"),
  [`${BASE}/add`]: page("BudgetScreen"),
  [`${BASE}/detail/:id`]: page("BudgetScreen"),
};
