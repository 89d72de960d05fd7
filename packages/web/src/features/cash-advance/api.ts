import type {
  CashAdvanceBody,
  CashAdvanceRequestBody,
  CashAdvanceRequestResponse,
  CashAdvanceResponse,
  CashAdvanceSettingsBody,
  PurchaseInvoiceBody,
  PurchaseInvoiceResponse,
  RealisationBody,
  RealisationResponse,
  SettlementBody,
  SettlementResponse,
} from "@neraca/core";
import { api } from "../../lib/api";
import { documentApi } from "../../lib/document-api";

const BASE = "transactions/cash-advance";

/** Answers of the cash-advance documents: their content and the lifecycle's state (core's schemas). */
export type CashAdvanceRequest = CashAdvanceRequestResponse;
export type CashAdvance = CashAdvanceResponse;
export type Realisation = RealisationResponse;
export type Settlement = SettlementResponse;
/** A cash advance posted to AP: payables' purchase invoice of kind `cash_advance`. */
export type AdvancePayable = PurchaseInvoiceResponse;

export interface Picked {
  id: string;
  code: string;
  name: string;
  /** A cash or bank account's currency (the advance pickers' accounts). */
  currency?: string;
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
