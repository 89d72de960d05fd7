import { agingResponse, defineWidget } from "../dashboard/widget.js";

/** The payables module's dashboard widgets. */
export const payablesWidgets = {
  "payable-aging": defineWidget({
    name: "payable-aging",
    resource: "ReportPurchase",
    title: { en: "Payables", id: "Utang" },
    view: "aging",
    drill: { path: "/report/purchase/aging", period: "date", detail: "/report/purchase/aging-detail" },
    order: 40,
    width: "half",
    response: agingResponse,
  }),
} as const;
