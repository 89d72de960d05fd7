import type { Language } from "../screens/registry.js";

/** Messages of the cash and bank module (spread into `messages`). */
export const cashbankMessages = {
  cashbank_below_zero: {
    en: "{name} may not go below zero: its balance would be {balance}.",
    id: "{name} tidak boleh bersaldo di bawah nol: saldonya akan menjadi {balance}.",
  },
  cashbank_wrong_subtype: {
    en: "The selected cashbank must be a {kind} account for this transaction type.",
    id: "Kas bank yang dipilih harus akun {kind} untuk jenis transaksi ini.",
  },
  cashbank_not_allowed: {
    en: "The selected cashbank is not mapped to you.",
    id: "Kas bank yang dipilih tidak dipetakan kepada Anda.",
  },
  cashbank_inactive: { en: "The selected cashbank is not active.", id: "Kas bank yang dipilih tidak aktif." },
  cashbank_type_inactive: { en: "The selected transaction type is not active.", id: "Jenis transaksi yang dipilih tidak aktif." },
  cashbank_tax_account_missing: {
    en: "The tax {name} has no account for this side.",
    id: "Pajak {name} belum memiliki akun untuk sisi ini.",
  },
  cashbank_tax_invalid: { en: "The selected tax is invalid.", id: "Pajak yang dipilih tidak valid." },
  cashbank_request_not_payable: {
    en: "Only an approved request of an outgoing transaction can be paid.",
    id: "Hanya permintaan yang sudah disetujui yang dapat dibayar oleh transaksi keluar.",
  },
  cashbank_request_paid: { en: "This request has already been paid ({number}).", id: "Permintaan ini sudah dibayar ({number})." },
  cashbank_request_is_paid: {
    en: "This request has been paid; cancel its payment first.",
    id: "Permintaan ini sudah dibayar; batalkan pembayarannya terlebih dahulu.",
  },
  cashbank_settings_saved: { en: "The cashbank settings have been saved.", id: "Pengaturan kas bank telah disimpan." },
  cashbank_type_in_use: {
    en: "This transaction type is used by transactions; deactivate it instead.",
    id: "Jenis transaksi ini dipakai oleh transaksi; nonaktifkan saja.",
  },
  cashbank_reconciled_locked: {
    en: "Its bank lines are reconciled; undo the reconciliation first.",
    id: "Baris banknya sudah direkonsiliasi; batalkan rekonsiliasinya terlebih dahulu.",
  },
  cashbank_subtype_cash: { en: "cash", id: "kas" },
  cashbank_subtype_bank: { en: "bank", id: "bank" },
  print_cash_in: { en: "Cash receipt voucher (Bukti Kas Masuk)", id: "Bukti Kas Masuk" },
  print_cash_out: { en: "Cash payment voucher (Bukti Kas Keluar)", id: "Bukti Kas Keluar" },
  print_bank_in: { en: "Bank receipt voucher (Bukti Bank Masuk)", id: "Bukti Bank Masuk" },
  print_bank_out: { en: "Bank payment voucher (Bukti Bank Keluar)", id: "Bukti Bank Keluar" },
  print_transfer: { en: "Cash and bank transfer", id: "Bukti Transfer Kas dan Bank" },
  print_cashbank_request: { en: "Payment request", id: "Permintaan Pembayaran" },
  print_cashbank: { en: "Cash/bank account", id: "Kas/bank" },
  print_transaction_type: { en: "Transaction type", id: "Jenis transaksi" },
  print_reference: { en: "Reference", id: "Referensi" },
  print_amount: { en: "Amount", id: "Jumlah" },
  print_received_from: { en: "Received from", id: "Diterima dari" },
  print_paid_to: { en: "Paid to", id: "Dibayar kepada" },
  print_from: { en: "From", id: "Dari" },
  print_to: { en: "To", id: "Ke" },
  print_bank_charge: { en: "Bank charge", id: "Biaya bank" },
  print_purpose: { en: "Purpose", id: "Keperluan" },
  print_subtotal: { en: "Subtotal", id: "Subtotal" },
  print_vat: { en: "VAT", id: "PPN" },
  print_withholding: { en: "Tax withheld", id: "Pajak dipotong" },
} as const satisfies Record<string, Record<Language, string>>;
