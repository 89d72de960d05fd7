import type { CatalogueItemBody, productTypes } from "@neraca/core";
import type { CodedRecord, Stamped } from "../crud-api";

/** Units, brands, categories and sub-categories: one shape (a sub-category has its category as parent). */
export interface CatalogueItem extends Stamped {
  code: string;
  name: string;
  description: string | null;
  parent_id: string | null;
}
export type CatalogueValues = CatalogueItemBody;

export type ProductType = (typeof productTypes)[number];

export interface Product extends CodedRecord {
  unit_id: string | null;
  brand_id: string | null;
  category_id: string | null;
  sub_category_id: string | null;
  product_type: ProductType;
  is_inventory: boolean;
  is_buying: boolean;
  is_selling: boolean;
  buying_price: string;
  selling_price: string;
  minimum_stock: string | null;
  sales_account_id: string | null;
  purchase_account_id: string | null;
  inventory_account_id: string | null;
  cost_account_id: string | null;
  sales_return_account_id: string | null;
  purchase_return_account_id: string | null;
}

export const PRODUCT_PATH = "product";
