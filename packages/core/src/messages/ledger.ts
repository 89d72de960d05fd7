import type { Language } from "../screens/registry.js";

/**
 * Messages of the general ledger (spread into `messages` through the ledger's manifest): journals and
 * their lines, accounts, draft uploads, periods and the year-end close, master-data imports and the
 * journal's print.
 */
export const ledgerMessages = {
  // A document's journal is changed only through its document (cancel, delete, reverse there).
  journal_owned_by_document: {
    en: "This journal belongs to {document} {number}; cancel or delete it through that document.",
    id: "Jurnal ini milik {document} {number}; batalkan atau hapus melalui dokumen tersebut.",
  },
  period_closed: {
    en: "The period {period} is closed. Reopen it first.",
    id: "Periode {period} sudah ditutup. Buka kembali terlebih dahulu.",
  },
  journal_unbalanced: {
    en: "Total debit ({debit}) must equal total credit ({credit}).",
    id: "Total debit ({debit}) harus sama dengan total kredit ({credit}).",
  },
  journal_rejected: {
    en: "The database refused an unbalanced journal.",
    id: "Basis data menolak jurnal yang tidak seimbang.",
  },
  amount_out_of_range: {
    en: "An amount or an account's total would exceed what the ledger can hold (92 233 720 368 547 758.07).",
    id: "Jumlah atau total akun akan melebihi batas yang dapat disimpan buku besar (92 233 720 368 547 758,07).",
  },
  journal_immutable: {
    en: "A posted journal cannot be changed; reverse it instead.",
    id: "Jurnal yang sudah diposting tidak dapat diubah; buat jurnal pembalik.",
  },
  line_foreign_mismatch: {
    en: "{amount} {currency} at {rate} is {expected} in the base currency: the {side} must be that.",
    id: "{amount} {currency} dengan kurs {rate} bernilai {expected} dalam mata uang dasar: {side} harus sebesar itu.",
  },
  line_foreign_invalid: {
    en: "A line in a foreign currency needs a currency (three letters), an amount and a rate above zero.",
    id: "Baris valuta asing memerlukan mata uang (tiga huruf), jumlah dan kurs di atas nol.",
  },
  line_foreign_base: {
    en: "{currency} is the company's base currency: a line in it is entered as debit or credit only.",
    id: "{currency} adalah mata uang dasar perusahaan: baris dalam mata uang ini cukup diisi debit atau kredit.",
  },
  line_both_sides: {
    en: "A line takes either a debit or a credit, not both.",
    id: "Satu baris hanya boleh berisi debit atau kredit, tidak keduanya.",
  },
  line_no_amount: { en: "Enter a debit or a credit amount.", id: "Isi jumlah debit atau kredit." },
  line_negative: { en: "Amounts cannot be negative.", id: "Jumlah tidak boleh negatif." },
  line_too_large: { en: "The amount is too large.", id: "Jumlah terlalu besar." },
  journal_no_lines: { en: "A journal needs at least two lines.", id: "Jurnal memerlukan minimal dua baris." },
  journal_too_many_lines: {
    en: "A journal may have at most 1000 lines.",
    id: "Jurnal maksimal berisi 1000 baris.",
  },
  account_header: {
    en: "Account {code} has sub-accounts; post to one of them.",
    id: "Akun {code} memiliki subakun; posting ke salah satu subakunnya.",
  },
  account_inactive: { en: "Account {code} is inactive.", id: "Akun {code} tidak aktif." },
  journal_already_reversed: {
    en: "This journal has already been reversed.",
    id: "Jurnal ini sudah dibalik.",
  },
  journal_reversed: { en: "The journal has been reversed.", id: "Jurnal telah dibalik." },
  journal_posted: { en: "The journal has been posted.", id: "Jurnal telah diposting." },
  // A document posts through a role (Master data → Default accounts) the company has not set.
  account_role_missing: {
    en: "Set the default account for {role} first (Master data → Default accounts).",
    id: "Atur dulu akun bawaan untuk {role} (Data master → Akun bawaan).",
  },
  no_head_office: {
    en: "The company has no head office to post to.",
    id: "Perusahaan tidak memiliki kantor pusat untuk posting.",
  },
  account_parent_type: {
    en: "The parent account must be of the same type.",
    id: "Akun induk harus memiliki tipe yang sama.",
  },
  account_parent_cycle: {
    en: "An account cannot be placed under itself or one of its sub-accounts.",
    id: "Akun tidak dapat ditempatkan di bawah dirinya sendiri atau subakunnya.",
  },
  account_parent_posted: {
    en: "Account {code} already has postings, so it cannot get sub-accounts.",
    id: "Akun {code} sudah memiliki posting, sehingga tidak dapat memiliki subakun.",
  },
  account_type_has_children: {
    en: "Change the type of the sub-accounts first.",
    id: "Ubah tipe subakun terlebih dahulu.",
  },
  account_is_default: {
    en: "This account is a default account ({role}); choose another default first.",
    id: "Akun ini adalah akun bawaan ({role}); pilih akun bawaan lain terlebih dahulu.",
  },
  upload_failed: {
    en: "Nothing was imported: {count} problem(s) found. Fix the rows listed and upload again.",
    id: "Tidak ada yang diimpor: ditemukan {count} masalah. Perbaiki baris yang disebutkan lalu unggah lagi.",
  },
  upload_empty: { en: "The file has no rows.", id: "Berkas tidak berisi baris." },
  upload_too_many: { en: "The file may have at most {max} rows.", id: "Berkas maksimal berisi {max} baris." },
  upload_date_mismatch: {
    en: "All rows of journal {ref} must have the same date.",
    id: "Semua baris jurnal {ref} harus bertanggal sama.",
  },
  upload_done: {
    en: "{journals} draft journal(s) with {lines} line(s) imported.",
    id: "{journals} draf jurnal dengan {lines} baris diimpor.",
  },
  upload_type: {
    en: "Upload a CSV or XLSX file.",
    id: "Unggah berkas CSV atau XLSX.",
  },
  draft_posted_already: {
    en: "This draft has already been posted.",
    id: "Draf ini sudah diposting.",
  },
  document_unbalanced: {
    en: "Debits ({debit}) and credits ({credit}) must be equal before submitting.",
    id: "Debit ({debit}) dan kredit ({credit}) harus sama sebelum diajukan.",
  },
  journals_posted: { en: "{count} journal(s) posted.", id: "{count} jurnal diposting." },
  drafts_posted: { en: "{count} draft(s) posted.", id: "{count} draf diposting." },
  period_already_closed: { en: "The period {period} is already closed.", id: "Periode {period} sudah ditutup." },
  period_not_closed: { en: "The period {period} is not closed.", id: "Periode {period} tidak dalam keadaan ditutup." },
  period_closed_done: { en: "The period {period} has been closed.", id: "Periode {period} telah ditutup." },
  period_reopened: { en: "The period {period} has been reopened.", id: "Periode {period} telah dibuka kembali." },
  year_end_exists: {
    en: "The year {year} is already closed by journal {number}. Reverse it first to close again.",
    id: "Tahun {year} sudah ditutup dengan jurnal {number}. Balik jurnal itu terlebih dahulu untuk menutup ulang.",
  },
  year_end_no_retained_earnings: {
    en: "Choose the retained earnings account in the default accounts first.",
    id: "Pilih akun laba ditahan pada akun bawaan terlebih dahulu.",
  },
  year_end_nothing: {
    en: "There is no revenue or expense in {year} to close.",
    id: "Tidak ada pendapatan atau beban pada tahun {year} untuk ditutup.",
  },
  year_end_done: {
    en: "The year {year} has been closed with journal {number}.",
    id: "Tahun {year} telah ditutup dengan jurnal {number}.",
  },
  import_done: { en: "{count} row(s) imported.", id: "{count} baris diimpor." },
  import_duplicate_row: {
    en: "The same code already appears on row {row} of the file.",
    id: "Kode yang sama sudah ada pada baris {row} berkas.",
  },
  import_duplicate_key_row: {
    en: "The same {fields} already appear on row {row} of the file.",
    id: "{fields} yang sama sudah ada pada baris {row} berkas.",
  },
  cashbank_users_mapped: { en: "{count} user(s) mapped to this cashbank.", id: "{count} pengguna dipetakan ke kas/bank ini." },
  cashbank_user_removed: { en: "The user was removed from this cashbank.", id: "Pengguna telah dihapus dari kas/bank ini." },
  print_journal_voucher: { en: "Journal voucher", id: "Bukti jurnal" },
  print_draft_journal: { en: "Draft journal", id: "Draf jurnal" },
  print_posted_at: { en: "Posted", id: "Diposting" },
  print_reverses: { en: "Reverses", id: "Membalik" },
  print_reversed_by: { en: "Reversed by", id: "Dibalik oleh" },
} as const satisfies Record<string, Record<Language, string>>;

/** Field display names of the ledger's and master data's forms. */
export const ledgerFieldNames = {
  transaction_type: { en: "transaction type", id: "jenis transaksi" },
  period: { en: "period", id: "periode" },
  account: { en: "account", id: "akun" },
  bank_name: { en: "bank name", id: "nama bank" },
  negative_balance: { en: "below zero", id: "saldo di bawah nol" },
  bank_account_name: { en: "bank account name", id: "nama pemilik rekening" },
  bank_account_number: { en: "bank account number", id: "nomor rekening" },
  bank_branch: { en: "bank office", id: "kantor cabang bank" },
  activity: { en: "activity", id: "aktivitas" },
  parent_id: { en: "parent", id: "induk" },
  subtype: { en: "subtype", id: "subtipe" },
  type: { en: "type", id: "tipe" },
  normal_balance: { en: "normal balance", id: "saldo normal" },
  account_id: { en: "account", id: "akun" },
  account_code: { en: "account code", id: "kode akun" },
  work_unit_id: { en: "work unit", id: "unit kerja" },
  work_unit: { en: "work unit", id: "unit kerja" },
  work_unit_code: { en: "work unit code", id: "kode unit kerja" },
  activity_id: { en: "activity", id: "aktivitas" },
  activity_code: { en: "activity code", id: "kode aktivitas" },
  element_id: { en: "element", id: "elemen" },
  element: { en: "element", id: "elemen" },
  element_code: { en: "element code", id: "kode elemen" },
  contact_id: { en: "contact", id: "kontak" },
  contact_code: { en: "contact code", id: "kode kontak" },
  job_id: { en: "job", id: "job" },
  job: { en: "job", id: "job" },
  job_code: { en: "job code", id: "kode job" },
  tag_ids: { en: "tags", id: "tag" },
  debit: { en: "debit", id: "debit" },
  credit: { en: "credit", id: "kredit" },
  journal_type: { en: "journal type", id: "jenis jurnal" },
  journal_ref: { en: "journal reference", id: "referensi jurnal" },
  prefix: { en: "prefix", id: "prefiks" },
  year: { en: "year", id: "tahun" },
  contact_types: { en: "contact types", id: "jenis kontak" },
  group_contact_id: { en: "group contact", id: "kontak grup" },
  contact_person: { en: "contact person", id: "narahubung" },
  postal_code: { en: "postal code", id: "kode pos" },
  province: { en: "province", id: "provinsi" },
  city: { en: "city", id: "kota" },
  district: { en: "district", id: "kecamatan" },
  nppkp: { en: "NPPKP", id: "NPPKP" },
  term_of_payment: { en: "term of payment", id: "termin pembayaran" },
  receivable_account_id: { en: "receivable account", id: "akun piutang" },
  payable_account_id: { en: "payable account", id: "akun utang" },
  unit_id: { en: "unit", id: "satuan" },
  brand_id: { en: "brand", id: "merek" },
  category_id: { en: "category", id: "kategori" },
  sub_category_id: { en: "sub category", id: "subkategori" },
  product_type: { en: "product type", id: "jenis produk" },
  is_inventory: { en: "inventory item", id: "barang persediaan" },
  buying_price: { en: "buying price", id: "harga beli" },
  selling_price: { en: "selling price", id: "harga jual" },
  sales_account_id: { en: "sales account", id: "akun penjualan" },
  purchase_account_id: { en: "purchase account", id: "akun pembelian" },
  inventory_account_id: { en: "inventory account", id: "akun persediaan" },
  cost_account_id: { en: "cost account", id: "akun HPP" },
  sales_return_account_id: { en: "sales return account", id: "akun retur penjualan" },
  purchase_return_account_id: { en: "purchase return account", id: "akun retur pembelian" },
  rate: { en: "rate", id: "tarif" },
  base_numerator: { en: "base numerator", id: "pembilang DPP" },
  base_denominator: { en: "base denominator", id: "penyebut DPP" },
  sell_account_id: { en: "sales tax account", id: "akun pajak penjualan" },
  buy_account_id: { en: "purchase tax account", id: "akun pajak pembelian" },
  account_name: { en: "account name", id: "nama rekening" },
  bank_office: { en: "bank office", id: "kantor bank" },
  account_number: { en: "account number", id: "nomor rekening" },
  integration_id: { en: "integration", id: "integrasi" },
  debit_account_id: { en: "debit account", id: "akun debit" },
  credit_account_id: { en: "credit account", id: "akun kredit" },
  cashbank_id: { en: "cashbank", id: "kas bank" },
} as const satisfies Record<string, Record<Language, string>>;
