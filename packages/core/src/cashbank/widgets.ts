import { cashAccountsResponse, defineWidget, monthsResponse } from "../dashboard/widget.js";

/** The cash and bank module's dashboard widgets (served by its server module from its reports). */
export const cashbankWidgets = {
  "cash-position": defineWidget({
    name: "cash-position",
    resource: "ReportCashBank",
    title: { en: "Cash position", id: "Posisi kas dan bank" },
    view: "cash-accounts",
    drill: { path: "/report/cash-and-bank", period: "date", detail: "/report/cash-bank" },
    empty: {
      text: {
        en: "No cash or bank account shows a balance yet: add your bank accounts, then post their beginning balances.",
        id: "Belum ada akun kas atau bank yang bersaldo: tambahkan rekening bank, lalu catat saldo awalnya.",
      },
      steps: [
        { path: "/master-data/cashbank/add", resource: "MdCashbank", text: { en: "Add a bank account", id: "Tambah rekening bank" } },
        { path: "/transactions/beginning-balance/add", resource: "TxBeginningBalance", text: { en: "Post a beginning balance", id: "Catat saldo awal" } },
      ],
    },
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
    empty: {
      text: { en: "No money came in or went out in these twelve months.", id: "Belum ada uang masuk atau keluar dalam dua belas bulan ini." },
      steps: [{ path: "/transactions/cashbank/add", resource: "TxCashbank", text: { en: "Record a receipt", id: "Catat penerimaan" } }],
    },
    order: 20,
    width: "half",
    response: monthsResponse,
  }),
} as const;
