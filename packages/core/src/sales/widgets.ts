import { agingResponse, defineWidget } from "../dashboard/widget.js";

/** The sales module's dashboard widgets. */
export const salesWidgets = {
  "receivable-aging": defineWidget({
    name: "receivable-aging",
    resource: "ReportSales",
    title: { en: "Receivables", id: "Piutang" },
    view: "aging",
    drill: { path: "/report/sales-aging", period: "date", detail: "/report/sales-aging-detail" },
    order: 30,
    width: "half",
    response: agingResponse,
  }),
} as const;
