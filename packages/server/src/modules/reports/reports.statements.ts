import { Amount, ZERO_AMOUNT as ZERO } from "@neraca/core";
import { sql } from "drizzle-orm";
import { accountTypeNames, type Language } from "@neraca/core";
import type { AccountSums } from "../ledger/balances.js";
import type { DateRange } from "../ledger/movements.js";
import { chartAndMovements, chartAndSums, monthEnd, movementsAt, net, nextDay, type ReportContext, type Sums, sumsAtDates } from "./report-context.js";
import { type AccountNode, keptLeafTotals, loadTree, type TreeRow, treeRows } from "./tree.js";

const fmt = (value: Amount) => value.toString();

export interface StatementColumn {
  key: string;
  label: string;
  /** Balance sheet: the date; profit and loss: the range. */
  date?: string;
  from?: string;
  to?: string;
  officeIds?: string[];
}

const label = (language: Language, en: string, id: string) => (language === "id" ? id : en);

/** Natural sign: positive on the account's normal side. */
const natural = (node: AccountNode, netDebit: Amount) => (node.normal === "credit" ? netDebit.negated() : netDebit);

function present(rows: TreeRow[], keys: string[]) {
  return rows.map((r) => ({
    account_id: r.node.id,
    code: r.node.code,
    name: r.node.name,
    type: r.node.type,
    level: r.level,
    is_header: r.isHeader,
    values: Object.fromEntries(keys.map((k, i) => [k, fmt(r.values[i] as Amount)])),
  }));
}

const asValues = (keys: string[], values: Amount[]) => Object.fromEntries(keys.map((k, i) => [k, fmt(values[i] as Amount)]));

/**
 * The balance sheet at one or more columns (dates, or offices at a date): assets, liabilities and
 * equity, with the earnings not yet closed into retained earnings shown in equity, so that
 * assets = liabilities + equity in every column.
 */
export async function balanceSheet(ctx: ReportContext, columns: StatementColumn[]) {
  const datesOf = (column: StatementColumn) => [nextDay(column.date as string), `${(column.date as string).slice(0, 4)}-01-01`];
  const first = await chartAndSums(ctx, datesOf(columns[0] as StatementColumn), columns[0]?.officeIds);
  const tree = first.tree;
  const keys = columns.map((c) => c.key);
  const width = columns.length;
  const values = new Map<string, Amount[]>();
  const currentEarnings: Amount[] = [];
  const priorEarnings: Amount[] = [];
  for (const [i, column] of columns.entries()) {
    const [at, yearStart] = (i === 0 ? first.sums : await sumsAtDates(ctx, datesOf(column), column.officeIds)) as [
      Map<string, Sums>,
      Map<string, Sums>,
    ];
    let current = ZERO;
    let prior = ZERO;
    for (const [id, sums] of at) {
      const node = tree.byId.get(id);
      if (!node) continue;
      if (node.type === "revenue" || node.type === "expense") {
        current = current.minus(net(sums).minus(net(yearStart.get(id))));
        continue;
      }
      const v = values.get(id) ?? Array.from({ length: width }, () => ZERO);
      v[i] = natural(node, net(sums));
      values.set(id, v);
    }
    for (const [id, sums] of yearStart) {
      const node = tree.byId.get(id);
      if (node && (node.type === "revenue" || node.type === "expense")) prior = prior.minus(net(sums as Sums));
    }
    currentEarnings.push(current);
    priorEarnings.push(prior);
  }
  const section = (type: "asset" | "liability" | "equity") =>
    treeRows(tree.roots, values, width, { includeZero: ctx.includeZero, keep: (n) => n.type === type });
  const total = (type: "asset" | "liability" | "equity") => keptLeafTotals(tree.roots, values, width, (n) => n.type === type);
  const assets = section("asset");
  const liabilities = section("liability");
  const equity = section("equity");
  const assetTotal = total("asset");
  const liabilityTotal = total("liability");
  const equityAccounts = total("equity");
  const equityTotal = equityAccounts.map((v, i) => v.plus(currentEarnings[i] as Amount).plus(priorEarnings[i] as Amount));
  const liabilitiesAndEquity = liabilityTotal.map((v, i) => v.plus(equityTotal[i] as Amount));
  const language = ctx.language;
  return {
    columns: columns.map((c) => ({ key: c.key, label: c.label, date: c.date as string })),
    assets: { title: accountTypeNames.asset[language], rows: present(assets, keys), total: asValues(keys, assetTotal) },
    liabilities: { title: accountTypeNames.liability[language], rows: present(liabilities, keys), total: asValues(keys, liabilityTotal) },
    equity: {
      title: accountTypeNames.equity[language],
      rows: present(equity, keys),
      prior_earnings: {
        label: label(language, "Retained earnings not yet closed", "Laba ditahan belum ditutup"),
        values: asValues(keys, priorEarnings),
      },
      current_earnings: { label: label(language, "Current year earnings", "Laba tahun berjalan"), values: asValues(keys, currentEarnings) },
      total: asValues(keys, equityTotal),
    },
    liabilities_and_equity: asValues(keys, liabilitiesAndEquity),
    balanced: assetTotal.every((v, i) => v.equals(liabilitiesAndEquity[i] as Amount)),
  };
}

/**
 * Revenue and expense per column (a range each), year-end closing journals left out: each account's
 * movement (natural sign) and the totals, which the dashboard's widget reads too. The columns of the
 * first column's offices (all of them, in the profit and loss report and its month columns) read
 * their movements in one query with the chart: the balance rows of the years of their whole months,
 * the lines of their partial months and of the closing journals.
 */
export async function profitLossFigures(ctx: ReportContext, columns: StatementColumn[]) {
  const rangeOf = (column: StatementColumn) => ({ from: column.from as string, to: column.to as string });
  const offices = columns[0]?.officeIds;
  const shared = columns.filter((c) => c.officeIds === offices);
  const first = await chartAndMovements(ctx, shared.map(rangeOf), { officeIds: offices, withoutClosing: true, profitAndLoss: true });
  const tree = first.tree;
  const width = columns.length;
  const values = new Map<string, Amount[]>();
  /** Each revenue and expense account's movement within range `at` of `movements` as column `i`, for each pair. */
  const put = (movements: AccountSums[], pairs: [i: number, at: number][]) => {
    for (const m of movements) {
      const node = tree.byId.get(m.accountId);
      if (!node || (node.type !== "revenue" && node.type !== "expense")) continue;
      let v = values.get(m.accountId);
      if (!v) {
        v = Array<Amount>(width).fill(ZERO);
        values.set(m.accountId, v);
      }
      for (const [i, at] of pairs) v[i] = natural(node, Amount.of((m.debit[at] as bigint) - (m.credit[at] as bigint)));
    }
  };
  put(first.movements, columns.flatMap((c, i): [number, number][] => (c.officeIds === offices ? [[i, shared.indexOf(c)]] : [])));
  for (const [i, column] of columns.entries()) {
    if (column.officeIds !== offices) put(await movementsAt(ctx, [rangeOf(column)], { officeIds: column.officeIds, withoutClosing: true, profitAndLoss: true }), [[i, 0]]);
  }
  const revenue = keptLeafTotals(tree.roots, values, width, isRevenue);
  const expense = keptLeafTotals(tree.roots, values, width, isExpense);
  return { tree, values, totals: { revenue, expense, net: revenue.map((v, i) => v.minus(expense[i] as Amount)) } };
}

const isRevenue = (node: AccountNode) => node.type === "revenue";
const isExpense = (node: AccountNode) => node.type === "expense";

/**
 * The groups of a profit and loss statement, in its order, each account in exactly one by its type and
 * subtype: revenue (sales), cost of sales, operating expenses, other income, other expenses, income tax.
 * Declared once as data: the statement tests its accounts with `groupLeaf`, the dashboard's totals
 * (`profitLossTotals`) with `groupKeySql` in the database.
 */
const profitLossGroups = [
  { key: "revenue", sign: 1, type: "revenue", subtypes: { not: ["other_income"] } },
  { key: "cost_of_sales", sign: -1, type: "expense", subtypes: { in: ["cost_of_sales"] } },
  { key: "operating_expenses", sign: -1, type: "expense", subtypes: { not: ["cost_of_sales", "other_expense", "tax_expense"] } },
  { key: "other_income", sign: 1, type: "revenue", subtypes: { in: ["other_income"] } },
  { key: "other_expenses", sign: -1, type: "expense", subtypes: { in: ["other_expense"] } },
  { key: "tax_expense", sign: -1, type: "expense", subtypes: { in: ["tax_expense"] } },
] as const satisfies readonly { key: string; sign: 1 | -1; type: "revenue" | "expense"; subtypes: { in: readonly string[] } | { not: readonly string[] } }[];

type ProfitLossGroup = (typeof profitLossGroups)[number];

/** Whether an account falls in group `g` by its type and subtype. */
const groupLeaf = (g: ProfitLossGroup) => (n: AccountNode) =>
  n.type === g.type && ("in" in g.subtypes ? (g.subtypes.in as readonly string[]).includes(n.subtype ?? "") : !(g.subtypes.not as readonly string[]).includes(n.subtype ?? ""));

/** The same test in SQL over the account as `a`: its group's key, or null outside the statement. */
const groupKeySql = sql.join(
  [
    sql`CASE`,
    ...profitLossGroups.map((g) => {
      const subtypes = "in" in g.subtypes ? g.subtypes.in : g.subtypes.not;
      const test = sql.join(subtypes.map((t) => sql`${t}`), sql`, `);
      return sql`WHEN a.type = ${g.type} AND coalesce(a.subtype, '') ${"in" in g.subtypes ? sql`IN` : sql`NOT IN`} (${test}) THEN ${g.key}`;
    }),
    sql`END`,
  ],
  sql` `,
);

/** A node is kept in a group when it is one of its leaves or a header above one. */
const inGroup = (leaf: (node: AccountNode) => boolean) => {
  const kept = (node: AccountNode): boolean => (node.children.length === 0 ? leaf(node) : node.children.some(kept));
  return kept;
};

/**
 * The profit and loss statement: `profitLossFigures` as rows (headers summing their accounts) and totals
 * per column key — by type (revenue, expense: the dashboard and older readers) and in the statement's
 * groups with gross profit (revenue less cost of sales) and operating profit between them.
 */
/** Each group's totals per column of `profitLossFigures`, and what the groups up to one leave (`through(1)`: gross profit). */
export function profitLossGroupTotals(figures: Awaited<ReturnType<typeof profitLossFigures>>, width: number) {
  const { tree, values } = figures;
  const groups = profitLossGroups.map((g) => {
    const keep = inGroup(groupLeaf(g));
    return { key: g.key, keep, totals: keptLeafTotals(tree.roots, values, width, keep), sign: g.sign };
  });
  const through = (last: number) =>
    Array.from({ length: width }, (_, i) => groups.slice(0, last + 1).reduce((sum, g) => (g.sign > 0 ? sum.plus(g.totals[i] as Amount) : sum.minus(g.totals[i] as Amount)), ZERO));
  return { groups, through };
}

/**
 * The profit and loss statement's totals per range without its rows (the dashboard's widgets): each
 * group per range, revenue and expense, net profit and what the groups up to one leave, summed in the
 * database from the same movements (`movementsQuery`, closing journals left out) by the same groups,
 * each account signed by its normal balance as the statement does — no chart read, a few rows.
 */
export async function profitLossTotals(ctx: ReportContext, ranges: readonly DateRange[]) {
  const width = ranges.length;
  const sums = await movementsAt(ctx, ranges, {
    withoutClosing: true,
    groupBy: { key: groupKeySql, sign: sql`CASE WHEN a.normal_balance = 'credit' THEN -1 ELSE 1 END` },
  });
  const byKey = new Map(sums.map((s) => [s.accountId, s.debit]));
  const groups = profitLossGroups.map((g) => ({ key: g.key, sign: g.sign, type: g.type, totals: (byKey.get(g.key) ?? Array<bigint>(width).fill(0n)).map((c) => Amount.of(c)) }));
  const sum = (list: typeof groups) => Array.from({ length: width }, (_, i) => list.reduce((total, g) => total.plus(g.totals[i] as Amount), ZERO));
  const revenue = sum(groups.filter((g) => g.type === "revenue"));
  const expense = sum(groups.filter((g) => g.type === "expense"));
  const through = (last: number) =>
    Array.from({ length: width }, (_, i) => groups.slice(0, last + 1).reduce((total, g) => (g.sign > 0 ? total.plus(g.totals[i] as Amount) : total.minus(g.totals[i] as Amount)), ZERO));
  return { groups, through, totals: { revenue, expense, net: revenue.map((v, i) => v.minus(expense[i] as Amount)) } };
}

export async function profitLoss(ctx: ReportContext, columns: StatementColumn[]) {
  const figures = await profitLossFigures(ctx, columns);
  const { tree, values, totals } = figures;
  const keys = columns.map((c) => c.key);
  const rows = (keep: (node: AccountNode) => boolean) => present(treeRows(tree.roots, values, keys.length, { includeZero: ctx.includeZero, keep }), keys);
  const language = ctx.language;
  const grouped = profitLossGroupTotals(figures, keys.length);
  const groups = grouped.groups.map((g) => ({ key: g.key, title: groupTitles[g.key][language === "id" ? 1 : 0], rows: rows(g.keep), totals: g.totals }));
  const through = grouped.through;
  return {
    columns: columns.map((c) => ({ key: c.key, label: c.label, from: c.from as string, to: c.to as string })),
    revenue: { title: accountTypeNames.revenue[language], rows: rows(isRevenue), total: asValues(keys, totals.revenue) },
    expense: { title: accountTypeNames.expense[language], rows: rows(isExpense), total: asValues(keys, totals.expense) },
    groups: groups.map((g) => ({ key: g.key, title: g.title, rows: g.rows, total: asValues(keys, g.totals) })),
    gross_profit: asValues(keys, through(1)),
    operating_profit: asValues(keys, through(2)),
    net_profit: asValues(keys, totals.net),
  };
}

/** Month columns between two dates (at most 24), each clipped to the range. */
export function monthColumns(from: string, to: string, language: Language): StatementColumn[] {
  const out: StatementColumn[] = [];
  let month = from.slice(0, 7);
  while (month <= to.slice(0, 7) && out.length < 24) {
    const start = `${month}-01` < from ? from : `${month}-01`;
    const end = monthEnd(month) > to ? to : monthEnd(month);
    const [y, m] = month.split("-").map(Number) as [number, number];
    const name = new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(language === "id" ? "id-ID" : "en-GB", {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    out.push({ key: month, label: name, from: start, to: end });
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  }
  return out;
}

const standardGroups = {
  current_assets: ["cash", "bank", "receivable", "inventory", "prepaid", "tax_prepaid", "other_current_asset"],
  non_current_assets: ["fixed_asset", "accumulated_depreciation", "other_asset"],
  current_liabilities: ["payable", "tax_payable", "accrued", "other_current_liability"],
  non_current_liabilities: ["long_term_liability"],
  equity: ["capital", "retained_earnings", "current_earnings", "opening_balance", "other_equity"],
  revenue: ["sales"],
  cost_of_sales: ["cost_of_sales"],
  operating_expenses: ["operating_expense", "depreciation"],
  other_income: ["other_income"],
  other_expenses: ["other_expense"],
  tax_expense: ["tax_expense"],
} as const;

/** A statement group's title in a language. */
export const statementGroupTitle = (key: keyof typeof standardGroups, language: Language) => groupTitles[key][language === "id" ? 1 : 0];

const groupTitles: Record<keyof typeof standardGroups, [string, string]> = {
  current_assets: ["Current assets", "Aset lancar"],
  non_current_assets: ["Non-current assets", "Aset tidak lancar"],
  current_liabilities: ["Current liabilities", "Liabilitas jangka pendek"],
  non_current_liabilities: ["Non-current liabilities", "Liabilitas jangka panjang"],
  equity: ["Equity", "Ekuitas"],
  revenue: ["Revenue", "Pendapatan"],
  cost_of_sales: ["Cost of sales", "Beban pokok penjualan"],
  operating_expenses: ["Operating expenses", "Beban usaha"],
  other_income: ["Other income", "Pendapatan lain-lain"],
  other_expenses: ["Other expenses", "Beban lain-lain"],
  tax_expense: ["Income tax expense", "Beban pajak penghasilan"],
};

/**
 * The financial statements in the standard (PSAK) grouping, actual figures: statement of financial
 * position at `to` and profit or loss for the range, grouped by account subtype.
 */
export async function auditStatements(ctx: ReportContext, from: string, to: string) {
  const tree = await loadTree(ctx.tx, ctx.companyId);
  const bs = await balanceSheet(ctx, [{ key: "actual", label: to, date: to }]);
  const pl = await profitLoss(ctx, [{ key: "actual", label: `${from} – ${to}`, from, to }]);
  const amounts = new Map<string, string>();
  for (const r of [...bs.assets.rows, ...bs.liabilities.rows, ...bs.equity.rows, ...pl.revenue.rows, ...pl.expense.rows]) {
    if (!r.is_header) amounts.set(r.account_id, r.values.actual as string);
  }
  const language = ctx.language;
  const group = (key: keyof typeof standardGroups) => {
    const subtypes = standardGroups[key] as readonly string[];
    const lines = [...tree.byId.values()]
      .filter((n) => n.children.length === 0 && subtypes.includes(n.subtype ?? "") && amounts.has(n.id))
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((n) => ({ account_id: n.id, code: n.code, name: n.name, amount: amounts.get(n.id) as string }));
    let total = ZERO;
    for (const l of lines) total = total.plus(l.amount);
    return { key, title: groupTitles[key][language === "id" ? 1 : 0], lines, total };
  };
  const g = Object.fromEntries((Object.keys(standardGroups) as (keyof typeof standardGroups)[]).map((k) => [k, group(k)])) as Record<
    keyof typeof standardGroups,
    ReturnType<typeof group>
  >;
  // Accounts without a subtype still count: they go to the group of their type's first bucket.
  const unassigned = [...tree.byId.values()].filter((n) => n.children.length === 0 && !n.subtype && amounts.has(n.id));
  for (const n of unassigned) {
    const key = ({ asset: "current_assets", liability: "current_liabilities", equity: "equity", revenue: "revenue", expense: "operating_expenses" } as const)[n.type];
    g[key].lines.push({ account_id: n.id, code: n.code, name: n.name, amount: amounts.get(n.id) as string });
    g[key].total = g[key].total.plus(amounts.get(n.id) as string);
  }
  const m = (x: Amount) => fmt(x);
  const grossProfit = g.revenue.total.minus(g.cost_of_sales.total);
  const operatingProfit = grossProfit.minus(g.operating_expenses.total);
  const beforeTax = operatingProfit.plus(g.other_income.total).minus(g.other_expenses.total);
  const netProfit = beforeTax.minus(g.tax_expense.total);
  const earnings = bs.equity.current_earnings.values.actual as string;
  const prior = bs.equity.prior_earnings.values.actual as string;
  const present = (x: ReturnType<typeof group>) => ({ ...x, total: m(x.total) });
  return {
    financial_position: {
      date: to,
      current_assets: present(g.current_assets),
      non_current_assets: present(g.non_current_assets),
      total_assets: bs.assets.total.actual as string,
      current_liabilities: present(g.current_liabilities),
      non_current_liabilities: present(g.non_current_liabilities),
      total_liabilities: bs.liabilities.total.actual as string,
      equity: present(g.equity),
      prior_earnings: prior,
      current_earnings: earnings,
      total_equity: bs.equity.total.actual as string,
      total_liabilities_and_equity: bs.liabilities_and_equity.actual as string,
    },
    profit_or_loss: {
      from,
      to,
      revenue: present(g.revenue),
      cost_of_sales: present(g.cost_of_sales),
      gross_profit: m(grossProfit),
      operating_expenses: present(g.operating_expenses),
      operating_profit: m(operatingProfit),
      other_income: present(g.other_income),
      other_expenses: present(g.other_expenses),
      profit_before_tax: m(beforeTax),
      tax_expense: present(g.tax_expense),
      net_profit: m(netProfit),
    },
    balanced: bs.balanced,
  };
}
