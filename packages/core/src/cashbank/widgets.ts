import { cashAccountsResponse, defineWidget, monthsResponse } from "../dashboard/widget.js";

/** The cash and bank module's dashboard widgets (served by its server module from its reports). */
export const cashbankWidgets = {
  "cash-position": defineWidget({
    name: "cash-position",
    resource: "ReportCashBank",
    title: { en: "Cash position", id: "Posisi kas dan bank" },
    view: "cash-accounts",
    drill: { path: "/report/cash-and-bank", period: "date", detail: "/report/cash-bank" },
    order: 10,
    width: "half",
    response: cashAccountsResponse,
  }),
  "cash-in-out": defineWidget({
    name: "cash-in-out",
    resource: "ReportCashBank",
    title: { en: "Cash in and out", id: "Kas masuk dan keluar" },
    view: "months",
    series: { in: { en: "In", id: "Masuk" }, out: { en: "Out", id: "Keluar" } },
    drill: { path: "/report/cash-bank-summary", period: "range" },
    order: 20,
    width: "half",
    response: monthsResponse,
  }),
} as const;
