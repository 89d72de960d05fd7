import type { DraftJournalBody } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";
import type { LineValues } from "../../../lib/ledger";

const PATH = "transactions/draft-journal";

export { uploadTypeOf, XLSX_TYPE } from "../../../lib/upload-report";

export interface Draft {
  id: string;
  date: string;
  description: string | null;
  office_id: string | null;
  journal_type: "general" | "adjustment";
  status: "draft" | "posted";
  journal_id: string | null;
  upload_batch: string | null;
  details: LineValues[];
  line_count: number;
  total_debit: string;
  total_credit: string;
  balanced: boolean;
  created_at: string;
  updated_at: string;
}

export type DraftValues = DraftJournalBody;

export interface UploadResult {
  upload_batch: string;
  journals: number;
  lines: number;
}

export const draftApi = {
  list: (params: QueryParams) => api.get<ListResponse<Draft>>(PATH, { params }),
  get: (id: string) => api.get<{ data: Draft }>(`${PATH}/${id}`),
  create: (body: DraftValues) => api.post<{ message: string; data: Draft }>(PATH, body),
  update: (id: string, body: DraftValues) => api.put<{ message: string; data: Draft }>(`${PATH}/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`${PATH}/${id}`),
  post: (id: string) => api.post<{ message: string; data: { id: string; number: string } }>(`${PATH}/${id}/post`),
  postMany: (ids: string[]) => api.post<{ message: string; data: { id: string; number: string }[] }>(`${PATH}/post`, { ids }),
  template: (format: "xlsx" | "csv") => api.download(`${PATH}/upload/template`, { params: { format } }),
  /** The file itself is the body (no multipart), with its content type; the report comes back on 422. */
  upload: (file: Blob, contentType: string) =>
    api.post<{ message: string; data: UploadResult }>(`${PATH}/upload`, file, { contentType, silent: true }),
};
