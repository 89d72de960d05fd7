import { Grid, Pagination, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../lib/i18n";
import type { JournalReportEntry, JournalReportLine } from "../api";
import { ReportAmount } from "../components/ReportAmount";
import { ReportScreen } from "../components/ReportScreen";
import { useReportScreen } from "../components/use-report-screen";
import { useStickyOffset } from "../components/use-sticky-offset";
import { JournalNumber } from "../components/JournalNumber";
import { formatReportDate } from "../report-format";
import { PER_PAGE_CHOICES, reportDefinitions } from "../report-query";

const definition = reportDefinitions.journal;

interface JournalRow {
  key: string;
  journal: JournalReportEntry;
  line?: JournalReportLine;
}


/** /report/journal: the journals of a period with their lines, a page at a time. */
export function JournalReportPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const stickyOffset = useStickyOffset();
  const wide = Grid.useBreakpoint().md;
  const { filters, update, data, screen } = useReportScreen(definition, (d) => d.journals.length === 0);
  const rows: JournalRow[] = (data?.journals ?? []).flatMap((journal) => [
    { key: journal.id, journal },
    ...journal.lines.map((line, index) => ({ key: `${journal.id}:${index}`, journal, line })),
  ]);
  const isHeader = (row: JournalRow) => !row.line;
  const columns: ColumnsType<JournalRow> = [
    {
      key: "date",
      title: t("reports.columns.date"),
      render: (_, row) => isHeader(row) && <span className="report-nowrap report-strong">{formatReportDate(row.journal.date, language)}</span>,
    },
    {
      key: "number",
      title: t("reports.columns.number"),
      render: (_, row) =>
        isHeader(row) && <JournalNumber journalId={row.journal.id} number={row.journal.number} strong testId="journal-link" />,
    },
    {
      key: "account",
      title: t("reports.columns.account"),
      onCell: (row) => ({ colSpan: isHeader(row) ? 2 : 1 }),
      render: (_, row) =>
        row.line ? (
          <span className="report-account" style={{ paddingInlineStart: 16 }}>
            <span className="report-code">{row.line.code}</span>
            <span>{row.line.name}</span>
          </span>
        ) : (
          <span>
            <Tag>{t(`reports.journal_types.${row.journal.journal_type}`, { defaultValue: row.journal.journal_type })}</Tag>
            {row.journal.description}
          </span>
        ),
    },
    {
      key: "description",
      title: t("reports.columns.description"),
      onCell: (row) => ({ colSpan: isHeader(row) ? 0 : 1 }),
      render: (_, row) => row.line?.description,
    },
    {
      key: "debit",
      title: t("reports.columns.debit"),
      align: "right",
      render: (_, row) => row.line && <ReportAmount value={row.line.debit} />,
    },
    {
      key: "credit",
      title: t("reports.columns.credit"),
      align: "right",
      render: (_, row) => row.line && <ReportAmount value={row.line.credit} />,
    },
  ];
  return (
    <ReportScreen
      {...screen}
      status={
        data && (
          <span className="report-figure" data-testid="journal-totals">
            {t("reports.journal.count", { count: data.meta.total })} · {t("reports.journal.total_debit")}:{" "}
            <ReportAmount value={data.total_debit} strong showZero />
          </span>
        )
      }
    >
      <Table<JournalRow>
        rowKey="key"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: "max-content" }}
        sticky={wide ? { offsetHeader: stickyOffset } : undefined}
        rowClassName={(row) => (isHeader(row) ? "report-row report-row-journal" : "report-row")}
        data-testid="report-table"
      />
      <div className="report-pagination">
        <Pagination
          current={filters.page}
          pageSize={filters.per_page}
          total={data?.meta.total ?? 0}
          showSizeChanger
          pageSizeOptions={[...PER_PAGE_CHOICES]}
          onChange={(page, perPage) => update(perPage !== filters.per_page ? { page: 1, per_page: perPage } : { page })}
          showTotal={(total) => t("reports.journal.count", { count: total })}
          size="small"
        />
      </div>
    </ReportScreen>
  );
}
