import type { Language } from "../screens/registry.js";

/** Server messages of procurement (issue 12), English and Indonesian; spread into `messages`. */
export const purchasingMessages = {
  purchase_line_closed: { en: "The line has been closed.", id: "Baris telah ditutup." },
  purchase_line_already_closed: { en: "This line is already closed.", id: "Baris ini sudah ditutup." },
  purchase_request_not_approved: {
    en: "The purchase request must be approved first.",
    id: "Permintaan pembelian harus disetujui terlebih dahulu.",
  },
  purchase_request_line_unknown: {
    en: "The line does not belong to this purchase request.",
    id: "Baris tersebut bukan bagian dari permintaan pembelian ini.",
  },
  purchase_line_not_open: {
    en: "Line {line} is closed or already fully ordered.",
    id: "Baris {line} sudah ditutup atau sudah dipesan seluruhnya.",
  },
  purchase_vendors_assigned: { en: "The vendors have been assigned.", id: "Vendor telah ditetapkan." },
  purchase_prices_assigned: { en: "The prices have been assigned.", id: "Harga telah ditetapkan." },
  purchase_award_reason_required: {
    en: "Give a reason for choosing a vendor that is not the cheapest",
    id: "Berikan alasan memilih vendor yang bukan termurah",
  },
  purchase_award_needs_price: {
    en: "A vendor without a quoted price cannot win",
    id: "Vendor tanpa harga penawaran tidak dapat dipilih",
  },
  purchase_award_exceeds: {
    en: "The quantities awarded for this line ({awarded}) may not exceed what is left to order ({remaining})",
    id: "Kuantitas yang diberikan untuk baris ini ({awarded}) tidak boleh melebihi sisa yang belum dipesan ({remaining})",
  },
  purchase_quote_ordered: {
    en: "Orders were already made from these quotes; they cannot change.",
    id: "Pesanan sudah dibuat dari penawaran ini; penawaran tidak dapat diubah.",
  },
  purchase_over_order: {
    en: "Line {line} orders {quantity} while {remaining} is left on the request. Confirm the over-order to continue.",
    id: "Baris {line} memesan {quantity} sedangkan sisa permintaan {remaining}. Konfirmasi kelebihan pesanan untuk melanjutkan.",
  },
  purchase_quote_mismatch: {
    en: "Line {line}: the quote is not the chosen one for this vendor and request line",
    id: "Baris {line}: penawaran bukan pemenang untuk vendor dan baris permintaan ini",
  },
  purchase_quote_exceeds: {
    en: "Line {line} orders {quantity} while {remaining} is left of the awarded quantity. Confirm the over-order to continue.",
    id: "Baris {line} memesan {quantity} sedangkan sisa kuantitas yang diberikan {remaining}. Konfirmasi kelebihan pesanan untuk melanjutkan.",
  },
  purchase_order_in_use: {
    en: "This order has receipts, advances or invoices; cancel them first.",
    id: "Pesanan ini sudah memiliki penerimaan, uang muka, atau faktur; batalkan terlebih dahulu.",
  },
  purchase_request_in_use: {
    en: "This request has orders or vendor assignments; cancel them first.",
    id: "Permintaan ini sudah memiliki pesanan atau penetapan vendor; batalkan terlebih dahulu.",
  },
  purchase_order_not_open: {
    en: "Pick an approved purchase order that is not fully received.",
    id: "Pilih pesanan pembelian yang sudah disetujui dan belum diterima seluruhnya.",
  },
  purchase_order_not_approved: {
    en: "The purchase order must be approved first.",
    id: "Pesanan pembelian harus disetujui terlebih dahulu.",
  },
  purchase_receipt_exceeds: {
    en: "Line {line}: {quantity} is more than the {remaining} still to receive",
    id: "Baris {line}: {quantity} melebihi sisa {remaining} yang belum diterima",
  },
  purchase_receipt_line_unknown: {
    en: "Line {line} is not a line of this order",
    id: "Baris {line} bukan baris dari pesanan ini",
  },
  purchase_receipt_invoiced: {
    en: "Goods of this receipt were already invoiced; cancel the invoice first.",
    id: "Barang dari penerimaan ini sudah ditagih; batalkan fakturnya terlebih dahulu.",
  },
  purchase_grni_missing: {
    en: "Set the default account for goods received not invoiced first (Default accounts).",
    id: "Atur akun bawaan barang diterima belum ditagih terlebih dahulu (Akun bawaan).",
  },
  purchase_inventory_missing: {
    en: "Product {product} has no inventory account and no default inventory account is set.",
    id: "Produk {product} tidak memiliki akun persediaan dan akun persediaan bawaan belum diatur.",
  },
  purchase_advance_exceeds: {
    en: "The advance is more than what is left of the order ({remaining}).",
    id: "Uang muka melebihi sisa nilai pesanan ({remaining}).",
  },
  purchase_advance_account_missing: {
    en: "Set the default account for advance payment to vendors first (Default accounts).",
    id: "Atur akun bawaan uang muka pembelian terlebih dahulu (Akun bawaan).",
  },
  purchase_advance_settled: {
    en: "This advance was already offset on an invoice; cancel that first.",
    id: "Uang muka ini sudah dikompensasikan pada faktur; batalkan terlebih dahulu.",
  },
  purchase_cashbank_not_allowed: {
    en: "You may not use this cash or bank account.",
    id: "Anda tidak boleh menggunakan akun kas atau bank ini.",
  },
  print_purchase_request: { en: "Purchase request", id: "Permintaan pembelian" },
  print_purchase_order: { en: "Purchase order", id: "Pesanan pembelian" },
  print_requester: { en: "Requester", id: "Pemohon" },
  print_work_unit: { en: "Work unit", id: "Unit kerja" },
  print_activity: { en: "Budget line", id: "Mata anggaran" },
  print_needed_by: { en: "Needed by", id: "Dibutuhkan tanggal" },
  print_item: { en: "Item", id: "Barang/jasa" },
  print_unit: { en: "Unit", id: "Satuan" },
  print_estimated_price: { en: "Estimated price", id: "Harga perkiraan" },
  print_estimated_total: { en: "Estimated total", id: "Total perkiraan" },
  print_vendor: { en: "Vendor", id: "Vendor" },
  print_delivery_date: { en: "Delivery date", id: "Tanggal pengiriman" },
  print_delivery_address: { en: "Delivery address", id: "Alamat pengiriman" },
  print_terms: { en: "Terms", id: "Syarat" },
  print_payment_term: { en: "Payment term", id: "Jangka waktu pembayaran" },
  print_payment_term_days: { en: "{days} days", id: "{days} hari" },
} as const satisfies Record<string, Record<Language, string>>;

/** Display names of procurement fields (validation messages). */
export const purchasingFieldNames = {
  requester: { en: "requester", id: "pemohon" },
  needed_by: { en: "needed-by date", id: "tanggal dibutuhkan" },
  purpose: { en: "purpose", id: "tujuan" },
  estimated_price: { en: "estimated price", id: "harga perkiraan" },
  vendor_id: { en: "vendor", id: "vendor" },
  vendor_ids: { en: "vendors", id: "vendor" },
  request_id: { en: "purchase request", id: "permintaan pembelian" },
  request_line_id: { en: "request line", id: "baris permintaan" },
  quote_id: { en: "quote", id: "penawaran" },
  awarded_quantity: { en: "awarded quantity", id: "kuantitas pemenang" },
  award_reason: { en: "reason", id: "alasan" },
  delivery_days: { en: "delivery time", id: "waktu pengiriman" },
  terms: { en: "terms", id: "syarat" },
  delivery_date: { en: "delivery date", id: "tanggal pengiriman" },
  delivery_address: { en: "delivery address", id: "alamat pengiriman" },
  payment_term_days: { en: "payment term", id: "jangka waktu pembayaran" },
  over_order_confirmed: { en: "over-order", id: "kelebihan pesanan" },
  order_id: { en: "purchase order", id: "pesanan pembelian" },
  order_line_id: { en: "order line", id: "baris pesanan" },
  receiver: { en: "receiver", id: "penerima" },
} as const satisfies Record<string, Record<Language, string>>;
