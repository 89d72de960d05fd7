import { defineWidget, monthsResponse, stockAlertsResponse } from "../dashboard/widget.js";

/** The inventory module's dashboard widgets. */
export const inventoryWidgets = {
  "gross-margin": defineWidget({
    name: "gross-margin",
    resource: "ReportAccounting",
    title: { en: "Gross margin", id: "Margin kotor" },
    view: "months",
    series: {
      revenue: { en: "Revenue", id: "Pendapatan" },
      cost: { en: "Cost of sales", id: "Beban pokok penjualan" },
      gross: { en: "Gross profit", id: "Laba kotor", line: true },
    },
    drill: { path: "/report/profit-loss", period: "range" },
    empty: {
      text: { en: "Nothing was sold in these twelve months.", id: "Belum ada penjualan dalam dua belas bulan ini." },
      steps: [{ path: "/transactions/sales-invoice/add", resource: "TxSalesInvoice", text: { en: "Create the first invoice", id: "Buat faktur pertama" } }],
    },
    order: 55,
    width: "half",
    response: monthsResponse,
  }),
  "stock-alerts": defineWidget({
    name: "stock-alerts",
    resource: "ReportInventory",
    title: { en: "Stock below minimum", id: "Stok di bawah minimum" },
    view: "stock",
    drill: { path: "/report/inventory-valuation", period: "date" },
    empty: {
      text: { en: "No product is below its minimum stock.", id: "Tidak ada produk di bawah stok minimumnya." },
      steps: [{ path: "/master-data/product", resource: "MdProduct", text: { en: "Set a product's minimum stock", id: "Atur stok minimum produk" } }],
    },
    order: 56,
    width: "half",
    response: stockAlertsResponse,
  }),
} as const;
