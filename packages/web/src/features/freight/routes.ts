import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const CH = "/transactions/ch-bacc/ch";
const ACR = "/transactions/ch-bacc/accrual";
const GEN = "/transactions/chbacc/ch-generate";

/** Which page of the freight module serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  [CH]: page("JobListPage"),
  [`${CH}/add`]: page("JobScreen"),
  [`${CH}/edit/:id`]: page("JobScreen"),
  [`${CH}/detail/:id`]: page("JobScreen"),
  [`${CH}/generate`]: page("GenerateScreen"),
  [GEN]: page("BatchListPage"),
  [`${GEN}/:id`]: page("BatchScreen"),
  [ACR]: page("AccrualListPage"),
  [`${ACR}/add`]: page("AccrualScreen"),
  [`${ACR}/detail/:id`]: page("AccrualScreen"),
};
