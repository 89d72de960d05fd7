import type { CashbankBody, NegativeBalancePolicy } from "@neraca/core";
import { api, type MessageResponse } from "../../../lib/api";
import { type CodedRecord, crudApi } from "../crud-api";

export interface Cashbank extends CodedRecord {
  description: string | null;
  bank_name: string | null;
  account_name: string | null;
  bank_office: string | null;
  account_number: string | null;
  /** The ledger account it posts to (cash or bank subtype). */
  account_id: string;
  /** Below zero: refuse, warn or allow (kept by the ledger on every path). */
  negative_balance: NegativeBalancePolicy;
  /** ISO 4217: a bank statement in another currency is refused; fixed once the account has postings. */
  currency: string;
}

/** A member mapped to a cash or bank account (who may use it in transactions and see it in reports). */
export interface MappedUser {
  id: string;
  user_name: string;
  email: string;
  mapped_at: string;
}

export const CASHBANK_PATH = "cashbank";
const BASE = `master-data/${CASHBANK_PATH}`;

export const cashbankApi = {
  ...crudApi<Cashbank, CashbankBody>(CASHBANK_PATH),
  /** The active ones the signed-in user may use: all for the owner and cash/bank managers, the mapped ones otherwise. */
  available: () => api.get<{ data: Cashbank[] }>(`${BASE}/available`),
  users: (id: string) => api.get<{ data: MappedUser[] }>(`${BASE}/${id}/users`),
  mapUsers: (id: string, userIds: string[]) => api.post<MessageResponse>(`${BASE}/${id}/users`, { user_ids: userIds }),
  removeUser: (id: string, userId: string) => api.delete<MessageResponse>(`${BASE}/${id}/users/${userId}`),
};
