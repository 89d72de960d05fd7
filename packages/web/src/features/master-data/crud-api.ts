import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../lib/api";
import type { DownloadedFile } from "../../lib/api-client";

export type ExportFormat = "xlsx" | "pdf";
export type TemplateFormat = "xlsx" | "csv";

export interface ImportAnswer {
  message: string;
  data: { imported: number };
}

/**
 * The API of one master-data list (`/api/master-data/<path>`): the usual five calls
 * ({@link recordApi}), and the export, import template and all-or-nothing import every such list has.
 */
export function crudApi<R extends { id: string }, V>(path: string) {
  return { ...recordApi<R, V>(path), ...transferApi(path) };
}

/** List, get, create, update and delete the records at `/api/master-data/<path>`. */
export function recordApi<R extends { id: string }, V>(path: string) {
  const base = `master-data/${path}`;
  return {
    list: (params: QueryParams) => api.get<ListResponse<R>>(base, { params }),
    get: (id: string) => api.get<{ data: R }>(`${base}/${id}`),
    create: (body: V) => api.post<{ message: string; data: R }>(base, body),
    update: (id: string, body: V) => api.put<{ message: string; data: R }>(`${base}/${id}`, body),
    remove: (id: string) => api.delete<MessageResponse>(`${base}/${id}`),
  };
}

/** Export (Excel, A4 PDF), import template (Excel, CSV) and import of one master-data list. */
export function transferApi(path: string) {
  const base = `master-data/${path}`;
  return {
    exportFile: (format: ExportFormat): Promise<DownloadedFile> => api.download(`${base}/export`, { params: { format } }),
    template: (format: TemplateFormat): Promise<DownloadedFile> => api.download(`${base}/import/template`, { params: { format } }),
    /** The file itself is the body, with its content type; a refused file's report comes back on 422. */
    importFile: (file: Blob, contentType: string) =>
      api.post<ImportAnswer>(`${base}/import`, file, { contentType, silent: true }),
  };
}

/** Stamps every record of these lists carries. */
export interface Stamped {
  id: string;
  created_at: string;
  updated_at: string;
}

/** A record picked by its code and name that can be switched off (a contact, a product, a tax, …). */
export interface CodedRecord extends Stamped {
  code: string;
  name: string;
  is_active: boolean;
}
