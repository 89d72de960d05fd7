import { defineWidget, monthsResponse, unbilledJobsResponse } from "../dashboard/widget.js";

/** The freight module's dashboard widgets (issue 30). */
export const freightWidgets = {
  "ch-unbilled": defineWidget({
    name: "ch-unbilled",
    resource: "MonitoringCh",
    title: { en: "Jobs not yet billed", id: "Job belum ditagih" },
    view: "jobs",
    drill: { path: "/monitoring/ch", period: "date" },
    empty: {
      text: { en: "Every confirmed job is billed.", id: "Semua job yang dikonfirmasi sudah ditagih." },
      steps: [{ path: "/transactions/ch-bacc/ch/add", resource: "TxCh", text: { en: "Open the first job", id: "Buat job pertama" } }],
    },
    order: 60,
    width: "third",
    response: unbilledJobsResponse,
  }),
  "ch-profit": defineWidget({
    name: "ch-profit",
    resource: "ReportChBacc",
    title: { en: "Job profit", id: "Laba job" },
    view: "months",
    series: {
      sell: { en: "Sell", id: "Jual" },
      buy: { en: "Buy", id: "Beli" },
      profit: { en: "Profit", id: "Laba", line: true },
    },
    drill: { path: "/report/chbacc/summary", period: "range" },
    empty: {
      text: { en: "No confirmed job in these twelve months.", id: "Belum ada job terkonfirmasi dalam dua belas bulan ini." },
      steps: [{ path: "/transactions/ch-bacc/ch/add", resource: "TxCh", text: { en: "Open the first job", id: "Buat job pertama" } }],
    },
    order: 61,
    width: "half",
    response: monthsResponse,
  }),
} as const;
