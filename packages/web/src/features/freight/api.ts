import type { AgentStatementResponse, BaccInvoiceResponse, BaccNettingBody, BaccNettingResponse, BaccLineResponse, BaccPaymentResponse, BaccSide, ChAccrualDocumentBody, ChAccrualResponse, ChGenerateBatchResponse, ChGenerateBody, ChJobBody, ChJobResponse } from "@neraca/core";
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

export const BACC_PATH = "/transactions/ch-bacc/bacc";
export const BACC_AR_PATH = "/transactions/ch-bacc/bacc-ar";
/** Where an invoice of each side is read, approved, paid and deleted: the sales and purchase invoice screens. */
export const invoicePath = (side: BaccSide, id: string) => (side === "ar" ? `/transactions/sales-invoice/edit/${id}` : `/transactions/purchase-invoice/detail/${id}`);

/** What an invoice bills: our invoice (AR) is a sales invoice of sell lines, the agent's (AP) a purchase invoice of buy lines. */
export interface BaccBill {
  side: BaccSide;
  contact_id: string;
  currency: string;
  date: string;
  due_date: string | null;
  reference: string | null;
  tax_invoice_number: string | null;
  notes: string | null;
  line_ids: string[];
}

export const baccApi = {
  list: (params: QueryParams) => api.get<ListResponse<BaccInvoiceResponse>>("transactions/ch-bacc/bacc", { params }),
  lines: (params: QueryParams) => api.get<ListResponse<BaccLineResponse>>("transactions/ch-bacc/bacc/lines", { params }),
  /** Payments of BACC invoices: received from customers and agents (AR), paid to agents (AP). */
  payments: (side: BaccSide, params: QueryParams) =>
    api.get<ListResponse<BaccPaymentResponse>>(side === "ar" ? "transactions/ch-bacc/receive-payment" : "transactions/ch-bacc/create-payment", { params }),
  /** An agent's profit-share note as a draft on its engine: a credit note is our invoice to it (AR), a debit note its invoice to us (AP). */
  note: (side: BaccSide, body: Record<string, unknown>) =>
    api.post<Saved<{ id: string }>>(side === "ar" ? "transactions/sales-invoice" : "transactions/purchase-invoice", body, { silent: true }),
  /** Saves the invoice as a draft on its engine; approving it (and its confirmation) is the invoice screen's. */
  bill: (bill: BaccBill) =>
    bill.side === "ar"
      ? api.post<Saved<{ id: string }>>("transactions/sales-invoice", {
          contact_id: bill.contact_id,
          invoice_date: bill.date,
          due_date: bill.due_date,
          currency: bill.currency,
          tax_invoice_number: bill.tax_invoice_number,
          notes: bill.notes,
          details: bill.line_ids.map((job_line_id) => ({ job_line_id })),
        }, { silent: true })
      : api.post<Saved<{ id: string }>>("transactions/purchase-invoice", {
          kind: "service",
          contact_id: bill.contact_id,
          vendor_invoice_number: bill.reference ?? "",
          tax_invoice_number: bill.tax_invoice_number,
          date: bill.date,
          due_date: bill.due_date,
          currency: bill.currency,
          description: bill.notes,
          lines: bill.line_ids.map((job_line_id) => ({ job_line_id })),
        }, { silent: true }),
};

export const NETTING_PATH = "/transactions/ch-bacc/netting";
export const STATEMENT_PATH = "/transactions/ch-bacc/agent-statement";
export type BaccNetting = WithStamps<BaccNettingResponse>;
export const nettingApi = documentApi<BaccNetting, BaccNettingBody>("transactions/ch-bacc/netting");
export const statementApi = {
  get: (contactId: string, currency?: string) =>
    api.get<{ data: AgentStatementResponse }>("transactions/ch-bacc/agent-statement", { params: { contact_id: contactId, currency } }),
};
