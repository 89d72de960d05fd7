import type { DocumentState, DraftJournalBody } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";
import type { LineValues } from "../../../lib/ledger";

const PATH = "transactions/draft-journal";

export { uploadTypeOf, XLSX_TYPE } from "../../../lib/upload-report";

/** A draft journal's answer: its content fields and the document lifecycle's state (DESIGN §12). */
export interface Draft extends DocumentState {
  date: string;
  description: string | null;
  office_id: string | null;
  journal_type: "general" | "adjustment";
  /** The journal it was posted as (the first of `journal_ids`), once approved. */
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
  /** `version` is the one of the last answer: a stale one is refused with 409. */
  update: (id: string, body: DraftValues, version: number) =>
    api.put<{ message: string; data: Draft }>(`${PATH}/${id}`, { ...body, version }),
  remove: (id: string) => api.delete<MessageResponse>(`${PATH}/${id}`),
  /** Submitting a draft: posted at once (status approved), or pending its approval levels. */
  post: (id: string) => api.post<{ message: string; data: Draft }>(`${PATH}/${id}/post`),
  postMany: (ids: string[]) => api.post<{ message: string; data: Draft[] }>(`${PATH}/post`, { ids }),
  approve: (id: string, note: string | null) => api.post<{ message: string; data: Draft }>(`${PATH}/${id}/approve`, note ? { note } : {}),
  reject: (id: string, note: string) => api.post<{ message: string; data: Draft }>(`${PATH}/${id}/reject`, { note }),
  cancel: (id: string, note: string | null) => api.post<{ message: string; data: Draft }>(`${PATH}/${id}/cancel`, note ? { note } : {}),
  template: (format: "xlsx" | "csv") => api.download(`${PATH}/upload/template`, { params: { format } }),
  /** The file itself is the body (no multipart), with its content type; the report comes back on 422. */
  upload: (file: Blob, contentType: string) =>
    api.post<{ message: string; data: UploadResult }>(`${PATH}/upload`, file, { contentType, silent: true }),
};
