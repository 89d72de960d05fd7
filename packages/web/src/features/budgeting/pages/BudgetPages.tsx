import { CopyOutlined, DeleteOutlined, DownloadOutlined, LockOutlined, PlusOutlined, SnippetsOutlined, UploadOutlined } from "@ant-design/icons";
import { type BudgetLineBody, budgetBody, budgetPeriodTypes, formatAmount, formatMoney, periodMonths, spreadAmount, sumMoney } from "@neraca/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Col, DatePicker, Divider, Form, type FormInstance, Input, Modal, Popconfirm, Row, Select, Space, Switch, Tag, Tooltip, Typography, Upload } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";
import { ApiError } from "../../../lib/api-client";
import { dateItemProps, formatDate } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { useUiLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type Budget, BUDGET_PATH, budgetApi } from "../api";

const REFRESH = [["budgeting"], ["report"], ["dashboard"]] as const;

/** The columns of the spreadsheet template before the months (the server's `budgetSheetColumns`). */
const SHEET_COLUMNS = ["account_code", "work_unit_code", "office_code", "activity_code", "element_code", "description", "quantity", "standard_price", "amount"];

/** `Jan 2027`, in the UI's language. */
const monthLabel = (month: string) => dayjs(month).format("MMM YYYY");

/** `/transactions/budgeting`: the budgets with their period, version and total. */
export function BudgetListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<Budget>
      title={t("budgeting.title")}
      subtitle={t("budgeting.subtitle")}
      group={t("menu.budgeting")}
      queryKey={["budgeting", "budgets"]}
      searchPlaceholder={t("budgeting.search")}
      rowPath={(row) => `${BUDGET_PATH}/detail/${row.id}`}
      testId="budget-table"
      filters={{ status: "all" }}
      add={[{ to: `${BUDGET_PATH}/add`, label: t("budgeting.add"), resource: "TxBudgeting", testId: "budget-add" }]}
      fetch={budgetApi.list}
      columns={[
        documentColumns.number(t("budgeting.number")),
        { title: t("budgeting.period"), dataIndex: "period", key: "period" },
        { title: t("budgeting.dates"), key: "dates", render: (_: unknown, row: Budget) => `${formatDate(row.date_start)} – ${formatDate(row.date_end)}` },
        { title: t("budgeting.version"), key: "version", render: (_: unknown, row: Budget) => <VersionTag budget={row} /> },
        documentColumns.status(t("budgeting.status")),
        documentColumns.amount(t("budgeting.total"), "total", { sorter: false }),
      ]}
    />
  );
}

/** `v2`, and whether it was superseded or closed. */
function VersionTag({ budget }: { budget: Budget }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Tag>{t("budgeting.version_short", { version: budget.budget_version })}</Tag>
      {budget.superseded_by && <Tag color="default">{t("budgeting.superseded")}</Tag>}
      {budget.closed_at && <Tag color="blue">{t("budgeting.closed")}</Tag>}
    </Space>
  );
}

/** A line as the form edits it: its amount, or (per month) each month's. */
interface LineValues {
  account_id: string | null;
  work_unit_id: string | null;
  office_id: string | null;
  activity_id: string | null;
  element_id: string | null;
  description: string | null;
  quantity: string | null;
  standard_price: string | null;
  amount: string | null;
  per_month: boolean;
  months: string[];
}

const emptyLine = (): LineValues => ({
  account_id: null,
  work_unit_id: null,
  office_id: null,
  activity_id: null,
  element_id: null,
  description: null,
  quantity: null,
  standard_price: null,
  amount: null,
  per_month: false,
  months: [],
});

const isBlank = (l: LineValues) => !l.account_id && !l.work_unit_id && !l.office_id && !l.activity_id && !l.element_id && !l.amount && !l.months.some((m) => m && m !== "0");

/** A line the API answered (a saved budget's, or one read from a spreadsheet) as the form edits it. */
function lineValues(l: BudgetLineBody, count: number): LineValues {
  const months = l.months ?? [];
  const amount = months.length ? formatMoney(sumMoney(months)) : (l.amount ?? null);
  // Months that are the amount spread equally need not be typed one by one.
  const spread = amount && months.length === count && spreadAmount(amount, count).every((m, i) => m === formatMoney(months[i] ?? "0"));
  return {
    account_id: l.account_id ?? null,
    work_unit_id: l.work_unit_id ?? null,
    office_id: l.office_id ?? null,
    activity_id: l.activity_id ?? null,
    element_id: l.element_id ?? null,
    description: l.description ?? null,
    quantity: l.quantity ?? null,
    standard_price: l.standard_price ?? null,
    amount,
    per_month: months.length > 0 && !spread,
    months: months.length ? months.map((m) => formatMoney(m)) : [],
  };
}

const toValues = (doc: Budget) => ({
  period: doc.period,
  period_type: doc.period_type,
  date_start: doc.date_start,
  date_end: doc.date_end,
  office_id: doc.office_id,
  work_unit_id: doc.work_unit_id,
  description: doc.description,
  lines: doc.lines.map((l) => lineValues(l, doc.months.length)),
});

const toBody = (values: Record<string, unknown>) => ({
  ...values,
  lines: ((values.lines as LineValues[] | undefined) ?? []).map(({ per_month, months, amount, ...l }) => ({
    ...l,
    amount: per_month ? null : amount,
    months: per_month ? months.map((m) => m || "0") : null,
  })),
});

/** The end of a period starting on `start`, by its type: a year, six months, three, one. */
const periodEnd = (start: string, type: string) => {
  const months = { annual: 12, semester: 6, quarter: 3, month: 1 }[type] ?? 12;
  return dayjs(start).add(months, "month").subtract(1, "day").format("YYYY-MM-DD");
};

/** The budget's revisions and state, above its lines. */
function VersionAlert({ budget }: { budget: Budget }) {
  const { t } = useTranslation();
  if (budget.superseded_by)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="budget-superseded"
        message={
          <>
            {t("budgeting.superseded_by")} <Link to={`${BUDGET_PATH}/detail/${budget.superseded_by.id}`}>{budget.superseded_by.code}</Link>
          </>
        }
      />
    );
  if (budget.revision_of || budget.open_revision || budget.closed_at)
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="budget-version"
        message={
          <Space wrap>
            {t("budgeting.version_long", { version: budget.budget_version })}
            {budget.revision_of && (
              <span>
                {t("budgeting.revises")} <Link to={`${BUDGET_PATH}/detail/${budget.revision_of.id}`}>{budget.revision_of.code}</Link>
              </span>
            )}
            {budget.open_revision && (
              <span>
                {t("budgeting.open_revision")} <Link to={`${BUDGET_PATH}/detail/${budget.open_revision.id}`}>{budget.open_revision.code ?? t("budgeting.draft")}</Link>
              </span>
            )}
            {budget.closed_at && <Tag color="blue">{t("budgeting.closed")}</Tag>}
          </Space>
        }
      />
    );
  return null;
}

/** Revise, close and export: the budget's own actions beside the lifecycle's. */
function BudgetActions({ budget }: { budget: Budget }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = budget.status === "approved" && !budget.superseded_by && !budget.closed_at;
  const refresh = () => Promise.all(REFRESH.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
  const revise = useMutation({
    mutationFn: () => budgetApi.revise(budget.id),
    onSuccess: async (answer) => {
      toast.success(t("budgeting.revision_created"));
      await refresh();
      void navigate(`${BUDGET_PATH}/detail/${answer.data.id}`);
    },
  });
  const close = useMutation({
    mutationFn: () => budgetApi.close(budget.id),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
  const exported = useMutation({ mutationFn: () => budgetApi.export(budget.id), onSuccess: (file) => saveFile(file, `budget-${budget.number ?? budget.id}.xlsx`) });
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} onClick={() => exported.mutate()} loading={exported.isPending} data-testid="budget-export">
        {t("budgeting.export")}
      </Button>
      {current && !budget.open_revision && ability.can("create", "TxBudgeting") && (
        <Popconfirm title={t("budgeting.revise_confirm")} description={t("budgeting.revise_text")} onConfirm={() => revise.mutate()}>
          <Button icon={<CopyOutlined />} loading={revise.isPending} data-testid="budget-revise">
            {t("budgeting.revise")}
          </Button>
        </Popconfirm>
      )}
      {current && !budget.open_revision && ability.can("update", "TxBudgeting") && (
        <Popconfirm title={t("budgeting.close_confirm")} description={t("budgeting.close_text")} onConfirm={() => close.mutate()}>
          <Button icon={<LockOutlined />} loading={close.isPending} data-testid="budget-close">
            {t("budgeting.close")}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** An approved (or waiting) budget: its facts and its lines with each month. */
function BudgetView({ budget }: { budget: Budget }) {
  const { t } = useTranslation();
  const dimensions = (l: Budget["lines"][number]) => [l.work_unit_name, l.office_name, l.activity_name, l.element_name].filter(Boolean).join(" · ") || "—";
  return (
    <DocumentView<Budget["lines"][number]>
      figures={[{ label: t("budgeting.total"), value: <Amount value={budget.total} />, testId: "figure-total" }]}
      facts={[
        { label: t("budgeting.period"), value: budget.period },
        { label: t("budgeting.period_type"), value: t(`budgeting.period_types.${budget.period_type}`) },
        { label: t("budgeting.dates"), value: `${formatDate(budget.date_start)} – ${formatDate(budget.date_end)}` },
        { label: t("budgeting.version"), value: <VersionTag budget={budget} /> },
        { label: t("budgeting.office"), value: budget.office_name ?? "—" },
        { label: t("budgeting.work_unit"), value: budget.work_unit_name ?? "—" },
        { label: t("budgeting.description"), value: budget.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("budgeting.lines"),
        rows: budget.lines,
        testId: "budget-detail-lines",
        columns: [
          { title: "#", dataIndex: "line_no", width: 40, fixed: "left" },
          { title: t("budgeting.account"), key: "account", width: 220, fixed: "left", render: (_, l) => (l.account_code ? `${l.account_code} · ${l.account_name}` : "—") },
          { title: t("budgeting.dimensions"), key: "dimensions", width: 180, render: (_, l) => dimensions(l) },
          { title: t("budgeting.description"), dataIndex: "description", width: 160, render: (v: string | null) => v ?? "—" },
          ...budget.months.map((month, i) => ({
            title: monthLabel(month),
            key: month,
            width: 120,
            align: "right" as const,
            render: (_: unknown, l: Budget["lines"][number]) => <Amount value={l.months[i] ?? "0"} />,
          })),
          { title: t("budgeting.amount"), dataIndex: "amount", width: 140, align: "right", fixed: "right", render: (v: string) => <Amount value={v} strong /> },
        ],
      }}
      totals={[{ label: t("budgeting.total"), value: <Amount value={budget.total} strong /> }]}
    />
  );
}

/**
 * `/transactions/budgeting/add` and `/detail/:id`: a budget's period and its lines by account and
 * dimension, each an amount spread over the months or typed per month (or pasted from a spreadsheet);
 * approved by amount, then revised as a new version or closed.
 */
export function BudgetScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const start = `${dayjs().year() + 1}-01-01`;
  return (
    <DocumentScreen
      api={budgetApi}
      id={id}
      queryKey={["budgeting", "budget"]}
      refresh={REFRESH}
      listPath={BUDGET_PATH}
      detailPath={(doc) => `${BUDGET_PATH}/detail/${doc.id}`}
      trail={[{ title: t("menu.budgeting") }, { title: <Link to={BUDGET_PATH}>{t("budgeting.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxBudgeting"
      title={(doc) => (doc ? `${t("budgeting.detail_title")} ${doc.number ?? ""}`.trim() : t("budgeting.add"))}
      above={(doc) => (doc ? <VersionAlert budget={doc} /> : null)}
      actions={(doc) => <BudgetActions budget={doc} />}
      form={{
        schema: budgetBody,
        toValues,
        toBody,
        // No header office: a budget of the whole company unless one is chosen.
        initialValues: { period: `FY ${dayjs().year() + 1}`, period_type: "annual", date_start: start, date_end: periodEnd(start, "annual"), office_id: null, work_unit_id: null, lines: [emptyLine()] },
        testId: "budget-form",
        buttons: [{ label: t("budgeting.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <BudgetView budget={doc} />}
      fields={({ form, editable, doc }) => <BudgetFields form={form} editable={editable} doc={doc} />}
    />
  );
}

function BudgetFields({ form, editable, doc }: { form: FormInstance; editable: boolean; doc: Budget | undefined }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const disabled = !editable;
  const dateStart = Form.useWatch("date_start", form) as string | undefined;
  const dateEnd = Form.useWatch("date_end", form) as string | undefined;
  const lines = (Form.useWatch("lines", form) as LineValues[] | undefined) ?? [];
  const months = dateStart && dateEnd && dateEnd >= dateStart ? periodMonths(dateStart, dateEnd) : [];
  const total = sumMoney(lines.map((l) => (l?.per_month ? sumMoney(l.months ?? []) : l?.amount || "0")));
  const [sheetOpen, setSheetOpen] = useState(false);

  // Lines read from a spreadsheet replace the blank ones and follow the others.
  const addLines = (read: BudgetLineBody[]) => {
    const kept = lines.filter((l) => l && !isBlank(l));
    form.setFieldValue("lines", [...kept, ...read.map((l) => lineValues(l, months.length))]);
    toast.success(t("budgeting.sheet.added", { count: read.length }));
  };

  // Per month on: the amount spread over the months to type over; off: the months' sum is the amount.
  const setPerMonth = (index: number, on: boolean) => {
    const line = lines[index] ?? emptyLine();
    form.setFieldValue(["lines", index], {
      ...line,
      per_month: on,
      months: on ? spreadAmount(line.amount || "0", months.length) : line.months,
      amount: on ? line.amount : formatMoney(sumMoney(line.months ?? [])),
    });
  };

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="period" label={t("budgeting.period")} required>
            <Input maxLength={100} disabled={disabled} data-testid="budget-period" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={4}>
          <Form.Item name="period_type" label={t("budgeting.period_type")} required>
            <Select
              disabled={disabled}
              options={budgetPeriodTypes.map((value) => ({ value, label: t(`budgeting.period_types.${value}`) }))}
              onChange={(type: string) => dateStart && form.setFieldValue("date_end", periodEnd(dateStart, type))}
              data-testid="budget-period-type"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} md={3}>
          <Form.Item name="date_start" label={t("budgeting.date_start")} required {...dateItemProps}>
            <DatePicker
              format="DD MMM YYYY"
              allowClear={false}
              disabled={disabled}
              style={{ width: "100%" }}
              onChange={(value) => value && form.setFieldValue("date_end", periodEnd(value.format("YYYY-MM-DD"), form.getFieldValue("period_type") as string))}
              data-testid="budget-date-start"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} md={3}>
          <Form.Item name="date_end" label={t("budgeting.date_end")} required {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" allowClear={false} disabled={disabled} style={{ width: "100%" }} data-testid="budget-date-end" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={4}>
          <Form.Item name="office_id" label={t("budgeting.office")} tooltip={t("budgeting.header_dimension_hint")}>
            <RecordSelect kind="office" allowClear disabled={disabled} labels={doc?.office_id && doc.office_name ? { [doc.office_id]: doc.office_name } : undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={4}>
          <Form.Item name="work_unit_id" label={t("budgeting.work_unit")} tooltip={t("budgeting.header_dimension_hint")}>
            <RecordSelect kind="work_unit" allowClear disabled={disabled} labels={doc?.work_unit_id && doc.work_unit_name ? { [doc.work_unit_id]: doc.work_unit_name } : undefined} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={t("budgeting.description")}>
            <Input maxLength={1000} disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">
        <Space>
          {t("budgeting.lines")}
          <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
            {t("budgeting.months_count", { count: months.length })}
          </Typography.Text>
        </Space>
      </Divider>
      {editable && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button icon={<SnippetsOutlined />} onClick={() => setSheetOpen(true)} disabled={months.length === 0} data-testid="budget-paste">
            {t("budgeting.sheet.open")}
          </Button>
        </Space>
      )}
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: "100%" }} size={8}>
            {fields.map((f, index) => {
              const line = lines[index];
              return (
                <div key={f.key} className="budget-line" data-testid={`budget-line-${index}`} style={{ border: "1px solid var(--ant-color-border-secondary, #f0f0f0)", borderRadius: 8, padding: "8px 12px" }}>
                  <Row gutter={[8, 0]} align="top">
                    <Col flex="32px">
                      <Typography.Text type="secondary" style={{ lineHeight: "32px" }}>
                        {index + 1}
                      </Typography.Text>
                    </Col>
                    <Col xs={24} md={7} lg={5}>
                      <Form.Item name={[f.name, "account_id"]} label={t("budgeting.account")} style={{ marginBottom: 8 }}>
                        <RecordSelect
                          kind="account"
                          allowClear
                          disabled={disabled}
                          labels={doc?.lines[index]?.account_id ? { [doc.lines[index].account_id as string]: `${doc.lines[index].account_code} · ${doc.lines[index].account_name}` } : undefined}
                          data-testid={`budget-line-${index}-account`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} lg={3}>
                      <Form.Item name={[f.name, "work_unit_id"]} label={t("budgeting.work_unit")} style={{ marginBottom: 8 }}>
                        <RecordSelect kind="work_unit" allowClear disabled={disabled} data-testid={`budget-line-${index}-work-unit`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} lg={3}>
                      <Form.Item name={[f.name, "office_id"]} label={t("budgeting.office")} style={{ marginBottom: 8 }}>
                        <RecordSelect kind="office" allowClear disabled={disabled} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} lg={3}>
                      <Form.Item name={[f.name, "activity_id"]} label={t("budgeting.activity")} style={{ marginBottom: 8 }}>
                        <RecordSelect kind="activity" allowClear disabled={disabled} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} lg={3}>
                      <Form.Item name={[f.name, "element_id"]} label={t("budgeting.element")} style={{ marginBottom: 8 }}>
                        <RecordSelect kind="element" allowClear disabled={disabled} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6} lg={3}>
                      {line?.per_month ? (
                        <Form.Item label={t("budgeting.amount")} tooltip={t("budgeting.sum_hint")} style={{ marginBottom: 8 }}>
                          <Input value={formatAmount(formatMoney(sumMoney(line.months ?? [])), language)} disabled style={{ textAlign: "right" }} data-testid={`budget-line-${index}-sum`} />
                        </Form.Item>
                      ) : (
                        <Form.Item name={[f.name, "amount"]} label={t("budgeting.amount")} style={{ marginBottom: 8 }}>
                          <MoneyInput disabled={disabled} data-testid={`budget-line-${index}-amount`} />
                        </Form.Item>
                      )}
                    </Col>
                    <Col flex="auto">
                      <Form.Item label={t("budgeting.per_month")} style={{ marginBottom: 8 }}>
                        <Space>
                          <Switch checked={!!line?.per_month} disabled={disabled || months.length === 0} onChange={(on) => setPerMonth(index, on)} data-testid={`budget-line-${index}-per-month`} />
                          {editable && fields.length > 1 && (
                            <Tooltip title={t("budgeting.remove_line")}>
                              <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={t("budgeting.remove_line")} />
                            </Tooltip>
                          )}
                        </Space>
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.Item name={[f.name, "per_month"]} hidden valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item name={[f.name, "months"]} hidden>
                    <Input />
                  </Form.Item>
                  <Row gutter={8} style={{ paddingLeft: 40 }}>
                    <Col xs={24} md={12} lg={12}>
                      <Form.Item name={[f.name, "description"]} label={t("budgeting.description")} style={{ marginBottom: 4 }}>
                        <Input maxLength={1000} disabled={disabled} data-testid={`budget-line-${index}-description`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} lg={3}>
                      <Form.Item name={[f.name, "quantity"]} label={t("budgeting.quantity")} tooltip={t("budgeting.standard_hint")} style={{ marginBottom: 4 }}>
                        <Input inputMode="decimal" disabled={disabled} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5} lg={4}>
                      <Form.Item name={[f.name, "standard_price"]} label={t("budgeting.standard_price")} style={{ marginBottom: 4 }}>
                        <MoneyInput disabled={disabled} />
                      </Form.Item>
                    </Col>
                  </Row>
                  {line?.per_month && (
                    <Row gutter={[8, 4]} style={{ paddingLeft: 40 }}>
                      {months.map((month, m) => (
                        <Col key={month} xs={12} sm={8} md={6} lg={4} xl={3}>
                          <Form.Item name={[f.name, "months", m]} label={monthLabel(month)} style={{ marginBottom: 4 }}>
                            <MoneyInput disabled={disabled} data-testid={`budget-line-${index}-month-${m}`} />
                          </Form.Item>
                        </Col>
                      ))}
                    </Row>
                  )}
                </div>
              );
            })}
            {editable && (
              <Button icon={<PlusOutlined />} onClick={() => add(emptyLine())} data-testid="budget-add-line">
                {t("budgeting.add_line")}
              </Button>
            )}
          </Space>
        )}
      </Form.List>
      <div style={{ textAlign: "right", marginTop: 12 }} data-testid="budget-total">
        <Typography.Text type="secondary">{t("budgeting.total")}</Typography.Text> <Amount value={formatMoney(total)} strong />
      </div>
      {sheetOpen && dateStart && dateEnd && <SheetModal period={{ date_start: dateStart, date_end: dateEnd }} onClose={() => setSheetOpen(false)} onLines={addLines} />}
    </>
  );
}

/**
 * Errors of a spreadsheet the API refused, as `Row 3 · account_code: …`: the API counts a sheet's
 * rows under its header (row 2 is the first line); `shift` moves that to the pasted text's own lines.
 */
const sheetErrors = (error: unknown, label: (row: number) => string, shift = 0): string[] =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length > 0
    ? Object.entries(error.fieldErrors).flatMap(([key, texts]) => {
        const [, row, column] = key.split(".");
        return texts.map((text) => (row && column ? `${label(Number(row) - shift)} · ${column}: ${text}` : text));
      })
    : [error instanceof Error ? error.message : String(error)];

/**
 * Lines from a spreadsheet: rows pasted (tab-separated, as a spreadsheet copies them; the template's
 * header first or the template's column order) or a CSV/XLSX file; the template downloads here.
 */
function SheetModal({ period, onClose, onLines }: { period: { date_start: string; date_end: string }; onClose: () => void; onLines: (lines: BudgetLineBody[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const rowLabel = (row: number) => t("budgeting.sheet.row", { row });
  const header = [...SHEET_COLUMNS, ...periodMonths(period.date_start, period.date_end).map((m) => m.slice(0, 7))];
  const done = (answer: { data: { lines: BudgetLineBody[] } }) => {
    onLines(answer.data.lines);
    onClose();
  };
  const paste = useMutation({
    mutationFn: () => {
      const rows = text
        .split(/\r?\n/)
        .filter((r) => r.trim() !== "")
        .map((r) => r.split("\t"));
      const first = rows[0]?.map((c) => c.trim().toLowerCase()) ?? [];
      const withHeader = first[0] === "account_code";
      const names = withHeader ? first : header;
      const body = (withHeader ? rows.slice(1) : rows).map((cells) => Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? "").trim()])));
      return budgetApi.paste(period, body).catch((error: unknown) => {
        // Pasted without the header, the text's first line is the sheet's row 2.
        throw Object.assign(new Error(), { pasted: error, shift: withHeader ? 0 : 1 });
      });
    },
    onSuccess: done,
    onError: (error) => {
      const { pasted, shift } = error as unknown as { pasted: unknown; shift: number };
      setErrors(sheetErrors(pasted, rowLabel, shift));
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => budgetApi.upload(period, file, file.name.toLowerCase().endsWith(".csv") ? "text/csv" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    onSuccess: done,
    onError: (error) => setErrors(sheetErrors(error, rowLabel)),
  });
  const template = useMutation({ mutationFn: () => budgetApi.template(period), onSuccess: (file) => saveFile(file, "budget-template.xlsx") });
  return (
    <Modal
      open
      title={t("budgeting.sheet.title")}
      width={760}
      onCancel={onClose}
      okText={t("budgeting.sheet.read")}
      onOk={() => paste.mutate()}
      okButtonProps={{ disabled: !text.trim(), loading: paste.isPending, "data-testid": "budget-paste-read" } as never}
    >
      <Typography.Paragraph type="secondary">{t("budgeting.sheet.help")}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code style={{ fontSize: 12 }}>
          {header.join(" ⇥ ")}
        </Typography.Text>
      </Typography.Paragraph>
      <Input.TextArea
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("budgeting.sheet.placeholder")}
        style={{ fontFamily: "monospace" }}
        data-testid="budget-paste-text"
      />
      {errors.length > 0 && <Alert type="error" showIcon style={{ marginTop: 12 }} message={t("budgeting.sheet.refused")} description={<ul style={{ margin: 0, paddingLeft: 18 }}>{errors.map((e) => <li key={e}>{e}</li>)}</ul>} data-testid="budget-paste-errors" />}
      <Space wrap style={{ marginTop: 12 }}>
        <Upload
          accept=".csv,.xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            setErrors([]);
            upload.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="budget-upload">
            {t("budgeting.sheet.upload")}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined />} onClick={() => template.mutate()} loading={template.isPending}>
          {t("budgeting.sheet.template")}
        </Button>
      </Space>
    </Modal>
  );
}
