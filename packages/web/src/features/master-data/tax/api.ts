import type { taxKinds } from "@neraca/core";
import type { CodedRecord } from "../crud-api";

export type TaxKind = (typeof taxKinds)[number];

export interface Tax extends CodedRecord {
  kind: TaxKind;
  /** A percentage as a decimal string ("12.0000"). */
  rate: string;
  base_numerator: number;
  base_denominator: number;
  effective_rate: string;
  sell_account_id: string | null;
  buy_account_id: string | null;
  description: string | null;
}

export const TAX_PATH = "tax";
