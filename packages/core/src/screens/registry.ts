import type { AppAbility } from "../permissions/ability.js";
import type { Action, Resource } from "../permissions/catalogue.js";

/**
 * The one registry of screens (DESIGN §7): the web router, the sidebar and the `menus` list the
 * server returns at login all come from it, so they cannot disagree. Later modules add entries.
 */
export type Layout = "full" | "main";

export interface MenuEntry {
  /** i18n key under `menu.` (see `menuTitles`). */
  key: MenuKey;
  icon: string;
  group?: MenuGroupKey;
  order: number;
}

export interface Screen {
  path: string;
  /** Absent: any logged-in user may open it (their own profile, for example). */
  permission?: { action: Action; resource: Resource };
  shouldLogin: boolean;
  /** Logged-in users opening it go to their home route (login page). */
  redirectIfLoggedIn?: boolean;
  /** Logged-in users without a company may open it (company registration). */
  allowWithoutCompany?: boolean;
  layout: Layout;
  menu?: MenuEntry;
}

export const menuTitles = {
  dashboard: { en: "Dashboard", id: "Dasbor" },
  master_data: { en: "Master data", id: "Data master" },
  office: { en: "Offices", id: "Kantor" },
  user: { en: "Users", id: "Pengguna" },
  chart_of_account: { en: "Chart of accounts", id: "Bagan akun" },
  setting_coa_default: { en: "Default accounts", id: "Akun bawaan" },
  prefix: { en: "Numbering prefixes", id: "Prefiks penomoran" },
  work_unit: { en: "Work units", id: "Unit kerja" },
  activity_main_group: { en: "Activity main groups", id: "Kelompok utama aktivitas" },
  activity_group: { en: "Activity groups", id: "Kelompok aktivitas" },
  activity: { en: "Activities", id: "Aktivitas" },
  element_main_group: { en: "Element main groups", id: "Kelompok utama elemen" },
  element_group: { en: "Element groups", id: "Kelompok elemen" },
  element: { en: "Elements", id: "Elemen" },
  tag: { en: "Tags", id: "Tag" },
  contact: { en: "Contacts", id: "Kontak" },
  contact_home: { en: "Contacts overview", id: "Ikhtisar kontak" },
  cashbank: { en: "Cash and bank", id: "Kas dan bank" },
  cashbank_all: { en: "All cash and bank", id: "Semua kas dan bank" },
  product: { en: "Products", id: "Produk" },
  unit: { en: "Units of measure", id: "Satuan" },
  product_brand: { en: "Product brands", id: "Merek produk" },
  product_category: { en: "Product categories", id: "Kategori produk" },
  product_sub_category: { en: "Product sub-categories", id: "Subkategori produk" },
  tax: { en: "Taxes", id: "Pajak" },
  employee: { en: "Employees", id: "Karyawan" },
  seaport: { en: "Seaports", id: "Pelabuhan laut" },
  airport: { en: "Airports", id: "Bandar udara" },
  integration_category: { en: "Integration categories", id: "Kategori integrasi" },
  integration: { en: "Integrations", id: "Integrasi" },
  activity_integration: { en: "Activity integrations", id: "Aktivitas integrasi" },
  general_ledger: { en: "General ledger", id: "Buku besar" },
  journal: { en: "Journals", id: "Jurnal" },
  draft_journal: { en: "Draft journals", id: "Draf jurnal" },
  journal_template: { en: "Journal templates", id: "Templat jurnal" },
  beginning_balance: { en: "Beginning balances", id: "Saldo awal" },
  closing: { en: "Period closing", id: "Tutup buku" },
  module_approval: { en: "Module approval", id: "Persetujuan modul" },
  reports: { en: "Reports", id: "Laporan" },
  report_trial_balance: { en: "Trial balance", id: "Neraca saldo" },
  report_ledger: { en: "Ledger report", id: "Laporan buku besar" },
  report_journal: { en: "Journal report", id: "Laporan jurnal" },
  report_journal_recap: { en: "Journal recap", id: "Rekap jurnal" },
  report_work_sheet: { en: "Worksheet", id: "Neraca lajur" },
  report_balance_sheet: { en: "Balance sheet", id: "Neraca" },
  report_balance_sheet_comparison: { en: "Balance sheet comparison", id: "Perbandingan neraca" },
  report_profit_loss: { en: "Profit and loss", id: "Laba rugi" },
  report_monthly_mutation: { en: "Monthly mutation", id: "Mutasi bulanan" },
  report_audit: { en: "Financial statements", id: "Laporan keuangan" },
  setting: { en: "Settings", id: "Pengaturan" },
} as const;
export type MenuKey = keyof typeof menuTitles;

export const menuGroups = {
  master_data: { icon: "database", order: 20 },
  general_ledger: { icon: "book", order: 30 },
  reports: { icon: "report", order: 60 },
} as const;
export type MenuGroupKey = keyof typeof menuGroups;

const publicScreen = (path: string, extra: Partial<Screen> = {}): Screen => ({
  path,
  shouldLogin: false,
  layout: "full",
  ...extra,
});

/** A screen of the main layout that needs `action` on `resource`. */
const mainScreen = (path: string, action: Action, resource: Resource, menu?: MenuEntry): Screen => ({
  path,
  permission: { action, resource },
  shouldLogin: true,
  layout: "main",
  ...(menu ? { menu } : {}),
});

/** The spec's usual trio: a list (read, in the menu), `/add` (create) and `/detail/:id` (read). */
const listAddDetail = (path: string, resource: Resource, menu?: MenuEntry): Screen[] => [
  mainScreen(path, "read", resource, menu),
  mainScreen(`${path}/add`, "create", resource),
  mainScreen(`${path}/detail/:id`, "read", resource),
];

const masterData = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "master_data", order });
const generalLedger = (key: MenuKey, icon: string, order: number): MenuEntry => ({
  key,
  icon,
  group: "general_ledger",
  order,
});

/** Chart of accounts, default accounts, numbering and the ledger's dimensions (issue 4). */
const ledgerMasterData: Screen[] = [
  ...listAddDetail("/master-data/chart-of-account", "MdChartOfAccount", masterData("chart_of_account", "book", 30)),
  mainScreen("/master-data/setting-coa-default", "read", "MdSettingCoaDefault", masterData("setting_coa_default", "setting", 40)),
  mainScreen("/master-data/prefix/add", "create", "MdPrefix", masterData("prefix", "file", 50)),
  ...listAddDetail("/master-data/work-unit", "MdWorkUnit", masterData("work_unit", "team", 60)),
  ...listAddDetail("/master-data/coa-main-group-activity", "MdActivity", masterData("activity_main_group", "audit", 70)),
  ...listAddDetail("/master-data/coa-group-activity", "MdActivity", masterData("activity_group", "audit", 71)),
  ...listAddDetail("/master-data/coa-activity", "MdActivity", masterData("activity", "audit", 72)),
  ...listAddDetail("/master-data/element-main-group-activity", "MdElement", masterData("element_main_group", "chart", 80)),
  ...listAddDetail("/master-data/element-group-activity", "MdElement", masterData("element_group", "chart", 81)),
  ...listAddDetail("/master-data/element-activity", "MdElement", masterData("element", "chart", 82)),
  ...listAddDetail("/master-data/tag", "MdTag", masterData("tag", "tag", 90)),
  // The same templates as /transactions/journal-template (which carries the menu entry), plus the export.
  ...listAddDetail("/master-data/journal-template", "MdJournalTemplate"),
  mainScreen("/master-data/journal-template/export", "read", "MdJournalTemplate"),
];

/**
 * Contacts, products, taxes, cash and bank accounts, employees, ports and integrations (issue 5).
 * `contact/home` is the spec's contactHome list and `cashbank/all` its cashbankAll list.
 */
const referenceMasterData: Screen[] = [
  ...listAddDetail("/master-data/contact", "MdContact", masterData("contact", "contacts", 100)),
  mainScreen("/master-data/contact/home", "read", "MdContact", masterData("contact_home", "solution", 101)),
  ...listAddDetail("/master-data/cashbank", "MdCashbank", masterData("cashbank", "wallet", 110)),
  mainScreen("/master-data/cashbank/all", "read", "MdCashbank", masterData("cashbank_all", "bank", 111)),
  ...listAddDetail("/master-data/product", "MdProduct", masterData("product", "shopping", 120)),
  ...listAddDetail("/master-data/unit", "MdUnit", masterData("unit", "unit", 121)),
  ...listAddDetail("/master-data/product-brand", "MdProductBrand", masterData("product_brand", "trademark", 122)),
  ...listAddDetail("/master-data/product-category", "MdProductCategory", masterData("product_category", "folder", 123)),
  ...listAddDetail("/master-data/product-sub-category", "MdProductSubCategory", masterData("product_sub_category", "folder-open", 124)),
  ...listAddDetail("/master-data/tax", "MdTax", masterData("tax", "percentage", 130)),
  ...listAddDetail("/master-data/employee", "MdEmployee", masterData("employee", "idcard", 140)),
  ...listAddDetail("/master-data/seaport", "MdSeaport", masterData("seaport", "compass", 150)),
  ...listAddDetail("/master-data/airport", "MdAirport", masterData("airport", "global", 151)),
  ...listAddDetail("/master-data/integration-category", "MdIntegrationCategory", masterData("integration_category", "cluster", 160)),
  ...listAddDetail("/master-data/intergration", "MdIntegration", masterData("integration", "api", 161)),
  ...listAddDetail("/master-data/activity-integration", "MdActivityIntegration", masterData("activity_integration", "branches", 162)),
];

/** Journals, drafts, templates, beginning balances and period closing (issue 4). */
const ledgerTransactions: Screen[] = [
  ...listAddDetail("/transactions/journal", "TxJournal", generalLedger("journal", "book", 10)),
  mainScreen("/transactions/journal/detailreport/:id", "read", "TxJournal"),
  ...listAddDetail("/transactions/draft-journal", "TxDraftJournal", generalLedger("draft_journal", "file", 20)),
  mainScreen("/transactions/draft-journal/upload", "create", "TxDraftJournal"),
  ...listAddDetail("/transactions/journal-template", "MdJournalTemplate", generalLedger("journal_template", "copy", 30)),
  ...listAddDetail("/transactions/beginning-balance", "TxBeginningBalance", generalLedger("beginning_balance", "money", 40)),
  mainScreen("/transactions/closing", "read", "TxClosing", generalLedger("closing", "lock", 50)),
  mainScreen("/transactions/closing/detail/:id", "read", "TxClosing"),
  // The documents waiting for the signed-in user's approval (DESIGN §12), every module's.
  mainScreen("/transactions/module-approval", "read", "TxModuleApproval", generalLedger("module_approval", "audit", 60)),
];

/** The accounting reports (issue 4): all read `ReportAccounting`. */
const report = (path: string, key: MenuKey, icon: string, order: number): Screen =>
  mainScreen(path, "read", "ReportAccounting", { key, icon, group: "reports", order });
const accountingReports: Screen[] = [
  report("/report/trial-balance", "report_trial_balance", "table", 10),
  report("/report/ledger", "report_ledger", "book", 20),
  report("/report/journal", "report_journal", "file", 30),
  report("/report/journalreport", "report_journal_recap", "profile", 40),
  report("/report/work-sheet", "report_work_sheet", "calculator", 50),
  report("/report/balance-sheet", "report_balance_sheet", "account-book", 60),
  report("/report/balance-sheet-comparison", "report_balance_sheet_comparison", "diff", 70),
  report("/report/profit-loss", "report_profit_loss", "rise", 80),
  report("/report/monthly-mutation", "report_monthly_mutation", "calendar", 90),
  report("/report/audit", "report_audit", "audit", 100),
];

export const screens: readonly Screen[] = [
  publicScreen("/auth/login", { redirectIfLoggedIn: true }),
  publicScreen("/auth/forgot-password"),
  publicScreen("/auth/reset-password/:token"),
  publicScreen("/membership/user/signup"),
  publicScreen("/membership/user/signup-success"),
  publicScreen("/membership/user/activation/:token"),
  publicScreen("/company/user-invitation/activation/:token"),
  publicScreen("/error-404"),
  publicScreen("/pages/not-authorized"),
  { path: "/membership/company-register", shouldLogin: true, allowWithoutCompany: true, layout: "full" },
  { path: "/profile-user", shouldLogin: true, allowWithoutCompany: true, layout: "full" },
  { path: "/profile", shouldLogin: true, layout: "main" },
  {
    path: "/dashboard",
    permission: { action: "read", resource: "Dashboard" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "dashboard", icon: "dashboard", order: 10 },
  },
  {
    path: "/master-data/office",
    permission: { action: "read", resource: "MdOffice" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "office", icon: "bank", group: "master_data", order: 10 },
  },
  {
    path: "/master-data/office/add",
    permission: { action: "create", resource: "MdOffice" },
    shouldLogin: true,
    layout: "main",
  },
  {
    path: "/master-data/office/detail/:id",
    permission: { action: "read", resource: "MdOffice" },
    shouldLogin: true,
    layout: "main",
  },
  {
    path: "/master-data/user",
    permission: { action: "read", resource: "MdUser" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "user", icon: "user", group: "master_data", order: 20 },
  },
  {
    path: "/master-data/user/detail/:id",
    permission: { action: "read", resource: "MdUser" },
    shouldLogin: true,
    layout: "main",
  },
  ...ledgerMasterData,
  ...referenceMasterData,
  ...ledgerTransactions,
  ...accountingReports,
  {
    path: "/setting",
    permission: { action: "read", resource: "Setting" },
    shouldLogin: true,
    layout: "main",
    menu: { key: "setting", icon: "setting", order: 90 },
  },
];

export type Language = "en" | "id";

export interface MenuItem {
  key: string;
  title: string;
  route?: string;
  icon: string;
  resource?: Resource;
  action?: Action;
  children?: MenuItem[];
}

/** The sidebar: screens with a menu entry that the ability allows, grouped, in order. */
export function buildMenus(ability: AppAbility, language: Language): MenuItem[] {
  type Ordered = MenuItem & { order: number };
  const top: Ordered[] = [];
  const groups = new Map<MenuGroupKey, Ordered>();
  const visible = screens.filter(
    (s) => s.menu && (!s.permission || ability.can(s.permission.action, s.permission.resource)),
  );
  for (const screen of visible) {
    const menu = screen.menu as MenuEntry;
    const item: Ordered = {
      key: menu.key,
      title: menuTitles[menu.key][language],
      route: screen.path,
      icon: menu.icon,
      resource: screen.permission?.resource,
      action: screen.permission?.action,
      order: menu.order,
    };
    if (!menu.group) {
      top.push(item);
      continue;
    }
    let group = groups.get(menu.group);
    if (!group) {
      const meta = menuGroups[menu.group];
      group = {
        key: menu.group,
        title: menuTitles[menu.group][language],
        icon: meta.icon,
        order: meta.order,
        children: [],
      };
      groups.set(menu.group, group);
      top.push(group);
    }
    group.children?.push(item);
  }
  const strip = (items: Ordered[]): MenuItem[] =>
    items
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, children, ...rest }) =>
        children ? { ...rest, children: strip(children as Ordered[]) } : rest,
      );
  return strip(top);
}

/** Finds the registry entry for a concrete path (`/master-data/office/detail/12` etc.). */
export function matchScreen(pathname: string): Screen | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return screens.find((screen) => {
    const pattern = screen.path.split("/");
    const parts = clean.split("/");
    return (
      pattern.length === parts.length &&
      pattern.every((seg, i) => seg.startsWith(":") ? (parts[i] ?? "") !== "" : seg === parts[i])
    );
  });
}
