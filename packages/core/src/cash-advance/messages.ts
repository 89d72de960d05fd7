import type { Language } from "../screens/registry.js";

/** The cash-advance module's server messages (spread into core's `messages`). */
export const cashAdvanceMessages = {
  cash_advance_request_not_approved: {
    en: "Only an approved cash advance request can be paid.",
    id: "Hanya permintaan uang muka yang sudah disetujui yang dapat dibayar.",
  },
  cash_advance_request_paid: {
    en: "This cash advance request has already been paid ({number}).",
    id: "Permintaan uang muka ini sudah dibayar ({number}).",
  },
  cash_advance_request_in_use: {
    en: "This request has been paid; cancel its cash advance first.",
    id: "Permintaan ini sudah dibayar; batalkan uang mukanya terlebih dahulu.",
  },
  cash_advance_not_paid: {
    en: "Only a paid cash advance can be realised, refunded or topped up.",
    id: "Hanya uang muka yang sudah dibayar yang dapat direalisasi, dikembalikan, atau ditambah.",
  },
  cash_advance_has_realisation: {
    en: "This cash advance already has a realisation ({number}).",
    id: "Uang muka ini sudah memiliki realisasi ({number}).",
  },
  cash_advance_not_realised: {
    en: "Realise this cash advance before refunding or topping it up.",
    id: "Realisasikan uang muka ini sebelum pengembalian atau penambahan.",
  },
  cash_advance_settled: {
    en: "This cash advance is already settled.",
    id: "Uang muka ini sudah lunas.",
  },
  cash_advance_has_settlements: {
    en: "This cash advance has refunds, top-ups or AP postings; cancel them first.",
    id: "Uang muka ini memiliki pengembalian, penambahan, atau posting utang; batalkan terlebih dahulu.",
  },
  cash_advance_ap_not_owed: {
    en: "Cash advance {number} owes the employee nothing: only a realisation that spent more than the advance can be posted to AP.",
    id: "Uang muka {number} tidak berutang kepada karyawan: hanya realisasi yang melebihi uang muka yang dapat diposting ke utang.",
  },
  cash_advance_ap_shape: {
    en: "A cash advance posted to AP has one line on the advance's account, with quantity 1 and no product, discount, taxes or order.",
    id: "Uang muka yang diposting ke utang memiliki satu baris pada akun uang muka, dengan kuantitas 1 dan tanpa produk, diskon, pajak, atau pesanan.",
  },
  cash_advance_ap_no_contact: {
    en: "{employee} has no contact of type employee to owe; add one with the employee's code in Master data → Contacts.",
    id: "{employee} belum memiliki kontak bertipe karyawan; tambahkan dengan kode karyawan di Data master → Kontak.",
  },
  cash_advance_ap_contact: {
    en: "The contact must be the cash advance's employee ({employee}).",
    id: "Kontak harus karyawan pemegang uang muka ({employee}).",
  },
  cash_advance_amount_currency: {
    en: "{cashbank} holds {currency}: enter the {currency} handed over for this advance.",
    id: "{cashbank} menyimpan {currency}: isi jumlah {currency} yang diserahkan untuk uang muka ini.",
  },
  cash_advance_settlement_foreign: {
    en: "{cashbank} holds {currency}: refunds and top-ups of an advance go through an account in the base currency.",
    id: "{cashbank} menyimpan {currency}: pengembalian dan tambahan uang muka melalui akun dalam mata uang dasar.",
  },
  cash_advance_ap_over: {
    en: "{amount} is more than the company still owes on this cash advance ({owed}).",
    id: "{amount} melebihi yang masih terutang pada uang muka ini ({owed}).",
  },
  cash_advance_realised_first: {
    en: "This cash advance has a realisation; cancel it first.",
    id: "Uang muka ini memiliki realisasi; batalkan terlebih dahulu.",
  },
  cash_advance_overdue: {
    en: "{employee} still holds cash advance {number}, unsettled for {days} days (the limit is {limit} days).",
    id: "{employee} masih memegang uang muka {number} yang belum diselesaikan selama {days} hari (batasnya {limit} hari).",
  },
  cash_advance_no_account: {
    en: "Choose the employee advance account in the default accounts first (Cash advance).",
    id: "Pilih akun uang muka karyawan di akun bawaan terlebih dahulu (Uang muka karyawan).",
  },
  cash_advance_no_vat_account: {
    en: "The VAT of the receipts needs an account: set the tax's purchase account or the default VAT in account.",
    id: "PPN pada bukti memerlukan akun: atur akun pajak pembelian atau akun bawaan PPN masukan.",
  },
  cash_advance_settings_saved: { en: "The cash advance settings have been saved.", id: "Pengaturan uang muka telah disimpan." },
  print_cash_advance: { en: "Cash advance", id: "Uang muka" },
  print_cash_advance_request: { en: "Cash advance request", id: "Permintaan uang muka" },
  print_realisation: { en: "Cash advance realisation", id: "Realisasi uang muka" },
  print_refund: { en: "Cash advance refund", id: "Pengembalian uang muka" },
  print_top_up: { en: "Cash advance top-up", id: "Penambahan uang muka" },
  print_employee: { en: "Employee", id: "Karyawan" },
  print_purpose_date: { en: "Purpose date", id: "Tanggal keperluan" },
  print_advance_type: { en: "Type", id: "Jenis" },
  print_request: { en: "Request", id: "Permintaan" },
  print_requested_amount: { en: "Requested", id: "Diminta" },
  print_approved_amount: { en: "Approved", id: "Disetujui" },
} as const satisfies Record<string, Record<Language, string>>;

/** Display names of the module's fields in validation messages (spread into core's `fieldNames`). */
export const cashAdvanceFieldNames = {
  employee_id: { en: "employee", id: "karyawan" },
  purpose_date: { en: "purpose date", id: "tanggal keperluan" },
  advance_type: { en: "type", id: "jenis" },
  request_amount: { en: "request amount", id: "jumlah permintaan" },
  approved_amount: { en: "approved amount", id: "jumlah disetujui" },
  cash_advance_request_id: { en: "cash advance request", id: "permintaan uang muka" },
  cash_advance_id: { en: "cash advance", id: "uang muka" },
  overdue_days: { en: "days", id: "hari" },
  types: { en: "types", id: "jenis" },
} as const satisfies Record<string, Record<Language, string>>;
