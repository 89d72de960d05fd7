import { featurePages, listAddDetail, type PageMap } from "../../../app/lazy-page";

const page = featurePages(() => import("./chunk"));

/** The freight master data: charge codes and rate cards (the chunk loads on first visit). */
export const routes: PageMap = {
  ...listAddDetail("/master-data/charge-code", page("ChargeCodeListPage"), page("ChargeCodeFormPage")),
  ...listAddDetail("/master-data/ch-rate", page("RateListPage"), page("RateFormPage")),
};
