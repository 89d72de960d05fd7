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
      net: { en: "Net profit", id: "Laba bersih", line: true },
    },
    drill: { path: "/report/profit-loss", period: "range" },
    empty: {
      text: { en: "Nothing was posted to revenue or expense in these twelve months.", id: "Belum ada pendapatan atau beban dalam dua belas bulan ini." },
      steps: [
        { path: "/transactions/beginning-balance/add", resource: "TxBeginningBalance", text: { en: "Post a beginning balance", id: "Catat saldo awal" } },
        { path: "/transactions/journal/add", resource: "TxJournal", text: { en: "Post a journal", id: "Posting jurnal" } },
      ],
    },
    order: 50,
    width: "full",
    response: monthsResponse,
  }),
} as const;
