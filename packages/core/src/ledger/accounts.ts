import { composeDomains } from "../domains.js";
import type { Language } from "../screens/registry.js";

/** Account types and their normal side; subtypes refine them (cash, bank, receivable, …). */
export const accountTypes = ["asset", "liability", "equity", "revenue", "expense"] as const;
export type AccountType = (typeof accountTypes)[number];
export type Side = "debit" | "credit";

export const normalSideOf: Record<AccountType, Side> = {
  asset: "debit",
  liability: "credit",
  equity: "credit",
  revenue: "credit",
  expense: "debit",
};

export const accountSubtypes = {
  asset: ["cash", "bank", "receivable", "inventory", "prepaid", "tax_prepaid", "other_current_asset", "fixed_asset", "accumulated_depreciation", "other_asset"],
  liability: ["payable", "tax_payable", "accrued", "other_current_liability", "long_term_liability"],
  equity: ["capital", "retained_earnings", "current_earnings", "opening_balance", "other_equity"],
  revenue: ["sales", "other_income"],
  expense: ["cost_of_sales", "operating_expense", "depreciation", "tax_expense", "other_expense"],
} as const satisfies Record<AccountType, readonly string[]>;
export type AccountSubtype = (typeof accountSubtypes)[AccountType][number];
export const allSubtypes = Object.values(accountSubtypes).flat() as AccountSubtype[];

export const accountTypeNames: Record<AccountType, Record<Language, string>> = {
  asset: { en: "Asset", id: "Aset" },
  liability: { en: "Liability", id: "Liabilitas" },
  equity: { en: "Equity", id: "Ekuitas" },
  revenue: { en: "Revenue", id: "Pendapatan" },
  expense: { en: "Expense", id: "Beban" },
};

export const subtypeNames: Record<AccountSubtype, Record<Language, string>> = {
  cash: { en: "Cash", id: "Kas" },
  bank: { en: "Bank", id: "Bank" },
  receivable: { en: "Receivable", id: "Piutang" },
  inventory: { en: "Inventory", id: "Persediaan" },
  prepaid: { en: "Prepaid expense", id: "Biaya dibayar di muka" },
  tax_prepaid: { en: "Prepaid tax", id: "Pajak dibayar di muka" },
  other_current_asset: { en: "Other current asset", id: "Aset lancar lainnya" },
  fixed_asset: { en: "Fixed asset", id: "Aset tetap" },
  accumulated_depreciation: { en: "Accumulated depreciation", id: "Akumulasi penyusutan" },
  other_asset: { en: "Other asset", id: "Aset lainnya" },
  payable: { en: "Payable", id: "Utang usaha" },
  tax_payable: { en: "Tax payable", id: "Utang pajak" },
  accrued: { en: "Accrued expense", id: "Biaya yang masih harus dibayar" },
  other_current_liability: { en: "Other current liability", id: "Liabilitas lancar lainnya" },
  long_term_liability: { en: "Long-term liability", id: "Liabilitas jangka panjang" },
  capital: { en: "Capital", id: "Modal" },
  retained_earnings: { en: "Retained earnings", id: "Laba ditahan" },
  current_earnings: { en: "Current year earnings", id: "Laba tahun berjalan" },
  opening_balance: { en: "Opening balance equity", id: "Ekuitas saldo awal" },
  other_equity: { en: "Other equity", id: "Ekuitas lainnya" },
  sales: { en: "Sales", id: "Penjualan" },
  other_income: { en: "Other income", id: "Pendapatan lain-lain" },
  cost_of_sales: { en: "Cost of sales", id: "Harga pokok penjualan" },
  operating_expense: { en: "Operating expense", id: "Beban operasional" },
  depreciation: { en: "Depreciation", id: "Beban penyusutan" },
  tax_expense: { en: "Income tax expense", id: "Beban pajak penghasilan" },
  other_expense: { en: "Other expense", id: "Beban lain-lain" },
};

/** Roles that documents post through (`/master-data/setting-coa-default`): each domain's, from its manifest. */
export const accountRoles = composeDomains("accountRoles");
export type AccountRole = keyof typeof accountRoles;
export const accountRoleKeys = Object.keys(accountRoles) as AccountRole[];

/** Which side of the balance sheet or profit and loss an account type belongs to. */
export const isBalanceSheetType = (type: AccountType) => type === "asset" || type === "liability" || type === "equity";
