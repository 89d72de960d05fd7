import type { TagBody } from "@neraca/core";
import { crudApi } from "../crud-api";

export interface LedgerTag {
  id: string;
  name: string;
  color: string | null;
  description: string | null;
}

export type TagValues = TagBody;

export const tagApi = crudApi<LedgerTag, TagValues>("tag");
