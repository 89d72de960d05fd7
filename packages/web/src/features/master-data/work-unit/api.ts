import type { WorkUnitBody } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";

const PATH = "master-data/work-unit";

export interface WorkUnit {
  id: string;
  code: string;
  name: string;
  head: string | null;
  head_user_id: string | null;
  group_head: string | null;
}

export type WorkUnitValues = WorkUnitBody;

export const workUnitApi = {
  list: (params: QueryParams) => api.get<ListResponse<WorkUnit>>(PATH, { params }),
  get: (id: string) => api.get<{ data: WorkUnit }>(`${PATH}/${id}`),
  create: (body: WorkUnitValues) => api.post<{ message: string; data: WorkUnit }>(PATH, body),
  update: (id: string, body: WorkUnitValues) => api.put<{ message: string; data: WorkUnit }>(`${PATH}/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`${PATH}/${id}`),
};
