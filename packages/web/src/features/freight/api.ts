import type { ChAccrualDocumentBody, ChAccrualResponse, ChGenerateBatchResponse, ChGenerateBody, ChJobBody, ChJobResponse } from "@neraca/core";
import { api, type ListResponse, type QueryParams } from "../../lib/api";
import { documentApi, type Saved } from "../../lib/document-api";

/** Answers carry `created_at`/`updated_at` beside the schema's fields. */
type WithStamps<T> = T & { created_at: string; updated_at: string };
export type ChJob = WithStamps<ChJobResponse>;
export type ChJobLine = ChJob["lines"][number];
export type ChAccrual = WithStamps<ChAccrualResponse>;
export type GenerateBatch = ChGenerateBatchResponse;

export const CH_PATH = "/transactions/ch-bacc/ch";
export const BATCH_PATH = "/transactions/chbacc/ch-generate";
export const ACCRUAL_PATH = "/transactions/ch-bacc/accrual";

export const jobApi = {
  ...documentApi<ChJob, ChJobBody>("transactions/ch-bacc/ch"),
  close: (id: string) => api.post<Saved<ChJob>>(`transactions/ch-bacc/ch/${id}/close`),
  reopen: (id: string) => api.post<Saved<ChJob>>(`transactions/ch-bacc/ch/${id}/reopen`),
};
export const accrualApi = documentApi<ChAccrual, ChAccrualDocumentBody>("transactions/ch-bacc/accrual");

type BatchRow = Omit<GenerateBatch, "logs">;
export const generateApi = {
  generate: (body: ChGenerateBody) => api.post<Saved<GenerateBatch>>("transactions/ch-bacc/ch/generate", body),
  batches: (params: QueryParams) => api.get<ListResponse<BatchRow>>("transactions/chbacc/ch-generate", { params }),
  batch: (id: string) => api.get<{ data: GenerateBatch }>(`transactions/chbacc/ch-generate/${id}`),
  run: (id: string) => api.post<Saved<GenerateBatch>>(`transactions/chbacc/ch-generate/${id}/run`),
  /** A file of shipments (CSV or XLSX): a draft job each, generated in one batch; a refused file answers its problems row by row. */
  upload: (file: Blob, contentType: string) => api.post<Saved<GenerateBatch>>("transactions/ch-bacc/ch/generate/upload", file, { contentType, silent: true }),
  template: (format: "xlsx" | "csv") => api.download("transactions/ch-bacc/ch/generate/template", { params: { format } }),
};
