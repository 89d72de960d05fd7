import type { WidgetDefinition } from "@neraca/core";

/** What the dashboard is filtered by: the day its figures are as of, and one office or all. */
export interface DashboardFilters {
  date: string;
  officeId: string | null;
}

/** The widget's query (the API's parameters). */
export const widgetParams = (filters: DashboardFilters): Record<string, string> => ({
  date: filters.date,
  ...(filters.officeId ? { office_ids: filters.officeId } : {}),
});

/** The first day of the twelve months ending in `date`'s month, as the widgets count them (26 Nov 2026 → 1 Dec 2025). */
export function twelveMonthsFrom(date: string): string {
  const month = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - 11;
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * A figure's drill-down: the widget's report (or `path`) with the dashboard's filters in the address
 * (report screens read their filters there): its date, or `range`, the office, and `extra`.
 */
export function drillPath(
  widget: WidgetDefinition,
  filters: DashboardFilters,
  options: { path?: string; range?: { from: string; to: string }; extra?: Record<string, string> } = {},
): string {
  const params = new URLSearchParams();
  if (widget.drill.period === "date") params.set("date", filters.date);
  if (widget.drill.period === "range" || options.range) {
    params.set("date_from", options.range?.from ?? twelveMonthsFrom(filters.date));
    params.set("date_to", options.range?.to ?? filters.date);
  }
  if (widget.drill.period !== "none" && filters.officeId) params.set("office_ids", filters.officeId);
  for (const [key, value] of Object.entries(options.extra ?? {})) params.set(key, value);
  const query = params.toString();
  return `${options.path ?? widget.drill.path}${query ? `?${query}` : ""}`;
}
