import { type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

const menu = (key: MenuKey, icon: string, order: number) => ({ key, icon, group: "cash_advance", order });
const BASE = "/transactions/cash-advance";
const AP = "/transactions/ap-posting/cash-advance-ap";

/**
 * Employee cash advances (issue #14, spec §2): requests, their approval, the advances paid and
 * their realisation and refund or top-up (or posting to AP), and the two reports, all in one sidebar group.
 */
export const cashAdvanceScreens: ScreenDomain = {
  name: "cash-advance",
  titles: {
    cash_advance: { en: "Cash advances", id: "Uang muka" },
    cash_advance_request: { en: "Requests", id: "Permintaan" },
    cash_advance_request_approval: { en: "Request approval", id: "Persetujuan permintaan" },
    cash_advance_list: { en: "Cash advances", id: "Uang muka" },
    cash_advance_ap: { en: "Posted to AP", id: "Posting ke utang" },
    report_cash_advance: { en: "Cash advances per employee", id: "Uang muka per karyawan" },
    report_cash_advance_detail: { en: "Cash advance movements", id: "Mutasi uang muka" },
  },
  groups: { cash_advance: { icon: "solution", order: 45 } },
  screens: [
    mainScreen(`${BASE}/request`, "read", "TxCashAdvanceRequest", menu("cash_advance_request", "file", 10)),
    mainScreen(`${BASE}/request/add`, "create", "TxCashAdvanceRequest"),
    mainScreen(`${BASE}/request/detail/:id`, "read", "TxCashAdvanceRequest"),
    mainScreen(`${BASE}/request-approval`, "read", "TxCashAdvanceRequest", menu("cash_advance_request_approval", "audit", 20)),
    mainScreen(`${BASE}/request-approval/add`, "create", "TxCashAdvanceRequest"),
    mainScreen(`${BASE}/request-approval/detail/:id`, "read", "TxCashAdvanceRequest"),
    mainScreen(BASE, "read", "TxCashAdvance", menu("cash_advance_list", "money", 30)),
    mainScreen(`${BASE}/add`, "create", "TxCashAdvance"),
    mainScreen(`${BASE}/detail/:id`, "read", "TxCashAdvance"),
    mainScreen(`${BASE}/realisation/detail/:id`, "read", "TxCashAdvance"),
    mainScreen(`${BASE}/refund/detail/:id`, "read", "TxCashAdvance"),
    // cash-advance-ap (spec: AP posting): a realisation's shortfall owed to the employee, paid later through payables.
    mainScreen(AP, "read", "TxApPosting", menu("cash_advance_ap", "audit", 35)),
    mainScreen(`${AP}/listImage/:id`, "read", "TxApPosting"),
    mainScreen(`${AP}/invoice`, "create", "TxPurchaseInvoice"),
    mainScreen(`${AP}/add`, "create", "TxPurchaseInvoice"),
    mainScreen("/report/cash-advance", "read", "ReportCashAdvance", menu("report_cash_advance", "report", 40)),
    mainScreen("/report/cash-advance/detail", "read", "ReportCashAdvance", menu("report_cash_advance_detail", "table", 50)),
  ] satisfies Screen[],
};
