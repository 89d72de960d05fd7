import type { TagBody } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";

const PATH = "master-data/tag";

export interface LedgerTag {
  id: string;
  name: string;
  color: string | null;
  description: string | null;
}

export type TagValues = TagBody;

export const tagApi = {
  list: (params: QueryParams) => api.get<ListResponse<LedgerTag>>(PATH, { params }),
  get: (id: string) => api.get<{ data: LedgerTag }>(`${PATH}/${id}`),
  create: (body: TagValues) => api.post<{ message: string; data: LedgerTag }>(PATH, body),
  update: (id: string, body: TagValues) => api.put<{ message: string; data: LedgerTag }>(`${PATH}/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`${PATH}/${id}`),
};
