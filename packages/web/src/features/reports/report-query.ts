import {
  type AccountingReportName,
  accountingReports,
  type DimensionFilter,
  filterShapeOf,
  lineDimensions,
  type PeriodKind,
  type ReportDefinition as CoreReportDefinition,
  type ReportFilterShape,
  type ReportOption,
  type Resource,
} from "@neraca/core";

/**
 * What a report screen is asked for, kept in the URL's query string with the API's own parameter
 * names, so a drill-down link, a reload or a shared address shows the same figures, and the screen
 * hands the very same parameters to the API, its Excel and its PDF.
 */

export const dimensionKeys: readonly DimensionFilter[] = lineDimensions.map((d) => d.filter);
export type DimensionKey = DimensionFilter;
export type { PeriodKind, ReportOption };

/** Every line dimension's chosen ids (`office_ids`, `tag_ids`, …), each as `ids` gives it. */
const dimensionIds = (ids: (key: DimensionKey) => string[]) =>
  Object.fromEntries(dimensionKeys.map((key) => [key, ids(key)])) as Record<DimensionKey, string[]>;

export type ReportName = AccountingReportName;
export const reportNames = Object.keys(accountingReports) as ReportName[];

/**
 * What a report screen needs of a core definition (packages/core/src/reports): the definition itself
 * (path, permission, response type, export columns) and the filters read off its query schema.
 */
export interface ReportDefinition<R extends CoreReportDefinition = CoreReportDefinition> extends ReportFilterShape {
  name: string;
  resource: Resource;
  report: R;
}

/** Any core report definition as a screen's definition: a module's report needs nothing else here. */
export const screenDefinitionOf = <R extends CoreReportDefinition>(report: R): ReportDefinition<R> => ({
  name: report.name,
  resource: report.resource,
  report,
  ...filterShapeOf(report.query),
});

export const reportDefinitions = Object.fromEntries(reportNames.map((name) => [name, screenDefinitionOf(accountingReports[name])])) as {
  [N in ReportName]: ReportDefinition<(typeof accountingReports)[N]>;
};

export interface ReportFilters {
  date_from: string;
  date_to: string;
  date: string;
  date_a: string;
  date_b: string;
  year: number;
  include_zero: boolean;
  per_office: boolean;
  month_columns: boolean;
  /** Figures through each month from the start of the period (the budget by month). */
  cumulative: boolean;
  account_ids: string[];
  product_ids: string[];
  /** Warehouses under the offices (the stock reports); none: every location. */
  warehouse_ids: string[];
  page: number;
  per_page: number;
  /** Where a page of the general ledger starts: an account, after some of its lines (none: the first). */
  start_account_id: string;
  start_line: number;
  office_ids: string[];
  work_unit_ids: string[];
  activity_ids: string[];
  element_ids: string[];
  contact_ids: string[];
  job_ids: string[];
  tag_ids: string[];
  /** Aging buckets' upper days, ascending (`30,60,90`); empty: the report's own. */
  buckets: string;
  /** Open items of one currency (ISO code), in it with base beside; empty: every one, in base. */
  currency: string;
  /** A report's grouping (`product`, `customer`, `month`); empty: its own default. */
  group_by: string;
  /** Days of a report that counts them (slow-moving stock); 0: its own default. */
  days: number;
  /** A report's tolerance in percent (actual against standard); empty: its own default. */
  tolerance_percent: string;
}

/** Up to eight ascending day limits, as the aging reports take them. */
export const validBuckets = (value: string | null): value is string => {
  if (!value || !/^\d{1,4}(,\d{1,4}){0,7}$/.test(value)) return false;
  const days = value.split(",").map(Number);
  return days.every((d, i) => d > 0 && (i === 0 || d > (days[i - 1] as number)));
};

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export const PER_PAGE_DEFAULT = 25;
/** The API takes at most 200 accounts and ids of each dimension in one report. */
export const IDS_MAX = 200;
const YEAR_MIN = 1900;
const YEAR_MAX = 2999;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
const validDate = (value: string | null): value is string => {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const idList = (value: string | null): string[] => {
  if (!value) return [];
  const ids = value.split(",").map((id) => id.trim().toLowerCase());
  return [...new Set(ids.filter((id) => UUID.test(id)))].slice(0, IDS_MAX);
};

const wholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/** The filters a screen opens with when its address says nothing: this year up to today. */
export function defaultFilters(today: string): ReportFilters {
  const year = Number(today.slice(0, 4));
  return {
    date_from: `${year}-01-01`,
    date_to: today,
    date: today,
    date_a: `${year - 1}-12-31`,
    date_b: today,
    year,
    include_zero: false,
    per_office: false,
    month_columns: false,
    cumulative: false,
    account_ids: [],
    product_ids: [],
    warehouse_ids: [],
    page: 1,
    per_page: PER_PAGE_DEFAULT,
    start_account_id: "",
    start_line: 0,
    ...dimensionIds(() => []),
    buckets: "",
    currency: "",
    group_by: "",
    days: 0,
    tolerance_percent: "",
  };
}

/**
 * The query string → filters. Whatever is missing or malformed falls back to the default, so a
 * hand-edited address never sends the API something it refuses; a reversed range is put in order.
 */
export function parseFilters(search: URLSearchParams, today: string): ReportFilters {
  const base = defaultFilters(today);
  const date = (key: string, fallback: string) => {
    const value = search.get(key);
    return validDate(value) ? value : fallback;
  };
  let from = date("date_from", base.date_from);
  let to = date("date_to", base.date_to);
  if (from > to) [from, to] = [to, from];
  const perPage = wholeNumber(search.get("per_page"), 1, 100);
  const filters: ReportFilters = {
    date_from: from,
    date_to: to,
    date: date("date", base.date),
    date_a: date("date_a", base.date_a),
    date_b: date("date_b", base.date_b),
    year: wholeNumber(search.get("year"), YEAR_MIN, YEAR_MAX) ?? base.year,
    include_zero: search.get("include_zero") === "true",
    per_office: search.get("per_office") === "true",
    month_columns: search.get("columns") === "month",
    cumulative: search.get("cumulative") === "true",
    account_ids: idList(search.get("account_ids")),
    product_ids: idList(search.get("product_ids")),
    warehouse_ids: idList(search.get("warehouse_ids")),
    page: wholeNumber(search.get("page"), 1, 100_000) ?? 1,
    per_page: perPage && (PER_PAGE_CHOICES as readonly number[]).includes(perPage) ? perPage : PER_PAGE_DEFAULT,
    start_account_id: idList(search.get("start_account_id"))[0] ?? "",
    start_line: (idList(search.get("start_account_id")).length && wholeNumber(search.get("start_line"), 0, 100_000_000)) || 0,
    ...dimensionIds((key) => idList(search.get(key))),
    buckets: validBuckets(search.get("buckets")) ? (search.get("buckets") as string) : "",
    currency: /^[A-Z]{3}$/.test(search.get("currency") ?? "") ? (search.get("currency") as string) : "",
    group_by: /^[a-z_]{1,30}$/.test(search.get("group_by") ?? "") ? (search.get("group_by") as string) : "",
    days: wholeNumber(search.get("days"), 1, 3650) ?? 0,
    tolerance_percent: /^\d{1,3}(\.\d{1,2})?$/.test(search.get("tolerance_percent") ?? "") ? (search.get("tolerance_percent") as string) : "",
  };
  return filters;
}

/**
 * Filters → the parameters of this report, by the API's names (also the screen's query string).
 * Only what the report takes; periods always, so the address says exactly what is shown.
 */
export function reportParams(definition: ReportDefinition, filters: ReportFilters): Record<string, string> {
  const out: Record<string, string> = {};
  switch (definition.period) {
    case "range":
      out.date_from = filters.date_from;
      out.date_to = filters.date_to;
      break;
    case "date":
      out.date = filters.date;
      break;
    case "dates":
      out.date_a = filters.date_a;
      out.date_b = filters.date_b;
      break;
    case "year":
      out.year = String(filters.year);
      break;
  }
  const options = definition.options;
  if (options.includes("accounts") && filters.account_ids.length) out.account_ids = filters.account_ids.join(",");
  if (options.includes("products") && filters.product_ids.length) out.product_ids = filters.product_ids.join(",");
  if (options.includes("warehouses") && filters.warehouse_ids.length) out.warehouse_ids = filters.warehouse_ids.join(",");
  for (const key of definition.dimensions) if (filters[key].length) out[key] = filters[key].join(",");
  if (options.includes("per_office") && filters.per_office) out.per_office = "true";
  if (options.includes("month_columns") && filters.month_columns) out.columns = "month";
  if (options.includes("include_zero") && filters.include_zero) out.include_zero = "true";
  if (options.includes("cumulative") && filters.cumulative) out.cumulative = "true";
  if (options.includes("buckets") && filters.buckets) out.buckets = filters.buckets;
  if (options.includes("currency") && filters.currency) out.currency = filters.currency;
  if (options.includes("group_by") && filters.group_by) out.group_by = filters.group_by;
  if (options.includes("days") && filters.days) out.days = String(filters.days);
  if (options.includes("tolerance") && filters.tolerance_percent) out.tolerance_percent = filters.tolerance_percent;
  if (options.includes("paged")) {
    if (filters.page > 1) out.page = String(filters.page);
    if (filters.per_page !== PER_PAGE_DEFAULT) out.per_page = String(filters.per_page);
  }
  if (options.includes("cursor") && filters.start_account_id) {
    out.start_account_id = filters.start_account_id;
    if (filters.start_line > 0) out.start_line = String(filters.start_line);
  }
  return out;
}

/** The API gives at most this many month columns (its total still covers the whole range). */
export const MONTH_COLUMNS_MAX = 24;

/** Months a range touches, both ends included: 2026-01-31 → 2026-02-01 is two. */
export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

export const toSearch = (params: Record<string, string>): string => new URLSearchParams(params).toString();

const pagingKeys = new Set(["page", "per_page", "start_account_id", "start_line"]);

/** A change of filters: anything but the page itself brings the report back to its first page. */
export function applyChange(filters: ReportFilters, change: Partial<ReportFilters>): ReportFilters {
  const paging = Object.keys(change).every((key) => pagingKeys.has(key));
  return paging ? { ...filters, ...change } : { ...filters, ...change, page: 1, start_account_id: "", start_line: 0 };
}

/** The dimension filters of a report, to carry into its drill-down links. */
export function dimensionsOf(filters: Pick<ReportFilters, DimensionKey>): Pick<ReportFilters, DimensionKey> {
  return Object.fromEntries(dimensionKeys.map((key) => [key, filters[key]])) as Pick<ReportFilters, DimensionKey>;
}
