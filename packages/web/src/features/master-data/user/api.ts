import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";

export interface Member {
  id: string;
  user_name: string;
  email: string;
  avatar: string | null;
  activated: boolean;
  is_owner: boolean;
  is_national: boolean;
  joined_at: string;
  roles: { id: string; name: string }[];
}

export interface MemberValues {
  is_national?: boolean;
  role_ids?: string[];
}

export const memberApi = {
  list: (params: QueryParams) => api.get<ListResponse<Member>>("master-data/user", { params }),
  get: (id: string) => api.get<{ data: Member }>(`master-data/user/${id}`),
  update: (id: string, body: MemberValues) => api.put<{ message: string; data: Member }>(`master-data/user/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`master-data/user/${id}`),
  roles: () => api.get<ListResponse<{ id: string; name: string }>>("setting/role", { params: { per_page: 100 } }),
};
