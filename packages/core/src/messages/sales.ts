import type { Language } from "../screens/registry.js";

/** Server messages of sales (invoices, payments, Coretax export, prints), English and Indonesian. */
export const salesMessages = {
  sales_not_customer: { en: "The contact {name} is not a customer.", id: "Kontak {name} bukan pelanggan." },
  sales_tax_not_allowed: {
    en: "The tax {tax} cannot be used on a sales invoice line.",
    id: "Pajak {tax} tidak dapat dipakai pada baris faktur penjualan.",
  },
  sales_tax_two_vat: { en: "A line can carry only one VAT tax.", id: "Satu baris hanya boleh memakai satu PPN." },
  sales_tax_two_withholding: { en: "A line can carry only one withholding tax.", id: "Satu baris hanya boleh memakai satu PPh." },
  sales_no_revenue_account: {
    en: "The product {product} has no sales account and no default sales account is set.",
    id: "Produk {product} tidak punya akun penjualan dan akun penjualan bawaan belum diatur.",
  },
  sales_return_invoice_not_posted: {
    en: "Goods can be returned only from a posted invoice.",
    id: "Barang hanya dapat diretur dari faktur yang sudah diposting.",
  },
  sales_return_line_unknown: { en: "The invoice has no line {line}.", id: "Faktur tidak memiliki baris {line}." },
  return_pending: {
    en: "A return of this invoice (dated {date}) waits for approval: approve or reject it first.",
    id: "Retur atas faktur ini (tanggal {date}) menunggu persetujuan: setujui atau tolak dahulu.",
  },
  return_line_twice: { en: "Line {line} is on the return twice.", id: "Baris {line} tercantum dua kali pada retur." },
  return_nothing: { en: "The lines returned are worth nothing: there is nothing to credit.", id: "Baris yang diretur tidak bernilai: tidak ada yang dikreditkan." },
  return_tax_gone: { en: "A tax of the invoice no longer exists: the return cannot reverse it.", id: "Pajak pada faktur sudah tidak ada: retur tidak dapat membaliknya." },
  sales_return_exceeds: {
    en: "Line {line} returns {quantity}, more than the {left} sold and not yet returned.",
    id: "Baris {line} meretur {quantity}, melebihi {left} yang terjual dan belum diretur.",
  },
  sales_invoice_not_open: {
    en: "Invoice {invoice} is not an approved invoice of this customer.",
    id: "Faktur {invoice} bukan faktur pelanggan ini yang sudah disetujui.",
  },
  sales_payment_exceeds: {
    en: "The payment of {amount} for invoice {invoice} is more than its outstanding amount {outstanding}.",
    id: "Pembayaran {amount} untuk faktur {invoice} melebihi sisa tagihannya {outstanding}.",
  },
  sales_payment_currency_mixed: {
    en: "Invoice {invoice} is in {currency}; this payment pays invoices in {payment_currency}: pay them separately.",
    id: "Faktur {invoice} dalam {currency}; penerimaan ini membayar faktur dalam {payment_currency}: bayar secara terpisah.",
  },
  sales_payment_cashbank_currency: {
    en: "The account {cashbank} holds {currency}: it takes payments in {currency} or in the base currency only.",
    id: "Akun {cashbank} menyimpan {currency}: hanya menerima pembayaran dalam {currency} atau mata uang dasar.",
  },
  sales_payment_foreign_deposit: {
    en: "A payment in {currency} cannot use or leave a deposit: apply exactly what is received and deducted.",
    id: "Penerimaan dalam {currency} tidak dapat memakai atau menyisakan uang muka: alokasikan tepat sebesar yang diterima dan dipotong.",
  },
  sales_return_foreign: {
    en: "Invoice {invoice} is in {currency}: returns of invoices in a foreign currency are not supported yet.",
    id: "Faktur {invoice} dalam {currency}: retur atas faktur dalam mata uang asing belum didukung.",
  },
  sales_payment_short: {
    en: "The amount received, the deductions and the deposit used ({funds}) do not cover the invoice payments ({applied}).",
    id: "Jumlah diterima, potongan dan uang muka yang dipakai ({funds}) tidak menutup pembayaran faktur ({applied}).",
  },
  sales_deposit_insufficient: {
    en: "The customer's deposit is {balance}; {amount} cannot be used.",
    id: "Uang muka pelanggan {balance}; {amount} tidak dapat dipakai.",
  },
  sales_deposit_already_used: {
    en: "The overpayment of payment {payment} has already been used from the customer's deposit; delete the payment that used it first.",
    id: "Kelebihan bayar pada penerimaan {payment} sudah dipakai dari uang muka pelanggan; hapus dahulu penerimaan yang memakainya.",
  },
  sales_cashbank_not_allowed: {
    en: "You may not use this cash or bank account.",
    id: "Anda tidak boleh memakai kas atau bank ini.",
  },
  sales_payment_deleted_with_invoice: {
    en: "The invoice and its payments {payments} have been deleted.",
    id: "Faktur dan penerimaannya {payments} telah dihapus.",
  },
  coretax_seller_npwp: {
    en: "The company's NPWP ({value}) is not 16 digits: set it in the company profile.",
    id: "NPWP perusahaan ({value}) bukan 16 digit: isi di profil perusahaan.",
  },
  coretax_buyer_name: { en: "{invoice}: the buyer has no name.", id: "{invoice}: pembeli tidak bernama." },
  coretax_buyer_address: { en: "{invoice}: the buyer has no address.", id: "{invoice}: alamat pembeli kosong." },
  coretax_buyer_tin: {
    en: "{invoice}: the buyer's NPWP ({value}) is not 16 digits (or 15 of the old form).",
    id: "{invoice}: NPWP pembeli ({value}) bukan 16 digit (atau 15 digit bentuk lama).",
  },
  coretax_buyer_nik: { en: "{invoice}: the buyer's NIK ({value}) is not 16 digits.", id: "{invoice}: NIK pembeli ({value}) bukan 16 digit." },
  coretax_buyer_document: {
    en: "{invoice}: the buyer's identity document number is missing.",
    id: "{invoice}: nomor dokumen identitas pembeli kosong.",
  },
  coretax_buyer_nitku: {
    en: "{invoice}: the buyer's NITKU ({value}) is not 22 digits.",
    id: "{invoice}: NITKU pembeli ({value}) bukan 22 digit.",
  },
  coretax_no_vat: { en: "{invoice}: no line carries VAT.", id: "{invoice}: tidak ada baris yang dikenai PPN." },
  coretax_mixed_vat: {
    en: "{invoice}: lines with different VAT kinds need separate tax invoices.",
    id: "{invoice}: baris dengan jenis PPN berbeda memerlukan faktur pajak terpisah.",
  },
  coretax_vat_mismatch: {
    en: "{invoice}: the lines' VAT does not add up to the invoice's VAT ({vat}).",
    id: "{invoice}: PPN baris tidak sama dengan PPN faktur ({vat}).",
  },
  coretax_has_problems: {
    en: "The export was refused: {count} problem(s) to fix first.",
    id: "Ekspor ditolak: {count} masalah harus diperbaiki dahulu.",
  },
  coretax_no_invoices: {
    en: "There are no approved invoices in this period.",
    id: "Tidak ada faktur yang disetujui pada periode ini.",
  },
  print_sales_invoice: { en: "Sales invoice", id: "Faktur penjualan" },
  print_receipt: { en: "Receipt", id: "Kuitansi" },
  print_customer_statement: { en: "Statement of account", id: "Laporan rekening pelanggan" },
  print_currency: { en: "Currency", id: "Mata uang" },
  print_customer: { en: "Customer", id: "Pelanggan" },
  print_deposit_to: { en: "Deposit to", id: "Disetor ke" },
  print_pay_to: { en: "Please transfer to", id: "Mohon transfer ke" },
  print_invoice_date: { en: "Invoice date", id: "Tanggal faktur" },
  print_due_date: { en: "Due date", id: "Jatuh tempo" },
  print_tax_invoice_number: { en: "Tax invoice no.", id: "No. faktur pajak" },
  print_bill_to: { en: "Bill to", id: "Ditagihkan kepada" },
  print_product: { en: "Product / description", id: "Produk / keterangan" },
  print_dpp_other: { en: "Other tax base (11/12)", id: "DPP nilai lain (11/12)" },
  print_invoice: { en: "Invoice", id: "Faktur" },
  print_payment_for: { en: "For payment of", id: "Untuk pembayaran" },
  print_deductions: { en: "Deductions", id: "Potongan" },
  print_received: { en: "Received", id: "Diterima" },
  print_outstanding: { en: "Outstanding", id: "Sisa tagihan" },
  print_opening: { en: "Opening balance", id: "Saldo awal" },
  print_closing: { en: "Closing balance", id: "Saldo akhir" },
  print_charges: { en: "Invoiced", id: "Tagihan" },
  print_payments: { en: "Paid", id: "Pembayaran" },
  print_balance: { en: "Balance", id: "Saldo" },
  print_period: { en: "Period", id: "Periode" },
} as const satisfies Record<string, Record<Language, string>>;

/** Field display names of sales forms in validation messages. */
export const salesFieldNames = {
  invoice_date: { en: "invoice date", id: "tanggal faktur" },
  bill_to: { en: "bill to", id: "ditagihkan kepada" },
  buyer_id_type: { en: "buyer identity type", id: "jenis identitas pembeli" },
  buyer_id_number: { en: "buyer identity number", id: "nomor identitas pembeli" },
  buyer_nitku: { en: "buyer NITKU", id: "NITKU pembeli" },
  product_id: { en: "product", id: "produk" },
  tax_ids: { en: "tax", id: "pajak" },
  received: { en: "amount received", id: "jumlah diterima" },
  deposit_used: { en: "deposit used", id: "uang muka dipakai" },
  kind: { en: "kind", id: "jenis" },
  buckets: { en: "aging buckets", id: "kelompok umur" },
  as_of: { en: "as-of date", id: "per tanggal" },
} as const satisfies Record<string, Record<Language, string>>;
