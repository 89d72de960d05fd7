import { api, type ListResponse, type QueryParams } from "../../../lib/api";

const PATH = "transactions/closing";

export interface Closing {
  id: string;
  period: string;
  status: "closed" | "reopened";
  note: string | null;
  closing_date: string;
  closing_by: string | null;
  reopened_at: string | null;
  reopened_by: string | null;
  reopen_reason: string | null;
}

export interface PeriodState {
  period: string;
  id: string | null;
  status: "open" | "closed";
  journals: number;
}

export const closingApi = {
  list: (params: QueryParams) => api.get<ListResponse<Closing>>(PATH, { params }),
  periods: (year: number) => api.get<{ data: PeriodState[] }>(`${PATH}/periods`, { params: { year } }),
  get: (id: string) => api.get<{ data: Closing }>(`${PATH}/${id}`),
  close: (period: string, note: string | null) => api.post<{ message: string; data: Closing }>(PATH, { period, note }),
  reopen: (id: string, reason: string) => api.post<{ message: string; data: Closing }>(`${PATH}/${id}/reopen`, { reason }),
  yearEnd: (year: number) => api.post<{ message: string; data: { id: string; number: string } }>(`${PATH}/year-end`, { year }),
};
