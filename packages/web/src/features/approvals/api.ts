import type { ApprovalInboxItem, DocumentState } from "@neraca/core";
import { api, type ListResponse } from "../../lib/api";

const PATH = "transactions/module-approval";

export const approvalInboxApi = {
  list: (params: { page: number; per_page: number }) => api.get<ListResponse<ApprovalInboxItem>>(PATH, { params }),
  approve: (id: string, note: string | null) => api.post<{ message: string; data: DocumentState }>(`${PATH}/${id}/approve`, note ? { note } : {}),
  reject: (id: string, note: string) => api.post<{ message: string; data: DocumentState }>(`${PATH}/${id}/reject`, { note }),
};
