import { defineDomain } from "../manifest.js";
import { ledgerWidgets } from "./widgets.js";
import { ledgerFieldNames, ledgerMessages } from "../messages/ledger.js";
import { ledgerScreens } from "../screens/domains/ledger.js";
import { masterDataScreens } from "../screens/domains/master-data.js";
import { reportScreens } from "../screens/domains/reports.js";

/** The general ledger: master data (chart of accounts, default accounts, dimensions, contacts,
 * products, taxes …), journals, drafts, beginning balances, period closing and the accounting reports. */
export const ledgerDomain = defineDomain({
  name: "ledger",
  resources: {
    MdChartOfAccount: { group: "master_data", en: "Chart of accounts", id: "Bagan akun" },
    MdSettingCoaDefault: { group: "master_data", en: "Default accounts", id: "Akun bawaan" },
    MdJournalTemplate: { group: "master_data", en: "Journal templates", id: "Templat jurnal" },
    MdContact: { group: "master_data", en: "Contacts", id: "Kontak" },
    MdCashbank: { group: "master_data", en: "Cash and bank accounts", id: "Kas dan bank" },
    MdActivity: { group: "master_data", en: "Activities", id: "Aktivitas" },
    MdElement: { group: "master_data", en: "Elements", id: "Elemen" },
    MdEmployee: { group: "master_data", en: "Employees", id: "Karyawan" },
    MdUnit: { group: "master_data", en: "Units", id: "Satuan" },
    MdProductBrand: { group: "master_data", en: "Product brands", id: "Merek produk" },
    MdProductCategory: { group: "master_data", en: "Product categories", id: "Kategori produk" },
    MdProductSubCategory: {
      group: "master_data",
      en: "Product sub categories",
      id: "Subkategori produk",
    },
    MdProduct: { group: "master_data", en: "Products", id: "Produk" },
    MdTax: { group: "master_data", en: "Taxes", id: "Pajak" },
    MdPrefix: { group: "master_data", en: "Numbering prefixes", id: "Prefiks penomoran" },
    MdWorkUnit: { group: "master_data", en: "Work units", id: "Unit kerja" },
    MdSeaport: { group: "master_data", en: "Seaports", id: "Pelabuhan laut" },
    MdAirport: { group: "master_data", en: "Airports", id: "Bandar udara" },
    MdTag: { group: "master_data", en: "Tags", id: "Tag" },
    MdIntegration: { group: "master_data", en: "Integrations", id: "Integrasi" },
    MdIntegrationCategory: {
      group: "master_data",
      en: "Integration categories",
      id: "Kategori integrasi",
    },
    MdActivityIntegration: {
      group: "master_data",
      en: "Activity integrations",
      id: "Integrasi aktivitas",
    },
    TxDraftJournal: { group: "transactions", en: "Draft journals", id: "Draf jurnal" },
    TxJournal: { group: "transactions", en: "Journals", id: "Jurnal" },
    TxBeginningBalance: { group: "transactions", en: "Beginning balances", id: "Saldo awal" },
    TxClosing: { group: "transactions", en: "Period closing", id: "Tutup buku" },
    TxReopen: { group: "transactions", en: "Period reopening", id: "Buka kembali periode" },
    ReportAccounting: { group: "reports", en: "Accounting reports", id: "Laporan akuntansi" },
  },
  approvalModules: {
    draft_journal: { en: "Draft journal", id: "Draf jurnal" },
  },
  transactionTypes: {
    journal: { prefix: "JU", en: "General journal", id: "Jurnal umum" },
    adjustment: { prefix: "JP", en: "Adjusting journal", id: "Jurnal penyesuaian" },
    opening: { prefix: "SA", en: "Opening balance", id: "Saldo awal" },
    closing: { prefix: "JT", en: "Closing journal", id: "Jurnal penutup" },
    reversal: { prefix: "RV", en: "Reversing journal", id: "Jurnal pembalik" },
    draft_journal: { prefix: "DJ", en: "Draft journal", id: "Draf jurnal" },
  },
  accountRoles: {
    retained_earnings: { en: "Retained earnings", id: "Laba ditahan" },
    current_earnings: { en: "Current year earnings", id: "Laba tahun berjalan" },
    opening_balance_equity: { en: "Opening balance equity", id: "Ekuitas saldo awal" },
    rounding: { en: "Rounding difference", id: "Selisih pembulatan" },
    exchange_difference: { en: "Exchange rate difference", id: "Selisih kurs" },
  },
  messages: ledgerMessages,
  fieldNames: ledgerFieldNames,
  screens: [ledgerScreens, masterDataScreens, reportScreens],
  widgets: ledgerWidgets,
});
