import { type AccountSubtype, type AccountType, type LineDimension, type LineDimensionInputs, lineDimensions, type Resource } from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "./api";

/**
 * What several ledger screens share (journals, drafts, templates and beginning balances all edit
 * lines; master data and documents all pick accounts): types of the API's answers and the lookups.
 */

export interface Account {
  id: string;
  code: string;
  name: string;
  default_name: string;
  description: string | null;
  type: AccountType;
  subtype: AccountSubtype | null;
  parent_id: string | null;
  normal_balance: "debit" | "credit";
  is_active: boolean;
}

/** A node of `GET /master-data/chart-of-account/tree`. */
export interface AccountNode extends Account {
  is_postable: boolean;
  children: AccountNode[];
}

/** One line as the forms keep it and the API takes it (`details[]`), with every line dimension of core's list. */
export interface LineValues extends LineDimensionInputs {
  account_id?: string | null;
  description?: string | null;
  /** Canonical decimal strings ("1500000.50"); "" or "0" for the empty side. */
  debit?: string | null;
  credit?: string | null;
}

export interface JournalTemplate {
  id: string;
  code: string;
  name: string;
  description: string | null;
  details: LineValues[];
}

export interface TemplateValues {
  code: string;
  name: string;
  description?: string | null;
  details: LineValues[];
}

/** A record that a select can show: lookups of accounts, offices, work units, dimensions, tags, users. */
export interface LookupRecord {
  id: string;
  code?: string;
  name?: string;
  user_name?: string;
  email?: string;
  color?: string | null;
}

interface Lookup {
  path: string;
  resource: Resource;
  params: QueryParams;
}

/** The line dimensions' lists, from core's one list. */
const dimensionLookups = Object.fromEntries(lineDimensions.map((d) => [d.key, { path: d.path, resource: d.resource, params: {} }])) as Record<
  LineDimension["key"],
  Lookup
>;

/** The lookups a line can point at, with the permission that reading each needs. */
export const lookups = {
  account: { path: "master-data/chart-of-account", resource: "MdChartOfAccount", params: { postable: "true" } },
  ...dimensionLookups,
  user: { path: "master-data/user", resource: "MdUser", params: {} },
  /** Inventory products (the stock reports' filter). */
  product: { path: "master-data/product", resource: "MdProduct", params: { is_inventory: "true" } },
  /** Warehouses under the offices (documents' and the stock reports' location). */
  warehouse: { path: "master-data/warehouse", resource: "MdWarehouse", params: {} },
} satisfies Record<string, Lookup>;
export type LookupKind = keyof typeof lookups;

/** `1101.01 · Kas kecil`, `HO · Kantor pusat`, a tag's name, a member's name. */
export const lookupLabel = (record: LookupRecord): string => {
  if (record.user_name) return record.user_name;
  if (record.code && record.name) return `${record.code} · ${record.name}`;
  return record.name ?? record.code ?? record.id;
};

export const lookupApi = {
  /** Lookups never toast: a screen shows what it can, and the select says when nothing loads. */
  list: (path: string, params: QueryParams) =>
    api.get<ListResponse<LookupRecord>>(path, { params: { per_page: 50, ...params }, silent: true }),
  get: (path: string, id: string) => api.get<{ data: LookupRecord }>(`${path}/${id}`, { silent: true }),
};

export const accountApi = {
  tree: () => api.get<{ data: AccountNode[] }>("master-data/chart-of-account/tree"),
  get: (id: string) => api.get<{ data: Account }>(`master-data/chart-of-account/${id}`),
};

export const TEMPLATE_PATH = "master-data/journal-template";

export const templateApi = {
  list: (params: QueryParams) => api.get<ListResponse<JournalTemplate>>(TEMPLATE_PATH, { params }),
  get: (id: string) => api.get<{ data: JournalTemplate }>(`${TEMPLATE_PATH}/${id}`),
  create: (body: TemplateValues) => api.post<{ message: string; data: JournalTemplate }>(TEMPLATE_PATH, body),
  update: (id: string, body: TemplateValues) =>
    api.put<{ message: string; data: JournalTemplate }>(`${TEMPLATE_PATH}/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`${TEMPLATE_PATH}/${id}`),
};
