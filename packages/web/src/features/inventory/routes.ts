import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const SO = "/transactions/stock-adjustment";
const MS = "/transactions/stock-transfer";
const LC = "/transactions/landed-cost";

/** Which page of inventory serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  [SO]: page("AdjustmentListPage"),
  [`${SO}/add`]: page("AdjustmentScreen"),
  [`${SO}/detail/:id`]: page("AdjustmentScreen"),
  [MS]: page("TransferListPage"),
  [`${MS}/add`]: page("TransferScreen"),
  [`${MS}/detail/:id`]: page("TransferScreen"),
  [LC]: page("LandedCostListPage"),
  [`${LC}/add`]: page("LandedCostScreen"),
  [`${LC}/detail/:id`]: page("LandedCostScreen"),
};
