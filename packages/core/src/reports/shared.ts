import { z } from "zod";
import type { Language } from "../screens/registry.js";
import type { LocalText, ReportColumn, ReportTableRow } from "./definition.js";

/** Money in a report answer: a decimal string with two places (`"-1500000.00"`). */
export const amountText = z.string();

/** The columns every account row of a report carries. */
export const accountRowFields = {
  account_id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  level: z.number().int(),
  is_header: z.boolean(),
};

/** An object of named amounts (`{ debit: "0.00", credit: "0.00" }`). */
export function amountFields<const N extends string>(names: readonly N[]): { [K in N]: typeof amountText } {
  return Object.fromEntries(names.map((n) => [n, amountText])) as { [K in N]: typeof amountText };
}

/** Amounts by column key (statements, whose columns are dates, offices or months). */
export const amountsByColumn = z.record(z.string(), amountText);

export const texts = {
  account: { en: "Account", id: "Akun" },
  date: { en: "Date", id: "Tanggal" },
  number: { en: "Number", id: "Nomor" },
  journal: { en: "Journal", id: "Jurnal" },
  description: { en: "Description", id: "Keterangan" },
  debit: { en: "Debit", id: "Debit" },
  credit: { en: "Credit", id: "Kredit" },
  balance: { en: "Balance", id: "Saldo" },
  total: { en: "Total", id: "Total" },
  opening_balance: { en: "Opening balance", id: "Saldo awal" },
  closing_balance: { en: "Closing balance", id: "Saldo akhir" },
  liabilities_and_equity: { en: "Total liabilities and equity", id: "Total liabilitas dan ekuitas" },
} as const satisfies Record<string, LocalText>;

export const accountColumn: ReportColumn = { key: "account", kind: "text", title: texts.account };
export const money = (key: string, title: LocalText): ReportColumn => ({ key, kind: "money", title });
/** `1102.01  Bank BCA`. */
export const accountCell = (r: { code: string; name: string }) => `${r.code}  ${r.name}`;

/** Rows of an account tree: code and name indented by level, headers bold, then the amounts. */
export const treeTableRows = <R extends { code: string; name: string; level: number; is_header: boolean }>(rows: readonly R[]): ReportTableRow[] =>
  rows.map((r) => ({ ...(r as unknown as ReportTableRow), account: accountCell(r), _level: r.level, _bold: r.is_header }));

export const totalRow = (values: Record<string, string>, language: Language): ReportTableRow => ({ account: texts.total[language], ...values, _bold: true });

/** A non-zero amount, or nothing (a ledger line shows its debit or its credit). */
export const sideOf = (value: string) => (/[1-9]/.test(value) ? value : null);
