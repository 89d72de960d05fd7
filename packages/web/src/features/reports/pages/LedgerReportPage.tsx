import { Grid, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../../lib/i18n";
import type { LedgerAccount, LedgerLine } from "../api";
import { ReportAmount } from "../components/ReportAmount";
import { ReportEmpty, ReportScreen } from "../components/ReportScreen";
import { useReportScreen } from "../components/use-report-screen";
import { useStickyOffset } from "../components/use-sticky-offset";
import { JournalNumber } from "../components/JournalNumber";
import { formatReportDate } from "../report-format";
import { reportDefinitions } from "../report-query";

const definition = reportDefinitions.ledger;

interface LedgerRow {
  key: string;
  kind: "account" | "opening" | "line" | "closing";
  account: LedgerAccount;
  line?: LedgerLine;
}

/** Each account: its title, opening balance, lines with the running balance, closing balance. */
export function ledgerRows(accounts: readonly LedgerAccount[]): LedgerRow[] {
  return accounts.flatMap((account) => [
    { key: `${account.account_id}:account`, kind: "account" as const, account },
    { key: `${account.account_id}:opening`, kind: "opening" as const, account },
    ...account.lines.map((line, index) => ({ key: `${account.account_id}:${line.journal_id}:${index}`, kind: "line" as const, account, line })),
    { key: `${account.account_id}:closing`, kind: "closing" as const, account },
  ]);
}

const TEXT_COLUMNS = 4;

/**
 * /report/ledger: per account, the opening balance, every line of the period with its running
 * balance (on the account's normal side) and the closing balance; a line opens its journal.
 */
export function LedgerReportPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  // A reader of reports only gets the journal's number, not a link to a screen they may not open.
  const stickyOffset = useStickyOffset();
  const wide = Grid.useBreakpoint().md;
  const { data, screen } = useReportScreen(definition, (d) => d.accounts.length === 0);
  // The title and balance rows span the text columns; the other cells of such a row are merged in.
  const spanFirst = (row: LedgerRow) => ({ colSpan: row.kind === "account" ? TEXT_COLUMNS + 3 : row.kind === "line" ? 1 : TEXT_COLUMNS });
  const spanText = (row: LedgerRow) => ({ colSpan: row.kind === "line" ? 1 : 0 });
  const spanAmount = (row: LedgerRow) => ({ colSpan: row.kind === "account" ? 0 : 1 });
  const first = (row: LedgerRow): ReactNode => {
    if (row.kind === "account") {
      return (
        <span className="report-account report-strong" data-testid="ledger-account">
          <span className="report-code">{row.account.code}</span>
          <span>{row.account.name}</span>
          <Tag className="report-normal-tag">{t(`reports.ledger.normal_${row.account.normal_balance}`)}</Tag>
        </span>
      );
    }
    if (row.kind === "opening") return <span className="report-muted">{t("reports.rows.opening_balance")}</span>;
    if (row.kind === "closing") return <span className="report-strong">{t("reports.rows.closing_balance")}</span>;
    return <span className="report-nowrap">{formatReportDate(row.line?.date, language)}</span>;
  };
  // A line's debit or credit; the account's total on its closing row.
  const side = (key: "debit" | "credit"): ColumnsType<LedgerRow>[number] => ({
    key,
    title: t(`reports.columns.${key}`),
    align: "right",
    onCell: spanAmount,
    render: (_, row) =>
      row.kind === "line" ? <ReportAmount value={row.line?.[key]} /> : row.kind === "closing" ? <ReportAmount value={row.account[key]} strong showZero /> : null,
  });
  const columns: ColumnsType<LedgerRow> = [
    { key: "date", title: t("reports.columns.date"), onCell: spanFirst, render: (_, row) => first(row) },
    {
      key: "number",
      title: t("reports.columns.journal"),
      onCell: spanText,
      render: (_, row) =>
        row.line && <JournalNumber journalId={row.line.journal_id} number={row.line.number} testId="ledger-journal-link" />,
    },
    {
      key: "description",
      title: t("reports.columns.description"),
      onCell: spanText,
      render: (_, row) => row.line && (row.line.description ?? row.line.journal_description ?? ""),
    },
    { key: "office", title: t("reports.columns.office"), onCell: spanText, render: (_, row) => row.line?.office_name },
    side("debit"),
    side("credit"),
    {
      key: "balance",
      title: t("reports.columns.balance"),
      align: "right",
      onCell: spanAmount,
      render: (_, row) => {
        if (row.kind === "opening") return <ReportAmount value={row.account.opening_balance} showZero />;
        if (row.kind === "closing") return <ReportAmount value={row.account.closing_balance} strong showZero />;
        if (row.kind === "line") return <ReportAmount value={row.line?.balance} showZero />;
        return null;
      },
    },
  ];
  return (
    <ReportScreen
      {...screen}
      status={data && <span className="report-figure">{t("reports.ledger.accounts", { count: data.accounts.length })}</span>}
    >
      <Table<LedgerRow>
        rowKey="key"
        size="small"
        bordered
        columns={columns}
        dataSource={data ? ledgerRows(data.accounts) : []}
        pagination={false}
        scroll={{ x: "max-content" }}
        sticky={wide ? { offsetHeader: stickyOffset } : undefined}
        locale={{ emptyText: <ReportEmpty /> }}
        rowClassName={(row) => `report-row report-row-ledger-${row.kind}`}
        data-testid="report-table"
      />
    </ReportScreen>
  );
}
