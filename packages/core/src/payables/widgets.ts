import { agingResponse, defineWidget } from "../dashboard/widget.js";

/** The payables module's dashboard widgets. */
export const payablesWidgets = {
  "payable-aging": defineWidget({
    name: "payable-aging",
    resource: "ReportPurchase",
    title: { en: "Payables", id: "Utang" },
    view: "aging",
    drill: { path: "/report/purchase/aging", period: "date", detail: "/report/purchase/aging-detail", list: "/transactions/purchase-invoice" },
    empty: {
      text: { en: "No purchase invoice is open.", id: "Tidak ada faktur pembelian terbuka." },
      steps: [{ path: "/transactions/purchase-invoice/add", resource: "TxPurchaseInvoice", text: { en: "Record a purchase invoice", id: "Catat faktur pembelian" } }],
    },
    order: 40,
    width: "half",
    response: agingResponse,
  }),
} as const;
