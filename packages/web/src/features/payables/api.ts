import type { DocumentState, FormPaymentBody, FormPaymentKind, PaymentVoucherBody, PurchaseInvoiceBody, PurchaseInvoiceKind, PurchasePaymentBody } from "@neraca/core";
import { api } from "../../lib/api";
import { documentApi } from "../../lib/document-api";

export type Settlement = "not_posted" | "unpaid" | "partly_paid" | "paid";

export interface InvoiceLine {
  line_no: number;
  product_id: string | null;
  account_id: string;
  description: string | null;
  quantity: string;
  price: string;
  discount_percent: string;
  gross: string;
  discount: string;
  amount: string;
  tax_id: string | null;
  withholding_tax_id: string | null;
  tax_object_code: string | null;
  purchase_order_line_id: string | null;
  goods_receipt_line_id: string | null;
}

/** A purchase invoice's answer: its content and the lifecycle's state (DESIGN §12). */
export interface PurchaseInvoice extends DocumentState {
  /** `cash_advance`: a realised advance's shortfall owed to the employee (made on the cash-advance-ap screen). */
  kind: PurchaseInvoiceKind;
  cash_advance_id: string | null;
  cash_advance_number: string | null;
  contact_id: string;
  contact_name: string;
  vendor_invoice_number: string;
  tax_invoice_number: string | null;
  date: string;
  due_date: string;
  office_id: string | null;
  description: string | null;
  tag_ids: string[];
  subtotal: string;
  discount: string;
  dpp: string;
  vat: string;
  withholding: string;
  total: string;
  payable_amount: string;
  outstanding: string;
  paid: string;
  settlement: Settlement;
  taxes: { tax_id: string; code: string; kind: string; rate: string; base: string; tax_base: string; amount: string }[];
  journal_id: string | null;
  purchase_order_id: string | null;
  advances: { advance_id: string; amount: string }[];
  advance_amount: string;
  match_breaches: unknown[];
  match_override_by: string | null;
  match_override_note: string | null;
  lines: InvoiceLine[];
}

/** What a voucher or payment line says about the invoice it names. */
export interface InvoiceInfo {
  invoice_id: string;
  amount: string;
  invoice_number: string | null;
  vendor_invoice_number: string | null;
  contact_id: string | null;
  contact_name: string | null;
  due_date: string | null;
  outstanding: string | null;
}

export interface VoucherLine extends InvoiceInfo {
  line_no: number;
  paid_amount: string;
}

export interface PaymentVoucher extends DocumentState {
  date: string;
  planned_date: string;
  cashbank_id: string | null;
  office_id: string | null;
  description: string | null;
  total: string;
  paid: string;
  settlement: "unpaid" | "partly_paid" | "paid";
  lines: VoucherLine[];
}

export interface PurchasePayment extends DocumentState {
  date: string;
  cashbank_id: string;
  voucher_id: string | null;
  contact_id: string | null;
  contact_name: string | null;
  office_id: string | null;
  description: string | null;
  applied_total: string;
  cash_out: string;
  deductions: { kind: "deduction" | "charge"; account_id: string; amount: string; description: string | null }[];
  journal_id: string | null;
  lines: (InvoiceInfo & { line_no: number })[];
}

export interface FormPayment extends DocumentState {
  kind: FormPaymentKind;
  date: string;
  due_date: string | null;
  contact_id: string;
  contact_name: string | null;
  office_id: string | null;
  description: string | null;
  currency: string;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  amount: string;
  lines: { invoice_id: string; amount: string }[];
}

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
}

type Saved<T> = { message: string; data: T };

export const invoiceApi = {
  ...documentApi<PurchaseInvoice, PurchaseInvoiceBody>("transactions/purchase-invoice"),
  ebupot: (period: string) => api.get<{ data: EbupotPreview }>("transactions/purchase-invoice/ebupot", { params: { period } }),
  ebupotFile: (period: string) => api.download("transactions/purchase-invoice/ebupot", { params: { period, format: "xlsx" } }),
  outstanding: (date?: string) =>
    api.get<{ data: OutstandingVendor[]; meta: { date: string; outstanding: string; overdue: string } }>("transactions/ap-posting/outstanding-payment", { params: { date } }),
};
export const voucherApi = documentApi<PaymentVoucher, PaymentVoucherBody>("transactions/payment-voucher");
export const paymentApi = documentApi<PurchasePayment, PurchasePaymentBody>("transactions/purchase-payment");

/** API and screen paths of each payment form. */
export const formPaths: Record<FormPaymentKind, string> = {
  vendor: "transactions/form-payment/vendor",
  advance: "transactions/form-payment/advance",
  agent: "transactions/form-payment/agent",
  agent_advance: "transactions/form-payment/agent-advance",
};
export const formApi = (kind: FormPaymentKind) => documentApi<FormPayment, FormPaymentBody>(formPaths[kind]);
export const journalPrint = (journalId: string) => api.download(`transactions/journal/${journalId}/print`);
