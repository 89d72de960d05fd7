import type { DimensionItemBody } from "@neraca/core";
import { recordApi } from "../crud-api";

export interface DimensionItem {
  id: string;
  kind: string;
  code: string;
  name: string;
  description: string | null;
  parent_id: string | null;
}

export type DimensionValues = DimensionItemBody;

/** The API of one level (`master-data/coa-activity`, …). */
export const dimensionApi = (path: string) => recordApi<DimensionItem, DimensionValues>(path);
