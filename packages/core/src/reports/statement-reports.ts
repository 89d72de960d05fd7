import { z } from "zod";
import { money as decimal } from "../money/money.js";
import type { Language } from "../screens/registry.js";
import {
  defineReport,
  dimensionQueryFields,
  type LocalText,
  type ReportColumn,
  type ReportTable,
  type ReportTableRow,
  rangeInOrder,
  rangeOrderIssue,
  reportQueryFields as fields,
  sameText,
} from "./definition.js";
import { accountCell, accountColumn, accountRowFields, amountsByColumn, amountText, money, texts } from "./shared.js";

const resource = "ReportAccounting";
const wide = (table: ReportTable) => table.columns.length > 4;

export const profitLossGroupKeys = ["revenue", "cost_of_sales", "operating_expenses", "other_income", "other_expenses", "tax_expense"] as const;

const statementSection = z.object({
  title: z.string(),
  rows: z.array(z.object({ ...accountRowFields, values: amountsByColumn })),
  total: amountsByColumn,
});
const labelled = z.object({ label: z.string(), values: amountsByColumn });

const balanceSheetResponse = z.object({
  columns: z.array(z.object({ key: z.string(), label: z.string(), date: z.string() })),
  assets: statementSection,
  liabilities: statementSection,
  equity: statementSection.extend({ prior_earnings: labelled, current_earnings: labelled }),
  liabilities_and_equity: amountsByColumn,
  balanced: z.boolean(),
});
export type BalanceSheetData = z.infer<typeof balanceSheetResponse>;
type Section = z.infer<typeof statementSection>;

/** A section: its title, its accounts indented, its total. */
function sectionRows(section: Section, language: Language, withTotal = true): ReportTableRow[] {
  return [
    { account: section.title, _bold: true },
    ...section.rows.map((r) => ({ account: accountCell(r), _level: r.level + 1, _bold: r.is_header, ...r.values })),
    ...(withTotal ? [{ account: `${texts.total[language]} ${section.title}`, _bold: true, ...section.total }] : []),
  ];
}

const columnsOf = (data: { columns: { key: string; label: string }[] }): ReportColumn[] => [
  accountColumn,
  ...data.columns.map((c) => money(c.key, sameText(c.label))),
];

function balanceSheetTable(data: BalanceSheetData, language: Language): ReportTable {
  const { equity } = data;
  return {
    columns: columnsOf(data),
    rows: [
      ...sectionRows(data.assets, language),
      ...sectionRows(data.liabilities, language),
      ...sectionRows(equity, language, false),
      { account: equity.prior_earnings.label, _level: 1, ...equity.prior_earnings.values },
      { account: equity.current_earnings.label, _level: 1, ...equity.current_earnings.values },
      { account: `${texts.total[language]} ${equity.title}`, _bold: true, ...equity.total },
      { account: texts.liabilities_and_equity[language], _bold: true, ...data.liabilities_and_equity },
    ],
  };
}

export const balanceSheetReport = defineReport({
  name: "balance-sheet",
  resource,
  title: { en: "Balance sheet", id: "Neraca" },
  query: z.strictObject({ ...fields.date, ...fields.per_office, ...fields.include_zero, ...dimensionQueryFields(), ...fields.format }),
  response: balanceSheetResponse,
  fileName: (q) => `balance-sheet-${q.date}`,
  landscape: wide,
  table: (data, _query, language) => balanceSheetTable(data, language),
});

/** The change from the first date to the second, and as a percentage of the first (none when it is zero). */
export function comparisonChange(values: Record<string, string | undefined>): { change: string; change_percent: string | null } {
  const first = decimal(values.a ?? "0");
  const change = decimal(values.b ?? "0").minus(first);
  return { change: change.toFixed(2), change_percent: first.isZero() ? null : decimal(change.dividedBy(first.abs()).times(100)).toFixed(2) };
}

export const balanceSheetComparisonReport = defineReport({
  name: "balance-sheet-comparison",
  resource,
  title: { en: "Balance sheet comparison", id: "Perbandingan neraca" },
  query: z.strictObject({ ...fields.dates, ...fields.include_zero, ...dimensionQueryFields(), ...fields.format }),
  response: balanceSheetResponse,
  fileName: (q) => `balance-sheet-comparison-${q.date_a}-${q.date_b}`,
  landscape: wide,
  table: (data, _query, language) => {
    const base = balanceSheetTable(data, language);
    return {
      columns: [...base.columns, money("change", { en: "Change", id: "Perubahan" }), { key: "change_percent", kind: "number", title: sameText("%") }],
      rows: base.rows.map((r) => (r.a !== undefined || r.b !== undefined ? { ...r, ...comparisonChange(r as Record<string, string>) } : r)),
    };
  },
});

export const profitLossReport = defineReport({
  name: "profit-loss",
  resource,
  title: { en: "Profit and loss", id: "Laba rugi" },
  query: z
    .strictObject({ ...fields.range, ...fields.month_columns, ...fields.include_zero, ...dimensionQueryFields(), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    columns: z.array(z.object({ key: z.string(), label: z.string(), from: z.string(), to: z.string() })),
    revenue: statementSection,
    expense: statementSection,
    /** The statement's groups in order: revenue, cost_of_sales, operating_expenses, other_income, other_expenses, tax_expense. */
    groups: z.array(statementSection.extend({ key: z.enum(profitLossGroupKeys) })),
    /** Revenue less cost of sales. */
    gross_profit: amountsByColumn,
    /** Gross profit less operating expenses. */
    operating_profit: amountsByColumn,
    net_profit: amountsByColumn,
  }),
  fileName: (q) => `profit-loss-${q.date_from}-${q.date_to}`,
  landscape: wide,
  table: (data, _query, language) => ({
    columns: columnsOf(data),
    rows: data.groups.flatMap((group) => [
      ...(group.rows.length ? sectionRows(group, language) : []),
      ...(group.key === "cost_of_sales" ? [{ account: grossProfit[language], _bold: true, ...data.gross_profit }] : []),
      ...(group.key === "operating_expenses" ? [{ account: operatingProfit[language], _bold: true, ...data.operating_profit }] : []),
      ...(group.key === "tax_expense" ? [{ account: netProfitLoss[language], _bold: true, ...data.net_profit }] : []),
    ]),
  }),
});
const netProfitLoss: LocalText = { en: "Net profit (loss)", id: "Laba (rugi) bersih" };
const grossProfit: LocalText = { en: "Gross profit", id: "Laba kotor" };
const operatingProfit: LocalText = { en: "Operating profit", id: "Laba usaha" };

const auditGroup = z.object({
  key: z.string(),
  title: z.string(),
  lines: z.array(z.object({ account_id: z.string(), code: z.string(), name: z.string(), amount: amountText })),
  total: amountText,
});
type AuditGroup = z.infer<typeof auditGroup>;

const auditTexts = {
  item: { en: "Item", id: "Pos" },
  amount: { en: "Amount", id: "Jumlah" },
  position: { en: "Statement of financial position", id: "Laporan posisi keuangan" },
  total_assets: { en: "Total assets", id: "Total aset" },
  prior_earnings: { en: "Retained earnings not yet closed", id: "Laba ditahan belum ditutup" },
  current_earnings: { en: "Current year earnings", id: "Laba tahun berjalan" },
  profit_or_loss: { en: "Statement of profit or loss", id: "Laporan laba rugi" },
  gross_profit: { en: "Gross profit", id: "Laba kotor" },
  operating_profit: { en: "Operating profit", id: "Laba usaha" },
  profit_before_tax: { en: "Profit before tax", id: "Laba sebelum pajak" },
  net_profit: { en: "Net profit", id: "Laba bersih" },
} as const satisfies Record<string, LocalText>;

export const auditReport = defineReport({
  name: "audit",
  resource,
  title: { en: "Financial statements", id: "Laporan keuangan" },
  query: z.strictObject({ ...fields.range, ...dimensionQueryFields(), ...fields.format }).refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    financial_position: z.object({
      date: z.string(),
      current_assets: auditGroup,
      non_current_assets: auditGroup,
      total_assets: amountText,
      current_liabilities: auditGroup,
      non_current_liabilities: auditGroup,
      total_liabilities: amountText,
      equity: auditGroup,
      prior_earnings: amountText,
      current_earnings: amountText,
      total_equity: amountText,
      total_liabilities_and_equity: amountText,
    }),
    profit_or_loss: z.object({
      from: z.string(),
      to: z.string(),
      revenue: auditGroup,
      cost_of_sales: auditGroup,
      gross_profit: amountText,
      operating_expenses: auditGroup,
      operating_profit: amountText,
      other_income: auditGroup,
      other_expenses: auditGroup,
      profit_before_tax: amountText,
      tax_expense: auditGroup,
      net_profit: amountText,
    }),
    balanced: z.boolean(),
  }),
  fileName: (q) => `financial-statements-${q.date_from}-${q.date_to}`,
  table: (data, _query, language) => {
    const fp = data.financial_position;
    const pl = data.profit_or_loss;
    const t = (text: LocalText) => text[language];
    const group = (g: AuditGroup): ReportTableRow[] => [
      { item: g.title, _bold: true },
      ...g.lines.map((l) => ({ item: accountCell(l), amount: l.amount, _level: 1 })),
      { item: `${t(texts.total)} ${g.title}`, amount: g.total, _bold: true },
    ];
    return {
      columns: [
        { key: "item", kind: "text", title: auditTexts.item },
        money("amount", auditTexts.amount),
      ],
      rows: [
        { item: `${t(auditTexts.position)} ${fp.date}`, _bold: true },
        ...group(fp.current_assets),
        ...group(fp.non_current_assets),
        { item: t(auditTexts.total_assets), amount: fp.total_assets, _bold: true },
        ...group(fp.current_liabilities),
        ...group(fp.non_current_liabilities),
        ...group(fp.equity),
        { item: t(auditTexts.prior_earnings), amount: fp.prior_earnings, _level: 1 },
        { item: t(auditTexts.current_earnings), amount: fp.current_earnings, _level: 1 },
        { item: t(texts.liabilities_and_equity), amount: fp.total_liabilities_and_equity, _bold: true },
        { item: " " },
        { item: t(auditTexts.profit_or_loss), _bold: true },
        ...group(pl.revenue),
        ...group(pl.cost_of_sales),
        { item: t(auditTexts.gross_profit), amount: pl.gross_profit, _bold: true },
        ...group(pl.operating_expenses),
        { item: t(auditTexts.operating_profit), amount: pl.operating_profit, _bold: true },
        ...group(pl.other_income),
        ...group(pl.other_expenses),
        { item: t(auditTexts.profit_before_tax), amount: pl.profit_before_tax, _bold: true },
        ...group(pl.tax_expense),
        { item: t(auditTexts.net_profit), amount: pl.net_profit, _bold: true },
      ],
    };
  },
});
