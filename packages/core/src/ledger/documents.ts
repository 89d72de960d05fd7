import type { Language } from "../screens/registry.js";

/** Transaction types that take numbers, with their default prefixes (`/master-data/prefix`). */
export const transactionTypes = {
  journal: { prefix: "JU", en: "General journal", id: "Jurnal umum" },
  adjustment: { prefix: "JP", en: "Adjusting journal", id: "Jurnal penyesuaian" },
  opening: { prefix: "SA", en: "Opening balance", id: "Saldo awal" },
  closing: { prefix: "JT", en: "Closing journal", id: "Jurnal penutup" },
  reversal: { prefix: "RV", en: "Reversing journal", id: "Jurnal pembalik" },
  draft_journal: { prefix: "DJ", en: "Draft journal", id: "Draf jurnal" },
  cash_in: { prefix: "KM", en: "Cash in", id: "Kas masuk" },
  cash_out: { prefix: "KK", en: "Cash out", id: "Kas keluar" },
  bank_in: { prefix: "BM", en: "Bank in", id: "Bank masuk" },
  bank_out: { prefix: "BK", en: "Bank out", id: "Bank keluar" },
  transfer: { prefix: "TF", en: "Cash and bank transfer", id: "Transfer kas dan bank" },
  cashbank_request: { prefix: "PKB", en: "Cash and bank request", id: "Permintaan kas dan bank" },
  sales_invoice: { prefix: "INV", en: "Sales invoice", id: "Faktur penjualan" },
  sales_payment: { prefix: "PP", en: "Sales payment", id: "Penerimaan penjualan" },
  purchase_request: { prefix: "PR", en: "Purchase request", id: "Permintaan pembelian" },
  purchase_order: { prefix: "PO", en: "Purchase order", id: "Pesanan pembelian" },
  purchase_invoice: { prefix: "PI", en: "Purchase invoice", id: "Faktur pembelian" },
  purchase_payment: { prefix: "PB", en: "Purchase payment", id: "Pembayaran pembelian" },
  payment_voucher: { prefix: "PV", en: "Payment voucher", id: "Voucher pembayaran" },
  goods_receipt: { prefix: "GR", en: "Goods receipt", id: "Penerimaan barang" },
  vendor_advance: { prefix: "UMB", en: "Advance to vendor", id: "Uang muka pembelian" },
  cash_advance: { prefix: "UM", en: "Cash advance", id: "Uang muka" },
  form_payment: { prefix: "FP", en: "Payment request form", id: "Formulir permintaan pembayaran" },
  cash_advance_request: { prefix: "PUM", en: "Cash advance request", id: "Permintaan uang muka" },
  cash_advance_realisation: { prefix: "RUM", en: "Cash advance realisation", id: "Realisasi uang muka" },
  cash_advance_settlement: { prefix: "SUM", en: "Cash advance refund or top-up", id: "Pengembalian atau penambahan uang muka" },
} as const satisfies Record<string, { prefix: string } & Record<Language, string>>;
export type TransactionType = keyof typeof transactionTypes;
export const transactionTypeKeys = Object.keys(transactionTypes) as TransactionType[];

/** `{prefix}/{yyyy}/{mm}/{seq}`: gapless per company, type and month. */
export function formatDocumentNumber(prefix: string, date: string, sequence: number): string {
  const [year, month] = date.split("-");
  return `${prefix}/${year}/${month}/${String(sequence).padStart(4, "0")}`;
}
