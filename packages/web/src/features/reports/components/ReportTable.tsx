import { Grid, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import type { HTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ReportRow } from "../report-rows";
import { ReportAmount } from "./ReportAmount";
import { useStickyOffset } from "./use-sticky-offset";

export interface AmountColumn {
  key: string;
  title: ReactNode;
  /** Columns under a common heading (the worksheet's Debit/Credit pairs). */
  children?: AmountColumn[];
  /** Where a leaf account's figure in this column drills down to. */
  link?: (row: ReportRow) => string | undefined;
  /** A figure that is not an amount (a percentage). */
  render?: (row: ReportRow) => ReactNode;
}

/** A heading with its Debit and Credit columns under it (`<key>_debit`, `<key>_credit` unless named). */
export const debitCreditColumn = (
  t: TFunction,
  key: string,
  title: ReactNode,
  link: AmountColumn["link"],
  debit = `${key}_debit`,
  credit = `${key}_credit`,
): AmountColumn => ({
  key,
  title,
  children: [
    { key: debit, title: t("reports.columns.debit"), link },
    { key: credit, title: t("reports.columns.credit"), link },
  ],
});

const INDENT_PX = 16;

/** The account column: code and name, indented by level, headers and totals bold. */
export function AccountLabel({ row }: { row: Pick<ReportRow, "code" | "label" | "level" | "bold"> }) {
  return (
    <span className={row.bold ? "report-account report-strong" : "report-account"} style={{ paddingInlineStart: row.level * INDENT_PX }}>
      {row.code && <span className="report-code">{row.code}</span>}
      <span>{row.label}</span>
    </span>
  );
}

/**
 * A report as a table: accounts in tree order with header subtotals, sections and totals, figures
 * right-aligned, every leaf account's figure a link to its ledger lines. Wider than a phone? It
 * scrolls sideways inside its card, the account column staying in view on larger screens.
 */
export function ReportTable({ rows, columns, testId = "report-table" }: { rows: ReportRow[]; columns: AmountColumn[]; testId?: string }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const stickyOffset = useStickyOffset();
  const toColumn = (column: AmountColumn): ColumnsType<ReportRow>[number] =>
    column.children
      ? { key: column.key, title: column.title, align: "center", children: column.children.map(toColumn) }
      : {
          key: column.key,
          title: column.title,
          align: "right",
          className: "report-amount-cell",
          render: (_: unknown, row: ReportRow) =>
            column.render ? (
              <span className={row.bold ? "report-amount report-strong" : "report-amount"}>{column.render(row)}</span>
            ) : (
              <ReportAmount
              value={row.values[column.key]}
              strong={row.bold}
              showZero={row.kind === "total"}
              to={row.accountIds ? column.link?.(row) : undefined}
              />
            ),
        };
  const tableColumns: ColumnsType<ReportRow> = [
    {
      key: "account",
      title: t("reports.columns.account"),
      fixed: screens.md ? "left" : undefined,
      className: "report-account-cell",
      render: (_: unknown, row: ReportRow) => <AccountLabel row={row} />,
    },
    ...columns.map(toColumn),
  ];
  return (
    <Table<ReportRow>
      rowKey="key"
      size="small"
      bordered
      columns={tableColumns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: "max-content" }}
      // Long reports keep their column titles (and, when wide, a scrollbar) in view.
      sticky={screens.md ? { offsetHeader: stickyOffset } : undefined}
      rowClassName={(row) => `report-row report-row-${row.kind}${row.bold ? " report-row-strong" : ""}`}
      data-testid={testId}
      onRow={(row) => ({ "data-account": row.code ?? row.key }) as HTMLAttributes<HTMLElement>}
    />
  );
}
