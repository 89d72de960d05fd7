import type { DraftJournalBody, DraftJournalResponse } from "@neraca/core";
import { api } from "../../../lib/api";
import { documentApi, type Saved } from "../../../lib/document-api";

const PATH = "transactions/draft-journal";

export { uploadTypeOf, XLSX_TYPE } from "../../../lib/upload-report";

/** A draft journal's answer: its content and the document lifecycle's state (core's schema, DESIGN §12). */
export type Draft = DraftJournalResponse;
export type DraftValues = DraftJournalBody;

export interface UploadResult {
  upload_batch: string;
  journals: number;
  lines: number;
}

export const draftApi = {
  ...documentApi<Draft, DraftValues>(PATH),
  /** Submitting a draft is posting it (`/post`, the journal's permission): posted at once (approved), or pending its approval levels. */
  submit: (id: string) => api.post<Saved<Draft>>(`${PATH}/${id}/post`),
  postMany: (ids: string[]) => api.post<{ message: string; data: Draft[] }>(`${PATH}/post`, { ids }),
  template: (format: "xlsx" | "csv") => api.download(`${PATH}/upload/template`, { params: { format } }),
  /** The file itself is the body (no multipart), with its content type; the report comes back on 422. */
  upload: (file: Blob, contentType: string) =>
    api.post<{ message: string; data: UploadResult }>(`${PATH}/upload`, file, { contentType, silent: true }),
};
