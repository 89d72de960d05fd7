import type { BudgetBody, BudgetLineBody, BudgetResponse, BudgetTransferBody, BudgetTransferResponse, EvaluationBody, EvaluationDiagramResponse, EvaluationResponse } from "@neraca/core";
import { api } from "../../lib/api";
import { documentApi, type Saved } from "../../lib/document-api";

export const BUDGET_PATH = "/transactions/budgeting";
const BASE = "transactions/budgeting";

/** Answers carry `created_at`/`updated_at` beside the schema's fields. */
export type Budget = BudgetResponse & { created_at: string; updated_at: string };

type Period = { date_start: string; date_end: string };

/** Budgets on the document lifecycle, with their revisions, closing and spreadsheets. */
export const budgetApi = {
  ...documentApi<Budget, BudgetBody>(BASE),
  revise: (id: string) => api.post<Saved<Budget>>(`${BASE}/${id}/revise`),
  close: (id: string) => api.post<Saved<Budget>>(`${BASE}/${id}/close`),
  /** Rows pasted from a spreadsheet, keyed by the template's header: lines for the form. */
  paste: (period: Period, rows: Record<string, string>[]) => api.post<{ data: { lines: BudgetLineBody[] } }>(`${BASE}/lines/paste`, { rows }, { params: period, silent: true }),
  upload: (period: Period, file: Blob, contentType: string) =>
    api.post<{ data: { lines: BudgetLineBody[] } }>(`${BASE}/lines/upload`, file, { params: period, contentType, silent: true }),
  template: (period: Period) => api.download(`${BASE}/template`, { params: period }),
  export: (id: string) => api.download(`${BASE}/${id}/export`),
};

export const TRANSFER_PATH = "/transactions/budget-transfer";

export type BudgetTransfer = BudgetTransferResponse & { created_at: string; updated_at: string };

/** Transfers between the lines of a budget, on the document lifecycle. */
export const transferApi = documentApi<BudgetTransfer, BudgetTransferBody>("transactions/budget-transfer");

export const EVALUATION_PATH = "/transactions/evaluation";

export type Evaluation = EvaluationResponse & { created_at: string; updated_at: string };

/** Budget evaluations on the document lifecycle, with their diagram. */
export const evaluationApi = {
  ...documentApi<Evaluation, EvaluationBody>("transactions/evaluation"),
  diagram: (id: string) => api.get<{ data: EvaluationDiagramResponse }>(`transactions/evaluation/${id}/diagram`),
};
