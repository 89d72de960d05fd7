import type { BudgetControlResponse, InventorySettingsBody } from "@neraca/core";
import { api, type MessageResponse } from "../../lib/api";

/** An integration token as listed: never the token itself, only its last characters. */
export interface IntegrationToken {
  id: string;
  name: string;
  hint: string;
  roles: { id: string; name: string }[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  status: "active" | "revoked";
}

export interface IntegrationTokenValues {
  name: string;
  role_ids: string[];
}

/** The default bank of the company's documents: a cash or bank account, or none. */
export interface DefaultBank {
  cashbank: { id: string; code: string; name: string } | null;
}

export const integrationSettingsApi = {
  tokens: () => api.get<{ data: IntegrationToken[] }>("setting/integration-token"),
  /** The answer carries the token once; the server keeps only its hash. */
  createToken: (body: IntegrationTokenValues) =>
    api.post<{ message: string; data: { id: string; name: string; token: string } }>("setting/integration-token", body),
  revokeToken: (id: string) => api.delete<MessageResponse>(`setting/integration-token/${id}`),
  defaultBank: () => api.get<{ data: DefaultBank }>("setting/default-bank"),
  saveDefaultBank: (cashbankId: string | null) => api.put<MessageResponse>("setting/default-bank", { cashbank_id: cashbankId }),
  /** Stock below zero refused or allowed (the inventory module's setting). */
  inventory: () => api.get<{ data: InventorySettingsBody }>("settings/inventory"),
  saveInventory: (body: InventorySettingsBody) => api.put<MessageResponse>("settings/inventory", body),
  /** Invoice-based job profit or month-end accrual (the freight module's setting). */
  freight: () => api.get<{ data: FreightSettings }>("settings/freight"),
  saveFreight: (body: FreightSettings) => api.put<MessageResponse>("settings/freight", body),
  budgetControl: () => api.get<{ data: BudgetControlResponse[] }>("settings/budget-control"),
  saveBudgetControl: (controls: BudgetControlResponse[]) => api.put<MessageResponse>("settings/budget-control", { controls }),
};

export interface FreightSettings {
  accrual: "invoice" | "month_end";
}
