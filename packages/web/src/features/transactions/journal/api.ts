import type { JournalBody } from "@neraca/core";
import { api, type ListResponse, type QueryParams } from "../../../lib/api";

const PATH = "transactions/journal";

export type JournalStatus = "posted" | "reversed";
export type JournalType = "general" | "adjustment" | "opening" | "closing" | "reversal";

export interface JournalSummary {
  id: string;
  number: string;
  date: string;
  description: string | null;
  journal_type: JournalType;
  source_type: string;
  source_id: string | null;
  status: JournalStatus;
  total: string;
  office_id: string;
  office_name: string;
  reversal_of_id: string | null;
  reversed_by_id: string | null;
  posted_at: string;
}

export interface JournalLine {
  line_no: number;
  account_id: string;
  account_code: string;
  account_name: string;
  debit: string;
  credit: string;
  description: string | null;
  office_id: string;
  office_name: string;
  work_unit_id: string | null;
  work_unit_name: string | null;
  activity_id: string | null;
  activity_name: string | null;
  element_id: string | null;
  element_name: string | null;
  contact_id: string | null;
  contact_name?: string | null;
  tag_ids: string[];
  tag_names: string[];
}

export interface JournalDetail {
  id: string;
  number: string;
  date: string;
  description: string | null;
  journal_type: JournalType;
  source_type: string;
  source_id: string | null;
  status: JournalStatus;
  office_id: string;
  office_name: string | null;
  total_debit: string;
  total_credit: string;
  reversal_of: { id: string; number: string | null } | null;
  reversed_by: { id: string; number: string | null } | null;
  posted_by: string | null;
  posted_at: string;
  details: JournalLine[];
}

export type JournalValues = JournalBody;

export const journalApi = {
  list: (params: QueryParams) => api.get<ListResponse<JournalSummary>>(PATH, { params }),
  get: (id: string) => api.get<{ data: JournalDetail }>(`${PATH}/${id}`),
  post: (body: JournalValues) => api.post<{ message: string; data: JournalDetail }>(PATH, body),
  reverse: (id: string, date: string | null) =>
    api.post<{ message: string; data: JournalDetail }>(`${PATH}/${id}/reverse`, date ? { date } : {}),
  download: (id: string, format: "pdf" | "xlsx") => api.download(`${PATH}/${id}`, { params: { format } }),
};
