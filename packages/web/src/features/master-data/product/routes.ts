import { featurePages, listAddDetail, type PageMap } from "../../../app/lazy-page";

const page = featurePages(() => import("./chunk"));

/** Which page of this feature serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  ...listAddDetail("/master-data/product", page("ProductListPage"), page("ProductFormPage")),
  // Units, brands, categories and sub-categories: one pair of catalogue pages.
  ...listAddDetail("/master-data/unit", page("CatalogueListPage"), page("CatalogueFormPage")),
  ...listAddDetail("/master-data/product-brand", page("CatalogueListPage"), page("CatalogueFormPage")),
  ...listAddDetail("/master-data/product-category", page("CatalogueListPage"), page("CatalogueFormPage")),
  ...listAddDetail("/master-data/product-sub-category", page("CatalogueListPage"), page("CatalogueFormPage")),
};
