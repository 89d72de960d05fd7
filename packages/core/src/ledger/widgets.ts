import { defineWidget, monthsResponse } from "../dashboard/widget.js";

/** The ledger's dashboard widgets (served by the accounting reports' module). */
export const ledgerWidgets = {
  "profit-loss": defineWidget({
    name: "profit-loss",
    resource: "ReportAccounting",
    title: { en: "Profit and loss", id: "Laba rugi" },
    view: "months",
    series: {
      revenue: { en: "Revenue", id: "Pendapatan" },
      expense: { en: "Expense", id: "Beban" },
      net: { en: "Net profit", id: "Laba bersih" },
    },
    drill: { path: "/report/profit-loss", period: "range" },
    order: 50,
    width: "full",
    response: monthsResponse,
  }),
} as const;
