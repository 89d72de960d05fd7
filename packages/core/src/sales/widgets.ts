import { agingResponse, defineWidget } from "../dashboard/widget.js";

/** The sales module's dashboard widgets. */
export const salesWidgets = {
  "receivable-aging": defineWidget({
    name: "receivable-aging",
    resource: "ReportSales",
    title: { en: "Receivables", id: "Piutang" },
    view: "aging",
    drill: { path: "/report/sales-aging", period: "date", detail: "/report/sales-aging-detail", list: "/transactions/sales-invoice" },
    empty: {
      text: { en: "No sales invoice is open.", id: "Tidak ada faktur penjualan terbuka." },
      steps: [{ path: "/transactions/sales-invoice/add", resource: "TxSalesInvoice", text: { en: "Create the first invoice", id: "Buat faktur pertama" } }],
    },
    order: 30,
    width: "half",
    response: agingResponse,
  }),
} as const;
