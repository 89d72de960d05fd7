import { SwapOutlined } from "@ant-design/icons";
import { type AgentStatementResponse, baccNettingBody, formatAmount, formatMoney, money } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Empty, Form, Input, Row, Space, Statistic, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { PageHeader } from "../../../components/PageHeader";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { useUiLanguage } from "../../../lib/i18n";
import { type BaccNetting, invoicePath, NETTING_PATH, nettingApi, STATEMENT_PATH, statementApi } from "../api";

const REFRESH = [["freight"], ["report"], ["ledger"]] as const;
type StatementCurrency = AgentStatementResponse["currencies"][number];

/** One currency of an agent's statement: our open invoices and its, the net to collect or pay, and what a netting can settle. */
function StatementCurrencyCard({ contactId, part, action = true }: { contactId: string; part: StatementCurrency; action?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const ability = useAbility();
  const net = money(part.net);
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={part.currency}
      data-testid={`statement-${part.currency}`}
      extra={
        action &&
        ability.can("create", "TxBacc") &&
        money(part.nettable).greaterThan(0) && (
          <Button icon={<SwapOutlined />} onClick={() => void navigate(`${NETTING_PATH}/add?contact_id=${contactId}&currency=${part.currency}`)} data-testid={`statement-net-${part.currency}`}>
            {t("freight.netting.net_amount", { amount: formatAmount(part.nettable, language), currency: part.currency })}
          </Button>
        )
      }
    >
      <Row gutter={24} style={{ marginBottom: 12 }}>
        <Col>
          <Statistic title={t("freight.netting.receivable")} value={formatAmount(part.receivable, language)} />
        </Col>
        <Col>
          <Statistic title={t("freight.netting.payable")} value={formatAmount(part.payable, language)} />
        </Col>
        <Col>
          <Statistic
            title={net.isNegative() ? t("freight.netting.to_pay") : t("freight.netting.to_collect")}
            value={formatAmount(formatMoney(net.abs()), language)}
            valueStyle={{ color: net.isZero() ? undefined : net.isNegative() ? "#cf1322" : "#3f8600" }}
            data-testid={`statement-net-value-${part.currency}`}
          />
        </Col>
      </Row>
      <Table
        rowKey="invoice_id"
        size="small"
        pagination={false}
        dataSource={part.items}
        columns={[
          {
            title: t("freight.bacc.side"),
            dataIndex: "side",
            render: (v: "ar" | "ap") => <Tag color={v === "ar" ? "blue" : "purple"}>{t(`freight.bacc.sides.${v}`)}</Tag>,
          },
          { title: t("freight.bacc.number"), dataIndex: "number", render: (v: string | null, row) => <Link to={invoicePath(row.side, row.invoice_id)}>{v ?? "—"}</Link> },
          { title: t("freight.bacc.reference"), dataIndex: "reference", render: (v: string | null) => v ?? "—" },
          { title: t("freight.date"), dataIndex: "date", render: (v: string) => formatDate(v) },
          { title: t("freight.bacc.due_date"), dataIndex: "due_date", render: (v: string | null) => (v ? formatDate(v) : "—") },
          { title: t("freight.bacc.total"), dataIndex: "total", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("freight.bacc.outstanding"), dataIndex: "outstanding", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("freight.bacc.amount_base"), dataIndex: "outstanding_base", align: "right", render: (v: string) => <Amount value={v} /> },
        ]}
      />
    </Card>
  );
}

/** An agent's statement, per currency (all, or one). */
function Statement({ contactId, currency, action }: { contactId: string; currency?: string; action?: boolean }) {
  const { t } = useTranslation();
  const statement = useQuery({ queryKey: ["freight", "statement", contactId, currency ?? ""], queryFn: () => statementApi.get(contactId, currency) });
  const parts = statement.data?.data.currencies ?? [];
  if (statement.isPending) return <Card loading />;
  if (parts.length === 0) return <Empty description={t("freight.netting.nothing_open")} />;
  return (
    <>
      {parts.map((part) => (
        <StatementCurrencyCard key={part.currency} contactId={contactId} part={part} action={action} />
      ))}
    </>
  );
}

/** `/transactions/ch-bacc/agent-statement`: an agent's open receivables and payables side by side, per currency, with the net and a netting. */
export function AgentStatementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [contact, setContact] = useState<string | null>(params.get("contact_id"));
  return (
    <>
      <PageHeader title={t("freight.netting.statement_title")} subtitle={t("freight.netting.statement_subtitle")} trail={[{ title: t("menu.freight") }, { title: t("freight.netting.statement_title") }]} />
      <Card style={{ marginBottom: 16 }}>
        <RecordSelect
          path="master-data/contact"
          params={{ type: "agent" }}
          value={contact}
          onChange={(v) => {
            const id = (v as string | null) ?? null;
            setContact(id);
            setParams(id ? { contact_id: id } : {});
          }}
          placeholder={t("freight.netting.pick_agent")}
          style={{ width: 360 }}
          data-testid="statement-agent"
        />
      </Card>
      {contact ? <Statement contactId={contact} action /> : <Alert type="info" showIcon title={t("freight.netting.pick_agent")} />}
    </>
  );
}

/** `/transactions/ch-bacc/netting`: nettings of agents' receivables and payables. */
export function NettingListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<BaccNetting>
      title={t("freight.netting.title")}
      subtitle={t("freight.netting.subtitle")}
      group={t("menu.freight")}
      queryKey={["freight", "nettings"]}
      searchPlaceholder={t("freight.netting.search")}
      rowPath={(row) => `${NETTING_PATH}/detail/${row.id}`}
      testId="netting-table"
      filters={{ status: "all" }}
      add={[{ to: `${NETTING_PATH}/add`, label: t("freight.netting.add"), resource: "TxBacc", testId: "netting-add" }]}
      fetch={nettingApi.list}
      columns={[
        documentColumns.number(t("freight.number")),
        documentColumns.date(t("freight.date")),
        { title: t("freight.bacc.agent"), dataIndex: "contact_name", key: "contact_name" },
        { title: t("freight.bacc.currency"), dataIndex: "currency", key: "currency" },
        documentColumns.status(t("freight.status")),
        documentColumns.amount(t("freight.bacc.amount"), "amount", { sorter: false, key: "amount" }),
      ]}
    />
  );
}

function NettingView({ netting }: { netting: BaccNetting }) {
  const { t } = useTranslation();
  return (
    <DocumentView<BaccNetting["lines"][number]>
      figures={[
        { label: `${t("freight.bacc.amount")} (${netting.currency})`, value: <Amount value={netting.amount} />, testId: "figure-amount" },
        { label: t("freight.netting.exchange_difference"), value: <Amount value={netting.exchange_difference} />, testId: "figure-difference" },
      ]}
      facts={[
        { label: t("freight.bacc.agent"), value: netting.contact_name },
        { label: t("freight.bacc.currency"), value: netting.currency },
        { label: t("freight.description"), value: netting.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("freight.netting.lines"),
        rows: netting.lines,
        testId: "netting-lines",
        columns: [
          { title: t("freight.bacc.side"), dataIndex: "side", render: (v: "ar" | "ap") => <Tag color={v === "ar" ? "blue" : "purple"}>{t(`freight.bacc.sides.${v}`)}</Tag> },
          { title: t("freight.bacc.number"), dataIndex: "number", render: (v: string | null, row) => <Link to={invoicePath(row.side, row.invoice_id)}>{v ?? "—"}</Link> },
          { title: t("freight.date"), dataIndex: "date", render: (v: string) => formatDate(v) },
          { title: t("freight.bacc.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("freight.bacc.amount_base"), dataIndex: "base", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
      totals={[{ label: t("freight.bacc.amount"), value: <Amount value={netting.amount} strong /> }]}
    />
  );
}

/** `/transactions/ch-bacc/netting/add` and `/detail/:id`: a netting of one agent and currency, with the agent's statement beside. */
export function NettingScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  return (
    <DocumentScreen
      api={nettingApi}
      id={id}
      queryKey={["freight", "netting"]}
      refresh={REFRESH}
      listPath={NETTING_PATH}
      detailPath={(doc) => `${NETTING_PATH}/detail/${doc.id}`}
      trail={[{ title: t("menu.freight") }, { title: <Link to={NETTING_PATH}>{t("freight.netting.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxBacc"
      title={(doc) => (doc ? `${t("freight.netting.detail_title")} · ${doc.contact_name}` : t("freight.netting.add"))}
      journal={{ link: t("freight.netting.open_journal") }}
      form={{
        schema: baccNettingBody,
        initialValues: { contact_id: params.get("contact_id") ?? undefined, currency: params.get("currency") ?? undefined, date: today() },
        testId: "netting-form",
        buttons: [{ label: t("freight.netting.save"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <NettingView netting={doc} />}
      fields={({ editable, form }) => <NettingFields editable={editable} form={form} />}
    />
  );
}

function NettingFields({ editable, form }: { editable: boolean; form: Parameters<NonNullable<Parameters<typeof DocumentScreen>[0]["fields"]>>[0]["form"] }) {
  const { t } = useTranslation();
  const contact = Form.useWatch("contact_id", form) as string | undefined;
  const currency = Form.useWatch("currency", form) as string | undefined;
  return (
    <>
      <Space wrap align="start" size={16}>
        <Form.Item name="contact_id" label={t("freight.bacc.agent")} required style={{ minWidth: 320 }}>
          <RecordSelect path="master-data/contact" params={{ type: "agent" }} disabled={!editable} data-testid="netting-agent" />
        </Form.Item>
        <Form.Item name="currency" label={t("freight.bacc.currency")} required style={{ minWidth: 200 }}>
          <CurrencySelect disabled={!editable} data-testid="netting-currency" />
        </Form.Item>
        <Form.Item name="date" label={t("freight.date")} required {...dateItemProps}>
          <DatePicker allowClear={false} disabled={!editable} data-testid="netting-date" />
        </Form.Item>
        <Form.Item name="amount" label={t("freight.bacc.amount")} extra={t("freight.netting.amount_hint")}>
          <MoneyInput disabled={!editable} data-testid="netting-amount" />
        </Form.Item>
        <Form.Item name="description" label={t("freight.description")} style={{ minWidth: 320 }}>
          <Input maxLength={1000} disabled={!editable} />
        </Form.Item>
      </Space>
      {contact && currency && (
        <>
          <Typography.Title level={5}>{t("freight.netting.statement_title")}</Typography.Title>
          <Statement contactId={contact} currency={currency} action={false} />
        </>
      )}
    </>
  );
}
