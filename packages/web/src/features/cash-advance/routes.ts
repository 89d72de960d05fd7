import { featurePages, listAddDetail, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const BASE = "/transactions/cash-advance";
const AP = "/transactions/ap-posting/cash-advance-ap";

/** Which page of this feature serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  ...listAddDetail(`${BASE}/request`, page("RequestListPage"), page("RequestFormPage")),
  ...listAddDetail(`${BASE}/request-approval`, page("ApprovalListPage"), page("ApprovalPage")),
  [BASE]: page("AdvanceListPage"),
  [`${BASE}/add`]: page("AdvanceAddPage"),
  [`${BASE}/detail/:id`]: page("AdvanceDetailPage"),
  [`${BASE}/realisation/detail/:id`]: page("RealisationPage"),
  [`${BASE}/refund/detail/:id`]: page("RefundPage"),
  // cash-advance-ap: AP posting of what a realisation left owed to the employee.
  [AP]: page("AdvanceApListPage"),
  [`${AP}/invoice`]: page("AdvanceApPickPage"),
  [`${AP}/add`]: page("AdvanceApAddPage"),
  [`${AP}/listImage/:id`]: page("AdvanceApFilesPage"),
};
