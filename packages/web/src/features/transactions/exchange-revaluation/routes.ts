import { featurePages, type PageMap } from "../../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const BASE = "/transactions/exchange-revaluation";

/** Which page of the exchange revaluation serves which registry path (loaded on first visit). */
export const routes: PageMap = {
  [BASE]: page("RevaluationListPage"),
  [`${BASE}/add`]: page("RevaluationScreen"),
  [`${BASE}/detail/:id`]: page("RevaluationScreen"),
};
