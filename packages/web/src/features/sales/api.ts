import type { SalesInvoiceBody, SalesInvoiceResponse, SalesPaymentBody, SalesPaymentResponse, SalesReturnBody, SalesReturnResponse } from "@neraca/core";
import { api } from "../../lib/api";
import { documentApi } from "../../lib/document-api";

const INVOICES = "transactions/sales-invoice";
const PAYMENTS = "transactions/sales-payment";

export interface OpenInvoice {
  id: string;
  number: string;
  invoice_date: string;
  due_date: string;
  total: string;
  outstanding: string;
  /** What is left in base, the invoice's currency and rate (null: base). */
  outstanding_base: string;
  currency: string;
  rate: string | null;
  /** Σ net of the invoice's service lines: the base of the PPh 23 the customer withholds. */
  service_base: string;
}

export interface CoretaxCheck {
  invoices: number;
  problems: { invoice: string | null; invoice_id: string | null; code: string; message: string }[];
}

export const invoiceApi = {
  /** Submitting: approved at once (the AR journal posted), or pending the sales-invoice approval levels. */
  ...documentApi<SalesInvoiceResponse, SalesInvoiceBody>(INVOICES),
  coretaxCheck: (dateFrom: string, dateTo: string) =>
    api.get<{ data: CoretaxCheck }>(`${INVOICES}/coretax`, { params: { date_from: dateFrom, date_to: dateTo, check: "true" } }),
  coretaxXml: (dateFrom: string, dateTo: string) => api.download(`${INVOICES}/coretax`, { params: { date_from: dateFrom, date_to: dateTo } }),
};

/** Saving a payment posts it (submitted on create); deleting it takes its journal back. */
export const paymentApi = {
  ...documentApi<SalesPaymentResponse, SalesPaymentBody>(PAYMENTS),
  outstanding: (contactId: string) => api.get<{ data: OpenInvoice[]; meta: { deposit: string } }>(`${PAYMENTS}/outstanding`, { params: { contact_id: contactId } }),
  cashbanks: () => api.get<{ data: { id: string; code: string; name: string }[] }>("master-data/cashbank/available"),
};

/** Sales returns (credit notes) of posted invoices: submitting posts them (or waits for the sales-return levels). */
export const returnApi = documentApi<SalesReturnResponse, SalesReturnBody>("transactions/sales-return");
