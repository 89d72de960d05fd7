import type { Language } from "../screens/registry.js";

/** Server messages of payables (purchase invoices, AP posting, vouchers, payments, payment forms, e-Bupot). */
export const payablesMessages = {
  purchase_return_invoice_not_posted: {
    en: "Goods can be returned only from a posted purchase invoice.",
    id: "Barang hanya dapat diretur dari faktur pembelian yang sudah diposting.",
  },
  purchase_return_line_unknown: { en: "The invoice has no line {line}.", id: "Faktur tidak memiliki baris {line}." },
  purchase_return_exceeds: {
    en: "Line {line} returns {quantity}, more than the {left} billed and not yet returned.",
    id: "Baris {line} meretur {quantity}, melebihi {left} yang ditagih dan belum diretur.",
  },
  purchase_return_exceeds_outstanding: {
    en: "The return ({amount}) is more than invoice {invoice} still owes ({outstanding}): the vendor refunds the rest as a receipt into cash or bank.",
    id: "Retur ({amount}) melebihi sisa utang faktur {invoice} ({outstanding}): sisanya dikembalikan vendor sebagai penerimaan kas atau bank.",
  },
  payables_kind_unavailable: {
    en: "This kind of invoice cannot be made here.",
    id: "Jenis faktur ini tidak dapat dibuat di sini.",
  },
  payables_not_vendor: {
    en: "The selected contact is not a vendor or an agent.",
    id: "Kontak yang dipilih bukan vendor atau agen.",
  },
  payables_line_account: {
    en: "Choose an expense account, or a product with a purchase account.",
    id: "Pilih akun beban, atau produk yang memiliki akun pembelian.",
  },
  payables_tax_no_account: {
    en: "The tax {tax} has no purchase account.",
    id: "Pajak {tax} belum memiliki akun pembelian.",
  },
  payables_tax_kind: {
    en: "The tax {tax} cannot be used here.",
    id: "Pajak {tax} tidak dapat dipakai di sini.",
  },
  payables_due_before_date: {
    en: "The due date cannot be before the invoice date.",
    id: "Tanggal jatuh tempo tidak boleh sebelum tanggal faktur.",
  },
  payables_invoice_total_zero: {
    en: "The invoice's payable amount must be above zero.",
    id: "Jumlah utang faktur harus lebih dari nol.",
  },
  payables_invoice_not_open: {
    en: "Invoice {number} is not posted or has nothing left to pay.",
    id: "Faktur {number} belum diposting atau tidak memiliki sisa untuk dibayar.",
  },
  payables_invoice_not_posted: {
    en: "This invoice is not posted to AP.",
    id: "Faktur ini belum diposting ke utang.",
  },
  payables_payment_exceeds: {
    en: "The payment of {amount} is more than invoice {number} still owes ({outstanding}).",
    id: "Pembayaran {amount} melebihi sisa utang faktur {number} ({outstanding}).",
  },
  payables_voucher_exceeds: {
    en: "The payment of {amount} is more than voucher {number} has left for invoice {invoice} ({left}).",
    id: "Pembayaran {amount} melebihi sisa voucher {number} untuk faktur {invoice} ({left}).",
  },
  payables_voucher_paid: {
    en: "Voucher {number} has already been paid.",
    id: "Voucher {number} sudah dibayar.",
  },
  payables_voucher_not_approved: {
    en: "Voucher {number} is not approved yet.",
    id: "Voucher {number} belum disetujui.",
  },
  payables_voucher_invoice: {
    en: "Invoice {invoice} is not on voucher {number}.",
    id: "Faktur {invoice} tidak ada di voucher {number}.",
  },
  payables_invoice_on_voucher: {
    en: "Invoice {number} is on payment voucher {voucher}; cancel or delete the voucher first.",
    id: "Faktur {number} ada di voucher pembayaran {voucher}; batalkan atau hapus voucher itu dulu.",
  },
  payables_duplicate_invoice: {
    en: "Invoice {number} appears more than once.",
    id: "Faktur {number} tercantum lebih dari sekali.",
  },
  payables_cash_negative: {
    en: "Deductions cannot be more than the amount paid.",
    id: "Potongan tidak boleh melebihi jumlah yang dibayar.",
  },
  payables_cashbank_not_allowed: {
    en: "You may not use this cash or bank account.",
    id: "Anda tidak boleh memakai akun kas atau bank ini.",
  },
  payables_one_vendor: {
    en: "A payment per invoice pays invoices of one vendor.",
    id: "Pembayaran per faktur hanya untuk faktur satu vendor.",
  },
  payables_ebupot_invalid: {
    en: "The e-Bupot file was not made: {count} problem(s) found. Fix the invoices listed and try again.",
    id: "Berkas e-Bupot tidak dibuat: ditemukan {count} masalah. Perbaiki faktur yang disebutkan lalu coba lagi.",
  },
  payables_ebupot_empty: {
    en: "No withholding slips in this period.",
    id: "Tidak ada bukti potong pada masa ini.",
  },
  payables_ebupot_company_npwp: {
    en: "The company has no valid NPWP (Company → Profile).",
    id: "Perusahaan belum memiliki NPWP yang valid (Perusahaan → Profil).",
  },
  payables_ebupot_vendor_npwp: {
    en: "{number}: vendor {vendor} has no valid NPWP.",
    id: "{number}: vendor {vendor} belum memiliki NPWP yang valid.",
  },
  payables_ebupot_object_code: {
    en: "{number} tax {line}: the tax object code '{code}' is not a {kind} code.",
    id: "{number} pajak {line}: kode objek pajak '{code}' bukan kode {kind}.",
  },
  payables_ebupot_amount: {
    en: "{number} tax {line}: the withholding {amount} is not {rate}% of {base}.",
    id: "{number} pajak {line}: potongan {amount} bukan {rate}% dari {base}.",
  },
  payables_retur_vendor_npwp: {
    en: "{number}: vendor {vendor} has no valid NPWP; Coretax names the tax invoice by it.",
    id: "{number}: vendor {vendor} belum memiliki NPWP yang valid; Coretax mengenali faktur pajaknya dengan NPWP itu.",
  },
  payables_retur_tax_invoice: {
    en: "{number}: invoice {invoice} has no tax invoice number (faktur pajak); a return names the one it returns goods on.",
    id: "{number}: faktur {invoice} belum memiliki nomor faktur pajak; retur menyebut faktur pajak barang yang dikembalikan.",
  },
  payables_retur_empty: {
    en: "No purchase returns gave input VAT back in this period.",
    id: "Tidak ada retur pembelian yang mengembalikan PPN masukan pada masa ini.",
  },
  payables_retur_invalid: {
    en: "The return file was not made: {count} problem(s) found. Fix the returns listed and try again.",
    id: "Berkas retur tidak dibuat: ditemukan {count} masalah. Perbaiki retur yang disebutkan lalu coba lagi.",
  },
  payables_ebupot_correction: {
    en: "{number} ({period}): purchase return {return} of {date} gave back withholding {amount}: correct the slip filed for {period} in e-Bupot (pembetulan) to base {base} and withholding {withheld}.",
    id: "{number} ({period}): retur pembelian {return} tanggal {date} mengembalikan potongan {amount}: betulkan bukti potong masa {period} di e-Bupot (pembetulan) menjadi DPP {base} dan potongan {withheld}.",
  },
  payables_ebupot_document: {
    en: "{number}: the vendor's invoice number is missing.",
    id: "{number}: nomor faktur vendor belum diisi.",
  },
  payables_match_breach: {
    en: "The invoice does not match its order and receipts: {breaches}. An approver must override.",
    id: "Faktur tidak cocok dengan pesanan dan penerimaannya: {breaches}. Penyetuju harus mengesampingkan.",
  },
  payables_advance_exceeds: {
    en: "The offset is more than is left of the advance ({left}).",
    id: "Potongan melebihi sisa uang muka ({left}).",
  },
  payables_advance_over_invoice: {
    en: "The advances offset are more than the invoice's payable.",
    id: "Uang muka yang dipotong melebihi utang faktur.",
  },
  payables_over_ordered: {
    en: "An order line cannot be invoiced beyond its ordered quantity ({quantity}).",
    id: "Baris pesanan tidak dapat ditagih melebihi kuantitas pesanan ({quantity}).",
  },
  payables_override_done: { en: "The match breaches are overridden.", id: "Ketidakcocokan telah dikesampingkan." },
  payables_override_nothing: { en: "This invoice matches its order: nothing to override.", id: "Faktur ini cocok dengan pesanannya: tidak ada yang dikesampingkan." },
  payables_override_own: { en: "Another approver must override your own invoice.", id: "Penyetuju lain harus mengesampingkan faktur Anda sendiri." },
  payables_breach_quantity: {
    en: "line {line} ({product}): quantity {quantity} is more than received and not yet invoiced ({available})",
    id: "baris {line} ({product}): kuantitas {quantity} melebihi yang diterima dan belum ditagih ({available})",
  },
  payables_breach_price: {
    en: "line {line} ({product}): price {price} differs from the order's {ordered} by more than {tolerance}%",
    id: "baris {line} ({product}): harga {price} berbeda dari harga pesanan {ordered} lebih dari {tolerance}%",
  },
  payables_print_purchase_invoice: { en: "Purchase invoice", id: "Faktur pembelian" },
  payables_print_payment_voucher: { en: "Payment voucher", id: "Voucher pembayaran" },
  payables_print_purchase_payment: { en: "Purchase payment", id: "Pembayaran pembelian" },
  payables_print_form_vendor: { en: "Request for payment to vendor", id: "Formulir permintaan pembayaran vendor" },
  payables_print_form_advance: { en: "Request for vendor advance", id: "Formulir permintaan uang muka vendor" },
  payables_print_form_agent: { en: "Request for payment to agent", id: "Formulir permintaan pembayaran agen" },
  payables_print_form_agent_advance: { en: "Request for agent advance", id: "Formulir permintaan uang muka agen" },
  payables_print_vendor: { en: "Vendor", id: "Vendor" },
  payables_print_pay_to: { en: "Pay to", id: "Dibayar kepada" },
  payables_print_due_date: { en: "Due date", id: "Jatuh tempo" },
  payables_print_planned_date: { en: "Planned payment", id: "Rencana bayar" },
  payables_print_vendor_invoice: { en: "Vendor's invoice", id: "Faktur vendor" },
  payables_print_tax_invoice: { en: "Tax invoice", id: "Faktur pajak" },
  payables_print_item: { en: "Item", id: "Barang/jasa" },
  payables_print_quantity: { en: "Qty", id: "Kuantitas" },
  payables_print_price: { en: "Price", id: "Harga" },
  payables_print_discount: { en: "Disc. %", id: "Diskon %" },
  payables_print_amount: { en: "Amount", id: "Jumlah" },
  payables_print_subtotal: { en: "Subtotal", id: "Subtotal" },
  payables_print_discount_total: { en: "Discount", id: "Diskon" },
  payables_print_vat: { en: "VAT (PPN)", id: "PPN" },
  payables_print_withholding: { en: "Withholding (PPh)", id: "PPh dipotong" },
  payables_print_advance: { en: "Advance offset", id: "Potongan uang muka" },
  payables_print_payable: { en: "Payable", id: "Utang" },
  payables_print_invoice: { en: "Invoice", id: "Faktur" },
  payables_print_invoice_date: { en: "Invoice date", id: "Tanggal faktur" },
  payables_print_outstanding: { en: "Outstanding", id: "Sisa utang" },
  payables_print_to_pay: { en: "To pay", id: "Dibayar" },
  payables_print_cashbank: { en: "Cash / bank", id: "Kas / bank" },
  payables_print_bank: { en: "Bank account", id: "Rekening bank" },
  payables_print_currency: { en: "Currency", id: "Mata uang" },
  payables_print_deductions: { en: "Deductions and charges", id: "Potongan dan biaya" },
  payables_print_cash_out: { en: "Paid from cash / bank", id: "Dibayar dari kas / bank" },
  payables_print_requested_by: { en: "Requested by", id: "Diminta oleh" },
  payables_print_checked_by: { en: "Checked by", id: "Diperiksa oleh" },
  payables_currency_mixed: {
    en: "Invoice {invoice} is in {currency}; this {document} pays invoices in {payment_currency}: pay them separately.",
    id: "Faktur {invoice} dalam {currency}; {document} ini membayar faktur dalam {payment_currency}: bayar secara terpisah.",
  },
  payables_cashbank_currency: {
    en: "The account {cashbank} holds {currency}: it pays in {currency} or in the base currency only.",
    id: "Akun {cashbank} menyimpan {currency}: hanya membayar dalam {currency} atau mata uang dasar.",
  },
  payables_foreign_kind: {
    en: "An invoice in {currency} bills services: goods received into stock, vendor advances and cash advances are billed in the base currency.",
    id: "Faktur dalam {currency} hanya untuk jasa: barang yang diterima ke persediaan, uang muka vendor dan kasbon ditagih dalam mata uang dasar.",
  },
  payables_return_foreign: {
    en: "Invoice {invoice} is in {currency}: returns of invoices in a foreign currency are not supported yet.",
    id: "Faktur {invoice} dalam {currency}: retur atas faktur dalam mata uang asing belum didukung.",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Display names of payables' fields in validation messages. */
export const payablesFieldNames = {
  vendor_invoice_number: { en: "vendor's invoice number", id: "nomor faktur vendor" },
  withholding_tax_id: { en: "withholding tax", id: "pajak dipotong" },
  tax_object_code: { en: "tax object code", id: "kode objek pajak" },
  voucher_id: { en: "payment voucher", id: "voucher pembayaran" },
  planned_date: { en: "planned date", id: "tanggal rencana" },
  purchase_order_line_id: { en: "order line", id: "baris pesanan" },
  advance_id: { en: "advance", id: "uang muka" },
  lines: { en: "lines", id: "baris" },
} as const satisfies Record<string, Record<Language, string>>;
