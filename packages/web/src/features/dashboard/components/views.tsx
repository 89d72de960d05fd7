import {
  agingBucketTitles,
  DEFAULT_AGING_BOUNDS,
  formatAmount,
  type AgingData as Aging,
  type ApprovalsData as Approvals,
  type CashAccountsData as CashAccounts,
  type MonthsData as Months,
  type StockAlertsData as StockAlerts,
  type BudgetUseData as BudgetUse,
  type UnbilledJobsData as UnbilledJobs,
  type WidgetDefinition,
} from "@neraca/core";
import { Col, Progress, Row, Skeleton, Statistic, Table, Tag, theme, Typography } from "antd";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { ChartOption } from "../../../components/charts/EChart";
import { LinkButton } from "../../../components/LinkButton";
import { APPROVAL_INBOX } from "../../../lib/approval-count";
import { formatDate, formatTime } from "../../../lib/dates";
import { type UiLanguage, useUiLanguage } from "../../../lib/i18n";
import { type AgingFigure, agingDrillPath, type DashboardFilters, drillPath } from "../drill";
import { useWidget, WidgetCard, WidgetEmpty } from "./WidgetCard";

// The chart chunk (ECharts) loads after the figures, only when a chart is shown.
const EChart = lazy(() => import("../../../components/charts/EChart"));

const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value);
const money = (value: string, language: UiLanguage) => formatAmount(value, language, { negative: "parentheses" });
const locale = (language: UiLanguage) => (language === "id" ? "id-ID" : "en-GB");
const compact = (language: UiLanguage) => new Intl.NumberFormat(locale(language), { notation: "compact", maximumFractionDigits: 1 });
const monthName = (month: string, language: UiLanguage) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale(language), { month: "short", year: "2-digit", timeZone: "UTC" });

/** Colours from the antd theme (so the charts follow the skin). */
function useChartColours() {
  const { token } = theme.useToken();
  return {
    text: token.colorTextSecondary,
    axis: token.colorBorderSecondary,
    tooltip: token.colorBgElevated,
    tooltipText: token.colorText,
    series: [token.colorPrimary, token.colorWarning, token.colorSuccess, token.colorError, token.colorInfo],
  };
}

function Chart({ option, height, onPick, testId, label }: { option: ChartOption; height: number; onPick?: (index: number, series?: string) => void; testId: string; label: string }) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height }} />}>
      <EChart option={option} height={height} onPick={onPick} testId={testId} ariaLabel={label} />
    </Suspense>
  );
}

function Figure({ title, value, to, testId, tone }: { title: string; value: string; to?: string; testId: string; tone?: "danger" | "warning" }) {
  const body = <Statistic title={title} value={value} valueStyle={{ fontSize: 20, fontVariantNumeric: "tabular-nums" }} data-testid={testId} className={tone ? `figure-${tone}` : undefined} />;
  return to ? (
    <Link to={to} className="dashboard-figure-link">
      {body}
    </Link>
  ) : (
    body
  );
}

/** Cash and bank accounts: each balance (drills to its cash book), what is left to reconcile, the total in the base currency. */
export function CashAccountsView({ widget, filters }: { widget: WidgetDefinition; filters: DashboardFilters }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const query = useWidget<CashAccounts>(widget, filters);
  const monthStart = `${filters.date.slice(0, 7)}-01`;
  return (
    <WidgetCard widget={widget} filters={filters} query={query}>
      {(data) =>
        data.rows.length === 0 || data.rows.every((r) => isZero(r.balance)) ? (
          <WidgetEmpty widget={widget} />
        ) : (
          <>
            <Figure title={`${t("analytics.total")} (${data.base_currency})`} value={money(data.total_base, language)} to={drillPath(widget, filters)} testId={`widget-${widget.name}-total`} />
            <Table
              rowKey="cashbank_id"
              size="small"
              pagination={false}
              dataSource={data.rows}
              scroll={{ x: 480 }}
              style={{ marginTop: 12 }}
              columns={[
                {
                  title: t("analytics.account"),
                  dataIndex: "name",
                  render: (name: string, row) => (
                    <Link to={drillPath(widget, filters, { path: widget.drill.detail, range: { from: monthStart, to: filters.date }, extra: { cashbank_id: row.cashbank_id } })}>{name}</Link>
                  ),
                },
                {
                  title: t("analytics.balance"),
                  dataIndex: "balance",
                  align: "right",
                  render: (value: string, row) => (
                    <span className="amount">
                      {row.currency !== data.base_currency && `${row.currency} `}
                      {money(value, language)}
                      {row.currency !== data.base_currency && (
                        <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }} data-testid={`cash-base-${row.code}`}>
                          {data.base_currency} {money(row.balance_base, language)}
                        </Typography.Text>
                      )}
                    </span>
                  ),
                },
                {
                  title: t("analytics.unreconciled"),
                  dataIndex: "unreconciled_lines",
                  align: "right",
                  render: (count: number, row) =>
                    count > 0 ? <Tag color="orange">{t("analytics.unreconciled_lines", { count, shown: row.unreconciled_more ? `${count}+` : String(count) })}</Tag> : <Tag color="green">0</Tag>,
                },
                {
                  title: t("analytics.last_reconciled"),
                  dataIndex: "last_reconciled",
                  render: (value: string | null) => (value ? formatDate(value) : <Typography.Text type="secondary">{t("analytics.never")}</Typography.Text>),
                },
              ]}
            />
          </>
        )
      }
    </WidgetCard>
  );
}

/** Twelve months of a few series as bars (a `line` series as a line, with a year earlier dashed); a month drills to its report for that month. */
export function MonthsView({ widget, filters }: { widget: WidgetDefinition; filters: DashboardFilters }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const colours = useChartColours();
  const query = useWidget<Months>(widget, filters);
  const series = Object.entries(widget.series ?? {});
  const data = query.data?.data;
  const option = useMemo((): ChartOption | null => {
    if (!data) return null;
    const numbers = (key: string, previous = false) => data.months.map((m) => Number((previous ? m.previous?.[key] : m.values[key]) ?? 0));
    const format = compact(language);
    return {
      color: colours.series,
      grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
      legend: { top: 0, textStyle: { color: colours.text } },
      tooltip: {
        trigger: "axis",
        backgroundColor: colours.tooltip,
        borderColor: colours.axis,
        textStyle: { color: colours.tooltipText },
        valueFormatter: (value) => money(String(value ?? 0), language),
      },
      xAxis: {
        type: "category",
        data: data.months.map((m) => monthName(m.month, language)),
        axisLabel: { color: colours.text },
        axisLine: { lineStyle: { color: colours.axis } },
      },
      yAxis: { type: "value", axisLabel: { color: colours.text, formatter: (v: number) => format.format(v) }, splitLine: { lineStyle: { color: colours.axis } } },
      series: [
        ...series.map(([key, s]) =>
          s.line
            ? { type: "line" as const, name: s[language], data: numbers(key), smooth: true, symbolSize: 6 }
            : { type: "bar" as const, name: s[language], data: numbers(key), barMaxWidth: 18 },
        ),
        ...(data.previous_totals
          ? series
              .filter(([, s]) => s.line)
              .map(([key, s]) => ({
                type: "line" as const,
                name: t("analytics.previous", { series: s[language] }),
                data: numbers(key, true),
                lineStyle: { type: "dashed" as const },
                symbol: "none",
              }))
          : []),
      ],
    };
  }, [data, language, colours, series, t]);
  return (
    <WidgetCard widget={widget} filters={filters} query={query}>
      {(answer) =>
        answer.months.every((m) => Object.values(m.values).every(isZero)) ? (
          <WidgetEmpty widget={widget} />
        ) : (
          <>
            <Row gutter={[16, 8]}>
              {series.map(([key, s]) => (
                <Col key={key} xs={12} md={24 / Math.min(series.length, 4)}>
                  <Figure title={`${s[language]} · ${t("analytics.this_year")}`} value={money(answer.totals[key] ?? "0", language)} to={drillPath(widget, filters, { range: { from: answer.months[0]?.from ?? filters.date, to: filters.date } })} testId={`widget-${widget.name}-${key}`} />
                  {answer.previous_totals && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t("analytics.last_year")}: {money(answer.previous_totals[key] ?? "0", language)}
                    </Typography.Text>
                  )}
                </Col>
              ))}
            </Row>
            {option && (
              <Chart
                option={option}
                height={260}
                testId={`widget-${widget.name}-chart`}
                label={widget.title[language]}
                onPick={(index) => {
                  const month = answer.months[index];
                  if (month) void navigate(drillPath(widget, filters, { range: { from: month.from, to: month.to } }));
                }}
              />
            )}
          </>
        )
      }
    </WidgetCard>
  );
}

/**
 * Aging: the total (drills to the aging report), the overdue part, what falls due soon, the buckets and
 * the most overdue contacts (each drills to the open invoices behind it: `agingDrillPath`).
 */
export function AgingView({ widget, filters }: { widget: WidgetDefinition; filters: DashboardFilters }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const colours = useChartColours();
  const query = useWidget<Aging>(widget, filters);
  const titles = agingBucketTitles(DEFAULT_AGING_BOUNDS);
  const drill = (figure: AgingFigure) => agingDrillPath(widget, filters, figure);
  const data = query.data?.data;
  const option = useMemo((): ChartOption | null => {
    if (!data) return null;
    const format = compact(language);
    return {
      grid: { left: 8, right: 16, top: 8, bottom: 4, containLabel: true },
      tooltip: { trigger: "axis", backgroundColor: colours.tooltip, borderColor: colours.axis, textStyle: { color: colours.tooltipText }, valueFormatter: (v) => money(String(v ?? 0), language) },
      xAxis: { type: "value", axisLabel: { color: colours.text, formatter: (v: number) => format.format(v) }, splitLine: { lineStyle: { color: colours.axis } } },
      yAxis: { type: "category", inverse: true, data: data.bucket_keys.map((_, i) => titles[i]?.[language] ?? ""), axisLabel: { color: colours.text }, axisLine: { lineStyle: { color: colours.axis } } },
      series: [
        {
          type: "bar",
          name: widget.title[language],
          barMaxWidth: 16,
          data: data.bucket_keys.map((key, i) => ({
            value: Number(data.totals.buckets[key] ?? 0),
            itemStyle: { color: i === 0 ? colours.series[2] : i === 1 ? colours.series[1] : colours.series[3] },
          })),
        },
      ],
    };
  }, [data, language, colours, titles, widget]);
  return (
    <WidgetCard widget={widget} filters={filters} query={query}>
      {(answer) =>
        isZero(answer.totals.total) ? (
          <WidgetEmpty widget={widget} />
        ) : (
          <>
            <Row gutter={[16, 8]}>
              <Col xs={answer.due_soon ? 8 : 12}>
                <Figure title={t("analytics.total")} value={money(answer.totals.total, language)} to={drillPath(widget, filters)} testId={`widget-${widget.name}-total`} />
              </Col>
              <Col xs={answer.due_soon ? 8 : 12}>
                <Figure title={t("analytics.overdue")} value={money(answer.overdue, language)} to={drill({ overdue: true })} testId={`widget-${widget.name}-overdue`} tone="danger" />
              </Col>
              {answer.due_soon && (
                <Col xs={8}>
                  <Figure title={t("analytics.due_soon", { days: answer.due_soon.days })} value={money(answer.due_soon.amount, language)} to={drill({ dueWithin: answer.due_soon.days })} testId={`widget-${widget.name}-due-soon`} tone="warning" />
                </Col>
              )}
            </Row>
            <div className="aging-buckets" data-testid={`widget-${widget.name}-buckets`}>
              {answer.bucket_keys.map((key, i) => (
                <Link key={key} to={drill({ bucket: key })} data-testid={`widget-${widget.name}-bucket-${key}`} className="aging-bucket">
                  <Typography.Text type="secondary">{titles[i]?.[language]}</Typography.Text>
                  <span className="amount">{money(answer.totals.buckets[key] ?? "0", language)}</span>
                </Link>
              ))}
            </div>
            {option && (
              <Chart
                option={option}
                height={150}
                testId={`widget-${widget.name}-chart`}
                label={widget.title[language]}
                onPick={(index) => {
                  const bucket = answer.bucket_keys[index];
                  if (bucket) void navigate(drill({ bucket }));
                }}
              />
            )}
            <Typography.Title level={5} style={{ marginTop: 8 }}>
              {t("analytics.most_overdue")}
            </Typography.Title>
            <Table
              rowKey="contact_id"
              size="small"
              pagination={false}
              dataSource={answer.top}
              locale={{ emptyText: t("analytics.no_overdue") }}
              data-testid={`widget-${widget.name}-top`}
              columns={[
                { title: t("analytics.contact"), dataIndex: "contact_name", ellipsis: true, render: (name: string, row) => <Link to={drill({ overdue: true, contactId: row.contact_id })}>{name}</Link> },
                { title: t("analytics.overdue"), dataIndex: "overdue", align: "right", render: (v: string) => <span className="amount">{money(v, language)}</span> },
                { title: t("analytics.total"), dataIndex: "total", align: "right", render: (v: string) => <span className="amount">{money(v, language)}</span> },
              ]}
            />
          </>
        )
      }
    </WidgetCard>
  );
}

/** What waits for my approval, and since when the oldest; opens the inbox. */
export function ApprovalsView({ widget, filters }: { widget: WidgetDefinition; filters: DashboardFilters }) {
  const { t } = useTranslation();
  const query = useWidget<Approvals>(widget, filters);
  return (
    <WidgetCard widget={widget} filters={filters} query={query}>
      {(data) => (
        <div data-testid="dashboard-approvals">
          <Statistic value={data.count} valueStyle={{ fontSize: 28 }} />
          <Typography.Text type={data.count > 0 ? "warning" : "secondary"} style={{ display: "block" }} data-testid="dashboard-approvals-count">
            {data.count > 0 ? t("approval_inbox.dashboard_waiting", { count: data.count }) : t("approval_inbox.dashboard_none")}
          </Typography.Text>
          {data.oldest && (
            <Typography.Text type="secondary" style={{ display: "block" }}>
              {t("analytics.oldest", { time: formatTime(data.oldest) })}
            </Typography.Text>
          )}
          <LinkButton type="link" to={APPROVAL_INBOX} style={{ paddingInline: 0 }} data-testid="dashboard-approvals-link">
            {t("approval_inbox.open")}
          </LinkButton>
        </div>
      )}
    </WidgetCard>
  );
}

/** Inventory products below their minimum on hand: how many, the furthest below first; each opens its stock card. */
export function StockAlertsView({ widget, filters }: { widget: WidgetDefinition; filters: DashboardFilters }) {
  const { t } = useTranslation();
  const query = useWidget<StockAlerts>(widget, filters);
  return (
    <WidgetCard widget={widget} filters={filters} query={query}>
      {(data) =>
        data.count === 0 ? (
          <WidgetEmpty widget={widget} />
        ) : (
          <div data-testid="dashboard-stock-alerts">
            <Statistic value={data.count} valueStyle={{ fontSize: 28 }} />
            <Table
              size="small"
              rowKey="product_id"
              pagination={false}
              dataSource={data.rows}
              columns={[
                {
                  title: t("analytics.product"),
                  dataIndex: "name",
                  ellipsis: true,
                  render: (name: string, row) => <Link to={`/report/stock-card?product_ids=${row.product_id}&date_to=${filters.date}`}>{`${row.code} · ${name}`}</Link>,
                },
                { title: t("analytics.on_hand"), dataIndex: "quantity", align: "right" },
                { title: t("analytics.minimum"), dataIndex: "minimum", align: "right" },
              ]}
            />
          </div>
        )
      }
    </WidgetCard>
  );
}

/** Confirmed freight jobs not fully billed: how many, what is left to bill, by age; each figure opens the monitor. */
export function JobsView({ widget, filters }: { widget: WidgetDefinition; filters: DashboardFilters }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const query = useWidget<UnbilledJobs>(widget, filters);
  return (
    <WidgetCard widget={widget} filters={filters} query={query}>
      {(data) =>
        data.count === 0 ? (
          <WidgetEmpty widget={widget} />
        ) : (
          <div data-testid="dashboard-jobs">
            <Row gutter={[16, 8]}>
              <Col xs={8}>
                <Figure title={t("analytics.jobs")} value={String(data.count)} to={drillPath(widget, filters)} testId={`widget-${widget.name}-count`} />
              </Col>
              <Col xs={16}>
                <Figure title={t("analytics.unbilled_sell")} value={money(data.unbilled_sell, language)} to={drillPath(widget, filters)} testId={`widget-${widget.name}-sell`} tone="warning" />
              </Col>
            </Row>
            <div className="aging-buckets">
              {data.buckets.map((b) => (
                <Link key={b.key} to={drillPath(widget, filters)} className="aging-bucket" data-testid={`widget-${widget.name}-bucket-${b.key}`}>
                  <Typography.Text type="secondary">{t("analytics.days_old", { days: b.key })}</Typography.Text>
                  <span className="amount">{money(b.unbilled_sell, language)}</span>
                </Link>
              ))}
            </div>
            {data.oldest && (
              <Typography.Text type="secondary" style={{ display: "block", marginTop: 8 }}>
                {t("analytics.oldest_job", { date: formatDate(data.oldest) })}
              </Typography.Text>
            )}
          </div>
        )
      }
    </WidgetCard>
  );
}

/** The budget lines nearest their limit: the share of each line's year used (posted and held), each opening the realisation report. */
export function BudgetUseView({ widget, filters }: { widget: WidgetDefinition; filters: DashboardFilters }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const query = useWidget<BudgetUse>(widget, filters);
  return (
    <WidgetCard widget={widget} filters={filters} query={query}>
      {(data) =>
        data.rows.length === 0 ? (
          <WidgetEmpty widget={widget} />
        ) : (
          <div data-testid="dashboard-budget-use">
            <Typography.Text type="secondary">{t("analytics.budget_near_limit", { count: data.count })}</Typography.Text>
            <Table
              size="small"
              rowKey={(r) => `${r.budget_id}-${r.line_no}`}
              pagination={false}
              dataSource={data.rows}
              columns={[
                { title: t("analytics.budget_line"), dataIndex: "name", ellipsis: true, render: (name: string) => <Link to={drillPath(widget, filters)}>{name}</Link> },
                { title: t("analytics.budget"), dataIndex: "budget", align: "right", render: (v: string) => money(v, language) },
                {
                  title: t("analytics.budget_used"),
                  dataIndex: "used_percent",
                  width: 140,
                  render: (v: string) => <Progress percent={Math.min(100, Number(v))} size="small" status={Number(v) >= 100 ? "exception" : "normal"} format={() => `${v} %`} />,
                },
              ]}
            />
          </div>
        )
      }
    </WidgetCard>
  );
}

/** The view of each kind of widget. */
export const widgetViews = {
  "cash-accounts": CashAccountsView,
  months: MonthsView,
  aging: AgingView,
  approvals: ApprovalsView,
  stock: StockAlertsView,
  jobs: JobsView,
  budget: BudgetUseView,
} as const;
