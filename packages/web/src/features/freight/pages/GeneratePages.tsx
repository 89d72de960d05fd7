import { PlusOutlined, ThunderboltOutlined, UploadOutlined } from "@ant-design/icons";
import { containerTypes, shipmentModes, type ShipmentBody } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tabs, Tag, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, formatTime, today } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { ApiError } from "../../../lib/api-client";
import { saveFile } from "../../../lib/download";
import { type UploadProblem, uploadProblems, uploadTypeOf } from "../../../lib/upload-report";
import { BATCH_PATH, CH_PATH, type ChJob, type GenerateBatch, generateApi, jobApi } from "../api";
import { JOB_REFRESH } from "./JobPages";
import { portPath } from "../../../lib/ports";

const emptyShipment = (): Partial<ShipmentBody> & { container_type?: string; container_count?: number } => ({
  date: today(),
  mode: "sea_fcl",
  container_type: "20GP",
  container_count: 1,
});

type ShipmentRow = ReturnType<typeof emptyShipment> & Record<string, unknown>;

/** A grid row → a shipment body (its one container line, when it names one). */
const shipmentOf = (row: ShipmentRow) => {
  const { container_type, container_count, ...rest } = row;
  return { ...rest, containers: container_type && container_count ? [{ type: container_type, count: container_count }] : [] };
};

/**
 * `/transactions/ch-bacc/ch/generate`: pick draft jobs without lines, or enter shipments in a grid (a
 * draft job each); their lines are built from the rate cards valid on each job's date, in one batch
 * whose log says what was built and what was skipped.
 */
export function GenerateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [tab, setTab] = useState("jobs");
  const [form] = Form.useForm<{ description?: string; shipments: ShipmentRow[] }>();
  const drafts = useQuery({ queryKey: ["freight", "jobs", "drafts"], queryFn: () => jobApi.list({ status: "draft", per_page: 100, sort: "-date" }) });
  const candidates = (drafts.data?.data ?? []).filter((j) => j.lines.length === 0);
  const run = useMutation({
    mutationFn: (body: Parameters<typeof generateApi.generate>[0]) => generateApi.generate(body),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all(JOB_REFRESH.map((key) => queryClient.invalidateQueries({ queryKey: [...key] })));
      await navigate(`${BATCH_PATH}/${answer.data.id}`);
    },
  });
  const submit = () => {
    const values = form.getFieldsValue();
    const shipments = (values.shipments ?? []).filter((s) => s?.customer_id).map(shipmentOf);
    if (selected.length === 0 && shipments.length === 0) {
      toast.warning(t("freight.generate.nothing"));
      return;
    }
    run.mutate({ job_ids: selected, shipments, description: values.description ?? null } as never);
  };
  return (
    <>
      <PageHeader
        title={t("freight.generate.title")}
        subtitle={t("freight.generate.subtitle")}
        trail={[{ title: t("menu.freight") }, { title: <Link to={CH_PATH}>{t("freight.jobs.title")}</Link> }, { title: t("freight.jobs.generate") }]}
      />
      <Card>
        <Form form={form} layout="vertical" initialValues={{ shipments: [emptyShipment()] }} data-testid="generate-form">
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: "jobs",
                label: `${t("freight.generate.jobs_tab")} (${candidates.length})`,
                children: (
                  <>
                    <Typography.Paragraph type="secondary">{t("freight.generate.pick_hint")}</Typography.Paragraph>
                    <Table<ChJob>
                      size="small"
                      rowKey="id"
                      loading={drafts.isPending}
                      dataSource={candidates}
                      pagination={false}
                      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
                      data-testid="generate-jobs"
                      columns={[
                        { title: t("freight.date"), dataIndex: "date", render: formatDate },
                        { title: t("freight.jobs.customer"), dataIndex: "customer_name" },
                        { title: t("freight.jobs.mode"), dataIndex: "mode", render: (m: string) => t(`freight.modes.${m}`) },
                        { title: t("freight.jobs.route"), key: "route", render: (_: unknown, j: ChJob) => `${j.origin_port ?? "—"} → ${j.destination_port ?? "—"}` },
                        { title: t("freight.jobs.house_document"), dataIndex: "house_document", render: (v: string | null) => v ?? "—" },
                        { title: t("freight.jobs.containers"), key: "containers", render: (_: unknown, j: ChJob) => j.containers.map((c) => `${c.count}×${c.type}`).join(", ") || "—" },
                        { title: t("freight.jobs.gross_weight"), dataIndex: "gross_weight", align: "right", render: (v: string | null) => v ?? "—" },
                      ]}
                    />
                    <Typography.Text type="secondary">{t("freight.generate.selected", { count: selected.length })}</Typography.Text>
                  </>
                ),
              },
              { key: "shipments", label: t("freight.generate.shipments_tab"), children: <ShipmentGrid /> },
            ]}
          />
          <Form.Item name="description" label={t("freight.generate.description")} style={{ marginTop: 16, maxWidth: 480 }}>
            <Input maxLength={1000} />
          </Form.Item>
          <Button type="primary" icon={<ThunderboltOutlined />} onClick={submit} loading={run.isPending} data-testid="generate-run">
            {t("freight.generate.run")}
          </Button>
        </Form>
      </Card>
    </>
  );
}

/** Shipments typed in a grid (each becomes a draft job of the batch), or a file of them uploaded. */
function ShipmentGrid() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <>
    <ShipmentFile />
    <Form.List name="shipments">
      {(fields, { add, remove }) => (
        <div style={{ overflowX: "auto" }}>
          {fields.map((f) => (
            <ShipmentRowFields key={f.key} index={f.name} onRemove={() => remove(f.name)} mode={form.getFieldValue(["shipments", f.name, "mode"])} />
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add(emptyShipment())} data-testid="generate-add-shipment">
            {t("freight.generate.add_shipment")}
          </Button>
        </div>
      )}
    </Form.List>
    </>
  );
}

/** A CSV or XLSX file of shipments, with its template; a refused file lists its problems row by row. */
function ShipmentFile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<{ message: string; problems: UploadProblem[]; fileName: string } | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const type = uploadTypeOf(file);
      if (!type) throw new Error(t("freight.generate.file_type"));
      return generateApi.upload(file, type);
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all(JOB_REFRESH.map((key) => queryClient.invalidateQueries({ queryKey: [...key] })));
      await navigate(`${BATCH_PATH}/${answer.data.id}`);
    },
    onError: (error, file) => {
      if (error instanceof ApiError && error.body?.errors) setProblems({ message: error.message, problems: uploadProblems(error.body.errors, SHIPMENT_COLUMNS), fileName: file.name });
      else toast.warning(error.message);
    },
  });
  const template = async (format: "xlsx" | "csv") => saveFile(await generateApi.template(format), `shipments-template.${format}`);
  return (
    <div style={{ marginBottom: 16 }}>
      <Space wrap>
        <Upload accept=".csv,.xlsx" showUploadList={false} beforeUpload={(file) => { setProblems(null); upload.mutate(file); return false; }}>
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="generate-upload">
            {t("freight.generate.upload")}
          </Button>
        </Upload>
        <Button type="link" onClick={() => void template("xlsx")}>
          {t("freight.generate.template")}
        </Button>
        <Typography.Text type="secondary">{t("freight.generate.upload_hint")}</Typography.Text>
      </Space>
      {problems && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={problems.message}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="generate-upload-problems">
              {problems.problems.slice(0, 50).map((p) => (
                <li key={p.key}>{p.row ? `${t("freight.generate.row", { row: p.row })} · ${p.field}: ${p.message}` : p.message}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}

const SHIPMENT_COLUMNS = ["date", "mode", "direction", "customer_code", "agent_code", "origin_code", "destination_code", "house_document", "container_type", "container_count", "gross_weight", "volume"];

function ShipmentRowFields({ index, onRemove, mode }: { index: number; onRemove: () => void; mode: string | undefined }) {
  const { t } = useTranslation();
  const watched = Form.useWatch(["shipments", index, "mode"]) as string | undefined;
  const path = portPath(watched ?? mode);
  return (
    <Space wrap align="start" style={{ marginBottom: 8 }} data-testid={`generate-shipment-${index}`}>
      <Form.Item name={[index, "date"]} label={t("freight.date")} {...dateItemProps}>
        <DatePicker format="DD MMM YYYY" allowClear={false} />
      </Form.Item>
      <Form.Item name={[index, "mode"]} label={t("freight.jobs.mode")}>
        <Select style={{ width: 110 }} options={shipmentModes.map((value) => ({ value, label: t(`freight.modes.${value}`) }))} />
      </Form.Item>
      <Form.Item name={[index, "customer_id"]} label={t("freight.jobs.customer")}>
        <RecordSelect path="master-data/contact" params={{ type: "customer" }} style={{ width: 200 }} data-testid={`generate-customer-${index}`} />
      </Form.Item>
      <Form.Item name={[index, "agent_id"]} label={t("freight.jobs.agent")}>
        <RecordSelect path="master-data/contact" params={{ type: "agent" }} allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name={[index, "origin_port_id"]} label={t("freight.jobs.origin")}>
        <RecordSelect key={`o-${path}`} path={path} allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name={[index, "destination_port_id"]} label={t("freight.jobs.destination")}>
        <RecordSelect key={`d-${path}`} path={path} allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name={[index, "house_document"]} label={t("freight.jobs.house_document")}>
        <Input maxLength={60} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name={[index, "container_type"]} label={t("freight.jobs.container_type")}>
        <Select allowClear style={{ width: 90 }} options={containerTypes.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item name={[index, "container_count"]} label={t("freight.jobs.container_count")}>
        <InputNumber min={1} max={999} style={{ width: 70 }} />
      </Form.Item>
      <Form.Item name={[index, "gross_weight"]} label={t("freight.jobs.gross_weight")}>
        <Input inputMode="decimal" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name={[index, "volume"]} label={t("freight.jobs.volume")}>
        <Input inputMode="decimal" style={{ width: 90 }} />
      </Form.Item>
      <Form.Item label=" ">
        <Button type="link" danger onClick={onRemove}>
          ×
        </Button>
      </Form.Item>
    </Space>
  );
}

/** `/transactions/chbacc/ch-generate`: the generation batches, newest first. */
export function BatchListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const list = useQuery({ queryKey: ["freight", "batches", page, q], queryFn: () => generateApi.batches({ page, per_page: 25, q: q || undefined }) });
  return (
    <>
      <PageHeader
        title={t("freight.batches.title")}
        subtitle={t("freight.batches.subtitle")}
        trail={[{ title: t("menu.freight") }, { title: t("freight.batches.title") }]}
        actions={
          <Button type="primary" icon={<ThunderboltOutlined />} onClick={() => void navigate(`${CH_PATH}/generate`)} data-testid="batch-generate">
            {t("freight.jobs.generate")}
          </Button>
        }
      />
      <Card>
        <Input.Search placeholder={t("freight.batches.search")} allowClear onSearch={(value) => { setQ(value); setPage(1); }} style={{ maxWidth: 320, marginBottom: 12 }} />
        <Table
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.data ?? []}
          pagination={{ current: page, pageSize: 25, total: list.data?.meta.total ?? 0, onChange: setPage, showSizeChanger: false }}
          onRow={(row) => ({ onClick: () => void navigate(`${BATCH_PATH}/${row.id}`), style: { cursor: "pointer" } })}
          data-testid="batch-table"
          columns={[
            { title: t("freight.batches.number"), dataIndex: "number", render: (v: string, row) => <Link to={`${BATCH_PATH}/${row.id}`}>{v}</Link> },
            { title: t("freight.batches.created"), dataIndex: "created_at", render: (v: string) => formatTime(v) },
            { title: t("freight.batches.created_by"), dataIndex: "created_by_name", render: (v: string | null) => v ?? "—" },
            { title: t("freight.description"), dataIndex: "description", render: (v: string | null) => v ?? "—" },
            { title: t("freight.batches.runs"), dataIndex: "runs", align: "right" },
            { title: t("freight.batches.built"), dataIndex: "built", align: "right", render: (v: number) => <Tag color="green">{v}</Tag> },
            { title: t("freight.batches.skipped"), dataIndex: "skipped", align: "right", render: (v: number) => (v > 0 ? <Tag color="orange">{v}</Tag> : v) },
          ]}
        />
      </Card>
    </>
  );
}

/** `/transactions/chbacc/ch-generate/:id`: a batch's log; run it again for what it skipped. */
export function BatchScreen() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const batch = useQuery({ queryKey: ["freight", "batches", id], queryFn: () => generateApi.batch(id) });
  const again = useMutation({
    mutationFn: () => generateApi.run(id),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ["freight"] }), queryClient.invalidateQueries({ queryKey: ["report"] })]);
    },
  });
  const data: GenerateBatch | undefined = batch.data?.data;
  return (
    <>
      <PageHeader
        title={data ? `${t("freight.batches.number")} ${data.number}` : t("freight.batches.title")}
        trail={[{ title: t("menu.freight") }, { title: <Link to={BATCH_PATH}>{t("freight.batches.title")}</Link> }, { title: data?.number ?? "…" }]}
        actions={
          data && ability.can("create", "TxChGenerate") && data.skipped > 0 ? (
            <Popconfirm title={t("freight.batches.run_again_confirm")} onConfirm={() => again.mutate()}>
              <Button type="primary" loading={again.isPending} data-testid="batch-run-again">
                {t("freight.batches.run_again")}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
      <Card loading={batch.isPending}>
        {data && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t("freight.batches.created")}>{formatTime(data.created_at)}</Descriptions.Item>
              <Descriptions.Item label={t("freight.batches.created_by")}>{data.created_by_name ?? "—"}</Descriptions.Item>
              <Descriptions.Item label={t("freight.batches.runs")}>{data.runs}</Descriptions.Item>
              <Descriptions.Item label={t("freight.batches.built")}>
                <Tag color="green" data-testid="batch-built">
                  {data.built}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t("freight.batches.skipped")}>
                <Tag color={data.skipped ? "orange" : "default"} data-testid="batch-skipped">
                  {data.skipped}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t("freight.description")}>{data.description ?? "—"}</Descriptions.Item>
            </Descriptions>
            {data.skipped === 0 && <Alert type="success" showIcon title={t("freight.batches.nothing_left")} style={{ marginBottom: 12 }} />}
            <Typography.Title level={5}>{t("freight.batches.log")}</Typography.Title>
            <Table
              rowKey={(row) => `${row.at}-${row.job_label}-${row.outcome}`}
              size="small"
              pagination={false}
              dataSource={data.logs}
              data-testid="batch-log"
              columns={[
                { title: t("freight.batches.job"), dataIndex: "job_label", render: (v: string, row) => (row.job_id ? <Link to={`${CH_PATH}/detail/${row.job_id}`}>{v}</Link> : v) },
                { title: t("freight.batches.outcome"), dataIndex: "outcome", render: (v: string) => <Tag color={v === "built" ? "green" : "orange"}>{t(`freight.batches.outcomes.${v}`)}</Tag> },
                {
                  title: t("freight.batches.reason"),
                  key: "reason",
                  render: (_: unknown, row) => (row.reason ? `${t(`freight.reasons.${row.reason}`)}${row.detail ? ` — ${row.detail}` : ""}` : "—"),
                },
                { title: t("freight.batches.lines"), dataIndex: "lines", align: "right" },
                { title: t("freight.batches.at"), dataIndex: "at", render: (v: string) => formatTime(v) },
              ]}
            />
          </>
        )}
      </Card>
    </>
  );
}
