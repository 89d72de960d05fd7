import type { DimensionItemBody } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";

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
export const dimensionApi = (path: string) => {
  const base = `master-data/${path}`;
  return {
    list: (params: QueryParams) => api.get<ListResponse<DimensionItem>>(base, { params }),
    get: (id: string) => api.get<{ data: DimensionItem }>(`${base}/${id}`),
    create: (body: DimensionValues) => api.post<{ message: string; data: DimensionItem }>(base, body),
    update: (id: string, body: DimensionValues) => api.put<{ message: string; data: DimensionItem }>(`${base}/${id}`, body),
    remove: (id: string) => api.delete<MessageResponse>(`${base}/${id}`),
  };
};
