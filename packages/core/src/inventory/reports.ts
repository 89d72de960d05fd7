import { z } from "zod";
import {
  defineReport,
  dimensionQueryFields,
  type LocalText,
  type ReportColumn,
  type ReportTableRow,
  rangeInOrder,
  rangeOrderIssue,
  reportQueryFields as fields,
} from "../reports/definition.js";
import { formatMoney, money as decimal } from "../money/money.js";
import { amountText, money, texts } from "../reports/shared.js";

const text = (key: string, title: LocalText): ReportColumn => ({ key, kind: "text", title });
const number = (key: string, title: LocalText): ReportColumn => ({ key, kind: "number", title });
const quantityText = z.string();

export const stockTexts = {
  product: { en: "Product", id: "Produk" },
  office: { en: "Location", id: "Lokasi" },
  document: { en: "Document", id: "Dokumen" },
  quantity_in: { en: "Qty in", id: "Qty masuk" },
  quantity_out: { en: "Qty out", id: "Qty keluar" },
  quantity: { en: "Quantity", id: "Kuantitas" },
  value_in: { en: "Value in", id: "Nilai masuk" },
  value_out: { en: "Value out", id: "Nilai keluar" },
  value: { en: "Value", id: "Nilai" },
  unit_cost: { en: "Average cost", id: "Harga pokok rata-rata" },
  inventory_accounts: { en: "Inventory account", id: "Akun persediaan" },
  difference: { en: "Difference", id: "Selisih" },
} as const satisfies Record<string, LocalText>;

/** What each kind of document is called on a stock card. */
export const stockSourceTitles: Record<string, LocalText> = {
  goods_receipt: { en: "Goods receipt", id: "Penerimaan barang" },
  sales_invoice: { en: "Sales invoice", id: "Faktur penjualan" },
  sales_return: { en: "Sales return", id: "Retur penjualan" },
  stock_adjustment: { en: "Stock opname", id: "Stok opname" },
  stock_transfer: { en: "Stock transfer", id: "Mutasi stok" },
  purchase_invoice: { en: "Purchase invoice (price difference)", id: "Faktur pembelian (selisih harga)" },
  purchase_return: { en: "Purchase return", id: "Retur pembelian" },
  landed_cost: { en: "Landed cost", id: "Biaya perolehan tambahan" },
};

const stockCardCapped: LocalText = {
  en: "Only the first 20 000 movements are shown, so the balances stop there: narrow the period, the products or the offices.",
  id: "Hanya 20.000 mutasi pertama yang ditampilkan, sehingga saldo berhenti di sana: persempit periode, produk atau kantor.",
};

const movement = z.object({
  date: z.string(),
  source_type: z.string(),
  source_id: z.string(),
  number: z.string().nullable(),
  description: z.string().nullable(),
  quantity: quantityText,
  value: amountText,
  balance_quantity: quantityText,
  balance_value: amountText,
});

const card = z.object({
  product_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  office_id: z.string(),
  office_name: z.string(),
  /** A warehouse under the office; none: the office's own stock. */
  warehouse_id: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  opening_quantity: quantityText,
  opening_value: amountText,
  movements: z.array(movement),
  closing_quantity: quantityText,
  closing_value: amountText,
});

/** A stock location as it reads everywhere (reports, transfers, messages): `Office · Warehouse`, or the office alone. */
export const stockLocationName = (office: string, warehouse: string | null | undefined) => (warehouse ? `${office} · ${warehouse}` : office);
const placeOf = (r: { office_name: string; warehouse_name: string | null }) => stockLocationName(r.office_name, r.warehouse_name);

const positive = (value: string) => (value.startsWith("-") || /^0(\.0*)?$/.test(value) ? null : value);
const negated = (value: string) => (value.startsWith("-") ? value.slice(1) : null);

/**
 * `/report/stock-card` (*kartu stok*): per inventory product and location, the opening on hand, each
 * movement of the period with its document, quantity and value in or out and the running balance,
 * and the closing.
 */
export const stockCardReport = defineReport({
  name: "stock-card",
  resource: "ReportInventory",
  title: { en: "Stock card", id: "Kartu stok" },
  query: z
    .strictObject({ ...fields.range, ...fields.products, ...dimensionQueryFields(["office_ids"]), ...fields.warehouses, ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    cards: z.array(card),
    /** The movements stopped at the report's limit (`STOCK_CARD_LINES_MAX`): the closing balances are not the period's. */
    capped: z.boolean(),
  }),
  fileName: (q) => `stock-card-${q.date_from}-${q.date_to}`,
  landscape: true,
  table: (data, _query, language) => {
    const rows: ReportTableRow[] = [];
    for (const c of data.cards) {
      rows.push({ document: `${c.product_code} · ${c.product_name} — ${placeOf(c)}`, _bold: true });
      rows.push({ document: texts.opening_balance[language], balance_quantity: c.opening_quantity, balance_value: c.opening_value });
      for (const m of c.movements) {
        rows.push({
          date: m.date,
          document: [stockSourceTitles[m.source_type]?.[language] ?? m.source_type, m.number].filter(Boolean).join(" "),
          description: m.description,
          quantity_in: positive(m.quantity),
          quantity_out: negated(m.quantity),
          // A revaluation moves value only: in or out by its sign, as every line's value is signed.
          value_in: positive(m.value),
          value_out: negated(m.value),
          balance_quantity: m.balance_quantity,
          balance_value: m.balance_value,
        });
      }
      rows.push({ document: texts.closing_balance[language], balance_quantity: c.closing_quantity, balance_value: c.closing_value, _bold: true });
    }
    if (data.capped) rows.push({ document: stockCardCapped[language], _bold: true });
    return {
      columns: [
        { key: "date", kind: "date", title: texts.date },
        text("document", stockTexts.document),
        text("description", texts.description),
        number("quantity_in", stockTexts.quantity_in),
        number("quantity_out", stockTexts.quantity_out),
        money("value_in", stockTexts.value_in),
        money("value_out", stockTexts.value_out),
        number("balance_quantity", { en: "Qty on hand", id: "Qty saldo" }),
        money("balance_value", { en: "Value on hand", id: "Nilai saldo" }),
      ],
      rows,
    };
  },
});

const valuationRow = z.object({
  product_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  office_id: z.string(),
  office_name: z.string(),
  warehouse_id: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  account_code: z.string().nullable(),
  quantity: quantityText,
  value: amountText,
  unit_cost: z.string().nullable(),
});

/**
 * `/report/inventory-valuation`: what is on hand at a date per product and location, its value and
 * average cost, from the stock balances; its total beside the inventory accounts' balance at that date
 * (equal when every movement went through the stock ledger).
 */
export const inventoryValuationReport = defineReport({
  name: "inventory-valuation",
  resource: "ReportInventory",
  title: { en: "Inventory valuation", id: "Nilai persediaan" },
  query: z.strictObject({ ...fields.date, ...fields.products, ...dimensionQueryFields(["office_ids"]), ...fields.warehouses, ...fields.include_zero, ...fields.format }),
  response: z.object({
    rows: z.array(valuationRow),
    total_value: amountText,
    accounts: z.array(z.object({ account_id: z.string(), code: z.string(), name: z.string(), stock: amountText, ledger: amountText })),
  }),
  fileName: (q) => `inventory-valuation-${q.date}`,
  table: (data, _query, language) => ({
    columns: [
      text("product", stockTexts.product),
      text("office_name", stockTexts.office),
      number("quantity", stockTexts.quantity),
      money("unit_cost", stockTexts.unit_cost),
      money("value", stockTexts.value),
    ],
    rows: [
      ...data.rows.map((r) => ({ product: `${r.product_code} · ${r.product_name}`, office_name: placeOf(r), quantity: r.quantity, unit_cost: r.unit_cost, value: r.value })),
      { product: texts.total[language], value: data.total_value, _bold: true },
      // Each inventory account beside what the stock lines say it holds: equal when every movement went through the stock ledger.
      ...data.accounts.flatMap((a) => [
        { product: `${stockTexts.inventory_accounts[language]} ${a.code} ${a.name}`, value: a.ledger },
        { product: `${stockTexts.difference[language]} ${a.code}`, value: formatMoney(decimal(a.ledger).minus(a.stock)), _bold: true },
      ]),
    ],
  }),
});


export const grossProfitGroups = ["product", "customer", "month"] as const;

const grossProfitRow = z.object({
  key: z.string(),
  name: z.string(),
  revenue: amountText,
  cost: amountText,
  gross_profit: amountText,
  /** Gross profit ÷ revenue × 100, two places; none without revenue. */
  margin_percent: z.string().nullable(),
});

/**
 * `/report/gross-profit`: posted sales of the period less their returns, per product, customer or
 * month: revenue (DPP), the cost of the goods at the average cost they left with, gross profit and margin.
 */
export const grossProfitReport = defineReport({
  name: "gross-profit",
  resource: "ReportInventory",
  title: { en: "Gross profit", id: "Laba kotor" },
  query: z
    .strictObject({ ...fields.range, group_by: z.enum(grossProfitGroups).default("product"), ...dimensionQueryFields(["office_ids"]), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({ rows: z.array(grossProfitRow), totals: grossProfitRow.omit({ key: true, name: true }) }),
  fileName: (q) => `gross-profit-${q.group_by}-${q.date_from}-${q.date_to}`,
  table: (data, query, language) => ({
    columns: [
      text("name", query.group_by === "customer" ? { en: "Customer", id: "Pelanggan" } : query.group_by === "month" ? { en: "Month", id: "Bulan" } : stockTexts.product),
      money("revenue", { en: "Revenue", id: "Pendapatan" }),
      money("cost", { en: "Cost of goods sold", id: "Harga pokok penjualan" }),
      money("gross_profit", { en: "Gross profit", id: "Laba kotor" }),
      number("margin_percent", { en: "Margin %", id: "Margin %" }),
    ],
    rows: [...data.rows, { name: texts.total[language], ...data.totals, _bold: true }],
  }),
});

const slowRow = z.object({
  product_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  office_name: z.string(),
  warehouse_name: z.string().nullable(),
  quantity: quantityText,
  value: amountText,
  /** The last day any left this location (sold, returned to a vendor, counted short, moved), up to the date. */
  last_out: z.string().nullable(),
  /** Days from it to the date; none when nothing ever left. */
  idle_days: z.number().int().nullable(),
});

/**
 * `/report/slow-moving`: what is on hand at the date that has not moved out for `days` days or more
 * (or never), the longest idle first, with its value.
 */
export const slowMovingReport = defineReport({
  name: "slow-moving",
  resource: "ReportInventory",
  title: { en: "Slow-moving stock", id: "Stok lambat bergerak" },
  query: z.strictObject({ ...fields.date, days: z.coerce.number().int().min(1).max(3650).default(90), ...fields.products, ...dimensionQueryFields(["office_ids"]), ...fields.warehouses, ...fields.format }),
  response: z.object({ rows: z.array(slowRow), total_value: amountText }),
  fileName: (q) => `slow-moving-${q.date}-${q.days}`,
  table: (data, _query, language) => ({
    columns: [
      text("product", stockTexts.product),
      text("office_name", stockTexts.office),
      number("quantity", stockTexts.quantity),
      money("value", stockTexts.value),
      { key: "last_out", kind: "date", title: { en: "Last out", id: "Terakhir keluar" } },
      number("idle_days", { en: "Days idle", id: "Hari tidak bergerak" }),
    ],
    rows: [
      ...data.rows.map((r) => ({ product: `${r.product_code} · ${r.product_name}`, office_name: placeOf(r), quantity: r.quantity, value: r.value, last_out: r.last_out, idle_days: r.idle_days })),
      { product: texts.total[language], value: data.total_value, _bold: true },
    ],
  }),
});

export const inventoryReports = {
  "stock-card": stockCardReport,
  "inventory-valuation": inventoryValuationReport,
  "gross-profit": grossProfitReport,
  "slow-moving": slowMovingReport,
} as const;
