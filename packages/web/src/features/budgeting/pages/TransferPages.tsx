import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { budgetTransferBody, formatMoney, sumMoney } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Col, Divider, Form, type FormInstance, Input, Row, Select, Table } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { formatDate } from "../../../lib/dates";
import { type Budget, budgetApi, type BudgetTransfer, TRANSFER_PATH, transferApi } from "../api";

const REFRESH = [["budgeting"], ["report"], ["dashboard"]] as const;

/** `2027-03-01` → `Mar 2027`. */
const monthLabel = (month: string) => dayjs(month).format("MMM YYYY");

/** A budget line as the reports name it: account, office, work unit, activity, element, description. */
const lineLabel = (l: Budget["lines"][number]) =>
  `${l.line_no}. ${[l.account_code ? `${l.account_code} ${l.account_name ?? ""}`.trim() : null, l.office_name, l.work_unit_name, l.activity_name, l.element_name, l.description].filter(Boolean).join(" · ")}`;

/** `/transactions/budget-transfer`: amounts moved between lines of a budget, with their total. */
export function TransferListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<BudgetTransfer>
      title={t("budget_transfer.title")}
      subtitle={t("budget_transfer.subtitle")}
      group={t("menu.budgeting")}
      queryKey={["budgeting", "transfers"]}
      searchPlaceholder={t("budget_transfer.search")}
      rowPath={(row) => `${TRANSFER_PATH}/detail/${row.id}`}
      testId="budget-transfer-table"
      filters={{ status: "all" }}
      add={[{ to: `${TRANSFER_PATH}/add`, label: t("budget_transfer.add"), resource: "TxBudgetTransfer", testId: "budget-transfer-add" }]}
      fetch={transferApi.list}
      columns={[
        documentColumns.number(t("budget_transfer.number")),
        documentColumns.date(t("budget_transfer.date")),
        { title: t("budget_transfer.budget"), key: "budget", render: (_: unknown, row: BudgetTransfer) => [row.budget_number, row.budget_period].filter(Boolean).join(" · ") },
        { title: t("budget_transfer.description"), dataIndex: "description", key: "description", render: (v: string | null) => v ?? "—" },
        documentColumns.status(t("budget_transfer.status")),
        documentColumns.amount(t("budget_transfer.total"), "total", { sorter: false }),
      ]}
    />
  );
}

type Line = BudgetTransfer["details"][number];

function TransferView({ transfer }: { transfer: BudgetTransfer }) {
  const { t } = useTranslation();
  return (
    <DocumentView<Line>
      figures={[{ label: t("budget_transfer.total"), value: <Amount value={transfer.total} />, testId: "figure-total" }]}
      facts={[
        { label: t("budget_transfer.date"), value: formatDate(transfer.date) },
        { label: t("budget_transfer.budget"), value: <Link to={`/transactions/budgeting/detail/${transfer.budget_id}`}>{[transfer.budget_number, transfer.budget_period].filter(Boolean).join(" · ")}</Link> },
        { label: t("budget_transfer.description"), value: transfer.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("budget_transfer.lines"),
        rows: transfer.details,
        testId: "budget-transfer-detail-lines",
        columns: [
          { title: t("budget_transfer.from"), dataIndex: "from_name", key: "from" },
          { title: t("budget_transfer.to"), dataIndex: "to_name", key: "to" },
          { title: t("budget_transfer.month"), dataIndex: "month", key: "month", width: 110, render: monthLabel },
          { title: t("budget_transfer.amount"), dataIndex: "amount", key: "amount", align: "right" as const, width: 150, render: (v: string) => <Amount value={v} /> },
        ],
      }}
    />
  );
}

const toValues = (doc: BudgetTransfer) => ({
  budget_id: doc.budget_id,
  description: doc.description,
  details: doc.details.map((l) => ({ from_line_no: l.from_line_no, to_line_no: l.to_line_no, month: l.month, amount: l.amount })),
});

const emptyLine = () => ({ from_line_no: undefined, to_line_no: undefined, month: undefined, amount: "" });

/**
 * `/transactions/budget-transfer/add` and `/detail/:id`: the budget (a current approved version), then
 * lines moving an amount from one of its lines to another in a month. Approved, the months move; a line
 * never gives more than it has left after what was spent and is committed.
 */
export function TransferScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <DocumentScreen
      api={transferApi}
      id={id}
      queryKey={["budgeting", "transfer"]}
      refresh={REFRESH}
      listPath={TRANSFER_PATH}
      detailPath={(doc) => `${TRANSFER_PATH}/detail/${doc.id}`}
      trail={[{ title: t("menu.budgeting") }, { title: <Link to={TRANSFER_PATH}>{t("budget_transfer.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxBudgetTransfer"
      title={(doc) => (doc ? `${t("budget_transfer.detail_title")} ${doc.number ?? ""}`.trim() : t("budget_transfer.add"))}
      form={{
        schema: budgetTransferBody,
        toValues,
        initialValues: { details: [emptyLine()] },
        testId: "budget-transfer-form",
        buttons: [{ label: t("budget_transfer.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <TransferView transfer={doc} />}
      fields={({ form, editable }) => <TransferFields form={form} editable={editable} />}
    />
  );
}

function TransferFields({ form, editable }: { form: FormInstance; editable: boolean }) {
  const { t } = useTranslation();
  const disabled = !editable;
  const budgetId = Form.useWatch("budget_id", form) as string | undefined;
  const details = (Form.useWatch("details", form) as { from_line_no?: number; month?: string; amount?: string }[] | undefined) ?? [];
  // The current approved budgets: a transfer moves within one of them.
  const budgets = useQuery({
    queryKey: ["budgeting", "budgets", "current"],
    queryFn: () => budgetApi.list({ status: "approved", current: "true", per_page: 100 }),
    select: (answer) => answer.data,
  });
  const budget = useQuery({ queryKey: ["budgeting", "budget", budgetId], queryFn: () => budgetApi.get(budgetId as string), enabled: !!budgetId, select: (a) => a.data });
  const lines = budget.data?.lines ?? [];
  const months = budget.data?.months ?? [];
  const lineOptions = lines.map((l) => ({ value: l.line_no, label: lineLabel(l) }));
  const monthOptions = months.map((m) => ({ value: m, label: monthLabel(m) }));
  /** What a line has budgeted in a month (before this transfer). */
  const monthAmount = (lineNo: number | undefined, month: string | undefined) => {
    const line = lines.find((l) => l.line_no === lineNo);
    const index = month ? months.indexOf(month) : -1;
    return line && index >= 0 ? line.months[index] : null;
  };
  const total = formatMoney(sumMoney(details.map((d) => d.amount || "0")));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="budget_id" label={t("budget_transfer.budget")} required extra={t("budget_transfer.budget_hint")}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={disabled}
              loading={budgets.isLoading}
              placeholder={t("budget_transfer.pick_budget")}
              options={(budgets.data ?? []).map((b) => ({ value: b.id, label: [b.number, b.period].filter(Boolean).join(" · ") }))}
              onChange={() => form.setFieldValue("details", [emptyLine()])}
              data-testid="budget-transfer-budget"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="description" label={t("budget_transfer.description")}>
            <Input maxLength={1000} disabled={disabled} data-testid="budget-transfer-description" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t("budget_transfer.lines")}</Divider>
      {!budgetId && <Alert type="info" showIcon message={t("budget_transfer.pick_first")} style={{ marginBottom: 12 }} />}
      <Form.List name="details">
        {(fields, { add, remove }) => (
          <>
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              scroll={{ x: 1000 }}
              tableLayout="fixed"
              data-testid="budget-transfer-lines"
              columns={[
                {
                  title: t("budget_transfer.from"),
                  key: "from",
                  width: 260,
                  render: (_: unknown, f) => (
                    <Form.Item name={[f.name, "from_line_no"]} noStyle>
                      <Select showSearch optionFilterProp="label" options={lineOptions} popupMatchSelectWidth={false} disabled={disabled || !budgetId} style={{ width: "100%" }} data-testid={`transfer-line-${f.name}-from`} />
                    </Form.Item>
                  ),
                },
                {
                  title: t("budget_transfer.to"),
                  key: "to",
                  width: 260,
                  render: (_: unknown, f) => (
                    <Form.Item name={[f.name, "to_line_no"]} noStyle>
                      <Select showSearch optionFilterProp="label" options={lineOptions} popupMatchSelectWidth={false} disabled={disabled || !budgetId} style={{ width: "100%" }} data-testid={`transfer-line-${f.name}-to`} />
                    </Form.Item>
                  ),
                },
                {
                  title: t("budget_transfer.month"),
                  key: "month",
                  width: 130,
                  render: (_: unknown, f) => (
                    <Form.Item name={[f.name, "month"]} noStyle>
                      <Select showSearch optionFilterProp="label" options={monthOptions} disabled={disabled || !budgetId} style={{ width: "100%" }} data-testid={`transfer-line-${f.name}-month`} />
                    </Form.Item>
                  ),
                },
                {
                  title: t("budget_transfer.budgeted"),
                  key: "budgeted",
                  width: 140,
                  align: "right" as const,
                  render: (_: unknown, f) => {
                    const d = details[f.name];
                    const amount = monthAmount(d?.from_line_no, d?.month);
                    return amount === null ? "—" : <Amount value={amount} />;
                  },
                },
                {
                  title: t("budget_transfer.amount"),
                  key: "amount",
                  width: 160,
                  render: (_: unknown, f) => (
                    <Form.Item name={[f.name, "amount"]} noStyle>
                      <MoneyInput disabled={disabled} data-testid={`transfer-line-${f.name}-amount`} />
                    </Form.Item>
                  ),
                },
                {
                  key: "remove",
                  width: 48,
                  render: (_: unknown, f) => (
                    <Button type="text" icon={<DeleteOutlined />} disabled={disabled || fields.length <= 1} onClick={() => remove(f.name)} aria-label={t("budget_transfer.remove")} />
                  ),
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <strong>{t("budget_transfer.total")}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <Amount value={total} />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} />
                </Table.Summary.Row>
              )}
            />
            <Button icon={<PlusOutlined />} onClick={() => add(emptyLine())} disabled={disabled || !budgetId} style={{ marginTop: 12 }} data-testid="budget-transfer-add-line">
              {t("budget_transfer.add_line")}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
