import type { DocumentState, SalesInvoiceBody, SalesPaymentBody } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../lib/api";

const INVOICES = "transactions/sales-invoice";
const PAYMENTS = "transactions/sales-payment";

export type Settlement = "unpaid" | "partly_paid" | "paid";

export interface InvoiceLine {
  product_id: string | null;
  product_name: string | null;
  description: string | null;
  account_id: string;
  quantity: string;
  unit_id: string | null;
  price: string;
  discount_percent: string;
  tax_ids: string[];
  gross: string;
  discount: string;
  net: string;
}

export interface InvoiceTax {
  tax_id: string;
  name: string;
  kind: string;
  amount: string;
  tax_base: string;
  account_id: string | null;
}

/** A sales invoice's answer: its content and the document lifecycle's state (DESIGN §12). */
export interface SalesInvoice extends DocumentState {
  contact_id: string;
  contact_name: string;
  contact_code: string;
  office_id: string | null;
  invoice_date: string;
  due_date: string;
  tax_invoice_number: string | null;
  bill_to: string | null;
  notes: string | null;
  buyer_id_type: "tin" | "nik" | "passport" | "other";
  buyer_id_number: string | null;
  buyer_nitku: string | null;
  tag_ids: string[];
  details: InvoiceLine[];
  taxes: InvoiceTax[];
  subtotal: string;
  discount: string;
  dpp: string;
  dpp_other: string;
  vat: string;
  total: string;
  withholding: string;
  outstanding: string;
  paid: string;
  settlement: Settlement | null;
  journal_id: string | null;
}

export interface PaymentDeduction {
  kind: "withholding" | "bank_charge" | "rounding" | "discount" | "other";
  account_id: string;
  tax_id: string | null;
  amount: string;
  reference: string | null;
}

export interface SalesPayment extends DocumentState {
  contact_id: string;
  contact_name: string;
  cashbank_id: string;
  cashbank_name: string;
  date: string;
  description: string | null;
  reference: string | null;
  received: string;
  deduction_total: string;
  deposit_used: string;
  applied: string;
  overpayment: string;
  deductions: PaymentDeduction[];
  details: { invoice_id: string; invoice_number: string | null; invoice_date: string; invoice_total: string; amount: string }[];
  journal_id: string | null;
}

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
