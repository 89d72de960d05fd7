import { CheckCircleOutlined, UndoOutlined } from "@ant-design/icons";
import { chJobBody, containerTypes, formatAmount, shipmentDirections, shipmentModes } from "@neraca/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Divider, Form, type FormInstance, Input, InputNumber, Popconfirm, Row, Select, Space, Statistic, Table, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import type { LineItemsConfig } from "../../../components/line-items/columns";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { useUiLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type ChJob, type ChJobLine, CH_PATH, jobApi } from "../api";
import { portPath } from "../../../lib/ports";

export const JOB_REFRESH = [["freight"], ["report"], ["dashboard"]] as const;

const billingColour = { unbilled: "default", partly_billed: "gold", billed: "green", closed: "blue" } as const;

/** A job's billing, as a tag. */
export function BillingTag({ billing }: { billing: ChJob["billing"] }) {
  const { t } = useTranslation();
  return <Tag color={billingColour[billing]}>{t(`freight.billing.${billing}`)}</Tag>;
}

/** `/transactions/ch-bacc/ch`: the jobs with their route, billing and profit. */
export function JobListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<ChJob>
      title={t("freight.jobs.title")}
      subtitle={t("freight.jobs.subtitle")}
      group={t("menu.freight")}
      queryKey={["freight", "jobs"]}
      searchPlaceholder={t("freight.jobs.search")}
      rowPath={(row) => `${CH_PATH}/detail/${row.id}`}
      testId="ch-table"
      filters={{ status: "all" }}
      add={[
        { to: `${CH_PATH}/add`, label: t("freight.jobs.add"), resource: "TxCh", testId: "ch-add" },
        { to: `${CH_PATH}/generate`, label: t("freight.jobs.generate"), resource: "TxChGenerate", testId: "ch-generate" },
      ]}
      fetch={jobApi.list}
      columns={[
        documentColumns.number(t("freight.number")),
        documentColumns.date(t("freight.date")),
        { title: t("freight.jobs.customer"), dataIndex: "customer_name", key: "customer", ellipsis: true },
        { title: t("freight.jobs.mode"), dataIndex: "mode", key: "mode", render: (m: string) => t(`freight.modes.${m}`) },
        { title: t("freight.jobs.route"), key: "route", render: (_: unknown, row: ChJob) => `${row.origin_port ?? "—"} → ${row.destination_port ?? "—"}` },
        { title: t("freight.jobs.house_document"), dataIndex: "house_document", key: "hbl", render: (v: string | null) => v ?? "—" },
        documentColumns.status(t("freight.status")),
        { title: t("freight.jobs.billing"), dataIndex: "billing", key: "billing", render: (b: ChJob["billing"]) => <BillingTag billing={b} /> },
        { title: t("freight.jobs.profit"), key: "profit", align: "right", render: (_: unknown, row: ChJob) => <Amount value={row.profit.base.profit} /> },
      ]}
    />
  );
}

const lineConfig: LineItemsConfig = {
  columns: [
    "side",
    "charge",
    "party",
    "basis",
    { key: "quantity", width: "minmax(64px, 0.6fr)" },
    { key: "price", field: "rate", label: "line_items.price" },
    { key: "currency", width: "minmax(70px, 0.6fr)" },
    { key: "rate", field: "exchange_rate", label: "line_items.exchange_rate" },
    { key: "amount", total: false },
  ],
};
const emptyLine = () => ({ id: null, side: "sell", charge_code_id: null, party_id: null, basis: "shipment", quantity: "1", rate: "", currency: "", exchange_rate: "" });

/** A job's answer as the form edits it: lines cut to their body's fields (each keeps its id: billed ones must come back). */
const toValues = (doc: ChJob) => ({
  ...doc,
  lines: doc.lines.map((l) => ({
    id: l.id,
    side: l.side,
    charge_code_id: l.charge_code_id,
    party_id: l.party_id,
    description: l.description,
    basis: l.basis,
    quantity: l.quantity,
    rate: l.rate,
    currency: l.currency,
    exchange_rate: l.exchange_rate,
  })),
});

/** The names the line pickers show for the records a job's lines name (without asking the lists again). */
const lineLabels = (doc: ChJob | undefined): Record<string, string> =>
  Object.fromEntries((doc?.lines ?? []).flatMap((l) => [[l.charge_code_id, `${l.charge_code} · ${l.charge_name}`], ...(l.party_id && l.party_name ? [[l.party_id, l.party_name]] : [])]));

/** Sell, buy, profit and margin in base; the profit per currency; disbursements passed through. */
function ProfitFigures({ job }: { job: ChJob }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const p = job.profit;
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="ch-profit">
      <Row gutter={[24, 8]}>
        <Col xs={12} md={5}>
          <Statistic title={t("freight.jobs.sell")} valueRender={() => <Amount value={p.base.sell} />} />
        </Col>
        <Col xs={12} md={5}>
          <Statistic title={t("freight.jobs.buy")} valueRender={() => <Amount value={p.base.buy} />} />
        </Col>
        <Col xs={12} md={5}>
          <Statistic title={t("freight.jobs.profit")} valueRender={() => <Amount value={p.base.profit} strong />} />
          <span data-testid="ch-profit-base" hidden>
            {p.base.profit}
          </span>
        </Col>
        <Col xs={12} md={3}>
          <Statistic title={t("freight.jobs.margin")} value={p.base.margin_percent ? formatAmount(p.base.margin_percent, language) : "—"} suffix={p.base.margin_percent ? "%" : undefined} />
        </Col>
        <Col xs={24} md={6}>
          <Typography.Text type="secondary">{t("freight.jobs.billing")}</Typography.Text>
          <div>
            <BillingTag billing={job.billing} />
          </div>
          {p.currencies
            .filter((c) => p.currencies.length > 1 || c.currency !== "IDR")
            .map((c) => (
              <div key={c.currency} data-testid={`ch-profit-${c.currency}`}>
                <Typography.Text type="secondary">{t("freight.jobs.profit_in", { currency: c.currency })}: </Typography.Text>
                <Amount value={c.profit} />
              </div>
            ))}
          {p.base.disbursement_sell !== "0.00" && (
            <div>
              <Typography.Text type="secondary">{t("freight.jobs.disbursements")}: </Typography.Text>
              <Amount value={p.base.disbursement_sell} />
            </div>
          )}
        </Col>
      </Row>
    </Card>
  );
}

/** An amount in its currency (`USD 800.00`). */
function Money({ value, currency }: { value: string; currency: string }) {
  return (
    <span className="amount">
      <Typography.Text type="secondary">{currency} </Typography.Text>
      <Amount value={value} />
    </span>
  );
}

const lineColumns = (t: (key: string) => string) => [
  { title: "#", dataIndex: "line_no", width: 40 },
  { title: t("line_items.side"), dataIndex: "side", render: (s: string) => <Tag color={s === "sell" ? "green" : "orange"}>{t(`line_items.side_${s}`)}</Tag> },
  {
    title: t("line_items.charge"),
    key: "charge",
    render: (_: unknown, l: ChJobLine) => (
      <>
        {`${l.charge_code} · ${l.charge_name}`}
        {l.is_disbursement && <Tag style={{ marginInlineStart: 6 }}>{t("freight.charge_codes.disbursement")}</Tag>}
      </>
    ),
  },
  { title: t("line_items.party"), dataIndex: "party_name", render: (v: string | null) => v ?? "—" },
  { title: t("line_items.quantity"), dataIndex: "quantity", align: "right" as const },
  { title: t("line_items.price"), key: "rate", align: "right" as const, render: (_: unknown, l: ChJobLine) => <Money value={l.rate} currency={l.currency} /> },
  { title: t("line_items.amount"), key: "amount", align: "right" as const, render: (_: unknown, l: ChJobLine) => <Money value={l.amount} currency={l.currency} /> },
  { title: t("freight.jobs.exchange"), dataIndex: "exchange_rate", align: "right" as const },
  { title: t("freight.jobs.amount_base"), dataIndex: "amount_base", align: "right" as const, render: (v: string) => <Amount value={v} /> },
  { title: t("freight.jobs.billed_by"), dataIndex: "billed_number", render: (v: string | null) => v ?? <Typography.Text type="secondary">{t("freight.jobs.not_billed")}</Typography.Text> },
];

/** A job that can no longer be edited (pending approval, closed, cancelled): its shipment and its lines. */
function JobView({ job }: { job: ChJob }) {
  const { t } = useTranslation();
  return (
    <DocumentView<ChJobLine>
      figures={[
        { label: t("freight.jobs.sell"), value: <Amount value={job.profit.base.sell} />, testId: "figure-sell" },
        { label: t("freight.jobs.buy"), value: <Amount value={job.profit.base.buy} />, testId: "figure-buy" },
        { label: t("freight.jobs.profit"), value: <Amount value={job.profit.base.profit} strong />, testId: "figure-profit" },
      ]}
      facts={[
        { label: t("freight.date"), value: formatDate(job.date) },
        { label: t("freight.jobs.customer"), value: job.customer_name },
        { label: t("freight.jobs.agent"), value: job.agent_name ?? "—" },
        { label: t("freight.jobs.mode"), value: `${t(`freight.modes.${job.mode}`)} · ${t(`freight.directions.${job.direction}`)}` },
        { label: t("freight.jobs.route"), value: `${job.origin_port ?? "—"} → ${job.destination_port ?? "—"}` },
        { label: t("freight.jobs.house_document"), value: [job.master_document, job.house_document].filter(Boolean).join(" / ") || "—" },
        { label: t("freight.jobs.billing"), value: <BillingTag billing={job.billing} /> },
        { label: t("freight.description"), value: job.description ?? "—", wide: true },
      ]}
      lines={{ title: t("freight.jobs.charges"), rows: job.lines, testId: "ch-detail-lines", columns: lineColumns(t) }}
      totals={[{ label: t("freight.jobs.profit"), value: <Amount value={job.profit.base.profit} strong /> }]}
    />
  );
}

/** Close (every line billed) and reopen: the job's own actions beside the lifecycle's. */
function CloseActions({ job }: { job: ChJob }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: "close" | "reopen") => (action === "close" ? jobApi.close(job.id) : jobApi.reopen(job.id)),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ["freight"] }), queryClient.invalidateQueries({ queryKey: ["report"] })]);
    },
  });
  if (job.status !== "approved" || !ability.can("update", "TxCh")) return null;
  if (job.billing === "closed")
    return (
      <Button icon={<UndoOutlined />} onClick={() => act.mutate("reopen")} loading={act.isPending} data-testid="ch-reopen">
        {t("freight.jobs.reopen")}
      </Button>
    );
  if (job.billing !== "billed") return null;
  return (
    <Popconfirm title={t("freight.jobs.close_confirm")} onConfirm={() => act.mutate("close")}>
      <Button icon={<CheckCircleOutlined />} loading={act.isPending} data-testid="ch-close">
        {t("freight.jobs.close")}
      </Button>
    </Popconfirm>
  );
}

/**
 * `/transactions/ch-bacc/ch/add`, `/edit/:id` and `/detail/:id`: the shipment and its sell and buy
 * charges in any currency, its profit in base and per currency. Confirmed (the lifecycle's approval),
 * it stays editable for lines not yet billed; billed lines come back unchanged or the save is refused.
 */
export function JobScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <DocumentScreen
      api={jobApi}
      id={id}
      queryKey={["freight", "job"]}
      refresh={JOB_REFRESH}
      listPath={CH_PATH}
      detailPath={(doc) => `${CH_PATH}/detail/${doc.id}`}
      trail={[{ title: t("menu.freight") }, { title: <Link to={CH_PATH}>{t("freight.jobs.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxCh"
      title={(doc) => (doc ? `${t("freight.jobs.detail_title")} ${doc.number ?? ""}`.trim() : t("freight.jobs.add"))}
      submitTexts={{ label: t("freight.jobs.submit"), confirm: t("freight.jobs.submit_title"), description: t("freight.jobs.submit_text") }}
      above={(doc) => (doc ? <ProfitFigures job={doc} /> : null)}
      actions={(doc) => <CloseActions job={doc} />}
      form={{
        schema: chJobBody,
        toValues,
        initialValues: { date: today(), mode: "sea_fcl", direction: "export", containers: [], tag_ids: [], lines: [emptyLine()] },
        testId: "ch-form",
        buttons: [{ label: t("freight.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <JobView job={doc} />}
      fields={({ form, editable, doc }) => <JobFields form={form} editable={editable} doc={doc} />}
    />
  );
}

function JobFields({ form, editable, doc }: { form: FormInstance; editable: boolean; doc: ChJob | undefined }) {
  const { t } = useTranslation();
  const mode = Form.useWatch("mode", form) as string | undefined;
  const disabled = !editable;
  const field = (name: string, span: number, input: ReactNode, extra: Record<string, unknown> = {}) => (
    <Col xs={24} sm={12} md={span}>
      <Form.Item name={name} label={t(`freight.jobs.${name.replace(/_port_id$|_id$/, "")}`)} {...extra}>
        {input}
      </Form.Item>
    </Col>
  );
  const date = (name: string) => field(name, 4, <DatePicker format="DD MMM YYYY" disabled={disabled} style={{ width: "100%" }} />, dateItemProps);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={4}>
          <Form.Item name="date" label={t("freight.date")} required {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" allowClear={false} disabled={disabled} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        {field(
          "mode",
          4,
          <Select
            disabled={disabled}
            options={shipmentModes.map((value) => ({ value, label: t(`freight.modes.${value}`) }))}
            onChange={() => form.setFieldsValue({ origin_port_id: null, destination_port_id: null })}
            data-testid="ch-mode"
          />,
          { required: true },
        )}
        {field("direction", 4, <Select disabled={disabled} options={shipmentDirections.map((value) => ({ value, label: t(`freight.directions.${value}`) }))} />)}
        {field("customer_id", 6, <RecordSelect path="master-data/contact" params={{ type: "customer" }} labels={doc ? { [doc.customer_id]: doc.customer_name } : undefined} disabled={disabled} data-testid="ch-customer" />, { required: true })}
        {field("agent_id", 6, <RecordSelect path="master-data/contact" params={{ type: "agent" }} labels={doc?.agent_id && doc.agent_name ? { [doc.agent_id]: doc.agent_name } : undefined} allowClear disabled={disabled} data-testid="ch-agent" />)}
        {field("origin_port_id", 6, <RecordSelect key={`o-${portPath(mode)}`} path={portPath(mode)} allowClear disabled={disabled} data-testid="ch-origin" />)}
        {field("destination_port_id", 6, <RecordSelect key={`d-${portPath(mode)}`} path={portPath(mode)} allowClear disabled={disabled} data-testid="ch-destination" />)}
        {field("master_document", 6, <Input maxLength={60} disabled={disabled} />)}
        {field("house_document", 6, <Input maxLength={60} disabled={disabled} data-testid="ch-hbl" />)}
        {field("shipper", 6, <Input maxLength={150} disabled={disabled} />)}
        {field("consignee", 6, <Input maxLength={150} disabled={disabled} />)}
        {field("carrier", 6, <Input maxLength={150} disabled={disabled} />)}
        {field("office_id", 6, <RecordSelect kind="office" allowClear disabled={disabled} />, { label: t("freight.office") })}
        {date("etd")}
        {date("eta")}
        {date("atd")}
        {date("ata")}
        {field("gross_weight", 4, <Input inputMode="decimal" disabled={disabled} data-testid="ch-weight" />)}
        {field("volume", 4, <Input inputMode="decimal" disabled={disabled} data-testid="ch-volume" />)}
        {field("chargeable_weight", 4, <Input inputMode="decimal" disabled={disabled} placeholder={t("freight.jobs.chargeable_hint")} />, { tooltip: t("freight.jobs.chargeable_hint") })}
        <Col xs={24} md={12}>
          <Form.Item label={t("freight.jobs.containers")}>
            <Form.List name="containers">
              {(fields, { add, remove }) => (
                <Space direction="vertical" style={{ width: "100%" }}>
                  {fields.map((f) => (
                    <Space key={f.key} align="start">
                      <Form.Item name={[f.name, "type"]} noStyle>
                        <Select style={{ width: 110 }} disabled={disabled} options={containerTypes.map((value) => ({ value, label: value }))} aria-label={t("freight.jobs.container_type")} />
                      </Form.Item>
                      <Form.Item name={[f.name, "count"]} noStyle>
                        <InputNumber min={1} max={999} disabled={disabled} aria-label={t("freight.jobs.container_count")} />
                      </Form.Item>
                      {!disabled && (
                        <Button type="link" danger onClick={() => remove(f.name)}>
                          ×
                        </Button>
                      )}
                    </Space>
                  ))}
                  {!disabled && (
                    <Button size="small" onClick={() => add({ type: "20GP", count: 1 })} data-testid="ch-add-container">
                      {t("freight.jobs.add_container")}
                    </Button>
                  )}
                </Space>
              )}
            </Form.List>
          </Form.Item>
        </Col>
        {field("tag_ids", 6, <RecordSelect kind="tag" multiple disabled={disabled} />, { label: t("line_items.tags") })}
        {field("description", 6, <Input maxLength={1000} disabled={disabled} />, { label: t("freight.description") })}
      </Row>
      <Divider titlePlacement="start">{t("freight.jobs.charges")}</Divider>
      <LineItemsEditor form={form} name="lines" config={lineConfig} emptyLine={emptyLine} disabled={disabled} labels={lineLabels(doc)} testId="ch-lines" />
      {doc && doc.lines.some((l) => l.billed_number) && (
        <Table<ChJobLine>
          size="small"
          style={{ marginTop: 12 }}
          rowKey="id"
          pagination={false}
          dataSource={doc.lines.filter((l) => l.billed_number)}
          columns={lineColumns(t).filter((c) => ["line_no", "charge", "billed_number"].includes(String((c as { dataIndex?: string; key?: string }).dataIndex ?? (c as { key?: string }).key)))}
        />
      )}
    </>
  );
}
