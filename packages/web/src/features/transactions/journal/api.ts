import type {
  JournalStatus as CoreJournalStatus,
  JournalBody,
  JournalKind,
  JournalLineResponse,
  JournalListItemResponse,
  JournalResponse,
} from "@neraca/core";
import { api, type ListResponse, type QueryParams } from "../../../lib/api";

const PATH = "transactions/journal";

/**
 * The answers' types come from core's response schemas (`z.infer`), the ones the server serializes
 * through: one contract, typed once.
 */
export type JournalStatus = CoreJournalStatus;
export type JournalType = JournalKind;
export type JournalSummary = JournalListItemResponse;
export type JournalLine = JournalLineResponse;
export type JournalDetail = JournalResponse;

export type JournalValues = JournalBody;

export const journalApi = {
  list: (params: QueryParams) => api.get<ListResponse<JournalSummary>>(PATH, { params }),
  get: (id: string) => api.get<{ data: JournalDetail }>(`${PATH}/${id}`),
  post: (body: JournalValues) => api.post<{ message: string; data: JournalDetail }>(PATH, body),
  reverse: (id: string, date: string | null) =>
    api.post<{ message: string; data: JournalDetail }>(`${PATH}/${id}/reverse`, date ? { date } : {}),
  download: (id: string, format: "pdf" | "xlsx") => api.download(`${PATH}/${id}`, { params: { format } }),
};
