import { type Resource, type WidgetDefinition, type WidgetQuery, widgetQuery } from "@neraca/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { guardedTransaction } from "../../platform/guard.js";
import type { ReportContext } from "../reports/report-context.js";

/** Today in the company calendar (Indonesia's western time, as the numbering's dates). */
export const todayInJakarta = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Jakarta" });

/** A widget's filters once defaulted: the date its figures are as of. */
export type WidgetFilters = WidgetQuery & { date: string };

/** Every widget served, by name: filled by `registerWidget` (`GET /dashboard` lists those the caller may read). */
export const registeredWidgets = new Map<string, WidgetDefinition>();

/**
 * Serves a widget declared in a domain's manifest at `GET /dashboard/<name>`, on the report
 * framework's terms: `read` on the widget's resource (its report's), the offices as line filters,
 * one read-only transaction with the session read in it, the caller in the context (the cash and
 * bank accounts mapped to them). `build` reads balances and open items through the report's own
 * query function, so the widget equals its report. A module calls this from its own plugin.
 */
export function registerWidget<W extends WidgetDefinition>(
  app: FastifyInstance,
  widget: W,
  build: (ctx: ReportContext, query: WidgetFilters) => Promise<z.infer<W["response"]>>,
): void {
  registeredWidgets.set(widget.name, widget);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/dashboard/${widget.name}`,
    {
      config: { permission: { action: "read", resource: widget.resource as Resource }, sessionInTransaction: true },
      attachValidation: true,
      schema: { tags: ["dashboard"], summary: widget.title.en, querystring: widgetQuery },
    },
    async (request, reply) => {
      const query = request.query as WidgetQuery;
      const date = query.date ?? todayInJakarta();
      const data = await guardedTransaction(request, reply, { readOnly: true }, (tx, auth) => {
        const ctx: ReportContext = {
          tx,
          companyId: auth.companyId as string,
          language: request.language,
          includeZero: false,
          filters: query.office_ids.length ? { officeIds: query.office_ids } : {},
          auth,
        };
        return build(ctx, { ...query, date });
      });
      return { data, date, as_of: new Date().toISOString() };
    },
  );
}

export interface WidgetMonth {
  /** `YYYY-MM`. */
  month: string;
  from: string;
  to: string;
}

/**
 * The twelve months ending with `date`'s month, oldest first; the last one ends at `date` (figures
 * as of that day), the others at their month's end. `yearsBack` 1 gives the same months a year earlier.
 */
export function twelveMonths(date: string, yearsBack = 0): WidgetMonth[] {
  const year = Number(date.slice(0, 4)) - yearsBack;
  const month = Number(date.slice(5, 7));
  const day = date.slice(8, 10);
  const out: WidgetMonth[] = [];
  for (let i = 11; i >= 0; i--) {
    const start = new Date(Date.UTC(year, month - 1 - i, 1));
    const ym = start.toISOString().slice(0, 7);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    // The day itself in the last month (a year earlier, 29 February falls to the month's end).
    const to = i === 0 ? ([`${ym}-${day}`, end].sort()[0] as string) : end;
    out.push({ month: ym, from: `${ym}-01`, to });
  }
  return out;
}
