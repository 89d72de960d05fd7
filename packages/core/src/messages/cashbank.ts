import type { Language } from "../screens/registry.js";

/** Messages of the cash and bank module (spread into `messages`). */
export const cashbankMessages = {
  cashbank_below_zero: {
    en: "{name} may not go below zero: its balance would be {balance}.",
    id: "{name} tidak boleh bersaldo di bawah nol: saldonya akan menjadi {balance}.",
  },
  cashbank_below_zero_warning: {
    en: "{name} is now below zero: its balance is {balance}.",
    id: "{name} kini bersaldo di bawah nol: saldonya {balance}.",
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
  cashbank_foreign_tax: {
    en: "{cashbank} holds {currency}: taxes are not computed on a receipt or payment in a foreign currency — book the tax invoice as a sales or purchase invoice.",
    id: "{cashbank} menyimpan {currency}: pajak tidak dihitung pada penerimaan atau pembayaran dalam mata uang asing — catat faktur pajaknya sebagai faktur penjualan atau pembelian.",
  },
  cashbank_foreign_request: {
    en: "{cashbank} holds {currency}: a cash request is paid from an account in the base currency.",
    id: "{cashbank} menyimpan {currency}: permintaan kas dibayar dari akun dalam mata uang dasar.",
  },
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
  statement_line_error: {
    en: "Line {line} of the file cannot be read: {reason}.",
    id: "Baris {line} berkas tidak dapat dibaca: {reason}.",
  },
  statement_reason_date: { en: "the date is not valid", id: "tanggal tidak valid" },
  statement_reason_amount: { en: "the amount is not valid", id: "jumlah tidak valid" },
  statement_reason_column: { en: "the column {column} is missing", id: "kolom {column} tidak ada" },
  statement_reason_empty: { en: "there are no transactions", id: "tidak ada transaksi" },
  statement_reason_format: { en: "this is not a {format} statement", id: "ini bukan rekening koran {format}" },
  statement_reason_too_many: { en: "there are more than {max} transactions", id: "transaksi lebih dari {max}" },
  statement_reason_year: {
    en: "the date has no year and the file's title lines give no period",
    id: "tanggal tanpa tahun dan baris judul berkas tidak menyebut periode",
  },
  statement_reason_side: { en: "the amount has no debit/credit marker", id: "jumlah tanpa penanda debit/kredit" },
  statement_balance_required: {
    en: "This file has no balances: give the statement's opening and closing balance.",
    id: "Berkas ini tidak memuat saldo: isi saldo awal dan saldo akhir rekening koran.",
  },
  statement_mapping_required: { en: "Choose the CSV columns or a bank preset.", id: "Pilih kolom CSV atau preset bank." },
  statement_reason_unbalanced: {
    en: "statement {statement} does not add up: opening {opening} + lines {lines} = {expected}, but its closing balance is {closing}",
    id: "rekening koran {statement} tidak cocok: saldo awal {opening} + mutasi {lines} = {expected}, tetapi saldo akhirnya {closing}",
  },
  statement_reason_chain: {
    en: "statement {statement} opens with {opening}, but the statement before it closed with {previous}",
    id: "rekening koran {statement} dibuka dengan {opening}, padahal rekening koran sebelumnya ditutup dengan {previous}",
  },
  statement_reason_no_opening: { en: "statement {statement} has no opening balance", id: "rekening koran {statement} tidak memiliki saldo awal" },
  statement_reason_no_closing: { en: "statement {statement} has no closing balance", id: "rekening koran {statement} tidak memiliki saldo akhir" },
  statement_reason_truncated: {
    en: "the file ends inside statement {statement}: it has been cut off",
    id: "berkas berakhir di tengah rekening koran {statement}: berkasnya terpotong",
  },
  statement_reason_unknown_tag: { en: "{tag} is not an MT940 tag", id: "{tag} bukan tag MT940" },
  statement_reason_field: { en: "the {field} field cannot be read", id: "isian {field} tidak dapat dibaca" },
  statement_reason_other_account: {
    en: "statement {statement} is of another account ({account}) than the first ({first}); import one account at a time",
    id: "rekening koran {statement} milik rekening lain ({account}), bukan rekening yang pertama ({first}); impor satu rekening setiap kali",
  },
  statement_reason_no_statement: { en: "the {format} file holds no account statement", id: "berkas {format} ini tidak memuat rekening koran" },
  statement_reason_xml: { en: "the XML is not well formed", id: "XML-nya tidak tersusun dengan benar" },
  rekon_not_bank: { en: "Only a bank account is reconciled.", id: "Hanya rekening bank yang direkonsiliasi." },
  rekon_imported: { en: "{count} statement lines imported.", id: "{count} baris rekening koran diimpor." },
  rekon_imported_skipping: {
    en: "{count} statement lines imported; {skipped} imported before were skipped.",
    id: "{count} baris rekening koran diimpor; {skipped} yang sudah diimpor sebelumnya dilewati.",
  },
  rekon_imported_already: {
    en: "Every line of this file was imported already: {file} on {date} by {user}.",
    id: "Semua baris berkas ini sudah diimpor: {file} pada {date} oleh {user}.",
  },
  statement_currency_mismatch: {
    en: "The statement is in {statement}, but {account} is kept in {currency}.",
    id: "Rekening koran ini dalam {statement}, sedangkan {account} dicatat dalam {currency}.",
  },
  statement_choose_account: {
    en: "This file holds the statements of several accounts ({accounts}) and none has this bank account's number: choose the one to import.",
    id: "Berkas ini memuat rekening koran beberapa rekening ({accounts}) dan tidak satu pun bernomor rekening bank ini: pilih yang akan diimpor.",
  },
  statement_other_account: {
    en: "This file is the statement of account {accounts}, not of this bank account's number {own}: choose it to import it all the same.",
    id: "Berkas ini rekening koran rekening {accounts}, bukan nomor rekening bank ini {own}: pilih rekening itu bila tetap ingin mengimpornya.",
  },
  statement_account_missing: {
    en: "The file holds no statement of account {account}; its accounts: {accounts}.",
    id: "Berkas ini tidak memuat rekening koran rekening {account}; rekeningnya: {accounts}.",
  },
  statement_opening_in_file: {
    en: "The file states its opening balance itself ({amount}); leave this empty.",
    id: "Berkas sudah memuat saldo awalnya ({amount}); kosongkan isian ini.",
  },
  statement_closing_in_file: {
    en: "The file states its closing balance itself ({amount}); leave this empty.",
    id: "Berkas sudah memuat saldo akhirnya ({amount}); kosongkan isian ini.",
  },
  statement_opening_differs: {
    en: "The statement opens with {opening}, but the last statement imported for this account ({file}, up to {date}) closed with {closing}.",
    id: "Rekening koran ini dibuka dengan {opening}, padahal rekening koran terakhir yang diimpor untuk rekening ini ({file}, sampai {date}) ditutup dengan {closing}.",
  },
  transfer_two_currencies: {
    en: "{from} and {to} are two foreign currencies: transfer through an account in {base}.",
    id: "{from} dan {to} adalah dua mata uang asing: transfer melalui rekening dalam {base}.",
  },
  transfer_amount_to_required: {
    en: "Enter what arrived in {currency}: the accounts are in two currencies.",
    id: "Isi jumlah yang diterima dalam {currency}: kedua rekening dalam mata uang berbeda.",
  },
  cashbank_currency_locked: {
    en: "The currency cannot be changed: this account has postings.",
    id: "Mata uang tidak dapat diubah: rekening ini sudah memiliki posting.",
  },
  rekon_auto_matched: {
    en: "{matched} matched, {ambiguous} with several candidates, {unmatched} without any.",
    id: "{matched} cocok, {ambiguous} dengan beberapa kandidat, {unmatched} tanpa kandidat.",
  },
  rekon_matched: { en: "The lines have been matched.", id: "Baris telah dicocokkan." },
  rekon_unmatched: { en: "The match has been undone.", id: "Pencocokan telah dibatalkan." },
  rekon_sums_differ: {
    en: "The statement lines total {statement} but the book lines total {book}.",
    id: "Baris rekening koran berjumlah {statement} tetapi baris buku berjumlah {book}.",
  },
  rekon_line_taken: { en: "A chosen line is already matched.", id: "Baris yang dipilih sudah dicocokkan." },
  rekon_line_gone: {
    en: "A chosen ledger line no longer exists; reload the reconciliation.",
    id: "Baris buku yang dipilih sudah tidak ada; muat ulang rekonsiliasinya.",
  },
  rekon_finished_locked: { en: "This reconciliation is finished; its lines are locked.", id: "Rekonsiliasi ini sudah selesai; barisnya dikunci." },
  rekon_not_balanced: {
    en: "The statement closing balance {statement} differs from the reconciled book balance {book}; {unmatched} statement line(s) are not matched.",
    id: "Saldo akhir rekening koran {statement} berbeda dari saldo buku terekonsiliasi {book}; {unmatched} baris rekening koran belum cocok.",
  },
  rekon_finished: { en: "The reconciliation is finished.", id: "Rekonsiliasi telah selesai." },
  rekon_created: { en: "{number} has been posted and matched.", id: "{number} telah diposting dan dicocokkan." },
  rekon_type_side: {
    en: "Choose a bank-in type for money coming in and a bank-out type for money going out.",
    id: "Pilih jenis bank masuk untuk uang masuk dan jenis bank keluar untuk uang keluar.",
  },
  rekon_status_open: { en: "Open", id: "Terbuka" },
  rekon_status_finished: { en: "Finished", id: "Selesai" },
  print_rekon: { en: "Bank reconciliation", id: "Rekonsiliasi Bank" },
  print_statement_date: { en: "Statement date", id: "Tanggal rekening koran" },
  print_book_balance: { en: "Book balance", id: "Saldo buku" },
  print_statement_balance: { en: "Statement closing balance", id: "Saldo akhir rekening koran" },
  print_outstanding_book: { en: "In the books, not on the statement", id: "Di buku, belum di rekening koran" },
  print_outstanding_statement: { en: "On the statement, not in the books", id: "Di rekening koran, belum di buku" },
  print_reconciled_balance: { en: "Reconciled book balance", id: "Saldo buku terekonsiliasi" },
  print_cash_in: { en: "Cash receipt voucher (Bukti Kas Masuk)", id: "Bukti Kas Masuk" },
  print_cash_out: { en: "Cash payment voucher (Bukti Kas Keluar)", id: "Bukti Kas Keluar" },
  print_bank_in: { en: "Bank receipt voucher (Bukti Bank Masuk)", id: "Bukti Bank Masuk" },
  print_bank_out: { en: "Bank payment voucher (Bukti Bank Keluar)", id: "Bukti Bank Keluar" },
  print_transfer: { en: "Cash and bank transfer", id: "Bukti Transfer Kas dan Bank" },
  print_cashbank_request: { en: "Payment request", id: "Permintaan Pembayaran" },
  print_transaction_type: { en: "Transaction type", id: "Jenis transaksi" },
  print_reference: { en: "Reference", id: "Referensi" },
  print_paid_to: { en: "Paid to", id: "Dibayar kepada" },
  print_from: { en: "From", id: "Dari" },
  print_to: { en: "To", id: "Ke" },
  print_bank_charge: { en: "Bank charge", id: "Biaya bank" },
} as const satisfies Record<string, Record<Language, string>>;

/** Field display names of cash and bank transactions. */
export const cashbankFieldNames = {
  pay_from: { en: "pay from", id: "bayar dari" },
  deposit_to: { en: "deposit to", id: "setor ke" },
  receive_from: { en: "receive from", id: "terima dari" },
  pay_to: { en: "pay to", id: "bayar ke" },
  from_cashbank_id: { en: "from", id: "dari" },
  to_cashbank_id: { en: "to", id: "ke" },
} as const satisfies Record<string, Record<Language, string>>;
