import { FileExcelOutlined, FilePdfOutlined, FileTextOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { cashbankReports, formatAmount, type ReportDefinition, type ReportTableRow } from "@neraca/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, DatePicker, Empty, Result, Select, Space, Spin, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
import { DATE_FORMAT } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { useUiLanguage } from "../../../lib/i18n";
import { accountsApi, detailPath } from "../api";

type Name = keyof typeof cashbankReports;

/** Where a cash book line's source document opens. */
function sourceLink(row: ReportTableRow): string | null {
  if (typeof row.source_id !== "string") return typeof row.journal_id === "string" ? `/transactions/journal/detail/${row.journal_id}` : null;
  if (row.source_type === "cashbank") return detailPath({ id: row.source_id });
  if (row.source_type === "cashbank_transfer") return `/transactions/cashbank/detail/transfer/${row.source_id}`;
  return typeof row.journal_id === "string" ? `/transactions/journal/detail/${row.journal_id}` : null;
}

/**
 * One screen for each cash and bank report, made from its core definition: the period (a range or
 * a date), the cash and bank accounts (one for the cash book, any for the others; only those
 * mapped to the user are offered and reported), the offices, the table its exports hold, and
 * Excel, PDF and CSV of the same parameters.
 */
function CashbankReportPage({ name }: { name: Name }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const report = cashbankReports[name] as unknown as ReportDefinition;
  const [search, setSearch] = useSearchParams();
  const shape = report.query.shape as Record<string, unknown>;
  const ranged = "date_from" in shape;
  const single = "cashbank_id" in shape;
  const paged = "page" in shape;
  const now = dayjs().format(DATE_FORMAT);
  const params = useMemo(() => {
    const out: Record<string, string> = {};
    if (ranged) {
      out.date_from = search.get("date_from") ?? `${now.slice(0, 4)}-01-01`;
      out.date_to = search.get("date_to") ?? now;
    } else out.date = search.get("date") ?? now;
    for (const key of ["cashbank_id", "cashbank_ids", "office_ids", "page"]) {
      const value = search.get(key);
      if (value && key in shape) out[key] = value;
    }
    return out;
  }, [search, ranged, now, shape]);
  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in change)) next.delete("page");
    setSearch(next, { replace: true });
  };
  const allowed = ability.can("read", "ReportCashBank");
  const ready = allowed && (!single || !!params.cashbank_id);
  const query = useQuery({
    queryKey: ["report", name, params, language],
    queryFn: async ({ signal }) => (await api.get<{ data: unknown }>(`report/${name}`, { params, signal, silent: true })).data,
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list(), enabled: ability.can("read", "TxCashbank") });
  const table = useMemo(() => (query.data ? report.table(query.data as never, params as never, language) : null), [query.data, report, params, language]);
  const download = async (format: "xlsx" | "pdf" | "csv") => saveFile(await api.download(`report/${name}`, { params: { ...params, format } }), `${name}.${format}`);
  const title = report.title[language];
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }));
  const meta = (query.data as { meta?: { page: number; per_page: number; total: number } } | undefined)?.meta;

  let body: React.ReactNode;
  if (!allowed) body = <Result status="403" title={t("cashbank.reports.forbidden")} />;
  else if (!ready) body = <Empty description={t("cashbank.reports.pick_account")} />;
  else if (query.isPending) body = <Spin size="large" style={{ display: "block", margin: 48 }} />;
  else if (query.isError && !(query.error instanceof ApiError && query.error.status === 404)) body = <Result status="warning" title={t("cashbank.reports.failed")} subTitle={query.error instanceof ApiError ? query.error.detail : undefined} />;
  else if (!table || table.rows.length === 0 || query.isError) body = <Empty description={t("cashbank.reports.empty")} />;
  else
    body = (
      <Spin spinning={query.isFetching} delay={200}>
        <Table<ReportTableRow & { key: number }>
          size="small"
          pagination={false}
          scroll={{ x: true }}
          data-testid={`report-table-${name}`}
          dataSource={table.rows.map((row, key) => ({ ...row, key }))}
          rowClassName={(row) => (row._bold ? "report-row-bold" : "")}
          columns={table.columns.map((column, index) => ({
            key: column.key,
            title: column.title[language],
            dataIndex: column.key,
            align: column.kind === "money" || column.kind === "number" ? ("right" as const) : undefined,
            render: (value: unknown, row: ReportTableRow) => {
              const text =
                column.kind === "money"
                  ? formatAmount(value as string | null, language, { negative: "parentheses" })
                  : column.kind === "date" && typeof value === "string"
                    ? dayjs(value).format("DD MMM YYYY")
                    : ((value as string | null) ?? "");
              const link = index === 1 && name === "cash-bank" ? sourceLink(row) : null;
              const content = row._bold ? <strong>{text}</strong> : text;
              return link ? <Link to={link}>{content}</Link> : <span style={{ paddingLeft: index === 0 ? (row._level ?? 0) * 16 : 0 }}>{content}</span>;
            },
          }))}
        />
        {paged && meta && (
          <Space style={{ marginTop: 12 }}>
            <Button icon={<LeftOutlined />} disabled={meta.page <= 1} onClick={() => update({ page: String(meta.page - 1) })} aria-label={t("cashbank.reports.previous")} />
            <Typography.Text>{t("cashbank.reports.page", { page: meta.page })}</Typography.Text>
            <Button
              icon={<RightOutlined />}
              disabled={meta.total <= meta.page * meta.per_page}
              onClick={() => update({ page: String(meta.page + 1) })}
              aria-label={t("cashbank.reports.next")}
            />
          </Space>
        )}
      </Spin>
    );

  return (
    <div className="report-screen" data-testid={`report-${name}`}>
      <PageHeader
        title={title}
        trail={[{ title: t("menu.reports") }, { title }]}
        actions={
          <Space wrap>
            <Button icon={<FileExcelOutlined />} disabled={!ready} onClick={() => void download("xlsx")}>
              Excel
            </Button>
            <Button icon={<FilePdfOutlined />} disabled={!ready} onClick={() => void download("pdf")}>
              PDF
            </Button>
            <Button icon={<FileTextOutlined />} disabled={!ready} onClick={() => void download("csv")}>
              CSV
            </Button>
          </Space>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap>
          {ranged ? (
            <DatePicker.RangePicker
              aria-label={t("cashbank.reports.period")}
              value={[dayjs(params.date_from), dayjs(params.date_to)]}
              format="DD MMM YYYY"
              allowClear={false}
              onChange={(value) => value?.[0] && value[1] && update({ date_from: value[0].format(DATE_FORMAT), date_to: value[1].format(DATE_FORMAT) })}
            />
          ) : (
            <DatePicker
              aria-label={t("cashbank.reports.date")}
              value={dayjs(params.date)}
              format="DD MMM YYYY"
              allowClear={false}
              onChange={(value) => value && update({ date: value.format(DATE_FORMAT) })}
            />
          )}
          {single ? (
            <Select
              style={{ minWidth: 260 }}
              placeholder={t("cashbank.reports.cashbank")}
              value={params.cashbank_id}
              onChange={(value: string) => update({ cashbank_id: value })}
              options={accountOptions}
              showSearch
              optionFilterProp="label"
              data-testid="report-cashbank"
            />
          ) : (
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 280 }}
              placeholder={t("cashbank.reports.all_accounts")}
              value={params.cashbank_ids ? params.cashbank_ids.split(",") : []}
              onChange={(value: string[]) => update({ cashbank_ids: value.join(",") || null })}
              options={accountOptions}
              optionFilterProp="label"
              data-testid="report-cashbanks"
            />
          )}
          {"office_ids" in shape && ability.can("read", "MdOffice") && (
            <RecordSelect
              kind="office"
              multiple
              allowClear
              style={{ minWidth: 220 }}
              placeholder={t("cashbank.fields.office")}
              value={params.office_ids ? params.office_ids.split(",") : []}
              onChange={(value) => update({ office_ids: Array.isArray(value) ? value.join(",") || null : null })}
            />
          )}
        </Space>
      </Card>
      <Card size="small">{body}</Card>
    </div>
  );
}

export const CashBookPage = () => <CashbankReportPage name="cash-bank" />;
export const CashBankSummaryPage = () => <CashbankReportPage name="cash-bank-summary" />;
export const CashAndBankPositionPage = () => <CashbankReportPage name="cash-and-bank" />;
export const CashAndBankByTypePage = () => <CashbankReportPage name="cash-and-bank-report" />;
export const CashFlowPage = () => <CashbankReportPage name="cash-flow" />;

