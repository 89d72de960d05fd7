import type {
  CashbankKind,
  CashbankLineResponse,
  CashbankMovementResponse,
  CashbankRequestResponse,
  CashbankTransactionResponse,
  CashbankTransferResponse,
  CashbankRequestBody,
  CashbankTransactionBody,
  CashbankTransactionTypeBody,
  CashbankTransferBody,
  CsvMapping,
  NegativeBalancePolicy,
  StatementImportBody,
  StatementImportResult,
  AutoMatchResult,
  ReconciliationBookLine,
  ReconciliationStatementLine,
  ReconciliationSummary,
} from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../lib/api";
import { documentApi } from "../../lib/document-api";

const BASE = "transactions/cashbank";

export interface TransactionType {
  id: string;
  kind: CashbankKind;
  code: string;
  name: string;
  prefix: string;
  default_account_id: string | null;
  default_account_name: string | null;
  is_active: boolean;
}

export interface CashbankAccount {
  id: string;
  code: string;
  name: string;
  bank_name: string | null;
  account_number: string | null;
  account_id: string;
  account_name: string;
  subtype: "cash" | "bank" | string | null;
  is_active: boolean;
  negative_balance: NegativeBalancePolicy;
  balance: string;
  /** What it holds (ISO 4217). */
  currency?: string;
}

/** A row of "Receipts and payments" (core's schema): a cash/bank document, a sales receipt or a purchase payment. */
export type CashbankMovement = CashbankMovementResponse;

export const movementsApi = {
  list: (params?: QueryParams) => api.get<ListResponse<CashbankMovement>>(`${BASE}/movements`, { params }),
};

/** Each movement opens on its own document's screen. */
export const movementPath = (row: CashbankMovement): string =>
  row.source === "cashbank" ? detailPath(row) : `/transactions/${row.source === "sales_payment" ? "sales-payment" : "purchase-payment"}/detail/${row.id}`;

/** Answers of the cash and bank documents (core's schemas). */
export type CashbankLine = CashbankLineResponse;
export type CashbankTransaction = CashbankTransactionResponse;
export type CashbankTransfer = CashbankTransferResponse;
export type CashbankRequest = CashbankRequestResponse;

type Saved<T> = { message: string; data: T };

export const transactionApi = documentApi<CashbankTransaction, CashbankTransactionBody>(BASE);
export const transferApi = documentApi<CashbankTransfer, CashbankTransferBody>(`${BASE}/transfer`);
export const requestApi = documentApi<CashbankRequest, CashbankRequestBody>(`${BASE}/request`);

export const typeApi = {
  list: (params: QueryParams = {}) => api.get<{ data: TransactionType[] }>(`${BASE}/types`, { params }),
  create: (body: CashbankTransactionTypeBody) => api.post<Saved<TransactionType>>(`${BASE}/types`, body),
  update: (id: string, body: CashbankTransactionTypeBody) => api.put<Saved<TransactionType>>(`${BASE}/types/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`${BASE}/types/${id}`),
};

export const accountsApi = {
  list: () => api.get<{ data: CashbankAccount[] }>(`${BASE}/accounts`),
};

/** `cash_in` → `cash-in` (the spec's route segments). */
export const kindPath = (kind: CashbankKind) => kind.replace("_", "-");
export const kindOfPath = (path: string | undefined): CashbankKind | null =>
  path === "cash-in" || path === "cash-out" || path === "bank-in" || path === "bank-out" ? (path.replace("-", "_") as CashbankKind) : null;

export const detailPath = (row: { id: string; transaction_type_code?: string | null }) =>
  row.transaction_type_code ? `/transactions/cashbank/detail/${row.id}/${encodeURIComponent(row.transaction_type_code)}` : `/transactions/cashbank/detail/${row.id}`;

export interface ReconciliationListItem {
  id: string;
  cashbank_id: string;
  cashbank_name: string;
  statement_date: string;
  opening_balance: string;
  closing_balance: string;
  status: "open" | "finished";
  source_format: string;
  file_name: string | null;
  line_count: number;
  unmatched_count: number;
}

export interface Reconciliation extends Omit<ReconciliationListItem, "line_count" | "unmatched_count"> {
  account_id: string;
  date_from: string | null;
  statement_lines: ReconciliationStatementLine[];
  book_lines: ReconciliationBookLine[];
  summary: ReconciliationSummary;
}

const REKON = `${BASE}/rekon`;
export const rekonApi = {
  list: (params: QueryParams) => api.get<ListResponse<ReconciliationListItem>>(REKON, { params }),
  get: (id: string) => api.get<{ data: Reconciliation }>(`${REKON}/${id}`),
  presets: () => api.get<{ data: { key: string; name: string; mapping: CsvMapping }[] }>(`${REKON}/presets`),
  savedMapping: (cashbankId: string) => api.get<{ data: CsvMapping | null }>(`${REKON}/formats/${cashbankId}`, { silent: true }),
  /** Silent: the import screen shows a refusal itself (the earlier import, the accounts to choose among). */
  import: (body: StatementImportBody) => api.post<Saved<StatementImportResult>>(REKON, body, { silent: true }),
  remove: (id: string) => api.delete<MessageResponse>(`${REKON}/${id}`),
  autoMatch: (id: string) => api.post<Saved<AutoMatchResult>>(`${REKON}/${id}/auto-match`),
  match: (id: string, statementLineIds: string[], bookLines: { journal_id: string; line_no: number }[]) =>
    api.post<Saved<{ match_id: string }>>(`${REKON}/${id}/match`, { statement_line_ids: statementLineIds, book_lines: bookLines }),
  unmatch: (id: string, matchId: string) => api.delete<MessageResponse>(`${REKON}/${id}/match/${matchId}`),
  create: (lineId: string, body: { transaction_type_id: string; account_id: string; description?: string | null }) =>
    api.post<Saved<{ id: string; number: string }>>(`${REKON}/lines/${lineId}/create`, body),
  finish: (id: string) => api.post<MessageResponse>(`${REKON}/${id}/finish`),
  print: (id: string) => api.download(`${REKON}/${id}/print`),
};
