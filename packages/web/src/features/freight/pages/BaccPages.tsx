import { DollarOutlined, FileAddOutlined } from "@ant-design/icons";
import { type BaccInvoiceResponse, type BaccLineResponse, type BaccPaymentResponse, type BaccSide, formatAmount, formatMoney, money, sumMoney } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Segmented, Space, Statistic, Table, Tag, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { DocumentStatusTag } from "../../../components/documents/DocumentStatusTag";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";
import { ApiError } from "../../../lib/api-client";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { useUiLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { BACC_AR_PATH, BACC_PATH, baccApi, CH_PATH, invoicePath } from "../api";

const RECEIVE = "/transactions/ch-bacc/receive-payment";
const PAY = "/transactions/ch-bacc/create-payment";

/** The side a BACC path is about: `bacc-ar…` our invoices (AR), `bacc…` the agents' (AP), else both. */
const sideOfPath = (path: string): BaccSide | null => (path.startsWith(BACC_AR_PATH) ? "ar" : path.startsWith(`${BACC_PATH}/`) ? "ap" : null);

/**
 * `/transactions/ch-bacc/bacc` (both sides) and `/bacc-ar` (ours): the invoices that bill jobs'
 * charge lines — our invoices to customers and agents (AR) and agents' invoices to us (AP) — with
 * their jobs, what is still open, and the way to receive or pay it.
 */
export function BaccListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const language = useUiLanguage();
  const { pathname } = useLocation();
  const fixed = pathname.startsWith(BACC_AR_PATH);
  const [side, setSide] = useState<"all" | BaccSide>(fixed ? "ar" : "all");
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const list = useQuery({
    queryKey: ["freight", "bacc", side, page, q],
    queryFn: () => baccApi.list({ side: side === "all" ? undefined : side, page, per_page: 25, q: q || undefined }),
  });
  const canCreate = ability.can("create", "TxBacc");
  return (
    <>
      <PageHeader
        title={fixed ? t("freight.bacc.title_ar") : t("freight.bacc.title")}
        subtitle={t("freight.bacc.subtitle")}
        trail={[{ title: t("menu.freight") }, { title: fixed ? t("freight.bacc.title_ar") : t("freight.bacc.title") }]}
        actions={
          canCreate && (
            <Space wrap>
              <Button type="primary" icon={<FileAddOutlined />} onClick={() => void navigate(`${BACC_AR_PATH}/add`)} data-testid="bacc-add-ar">
                {t("freight.bacc.add_ar")}
              </Button>
              {!fixed && (
                <Button icon={<FileAddOutlined />} onClick={() => void navigate(`${BACC_PATH}/add`)} data-testid="bacc-add-ap">
                  {t("freight.bacc.add_ap")}
                </Button>
              )}
            </Space>
          )
        }
      />
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          {!fixed && (
            <Segmented
              value={side}
              onChange={(value) => {
                setSide(value as typeof side);
                setPage(1);
              }}
              options={[
                { value: "all", label: t("freight.bacc.sides.all") },
                { value: "ar", label: t("freight.bacc.sides.ar") },
                { value: "ap", label: t("freight.bacc.sides.ap") },
              ]}
              data-testid="bacc-side"
            />
          )}
          <Input.Search
            placeholder={t("freight.bacc.search")}
            allowClear
            onSearch={(value) => {
              setQ(value);
              setPage(1);
            }}
            style={{ width: 320 }}
            data-testid="bacc-search"
          />
        </Space>
        <Table<BaccInvoiceResponse>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 1500 }}
          pagination={{ current: page, pageSize: 25, total: list.data?.meta.total ?? 0, onChange: setPage, showSizeChanger: false }}
          locale={{ emptyText: q ? t("table.no_match") : t("freight.bacc.empty") }}
          data-testid="bacc-table"
          columns={[
            {
              title: t("freight.bacc.side"),
              dataIndex: "side",
              width: 130,
              render: (value: BaccSide) => <Tag color={value === "ar" ? "blue" : "purple"}>{t(`freight.bacc.sides.${value}`)}</Tag>,
            },
            {
              title: t("freight.bacc.number"),
              dataIndex: "number",
              width: 150,
              render: (value: string | null, row) => <Link to={invoicePath(row.side, row.id)}>{value ?? t("freight.bacc.draft")}</Link>,
            },
            { title: t("freight.bacc.reference"), dataIndex: "reference", width: 140, render: (v: string | null) => v ?? "—" },
            { title: t("freight.date"), dataIndex: "date", width: 120, render: (v: string) => formatDate(v) },
            { title: t("freight.bacc.due_date"), dataIndex: "due_date", width: 120, render: (v: string | null) => (v ? formatDate(v) : "—") },
            { title: t("freight.bacc.party"), dataIndex: "party_name", width: 200 },
            {
              title: t("freight.bacc.jobs"),
              dataIndex: "jobs",
              render: (jobs: BaccInvoiceResponse["jobs"]) => (
                <Space size={4} wrap>
                  {jobs.map((j) => (
                    <Link key={j.id} to={`${CH_PATH}/detail/${j.id}`} onClick={(e) => e.stopPropagation()}>
                      {j.number}
                    </Link>
                  ))}
                </Space>
              ),
            },
            { title: t("freight.bacc.currency"), dataIndex: "currency", width: 80 },
            { title: t("freight.bacc.total"), dataIndex: "total", align: "right", render: (v: string) => formatAmount(v, language) },
            { title: t("freight.bacc.outstanding"), dataIndex: "outstanding", align: "right", render: (v: string) => formatAmount(v, language) },
            { title: t("freight.status"), dataIndex: "status", width: 120, render: (v: BaccInvoiceResponse["status"]) => <DocumentStatusTag status={v} /> },
            {
              title: "",
              key: "actions",
              width: 120,
              fixed: "right",
              render: (_, row) =>
                row.status === "approved" && money(row.outstanding).greaterThan(0) ? (
                  <Button
                    size="small"
                    icon={<DollarOutlined />}
                    onClick={() => void navigate(row.side === "ar" ? `${RECEIVE}/invoice?contact_id=${row.party_id}&invoice_id=${row.id}` : `${PAY}/pay/invoice/add?contact_id=${row.party_id}`)}
                    data-testid={`bacc-settle-${row.id}`}
                  >
                    {row.side === "ar" ? t("freight.bacc.receive") : t("freight.bacc.pay")}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * `/transactions/ch-bacc/receive-payment/list` and `/create-payment/list`: the payments that settled
 * BACC invoices — received from customers and agents, or paid to agents — each opening its sales or
 * purchase payment; a new one starts from the payment screen of that side.
 */
export function BaccPaymentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const language = useUiLanguage();
  const { pathname } = useLocation();
  const side: BaccSide = pathname.startsWith(RECEIVE) ? "ar" : "ap";
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const list = useQuery({
    queryKey: ["freight", "bacc-payments", side, page, q],
    queryFn: () => baccApi.payments(side, { page, per_page: 25, q: q || undefined }),
  });
  const title = side === "ar" ? t("freight.bacc.payments_ar") : t("freight.bacc.payments_ap");
  const detail = (id: string) => (side === "ar" ? `/transactions/sales-payment/detail/${id}` : `/transactions/purchase-payment/detail/${id}`);
  const canCreate = ability.can("create", side === "ar" ? "TxChBaccReceivePayment" : "TxBaccPayment");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={side === "ar" ? t("freight.bacc.payments_ar_subtitle") : t("freight.bacc.payments_ap_subtitle")}
        trail={[{ title: t("menu.freight") }, { title }]}
        actions={
          canCreate && (
            <Button type="primary" icon={<DollarOutlined />} onClick={() => void navigate(side === "ar" ? `${RECEIVE}/invoice` : `${PAY}/pay/invoice/add`)} data-testid="bacc-payment-add">
              {side === "ar" ? t("freight.bacc.receive") : t("freight.bacc.pay")}
            </Button>
          )
        }
      />
      <Card>
        <Input.Search
          placeholder={t("freight.bacc.payments_search")}
          allowClear
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
          style={{ width: 320, marginBottom: 12 }}
          data-testid="bacc-payment-search"
        />
        <Table<BaccPaymentResponse>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 960 }}
          pagination={{ current: page, pageSize: 25, total: list.data?.meta.total ?? 0, onChange: setPage, showSizeChanger: false }}
          locale={{ emptyText: q ? t("table.no_match") : t("freight.bacc.payments_empty") }}
          onRow={(row) => ({ onClick: () => void navigate(detail(row.id)), style: { cursor: "pointer" } })}
          data-testid="bacc-payment-table"
          columns={[
            { title: t("freight.bacc.number"), dataIndex: "number", width: 150, render: (v: string | null, row) => <Link to={detail(row.id)}>{v ?? "—"}</Link> },
            { title: t("freight.date"), dataIndex: "date", width: 110, render: (v: string) => formatDate(v) },
            { title: t("freight.bacc.party"), dataIndex: "party_name", width: 180, render: (v: string | null) => v ?? "—" },
            { title: t("freight.bacc.cashbank"), dataIndex: "cashbank_name", width: 140 },
            {
              title: t("freight.bacc.invoices"),
              dataIndex: "invoices",
              render: (invoices: BaccPaymentResponse["invoices"]) => (
                <Space size={4} wrap>
                  {invoices.map((i) => (
                    <Link key={i.id} to={invoicePath(side, i.id)} onClick={(e) => e.stopPropagation()}>
                      {i.number ?? "—"}
                    </Link>
                  ))}
                </Space>
              ),
            },
            { title: t("freight.bacc.currency"), dataIndex: "currency", width: 80 },
            {
              title: side === "ar" ? t("freight.bacc.received") : t("freight.bacc.paid"),
              dataIndex: "amount",
              align: "right",
              render: (v: string) => formatAmount(v, language),
            },
            { title: t("freight.bacc.applied"), dataIndex: "applied", align: "right", render: (v: string) => formatAmount(v, language) },
          ]}
        />
      </Card>
    </>
  );
}

interface BillValues {
  contact_id?: string;
  date?: Dayjs;
  due_date?: Dayjs | null;
  reference?: string;
  tax_invoice_number?: string;
  notes?: string;
}

/**
 * `/transactions/ch-bacc/bacc-ar/add` (our invoice, AR) and `/bacc/add` (an agent's invoice, AP): a
 * party's unbilled charge lines of confirmed jobs, picked in one currency, become a draft sales or
 * purchase invoice — each line keeps its job and is billed once; the invoice is approved, printed and
 * paid on its own screen.
 */
export function BaccBillScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const side: BaccSide = sideOfPath(pathname) ?? "ap";
  const [form] = Form.useForm<BillValues>();
  const party = Form.useWatch("contact_id", form);
  const [q, setQ] = useState("");
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const lines = useQuery({
    queryKey: ["freight", "bacc-lines", side, party, q, range?.[0]?.format("YYYY-MM-DD"), range?.[1]?.format("YYYY-MM-DD")],
    queryFn: () =>
      baccApi.lines({
        side,
        party_id: party,
        q: q || undefined,
        date_from: range?.[0]?.format("YYYY-MM-DD"),
        date_to: range?.[1]?.format("YYYY-MM-DD"),
        per_page: 200,
      }),
    enabled: !!party,
  });
  const rows = lines.data?.data ?? [];
  const [known, setKnown] = useState<Record<string, BaccLineResponse>>({});
  const chosen = picked.map((id) => known[id]).filter((l): l is BaccLineResponse => !!l);
  const currency = chosen[0]?.currency ?? null;
  const total = useMemo(() => sumMoney(chosen.map((l) => l.amount)), [chosen]);
  const jobs = new Set(chosen.map((l) => l.job_id)).size;
  const save = useMutation({
    mutationFn: (values: BillValues) =>
      baccApi.bill({
        side,
        contact_id: values.contact_id as string,
        currency: currency as string,
        date: (values.date ?? null)?.format("YYYY-MM-DD") ?? today(),
        due_date: values.due_date ? values.due_date.format("YYYY-MM-DD") : null,
        reference: values.reference?.trim() || null,
        tax_invoice_number: values.tax_invoice_number?.trim() || null,
        notes: values.notes?.trim() || null,
        line_ids: picked,
      }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["freight"] });
      void navigate(invoicePath(side, answer.data.id));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const errors = error.body?.errors ?? {};
      const fields: Record<string, string> = { contact_id: "contact_id", vendor_invoice_number: "reference", invoice_date: "date", date: "date", due_date: "due_date", tax_invoice_number: "tax_invoice_number" };
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(errors)) {
        const name = fields[field];
        if (name) form.setFields([{ name: name as keyof BillValues, errors: messages }]);
        else rest.push(...messages);
      }
      setProblems(rest.length || Object.keys(errors).length ? rest : [error.message]);
    },
  });
  const remember = (list: readonly BaccLineResponse[]) => setKnown((before) => ({ ...before, ...Object.fromEntries(list.map((l) => [l.id, l])) }));
  return (
    <>
      <PageHeader
        title={side === "ar" ? t("freight.bacc.add_ar") : t("freight.bacc.add_ap")}
        subtitle={side === "ar" ? t("freight.bacc.bill_ar_subtitle") : t("freight.bacc.bill_ap_subtitle")}
        trail={[
          { title: t("menu.freight") },
          { title: <Link to={side === "ar" ? BACC_AR_PATH : BACC_PATH}>{side === "ar" ? t("freight.bacc.title_ar") : t("freight.bacc.title")}</Link> },
        ]}
        actions={
          <Button type="primary" loading={save.isPending} disabled={picked.length === 0} onClick={() => form.submit()} data-testid="bacc-save">
            {t("freight.bacc.save", { count: picked.length })}
          </Button>
        }
      />
      <Form<BillValues>
        form={form}
        layout="vertical"
        initialValues={{ date: undefined }}
        onFinish={(values) => {
          setProblems([]);
          save.mutate(values);
        }}
        data-testid="bacc-form"
      >
        <Card style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="contact_id" label={side === "ar" ? t("freight.bacc.bill_to") : t("freight.bacc.agent")} rules={[{ required: true, message: t("freight.bacc.party_required") }]}>
                <RecordSelect
                  path="master-data/contact"
                  params={{ type: side === "ar" ? "customer" : "vendor" }}
                  onChange={(value) => {
                    form.setFieldValue("contact_id", value);
                    setPicked([]);
                  }}
                  data-testid="bacc-party"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="date" label={t("freight.date")} {...dateItemProps}>
                <DatePicker style={{ width: "100%" }} placeholder={formatDate(today())} data-testid="bacc-date" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="due_date" label={t("freight.bacc.due_date")} {...dateItemProps} extra={t("freight.bacc.due_hint")}>
                <DatePicker style={{ width: "100%" }} data-testid="bacc-due-date" />
              </Form.Item>
            </Col>
            {side === "ap" && (
              <Col xs={12} md={4}>
                <Form.Item name="reference" label={t("freight.bacc.agent_invoice_number")} rules={[{ required: true, message: t("freight.bacc.reference_required") }]}>
                  <Input maxLength={60} data-testid="bacc-reference" />
                </Form.Item>
              </Col>
            )}
            <Col xs={12} md={4}>
              <Form.Item name="tax_invoice_number" label={t("freight.bacc.tax_invoice_number")}>
                <Input maxLength={30} data-testid="bacc-tax-invoice" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="notes" label={t("freight.description")}>
                <Input.TextArea rows={1} maxLength={1000} data-testid="bacc-notes" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Form>
      {problems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={problems.join(" ")} data-testid="bacc-problems" />}
      <Card title={t("freight.bacc.lines_title")}>
        {!party ? (
          <Alert type="info" showIcon title={side === "ar" ? t("freight.bacc.pick_customer") : t("freight.bacc.pick_agent")} />
        ) : (
          <>
            <Space wrap style={{ marginBottom: 12 }}>
              <Input.Search placeholder={t("freight.bacc.lines_search")} allowClear onSearch={setQ} style={{ width: 280 }} data-testid="bacc-lines-search" />
              <DatePicker.RangePicker value={range} onChange={(value) => setRange(value as typeof range)} allowEmpty={[true, true]} />
            </Space>
            <Row gutter={16} style={{ marginBottom: 12 }}>
              <Col>
                <Statistic title={t("freight.bacc.picked")} value={picked.length} />
              </Col>
              <Col>
                <Statistic title={t("freight.bacc.jobs")} value={jobs} />
              </Col>
              <Col>
                <Statistic title={currency ? `${t("freight.bacc.total")} (${currency})` : t("freight.bacc.total")} value={formatAmount(formatMoney(total), language)} data-testid="bacc-picked-total" />
              </Col>
            </Row>
            {currency && <Typography.Paragraph type="secondary">{t("freight.bacc.one_currency", { currency })}</Typography.Paragraph>}
            <Table<BaccLineResponse>
              rowKey="id"
              size="small"
              loading={lines.isFetching}
              dataSource={rows}
              pagination={false}
              scroll={{ x: 1000, y: 480 }}
              locale={{ emptyText: t("freight.bacc.no_lines") }}
              rowSelection={{
                selectedRowKeys: picked,
                preserveSelectedRowKeys: true,
                onChange: (keys, selected) => {
                  remember(selected);
                  setPicked(keys as string[]);
                },
                getCheckboxProps: (row) => ({ disabled: !!currency && row.currency !== currency, "data-testid": `bacc-pick-${row.job_number}-${row.line_no}` }) as never,
              }}
              data-testid="bacc-lines"
              columns={[
                { title: t("freight.bacc.job"), dataIndex: "job_number", render: (v: string, row) => <Link to={`${CH_PATH}/detail/${row.job_id}`}>{v}</Link> },
                { title: t("freight.date"), dataIndex: "job_date", width: 110, render: (v: string) => formatDate(v) },
                { title: t("freight.bacc.house"), dataIndex: "house_document", render: (v: string | null) => v ?? "—" },
                {
                  title: t("freight.bacc.charge"),
                  dataIndex: "charge_name",
                  render: (v: string, row) => (
                    <Space size={4}>
                      {v}
                      {row.is_disbursement && <Tag>{t("freight.bacc.disbursement")}</Tag>}
                    </Space>
                  ),
                },
                { title: t("freight.description"), dataIndex: "description", render: (v: string | null) => v ?? "—" },
                { title: t("freight.bacc.tax_kind"), dataIndex: "tax_kind", render: (v: string) => t(`freight.tax_kinds.${v}`) },
                { title: t("freight.bacc.currency"), dataIndex: "currency", width: 80 },
                { title: t("freight.bacc.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
                { title: t("freight.bacc.amount_base"), dataIndex: "amount_base", align: "right", render: (v: string) => <Amount value={v} /> },
              ]}
            />
          </>
        )}
      </Card>
    </>
  );
}

interface NoteValues {
  contact_id?: string;
  kind: "credit" | "debit";
  number?: string;
  date?: Dayjs;
  currency?: string;
  amount?: string;
  account_id?: string;
  description?: string;
}

/**
 * `/transactions/ch-bacc/bacc-ar/receive`: an agent's profit-share note against our receivables
 * (docs/freight.md "BACC"). A credit note — the agent owes us our share — is our invoice to the agent
 * (AR, a sales invoice); a debit note — we owe the agent its share — is the agent's invoice (AP, a
 * purchase invoice); both are drafts approved and settled on their screens, and netted on the agent's
 * statement.
 */
export function BaccReceiveScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NoteValues>();
  const kind = Form.useWatch("kind", form) ?? "credit";
  const save = useMutation({
    mutationFn: (values: NoteValues) => {
      const date = values.date?.format("YYYY-MM-DD") ?? today();
      const line = { account_id: values.account_id, description: values.description?.trim() || t("freight.bacc.profit_share"), quantity: "1", price: values.amount };
      return values.kind === "credit"
        ? baccApi.note("ar", { contact_id: values.contact_id, invoice_date: date, currency: values.currency, notes: values.number, details: [line] })
        : baccApi.note("ap", { kind: "service", contact_id: values.contact_id, vendor_invoice_number: values.number, date, currency: values.currency, description: values.description, lines: [line] });
    },
    onSuccess: async (answer, values) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["freight"] });
      void navigate(invoicePath(values.kind === "credit" ? "ar" : "ap", answer.data.id));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const names: Record<string, keyof NoteValues> = { contact_id: "contact_id", vendor_invoice_number: "number", notes: "number", date: "date", invoice_date: "date", currency: "currency" };
      form.setFields(
        Object.entries(error.body?.errors ?? {}).map(([field, errors]) => ({
          name: names[field] ?? (field.endsWith("account_id") ? "account_id" : field.endsWith("price") ? "amount" : "description"),
          errors,
        })),
      );
    },
  });
  return (
    <>
      <PageHeader
        title={t("freight.bacc.receive_title")}
        subtitle={t("freight.bacc.receive_subtitle")}
        trail={[{ title: t("menu.freight") }, { title: <Link to={BACC_AR_PATH}>{t("freight.bacc.title_ar")}</Link> }]}
        actions={
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="note-save">
            {t("freight.save")}
          </Button>
        }
      />
      <Card>
        <Form<NoteValues> form={form} layout="vertical" initialValues={{ kind: "credit" }} onFinish={(values) => save.mutate(values)} data-testid="note-form">
          <Row gutter={16}>
            <Col xs={24}>
              <Form.Item name="kind" label={t("freight.bacc.note_kind")}>
                <Segmented
                  options={[
                    { value: "credit", label: t("freight.bacc.note_kinds.credit") },
                    { value: "debit", label: t("freight.bacc.note_kinds.debit") },
                  ]}
                  data-testid="note-kind"
                />
              </Form.Item>
              <Typography.Paragraph type="secondary">{kind === "credit" ? t("freight.bacc.note_credit_hint") : t("freight.bacc.note_debit_hint")}</Typography.Paragraph>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="contact_id" label={t("freight.bacc.agent")} rules={[{ required: true, message: t("freight.bacc.party_required") }]}>
                <RecordSelect path="master-data/contact" params={{ type: kind === "credit" ? "customer" : "vendor" }} data-testid="note-agent" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="number" label={t("freight.bacc.note_number")} rules={[{ required: true, message: t("freight.bacc.reference_required") }]}>
                <Input maxLength={60} data-testid="note-number" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="date" label={t("freight.date")} {...dateItemProps}>
                <DatePicker style={{ width: "100%" }} placeholder={formatDate(today())} data-testid="note-date" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="currency" label={t("freight.bacc.currency")}>
                <CurrencySelect allowClear data-testid="note-currency" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="amount" label={t("freight.bacc.amount")} rules={[{ required: true, message: t("freight.bacc.amount_required") }]}>
                <MoneyInput data-testid="note-amount" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="account_id" label={kind === "credit" ? t("freight.bacc.revenue_account") : t("freight.bacc.cost_account")} rules={[{ required: true, message: t("freight.bacc.account_required") }]}>
                <RecordSelect kind="account" data-testid="note-account" />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="description" label={t("freight.description")}>
                <Input maxLength={1000} placeholder={t("freight.bacc.profit_share")} data-testid="note-description" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
    </>
  );
}

/**
 * The spec's BACC paths that are another screen's: an invoice is read, approved and deleted on its
 * sales or purchase invoice screen, printed by its print, received and paid by the payment screens.
 */
export function BaccForward() {
  const { id = "" } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const query = params.toString() ? `?${params.toString()}` : "";
  const to = forwardOf(pathname, id);
  return <Navigate to={`${to}${query}`} replace />;
}

const forwardOf = (path: string, id: string): string => {
  if (path.startsWith(`${BACC_AR_PATH}/edit/`)) return `/transactions/sales-invoice/edit/${id}`;
  if (path.startsWith(`${BACC_PATH}/edit/`)) return `/transactions/purchase-invoice/detail/${id}`;
  if (path.startsWith("/transactions/ch-bacc/sales-invoice/prints/")) return `/transactions/sales-invoice/prints/${id}`;
  if (path.startsWith("/transactions/ch-bacc/purchase-invoice/prints/")) return `/transactions/purchase-invoice/prints/${id}`;
  if (path.startsWith(`${RECEIVE}/invoice`)) return "/transactions/sales-payment/invoice";
  if (path.startsWith(`${RECEIVE}/detail/`)) return `/transactions/sales-payment/detail/${id}`;
  if (path.startsWith(`${RECEIVE}/prints/`)) return `/transactions/sales-payment/detail/${id}`;
  if (path.startsWith(`${PAY}/pay/invoice/detail/`)) return `/transactions/purchase-payment/detail/${id}`;
  if (path.startsWith(`${PAY}/pay/invoice/add`) || path.startsWith("/transactions/ch-bacc/payment-bacc/add")) return "/transactions/purchase-payment/invoice";
  if (path.startsWith(`${PAY}/detail/`)) return `/transactions/purchase-payment/detail/${id}`;
  return BACC_PATH;
};

