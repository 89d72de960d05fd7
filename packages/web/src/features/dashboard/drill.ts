import { addDays, type WidgetDefinition } from "@neraca/core";

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

/** An aging figure: one bucket (by its key), all that is past due (of one contact), or what falls due within `days`. */
export type AgingFigure = { bucket: string } | { overdue: true; contactId?: string } | { dueWithin: number };

/**
 * The due dates of the invoices behind an aging figure as of `date` (both ends inclusive; a bucket
 * counts days past due, core's `agingBucketIndex`): current is due on `date` or later, `d1_30` due
 * 30 to 1 days before it, `over_90` 91 days or more before it; past due is due before `date`; falling
 * due within 14 days is due from `date` to 14 days after it.
 */
export function agingDueRange(figure: AgingFigure, date: string): { due_from?: string; due_to?: string } {
  if ("dueWithin" in figure) return { due_from: date, due_to: addDays(date, figure.dueWithin) };
  if ("overdue" in figure) return { due_to: addDays(date, -1) };
  if (figure.bucket === "current") return { due_from: date };
  const between = /^d(\d+)_(\d+)$/.exec(figure.bucket);
  if (between) return { due_from: addDays(date, -Number(between[2])), due_to: addDays(date, -Number(between[1])) };
  const over = /^over_(\d+)$/.exec(figure.bucket);
  if (over) return { due_to: addDays(date, -Number(over[1]) - 1) };
  return {};
}

/**
 * Where an aging figure drills: the widget's document list (`drill.list`) of the open invoices whose
 * due date puts them in the figure as of the dashboard's date (the list shows what is outstanding
 * today), of the office, of the contact; a widget without a list opens its detail report.
 */
export function agingDrillPath(widget: WidgetDefinition, filters: DashboardFilters, figure: AgingFigure): string {
  const contactId = "contactId" in figure ? figure.contactId : undefined;
  const list = widget.drill.list;
  if (!list) return drillPath(widget, filters, { path: widget.drill.detail, extra: contactId ? { contact_ids: contactId } : undefined });
  // Invoices dated after the dashboard's day are not in its aging: the list stops at that day too.
  const params = new URLSearchParams({ settlement: "open", ...agingDueRange(figure, filters.date), date_to: filters.date });
  if (contactId) params.set("contact_id", contactId);
  if (filters.officeId) params.set("office_id", filters.officeId);
  return `${list}?${params.toString()}`;
}
