import { CheckCircleFilled, ClockCircleOutlined, MinusCircleOutlined, WarningFilled } from "@ant-design/icons";
import { type ReportResponse, type TrackingStepKey, trackingReport } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Space, Steps, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { api } from "../../../lib/api";
import { DATE_FORMAT, formatDate, formatTime } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { type TrackingDetail, type TrackingRow, trackingApi } from "../api";
import { ProgressTag } from "../components/common";

const PR = "/transactions/purchase-request";

function StepTitle({ step }: { step: TrackingStepKey }) {
  const { t } = useTranslation();
  return <>{t(`purchasing.tracking.steps.${step}`)}</>;
}

/** `/transactions/purchase-request/tracking`: approved requests, where their lines wait, and what is stuck. */
export function TrackingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t("purchasing.tracking.title")} subtitle={t("purchasing.tracking.subtitle")} trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.tracking.title") }]} />
      <Card>
        <ResourceTable<TrackingRow>
          queryKey={["purchasing", "tracking"]}
          fetch={trackingApi.list}
          searchPlaceholder={t("purchasing.requests.search")}
          onOpen={(row) => void navigate(`${PR}/tracking/detail/${row.request_id}`)}
          testId="tracking-table"
          columns={[
            { title: t("purchasing.requests.one"), dataIndex: "request_number", key: "number" },
            { title: t("purchasing.date"), dataIndex: "date", key: "date", render: formatDate },
            { title: t("purchasing.requests.requester"), dataIndex: "requester", key: "requester" },
            { title: t("purchasing.progress_title"), dataIndex: "progress", key: "progress", render: (v: TrackingRow["progress"]) => <ProgressTag progress={v} /> },
            {
              title: t("purchasing.tracking.waiting_at"),
              dataIndex: "waiting",
              key: "waiting",
              render: (v: TrackingStepKey[]) => (v.length ? v.map((s) => <Tag key={s}>{t(`purchasing.tracking.steps.${s}`)}</Tag>) : "—"),
            },
            { title: t("purchasing.tracking.stuck"), dataIndex: "stuck_count", key: "stuck", align: "right", render: (v: number) => (v ? <Tag color="red">{v}</Tag> : "0") },
            { title: t("purchasing.tracking.days_total"), dataIndex: "days_total", key: "days", align: "right" },
          ]}
        />
      </Card>
    </>
  );
}

function LineTimeline({ line }: { line: TrackingDetail["lines"][number] }) {
  const { t } = useTranslation();
  const current = line.steps.findIndex((s) => s.state === "waiting");
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      data-testid={`tracking-line-${line.line_no}`}
      title={
        <Space wrap>
          <Typography.Text strong>{`${line.line_no}. ${line.description}`}</Typography.Text>
          <Typography.Text type="secondary">× {line.quantity}</Typography.Text>
          {line.closed && <Tag>{t("purchasing.requests.line_closed")}</Tag>}
          {line.stuck && (
            <Tag color="red" icon={<WarningFilled />} data-testid="tracking-stuck">
              {t("purchasing.tracking.stuck_at", { step: t(`purchasing.tracking.steps.${line.waiting ?? "request"}`) })}
            </Tag>
          )}
          {!line.waiting && !line.closed && (
            <Tag color="green" data-testid="tracking-complete">
              {t("purchasing.tracking.complete")}
            </Tag>
          )}
          <Typography.Text type="secondary">{t("purchasing.tracking.days", { count: line.days_total })}</Typography.Text>
        </Space>
      }
    >
      {line.close_reason && <Alert type="info" showIcon style={{ marginBottom: 8 }} title={line.close_reason} />}
      <Steps
        size="small"
        direction="vertical"
        current={current === -1 ? line.steps.length : current}
        items={line.steps.map((s) => ({
          title: <StepTitle step={s.step} />,
          status: s.state === "done" ? "finish" : s.state === "waiting" ? (line.stuck ? "error" : "process") : "wait",
          icon: s.state === "done" ? <CheckCircleFilled /> : s.state === "waiting" ? <ClockCircleOutlined /> : s.state === "skipped" ? <MinusCircleOutlined /> : undefined,
          description: (
            <span data-testid={`step-${line.line_no}-${s.step}`} data-state={s.state}>
              {s.at ? (s.at.length > 10 ? formatTime(s.at) : formatDate(s.at)) : t(`purchasing.tracking.states.${s.state}`)}
              {s.by ? ` · ${s.by}` : ""}
              {s.reference ? ` · ${s.reference}` : ""}
              {s.days !== null ? ` · ${t("purchasing.tracking.days", { count: s.days })}` : ""}
            </span>
          ),
        }))}
      />
    </Card>
  );
}

/** One request's timeline per line (`/transactions/purchase-request/tracking/detail/:id` and `/tracking/detail/:id`). */
export function TrackingDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const location = useLocation();
  const query = useQuery({ queryKey: ["purchasing", "tracking", id], queryFn: () => trackingApi.get(id) });
  const detail = query.data?.data;
  const back = location.pathname.startsWith("/tracking") ? "/tracking" : `${PR}/tracking`;
  return (
    <>
      <PageHeader
        title={t("purchasing.tracking.detail_title")}
        subtitle={detail && <Space>{detail.request_number}<ProgressTag progress={detail.progress} /></Space>}
        trail={[{ title: t("menu.purchasing") }, { title: <Link to={back}>{t("purchasing.tracking.title")}</Link> }, { title: detail?.request_number ?? "" }]}
      />
      {detail && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t("purchasing.requests.one")}>
              <Link to={`${PR}/detail/${detail.request_id}`}>{detail.request_number}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t("purchasing.date")}>{formatDate(detail.date)}</Descriptions.Item>
            <Descriptions.Item label={t("purchasing.requests.requester")}>{detail.requester}</Descriptions.Item>
          </Descriptions>
          {!detail.payables_tracked && <Typography.Text type="secondary">{t("purchasing.tracking.payables_pending")}</Typography.Text>}
        </Card>
      )}
      {detail?.lines.map((line) => <LineTimeline key={line.request_line_id} line={line} />)}
      {detail && detail.lines.length === 0 && <Empty />}
    </>
  );
}

/** `/tracking?dateUntil=&contactId=&tags=`: every approved line up to a date, stuck ones first. */
export function TrackingMonitorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const date = params.get("dateUntil") ?? dayjs().format(DATE_FORMAT);
  const contactId = params.get("contactId") ?? undefined;
  const tags = params.get("tags")?.split(",").filter(Boolean) ?? [];
  const query = { date, contact_ids: contactId, tag_ids: tags.length ? tags.join(",") : undefined };
  const report = useQuery({ queryKey: ["purchasing", "tracking-report", query], queryFn: () => api.get<{ data: ReportResponse<typeof trackingReport> }>("report/tracking", { params: query }) });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const exportAs = async (format: "xlsx" | "pdf") => saveFile(await api.download("report/tracking", { params: { ...query, format } }), `tracking-${date}.${format}`);
  const data = report.data?.data;
  return (
    <>
      <PageHeader
        title={t("purchasing.tracking.monitor_title")}
        subtitle={t("purchasing.tracking.monitor_subtitle")}
        trail={[{ title: t("menu.purchasing") }, { title: t("purchasing.tracking.monitor_title") }]}
        actions={
          <Space>
            <Button onClick={() => void exportAs("xlsx")}>Excel</Button>
            <Button onClick={() => void exportAs("pdf")}>PDF</Button>
          </Space>
        }
      />
      <Card>
        <Space wrap className="list-filters" style={{ marginBottom: 16 }}>
          <DatePicker value={dayjs(date)} format="DD MMM YYYY" allowClear={false} onChange={(d) => set("dateUntil", d?.format(DATE_FORMAT))} aria-label={t("purchasing.tracking.date_until")} />
          <RecordSelect path="master-data/contact" params={{ type: "vendor" }} value={contactId} onChange={(v) => set("contactId", (v as string | null) ?? undefined)} allowClear placeholder={t("purchasing.vendor")} style={{ minWidth: 220 }} />
          <RecordSelect kind="tag" multiple value={tags} onChange={(v) => set("tags", ((v as string[] | null) ?? []).join(",") || undefined)} placeholder={t("line_items.tags")} style={{ minWidth: 220 }} />
          {data && data.stuck_count > 0 && <Tag color="red">{t("purchasing.tracking.stuck_count", { count: data.stuck_count })}</Tag>}
        </Space>
        <Table
          rowKey={(r) => String(r.request_line_id)}
          size="small"
          loading={report.isPending}
          dataSource={data?.rows ?? []}
          data-testid="tracking-monitor"
          onRow={(r) => ({ onClick: () => void navigate(`/tracking/detail/${String(r.request_id)}`), style: { cursor: "pointer" } })}
          columns={trackingReport.table(data ?? { rows: [], stuck_count: 0 }, { date } as never, "en").columns.map((c) => ({
            title: t(`purchasing.tracking.columns.${c.key}`),
            dataIndex: c.key === "waiting_text" ? "waiting_step" : c.key === "stuck_text" ? "stuck" : c.key,
            key: c.key,
            align: c.kind === "number" ? ("right" as const) : undefined,
            render: (value: unknown) =>
              c.key === "waiting_text" ? (value ? t(`purchasing.tracking.steps.${value as string}`) : "—") : c.key === "stuck_text" ? (value ? <Tag color="red">{t("purchasing.tracking.stuck")}</Tag> : "") : c.kind === "date" ? formatDate(value as string) : (value as string),
          }))}
        />
      </Card>
    </>
  );
}
