import type { AuditStatements, BalanceSheet, ProfitLoss } from "./api";
import { auditGroup, type ReportRow, sectionRow, statementSection, totalRow } from "./report-rows";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Total current assets": a group's name inside a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

const hasFigure = (values: Record<string, string>) => Object.values(values).some((v) => !/^-?0*(\.0*)?$/.test(v));

const earningsRow = (key: string, label: string, values: Record<string, string>): ReportRow => ({
  key: `earnings:${key}`,
  kind: "account",
  label,
  level: 1,
  bold: false,
  values,
});

/** Assets, liabilities and equity (with the earnings not yet closed), then liabilities + equity. */
export function balanceSheetRows(data: BalanceSheet, t: Translate): ReportRow[] {
  const totalOf = (name: string) => t("reports.rows.total_of", { name: lowerFirst(name) });
  const titled = <S extends { title: string }>(section: S, key: string): S => ({ ...section, title: t(`reports.sections.${key}`) });
  const equity = titled(data.equity, "equity");
  const assets = titled(data.assets, "assets");
  const liabilities = titled(data.liabilities, "liabilities");
  const equityRows = statementSection("equity", equity, totalOf(equity.title));
  const earnings = [
    ...(hasFigure(equity.prior_earnings.values) ? [earningsRow("prior", equity.prior_earnings.label, equity.prior_earnings.values)] : []),
    earningsRow("current", equity.current_earnings.label, equity.current_earnings.values),
  ];
  // The earnings sit among the equity accounts, before the equity total.
  equityRows.splice(equityRows.length - 1, 0, ...earnings);
  return [
    ...statementSection("assets", assets, totalOf(assets.title)),
    ...statementSection("liabilities", liabilities, totalOf(liabilities.title)),
    ...equityRows,
    totalRow("liabilities_and_equity", t("reports.rows.liabilities_and_equity"), data.liabilities_and_equity),
  ];
}

/**
 * The statement's groups (revenue, cost of sales, operating expenses, other income, other expenses,
 * income tax; empty ones left out) with gross profit after the cost of sales, operating profit after
 * the operating expenses, and net profit per column.
 */
export function profitLossRows(data: ProfitLoss, t: Translate): ReportRow[] {
  const totalOf = (name: string) => t("reports.rows.total_of", { name: lowerFirst(name) });
  return data.groups.flatMap((group) => [
    ...(group.rows.length ? statementSection(group.key, group, totalOf(group.title)) : []),
    ...(group.key === "cost_of_sales" ? [totalRow("gross_profit", t("reports.rows.gross_profit"), data.gross_profit)] : []),
    ...(group.key === "operating_expenses" ? [totalRow("operating_profit", t("reports.rows.operating_profit"), data.operating_profit)] : []),
    ...(group.key === "tax_expense" ? [totalRow("net_profit", t("reports.rows.net_profit"), data.net_profit)] : []),
  ]);
}

export const AUDIT_COLUMN = "amount";

/** Statement of financial position in the standard grouping; empty groups are left out. */
export function financialPositionRows(data: AuditStatements["financial_position"], t: Translate): ReportRow[] {
  const group = (g: AuditStatements["financial_position"]["current_assets"]) =>
    g.lines.length ? auditGroup(g, AUDIT_COLUMN, t("reports.rows.total_of", { name: lowerFirst(g.title) })) : [];
  const figure = (key: string, value: string) => totalRow(key, t(`reports.audit.${key}`), { [AUDIT_COLUMN]: value });
  const equity = group(data.equity).slice(0, -1);
  if (!equity.length) equity.push(sectionRow("equity", data.equity.title));
  const earnings = [
    ...(hasFigure({ v: data.prior_earnings }) ? [earningsRow("prior", t("reports.audit.prior_earnings"), { [AUDIT_COLUMN]: data.prior_earnings })] : []),
    earningsRow("current", t("reports.audit.current_earnings"), { [AUDIT_COLUMN]: data.current_earnings }),
  ];
  return [
    ...group(data.current_assets),
    ...group(data.non_current_assets),
    figure("total_assets", data.total_assets),
    ...group(data.current_liabilities),
    ...group(data.non_current_liabilities),
    figure("total_liabilities", data.total_liabilities),
    ...equity,
    ...earnings,
    figure("total_equity", data.total_equity),
    figure("total_liabilities_and_equity", data.total_liabilities_and_equity),
  ];
}

/** Statement of profit or loss: gross profit, operating profit, profit before tax, net profit. */
export function profitOrLossRows(data: AuditStatements["profit_or_loss"], t: Translate): ReportRow[] {
  const group = (g: AuditStatements["profit_or_loss"]["revenue"]) =>
    g.lines.length ? auditGroup(g, AUDIT_COLUMN, t("reports.rows.total_of", { name: lowerFirst(g.title) })) : [];
  const figure = (key: string, value: string) => totalRow(key, t(`reports.audit.${key}`), { [AUDIT_COLUMN]: value });
  return [
    ...group(data.revenue),
    ...group(data.cost_of_sales),
    figure("gross_profit", data.gross_profit),
    ...group(data.operating_expenses),
    figure("operating_profit", data.operating_profit),
    ...group(data.other_income),
    ...group(data.other_expenses),
    figure("profit_before_tax", data.profit_before_tax),
    ...group(data.tax_expense),
    figure("net_profit", data.net_profit),
  ];
}
