import type { AccountBody, AccountRole } from "@neraca/core";
import { api, type MessageResponse } from "../../../lib/api";
import { type Account, accountApi as shared } from "../../../lib/ledger";

const PATH = "master-data/chart-of-account";

export interface DefaultAccount {
  role: AccountRole;
  title: string;
  account: { id: string; code: string; name: string } | null;
}

export type AccountValues = AccountBody;

export const accountApi = {
  ...shared,
  create: (body: AccountValues) => api.post<{ message: string; data: Account }>(PATH, body),
  update: (id: string, body: AccountValues) => api.put<{ message: string; data: Account }>(`${PATH}/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`${PATH}/${id}`),
  defaults: () => api.get<{ data: DefaultAccount[] }>("master-data/setting-coa-default"),
  saveDefaults: (defaults: { role: AccountRole; account_id: string | null }[]) =>
    api.put<MessageResponse>("master-data/setting-coa-default", { defaults }),
};
