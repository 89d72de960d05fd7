import type { RevaluationBody, RevaluationItemResponse, RevaluationResponse } from "@neraca/core";
import { api } from "../../../lib/api";
import { documentApi } from "../../../lib/document-api";

const BASE = "transactions/exchange-revaluation";

/** Exchange revaluations on the document lifecycle, and every item of one a page at a time. */
export const revaluationApi = {
  ...documentApi<RevaluationResponse, RevaluationBody>(BASE),
  items: (id: string, page: number, perPage: number) =>
    api.get<{ data: RevaluationItemResponse[]; meta: { page: number; per_page: number; total: number } }>(`${BASE}/${id}/items`, { params: { page, per_page: perPage } }),
};
