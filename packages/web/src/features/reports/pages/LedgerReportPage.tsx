import { LeftOutlined, RightOutlined, VerticalRightOutlined } from "@ant-design/icons";
import { Button, Grid, Select, Space, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "@neraca/core";
import { useUiLanguage } from "../../../lib/i18n";
import type { LedgerAccount, LedgerLine, LedgerReport } from "../api";
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
  /** `carried`: the account goes on on the next page (its balance so far). */
  kind: "account" | "opening" | "line" | "closing" | "carried";
  account: LedgerAccount;
  line?: LedgerLine;
}

/**
 * Each account's part on this page: its title, opening balance (or the balance brought forward when
 * the page starts within its lines), lines with the running balance, and its closing balance (or
 * the balance carried to the next page).
 */
export function ledgerRows(accounts: readonly LedgerAccount[]): LedgerRow[] {
  return accounts.flatMap((account) => [
    { key: `${account.account_id}:account`, kind: "account" as const, account },
    { key: `${account.account_id}:opening`, kind: "opening" as const, account },
    ...account.lines.map((line, index) => ({ key: `${account.account_id}:${line.journal_id}:${index}`, kind: "line" as const, account, line })),
    { key: `${account.account_id}:${account.continues ? "carried" : "closing"}`, kind: account.continues ? ("carried" as const) : ("closing" as const), account },
  ]);
}

type Cursor = { start_account_id: string; start_line: number };

/**
 * The ledger's pages: the first, the one before (the pages walked through, kept while the filters
 * stay), the next (where the answer says it starts), and any account of the report to go to.
 */
function LedgerPager({
  data,
  cursor,
  onMove,
  canGoBack,
  onBack,
  testId,
}: {
  data: LedgerReport;
  cursor: Cursor;
  onMove: (to: Cursor, remember: boolean) => void;
  canGoBack: boolean;
  onBack: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const first = data.accounts[0];
  const last = data.accounts.at(-1);
  const at = (id: string | undefined) => data.index.findIndex((a) => a.account_id === id) + 1;
  const onFirstPage = !cursor.start_account_id || (at(cursor.start_account_id) === 1 && cursor.start_line === 0);
  return (
    <div className="report-ledger-pager" data-testid={testId}>
      <Select
        showSearch
        className="report-ledger-account-select"
        value={first?.account_id}
        placeholder={t("reports.ledger.go_to_account")}
        aria-label={t("reports.ledger.go_to_account")}
        optionFilterProp="label"
        options={data.index.map((a) => ({ value: a.account_id, label: `${a.code} ${a.name}` }))}
        onChange={(id: string) => onMove({ start_account_id: id, start_line: 0 }, true)}
        data-testid={`${testId}-account`}
        popupMatchSelectWidth={false}
      />
      <span className="report-figure" data-testid={`${testId}-position`}>
        {first && last && t("reports.ledger.position", { from: at(first.account_id), to: at(last.account_id), count: data.index.length })}
      </span>
      <Space.Compact>
        <Button icon={<VerticalRightOutlined />} disabled={onFirstPage} onClick={() => onMove({ start_account_id: "", start_line: 0 }, false)} data-testid={`${testId}-first`}>
          {t("reports.ledger.first_page")}
        </Button>
        <Button icon={<LeftOutlined />} disabled={!canGoBack || onFirstPage} onClick={onBack} data-testid={`${testId}-previous`}>
          {t("reports.ledger.previous_page")}
        </Button>
        <Button
          icon={<RightOutlined />}
          iconPosition="end"
          disabled={!data.next}
          onClick={() => data.next && onMove({ start_account_id: data.next.account_id, start_line: data.next.line }, true)}
          data-testid={`${testId}-next`}
        >
          {t("reports.ledger.next_page")}
        </Button>
      </Space.Compact>
    </div>
  );
}

const TEXT_COLUMNS = 4;

/**
 * /report/ledger: per account, the opening balance, every line of the period with its running
 * balance (on the account's normal side) and the closing balance; a line opens its journal. A page
 * holds a few hundred lines (the server's page), so a year of a busy company opens at once; the
 * export buttons give the whole report.
 */
export function LedgerReportPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  // A reader of reports only gets the journal's number, not a link to a screen they may not open.
  const stickyOffset = useStickyOffset();
  const wide = Grid.useBreakpoint().md;
  const { filters, params, update, data, screen } = useReportScreen(definition, (d) => d.index.length === 0);
  const cursor: Cursor = { start_account_id: filters.start_account_id, start_line: filters.start_line };
  // The pages walked through to this one, to step back; another report (other filters) starts afresh.
  const [trail, setTrail] = useState<Cursor[]>([]);
  const { start_account_id: _start, start_line: _line, ...report } = params;
  const reportKey = JSON.stringify(report);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trail belongs to one report (its filters)
  useEffect(() => setTrail([]), [reportKey]);
  const move = (to: Cursor, remember: boolean) => {
    setTrail(remember ? [...trail, cursor] : []);
    update(to);
    window.scrollTo({ top: 0 });
  };
  const back = () => {
    const previous = trail.at(-1);
    if (!previous) return;
    setTrail(trail.slice(0, -1));
    update(previous);
    window.scrollTo({ top: 0 });
  };
  const pager = (testId: string) =>
    data && <LedgerPager data={data} cursor={cursor} onMove={move} canGoBack={trail.length > 0} onBack={back} testId={testId} />;
  // The title and balance rows span the text columns; the other cells of such a row are merged in.
  // With lines in a foreign currency, one more text column (the amount in it and its rate).
  const foreign = !!data?.accounts.some((a) => a.lines.some((l) => l.currency));
  const textColumns = TEXT_COLUMNS + (foreign ? 1 : 0);
  // An account holding one foreign currency: its balance in it beside the base one.
  const inCurrency = !!data?.accounts.some((a) => a.lines.some((l) => l.balance_currency));
  const spanFirst = (row: LedgerRow) => ({ colSpan: row.kind === "account" ? textColumns + 3 + (inCurrency ? 1 : 0) : row.kind === "line" ? 1 : textColumns });
  const spanText = (row: LedgerRow) => ({ colSpan: row.kind === "line" ? 1 : 0 });
  const spanAmount = (row: LedgerRow) => ({ colSpan: row.kind === "account" ? 0 : 1 });
  const first = (row: LedgerRow): ReactNode => {
    if (row.kind === "account") {
      return (
        <span className="report-account report-strong" data-testid="ledger-account">
          <span className="report-code">{row.account.code}</span>
          <span>{row.account.name}</span>
          <Tag className="report-normal-tag">{t(`reports.ledger.normal_${row.account.normal_balance}`)}</Tag>
          {row.account.first_line > 0 && <Tag data-testid="ledger-continued">{t("reports.ledger.continued")}</Tag>}
          {/* A foreign account's balances in its currency (read from the balances), beside the base ones. */}
          {row.account.currency_balances.map((c) => (
            <Tag key={c.currency} data-testid="ledger-currency-balance">
              {t("reports.ledger.in_currency", { currency: c.currency, opening: formatAmount(c.opening, language), closing: formatAmount(c.closing, language) })}
            </Tag>
          ))}
        </span>
      );
    }
    if (row.kind === "opening")
      return <span className="report-muted">{t(row.account.first_line > 0 ? "reports.ledger.brought_forward" : "reports.rows.opening_balance")}</span>;
    if (row.kind === "closing") return <span className="report-strong">{t("reports.rows.closing_balance")}</span>;
    if (row.kind === "carried") return <span className="report-muted">{t("reports.ledger.carried_forward")}</span>;
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
    // Lines in a foreign currency (DESIGN §13): the amount in it and its rate, beside the base amounts.
    ...(foreign
      ? [
          {
            key: "foreign",
            title: t("reports.columns.foreign"),
            align: "right" as const,
            onCell: spanText,
            render: (_: unknown, row: LedgerRow) =>
              row.line?.currency && row.line.amount_currency && row.line.rate ? (
                <span className="report-nowrap" data-testid="ledger-foreign">
                  {row.line.currency} {formatAmount(row.line.amount_currency, language)} @ {formatAmount(row.line.rate, language, { fraction: "rate" })}
                </span>
              ) : null,
          },
        ]
      : []),
    side("debit"),
    side("credit"),
    {
      key: "balance",
      title: t("reports.columns.balance"),
      align: "right",
      onCell: spanAmount,
      render: (_, row) => {
        if (row.kind === "opening") return <ReportAmount value={row.account.page_opening_balance} showZero />;
        if (row.kind === "carried") return <ReportAmount value={row.account.lines.at(-1)?.balance ?? row.account.page_opening_balance} showZero />;
        if (row.kind === "closing") return <ReportAmount value={row.account.closing_balance} strong showZero />;
        if (row.kind === "line") return <ReportAmount value={row.line?.balance} showZero />;
        return null;
      },
    },
    ...(inCurrency
      ? [
          {
            key: "balance_currency",
            title: t("reports.columns.balance_currency"),
            align: "right" as const,
            onCell: spanAmount,
            render: (_: unknown, row: LedgerRow) => {
              const held = row.account.currency_balances.length === 1 ? row.account.currency_balances[0] : undefined;
              if (!held) return null;
              const lastLine = row.account.lines.at(-1)?.balance_currency;
              const value =
                row.kind === "line"
                  ? row.line?.balance_currency
                  : row.kind === "opening"
                    ? row.account.first_line > 0
                      ? null
                      : held.opening
                    : row.kind === "closing"
                      ? held.closing
                      : row.kind === "carried"
                        ? lastLine
                        : null;
              return value ? (
                <span className="report-nowrap" data-testid="ledger-balance-currency">
                  {held.currency} {formatAmount(value, language)}
                </span>
              ) : null;
            },
          },
        ]
      : []),
  ];
  return (
    <ReportScreen
      {...screen}
      status={
        data && (
          <span className="report-figure" data-testid="ledger-totals">
            {t("reports.ledger.accounts", { count: data.index.length })} · {t("reports.columns.debit")}: <ReportAmount value={data.totals.debit} strong showZero /> ·{" "}
            {t("reports.columns.credit")}: <ReportAmount value={data.totals.credit} strong showZero />
          </span>
        )
      }
    >
      {pager("ledger-pager")}
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
      {data?.next && <div className="report-pagination">{pager("ledger-pager-bottom")}</div>}
    </ReportScreen>
  );
}
