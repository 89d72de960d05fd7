import { featurePages, listAddDetail, type PageMap } from "../../../app/lazy-page";
import { dimensionLevels } from "./levels";

const page = featurePages(() => import("./chunk"));

/** Which page of this feature serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  // The activity and element hierarchies: six levels, one pair of pages.
  ...Object.assign({}, ...dimensionLevels.map((level) => listAddDetail(`/master-data/${level.path}`, page("DimensionListPage"), page("DimensionFormPage")))),
};
