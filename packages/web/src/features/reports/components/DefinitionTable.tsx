import type { ReportColumn, ReportDefinition, ReportResponse, ReportTableRow } from "@neraca/core";
import { Table } from "antd";
import { Link } from "react-router";
import type { ColumnsType } from "antd/es/table";
import { useUiLanguage } from "../../../lib/i18n";
import { formatReportDate } from "../report-format";
import { ReportAmount } from "./ReportAmount";

const INDENT_PX = 16;
type Row = ReportTableRow & { _key: number };

/**
 * Any report as its core definition tables it (the very columns and rows its Excel, PDF and CSV
 * hold), titled in the UI language: amounts right-aligned in the language's notation, dates written
 * out, the first column indented by tree depth, figures of a row with a `link` drilling down.
 */
export function DefinitionTable<R extends ReportDefinition>({
  report,
  data,
  params,
  link,
}: {
  report: R;
  data: ReportResponse<R>;
  /** The query the data answers (the screen's parameters). */
  params: Record<string, string>;
  link?: (row: ReportTableRow) => string | undefined;
}) {
  const language = useUiLanguage();
  const query = report.query.safeParse(params);
  const table = report.table(data, query.success ? query.data : {}, language);
  const cell = (column: ReportColumn, first: boolean) => (_: unknown, row: Row) => {
    const value = row[column.key];
    if (column.kind === "money") {
      return <ReportAmount value={value === null || value === undefined ? value : String(value)} strong={!!row._bold} to={link?.(row)} />;
    }
    const text = column.kind === "date" && typeof value === "string" ? formatReportDate(value, language) : value == null ? "" : String(value);
    const style = first ? { paddingInlineStart: (row._level ?? 0) * INDENT_PX } : undefined;
    // The first column of a row naming its screen (`_path`) opens it.
    const to = first && typeof row._path === "string" ? row._path : undefined;
    return (
      <span className={row._bold ? "report-strong" : undefined} style={style}>
        {to ? <Link to={to}>{text}</Link> : text}
      </span>
    );
  };
  const columns: ColumnsType<Row> = table.columns.map((column, index) => ({
    key: column.key,
    title: column.title[language],
    align: column.kind === "money" || column.kind === "number" ? "right" : "left",
    className: column.kind === "money" ? "report-amount-cell" : undefined,
    render: cell(column, index === 0),
  }));
  return (
    <Table<Row>
      rowKey="_key"
      size="small"
      bordered
      columns={columns}
      dataSource={table.rows.map((row, index) => ({ ...row, _key: index }))}
      pagination={false}
      scroll={{ x: "max-content" }}
      rowClassName={(row) => (row._bold ? "report-row report-row-strong" : "report-row")}
      data-testid="definition-table"
    />
  );
}
