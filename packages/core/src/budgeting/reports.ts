import { z } from "zod";
import {
  defineReport,
  dimensionQueryFields,
  type LocalText,
  type ReportColumn,
  rangeInOrder,
  rangeOrderIssue,
  reportQueryFields as fields,
} from "../reports/definition.js";
import { profitLossGroupKeys } from "../reports/statement-reports.js";
import { accountRowFields, amountsByColumn, amountText, money, texts } from "../reports/shared.js";

export const budgetTexts = {
  budget_line: { en: "Budget line", id: "Mata anggaran" },
  budget: { en: "Budget", id: "Anggaran" },
  actual: { en: "Actual", id: "Realisasi" },
  variance: { en: "Variance", id: "Selisih" },
  used_percent: { en: "% used", id: "% terpakai" },
  original: { en: "Original", id: "Awal" },
  revisions: { en: "Revisions", id: "Revisi" },
  transfers: { en: "Transfers", id: "Pergeseran" },
  current: { en: "Current budget", id: "Anggaran berlaku" },
  available: { en: "Available", id: "Sisa anggaran" },
  committed: { en: "Committed", id: "Komitmen" },
  quantity: { en: "Quantity", id: "Kuantitas" },
  standard_price: { en: "Standard price", id: "Harga standar" },
  standard: { en: "Standard", id: "Standar" },
  actual_price: { en: "Actual per unit", id: "Realisasi per unit" },
  variance_percent: { en: "Variance %", id: "Selisih %" },
  flag: { en: "Beyond tolerance", id: "Melebihi toleransi" },
  document: { en: "Budget", id: "Anggaran" },
} as const satisfies Record<string, LocalText>;

const monthNames: Record<"en" | "id", string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  id: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"],
};

/** What a budget line is about, as the reports name it: the budget, its line, the account and the dimensions. */
const budgetLineKey = {
  budget_id: z.string(),
  budget_number: z.string().nullable(),
  line_no: z.number(),
  account_id: z.string().nullable(),
  /** `5101 · Salaries · Jakarta · Marketing`: the account and the dimensions the line names. */
  name: z.string(),
  /** Income lines (credit-normal accounts): a variance is favourable when actual exceeds budget. */
  income: z.boolean(),
};

const monthRow = z.object({
  ...budgetLineKey,
  budget: z.array(amountText),
  actual: z.array(amountText),
  /** Favourable positive: budget − actual for costs, actual − budget for income. */
  variance: z.array(amountText),
  budget_total: amountText,
  actual_total: amountText,
  variance_total: amountText,
});
export type BudgetMonthRow = z.infer<typeof monthRow>;

/**
 * `/report/report-budget-month`: per current budget line of the year, January to December — budget,
 * actual and variance each month (or cumulative through each month), and the year's totals.
 */
export const budgetMonthReport = defineReport({
  name: "report-budget-month",
  resource: "ReportBudget",
  title: { en: "Budget by month", id: "Anggaran per bulan" },
  query: z.strictObject({
    ...fields.year,
    ...fields.cumulative,
    ...dimensionQueryFields(["office_ids", "work_unit_ids", "activity_ids", "element_ids"]),
    ...fields.format,
    ...fields.paged,
  }),
  response: z.object({
    /** A page of the lines (an export reads every page); each with January–December. */
    rows: z.array(monthRow),
    /** Every line's, not the page's: summed in the database. */
    totals: monthRow.pick({ budget: true, actual: true, variance: true, budget_total: true, actual_total: true, variance_total: true }),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  }),
  fileName: (q) => `budget-month-${q.year}${q.cumulative === "true" ? "-cumulative" : ""}`,
  table: (data, _query, language) => {
    const columns: ReportColumn[] = [{ key: "budget_number", kind: "text", title: budgetTexts.document }, { key: "name", kind: "text", title: budgetTexts.budget_line }];
    monthNames.en.forEach((_m, i) => {
      const month = monthNames[language][i] ?? String(i + 1);
      columns.push(
        money(`b${i}`, { en: `${monthNames.en[i]} ${budgetTexts.budget.en}`, id: `${month} ${budgetTexts.budget.id}` }),
        money(`a${i}`, { en: `${monthNames.en[i]} ${budgetTexts.actual.en}`, id: `${month} ${budgetTexts.actual.id}` }),
        money(`v${i}`, { en: `${monthNames.en[i]} ${budgetTexts.variance.en}`, id: `${month} ${budgetTexts.variance.id}` }),
      );
    });
    columns.push(
      money("budget_total", { en: "Year budget", id: "Anggaran setahun" }),
      money("actual_total", { en: "Year actual", id: "Realisasi setahun" }),
      money("variance_total", { en: "Year variance", id: "Selisih setahun" }),
    );
    const cells = (r: Pick<BudgetMonthRow, "budget" | "actual" | "variance">) =>
      Object.fromEntries(r.budget.flatMap((b, i) => [[`b${i}`, b], [`a${i}`, r.actual[i]], [`v${i}`, r.variance[i]]]));
    return {
      columns,
      rows: [
        ...data.rows.map((r) => ({ budget_number: r.budget_number, name: r.name, ...cells(r), budget_total: r.budget_total, actual_total: r.actual_total, variance_total: r.variance_total })),
        { budget_number: texts.total[language], ...cells(data.totals), budget_total: data.totals.budget_total, actual_total: data.totals.actual_total, variance_total: data.totals.variance_total, _bold: true },
      ],
    };
  },
});

const realisationRow = z.object({
  ...budgetLineKey,
  /** The line as version 1 of its budget had it (the same account and dimensions), in the period. */
  original: amountText,
  /** What approved transfers between lines moved in (+) or out (−) of the line, in any version of its budget. */
  transfers: amountText,
  /** What revisions changed: current − original − transfers. */
  revisions: amountText,
  current: amountText,
  actual: amountText,
  /**
   * What approved documents hold of the line in the period and have not yet spent (purchase requests,
   * orders and invoices not posted: the commitments ledger), as the budget control counts it.
   */
  committed: amountText,
  /** Favourable positive: current − actual − committed for costs (what budget control leaves to ask), actual − current for income. */
  available: amountText,
  /** Actual ÷ current, in percent (none when nothing is budgeted). */
  used_percent: z.string().nullable(),
});
export type BudgetRealisationRow = z.infer<typeof realisationRow>;

/**
 * `/report/report-budget`: per current budget line, the period's original budget, revisions, current
 * budget, actual, what approved documents hold (committed), what is available and the percentage used;
 * drill down to the ledger of the line.
 */
export const budgetRealisationReport = defineReport({
  name: "report-budget",
  resource: "ReportBudget",
  title: { en: "Budget realisation", id: "Realisasi anggaran" },
  query: z
    .strictObject({ ...fields.range, ...dimensionQueryFields(["office_ids", "work_unit_ids", "activity_ids", "element_ids"]), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    rows: z.array(realisationRow),
    totals: realisationRow.pick({ original: true, transfers: true, revisions: true, current: true, actual: true, committed: true, available: true, used_percent: true }),
  }),
  fileName: (q) => `budget-realisation-${q.date_from}-${q.date_to}`,
  table: (data, _query, language) => ({
    columns: [
      { key: "budget_number", kind: "text", title: budgetTexts.document },
      { key: "name", kind: "text", title: budgetTexts.budget_line },
      money("original", budgetTexts.original),
      money("transfers", budgetTexts.transfers),
      money("revisions", budgetTexts.revisions),
      money("current", budgetTexts.current),
      money("actual", budgetTexts.actual),
      money("committed", budgetTexts.committed),
      money("available", budgetTexts.available),
      { key: "used_percent", kind: "number", title: budgetTexts.used_percent },
    ],
    rows: [...data.rows, { budget_number: texts.total[language], ...data.totals, _bold: true }],
  }),
});

/** The figures of a profit and loss row against the budget: the period's and the year's to date. */
export const profitLossBudgetKeys = ["actual", "budget", "variance", "variance_percent", "ytd_actual", "ytd_budget", "ytd_variance", "ytd_variance_percent"] as const;

const budgetSection = z.object({
  key: z.enum(profitLossGroupKeys),
  title: z.string(),
  /** Each account (headers summing theirs) with the keys of `profitLossBudgetKeys`; a percentage is left out when nothing is budgeted. */
  rows: z.array(z.object({ ...accountRowFields, values: amountsByColumn })),
  total: amountsByColumn,
});

/**
 * `/report/profit-loss-v2`: the profit and loss statement's groups with actual, budget, variance and
 * variance % for the period and for the year to its end — favourable variances positive (income above
 * budget, costs below it). The budget is the current budget lines that name an account, their whole
 * months in the period; lines of a dimension alone have no place in the statement (see the budget
 * reports for them).
 */
export const profitLossBudgetReport = defineReport({
  name: "profit-loss-v2",
  resource: "ReportBudget",
  title: { en: "Profit and loss against budget", id: "Laba rugi dibanding anggaran" },
  query: z
    .strictObject({ ...fields.range, ...fields.include_zero, ...dimensionQueryFields(["office_ids", "work_unit_ids", "activity_ids", "element_ids"]), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    groups: z.array(budgetSection),
    gross_profit: amountsByColumn,
    operating_profit: amountsByColumn,
    net_profit: amountsByColumn,
  }),
  fileName: (q) => `profit-loss-budget-${q.date_from}-${q.date_to}`,
  landscape: () => true,
  table: (data, _query, language) => {
    const titles: Record<(typeof profitLossBudgetKeys)[number], LocalText> = {
      actual: budgetTexts.actual,
      budget: budgetTexts.budget,
      variance: budgetTexts.variance,
      variance_percent: { en: "Variance %", id: "Selisih %" },
      ytd_actual: { en: "Actual YTD", id: "Realisasi s.d." },
      ytd_budget: { en: "Budget YTD", id: "Anggaran s.d." },
      ytd_variance: { en: "Variance YTD", id: "Selisih s.d." },
      ytd_variance_percent: { en: "Variance YTD %", id: "Selisih s.d. %" },
    };
    const profit = (title: LocalText, values: Record<string, string>) => ({ account: title[language], _bold: true, ...values });
    return {
      columns: [
        { key: "account", kind: "text", title: texts.account },
        ...profitLossBudgetKeys.map((k): ReportColumn => (k.endsWith("percent") ? { key: k, kind: "number", title: titles[k] } : money(k, titles[k]))),
      ],
      rows: data.groups.flatMap((g) => [
        { account: g.title, _bold: true },
        ...g.rows.map((r) => ({ account: `${r.code}  ${r.name}`, _level: r.level + 1, _bold: r.is_header, ...r.values })),
        { account: `${texts.total[language]} ${g.title}`, _bold: true, ...g.total },
        ...(g.key === "cost_of_sales" ? [profit({ en: "Gross profit", id: "Laba kotor" }, data.gross_profit)] : []),
        ...(g.key === "operating_expenses" ? [profit({ en: "Operating profit", id: "Laba usaha" }, data.operating_profit)] : []),
        ...(g.key === "tax_expense" ? [profit({ en: "Net profit (loss)", id: "Laba (rugi) bersih" }, data.net_profit)] : []),
      ]),
    };
  },
});

const standardRow = z.object({
  ...budgetLineKey,
  quantity: z.string(),
  standard_price: amountText,
  /** The line's budget in the period: quantity × standard price spread over its months. */
  standard: amountText,
  actual: amountText,
  /** Actual ÷ the period's share of the quantity: what a unit cost. */
  actual_price: amountText.nullable(),
  /** Favourable positive: standard − actual for costs, actual − standard for income. */
  variance: amountText,
  variance_percent: z.string().nullable(),
  /** Unfavourable by more than the tolerance. */
  beyond_tolerance: z.boolean(),
});

/**
 * `/report/audit/standard`: actual against standard — each current budget line priced as quantity ×
 * standard price, its standard in the period against what was posted on its account and dimensions,
 * the actual per unit, the variance, and the lines unfavourable beyond the tolerance flagged. (The
 * spec's `/report/audit` screen keeps the financial statements it shows.)
 */
export const auditStandardReport = defineReport({
  name: "audit/standard",
  resource: "ReportBudget",
  title: { en: "Actual against standard", id: "Realisasi terhadap standar" },
  query: z
    .strictObject({ ...fields.range, ...fields.tolerance, ...dimensionQueryFields(["office_ids", "work_unit_ids", "activity_ids", "element_ids"]), ...fields.format })
    .refine(rangeInOrder, rangeOrderIssue),
  response: z.object({
    rows: z.array(standardRow),
    totals: standardRow.pick({ standard: true, actual: true, variance: true, variance_percent: true }),
    beyond_tolerance: z.number(),
  }),
  fileName: (q) => `actual-against-standard-${q.date_from}-${q.date_to}`,
  table: (data, _query, language) => ({
    columns: [
      { key: "budget_number", kind: "text", title: budgetTexts.document },
      { key: "name", kind: "text", title: budgetTexts.budget_line },
      { key: "quantity", kind: "number", title: budgetTexts.quantity },
      money("standard_price", budgetTexts.standard_price),
      money("standard", budgetTexts.standard),
      money("actual", budgetTexts.actual),
      money("actual_price", budgetTexts.actual_price),
      money("variance", budgetTexts.variance),
      { key: "variance_percent", kind: "number", title: budgetTexts.variance_percent },
      { key: "flag", kind: "text", title: budgetTexts.flag },
    ],
    rows: [
      ...data.rows.map((r) => ({ ...r, flag: r.beyond_tolerance ? "⚠" : "" })),
      { budget_number: texts.total[language], ...data.totals, _bold: true },
    ],
  }),
});

export const budgetingReports = {
  "audit/standard": auditStandardReport,
  "profit-loss-v2": profitLossBudgetReport,
  "report-budget": budgetRealisationReport,
  "report-budget-month": budgetMonthReport,
} as const;
