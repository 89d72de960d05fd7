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
    params.set("date_from", options.range?.from ?? `${Number(filters.date.slice(0, 4)) - 1}${filters.date.slice(4, 7)}-01`);
    params.set("date_to", options.range?.to ?? filters.date);
  }
  if (widget.drill.period !== "none" && filters.officeId) params.set("office_ids", filters.officeId);
  for (const [key, value] of Object.entries(options.extra ?? {})) params.set(key, value);
  const query = params.toString();
  return `${options.path ?? widget.drill.path}${query ? `?${query}` : ""}`;
}
