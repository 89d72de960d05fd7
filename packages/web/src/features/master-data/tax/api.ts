import type { TaxBody, taxKinds } from "@neraca/core";
import { crudApi, type Stamped } from "../crud-api";

export type TaxKind = (typeof taxKinds)[number];

export interface Tax extends Stamped {
  code: string;
  name: string;
  kind: TaxKind;
  /** A percentage as a decimal string ("12.0000"). */
  rate: string;
  base_numerator: number;
  base_denominator: number;
  effective_rate: string;
  sell_account_id: string | null;
  buy_account_id: string | null;
  description: string | null;
  is_active: boolean;
}
export type TaxValues = TaxBody;

export const TAX_PATH = "tax";
export const taxApi = crudApi<Tax, TaxValues>(TAX_PATH);
