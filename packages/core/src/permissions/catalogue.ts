/**
 * The catalogue of permission resources (spec §6). A permission is an (action, resource) pair;
 * `manage` means every action and `all` every resource, as in CASL.
 * Each resource has a group (for the settings matrix) and display names in both languages.
 */
export const actions = ["create", "read", "update", "delete"] as const;
export type CrudAction = (typeof actions)[number];
export type Action = CrudAction | "manage";

export type ResourceGroup = "general" | "master_data" | "transactions" | "reports" | "monitoring";

interface ResourceEntry {
  group: ResourceGroup;
  en: string;
  id: string;
}

export const resourceCatalogue = {
  General: { group: "general", en: "General", id: "Umum" },
  Setting: { group: "general", en: "Settings", id: "Pengaturan" },
  Dashboard: { group: "general", en: "Dashboard", id: "Dasbor" },

  MdChartOfAccount: { group: "master_data", en: "Chart of accounts", id: "Bagan akun" },
  MdSettingCoaDefault: { group: "master_data", en: "Default accounts", id: "Akun bawaan" },
  MdJournalTemplate: { group: "master_data", en: "Journal templates", id: "Templat jurnal" },
  MdContact: { group: "master_data", en: "Contacts", id: "Kontak" },
  MdCashbank: { group: "master_data", en: "Cash and bank accounts", id: "Kas dan bank" },
  MdActivity: { group: "master_data", en: "Activities", id: "Aktivitas" },
  MdElement: { group: "master_data", en: "Elements", id: "Elemen" },
  MdEmployee: { group: "master_data", en: "Employees", id: "Karyawan" },
  MdUser: { group: "master_data", en: "Users", id: "Pengguna" },
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
  MdOffice: { group: "master_data", en: "Offices", id: "Kantor" },
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

  TxModuleApproval: { group: "transactions", en: "Module approval", id: "Persetujuan modul" },
  TxEvaluation: { group: "transactions", en: "Evaluations", id: "Evaluasi" },
  TxCashbankRequest: {
    group: "transactions",
    en: "Cash and bank requests",
    id: "Permintaan kas dan bank",
  },
  TxCashbank: { group: "transactions", en: "Cash and bank", id: "Kas dan bank" },
  TxRekon: { group: "transactions", en: "Bank reconciliation", id: "Rekonsiliasi bank" },
  TxDraftJournal: { group: "transactions", en: "Draft journals", id: "Draf jurnal" },
  TxJournal: { group: "transactions", en: "Journals", id: "Jurnal" },
  TxBeginningBalance: { group: "transactions", en: "Beginning balances", id: "Saldo awal" },
  TxSalesInvoice: { group: "transactions", en: "Sales invoices", id: "Faktur penjualan" },
  TxSalesPayment: { group: "transactions", en: "Sales payments", id: "Penerimaan penjualan" },
  TxPurchaseRequest: {
    group: "transactions",
    en: "Purchase requests",
    id: "Permintaan pembelian",
  },
  TxPurchaseOrder: { group: "transactions", en: "Purchase orders", id: "Pesanan pembelian" },
  TxPurchaseInvoice: { group: "transactions", en: "Purchase invoices", id: "Faktur pembelian" },
  TxPaymentVoucher: { group: "transactions", en: "Payment vouchers", id: "Voucher pembayaran" },
  TxGoodsRecipient: { group: "transactions", en: "Goods receipts", id: "Penerimaan barang" },
  TxApPosting: { group: "transactions", en: "AP posting", id: "Posting utang" },
  TxFormPayment: { group: "transactions", en: "Payment forms", id: "Formulir pembayaran" },
  TxPurchasePayment: {
    group: "transactions",
    en: "Purchase payments",
    id: "Pembayaran pembelian",
  },
  TxCashAdvanceRequest: {
    group: "transactions",
    en: "Cash advance requests",
    id: "Permintaan uang muka",
  },
  TxCashAdvance: { group: "transactions", en: "Cash advances", id: "Uang muka" },
  TxClosing: { group: "transactions", en: "Period closing", id: "Tutup buku" },
  TxReopen: { group: "transactions", en: "Period reopening", id: "Buka kembali periode" },
  TxBudgeting: { group: "transactions", en: "Budgeting", id: "Anggaran" },
  TxChGenerate: { group: "transactions", en: "CH generation", id: "Pembuatan CH" },
  TxCh: { group: "transactions", en: "CH (charge notes)", id: "CH (nota biaya)" },
  TxBacc: { group: "transactions", en: "BACC invoices", id: "Faktur BACC" },
  TxChBaccReceivePayment: {
    group: "transactions",
    en: "BACC receive payment",
    id: "Penerimaan pembayaran BACC",
  },
  TxBaccPayment: { group: "transactions", en: "BACC payment", id: "Pembayaran BACC" },

  ReportAccounting: { group: "reports", en: "Accounting reports", id: "Laporan akuntansi" },
  ReportChBacc: { group: "reports", en: "CH BACC reports", id: "Laporan CH BACC" },
  ReportPurchase: { group: "reports", en: "Purchase reports", id: "Laporan pembelian" },
  ReportPayment: { group: "reports", en: "Payment reports", id: "Laporan pembayaran" },
  ReportSales: { group: "reports", en: "Sales reports", id: "Laporan penjualan" },
  ReportBudget: { group: "reports", en: "Budget reports", id: "Laporan anggaran" },
  ReportCashAdvance: { group: "reports", en: "Cash advance reports", id: "Laporan uang muka" },
  ReportCashBank: { group: "reports", en: "Cash and bank reports", id: "Laporan kas dan bank" },
  ReportCheckpoint: { group: "reports", en: "Checkpoint reports", id: "Laporan checkpoint" },
  ReportMasterPr: {
    group: "reports",
    en: "Purchase request master report",
    id: "Laporan master permintaan pembelian",
  },

  MonitoringAgent: { group: "monitoring", en: "Agent monitoring", id: "Pemantauan agen" },
  MonitoringCh: { group: "monitoring", en: "CH monitoring", id: "Pemantauan CH" },
  MonitoringChRate: { group: "monitoring", en: "CH rate monitoring", id: "Pemantauan tarif CH" },
  MonitoringTracking: {
    group: "monitoring",
    en: "Purchase request tracking",
    id: "Pelacakan permintaan pembelian",
  },
} as const satisfies Record<string, ResourceEntry>;

export type Resource = keyof typeof resourceCatalogue;
export type Subject = Resource | "all";

export const resources = Object.keys(resourceCatalogue) as Resource[];

export function isResource(value: string): value is Resource {
  return Object.hasOwn(resourceCatalogue, value);
}

export interface PermissionRule {
  action: Action;
  subject: Subject;
}

/** The owner who registered a company, and the spec's default when nothing is stored. */
export const manageAll: PermissionRule[] = [{ action: "manage", subject: "all" }];
