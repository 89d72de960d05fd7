import type {
  AdvanceSettlementStatus,
  CashAdvanceBody,
  CashAdvanceRequestBody,
  CashAdvanceSettingsBody,
  DocumentState,
  PurchaseInvoiceBody,
  RealisationBody,
  RealisationLineBody,
  SettlementBody,
  SettlementKind,
} from "@neraca/core";
import { api } from "../../lib/api";
import { documentApi } from "../../lib/document-api";

const BASE = "transactions/cash-advance";

/** Answers of the cash-advance documents: their content and the lifecycle's state (DESIGN §12). */
interface Stamps {
  created_at: string;
  updated_at: string;
}

export interface CashAdvanceRequest extends DocumentState, Stamps {
  date: string;
  purpose_date: string;
  advance_type: string;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  request_amount: string;
  approved_amount: string | null;
  account_id: string | null;
  activity_id: string | null;
  office_id: string | null;
  notes: string | null;
  cash_advance_id: string | null;
  cash_advance_number: string | null;
}

export interface CashAdvance extends DocumentState, Stamps {
  request_id: string;
  request_number: string | null;
  date: string;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  cashbank_id: string;
  cashbank_name: string;
  account_id: string;
  office_id: string | null;
  /** The employee as a contact (the journal lines' contact; who is owed when posted to AP). */
  contact_id: string | null;
  description: string | null;
  amount: string;
  realised_amount: string;
  refunded_amount: string;
  topped_up_amount: string;
  /** Posted to AP as owed to the employee (cash-advance-ap). */
  payable_amount: string;
  /** What the employee holds: positive to refund, negative to top up. */
  balance: string;
  settlement_status: AdvanceSettlementStatus;
  settlement_kind: SettlementKind | null;
  realisation_id: string | null;
  journal_id: string | null;
}

export interface Realisation extends DocumentState, Stamps {
  cash_advance_id: string;
  cash_advance_number: string | null;
  advance_amount: string;
  employee_name: string;
  date: string;
  description: string | null;
  details: RealisationLineBody[];
  expense_amount: string;
  vat_amount: string;
  total_amount: string;
  difference: string;
  journal_id: string | null;
}

export interface Settlement extends DocumentState, Stamps {
  cash_advance_id: string;
  cash_advance_number: string | null;
  employee_name: string;
  kind: SettlementKind;
  date: string;
  cashbank_id: string;
  cashbank_name: string;
  amount: string;
  description: string | null;
  journal_id: string | null;
}

/** A cash advance posted to AP: payables' purchase invoice of kind `cash_advance`. */
export interface AdvancePayable extends DocumentState, Stamps {
  kind: "cash_advance";
  cash_advance_id: string;
  cash_advance_number: string | null;
  contact_id: string;
  contact_name: string;
  vendor_invoice_number: string;
  date: string;
  due_date: string;
  description: string | null;
  payable_amount: string;
  outstanding: string;
  settlement: "not_posted" | "unpaid" | "partly_paid" | "paid";
  journal_id: string | null;
}

export interface Picked {
  id: string;
  code: string;
  name: string;
}

export interface VatTax extends Picked {
  rate: string;
  base_numerator: number;
  base_denominator: number;
}

type Answer<T> = { message: string; data: T };

export const requestApi = {
  ...documentApi<CashAdvanceRequest, CashAdvanceRequestBody>(`${BASE}/request`),
  /** An approver grants an amount (at most the requested one) at the level the request waits for. */
  approveAmount: (id: string, approved_amount: string, note: string | null) =>
    api.post<Answer<CashAdvanceRequest>>(`${BASE}/request-approval/${id}/approve`, { approved_amount, note }),
};
export const advanceApi = documentApi<CashAdvance, CashAdvanceBody>(BASE);
export const realisationApi = documentApi<Realisation, RealisationBody>(`${BASE}/realisation`);
export const settlementApi = documentApi<Settlement, SettlementBody>(`${BASE}/refund`);
/** cash-advance-ap: posted and paid by payables, as purchase invoices of kind `cash_advance`. */
export const payableApi = { ...documentApi<AdvancePayable, PurchaseInvoiceBody>("transactions/purchase-invoice"), path: "transactions/purchase-invoice" };

export const pickerApi = {
  employeePath: `${BASE}/employee`,
  cashbanks: () => api.get<{ data: Picked[] }>(`${BASE}/cashbank`),
  taxes: () => api.get<{ data: VatTax[] }>(`${BASE}/tax`),
};

export const settingsApi = {
  get: () => api.get<{ data: CashAdvanceSettingsBody }>(`${BASE}/setting`),
  save: (body: CashAdvanceSettingsBody) => api.put<Answer<CashAdvanceSettingsBody>>(`${BASE}/setting`, body),
};

/** Query keys: everything of the module under one prefix, so a change refreshes every list. */
export const keys = {
  all: ["cash-advance"] as const,
  of: (...parts: unknown[]) => ["cash-advance", ...parts] as const,
};
