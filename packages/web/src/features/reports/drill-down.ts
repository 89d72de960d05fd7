import { type DimensionKey, defaultFilters, dimensionsOf, reportDefinitions, reportParams, type ReportFilters, toSearch } from "./report-query";

type Dimensions = Partial<Pick<ReportFilters, DimensionKey>>;

/** The first day of the fiscal year of a date (the books run by calendar year). */
export const fiscalYearStart = (date: string): string => `${date.slice(0, 4)}-01-01`;

/**
 * The ledger lines behind a figure: `/report/ledger?date_from=…&date_to=…&account_ids=…` (one
 * account, or a header's leaf accounts), with the dimension filters the figure was computed with,
 * so the ledger adds up to it.
 */
export function ledgerLink(accounts: string | readonly string[], from: string, to: string, dimensions: Dimensions = {}): string {
  const account_ids = typeof accounts === "string" ? [accounts] : [...accounts];
  const filters: ReportFilters = { ...defaultFilters(to), ...dimensions, date_from: from, date_to: to, account_ids };
  return `/report/ledger?${toSearch(reportParams(reportDefinitions.ledger, filters))}`;
}

/** Where a row's figure over the filters' period drills down to (its accounts' ledger, same dimensions). */
export const periodLedgerLink =
  (filters: ReportFilters) =>
  (row: { accountIds?: readonly string[] }): string | undefined =>
    row.accountIds ? ledgerLink(row.accountIds, filters.date_from, filters.date_to, dimensionsOf(filters)) : undefined;

/**
 * The ledger behind a balance at a date (balance sheet, financial position): from the start of
 * that fiscal year, so its opening plus the year's lines close on the figure.
 */
export const ledgerLinkAt = (accounts: string | readonly string[], date: string, dimensions: Dimensions = {}): string =>
  ledgerLink(accounts, fiscalYearStart(date), date, dimensions);

/** The first and last day of a month `YYYY-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** A posted journal's screen. */
export const journalLink = (journalId: string): string => `/transactions/journal/detail/${journalId}`;
