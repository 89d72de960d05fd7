import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";

export interface Office {
  id: string;
  code: string;
  name: string;
  branch: string | null;
  brand: string | null;
  address: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  npwp: string | null;
  bank_name: string | null;
  bank_branch: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  is_head_office: boolean;
}

export type OfficeValues = Omit<Office, "id" | "is_head_office">;

export const officeApi = {
  list: (params: QueryParams) => api.get<ListResponse<Office>>("master-data/office", { params }),
  get: (id: string) => api.get<{ data: Office }>(`master-data/office/${id}`),
  create: (body: OfficeValues) => api.post<{ message: string; data: Office }>("master-data/office", body),
  update: (id: string, body: OfficeValues) => api.put<{ message: string; data: Office }>(`master-data/office/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`master-data/office/${id}`),
};
