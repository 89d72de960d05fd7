import type { Resource } from "@neraca/core";

/** The product catalogue's simple lists: units of measure, brands, categories and their sub-categories. */
export interface CatalogueLevel {
  /** `/master-data/<path>` and `/api/master-data/<path>`. */
  path: "unit" | "product-brand" | "product-category" | "product-sub-category";
  /** Text key under `md.catalogue.` and `menu.`. */
  key: "unit" | "product_brand" | "product_category" | "product_sub_category";
  resource: Resource;
  /** The level whose records are the parents (a sub-category's category), or null. */
  parent: CatalogueLevel["path"] | null;
}

export const catalogueLevels: readonly CatalogueLevel[] = [
  { path: "unit", key: "unit", resource: "MdUnit", parent: null },
  { path: "product-brand", key: "product_brand", resource: "MdProductBrand", parent: null },
  { path: "product-category", key: "product_category", resource: "MdProductCategory", parent: null },
  { path: "product-sub-category", key: "product_sub_category", resource: "MdProductSubCategory", parent: "product-category" },
];

/** The level of a screen path: `/master-data/product-brand/detail/1` → brands. */
export function catalogueLevelOf(pathname: string): CatalogueLevel {
  const segment = pathname.split("/")[2] ?? "";
  const level = catalogueLevels.find((l) => l.path === segment);
  if (!level) throw new Error(`No catalogue list for ${pathname}`);
  return level;
}
