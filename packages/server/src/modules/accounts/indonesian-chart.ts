import type { AccountRole, AccountSubtype, AccountType } from "@neraca/core";

/**
 * The chart of accounts every new company starts with: a common Indonesian layout (PSAK
 * grouping), editable afterwards. Headers (accounts with children) take no postings.
 */
export interface ChartEntry {
  code: string;
  name: string;
  type: AccountType;
  subtype?: AccountSubtype;
  parent?: string;
  role?: AccountRole;
}

const h = (code: string, name: string, type: AccountType, parent?: string): ChartEntry => ({ code, name, type, parent });
const a = (code: string, name: string, type: AccountType, parent: string, subtype: AccountSubtype, role?: AccountRole): ChartEntry => ({
  code,
  name,
  type,
  parent,
  subtype,
  role,
});

export const indonesianChart: ChartEntry[] = [
  h("1", "Aset", "asset"),
  h("11", "Aset Lancar", "asset", "1"),
  h("1101", "Kas", "asset", "11"),
  a("1101.01", "Kas Kecil", "asset", "1101", "cash"),
  a("1101.02", "Kas Besar", "asset", "1101", "cash"),
  h("1102", "Bank", "asset", "11"),
  a("1102.01", "Bank Mandiri", "asset", "1102", "bank"),
  a("1102.02", "Bank BCA", "asset", "1102", "bank"),
  a("1102.03", "Bank BRI", "asset", "1102", "bank"),
  h("1103", "Piutang", "asset", "11"),
  a("1103.01", "Piutang Usaha", "asset", "1103", "receivable", "receivable"),
  a("1103.02", "Piutang Karyawan", "asset", "1103", "receivable"),
  a("1103.03", "Piutang Lain-lain", "asset", "1103", "receivable"),
  a("1103.04", "Piutang Belum Ditagih (Job)", "asset", "1103", "other_current_asset", "unbilled_receivable"),
  a("1103.09", "Cadangan Kerugian Piutang", "asset", "1103", "receivable"),
  a("1104", "Persediaan Barang Dagang", "asset", "11", "inventory", "inventory"),
  h("1105", "Uang Muka", "asset", "11"),
  a("1105.01", "Uang Muka Karyawan", "asset", "1105", "other_current_asset", "cash_advance"),
  a("1105.02", "Uang Muka Pembelian", "asset", "1105", "other_current_asset", "advance_payment"),
  a("1106", "Biaya Dibayar di Muka", "asset", "11", "prepaid"),
  h("1107", "Pajak Dibayar di Muka", "asset", "11"),
  a("1107.01", "PPN Masukan", "asset", "1107", "tax_prepaid", "vat_in"),
  a("1107.02", "PPh 22 Dibayar di Muka", "asset", "1107", "tax_prepaid"),
  a("1107.03", "PPh 23 Dibayar di Muka", "asset", "1107", "tax_prepaid", "withholding_receivable"),
  a("1107.04", "PPh 25 Dibayar di Muka", "asset", "1107", "tax_prepaid"),
  h("12", "Aset Tidak Lancar", "asset", "1"),
  h("1201", "Aset Tetap", "asset", "12"),
  a("1201.01", "Tanah", "asset", "1201", "fixed_asset"),
  a("1201.02", "Bangunan", "asset", "1201", "fixed_asset"),
  a("1201.03", "Kendaraan", "asset", "1201", "fixed_asset"),
  a("1201.04", "Peralatan Kantor", "asset", "1201", "fixed_asset"),
  h("1202", "Akumulasi Penyusutan", "asset", "12"),
  a("1202.01", "Akumulasi Penyusutan Bangunan", "asset", "1202", "accumulated_depreciation"),
  a("1202.02", "Akumulasi Penyusutan Kendaraan", "asset", "1202", "accumulated_depreciation"),
  a("1202.03", "Akumulasi Penyusutan Peralatan Kantor", "asset", "1202", "accumulated_depreciation"),
  a("1203", "Aset Lain-lain", "asset", "12", "other_asset"),

  h("2", "Liabilitas", "liability"),
  h("21", "Liabilitas Jangka Pendek", "liability", "2"),
  a("2101", "Utang Usaha", "liability", "21", "payable", "payable"),
  h("2102", "Utang Pajak", "liability", "21"),
  a("2102.01", "PPN Keluaran", "liability", "2102", "tax_payable", "vat_out"),
  a("2102.02", "Utang PPh 21", "liability", "2102", "tax_payable"),
  a("2102.03", "Utang PPh 23", "liability", "2102", "tax_payable", "withholding_payable"),
  a("2102.04", "Utang PPh 4 Ayat 2", "liability", "2102", "tax_payable"),
  a("2102.05", "Utang PPh 29", "liability", "2102", "tax_payable"),
  a("2103", "Biaya yang Masih Harus Dibayar", "liability", "21", "accrued", "accrued_cost"),
  a("2104", "Uang Muka Penjualan", "liability", "21", "other_current_liability", "customer_deposit"),
  a("2105", "Utang Lain-lain", "liability", "21", "other_current_liability"),
  a("2106", "Barang Diterima Belum Ditagih", "liability", "21", "accrued", "goods_received_not_invoiced"),
  h("22", "Liabilitas Jangka Panjang", "liability", "2"),
  a("2201", "Utang Bank Jangka Panjang", "liability", "22", "long_term_liability"),

  h("3", "Ekuitas", "equity"),
  a("3101", "Modal Disetor", "equity", "3", "capital"),
  a("3102", "Laba Ditahan", "equity", "3", "retained_earnings", "retained_earnings"),
  a("3103", "Laba Tahun Berjalan", "equity", "3", "current_earnings", "current_earnings"),
  a("3104", "Ekuitas Saldo Awal", "equity", "3", "opening_balance", "opening_balance_equity"),
  a("3105", "Prive / Dividen", "equity", "3", "other_equity"),

  h("4", "Pendapatan", "revenue"),
  a("4101", "Penjualan", "revenue", "4", "sales", "sales"),
  a("4102", "Pendapatan Jasa", "revenue", "4", "sales"),
  a("4103", "Retur Penjualan", "revenue", "4", "sales", "sales_return"),
  a("4104", "Potongan Penjualan", "revenue", "4", "sales", "sales_discount"),

  h("5", "Harga Pokok Penjualan", "expense"),
  a("5101", "Harga Pokok Penjualan", "expense", "5", "cost_of_sales", "cost_of_sales"),
  a("5102", "Pembelian", "expense", "5", "cost_of_sales", "purchases"),
  a("5103", "Potongan Pembelian", "expense", "5", "cost_of_sales", "purchase_discount"),
  a("5104", "Selisih Persediaan", "expense", "5", "cost_of_sales", "inventory_adjustment"),

  h("6", "Beban Operasional", "expense"),
  a("6101", "Beban Gaji dan Tunjangan", "expense", "6", "operating_expense"),
  a("6102", "Beban Sewa", "expense", "6", "operating_expense"),
  a("6103", "Beban Listrik, Air dan Telepon", "expense", "6", "operating_expense"),
  a("6104", "Beban Transportasi", "expense", "6", "operating_expense"),
  a("6105", "Beban Perlengkapan Kantor", "expense", "6", "operating_expense"),
  a("6106", "Beban Pemasaran", "expense", "6", "operating_expense"),
  a("6107", "Beban Pemeliharaan dan Perbaikan", "expense", "6", "operating_expense"),
  a("6108", "Beban Penyusutan", "expense", "6", "depreciation"),
  a("6109", "Beban Asuransi", "expense", "6", "operating_expense"),
  a("6110", "Beban Administrasi Umum", "expense", "6", "operating_expense"),

  h("7", "Pendapatan dan Beban Lain-lain", "revenue"),
  a("7101", "Pendapatan Bunga", "revenue", "7", "other_income"),
  a("7102", "Pendapatan Lain-lain", "revenue", "7", "other_income"),
  a("7103", "Laba Selisih Kurs", "revenue", "7", "other_income", "exchange_difference"),
  h("8", "Beban Lain-lain", "expense"),
  a("8101", "Beban Administrasi Bank", "expense", "8", "other_expense", "bank_charges"),
  a("8102", "Beban Bunga", "expense", "8", "other_expense"),
  a("8103", "Selisih Pembulatan", "expense", "8", "other_expense", "rounding"),
  a("8104", "Beban Lain-lain", "expense", "8", "other_expense"),
  h("9", "Beban Pajak Penghasilan", "expense"),
  a("9101", "Beban Pajak Penghasilan", "expense", "9", "tax_expense"),
];
