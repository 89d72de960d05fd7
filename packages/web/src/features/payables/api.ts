import type {
  FormPaymentBody,
  FormPaymentKind,
  FormPaymentResponse,
  PaymentVoucherBody,
  PaymentVoucherResponse,
  PurchaseInvoiceBody,
  PurchaseInvoiceResponse,
  PurchasePaymentBody,
  PurchasePaymentLineResponse,
  PurchasePaymentResponse,
  PurchaseReturnBody,
  PurchaseReturnResponse,
} from "@neraca/core";
import { api } from "../../lib/api";
import { documentApi } from "../../lib/document-api";

/** What a voucher or payment line says about the invoice it names. */
export type InvoiceInfo = PurchasePaymentLineResponse;

export interface OutstandingVendor {
  contact_id: string;
  contact_code: string;
  contact_name: string;
  invoices: number;
  outstanding: string;
  overdue: string;
  next_due_date: string;
}

export interface EbupotPreview {
  period: string;
  valid: boolean;
  problems: string[];
  slips: { row: number; invoiceNumber: string; vendorName: string; npwp: string; taxObjectCode: string; base: string; rate: string; withheld: string }[];
  /** Returns of this month on invoices of an earlier one: their slips to correct in e-Bupot. */
  corrections: string[];
}

/** The check of a month's Coretax retur pajak masukan. */
export interface CoretaxReturnPreview {
  period: string;
  valid: boolean;
  problems: string[];
  returns: { number: string; date: string; invoice_number: string; tax_invoice_number: string | null; seller_name: string; vat: string }[];
}

export const invoiceApi = {
  ...documentApi<PurchaseInvoiceResponse, PurchaseInvoiceBody>("transactions/purchase-invoice"),
  ebupot: (period: string) => api.get<{ data: EbupotPreview }>("transactions/purchase-invoice/ebupot", { params: { period } }),
  ebupotFile: (period: string) => api.download("transactions/purchase-invoice/ebupot", { params: { period, format: "xlsx" } }),
  outstanding: (date?: string) =>
    api.get<{ data: OutstandingVendor[]; meta: { date: string; outstanding: string; overdue: string } }>("transactions/ap-posting/outstanding-payment", { params: { date } }),
};
export const voucherApi = documentApi<PaymentVoucherResponse, PaymentVoucherBody>("transactions/payment-voucher");
/** Debit notes of posted purchase invoices: submitting posts them. */
export const purchaseReturnApi = {
  ...documentApi<PurchaseReturnResponse, PurchaseReturnBody>("transactions/purchase-return"),
  coretax: (period: string) => api.get<{ data: CoretaxReturnPreview }>("transactions/purchase-return/coretax", { params: { period } }),
  coretaxFile: (period: string) => api.download("transactions/purchase-return/coretax", { params: { period, format: "xlsx" } }),
};
export const paymentApi = documentApi<PurchasePaymentResponse, PurchasePaymentBody>("transactions/purchase-payment");

/** API and screen paths of each payment form. */
export const formPaths: Record<FormPaymentKind, string> = {
  vendor: "transactions/form-payment/vendor",
  advance: "transactions/form-payment/advance",
  agent: "transactions/form-payment/agent",
  agent_advance: "transactions/form-payment/agent-advance",
};
export const formApi = (kind: FormPaymentKind) => documentApi<FormPaymentResponse, FormPaymentBody>(formPaths[kind]);
export const journalPrint = (journalId: string) => api.download(`transactions/journal/${journalId}/print`);
