import { featurePages, listAddDetail, type PageMap } from "../../../app/lazy-page";

const page = featurePages(() => import("./chunk"));

/** Which page of this feature serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  ...listAddDetail("/master-data/warehouse", page("WarehouseListPage"), page("WarehouseFormPage")),
};
