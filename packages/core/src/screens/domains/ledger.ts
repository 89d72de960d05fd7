import { listAddDetail, type MenuEntry, type MenuKey, mainScreen, masterDataMenu, type ScreenDomain } from "../screen.js";

const generalLedger = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "general_ledger", order });

/**
 * The general ledger (issue 4): chart of accounts, default accounts, numbering and the ledger's
 * dimensions under master data; journals, drafts, templates, beginning balances and period closing.
 */
export const ledgerScreens: ScreenDomain = {
  name: "ledger",
  titles: {
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
    general_ledger: { en: "General ledger", id: "Buku besar" },
    journal: { en: "Journals", id: "Jurnal" },
    draft_journal: { en: "Draft journals", id: "Draf jurnal" },
    journal_template: { en: "Journal templates", id: "Templat jurnal" },
    beginning_balance: { en: "Beginning balances", id: "Saldo awal" },
    closing: { en: "Period closing", id: "Tutup buku" },
    module_approval: { en: "Module approval", id: "Persetujuan modul" },
  },
  groups: { general_ledger: { icon: "book", order: 30 } },
  screens: [
    ...listAddDetail("/master-data/chart-of-account", "MdChartOfAccount", masterDataMenu("chart_of_account", "book", 30)),
    mainScreen("/master-data/setting-coa-default", "read", "MdSettingCoaDefault", masterDataMenu("setting_coa_default", "setting", 40)),
    mainScreen("/master-data/prefix/add", "create", "MdPrefix", masterDataMenu("prefix", "file", 50)),
    ...listAddDetail("/master-data/work-unit", "MdWorkUnit", masterDataMenu("work_unit", "team", 60)),
    ...listAddDetail("/master-data/coa-main-group-activity", "MdActivity", masterDataMenu("activity_main_group", "audit", 70)),
    ...listAddDetail("/master-data/coa-group-activity", "MdActivity", masterDataMenu("activity_group", "audit", 71)),
    ...listAddDetail("/master-data/coa-activity", "MdActivity", masterDataMenu("activity", "audit", 72)),
    ...listAddDetail("/master-data/element-main-group-activity", "MdElement", masterDataMenu("element_main_group", "chart", 80)),
    ...listAddDetail("/master-data/element-group-activity", "MdElement", masterDataMenu("element_group", "chart", 81)),
    ...listAddDetail("/master-data/element-activity", "MdElement", masterDataMenu("element", "chart", 82)),
    ...listAddDetail("/master-data/tag", "MdTag", masterDataMenu("tag", "tag", 90)),
    // The same templates as /transactions/journal-template (which carries the menu entry), plus the export.
    ...listAddDetail("/master-data/journal-template", "MdJournalTemplate"),
    mainScreen("/master-data/journal-template/export", "read", "MdJournalTemplate"),
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
  ],
};
