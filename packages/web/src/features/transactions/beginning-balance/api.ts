import type { BeginningBalanceBody } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../../lib/api";
import type { LineValues } from "../../../lib/ledger";

const PATH = "transactions/beginning-balance";

export interface BeginningBalance {
  id: string;
  date: string;
  office_id: string;
  description: string | null;
  details: LineValues[];
  total_debit: string;
  total_credit: string;
  journal_id: string | null;
  journal_number: string | null;
  /** Sent back on edit: a stale one is refused with 409 (DESIGN §12). */
  version: number;
}

export type BeginningBalanceValues = BeginningBalanceBody;

export const beginningBalanceApi = {
  list: (params: QueryParams) => api.get<ListResponse<BeginningBalance>>(PATH, { params }),
  get: (id: string) => api.get<{ data: BeginningBalance }>(`${PATH}/${id}`),
  create: (body: BeginningBalanceValues) => api.post<{ message: string; data: BeginningBalance }>(PATH, body),
  update: (id: string, body: BeginningBalanceValues, version: number) =>
    api.put<{ message: string; data: BeginningBalance }>(`${PATH}/${id}`, { ...body, version }),
  remove: (id: string) => api.delete<MessageResponse>(`${PATH}/${id}`),
  /** The company's cut-off date (the day the books start), when the roles allow reading the profile. */
  cutOffDate: () => api.get<{ data: { cut_off_date: string } }>("company/profile", { silent: true }),
};
