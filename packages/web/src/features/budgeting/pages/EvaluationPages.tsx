import { BarChartOutlined, PrinterOutlined } from "@ant-design/icons";
import { evaluationBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Divider, Form, type FormInstance, Input, InputNumber, Row, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { ChartOption } from "../../../components/charts/EChart";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { PageHeader } from "../../../components/PageHeader";
import { PrintPreviewPage } from "../../../components/PrintPreview";
import { dateItemProps, formatDate } from "../../../lib/dates";
import { useUiLanguage } from "../../../lib/i18n";
import { type Evaluation, EVALUATION_PATH, evaluationApi } from "../api";

const EChart = lazy(() => import("../../../components/charts/EChart"));

const REFRESH = [["budgeting"], ["report"], ["dashboard"]] as const;

/** `/transactions/evaluation`: the evaluations of budget realisation with their period and scope. */
export function EvaluationListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<Evaluation>
      title={t("evaluation.title")}
      subtitle={t("evaluation.subtitle")}
      group={t("menu.budgeting")}
      queryKey={["budgeting", "evaluations"]}
      searchPlaceholder={t("evaluation.search")}
      rowPath={(row) => `${EVALUATION_PATH}/detail/${row.id}`}
      testId="evaluation-table"
      filters={{ status: "all" }}
      add={[{ to: `${EVALUATION_PATH}/add`, label: t("evaluation.add"), resource: "TxEvaluation", testId: "evaluation-add" }]}
      fetch={evaluationApi.list}
      columns={[
        documentColumns.number(t("evaluation.number")),
        { title: t("evaluation.period"), key: "period", render: (_: unknown, row: Evaluation) => `${formatDate(row.date_from)} – ${formatDate(row.date_to)}` },
        { title: t("evaluation.scope"), key: "scope", render: (_: unknown, row: Evaluation) => row.work_unit_name ?? row.office_name ?? t("evaluation.whole_company") },
        documentColumns.status(t("evaluation.status")),
        documentColumns.amount(t("evaluation.budget"), "budget_total", { sorter: false }),
        documentColumns.amount(t("evaluation.actual"), "actual_total", { sorter: false }),
      ]}
    />
  );
}

type Line = Evaluation["lines"][number];

/** The lines' columns: budget, actual, committed, variance (favourable positive), flagged beyond the tolerance. */
function lineColumns(t: (key: string) => string) {
  return [
    { title: t("evaluation.line"), dataIndex: "name", key: "name", width: 260, render: (v: string, l: Line) => (l.beyond_tolerance ? <Space><Tag color="red">{t("evaluation.beyond")}</Tag>{v}</Space> : v) },
    { title: t("evaluation.budget"), dataIndex: "budget", key: "budget", align: "right" as const, width: 130, render: (v: string) => <Amount value={v} /> },
    { title: t("evaluation.actual"), dataIndex: "actual", key: "actual", align: "right" as const, width: 130, render: (v: string) => <Amount value={v} /> },
    { title: t("evaluation.committed"), dataIndex: "committed", key: "committed", align: "right" as const, width: 130, render: (v: string) => <Amount value={v} /> },
    { title: t("evaluation.variance"), dataIndex: "variance", key: "variance", align: "right" as const, width: 130, render: (v: string) => <Amount value={v} /> },
    { title: "%", dataIndex: "variance_percent", key: "variance_percent", align: "right" as const, width: 70, render: (v: string | null) => v ?? "—" },
  ];
}

function EvaluationView({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  return (
    <DocumentView<Line>
      figures={[
        { label: t("evaluation.budget"), value: <Amount value={evaluation.budget_total} />, testId: "figure-budget" },
        { label: t("evaluation.actual"), value: <Amount value={evaluation.actual_total} />, testId: "figure-actual" },
      ]}
      facts={[
        { label: t("evaluation.period"), value: `${formatDate(evaluation.date_from)} – ${formatDate(evaluation.date_to)}` },
        { label: t("evaluation.scope"), value: evaluation.work_unit_name ?? evaluation.office_name ?? t("evaluation.whole_company") },
        { label: t("evaluation.tolerance"), value: `${evaluation.tolerance_percent} %` },
        { label: t("evaluation.description"), value: evaluation.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("evaluation.lines"),
        rows: evaluation.lines,
        testId: "evaluation-detail-lines",
        columns: [
          ...lineColumns(t),
          { title: t("evaluation.explanation"), dataIndex: "explanation", key: "explanation", width: 220, render: (v: string | null) => v ?? "—" },
          { title: t("evaluation.follow_up"), dataIndex: "follow_up", key: "follow_up", width: 200, render: (v: string | null) => v ?? "—" },
        ],
      }}
    />
  );
}

const toValues = (doc: Evaluation) => ({
  date_from: doc.date_from,
  date_to: doc.date_to,
  office_id: doc.office_id,
  work_unit_id: doc.work_unit_id,
  tolerance_percent: doc.tolerance_percent,
  description: doc.description,
  notes: doc.lines.map((l) => ({ budget_id: l.budget_id, budget_line_no: l.budget_line_no, explanation: l.explanation, follow_up: l.follow_up })),
});

/**
 * `/transactions/evaluation/add` and `/detail/:id`: the period and scope; saved, each current budget
 * line's figures are filled in, and each line beyond the tolerance takes an explanation and a
 * follow-up before the evaluation is submitted.
 */
export function EvaluationScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const start = dayjs().startOf("month").subtract(1, "month");
  return (
    <DocumentScreen
      api={evaluationApi}
      id={id}
      queryKey={["budgeting", "evaluation"]}
      refresh={REFRESH}
      listPath={EVALUATION_PATH}
      detailPath={(doc) => `${EVALUATION_PATH}/detail/${doc.id}`}
      trail={[{ title: t("menu.budgeting") }, { title: <Link to={EVALUATION_PATH}>{t("evaluation.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxEvaluation"
      title={(doc) => (doc ? `${t("evaluation.detail_title")} ${doc.number ?? ""}`.trim() : t("evaluation.add"))}
      print={false}
      actions={(doc) => (
        <Space wrap>
          <Button icon={<BarChartOutlined />} onClick={() => void navigate(`${EVALUATION_PATH}/evaluation-diagram?id=${doc.id}`)} data-testid="evaluation-diagram">
            {t("evaluation.diagram")}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => void navigate(`${EVALUATION_PATH}/transactions/prints-eval/${doc.id}`)} data-testid="evaluation-print">
            {t("evaluation.print")}
          </Button>
        </Space>
      )}
      form={{
        schema: evaluationBody,
        toValues,
        initialValues: { date_from: start.format("YYYY-MM-DD"), date_to: start.endOf("month").format("YYYY-MM-DD"), office_id: null, work_unit_id: null, tolerance_percent: "10", notes: [] },
        testId: "evaluation-form",
        buttons: [{ label: t("evaluation.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <EvaluationView evaluation={doc} />}
      fields={({ form, editable, doc }) => <EvaluationFields form={form} editable={editable} doc={doc} />}
    />
  );
}

function EvaluationFields({ form, editable, doc }: { form: FormInstance; editable: boolean; doc: Evaluation | undefined }) {
  const { t } = useTranslation();
  const disabled = !editable;
  const notes = (Form.useWatch("notes", form) as { explanation?: string | null; follow_up?: string | null }[] | undefined) ?? [];
  const lines = doc?.lines ?? [];
  const missing = lines.filter((l, i) => l.beyond_tolerance && (!notes[i]?.explanation || !notes[i]?.follow_up)).length;
  return (
    <>
      <Row gutter={16}>
        <Col xs={12} md={4}>
          <Form.Item name="date_from" label={t("evaluation.date_from")} required {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" allowClear={false} disabled={disabled} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="date_to" label={t("evaluation.date_to")} required {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" allowClear={false} disabled={disabled} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item name="work_unit_id" label={t("evaluation.work_unit")}>
            <RecordSelect kind="work_unit" allowClear disabled={disabled} labels={doc?.work_unit_id && doc.work_unit_name ? { [doc.work_unit_id]: doc.work_unit_name } : undefined} data-testid="evaluation-work-unit" />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item name="office_id" label={t("evaluation.office")}>
            <RecordSelect kind="office" allowClear disabled={disabled} labels={doc?.office_id && doc.office_name ? { [doc.office_id]: doc.office_name } : undefined} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="tolerance_percent" label={t("evaluation.tolerance")} tooltip={t("evaluation.tolerance_hint")}>
            <InputNumber min={0} max={1000} addonAfter="%" disabled={disabled} style={{ width: "100%" }} stringMode />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={t("evaluation.description")}>
            <Input maxLength={1000} disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t("evaluation.lines")}</Divider>
      {!doc && <Alert type="info" showIcon message={t("evaluation.fill_hint")} style={{ marginBottom: 12 }} />}
      {doc && missing > 0 && <Alert type="warning" showIcon message={t("evaluation.explain_hint", { count: missing })} style={{ marginBottom: 12 }} data-testid="evaluation-missing" />}
      <Form.List name="notes">
        {() => (
          <Table<Line>
            rowKey="line_no"
            size="small"
            pagination={false}
            dataSource={lines}
            scroll={{ x: 1300 }}
            data-testid="evaluation-lines"
            columns={[
              ...lineColumns(t),
              {
                title: t("evaluation.explanation"),
                key: "explanation",
                width: 240,
                render: (_: unknown, l: Line, i: number) => (
                  <>
                    <Form.Item name={[i, "budget_id"]} hidden initialValue={l.budget_id}>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[i, "budget_line_no"]} hidden initialValue={l.budget_line_no}>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[i, "explanation"]} noStyle>
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} disabled={disabled} status={l.beyond_tolerance && !notes[i]?.explanation ? "warning" : undefined} data-testid={`evaluation-explanation-${i}`} />
                    </Form.Item>
                  </>
                ),
              },
              {
                title: t("evaluation.follow_up"),
                key: "follow_up",
                width: 220,
                render: (_: unknown, l: Line, i: number) => (
                  <Form.Item name={[i, "follow_up"]} noStyle>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} disabled={disabled} status={l.beyond_tolerance && !notes[i]?.follow_up ? "warning" : undefined} data-testid={`evaluation-follow-up-${i}`} />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}
      </Form.List>
    </>
  );
}

/** `/transactions/evaluation/evaluation-diagram?id=`: budget against actual per month and per line (ECharts). */
export function EvaluationDiagramPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const evaluation = useQuery({ queryKey: ["budgeting", "evaluation", id], queryFn: () => evaluationApi.get(id), enabled: !!id });
  const diagram = useQuery({ queryKey: ["budgeting", "evaluation-diagram", id], queryFn: () => evaluationApi.diagram(id), enabled: !!id });
  const data = diagram.data?.data;
  const names = { budget: t("evaluation.budget"), actual: t("evaluation.actual") };
  const axisLabel = useMemo(() => {
    const compact = new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", { notation: "compact" });
    return { formatter: (v: number) => compact.format(v) };
  }, [language]);
  const monthsOption = useMemo<ChartOption | null>(
    () =>
      data
        ? {
            tooltip: { trigger: "axis" },
            legend: { data: [names.budget, names.actual] },
            grid: { left: 80, right: 20, top: 40, bottom: 30 },
            xAxis: { type: "category", data: data.months.map((m) => dayjs(m.month).format("MMM YYYY")) },
            yAxis: { type: "value", axisLabel },
            series: [
              { name: names.budget, type: "bar", data: data.months.map((m) => Number(m.budget)) },
              { name: names.actual, type: "line", data: data.months.map((m) => Number(m.actual)) },
            ],
          }
        : null,
    [data, names.budget, names.actual, axisLabel],
  );
  const linesOption = useMemo<ChartOption | null>(
    () =>
      data
        ? {
            tooltip: { trigger: "axis" },
            legend: { data: [names.budget, names.actual] },
            grid: { left: 220, right: 20, top: 40, bottom: 30 },
            xAxis: { type: "value", axisLabel },
            yAxis: { type: "category", data: data.lines.map((l) => (l.name.length > 32 ? `${l.name.slice(0, 31)}…` : l.name)) },
            series: [
              { name: names.budget, type: "bar", data: data.lines.map((l) => Number(l.budget)) },
              { name: names.actual, type: "bar", data: data.lines.map((l) => Number(l.actual)) },
            ],
          }
        : null,
    [data, names.budget, names.actual, axisLabel],
  );
  const doc = evaluation.data?.data;
  const title = t("evaluation.diagram_title");
  return (
    <>
      <PageHeader
        title={doc?.number ? `${title} ${doc.number}` : title}
        subtitle={doc ? `${formatDate(doc.date_from)} – ${formatDate(doc.date_to)} · ${doc.work_unit_name ?? doc.office_name ?? t("evaluation.whole_company")}` : undefined}
        trail={[{ title: t("menu.budgeting") }, { title: <Link to={EVALUATION_PATH}>{t("evaluation.title")}</Link> }, { title }]}
        actions={doc && <Button onClick={() => window.history.back()}>{t("evaluation.back")}</Button>}
      />
      {!id && <Alert type="info" showIcon message={t("evaluation.diagram_pick")} />}
      <Suspense fallback={null}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={t("evaluation.by_month")} loading={diagram.isPending && !!id}>
              {monthsOption && <EChart option={monthsOption} height={340} testId="evaluation-chart-months" />}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t("evaluation.by_line")} loading={diagram.isPending && !!id}>
              {linesOption && <EChart option={linesOption} height={Math.max(340, (data?.lines.length ?? 0) * 36 + 80)} testId="evaluation-chart-lines" />}
            </Card>
          </Col>
        </Row>
      </Suspense>
      {data && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t("evaluation.diagram_note")}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** `/transactions/evaluation/transactions/prints-eval/:id`: the evaluation's A4 print with its approvers. */
export function EvaluationPrintPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const title = t("evaluation.print_title");
  return (
    <PrintPreviewPage
      source={{ load: () => evaluationApi.print(id), fileName: `evaluation-${id}` }}
      title={title}
      trail={[{ title: t("menu.budgeting") }, { title }]}
      back={`${EVALUATION_PATH}/detail/${id}`}
    />
  );
}
