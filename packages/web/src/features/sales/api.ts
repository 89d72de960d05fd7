import type {
  SalesInvoiceBody,
  SalesInvoiceLineResponse,
  SalesInvoiceResponse,
  SalesInvoiceTaxResponse,
  SalesPaymentBody,
  SalesPaymentDeductionResponse,
  SalesPaymentResponse,
  SalesSettlement,
} from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../lib/api";

const INVOICES = "transactions/sales-invoice";
const PAYMENTS = "transactions/sales-payment";

/** Answers of the sales documents (core's schemas). */
export type Settlement = SalesSettlement;
export type InvoiceLine = SalesInvoiceLineResponse;
export type InvoiceTax = SalesInvoiceTaxResponse;
export type SalesInvoice = SalesInvoiceResponse;
export type PaymentDeduction = SalesPaymentDeductionResponse;
export type SalesPayment = SalesPaymentResponse;

export interface OpenInvoice {
  id: string;
  number: string;
  invoice_date: string;
  due_date: string;
  total: string;
  outstanding: string;
}

export interface CoretaxCheck {
  invoices: number;
  problems: { invoice: string | null; invoice_id: string | null; code: string; message: string }[];
}

type Saved<T> = { message: string; data: T };

export const invoiceApi = {
  list: (params: QueryParams) => api.get<ListResponse<SalesInvoice>>(INVOICES, { params }),
  get: (id: string) => api.get<{ data: SalesInvoice }>(`${INVOICES}/${id}`),
  create: (body: SalesInvoiceBody) => api.post<Saved<SalesInvoice>>(INVOICES, body),
  update: (id: string, body: SalesInvoiceBody, version: number) => api.put<Saved<SalesInvoice>>(`${INVOICES}/${id}`, { ...body, version }),
  remove: (id: string) => api.delete<MessageResponse>(`${INVOICES}/${id}`),
  /** Submitting: approved at once (the AR journal posted), or pending the sales-invoice approval levels. */
  submit: (id: string) => api.post<Saved<SalesInvoice>>(`${INVOICES}/${id}/submit`),
  approve: (id: string, note: string | null) => api.post<Saved<SalesInvoice>>(`${INVOICES}/${id}/approve`, note ? { note } : {}),
  reject: (id: string, note: string) => api.post<Saved<SalesInvoice>>(`${INVOICES}/${id}/reject`, { note }),
  print: (id: string) => api.download(`${INVOICES}/${id}/print`),
  coretaxCheck: (dateFrom: string, dateTo: string) =>
    api.get<{ data: CoretaxCheck }>(`${INVOICES}/coretax`, { params: { date_from: dateFrom, date_to: dateTo, check: "true" } }),
  coretaxXml: (dateFrom: string, dateTo: string) => api.download(`${INVOICES}/coretax`, { params: { date_from: dateFrom, date_to: dateTo } }),
};

export const paymentApi = {
  list: (params: QueryParams) => api.get<ListResponse<SalesPayment>>(PAYMENTS, { params }),
  get: (id: string) => api.get<{ data: SalesPayment }>(`${PAYMENTS}/${id}`),
  create: (body: SalesPaymentBody) => api.post<Saved<SalesPayment>>(PAYMENTS, body),
  remove: (id: string) => api.delete<MessageResponse>(`${PAYMENTS}/${id}`),
  outstanding: (contactId: string) => api.get<{ data: OpenInvoice[]; meta: { deposit: string } }>(`${PAYMENTS}/outstanding`, { params: { contact_id: contactId } }),
  print: (id: string) => api.download(`${PAYMENTS}/${id}/print`),
  cashbanks: () => api.get<{ data: { id: string; code: string; name: string }[] }>("master-data/cashbank/available"),
};
