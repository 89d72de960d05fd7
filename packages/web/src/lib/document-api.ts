import type { DocumentState } from "@neraca/core";
import type { DownloadedFile } from "./api-client";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "./api";
import type { PrintSource } from "./download";

/** A write's answer: the server's message and the document as it is now. */
export type Saved<T> = { message: string; data: T };

/**
 * The routes every document type has (DESIGN §12: `GET/POST <path>`, `GET/PUT/DELETE /:id`,
 * `POST /:id/submit|approve|reject|cancel`, `GET /:id/print`), typed by the type's answer `T` and
 * body `B`. An edit sends back the `version` it started from.
 */
export function documentApi<T extends { id: string }, B>(path: string) {
  return {
    path,
    list: (params: QueryParams) => api.get<ListResponse<T>>(path, { params }),
    get: (id: string) => api.get<{ data: T }>(`${path}/${id}`),
    create: (body: B) => api.post<Saved<T>>(path, body),
    update: (id: string, body: B, version: number) => api.put<Saved<T>>(`${path}/${id}`, { ...body, version }),
    remove: (id: string) => api.delete<MessageResponse>(`${path}/${id}`),
    submit: (id: string) => api.post<Saved<T>>(`${path}/${id}/submit`),
    approve: (id: string, note: string | null) => api.post<Saved<T>>(`${path}/${id}/approve`, note ? { note } : {}),
    reject: (id: string, note: string) => api.post<Saved<T>>(`${path}/${id}/reject`, { note }),
    cancel: (id: string, note: string | null) => api.post<Saved<T>>(`${path}/${id}/cancel`, note ? { note } : {}),
    print: (id: string) => api.download(`${path}/${id}/print`),
  };
}

export type DocumentApi<T extends { id: string }, B> = ReturnType<typeof documentApi<T, B>>;

/** A document's A4 print for the preview, saved as `<number with dashes>.pdf` (its id while it has no number). */
export function printSource(api: { print: (id: string) => Promise<DownloadedFile> }, doc: Pick<DocumentState, "id" | "number">): PrintSource {
  return { load: () => api.print(doc.id), fileName: (doc.number ?? doc.id).replaceAll("/", "-") };
}
