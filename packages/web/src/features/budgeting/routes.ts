import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const BASE = "/transactions/budgeting";
const EVA = "/transactions/evaluation";
const TRF = "/transactions/budget-transfer";

/** Which page of budgeting serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  [BASE]: page("BudgetListPage"),
  [`${BASE}/add`]: page("BudgetScreen"),
  [`${BASE}/detail/:id`]: page("BudgetScreen"),
  [TRF]: page("TransferListPage"),
  [`${TRF}/add`]: page("TransferScreen"),
  [`${TRF}/detail/:id`]: page("TransferScreen"),
  [EVA]: page("EvaluationListPage"),
  [`${EVA}/add`]: page("EvaluationScreen"),
  [`${EVA}/detail/:id`]: page("EvaluationScreen"),
  [`${EVA}/evaluation-diagram`]: page("EvaluationDiagramPage"),
  [`${EVA}/transactions/prints-eval/:id`]: page("EvaluationPrintPage"),
};
